#ifndef EXPLORER_SCHEMA_DECODE_HPP
#define EXPLORER_SCHEMA_DECODE_HPP

#include <explorer_schema/decode_options.hpp>
#include <explorer_schema/detail/decoder.hpp>
#include <explorer_schema/issue.hpp>
#include <explorer_schema/result.hpp>

#include <boost/json/error.hpp>
#include <boost/json/monotonic_resource.hpp>
#include <boost/json/stream_parser.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema {

/// Thrown by the *_or_throw functions; carries every issue.
class validation_error : public std::runtime_error {
public:
    explicit validation_error(std::vector<issue> issues)
        : std::runtime_error(describe(issues)), issues_(std::move(issues))
    {
    }

    std::vector<issue> const& issues() const noexcept { return issues_; }

private:
    static std::string describe(std::vector<issue> const& issues)
    {
        std::ostringstream os;
        os << "the document breaks the contract:";
        for (auto const& i : issues)
            os << "\n  " << i;
        return os.str();
    }

    std::vector<issue> issues_;
};

/// Decodes an already parsed JSON value into a `T`, collecting every issue.
/// Never throws on bad input.
template <class T>
result<T> decode(boost::json::value const& json, decode_options const& options = {})
{
    result<T> out;
    detail::decode_context cx(options, out.issues);
    detail::decode_value(out.value, json, cx);
    return out;
}

namespace detail {

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

inline issue parse_failure(std::string_view text, std::size_t offset,
                           boost::system::error_code ec, decode_options const& options)
{
    auto const before = text.substr(0, std::min(offset, text.size()));
    auto const line = 1 + std::count(before.begin(), before.end(), '\n');
    auto const line_start = before.rfind('\n');
    auto const column =
        1 + before.size() - (line_start == std::string_view::npos ? 0 : line_start + 1);
    std::string where = "line " + std::to_string(line) + ", column " + std::to_string(column);

    namespace json = boost::json;
    if (ec == json::error::too_deep)
        return {"", issue_code::nesting_too_deep, severity::error,
                "arrays and objects nest deeper than " + std::to_string(options.max_depth) +
                    " levels at " + where};
    std::string what;
    if (ec == json::error::incomplete)
        what = "the text ends before the JSON value does";
    else if (ec == json::error::extra_data)
        what = "more text after the JSON value";
    else if (ec == json::error::syntax && offset < text.size() &&
             !utf8_sequence_at(text.substr(offset)))
        what = "invalid UTF-8";
    else
        what = ec.message();
    return {"", issue_code::malformed_json, severity::error,
            "malformed JSON at " + where + ": " + what};
}

} // namespace detail

/// Parses JSON text and decodes it into a `T`, collecting every issue. Text
/// that is not JSON gives one `malformed_json` issue with line and column.
/// Never throws on bad input.
template <class T>
result<T> parse(std::string_view text, decode_options const& options = {})
{
    boost::json::parse_options po;
    po.max_depth = options.max_depth;
    boost::json::monotonic_resource scratch;
    boost::json::stream_parser parser(&scratch, po);
    boost::system::error_code ec;
    // write() also fails on text after the value; on any failure it returns
    // where the parser stopped.
    auto const consumed = parser.write(text.data(), text.size(), ec);
    if (!ec)
        parser.finish(ec);
    if (ec) {
        result<T> failed;
        failed.issues.push_back(detail::parse_failure(text, consumed, ec, options));
        return failed;
    }
    return decode<T>(parser.release(), options);
}

/// Like decode, but returns the value and throws validation_error when the
/// document has errors.
template <class T>
T decode_or_throw(boost::json::value const& json, decode_options const& options = {})
{
    auto r = decode<T>(json, options);
    if (!r.ok())
        throw validation_error(std::move(r.issues));
    return std::move(r.value);
}

/// Like parse, but returns the value and throws validation_error when the
/// document has errors.
template <class T>
T parse_or_throw(std::string_view text, decode_options const& options = {})
{
    auto r = parse<T>(text, options);
    if (!r.ok())
        throw validation_error(std::move(r.issues));
    return std::move(r.value);
}

} // namespace explorer_schema

#endif
