#ifndef EXPLORER_SCHEMA_MODEL_VOCABULARY_HPP
#define EXPLORER_SCHEMA_MODEL_VOCABULARY_HPP

// Small string types that each own one rule of the contract. A value of one
// of these types always satisfies its rule: construction checks it, and the
// decoder, the encoder and the documentation use the same `check`.

#include <explorer_schema/detail/swar.hpp>
#include <explorer_schema/model/issue.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <type_traits>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace explorer_schema {

/// Why a string breaks a vocabulary rule. `reason` never quotes the input, so
/// it is safe to show even when the input was a secret.
struct violation {
    issue_code code;
    std::string_view reason;
};

/// Tag for constructing a vocabulary value from a string already checked.
struct already_checked_t {
    explicit already_checked_t() = default;
};
inline constexpr already_checked_t already_checked{};

namespace detail {

/// The text of a vocabulary value of any length, in as many bytes as a
/// std::string: up to 31 characters inline (which holds most amounts a
/// chain sends: 10^30 has 31 digits), a longer text on the heap. The last
/// byte tells which: the inline length, or `heap` for a pointer, a size and
/// a capacity at the front.
class any_length_text {
public:
    static constexpr std::size_t inline_capacity = 31;

    any_length_text() noexcept = default;
    any_length_text(any_length_text const& other) { assign(other.view()); }
    any_length_text(any_length_text&& other) noexcept : bytes_(other.bytes_) { other.bytes_[tag_at] = 0; }
    any_length_text& operator=(any_length_text const& other)
    {
        if (this != &other)
            assign(other.view());
        return *this;
    }
    any_length_text& operator=(any_length_text&& other) noexcept
    {
        if (this != &other) {
            release();
            bytes_ = other.bytes_;
            other.bytes_[tag_at] = 0;
        }
        return *this;
    }
    ~any_length_text() { release(); }

    std::string_view view() const noexcept
    {
        auto const tag = static_cast<unsigned char>(bytes_[tag_at]);
        if (tag != heap) [[likely]]
            return {bytes_.data(), tag};
        return {field<char*>(pointer_at), field<std::size_t>(size_at)};
    }

    void assign(std::string_view s)
    {
        auto const n = s.size();
        if (on_heap() && n <= field<std::size_t>(capacity_at)) {
            std::memcpy(field<char*>(pointer_at), s.data(), n);
            set(size_at, n);
        } else if (n <= inline_capacity) {
            release();
            copy_short(bytes_.data(), s.data(), n);
            bytes_[tag_at] = static_cast<char>(n);
        } else {
            auto* const chars = new char[n];
            std::memcpy(chars, s.data(), n);
            release();
            set(pointer_at, chars);
            set(size_at, n);
            set(capacity_at, n);
            bytes_[tag_at] = static_cast<char>(heap);
        }
    }

private:
    static constexpr std::size_t tag_at = 31;
    static constexpr std::size_t pointer_at = 0, size_at = 8, capacity_at = 16;
    static constexpr unsigned char heap = 0xFF;

    // Up to 32 bytes in at most two copies of 16, 8, 4 or 1 bytes that
    // may overlap: no call to memcpy for a length it does not know.
    static void copy_short(char* to, char const* from, std::size_t n) noexcept
    {
        auto const two = [&](auto width) {
            std::memcpy(to, from, width);
            std::memcpy(to + n - width, from + n - width, width);
        };
        if (n >= 16)
            two(std::integral_constant<std::size_t, 16>{});
        else if (n >= 8)
            two(std::integral_constant<std::size_t, 8>{});
        else if (n >= 4)
            two(std::integral_constant<std::size_t, 4>{});
        else if (n > 0) {
            to[0] = from[0];
            to[n / 2] = from[n / 2];
            to[n - 1] = from[n - 1];
        }
    }

    bool on_heap() const noexcept { return static_cast<unsigned char>(bytes_[tag_at]) == heap; }
    template <class T>
    T field(std::size_t at) const noexcept
    {
        T v;
        std::memcpy(&v, bytes_.data() + at, sizeof v);
        return v;
    }
    template <class T>
    void set(std::size_t at, T v) noexcept
    {
        std::memcpy(bytes_.data() + at, &v, sizeof v);
    }
    void release() noexcept
    {
        if (on_heap())
            delete[] field<char*>(pointer_at);
    }

