#ifndef EXPLORER_SCHEMA_DETAIL_EVENT_TAPE_HPP
#define EXPLORER_SCHEMA_DETAIL_EVENT_TAPE_HPP

// The events of a JSON object kept until what receives them is known: a
// variant whose alternative a later member, or all of its keys, decide.
// Sizes and integers are written in as few bytes as they need, and the
// tape grows by chunks that are never copied, so a tape takes about as many
// bytes as the text of what it holds, whatever its shape, and far fewer
// than a DOM value of it.

#include <explorer_schema/detail/decode_context.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::detail {

enum class tape_event : unsigned char {
    key,
    string,
    long_key,    // a key held apart from the chunks, by its index
    long_string, // likewise a string
    null,
    false_value,
    true_value,
    int64,
    uint64,
    number,
    begin_object,
    begin_array,
    end,
};

class event_tape {
public:
    /// Empties the tape, keeping one chunk's memory for the next.
    void clear() noexcept
    {
        if (chunks_.size() > 1)
            chunks_.resize(1);
        if (!chunks_.empty())
            chunks_.front().clear();
        long_texts_.clear();
    }
    /// The chunks of the tape, in order: each holds whole events.
    std::vector<std::string> const& chunks() const noexcept { return chunks_; }
    /// The keys and strings too long to share a chunk, by index.
    std::vector<std::string> const& long_texts() const noexcept { return long_texts_; }

    void key(std::string_view s) { put_text(tape_event::key, s); }
    void string(std::string_view s) { put_text(tape_event::string, s); }
    void begin(bool object) { put(object ? tape_event::begin_object : tape_event::begin_array, 0); }
    void end(std::size_t n)
    {
        auto& out = put(tape_event::end, max_size_bytes);
        put_size(out, n);
    }
    void scalar(json_scalar const& v)
    {
        switch (v.kind) {
        case boost::json::kind::bool_: put(v.boolean ? tape_event::true_value : tape_event::false_value, 0); break;
        case boost::json::kind::int64: { // zigzag: small magnitudes take few bytes
            auto& out = put(tape_event::int64, max_size_bytes);
            put_size(out, (static_cast<std::uint64_t>(v.int64) << 1) ^ static_cast<std::uint64_t>(v.int64 >> 63));
            break;
        }
        case boost::json::kind::uint64: put_size(put(tape_event::uint64, max_size_bytes), v.uint64); break;
        case boost::json::kind::double_: {
            char bytes[sizeof(double)];
            std::memcpy(bytes, &v.number, sizeof bytes);
            put_text(tape_event::number, v.text, sizeof bytes).append(bytes, sizeof bytes);
            break;
        }
        default: put(tape_event::null, 0); break;
        }
    }

private:
    static constexpr std::size_t chunk_size = std::size_t{64} << 10;
    static constexpr std::size_t max_size_bytes = 10; // of a size written 7 bits a byte

    /// The chunk an event of `1 + size` bytes goes into, with the event's
    /// kind written: a chunk is never reallocated, so the tape never holds
    /// its bytes twice.
    std::string& put(tape_event e, std::size_t size)
    {
        if (chunks_.empty() || chunks_.back().capacity() - chunks_.back().size() < 1 + size)
            chunks_.emplace_back().reserve(std::max(chunk_size, 1 + size));
        chunks_.back().push_back(static_cast<char>(e));
        return chunks_.back();
    }
    static void put_size(std::string& out, std::uint64_t n)
    {
        for (; n >= 0x80; n >>= 7)
            out.push_back(static_cast<char>(0x80 | (n & 0x7F)));
        out.push_back(static_cast<char>(n));
    }
    std::string& put_text(tape_event e, std::string_view s, std::size_t more = 0)
    {
        if (s.size() > chunk_size / 4) { // held once, apart, rather than leave chunks part empty
            auto& out = put(e == tape_event::key ? tape_event::long_key : tape_event::long_string, max_size_bytes);
            put_size(out, long_texts_.size());
            long_texts_.emplace_back(s);
            return out;
        }
        auto& out = put(e, max_size_bytes + s.size() + more);
        put_size(out, s.size());
        out.append(s);
        return out;
    }

