#ifndef EXPLORER_SCHEMA_DETAIL_MEMBER_LOOKUP_HPP
#define EXPLORER_SCHEMA_DETAIL_MEMBER_LOOKUP_HPP

// Finding a described member by its JSON name in constant time: a perfect
// hash over the member names of a struct, found at compile time. A lookup
// hashes the name once and compares it with one candidate. And which
// alternative of a variant a value is, as the decoder chooses it.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/detail/swar.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/json/kind.hpp>
#include <boost/mp11/algorithm.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string_view>
#include <variant>

namespace explorer_schema::detail {

template <described_struct T>
inline constexpr std::size_t member_count = boost::mp11::mp_size<members_of<T>>::value;

/// `f(d)` of the descriptor `d` of each member of `T`, in declaration
/// order: a table a function that is no template walks, where a loop over
/// the descriptors would compile its body once per member.
template <described_struct T, class Row, class F>
constexpr std::array<Row, member_count<T>> member_table(F f)
{
    std::array<Row, member_count<T>> rows{};
    std::size_t i = 0;
    boost::mp11::mp_for_each<members_of<T>>([&](auto d) { rows[i++] = f(d); });
    return rows;
}

/// The JSON names of the members of `T`, in declaration order.
template <described_struct T>
inline constexpr auto member_names = [] {
    std::array<std::string_view, member_count<T>> names{};
    std::size_t i = 0;
    boost::mp11::mp_for_each<members_of<T>>([&](auto d) { names[i++] = d.name; });
    return names;
}();

/// Whether a member of `T` holds the object's other keys rather than a key
/// of its own.
template <described_struct T>
inline constexpr auto is_extras_member = [] {
    std::array<bool, member_count<T>> extras{};
    std::size_t i = 0;
    boost::mp11::mp_for_each<members_of<T>>(
        [&](auto d) { extras[i++] = std::same_as<member_type<decltype(d)>, extra_members>; });
    return extras;
}();

/// The index of the member of `T` named `name`. Used at compile time, where
/// a name no member has stops the build.
template <described_struct T>
constexpr std::size_t member_index(std::string_view name)
{
    for (std::size_t i = 0; i < member_count<T>; ++i)
        if (member_names<T>[i] == name)
            return i;
    throw "release_history names a member the struct does not have";
}

/// A name a member of `T` had before, and the member that now holds its value.
struct former_key {
    std::string_view name;
    std::size_t member = 0;
};

template <described_struct T>
inline constexpr auto former_keys = [] {
    constexpr auto history = release_history_of<T>();
    constexpr auto count = [&] {
        std::size_t n = 0;
        for (auto const& h : history)
            n += !h.current.empty();
        return n;
    }();
    std::array<former_key, count> keys{};
    std::size_t j = 0;
    for (auto const& h : history)
        if (!h.current.empty())
            keys[j++] = {h.key, member_index<T>(h.current)};
    return keys;
}();

/// Whether each member of `T` has a former name, under which its value may
/// be given a second time.
template <described_struct T>
inline constexpr auto is_aliased = [] {
    std::array<bool, member_count<T>> aliased{};
    for (auto const& f : former_keys<T>)
        aliased[f.member] = true;
    return aliased;
}();

/// The keys of `T`: its members, in declaration order, then its former names.
template <described_struct T>
inline constexpr std::size_t key_count = member_count<T> + former_keys<T>.size();

/// The releases that may send a key, and those that always do.
struct key_releases {
    release_set sent = release_set::all();
    release_set required = release_set::all();
};

template <described_struct T>
constexpr key_releases releases_of_key(std::size_t k)
{
    bool const former = k >= member_count<T>;
    auto const member = former ? former_keys<T>[k - member_count<T>].member : k;
    auto const name = former ? former_keys<T>[k - member_count<T>].name : member_names<T>[k];
    bool may_be_absent = false;
    bool tag = false;
    std::size_t i = 0;
    boost::mp11::mp_for_each<members_of<T>>([&](auto d) {
        using M = member_type<decltype(d)>;
        if (i++ == member) {
            may_be_absent = of_category<M, category::omittable> || of_category<M, category::extra_members>;
            tag = of_category<M, category::literal>;
        }
    });
    // A variant's tag is in every object of its alternative: its history
    // says which releases send the alternative at all.
    for (auto const& h : release_history_of<T>())
        if (h.key == name)
            return {h.sent_by(), tag ? release_set::all()
                                 : may_be_absent && h.every_body_from == version{} ? release_set()
                                                                                    : h.always_sent_by()};
    return {release_set::all(), may_be_absent ? release_set() : release_set::all()};
}

template <described_struct T>
inline constexpr auto key_releases_of = [] {
    std::array<key_releases, key_count<T>> keys;
    for (std::size_t k = 0; k < key_count<T>; ++k)
        keys[k] = releases_of_key<T>(k);
    return keys;
}();

/// The releases that send `T`, an alternative of a variant: of a tagged
/// one, those that send its tag; of an untagged one, those that send any of
/// its keys (an object of none would be empty).
template <described_struct T>
constexpr release_set alternative_sent_by() noexcept
{
    if constexpr (literal_member_name<T>().empty()) {
        release_set any;
        for (auto const& k : key_releases_of<T>)
            any = any | k.sent;
        return key_count<T> == 0 ? release_set::all() : any;
    } else {
        return key_releases_of<T>[member_index<T>(literal_member_name<T>())].sent;
    }
}

/// A key of `T` that some release does not send, or sends only sometimes:
/// those are the only keys that tell releases apart.
struct versioned_key {
    std::size_t key = 0;
    key_releases releases;
};

template <described_struct T>
inline constexpr auto versioned_keys = [] {
    constexpr auto& keys = key_releases_of<T>;
    auto versioned = [](key_releases k) {
        return k.sent != release_set::all() || (k.required != release_set::all() && !k.required.empty());
    };
    constexpr auto count = [&] {
        std::size_t n = 0;
        for (auto const& k : keys)
            n += versioned(k);
        return n;
    }();
    std::array<versioned_key, count> out{};
    std::size_t j = 0;
    for (std::size_t k = 0; k < keys.size(); ++k)
        if (versioned(keys[k]))
            out[j++] = {k, keys[k]};
    return out;
}();

/// For each key of `T`, the chain types whose builds alone send it (see
/// chain_member); none for a key of every chain type. A former name is its
/// member's.
template <described_struct T>
inline constexpr auto key_chains = [] {
    std::array<chain_set, key_count<T>> chains{};
    for (auto const& c : chain_members_of<T>())
        chains[member_index<T>(c.key)] = builds_sending(c.chain);
    for (std::size_t k = member_count<T>; k < key_count<T>; ++k)
        chains[k] = chains[former_keys<T>[k - member_count<T>].member];
    return chains;
}();

/// Whether key `k` of `T` is one a build for the chain type `chain` (none:
/// not known) sends.
template <described_struct T>
constexpr bool chain_sends(std::size_t k, std::optional<chain_type> chain) noexcept
{
    if constexpr (chain_members_of<T>().empty())
        return true;
    auto const only = key_chains<T>[k];
    return only.empty() || (chain && only.contains(*chain));
}

/// The names of the keys of `T`: its members', then its former names.
template <described_struct T>
inline constexpr auto key_names = [] {
    std::array<std::string_view, key_count<T>> names{};
    for (std::size_t k = 0; k < key_count<T>; ++k)
        names[k] = k < member_count<T> ? member_names<T>[k] : former_keys<T>[k - member_count<T>].name;
    return names;
}();

template <described_struct T>
constexpr std::string_view key_name(std::size_t k) noexcept
{
    return key_names<T>[k];
}

/// The member that key `k` of `T` gives the value of.
template <described_struct T>
constexpr std::size_t member_of_key(std::size_t k) noexcept
{
    return k < member_count<T> ? k : former_keys<T>[k - member_count<T>].member;
}

/// The index of the key of `T` that is a former name `key`; key_count<T>
/// when none is.
template <described_struct T>
inline std::size_t find_former_key(std::string_view key) noexcept
{
    for (std::size_t j = 0; j < former_keys<T>.size(); ++j)
        if (former_keys<T>[j].name == key)
            return member_count<T> + j;
    return key_count<T>;
}

// Hashing every byte is needed only when two names agree in length and in
// the bytes sampled; the sampled hash reads five bytes whatever the length.
constexpr std::uint32_t hash_name(std::string_view s, std::uint32_t seed, bool every_byte) noexcept
{
    std::uint32_t h = seed ^ (static_cast<std::uint32_t>(s.size()) * 0x9E3779B1u);
    auto mix = [&h](unsigned char c) { h = (h ^ c) * 0x01000193u; };
    if (every_byte) {
        for (char c : s)
            mix(static_cast<unsigned char>(c));
    } else if (!s.empty()) {
        auto const n = s.size();
        for (std::size_t at : {std::size_t{0}, n / 4, n / 2, n - 1 - n / 4, n - 1})
            mix(static_cast<unsigned char>(s[at]));
    }
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return h;
}

template <std::size_t N>
struct perfect_hash {
    static constexpr std::size_t empty = 0xFF;
    static_assert(N < empty, "too many members for the lookup table");