    alignas(char*) alignas(std::size_t) std::array<char, 32> bytes_{}; // empty, inline
};

/// The text of a vocabulary value whose rule fixes its length: kept inline,
/// so that hashes and timestamps cost no allocation.
template <std::size_t Length>
class fixed_length_text {
public:
    std::string_view view() const noexcept { return {chars_.data(), size_}; }
    void assign(std::string_view s) noexcept
    {
        // A rule that fixes the length has checked it; a longer text is cut
        // rather than overflow.
        size_ = std::min(s.size(), Length);
        std::copy_n(s.data(), size_, chars_.data());
    }

private:
    std::array<char, Length> chars_{};
    std::size_t size_ = 0; // 0 for the zero value
};

} // namespace detail

/// Base of the vocabulary types. `Derived` provides `name` (how people call
/// the thing), `zero` (the default value), `pattern` (its rule as an
/// ECMAScript regular expression, for schemas and docs), `example` and
/// `static std::optional<violation> check(std::string_view) noexcept`.
/// `FixedLength` is the length the rule gives every value, or 0.
template <class Derived, std::size_t FixedLength = 0>
class checked_string {
public:
    /// The length every value has (its characters are kept inline), or 0.
    static constexpr std::size_t fixed_length = FixedLength;
    /// The longest text a value keeps without allocating.
    static constexpr std::size_t inline_length =
        FixedLength > 0 ? FixedLength : detail::any_length_text::inline_capacity;

    /// The zero value. It allocates nothing: an empty text stands for it.
    checked_string() noexcept = default;

    /// Throws std::invalid_argument when `s` breaks the rule.
    explicit checked_string(std::string_view s)
    {
        if (auto v = Derived::check(s))
            throw std::invalid_argument("not " + std::string(Derived::name) + ": " +
                                        std::string(v->reason));
        text_.assign(s);
    }

    checked_string(std::string_view s, already_checked_t) { text_.assign(s); }

    /// The value when `s` satisfies the rule, otherwise nothing.
    static std::optional<Derived> parse(std::string_view s)
    {
        if (Derived::check(s))
            return std::nullopt;
        return Derived(s, already_checked);
    }

    std::string_view str() const noexcept
    {
        auto const s = text_.view();
        return s.empty() ? Derived::zero : s;
    }
    operator std::string_view() const noexcept { return str(); }

    /// Replaces the value by `s`, which the caller has checked; reuses the
    /// storage already held.
    void assign(std::string_view s, already_checked_t) { text_.assign(s); }

    friend bool operator==(checked_string const& a, checked_string const& b) noexcept
    {
        return a.str() == b.str();
    }
    friend auto operator<=>(checked_string const& a, checked_string const& b) noexcept
    {
        return a.str() <=> b.str();
    }
    friend std::ostream& operator<<(std::ostream& os, checked_string const& s)
    {
        return os << s.str();
    }

private:
    std::conditional_t<(FixedLength > 0), detail::fixed_length_text<FixedLength>,
                       detail::any_length_text>
        text_;
};

namespace detail {

constexpr bool is_digit(char c) noexcept { return decimal_digit_bytes::byte(c); }

// Hashes and amounts are checked in every document: 16 or 8 characters at
// a time (detail/words.hpp).
constexpr bool all_hex(std::string_view s) noexcept { return all_of<hex_digit_bytes>(s); }

constexpr bool all_digits(std::string_view s) noexcept { return all_of<decimal_digit_bytes>(s); }

// `s` past its first `n` bytes, `n` <= its size: substr without the bounds
// check, whose throw keeps the compiler from inlining it.
constexpr std::string_view past(std::string_view s, std::size_t n) noexcept { return {s.data() + n, s.size() - n}; }

// The digits of an integer written -?(0|[1-9][0-9]*), as std::to_string
// writes one, without its sign; empty when `s` is not one.
constexpr std::string_view integer_digits(std::string_view s) noexcept
{
    auto const digits = s.starts_with('-') ? past(s, 1) : s;
    bool const canonical = !digits.empty() && (digits[0] != '0' || digits.size() == 1) && all_digits(digits);
    return canonical ? digits : std::string_view{};
}

// Whether `s` starts with `0x`; two compares, where starts_with is a call.
constexpr bool starts_0x(std::string_view s) noexcept { return s.size() >= 2 && s[0] == '0' && s[1] == 'x'; }

// `0x` followed by exactly `digits` hex digits.
constexpr std::optional<violation> check_prefixed_hex(std::string_view s, std::size_t digits,
                                                      issue_code code,
                                                      std::string_view reason) noexcept
{
    if (s.size() == digits + 2 && starts_0x(s) && all_hex(past(s, 2)))
        return std::nullopt;
    return violation{code, reason};
}

// (0|[1-9][0-9]*) at the front of `s`; returns its length, 0 when absent.
constexpr std::size_t unsigned_integer_prefix(std::string_view s) noexcept
{
    if (s.empty() || !is_digit(s[0]))
        return 0;
    if (s[0] == '0')
        return 1;
    std::size_t n = 1;
    while (n < s.size() && is_digit(s[n]))
        ++n;
    return n;
}

} // namespace detail

