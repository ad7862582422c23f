#ifndef EXPLORER_SCHEMA_DETAIL_SWAR_HPP
#define EXPLORER_SCHEMA_DETAIL_SWAR_HPP

// Eight bytes of text at a time, as one 64-bit word (and sixteen with SSE2):
// the text reader and locate scan strings with these, the vocabulary checks
// its rules with them.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace explorer_schema::detail {

inline constexpr std::uint64_t byte_ones = 0x0101010101010101u;
inline constexpr std::uint64_t byte_highs = 0x8080808080808080u;

/// The eight bytes at `p` as one word, in the machine's order.
inline std::uint64_t load_word(char const* p) noexcept
{
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    return w;
}

/// The eight characters of `s` from `at` as load_word reads them, at
/// compile time.
constexpr std::uint64_t word_of(char const* s, std::size_t at) noexcept
{
    std::array<char, 8> bytes{};
    for (std::size_t i = 0; i < 8; ++i)
        bytes[i] = s[at + i];
    return std::bit_cast<std::uint64_t>(bytes);
}

/// The bytes of `w` equal to `c`, each marked by its high bit. The lowest
/// marked byte always is one (a byte above it may be marked wrongly).
constexpr std::uint64_t bytes_equal(std::uint64_t w, char c) noexcept
{
    auto const v = w ^ (byte_ones * static_cast<unsigned char>(c));
    return (v - byte_ones) & ~v & byte_highs;
}

/// The bytes of `w` from `lo` to `hi`, each marked by its high bit, exactly:
/// no byte carries into the next, as long as every byte of `w` and `hi` are
/// below 0x80.
constexpr std::uint64_t bytes_between(std::uint64_t w, unsigned char lo, unsigned char hi) noexcept
{
    return (w + byte_ones * (0x80u - lo)) & (byte_ones * (0x80u + hi) - w) & byte_highs;
}

/// Decimal digits, as checked one byte, eight bytes and sixteen bytes at a
/// time (`bad`: zero in each byte that is one).
struct decimal_digit_bytes {
    static constexpr bool byte(char c) noexcept { return c >= '0' && c <= '9'; }
    static constexpr bool word(std::uint64_t w) noexcept
    {
        return (w & byte_highs) == 0 && bytes_between(w, '0', '9') == byte_highs;
    }
#if defined(__SSE2__)
    static __m128i bad(__m128i v) noexcept
    {
        return _mm_subs_epu8(_mm_sub_epi8(v, _mm_set1_epi8('0')), _mm_set1_epi8(9));
    }
#endif
};

/// Hexadecimal digits of either case, as decimal_digit_bytes.
struct hex_digit_bytes {
    static constexpr bool byte(char c) noexcept
    {
        auto const u = static_cast<unsigned char>(c);
        return static_cast<unsigned char>(u - '0') <= 9 || static_cast<unsigned char>((u | 0x20u) - 'a') <= 5;
    }
    static constexpr bool word(std::uint64_t w) noexcept
    {
        return (w & byte_highs) == 0 &&
               (bytes_between(w, '0', '9') | bytes_between(w | byte_ones * 0x20u, 'a', 'f')) == byte_highs;
    }
#if defined(__SSE2__)
    static __m128i bad(__m128i v) noexcept
    {
        auto const letter = _mm_sub_epi8(_mm_or_si128(v, _mm_set1_epi8(0x20)), _mm_set1_epi8('a'));
        return _mm_min_epu8(decimal_digit_bytes::bad(v), _mm_subs_epu8(letter, _mm_set1_epi8(5)));
    }
#endif
};

/// Whether every byte of `s` is one of `Digits`: sixteen at a time where
/// the machine has SSE2, else eight at a time (the last sixteen or eight
/// overlap the ones before when the length is not a multiple), one at a
/// time when `s` is shorter or the call is evaluated at compile time. No
/// early exit: a valid text, the common case, is read through anyway.
template <class Digits>
constexpr bool all_of(std::string_view s) noexcept
{
    bool ok = true;
    if (std::is_constant_evaluated() || s.size() < 8) {
        for (char c : s)
            ok &= Digits::byte(c);
        return ok;
    }
    char const* const p = s.data();
    auto const n = s.size();
#if defined(__SSE2__)
    if (n >= 16) {
        auto const at = [p](std::size_t i) { return _mm_loadu_si128(reinterpret_cast<__m128i const*>(p + i)); };
        auto bad = Digits::bad(at(n - 16));
        for (std::size_t i = 0; i + 16 <= n; i += 16)
            bad = _mm_max_epu8(bad, Digits::bad(at(i)));
        return _mm_movemask_epi8(_mm_cmpeq_epi8(bad, _mm_setzero_si128())) == 0xFFFF;
    }
#endif
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8)
        ok &= Digits::word(load_word(p + i));
    if (i < n)
        ok &= Digits::word(load_word(p + n - 8));
    return ok;
}

} // namespace explorer_schema::detail

#endif
