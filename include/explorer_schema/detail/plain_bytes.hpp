#ifndef EXPLORER_SCHEMA_DETAIL_PLAIN_BYTES_HPP
#define EXPLORER_SCHEMA_DETAIL_PLAIN_BYTES_HPP

// The end of a run of plain bytes in a JSON string, found 16 or 8 bytes at a
// time: printable ASCII but the quote and the backslash; and JSON's white
// space. The text reader (text_reader.hpp) and locate (locate.hpp) scan
// text with them.

#include <explorer_schema/detail/swar.hpp>

#include <bit>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace explorer_schema::detail {

/// Whether `c` is JSON's white space: a space, a tab, a line feed or a
/// carriage return.
constexpr bool json_space(char c) noexcept
{
    constexpr std::uint64_t spaces = (1ull << ' ') | (1ull << '\t') | (1ull << '\n') | (1ull << '\r');
    auto const u = static_cast<unsigned char>(c);
    return u <= ' ' && ((spaces >> u) & 1u) != 0;
}

#if defined(__SSE2__)
/// Of the 16 bytes at `at`, those that end or interrupt a plain string: a
/// quote, a backslash, a control character or a byte of a multi-byte
/// character (signed, those two are below a space).
inline unsigned special_mask(char const* at) noexcept
{
    auto const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(at));
    auto const special =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))),
                     _mm_cmplt_epi8(v, _mm_set1_epi8(' ')));
    return static_cast<unsigned>(_mm_movemask_epi8(special));
}
#endif

/// The bytes of `w` that end or interrupt a plain string, as special_mask
/// has them, each marked by its high bit. The lowest marked byte is always
/// one of them.
constexpr std::uint64_t special_bytes(std::uint64_t w) noexcept
{
    return bytes_equal(w, '"') | bytes_equal(w, '\\') | ((w - byte_ones * 0x20) & ~w & byte_highs) |
           (w & byte_highs);
}

/// Past the plain bytes from `p`, while 16 or 8 of them are left before
/// `end`: at the first byte that is not plain, or at most 7 bytes before
/// `end`, from where the caller reads them one at a time.
inline char const* plain_bytes_end(char const* p, char const* end) noexcept
{
#if defined(__SSE2__)
    while (end - p >= 16) {
        if (auto const m = special_mask(p))
            return p + std::countr_zero(m);
        p += 16;
    }
#endif
    if constexpr (std::endian::native == std::endian::little) {
        while (end - p >= 8) {
            if (auto const m = special_bytes(load_word(p)))
                return p + std::countr_zero(m) / 8;
            p += 8;
        }
    }
    return p;
}

} // namespace explorer_schema::detail

#endif