    std::uint32_t seed = 0;
    bool every_byte = false;
    std::size_t mask = 0;
    std::array<std::uint8_t, std::bit_ceil(N * 16 + 16)> slots{}; // sparse: few seeds to try

    /// Builds the table for `names`, skipping those `skip` marks.
    constexpr perfect_hash(std::array<std::string_view, N> const& names,
                           std::array<bool, N> const& skip)
    {
        auto sampled = [](std::string_view s) {
            auto const n = s.size();
            return std::array<std::size_t, 6>{
                n, n ? s[0] : 0u, n ? s[n / 4] : 0u, n ? s[n / 2] : 0u,
                n ? s[n - 1 - n / 4] : 0u, n ? s[n - 1] : 0u};
        };
        for (std::size_t i = 0; i < N; ++i)
            for (std::size_t j = i + 1; j < N; ++j)
                if (!skip[i] && !skip[j] && sampled(names[i]) == sampled(names[j]))
                    every_byte = true;
        mask = slots.size() - 1;
        for (seed = 1;; ++seed) {
            slots.fill(empty);
            bool perfect = true;
            for (std::size_t i = 0; i < N && perfect; ++i) {
                if (skip[i])
                    continue;
                auto& slot = slots[hash_name(names[i], seed, every_byte) & mask];
                perfect = slot == empty;
                slot = static_cast<std::uint8_t>(i);
            }
            if (perfect)
                return;
        }
    }

