#ifndef EXPLORER_SCHEMA_DETAIL_TEXT_READER_HPP
#define EXPLORER_SCHEMA_DETAIL_TEXT_READER_HPP

// The scanner of the direct decoder (direct_decoder.hpp): it reads JSON text
// token by token, as the decoder asks for it, and accepts only the plainest
// form of each token: member names without escapes, integers of up to 18
// digits, no more nesting or length than the options allow. Anything else,
// valid JSON or not, is refused (a false return), and the engine then reads
// the document and says exactly what it holds. What the scanner accepts is
// JSON that Boost.JSON's parser accepts too, with the values the engine
// reads.

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/detail/decode_context.hpp>
#include <explorer_schema/detail/json_number.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/plain_bytes.hpp>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace explorer_schema::detail {

/// The names of one object, to find one given twice; an object of more of
/// them than this is left to the engine.
class object_names {
public:
    bool first_time(std::string_view name) noexcept
    {
        if (count_ == max_names)
            return false;
        for (std::size_t i = 0; i < count_; ++i)
            if (std::string_view(names_[i].data, names_[i].size) == name)
                return false;
        names_[count_++] = {name.data(), name.size()};
        return true;
    }

private:
    static constexpr std::size_t max_names = 32;
    // Left uninitialized: most objects have no such name.
    struct seen_name {
        char const* data;
        std::size_t size;
    };
    seen_name names_[max_names];
    std::size_t count_ = 0;
};

class text_reader {
public:
    text_reader(std::string_view text, decode_options const& options) noexcept
        : p_(text.data()), end_(text.data() + text.size()), last_(last_byte(text)),
          max_string_(options.max_string_length), depth_limit_(options.depth_limit())
    {
    }

    /// Whether the text can be read. Its last byte but white space is the
    /// reader's guard: the next byte is looked at without a test for the
    /// end of the text first (peek), as nothing reads past the guard. A
    /// closing bracket there is taken only by the outermost array or object
    /// (close), and no token runs over one; a text that ends otherwise is
    /// read only when it holds no array or object: one token, after which
    /// nothing is looked at.
    bool guarded() noexcept
    {
        if (last_ == nullptr) // nothing but white space
            return false;
        if (*last_ == ']' || *last_ == '}')
            return true;
        auto const first = peek();
        return first != '[' && first != '{';
    }

    /// The first byte of the next token, after white space. The guard
    /// stops the white space, and nothing reads past it (close).
    [[gnu::always_inline]] char peek() noexcept
    {
        if (static_cast<unsigned char>(*p_) > ' ') [[likely]]
            return *p_;
        while (json_space(*p_))
            ++p_;
        return *p_;
    }

    /// Takes the next token when it is the single character `c`, which is
    /// no closing bracket (close).
    [[gnu::always_inline]] bool take(char c) noexcept
    {
        if (peek() != c)
            return false;
        ++p_;
        return true;
    }

    /// Takes the bracket `c`, `]` or `}`, that closes the array or object
    /// read at this depth. The guard closes only the outermost one: a text
    /// whose last bracket closes another ends before its value does.
    [[gnu::always_inline]] bool close(char c) noexcept
    {
        if (peek() != c || (p_ == last_ && depth_ != 1))
            return false;
        ++p_;
        return true;
    }

    /// Whether the value read was the whole text: the guard taken, and
    /// nothing but white space after it.
    bool at_end() const noexcept { return p_ == last_ + 1; }

    /// An array or object begins (its bracket taken): false when it would
    /// nest as deep as the options' limit, which the engine reports.
    bool enter() noexcept { return ++depth_ < depth_limit_; }
    void leave() noexcept { --depth_; }

    /// A string, the next token: its text, unescaped, which is valid UTF-8,
    /// has no control character and at most max_string_length bytes. The
    /// view is into the input, or, when the string has escapes, into a
    /// buffer that the next string may overwrite: a name must not have any.
    [[gnu::always_inline]] bool string(std::string_view& out, bool name = false)
    {
        return take('"') && string_after_quote(out, name);
    }