/// An account or contract address: `0x` + 40 hex digits, any letter case
/// (EIP-55 checksummed or lowercase).
class address_hash : public checked_string<address_hash, 42> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "an address hash";
    static constexpr std::string_view zero = "0x0000000000000000000000000000000000000000";
    static constexpr std::string_view pattern = "^0x[0-9a-fA-F]{40}$";
    static constexpr std::string_view example = "0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        return detail::check_prefixed_hex(s, 40, issue_code::invalid_address_hash,
                                          "expected 0x followed by 40 hexadecimal digits");
    }
};

/// A 32-byte hash, as Blockscout calls it a "full hash": transaction and
/// block hashes, `0x` + 64 hex digits.
class full_hash : public checked_string<full_hash, 66> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a 32-byte hash";
    static constexpr std::string_view zero =
        "0x0000000000000000000000000000000000000000000000000000000000000000";
    static constexpr std::string_view pattern = "^0x[0-9a-fA-F]{64}$";
    static constexpr std::string_view example =
        "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        return detail::check_prefixed_hex(s, 64, issue_code::invalid_full_hash,
                                          "expected 0x followed by 64 hexadecimal digits");
    }
};

/// Raw bytes such as transaction input: `0x` + an even number of hex digits
/// (`0x` alone is empty data).
class hex_data : public checked_string<hex_data> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "hex data";
    static constexpr std::string_view zero = "0x";
    static constexpr std::string_view pattern = "^0x([0-9a-fA-F]{2})*$";
    static constexpr std::string_view example = "0xa9059cbb";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (!detail::starts_0x(s) || !detail::all_hex(detail::past(s, 2)))
            return violation{issue_code::invalid_hex_data,
                             "expected 0x followed by hexadecimal digits"};
        if (s.size() % 2 != 0)
            return violation{issue_code::invalid_hex_data,
                             "expected an even number of hexadecimal digits (whole bytes)"};
        return std::nullopt;
    }

    /// Number of bytes the data holds.
    std::size_t byte_size() const noexcept { return (str().size() - 2) / 2; }
};

/// A number as Ethereum's JSON-RPC writes a QUANTITY: `0x` and its hex
/// digits without leading zeros (`0x0` for zero), as Blockscout's RPC
/// views write block numbers, gas and indexes (EthRPC.encode_quantity,
/// Helper.integer_to_hex).
class hex_quantity : public checked_string<hex_quantity> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a hex quantity";
    static constexpr std::string_view zero = "0x0";
    static constexpr std::string_view pattern = "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$";
    static constexpr std::string_view example = "0x1312d00";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.size() < 3 || !detail::starts_0x(s) || !detail::all_hex(detail::past(s, 2)))
            return violation{issue_code::invalid_hex_data, "expected 0x followed by hexadecimal digits"};
        if (s[2] == '0' && s.size() > 3)
            return violation{issue_code::invalid_hex_data, "expected no leading zero after 0x"};
        return std::nullopt;
    }
};

/// A 4-byte function selector: exactly 8 hex digits, no `0x`.
class method_id : public checked_string<method_id, 8> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a method id";
    static constexpr std::string_view zero = "00000000";
    static constexpr std::string_view pattern = "^[0-9a-fA-F]{8}$";
    static constexpr std::string_view example = "a9059cbb";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.size() == 8 && detail::all_hex(s))
            return std::nullopt;
        return violation{issue_code::invalid_method_id,
                         "expected 8 hexadecimal digits without 0x"};
    }
};