    /// The index of the name `key` may be; `empty` when none can be.
    constexpr std::size_t candidate(std::string_view key) const noexcept
    {
        return slots[hash_name(key, seed, every_byte) & mask];
    }
};

template <described_struct T>
inline constexpr perfect_hash<member_count<T>> member_hash{member_names<T>, is_extras_member<T>};

/// Whether two names are equal. Member names are short: comparing them a
/// word at a time (two loads that may overlap) beats a call to memcmp.
[[gnu::always_inline]] inline bool same_name(std::string_view a, std::string_view b) noexcept
{
    auto const n = a.size();
    if (n != b.size())
        return false;
    char const* p = a.data();
    char const* q = b.data();
    if (n >= 8) {
        for (std::size_t i = 0; i + 8 < n; i += 8)
            if (load_word(p + i) != load_word(q + i))
                return false;
        return load_word(p + n - 8) == load_word(q + n - 8);
    }
    if (n >= 4) {
        std::uint32_t x1, y1, x2, y2;
        std::memcpy(&x1, p, 4);
        std::memcpy(&y1, q, 4);
        std::memcpy(&x2, p + n - 4, 4);
        std::memcpy(&y2, q + n - 4, 4);
        return x1 == y1 && x2 == y2;
    }
    for (std::size_t i = 0; i < n; ++i)
        if (p[i] != q[i])
            return false;
    return true;
}

/// The index in members_of<T> of the member named `key` (never an
/// extra_members member); member_count<T> when there is none.
template <described_struct T>
inline std::size_t find_member(std::string_view key) noexcept
{
    if constexpr (member_count<T> == 0) {
        return 0;
    } else {
        auto const i = member_hash<T>.candidate(key);
        return i < member_count<T> && same_name(member_names<T>[i], key) ? i : member_count<T>;
    }
}

// Which alternative of a variant a value is, as the decoder chooses it, for
// every operation that must choose as it does.

/// The index of the alternative of the kind_variant `T` that takes JSON
/// values of the kind `kind`; the variant's size when none does (null).
template <class T>
constexpr std::size_t alternative_taking(boost::json::kind kind) noexcept
{
    unsigned bit = 0;
    switch (kind) {
    case boost::json::kind::bool_: bit = kind_boolean; break;
    case boost::json::kind::int64:
    case boost::json::kind::uint64:
    case boost::json::kind::double_: bit = kind_number; break;
    case boost::json::kind::string: bit = kind_string; break;
    case boost::json::kind::object: bit = kind_object; break;
    case boost::json::kind::array: bit = kind_array; break;
    case boost::json::kind::null: break;
    }
    constexpr auto& kinds = category_of<T>::kinds;
    std::size_t i = 0;
    while (i < std::size(kinds) && (kinds[i] & bit) == 0)
        ++i;
    return i;
}

/// Index of the alternative that takes tags no other alternative takes (its
/// discriminator member is a plain string); the variant's size when none.
template <class Variant>
constexpr std::size_t fallback_alternative()
{
    constexpr auto n = std::variant_size_v<Variant>;
    std::size_t found = n;
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<n>>([&](auto i) {
        if (literal_member_value<std::variant_alternative_t<i, Variant>>().empty())
            found = i;
    });
    return found;
}

/// Index of the alternative of the tagged variant `T` whose tag (the value
/// of the literal member the alternatives share) is `tag`; the variant's
/// size when none is. (The fallback_alternative then takes it, if any.)
template <class T>
constexpr std::size_t alternative_tagged(std::string_view tag) noexcept
{
    constexpr std::size_t count = std::variant_size_v<T>;
    std::size_t matched = count;
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<count>>([&](auto i) {
        constexpr auto value = literal_member_value<std::variant_alternative_t<i, T>>();
        if (matched == count && !value.empty() && tag == value)
            matched = i;
    });
    return matched;
}

/// Index of the alternative of the untagged variant `T` that an object is:
/// the one that knows most of its keys (by their names or by a former name
/// of one of them), the first of those that know as many.
/// `for_each_key(count)` calls `count(key)` for each key of the object.
template <class T, class ForEachKey>
std::size_t alternative_knowing_most(ForEachKey&& for_each_key)
{
    constexpr std::size_t count = std::variant_size_v<T>;
    std::array<std::size_t, count> known{};
    for_each_key([&](std::string_view key) {
        boost::mp11::mp_for_each<boost::mp11::mp_iota_c<count>>([&](auto i) {
            using A = std::variant_alternative_t<i, T>;
            known[i] += find_member<A>(key) < member_count<A> || find_former_key<A>(key) < key_count<A>;
        });
    });
    std::size_t best = 0;
    for (std::size_t i = 1; i < count; ++i)
        if (known[i] > known[best])
            best = i;
    return best;
}

/// Which keys of an object have been seen: one bit per key, in as many
/// words as the struct has keys for (words_for), which the decoder keeps
/// for each object open. A view: it does not own its words.
class member_set {
public:
    using word = std::uint64_t;
    static constexpr std::size_t word_bits = 64;
    static constexpr std::size_t words_for(std::size_t keys) noexcept { return (keys + word_bits - 1) / word_bits; }

    constexpr explicit member_set(std::span<word> words) noexcept : words_(words) {}

    /// Marks key `i`; false when it was already marked.
    constexpr bool insert(std::size_t i) noexcept
    {
        auto& w = words_[i / word_bits];
        auto const bit = word{1} << (i % word_bits);
        bool const fresh = (w & bit) == 0;
        w |= bit;
        return fresh;
    }
    constexpr bool contains(std::size_t i) const noexcept { return (words_[i / word_bits] >> (i % word_bits)) & 1u; }
    /// Whether every key of `other`, a set of as many words, is marked here.
    constexpr bool includes(std::span<word const> other) const noexcept
    {
        for (std::size_t w = 0; w < other.size(); ++w)
            if ((words_[w] & other[w]) != other[w])
                return false;
        return true;
    }
    /// How many keys of `other` are not marked here.
    constexpr std::size_t count_missing(std::span<word const> other) const noexcept
    {
        std::size_t n = 0;
        for (std::size_t w = 0; w < other.size(); ++w)
            n += static_cast<std::size_t>(std::popcount(other[w] & ~words_[w]));
        return n;
    }

private:
    std::span<word> words_;
};

} // namespace explorer_schema::detail

#endif