    /// A string whose opening quote peek() has just given: as string.
    [[gnu::always_inline]] bool string_at_quote(std::string_view& out)
    {
        ++p_;
        return string_after_quote(out, false);
    }

    /// Whether the next member name is `name`, given as it is written and
    /// followed at once by its colon (as in compact and in indented JSON);
    /// if so, takes both.
    [[gnu::always_inline]] bool take_name(std::string_view name) noexcept
    {
        auto const n = name.size();
        if (peek() != '"' || static_cast<std::size_t>(end_ - p_) < n + 3 || p_[n + 1] != '"' || p_[n + 2] != ':' ||
            !same_name(name, std::string_view(p_ + 1, n)))
            return false;
        p_ += n + 3;
        return true;
    }

    /// A scalar, the next token: true, false, null or a number (see number).
    bool scalar(json_scalar& out) noexcept { return scalar(out, peek()); }

    /// The scalar whose first byte peek() has just given as `c`.
    bool scalar(json_scalar& out, char c) noexcept
    {
        switch (c) {
        case 't': return word("true") && (out.set_bool(true), true);
        case 'f': return word("false") && (out.set_bool(false), true);
        case 'n': return word("null") && (out.set_null(), true);
        default: return number(out);
        }
    }

    /// Passes over the next value, which must be valid JSON in the plain
    /// form above, with no member name given twice in one object unless
    /// `names` is false.
    bool skip(bool names = true)
    {
        switch (peek()) {
        case '"': {
            std::string_view s;
            return string(s);
        }
        case '{': return skip_object(names);
        case '[': return skip_array(names);
        case 't':
        case 'f':
        case 'n': {
            json_scalar v;
            return scalar(v);
        }
        default: {
            json_scalar v;
            return number(v, true);
        }
        }
    }

    /// Where the reader is: the rest of the text starts here.
    char const* position() const noexcept { return p_; }
    /// How many bytes of the text are left from there.
    std::size_t left() const noexcept { return static_cast<std::size_t>(end_ - p_); }
    void rewind(char const* at) noexcept { p_ = at; }

private:
    // The string after its opening quote, `p_`: its plain bytes 16 at a
    // time, the rest (escapes, other characters) in rest_of_string.
    [[gnu::always_inline]] bool string_after_quote(std::string_view& out, bool name)
    {
#if defined(__SSE2__)
        // Most strings hold nothing but printable ASCII.
        for (char const* q = p_; end_ - q >= 16; q += 16) {
            if (auto const m = special_mask(q)) {
                q += std::countr_zero(m);
                if (*q != '"')
                    break;
                out = std::string_view(p_, static_cast<std::size_t>(q - p_));
                p_ = q + 1;
                return out.size() <= max_string_;
            }
        }
#endif
        return rest_of_string(out, name);
    }

    // The string after its opening quote, `p_`.
    BOOST_NOINLINE bool rest_of_string(std::string_view& out, bool name)
    {
        char const* const start = p_;
        if (!plain_run())
            return false;
        if (*p_ == '"') {
            out = std::string_view(start, static_cast<std::size_t>(p_ - start));
            ++p_;
            return out.size() <= max_string_;
        }
        if (name)
            return false;
        unescaped_.assign(start, p_);
        while (*p_ == '\\') {
            ++p_;
            if (!escape())
                return false;
            char const* const run = p_;
            if (!plain_run())
                return false;
            unescaped_.append(run, p_);
            if (unescaped_.size() > max_string_)
                return false;
        }
        ++p_; // the closing quote
        out = unescaped_;
        return out.size() <= max_string_;
    }

    // Moves to the end of a run of plain characters: to a quote or a
    // backslash; false at anything else that is not a character of a string.
    bool plain_run() noexcept
    {
        for (;;) {
            skip_plain_bytes();
            if (p_ == end_)
                return false;
            auto const c = static_cast<unsigned char>(*p_);
            if (c == '"' || c == '\\')
                return true;
            if (c < 0x20)
                return false;
            if (c < 0x80)
                ++p_;
            else if (!utf8_sequence())
                return false;
        }
    }

