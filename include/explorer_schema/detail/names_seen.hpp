#ifndef EXPLORER_SCHEMA_DETAIL_NAMES_SEEN_HPP
#define EXPLORER_SCHEMA_DETAIL_NAMES_SEEN_HPP

// The names of one object that no member records, kept to find one given
// twice. Every unknown key passes here, so what a name costs here is what a
// document of unknown keys costs: a std::unordered_set of std::string (a
// node and often a copy per name, a SipHash of each, all freed at the
// object's end) made `identify`, which meets most keys as unknown under
// most of the responses it tries, spend more than half its time here. A
// name the input holds is kept as a view, and the memory of one object is
// reused by the next at its depth: an object costs no allocation once one
// with as many such names has been seen there.

#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/keyed_hash.hpp>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::detail {

class names_seen {
public:
    /// Adds `name`; false when the object gave it already. A `lasting` view
    /// stays valid until clear() (the input holds it); any other is copied.
    bool insert(std::string_view name, bool lasting)
    {
        if (!hashed_) {
            // Few names: compared one by one, with no hash. A name is
            // compared with fewer than `few` others, so that even the
            // longest names cost a bounded number of reads per byte.
            for (auto const& seen : names_)
                if (same_name(seen, name))
                    return false;
            if (names_.capacity() == 0) // room for them all at once
                names_.reserve(few);
            names_.push_back(kept(name, lasting));
            // Sized for as many names as the last object at this depth
            // had, as objects at one depth mostly have alike: the table
            // then grows, and its names are hashed again, rarely.
            if (names_.size() == few)
                rehash(std::max(4 * few, 2 * last_count_));
            return true;
        }
        // Many names: a table under a hash that input cannot steer into
        // collisions (keyed_hash), so that it stays linear in the names.
        auto slot = first_slot(name);
        for (; slots_[slot] != 0; slot = (slot + 1) & (slots_.size() - 1))
            if (same_name(names_[slots_[slot] - 1], name))
                return false;
        if (names_.size() >= most_indexed) [[unlikely]]
            return beyond_the_table(name, lasting);
        names_.push_back(kept(name, lasting));
        slots_[slot] = static_cast<std::uint32_t>(names_.size());
        if (2 * names_.size() > slots_.size())
            rehash(2 * slots_.size());
        return true;
    }

    /// The object has ended: forgets its names, keeping the memory. Its
    /// table was sized for its own names or the last object's, so emptying
    /// it costs no more than reading them did.
    void clear() noexcept
    {
        if (hashed_)
            std::fill(slots_.begin(), slots_.end(), 0);
        last_count_ = hashed_ ? names_.size() : 0;
        hashed_ = false;
        names_.clear();
        copies_.clear();
    }

private:
    static constexpr std::size_t few = 16;
    // A slot holds an index of 32 bits, half a std::size_t, which keeps an
    // object of unknown names at the top of a body within the peak
    // tests/bounded_work_test.cpp allows per byte. Past four billion
    // names, 24 GiB of text at least, the rest are compared one by one:
    // slowly, but none is missed.
    static constexpr std::size_t most_indexed = std::numeric_limits<std::uint32_t>::max() - 1;

    [[gnu::cold]] bool beyond_the_table(std::string_view name, bool lasting)
    {
        for (std::size_t i = most_indexed; i < names_.size(); ++i)
            if (same_name(names_[i], name))
                return false;
        names_.push_back(kept(name, lasting));
        return true;
    }

    std::string_view kept(std::string_view name, bool lasting)
    {
        // A deque never moves what it holds: the copy's bytes stay put.
        return lasting ? name : std::string_view(copies_.emplace_back(name));
    }

    std::size_t first_slot(std::string_view name) const noexcept
    {
        return static_cast<std::size_t>(keyed_hash{}(name)) & (slots_.size() - 1);
    }

    // A table of `size` slots (a power of two, rounded up) holding every
    // name so far; memory an earlier object left is reused, not its size.
    void rehash(std::size_t size)
    {
        hashed_ = true;
        slots_.assign(std::bit_ceil(size), 0);
        for (std::size_t i = 0; i < names_.size(); ++i) {
            auto slot = first_slot(names_[i]);
            while (slots_[slot] != 0)
                slot = (slot + 1) & (slots_.size() - 1);
            slots_[slot] = static_cast<std::uint32_t>(i + 1);
        }
    }

    std::vector<std::string_view> names_;
    std::vector<std::uint32_t> slots_; // 1 + the index of a name in names_; 0: empty
    bool hashed_ = false;              // whether slots_ holds names_
    std::size_t last_count_ = 0;       // the names of the last object, when it had a table
    std::deque<std::string> copies_;   // the names the input does not hold
};

} // namespace explorer_schema::detail

#endif