    std::vector<std::string> chunks_;
    std::vector<std::string> long_texts_;
};

/// One event read back from a tape.
struct tape_entry {
    tape_event kind = tape_event::null;
    std::string_view text; ///< of a key or string; of a number, as written when kept
    json_scalar scalar;    ///< of a null, a boolean or a number
    std::size_t size = 0;  ///< of an end: the members or elements of its container
};

/// Reads the events of a tape in order.
class tape_reader {
public:
    explicit tape_reader(event_tape const& tape) noexcept : chunks_(tape.chunks()), long_texts_(tape.long_texts())
    {
        settle();
    }

    bool done() const noexcept { return chunk_ == chunks_.size(); }

    tape_entry next() noexcept
    {
        tape_entry e;
        e.kind = static_cast<tape_event>(*at_++);
        switch (e.kind) {
        case tape_event::key:
        case tape_event::string: e.text = take_text(); break;
        case tape_event::long_key:
        case tape_event::long_string:
            e.kind = e.kind == tape_event::long_key ? tape_event::key : tape_event::string;
            e.text = long_texts_[static_cast<std::size_t>(take_size())];
            break;
        case tape_event::null: e.scalar.set_null(); break;
        case tape_event::false_value:
        case tape_event::true_value: e.scalar.set_bool(e.kind == tape_event::true_value); break;
        case tape_event::int64: {
            auto const z = take_size();
            e.scalar.set_int64(static_cast<std::int64_t>((z >> 1) ^ (~(z & 1) + 1)));
            break;
        }
        case tape_event::uint64: e.scalar.set_uint64(take_size()); break;
        case tape_event::number: {
            e.text = take_text();
            double d;
            std::memcpy(&d, at_, sizeof d);
            at_ += sizeof d;
            e.scalar.set_double(d, e.text);
            break;
        }
        case tape_event::end: e.size = static_cast<std::size_t>(take_size()); break;
        default: break;
        }
        settle();
        return e;
    }

    /// Skips the value that starts next, containers whole.
    void skip_value() noexcept
    {
        std::size_t depth = 0;
        do {
            auto const e = next();
            depth += e.kind == tape_event::begin_object || e.kind == tape_event::begin_array;
            depth -= e.kind == tape_event::end;
        } while (depth > 0);
    }

private:
    std::uint64_t take_size() noexcept
    {
        std::uint64_t n = 0;
        for (int shift = 0;; shift += 7) {
            auto const b = static_cast<unsigned char>(*at_++);
            n |= std::uint64_t{b & 0x7Fu} << shift;
            if (b < 0x80)
                return n;
        }
    }
    std::string_view take_text() noexcept
    {
        auto const n = static_cast<std::size_t>(take_size());
        std::string_view s(at_, n);
        at_ += n;
        return s;
    }

    /// Moves past the ends of chunks: at_ is at an event, or done().
    void settle() noexcept
    {
        while (chunk_ < chunks_.size() && at_ == chunks_[chunk_].data() + chunks_[chunk_].size())
            if (++chunk_ < chunks_.size())
                at_ = chunks_[chunk_].data();
    }

    std::vector<std::string> const& chunks_;
    std::vector<std::string> const& long_texts_;
    std::size_t chunk_ = 0;
    char const* at_ = chunks_.empty() ? nullptr : chunks_.front().data();
};

/// Calls `f(key, reader)` for each member of the object whose members the
/// tape holds, in order; `reader` is before the member's value, which `f`
/// may read. Stops when `f` returns true.
template <class F>
void for_each_member(event_tape const& members, F&& f)
{
    tape_reader r(members);
    while (!r.done()) {
        auto const key = r.next().text;
        tape_reader value = r;
        if (f(key, value))
            return;
        r.skip_value();
    }
}

} // namespace explorer_schema::detail

#endif