/// What a transaction calls, as Blockscout names it
/// (Transaction.method_name): the function's name from its decoded input
/// ("transfer"), or, undecoded, its 4-byte selector as `0x` and 8 hex
/// digits ("0xa9059cbb"). A name never starts with 0x.
class method_name : public checked_string<method_name> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a method name or selector";
    static constexpr std::string_view zero = "0x00000000";
    static constexpr std::string_view pattern = "^(0x[0-9a-fA-F]{8}|[^0][\\s\\S]*|0[^x][\\s\\S]*|0)$";
    static constexpr std::string_view example = "transfer";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.starts_with("0x") ? s.size() == 10 && detail::all_hex(detail::past(s, 2)) : !s.empty())
            return std::nullopt;
        return violation{issue_code::invalid_method_id,
                         "expected a method's name, or its selector: 0x and 8 hexadecimal digits"};
    }
};

/// A UTC instant written exactly as `YYYY-MM-DDTHH:MM:SS.ffffffZ`. The text
/// is kept as given, so it is written back byte for byte. The instant it
/// names, as a std::chrono time point: <explorer_schema/model/chrono.hpp>.
class timestamp : public checked_string<timestamp, 27> {
public:
    using checked_string::checked_string;

    static constexpr std::string_view name = "a timestamp";
    static constexpr std::string_view zero = "1970-01-01T00:00:00.000000Z";
    static constexpr std::string_view pattern =
        "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z$";
    static constexpr std::string_view example = "2024-01-05T00:00:00.000000Z";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (!has_shape(s))
            return violation{issue_code::invalid_timestamp,
                             "expected YYYY-MM-DDTHH:MM:SS.ffffffZ (UTC, six fractional digits)"};
        auto const f = fields(s);
        if (f.month < 1 || f.month > 12 || f.day < 1 || f.day > days_in_month(f.year, f.month))
            return violation{issue_code::invalid_timestamp, "the date does not exist"};
        if (f.hour > 23 || f.minute > 59 || f.second > 59)
            return violation{issue_code::invalid_timestamp,
                             "the time of day does not exist (hour 00-23, minute and second 00-59)"};
        return std::nullopt;
    }

    /// The fields of a timestamp's text, as numbers.
    struct parts {
        int year, month, day, hour, minute, second;
        long micros;
    };

    /// The fields of `s`, which has the timestamp's shape.
    static constexpr parts fields(std::string_view s) noexcept
    {
        return {static_cast<int>(number(s, 0, 4)),  static_cast<int>(number(s, 5, 2)),
                static_cast<int>(number(s, 8, 2)),  static_cast<int>(number(s, 11, 2)),
                static_cast<int>(number(s, 14, 2)), static_cast<int>(number(s, 17, 2)),
                number(s, 20, 6)};
    }

private:
    static constexpr std::string_view shape = "dddd-dd-ddTdd:dd:dd.ddddddZ"; // d: a digit

    // Eight characters at a time: a word of the text xor the shape's word,
    // with '0' for each digit, leaves at most 9 in a digit's byte and 0 in
    // any other (no byte can carry into the next when 6 is added to bytes
    // below 0x10). The words start at 0, 8, 16 and 19.
    struct shape_word {
        std::size_t at;
        std::uint64_t expected, high, add;
    };
    static constexpr std::array<shape_word, 4> shape_words = [] {
        std::array<char, shape.size()> expected{}, high{}, add{};
        for (std::size_t i = 0; i < shape.size(); ++i) {
            bool const digit = shape[i] == 'd';
            expected[i] = digit ? '0' : shape[i];
            high[i] = static_cast<char>(digit ? 0xF0 : 0xFF);
            add[i] = digit ? 6 : 0;
        }
        std::array<shape_word, 4> words{};
        std::size_t const starts[]{0, 8, 16, shape.size() - 8};
        for (std::size_t k = 0; k < 4; ++k)
            words[k] = {starts[k], detail::word_of(expected.data(), starts[k]),
                        detail::word_of(high.data(), starts[k]), detail::word_of(add.data(), starts[k])};
        return words;
    }();

    static constexpr bool has_shape(std::string_view s) noexcept
    {
        if (s.size() != shape.size())
            return false;
        bool ok = true;
        if (std::is_constant_evaluated()) {
            for (std::size_t i = 0; i < shape.size(); ++i)
                ok &= shape[i] == 'd' ? detail::is_digit(s[i]) : shape[i] == s[i];
            return ok;
        }
        for (auto const& w : shape_words) {
            auto const d = detail::load_word(s.data() + w.at) ^ w.expected;
            ok &= ((d & w.high) | ((d + w.add) & w.high)) == 0;
        }
        return ok;
    }

    static constexpr int days_in_month(int year, int month) noexcept
    {
        constexpr int days[]{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        bool const leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        return month == 2 && leap ? 29 : days[month - 1];
    }

    static constexpr long number(std::string_view s, std::size_t at, std::size_t width) noexcept
    {
        long v = 0;
        for (std::size_t i = 0; i < width; ++i)
            v = v * 10 + (s[at + i] - '0');
        return v;
    }
};

