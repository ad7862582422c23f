#ifndef EXPLORER_SCHEMA_DETAIL_TEXT_ERRORS_HPP
#define EXPLORER_SCHEMA_DETAIL_TEXT_ERRORS_HPP

// How text that is not JSON is reported: what is wrong, and where (line and
// column).

#include <explorer_schema/detail/text_position.hpp>
#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/model/issue.hpp>

#include <boost/json/error.hpp>

#include <algorithm>
#include <string>
#include <string_view>

namespace explorer_schema::detail {

/// Whether a well-formed UTF-8 sequence (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF) starts at `s[0]`.
inline bool utf8_sequence_at(std::string_view s) noexcept
{
    auto byte = [&](std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; };
    unsigned const lead = byte(0);
    auto continuation = [&](std::size_t i) { return (byte(i) & 0xC0u) == 0x80u; };
    if (lead < 0x80)
        return true;
    if (lead >= 0xC2 && lead <= 0xDF)
        return continuation(1);
    if (lead >= 0xE0 && lead <= 0xEF) {
        unsigned const low = lead == 0xE0 ? 0xA0 : 0x80, high = lead == 0xED ? 0x9F : 0xBF;
        return byte(1) >= low && byte(1) <= high && continuation(2);
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        unsigned const low = lead == 0xF0 ? 0x90 : 0x80, high = lead == 0xF4 ? 0x8F : 0xBF;
        return byte(1) >= low && byte(1) <= high && continuation(2) && continuation(3);
    }
    return false;
}

/// The position of byte `offset` of `text` in the input whose `origin` the
/// text starts at.
inline text_position position_in_input(std::string_view text, std::size_t offset, text_position origin) noexcept
{
    return advance(origin, text.substr(0, std::min(offset, text.size())));
}

inline std::string position(std::string_view text, std::size_t offset, text_position origin)
{
    auto const p = position_in_input(text, offset, origin);
    return "line " + std::to_string(p.line) + ", column " + std::to_string(p.column);
}

// Whether `\\uD800`-`\\uDBFF` ends just before `offset`: a high surrogate
// that no low one follows.
inline bool after_high_surrogate(std::string_view text, std::size_t offset) noexcept
{
    if (offset < 6 || offset > text.size())
        return false;
    auto const escape = text.substr(offset - 6, 4);
    return escape.starts_with("\\u") && (escape[2] == 'd' || escape[2] == 'D') &&
           std::string_view("89abAB").find(escape[3]) != std::string_view::npos;
}

/// What is wrong with text that stops being JSON at `offset`.
inline issue malformed_at(std::string_view text, std::size_t offset, boost::json::error_code ec,
                          decode_options const& options)
{
    namespace json = boost::json;
    auto const where = position(text, offset, options.origin);
    if (ec == json::error::too_deep)
        return {"", issue_code::nesting_too_deep, severity::error,
                "arrays and objects nest deeper than " + std::to_string(options.depth_limit()) +
                    " levels at " + where};
    std::string what;
    auto const rest = text.substr(std::min(offset, text.size()));
    if (ec == json::error::incomplete)
        what = "the text ends before the JSON value does";
    else if (ec == json::error::extra_data)
        what = "more text after the JSON value";
    else if (offset == 0 && text.starts_with("\xEF\xBB\xBF"))
        what = "a byte order mark starts the text";
    else if (!rest.empty() && !utf8_sequence_at(rest))
        what = "invalid UTF-8";
    else if (ec == json::error::illegal_leading_surrogate ||
             ec == json::error::illegal_trailing_surrogate || after_high_surrogate(text, offset))
        what = "a lone UTF-16 surrogate in a \\u escape";
    else if (ec == json::error::syntax)
        what = "syntax error";
    else
        what = ec.message();
    return {"", issue_code::malformed_json, severity::error, "malformed JSON at " + where + ": " + what};
}

/// As malformed_at, with the issue's line and column there.
inline issue malformed(std::string_view text, std::size_t offset, boost::json::error_code ec,
                       decode_options const& options)
{
    auto i = malformed_at(text, offset, ec, options);
    auto const p = position_in_input(text, offset, options.origin);
    i.line = p.line;
    i.column = p.column;
    return i;
}

} // namespace explorer_schema::detail

#endif
