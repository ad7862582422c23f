#ifndef EXPLORER_SCHEMA_DETAIL_TEXT_POSITION_HPP
#define EXPLORER_SCHEMA_DETAIL_TEXT_POSITION_HPP

// Lines and columns as an editor counts them, counted eight bytes at a time:
// locate gives issues their place with it, and a text that is not JSON is
// reported at its place (text_errors.hpp).

#include <explorer_schema/detail/swar.hpp>
#include <explorer_schema/model/issue.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace explorer_schema::detail {

/// The position after `bytes`, from the position `p` before them: lines end
/// at LF; a column counts the characters (code points) before it on its
/// line. Lines are found by memchr, characters counted eight bytes at a time.
inline text_position advance(text_position p, std::string_view bytes) noexcept
{
    char const* from = bytes.data();
    char const* const end = from + bytes.size();
    while (from != end) {
        auto const* lf = static_cast<char const*>(std::memchr(from, '\n', static_cast<std::size_t>(end - from)));
        if (lf == nullptr)
            break;
        ++p.line;
        p.column = 1;
        from = lf + 1;
    }
    // The column counts characters: every byte but UTF-8 continuation
    // bytes (10xxxxxx: bit 7 set, bit 6, shifted up into bit 7, clear),
    // counted in each of a word's eight bytes, whose counts are summed
    // every 31 words, before their sum could pass 255.
    std::size_t continuations = 0;
    char const* at = from;
    while (end - at >= 8) {
        std::uint64_t counts = 0;
        for (int k = 0; k < 31 && end - at >= 8; ++k, at += 8) {
            auto const w = load_word(at);
            counts += (w & ~(w << 1) & byte_highs) >> 7;
        }
        continuations += static_cast<std::size_t>((counts * byte_ones) >> 56);
    }
    for (; at != end; ++at)
        continuations += (static_cast<unsigned char>(*at) & 0xC0u) == 0x80u;
    p.column += static_cast<std::size_t>(end - from) - continuations;
    return p;
}

} // namespace explorer_schema::detail

#endif