/// A UTC instant to the second, written `YYYY-MM-DDTHH:MM:SSZ`: an Elixir
/// DateTime without a fraction of a second (one Timex.from_unix made), as
/// Jason writes it. Blockscout sends one where it estimates an instant
/// instead of reading a block's.
class second_timestamp : public checked_string<second_timestamp, 20> {
public:
    using checked_string::checked_string;

    static constexpr std::string_view name = "a timestamp to the second";
    static constexpr std::string_view zero = "1970-01-01T00:00:00Z";
    static constexpr std::string_view pattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$";
    static constexpr std::string_view example = "2024-01-05T00:00:00Z";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.size() != 20 || s[19] != 'Z')
            return violation{issue_code::invalid_timestamp, "expected YYYY-MM-DDTHH:MM:SSZ (UTC, whole seconds)"};
        char full[27]{};
        for (std::size_t i = 0; i < 19; ++i)
            full[i] = s[i];
        constexpr std::string_view fraction = ".000000Z";
        for (std::size_t i = 0; i < fraction.size(); ++i)
            full[19 + i] = fraction[i];
        if (auto v = timestamp::check({full, 27}))
            return violation{issue_code::invalid_timestamp,
                             v->reason.starts_with("expected") ? "expected YYYY-MM-DDTHH:MM:SSZ (UTC, whole seconds)"
                                                               : v->reason};
        return std::nullopt;
    }
};

/// A calendar day, written `YYYY-MM-DD`: an Elixir Date, as Jason writes it.
class date : public checked_string<date, 10> {
public:
    using checked_string::checked_string;

    static constexpr std::string_view name = "a date";
    static constexpr std::string_view zero = "1970-01-01";
    static constexpr std::string_view pattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";
    static constexpr std::string_view example = "2024-01-05";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.size() != 10)
            return violation{issue_code::invalid_timestamp, "expected YYYY-MM-DD"};
        char full[27]{};
        for (std::size_t i = 0; i < 10; ++i)
            full[i] = s[i];
        constexpr std::string_view midnight = "T00:00:00.000000Z";
        for (std::size_t i = 0; i < midnight.size(); ++i)
            full[10 + i] = midnight[i];
        if (auto v = timestamp::check({full, 27}))
            return violation{issue_code::invalid_timestamp,
                             v->reason.starts_with("expected") ? "expected YYYY-MM-DD" : v->reason};
        return std::nullopt;
    }
};

/// A base-10 integer as a string, `-?(0|[1-9][0-9]*)`, whose magnitude fits
/// in 256 bits (every uint256 and its negation).
class integer_string : public checked_string<integer_string> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "an integer string";
    static constexpr std::string_view zero = "0";
    static constexpr std::string_view pattern = "^-?(0|[1-9][0-9]*)$";
    static constexpr std::string_view example = "21000";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        auto const digits = detail::integer_digits(s);
        auto const n = digits.size();
        if (n == 0)
            return violation{issue_code::invalid_integer_string,
                             "expected a base-10 integer: an optional -, then digits without "
                             "leading zeros"};
        // 2^256 - 1 has 78 digits.
        constexpr std::string_view max = "11579208923731619542357098500868790785326998466564056"
                                         "4039457584007913129639935";
        if (n > max.size() || (n == max.size() && digits > max))
            return violation{issue_code::out_of_range,
                             "the integer's magnitude does not fit in 256 bits"};
        return std::nullopt;
    }

    /// The value as a built-in integer type, or nothing when it does not
    /// fit. The exact value of any size: to_int256 in
    /// <explorer_schema/model/multiprecision.hpp>.
    template <std::integral Int>
    std::optional<Int> to() const noexcept
    {
        std::string_view s = str();
        if (s == "-0") // zero, which every integer type holds; from_chars refuses it unsigned
            s.remove_prefix(1);
        Int value{};
        auto const [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
        if (error != std::errc{} || end != s.data() + s.size())
            return std::nullopt;
        return value;
    }
};