    // Moves past the bytes of printable ASCII but quote and backslash, 16
    // or 8 at a time while the text holds that many.
    void skip_plain_bytes() noexcept { p_ = plain_bytes_end(p_, end_); }

    static int hex_digit(char c) noexcept
    {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    /// Four hex digits of a \u escape.
    bool code_unit(unsigned& unit) noexcept
    {
        if (end_ - p_ < 4)
            return false;
        unit = 0;
        for (int i = 0; i < 4; ++i) {
            auto const d = hex_digit(p_[i]);
            if (d < 0)
                return false;
            unit = unit * 16 + static_cast<unsigned>(d);
        }
        p_ += 4;
        return true;
    }

    // The escape after a backslash, appended unescaped. A surrogate must be
    // the first of a pair that follows at once, as the parser requires.
    bool escape()
    {
        if (p_ == end_)
            return false;
        char const c = *p_++;
        switch (c) {
        case '"':
        case '\\':
        case '/': unescaped_ += c; return true;
        case 'b': unescaped_ += '\b'; return true;
        case 'f': unescaped_ += '\f'; return true;
        case 'n': unescaped_ += '\n'; return true;
        case 'r': unescaped_ += '\r'; return true;
        case 't': unescaped_ += '\t'; return true;
        case 'u': break;
        default: return false;
        }
        unsigned cp = 0;
        if (!code_unit(cp) || (cp >= 0xDC00 && cp <= 0xDFFF))
            return false;
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            unsigned low = 0;
            if (end_ - p_ < 2 || p_[0] != '\\' || p_[1] != 'u')
                return false;
            p_ += 2;
            if (!code_unit(low) || low < 0xDC00 || low > 0xDFFF)
                return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        auto const put = [this](unsigned b) { unescaped_ += static_cast<char>(b); };
        if (cp < 0x80) {
            put(cp);
        } else if (cp < 0x800) {
            put(0xC0 | (cp >> 6));
            put(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            put(0xE0 | (cp >> 12));
            put(0x80 | ((cp >> 6) & 0x3F));
            put(0x80 | (cp & 0x3F));
        } else {
            put(0xF0 | (cp >> 18));
            put(0x80 | ((cp >> 12) & 0x3F));
            put(0x80 | ((cp >> 6) & 0x3F));
            put(0x80 | (cp & 0x3F));
        }
        return true;
    }

    // One character of two to four bytes, as RFC 3629 allows them: no
    // overlong form, no surrogate, nothing beyond U+10FFFF.
    bool utf8_sequence() noexcept
    {
        auto const* u = reinterpret_cast<unsigned char const*>(p_);
        auto const left = static_cast<std::size_t>(end_ - p_);
        auto const in = [&](std::size_t i, unsigned lo, unsigned hi) { return i < left && u[i] >= lo && u[i] <= hi; };
        auto const c = u[0];
        std::size_t n = 0;
        if (c >= 0xC2 && c <= 0xDF)
            n = 2;
        else if (c == 0xE0)
            n = in(1, 0xA0, 0xBF) ? 3 : 0;
        else if (c == 0xED)
            n = in(1, 0x80, 0x9F) ? 3 : 0;
        else if (c >= 0xE1 && c <= 0xEF)
            n = 3;
        else if (c == 0xF0)
            n = in(1, 0x90, 0xBF) ? 4 : 0;
        else if (c == 0xF4)
            n = in(1, 0x80, 0x8F) ? 4 : 0;
        else if (c >= 0xF1 && c <= 0xF3)
            n = 4;
        if (n == 0)
            return false;
        for (std::size_t i = 1; i < n; ++i)
            if (!in(i, 0x80, 0xBF))
                return false;
        p_ += n;
        return true;
    }

    bool word(std::string_view w) noexcept
    {
        if (static_cast<std::size_t>(end_ - p_) < w.size() || std::memcmp(p_, w.data(), w.size()) != 0)
            return false;
        p_ += w.size();
        return true;
    }

    static bool digit(char c) noexcept { return c >= '0' && c <= '9'; }

    // A number as the engine reads it: an integer of at most 18 digits, or
    // a double of any digits with an exponent of at most 3 (as every
    // double's is), read from its text correctly rounded (json_number.hpp).
    // "-0", longer integers (a uint64, or one beyond 64 bits, which an issue
    // quotes as written) and longer exponents (which the engine's parser
    // refuses beyond the range of an int) are left to the engine. A value
    // skipped (`skipped`) is parsed again on its own when it is kept, as
    // the engine's parser reads it: here it is only passed over.
    bool number(json_scalar& out, bool skipped = false) noexcept
    {
        // Most numbers are integers of a few digits: at most 18 digits
        // without a leading zero, then a byte that is none of a digit, a
        // fraction's point and an exponent's letter; anything else takes
        // the way below.
        {
            char const* q = p_;
            char const* const last = q + std::min<std::ptrdiff_t>(end_ - q, 18);
            std::uint64_t v = 0;
            for (; q != last && digit(*q); ++q)
                v = v * 10 + static_cast<unsigned>(*q - '0');
            if (q != p_ && q != end_ && (*p_ != '0' || q == p_ + 1) && !digit(*q) && *q != '.' && *q != 'e' &&
                *q != 'E') [[likely]] {
                out.set_int64(static_cast<std::int64_t>(v));
                p_ = q;
                return true;
            }
        }
        char const* q = p_;
        auto const digits = [&] {
            char const* start = q;
            while (q != end_ && digit(*q))
                ++q;
            return static_cast<std::size_t>(q - start);
        };
        bool const negative = q != end_ && *q == '-';
        q += negative;
        char const* const first = q;
        auto const whole = digits();
        if (whole == 0 || (*first == '0' && whole > 1))
            return false;
        bool const has_fraction = q != end_ && *q == '.';
        if (has_fraction) {
            ++q;
            if (digits() == 0)
                return false;
        }
        bool const has_exponent = q != end_ && (*q == 'e' || *q == 'E');
        if (has_exponent) {
            ++q;
            q += q != end_ && (*q == '+' || *q == '-');
            auto const exponent = digits();
            if (exponent == 0 || exponent > 3)
                return false;
        }
        if (!skipped) {
            if (has_fraction || has_exponent) {
                out.set_double(read_double(std::string_view(p_, static_cast<std::size_t>(q - p_))));
            } else {
                // At most 18 digits, which an int64 holds; not -0 (a
                // leading zero is the whole number).
                if (whole > 18 || (negative && *first == '0'))
                    return false;
                std::int64_t v = 0;
                for (char const* d = first; d != q; ++d)
                    v = v * 10 + (*d - '0');
                out.set_int64(negative ? -v : v);
            }
        }
        p_ = q;
        return true;
    }

    bool skip_array(bool names)
    {
        ++p_;
        if (!enter())
            return false;
        if (!close(']')) {
            do {
                if (!skip(names))
                    return false;
            } while (take(','));
            if (!close(']'))
                return false;
        }
        leave();
        return true;
    }


    bool skip_object(bool names_checked)
    {
        ++p_;
        if (!enter())
            return false;
        if (!close('}')) {
            object_names names;
            do {
                std::string_view name;
                if (!string(name, true) || !take(':') || (names_checked && !names.first_time(name)))
                    return false;
                if (!skip(names_checked))
                    return false;
            } while (take(','));
            if (!close('}'))
                return false;
        }
        leave();
        return true;
    }

    // The last byte of the text but white space; null when there is none.
    static char const* last_byte(std::string_view text) noexcept
    {
        char const* end = text.data() + text.size();
        while (end != text.data() && json_space(end[-1]))
            --end;
        return end != text.data() ? end - 1 : nullptr;
    }

    char const* p_;
    char const* end_;
    char const* last_; // the guard
    std::size_t max_string_;
    std::size_t depth_limit_;
    std::size_t depth_ = 0;
    std::string unescaped_; // the last string that had escapes
};

} // namespace explorer_schema::detail

#endif
