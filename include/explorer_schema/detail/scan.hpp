#ifndef EXPLORER_SCHEMA_DETAIL_SCAN_HPP
#define EXPLORER_SCHEMA_DETAIL_SCAN_HPP

// A first pass over JSON text that finds what the DOM cannot show: text that
// is not JSON (with its position), duplicate member names, and input beyond
// the limits of decode_options, each with its JSON Pointer.

#include <explorer_schema/decode_options.hpp>
#include <explorer_schema/detail/decoder.hpp>
#include <explorer_schema/issue.hpp>

#include <boost/json/basic_parser_impl.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

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

/// What the first pass found. `fatal` means the text cannot be decoded.
struct scan_result {
    std::vector<issue> issues;
    bool fatal = false;
};

class scan_handler {
public:
    static constexpr std::size_t max_array_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_object_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_string_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_key_size = static_cast<std::size_t>(-1);

    scan_handler(decode_options const& options, std::vector<issue>& issues)
        : options_(options), issues_(issues)
    {
    }

    /// An issue of a limit stopped the parse.
    bool stopped_by_limit() const noexcept { return stopped_; }

    bool on_document_begin(boost::json::error_code&) { return true; }
    bool on_document_end(boost::json::error_code&) { return true; }

    bool on_object_begin(boost::json::error_code&)
    {
        begin_value();
        frames_.push_back({true});
        return true;
    }
    bool on_object_end(std::size_t, boost::json::error_code&)
    {
        frames_.pop_back();
        return true;
    }
    bool on_array_begin(boost::json::error_code&)
    {
        begin_value();
        frames_.push_back({false});
        return true;
    }
    bool on_array_end(std::size_t, boost::json::error_code&)
    {
        frames_.pop_back();
        return true;
    }

    bool on_key_part(boost::json::string_view s, std::size_t n, boost::json::error_code& ec)
    {
        key_.append(s.data(), s.size());
        return within_string_limit(n, ec, true);
    }
    bool on_key(boost::json::string_view s, std::size_t n, boost::json::error_code& ec)
    {
        key_.append(s.data(), s.size());
        if (!within_string_limit(n, ec, true))
            return false;
        auto& frame = frames_.back();
        frame.key.swap(key_);
        key_.clear();
        if (!frame.keys.insert(frame.key).second) {
            report(issue_code::duplicate_member,
                   "member " + boost::json::serialize(boost::json::string_view(frame.key)) +
                       " appears more than once; parsers disagree on which one counts");
        }
        return true;
    }

    bool on_string_part(boost::json::string_view, std::size_t n, boost::json::error_code& ec)
    {
        if (!in_string_) {
            begin_value();
            in_string_ = true;
        }
        return within_string_limit(n, ec, false);
    }
    bool on_string(boost::json::string_view, std::size_t n, boost::json::error_code& ec)
    {
        if (!in_string_)
            begin_value();
        in_string_ = false;
        return within_string_limit(n, ec, false);
    }

    bool on_number_part(boost::json::string_view, boost::json::error_code&) { return true; }
    bool on_int64(std::int64_t, boost::json::string_view, boost::json::error_code&) { return scalar(); }
    bool on_uint64(std::uint64_t, boost::json::string_view, boost::json::error_code&) { return scalar(); }
    bool on_double(double, boost::json::string_view, boost::json::error_code&) { return scalar(); }
    bool on_bool(bool, boost::json::error_code&) { return scalar(); }
    bool on_null(boost::json::error_code&) { return scalar(); }
    bool on_comment_part(boost::json::string_view, boost::json::error_code&) { return true; }
    bool on_comment(boost::json::string_view, boost::json::error_code&) { return true; }

private:
    struct frame {
        bool object;
        std::size_t next_index = 0;
        std::string key;
        std::unordered_set<std::string> keys;
    };

    bool scalar()
    {
        begin_value();
        return true;
    }

    // A value starts: in an array it takes the next index.
    void begin_value()
    {
        if (!frames_.empty() && !frames_.back().object)
            frames_.back().key = std::to_string(frames_.back().next_index++);
    }

    /// Where the parser is; `of_object` leaves out the innermost member name.
    std::string pointer(bool of_object = false) const
    {
        std::string p;
        for (std::size_t i = 0; i < frames_.size(); ++i)
            if (!(of_object && i + 1 == frames_.size()))
                append_pointer_token(p, frames_[i].key);
        return p;
    }

    void report(issue_code code, std::string message)
    {
        issues_.push_back({pointer(), code, severity::error, std::move(message)});
    }

    bool within_string_limit(std::size_t n, boost::json::error_code& ec, bool key)
    {
        if (n <= options_.max_string_length)
            return true;
        std::string message = std::string(key ? "a member name" : "a string") + " longer than " +
                              std::to_string(options_.max_string_length) + " bytes";
        // A member name that long is reported at its object.
        issues_.push_back({pointer(key), issue_code::string_too_long, severity::error, std::move(message)});
        stopped_ = true;
        ec = boost::json::error::exception;
        return false;
    }

    decode_options const& options_;
    std::vector<issue>& issues_;
    std::vector<frame> frames_;
    std::string key_;
    bool in_string_ = false;
    bool stopped_ = false;
};

inline std::string position(std::string_view text, std::size_t offset)
{
    auto const before = text.substr(0, std::min(offset, text.size()));
    auto const line = 1 + std::count(before.begin(), before.end(), '\n');
    auto const line_start = before.rfind('\n');
    auto const column = 1 + before.size() - (line_start == std::string_view::npos ? 0 : line_start + 1);
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
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

inline issue malformed(std::string_view text, std::size_t offset, boost::json::error_code ec,
                       decode_options const& options)
{
    namespace json = boost::json;
    auto const where = position(text, offset);
    if (ec == json::error::too_deep)
        return {"", issue_code::nesting_too_deep, severity::error,
                "arrays and objects nest deeper than " + std::to_string(options.max_depth) +
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

/// The first pass over `text`.
inline scan_result scan(std::string_view text, decode_options const& options)
{
    scan_result out;
    if (text.size() > options.max_document_size) {
        out.issues.push_back({"", issue_code::document_too_large, severity::error,
                              "the document has " + std::to_string(text.size()) +
                                  " bytes, more than the limit of " +
                                  std::to_string(options.max_document_size)});
        out.fatal = true;
        return out;
    }
    boost::json::parse_options po;
    po.max_depth = options.max_depth;
    boost::json::basic_parser<scan_handler> parser(po, options, out.issues);
    boost::json::error_code ec;
    auto const consumed = parser.write_some(false, text.data(), text.size(), ec);
    if (parser.handler().stopped_by_limit()) {
        out.fatal = true;
    } else if (ec) {
        out.issues.push_back(malformed(text, consumed, ec, options));
        out.fatal = true;
    } else if (consumed < text.size()) {
        out.issues.push_back(malformed(text, consumed, boost::json::error::extra_data, options));
        out.fatal = true;
    }
    return out;
}

} // namespace explorer_schema::detail

#endif