/// A non-negative base-10 integer as a string, `0|[1-9][0-9]*`, that fits in
/// 256 bits: a quantity (wei, gas, a count, a nonce), which Blockscout sends
/// as a string so that no JSON reader rounds it.
class unsigned_integer_string : public checked_string<unsigned_integer_string> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a non-negative integer string";
    static constexpr std::string_view zero = "0";
    static constexpr std::string_view pattern = "^(0|[1-9][0-9]*)$";
    static constexpr std::string_view example = "21000";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.starts_with('-'))
            return violation{issue_code::invalid_integer_string,
                             "expected a non-negative base-10 integer: digits without leading zeros, no sign"};
        return integer_string::check(s);
    }

    /// The value as a built-in integer type, or nothing when it does not
    /// fit.
    template <std::integral Int>
    std::optional<Int> to() const noexcept
    {
        return integer_string(str(), already_checked).to<Int>();
    }

    /// The same value, as an integer_string (which takes a sign).
    operator integer_string() const { return integer_string(str(), already_checked); }
};

/// A non-negative integer string, or the empty string where the backend
/// writes `to_string(nil)`: a count it has not made yet.
class integer_string_or_empty : public checked_string<integer_string_or_empty> {
public:
    using checked_string::checked_string;

    static constexpr std::string_view name = "an integer string or an empty string";
    static constexpr std::string_view zero = "";
    static constexpr std::string_view pattern = "^(0|[1-9][0-9]*)?$";
    static constexpr std::string_view example = "21000";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        if (s.empty())
            return std::nullopt;
        return unsigned_integer_string::check(s);
    }
};

/// A non-negative base-10 number as a string,
/// `(0|[1-9][0-9]*)(\.[0-9]+)?(E[+-](0|[1-9][0-9]*))?`: prices, exchange
/// rates, amounts already scaled by a token's decimals. The exponent is how
/// Elixir's Decimal.to_string writes very small or large values, the way the
/// backend renders every Decimal (a token's exchange rate of "4.1947E-8").
class decimal_string : public checked_string<decimal_string> {
public:
    using checked_string::checked_string;
    static constexpr std::string_view name = "a decimal string";
    static constexpr std::string_view zero = "0";
    static constexpr std::string_view pattern = "^(0|[1-9][0-9]*)(\\.[0-9]+)?(E[+-](0|[1-9][0-9]*))?$";
    static constexpr std::string_view example = "2501.37";

    static constexpr std::optional<violation> check(std::string_view s) noexcept
    {
        auto const e = s.find('E');
        auto const mantissa = s.substr(0, e);
        auto const n = detail::unsigned_integer_prefix(mantissa);
        auto const rest = detail::past(mantissa, n);
        bool const ok = n > 0 &&
                        (rest.empty() || (rest.size() > 1 && rest[0] == '.' && detail::all_digits(detail::past(rest, 1))));
        if (ok && e == std::string_view::npos)
            return std::nullopt;
        if (ok) {
            auto const power = s.substr(e + 1);
            if (power.size() > 1 && (power[0] == '+' || power[0] == '-') &&
                detail::unsigned_integer_prefix(detail::past(power, 1)) == power.size() - 1)
                return std::nullopt;
        }
        return violation{issue_code::invalid_decimal_string,
                         "expected a non-negative decimal number: digits without leading zeros, "
                         "optionally . and more digits, optionally E, a sign and the power of ten"};
    }

    /// The digits before the point, as written.
    std::string_view integer_digits() const noexcept
    {
        std::string_view s = mantissa();
        return s.substr(0, s.find('.'));
    }

    /// The digits after the point, as written; empty when there is no point.
    std::string_view fraction_digits() const noexcept
    {
        std::string_view s = mantissa();
        auto const dot = s.find('.');
        return dot == std::string_view::npos ? std::string_view{} : s.substr(dot + 1);
    }

