#ifndef EXPLORER_SCHEMA_DETAIL_JSON_NUMBER_HPP
#define EXPLORER_SCHEMA_DETAIL_JSON_NUMBER_HPP

// The one place a double is made from JSON text. Boost.JSON 1.81's parser
// reads some numbers one ulp off (5.346423206883956E-8 among them, and a
// third of the decimals of 17 to 19 digits near a midpoint between two
// doubles), and the digits its serializer writes for such a double read
// lower again: a decoded document would not survive its own encoding. So
// every reader of text (the engine, the direct decoder, the DOM of
// parse_json and of free-form values) gives the number's text to
// read_double, which std::from_chars makes correctly rounded.

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <string_view>
#include <system_error>

namespace explorer_schema::detail {

/// A JSON number std::from_chars finds beyond a double's range, as
/// Boost.JSON's parser gives it and the rules expect: infinity of its sign
/// when its first significant digit stands at or above the units (above
/// 1.8e308: an out_of_range issue), zero of its sign when below (under
/// 2.5e-324, the half of the least subnormal, which rounds to zero).
/// Nothing in range is near either side of the units.
inline double beyond_double_range(std::string_view text) noexcept
{
    bool const negative = text.front() == '-';
    auto const e = text.find_first_of("eE");
    auto const mantissa = text.substr(negative, e == std::string_view::npos ? e : e - negative);
    auto const point = std::min(mantissa.find('.'), mantissa.size());
    // Some digit is not 0: zero is never beyond the range.
    auto const first = mantissa.find_first_not_of("0.");
    auto power = first < point ? static_cast<std::int64_t>(point - first) - 1
                               : -static_cast<std::int64_t>(first - point);
    if (e != std::string_view::npos) {
        auto digits = text.substr(e + 1);
        bool const below = digits.front() == '-';
        if (digits.front() == '-' || digits.front() == '+')
            digits.remove_prefix(1);
        // Held below 10^12, far beyond what decides, so nothing overflows.
        std::int64_t exponent = 0;
        for (char const c : digits)
            exponent = std::min<std::int64_t>(exponent * 10 + (c - '0'), 1'000'000'000'000);
        power += below ? -exponent : exponent;
    }
    double const magnitude = power >= 0 ? std::numeric_limits<double>::infinity() : 0.0;
    return negative ? -magnitude : magnitude;
}

/// The double nearest the JSON number `text` (the even one of two as
/// near), whatever its digits and exponent; beyond a double's range, as
/// beyond_double_range says. `text` is a number as JSON writes it.
inline double read_double(std::string_view text) noexcept
{
    double d = 0;
    if (std::from_chars(text.data(), text.data() + text.size(), d).ec == std::errc::result_out_of_range) [[unlikely]]
        return beyond_double_range(text);
    return d;
}

} // namespace explorer_schema::detail

#endif
