#ifndef EXPLORER_SCHEMA_DETAIL_HEX_HPP
#define EXPLORER_SCHEMA_DETAIL_HEX_HPP

// Upper-case hex digits, for the escapes the library writes: %XX in paths
// and link destinations, \uXXXX and \xNN in printed text.

#include <cstdint>
#include <string>

namespace explorer_schema::detail {

/// Appends the `digits` low hex digits of `value`, most significant first.
inline void append_hex(std::string& out, std::uint32_t value, int digits)
{
    constexpr char hex[] = "0123456789ABCDEF";
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
        out += hex[(value >> shift) & 0xFu];
}

} // namespace explorer_schema::detail

#endif