    /// The power of ten after E ("4.1947E-8": -8); 0 without one. Held
    /// within plus or minus max_exponent: beyond, the value is past any that
    /// scaled_digits and positional give.
    static constexpr std::int64_t max_exponent = 1'000'000;
    std::int64_t exponent() const noexcept
    {
        std::string_view s = str();
        auto const e = s.find('E');
        if (e == std::string_view::npos)
            return 0;
        std::int64_t power = 0;
        for (char c : detail::past(s, e + 2))
            power = std::min<std::int64_t>(power * 10 + (c - '0'), max_exponent);
        return s[e + 1] == '-' ? -power : power;
    }

    /// The value written without an exponent, as its integer digits and its
    /// fraction digits (at least "0" and maybe empty); nothing when that
    /// takes more than `max_digits` digits.
    std::optional<std::pair<std::string, std::string>> positional(std::size_t max_digits = 4096) const
    {
        auto integer = integer_digits();
        auto fraction = fraction_digits();
        auto const power = exponent();
        if (power == 0)
            return std::pair{std::string(integer), std::string(fraction)};
        // Every significant digit, and where the point goes among them.
        std::string digits(integer);
        digits.append(fraction);
        auto const point = static_cast<std::int64_t>(integer.size()) + power;
        auto const width = static_cast<std::int64_t>(digits.size());
        if (point > static_cast<std::int64_t>(max_digits) || width - point > static_cast<std::int64_t>(max_digits))
            return std::nullopt;
        if (point <= 0)
            digits.insert(0, static_cast<std::size_t>(-point + 1), '0');
        else if (point > width)
            digits.append(static_cast<std::size_t>(point - width), '0');
        auto const at = static_cast<std::size_t>(std::max<std::int64_t>(point, 1));
        std::string whole = digits.substr(0, at);
        whole.erase(0, std::min(whole.find_first_not_of('0'), whole.size() - 1));
        return std::pair{std::move(whole), digits.substr(at)};
    }

    /// The digits of the value times 10^`scale`, without leading zeros:
    /// nothing when that is not an integer (more fraction digits than
    /// `scale`, other than trailing zeros) or does not fit in 256 bits. As a
    /// number: scaled in <explorer_schema/model/multiprecision.hpp>.
    std::optional<integer_string> scaled_digits(unsigned scale) const
    {
        auto integer = integer_digits();
        auto fraction = fraction_digits();
        while (!fraction.empty() && fraction.back() == '0')
            fraction.remove_suffix(1);
        // The value is digits × 10^(exponent - fraction_size), whatever
        // leading zeros the digits lose.
        auto const fraction_size = static_cast<std::int64_t>(fraction.size());
        integer.remove_prefix(std::min(integer.find_first_not_of('0'), integer.size()));
        if (integer.empty())
            fraction.remove_prefix(std::min(fraction.find_first_not_of('0'), fraction.size()));
        if (integer.empty() && fraction.empty())
            return integer_string();
        // Times 10^scale: a shift short of the fraction leaves digits after
        // the point, which must be zeros. Their number is known before any
        // is written, so that a huge scale or exponent costs nothing.
        auto const shift = static_cast<std::int64_t>(scale) + exponent();
        std::string digits(integer);
        digits.append(fraction);
        if (shift < fraction_size) {
            auto const dropped = shift - fraction_size; // < 0: the digits after the point
            auto const keep = static_cast<std::int64_t>(digits.size()) + dropped;
            if (keep <= 0 || digits.find_first_not_of('0', static_cast<std::size_t>(keep)) != std::string::npos)
                return std::nullopt;
            digits.resize(static_cast<std::size_t>(keep));
        }
        constexpr std::int64_t max_digits = 78; // 2^256 - 1 has 78 digits
        auto const zeros = std::max<std::int64_t>(shift - fraction_size, 0);
        if (static_cast<std::int64_t>(digits.size()) + zeros > max_digits)
            return std::nullopt;
        digits.append(static_cast<std::size_t>(zeros), '0');
        if (integer_string::check(digits))
            return std::nullopt;
        return integer_string(std::move(digits), already_checked);
    }

private:
    /// The text before E.
    std::string_view mantissa() const noexcept
    {
        std::string_view s = str();
        return s.substr(0, s.find('E'));
    }
};

} // namespace explorer_schema

#endif
