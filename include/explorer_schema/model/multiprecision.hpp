#ifndef EXPLORER_SCHEMA_MODEL_MULTIPRECISION_HPP
#define EXPLORER_SCHEMA_MODEL_MULTIPRECISION_HPP

// Exact arithmetic on the model's integer and decimal strings, with
// Boost.Multiprecision. Opt-in: the model headers do not include it, so that
// a program that only reads amounts as strings does not pay for it.

#include <explorer_schema/model/vocabulary.hpp>

#include <boost/multiprecision/cpp_int.hpp>

#include <optional>
#include <string>

namespace explorer_schema {

/// Signed 256-bit integer with a 256-bit magnitude: holds every uint256 and
/// its negation, and throws instead of wrapping.
using int256 = boost::multiprecision::checked_int256_t;

/// The exact value of an integer string.
inline int256 to_int256(integer_string const& v)
{
    return int256(std::string(v.str()));
}

/// An integer as an integer string.
inline integer_string to_integer_string(int256 const& v)
{
    return integer_string(v.str(), already_checked);
}

/// The value times 10^`scale`, exactly: nothing when that is not an integer
/// (more fraction digits than `scale`, other than trailing zeros) or does
/// not fit in 256 bits.
inline std::optional<int256> scaled(decimal_string const& v, unsigned scale)
{
    auto const digits = v.scaled_digits(scale);
    if (!digits)
        return std::nullopt;
    return to_int256(*digits);
}

} // namespace explorer_schema

#endif
