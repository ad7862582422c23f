#ifndef EXPLORER_SCHEMA_MODEL_ISSUE_HPP
#define EXPLORER_SCHEMA_MODEL_ISSUE_HPP

#include <explorer_schema/detail/hex.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <boost/describe/enum_to_string.hpp>

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema {

/// What went wrong, as a stable identifier to switch on. The names are the
/// snake_case codes written in JSON output and in the README's code table;
/// they are never renamed.
enum class issue_code {
    malformed_json,         ///< the text is not JSON (message gives line and column)
    nesting_too_deep,       ///< arrays and objects nest deeper than decode_options::max_depth
    wrong_type,             ///< a JSON value of the wrong kind (string where an object belongs)
    missing_member,         ///< a required member is absent
    null_not_allowed,       ///< null where the contract does not allow it
    unknown_member,         ///< a member the contract does not know
    legacy_member,          ///< a member under the name an older API version gave it; the message names the current one
    not_an_integer,         ///< a number with a fraction or written in float form
    out_of_range,           ///< a value that does not fit its type or range
    invalid_enum_value,     ///< a string outside a closed set
    invalid_address_hash,   ///< not 0x + 40 hex digits
    invalid_full_hash,      ///< not 0x + 64 hex digits
    invalid_hex_data,       ///< not 0x + an even number of hex digits
    invalid_method_id,      ///< not 8 hex digits
    invalid_timestamp,      ///< not YYYY-MM-DDTHH:MM:SS.ffffffZ or not a real instant
    invalid_integer_string, ///< not -?(0|[1-9][0-9]*)
    invalid_decimal_string, ///< not (0|[1-9][0-9]*)(\.[0-9]+)?
    wrong_array_length,     ///< an array of fixed length has another length
    unknown_discriminator,  ///< a `type` tag no alternative takes, or one another chain type or release sends
    unterminated_placeholder, ///< a `{` in a summary template without a closing `}`
    undefined_placeholder,  ///< a template placeholder that names no variable
    unrenderable_variable,  ///< a summary variable that cannot be shown as text
    duplicate_member,       ///< an object names the same member twice
    document_too_large,     ///< the text is longer than decode_options::max_document_size
    string_too_long,        ///< a string is longer than decode_options::max_string_length
    too_many_issues,        ///< more issues than decode_options::max_issues; the rest are counted
    no_matching_release,    ///< no Blockscout release sends a document of this shape; the message names the members that contradict each other
    alias_mismatch,         ///< a member given under two of its names, with different values
    output_too_large,       ///< a rendered summary would be longer than render_options::max_output_size
    chain_type_member,      ///< (warning) with no chain type given, a member only some chain types' builds send; the message names them
    no_matching_chain_type, ///< no chain type's build sends a document of this shape, or serves its endpoint
};
BOOST_DESCRIBE_ENUM(issue_code, malformed_json, nesting_too_deep, wrong_type, missing_member,
                    null_not_allowed, unknown_member, legacy_member, not_an_integer, out_of_range,
                    invalid_enum_value, invalid_address_hash, invalid_full_hash,
                    invalid_hex_data, invalid_method_id, invalid_timestamp,
                    invalid_integer_string, invalid_decimal_string, wrong_array_length,
                    unknown_discriminator, unterminated_placeholder, undefined_placeholder,
                    unrenderable_variable, duplicate_member, document_too_large, string_too_long,
                    too_many_issues, no_matching_release, alias_mismatch, output_too_large,
                    chain_type_member, no_matching_chain_type)

/// An error makes a document invalid; a warning is worth telling but does not.
enum class severity { error, warning };
BOOST_DESCRIBE_ENUM(severity, error, warning)

/// One violation of the contract, found at `path`, an RFC 6901 JSON Pointer
/// into the document ("" is the document itself; a missing member is reported
/// at the pointer it would have).
/// Where a value starts in JSON text: line and column, both from 1, the
/// column counted in characters (code points), as editors count them.
struct text_position {
    std::size_t line = 0;
    std::size_t column = 0;

    friend bool operator==(text_position const&, text_position const&) = default;
};

struct issue {
    std::string path{};
    issue_code code{};
    explorer_schema::severity severity = severity::error;
    std::string message{};
    /// Where the value at `path` starts in the text read (parse, identify,
    /// validate): line and column from 1; for a member the object lacks,
    /// where the object starts. 0 for an issue of a value decoded from a
    /// boost::json::value, which has no text.
    std::size_t line = 0;
    std::size_t column = 0;

    /// The same issue: path, code, severity and message. Where it was found
    /// is not part of what it is, so that the text and the value of one
    /// document have equal issues.
    friend bool operator==(issue const& a, issue const& b) noexcept
    {
        return a.path == b.path && a.code == b.code && a.severity == b.severity && a.message == b.message;
    }
};
BOOST_DESCRIBE_STRUCT(issue, (), (path, code, severity, message))

inline std::string_view to_string(issue_code c) noexcept
{
    return boost::describe::enum_to_string(c, "unknown");
}

inline std::string_view to_string(severity s) noexcept
{
    return boost::describe::enum_to_string(s, "unknown");
}

/// What an issue code means, in a sentence: the table of issue codes
/// (docs/issue-codes.md, `explorer-schema issue-codes`) is made of these.
inline std::string_view meaning(issue_code c) noexcept
{
    switch (c) {
    case issue_code::malformed_json:
        return "the text is not JSON (invalid syntax, invalid UTF-8, text after the value, empty input); the "
               "message gives the line and the column where it stops being JSON";
    case issue_code::nesting_too_deep: return "arrays and objects nest deeper than `max_depth` (at most 1024)";
    case issue_code::wrong_type: return "a JSON value of the wrong kind";
    case issue_code::missing_member: return "a required member is absent; the path is where it would be";
    case issue_code::null_not_allowed: return "`null` where the contract does not allow it";
    case issue_code::unknown_member: return "a member the contract does not know (severity by `unknown_keys`)";
    case issue_code::legacy_member:
        return "with a Blockscout release pinned: a member under a name that release no longer uses; the message "
               "names the current key";
    case issue_code::not_an_integer:
        return "a number with a fraction, or an integer written with a fraction or exponent";
    case issue_code::out_of_range:
        return "a number or integer string that does not fit its type (negative counts included)";
    case issue_code::invalid_enum_value:
        return "a string outside a closed set; with a Blockscout release pinned, a value that release does not "
               "send; a value only another chain type sends (severity by `unknown_keys`)";
    case issue_code::invalid_address_hash: return "not `0x` and 40 hex digits";
    case issue_code::invalid_full_hash: return "not `0x` and 64 hex digits";
    case issue_code::invalid_hex_data: return "not `0x` and an even number of hex digits";
    case issue_code::invalid_method_id: return "not 8 hex digits";
    case issue_code::invalid_timestamp:
        return "not `YYYY-MM-DDTHH:MM:SS.ffffffZ`, or not an instant of the calendar";
    case issue_code::invalid_integer_string: return "not an integer in decimal digits, `-?(0|[1-9][0-9]*)`";
    case issue_code::invalid_decimal_string: return "not a decimal number, `(0|[1-9][0-9]*)(\\.[0-9]+)?`";
    case issue_code::wrong_array_length:
        return "an array of fixed length (`confirmation_duration`) with another length, or a bounded one with more "
               "elements";
    case issue_code::unknown_discriminator:
        return "a `type` tag no alternative takes: an error, or, where one alternative takes every other tag (a "
               "summary variable), a warning with its value kept; a tag only another chain type sends (severity by "
               "`unknown_keys`), or a kind the release pinned does not send";
    case issue_code::unterminated_placeholder: return "a `{` in a summary template that is never closed";
    case issue_code::undefined_placeholder:
        return "a template placeholder, other than `{native}` and `{wei}`, that names no variable";
    case issue_code::unrenderable_variable:
        return "(rendering) a variable that cannot be shown: unknown type, or a date outside the years 0000-9999";
    case issue_code::duplicate_member: return "an object names the same member twice";
    case issue_code::document_too_large: return "the text is longer than `max_document_size`";
    case issue_code::string_too_long: return "a string is longer than `max_string_length`";
    case issue_code::too_many_issues:
        return "more issues than `max_issues`, or than `max_issues_size` bytes of paths and messages: one issue "
               "at the end counts those left out, an error when any of them is";
    case issue_code::no_matching_release:
        return "no Blockscout release sends a document of this shape; at the member (or enumeration value) that "
               "differs from the release most of the document fits, naming the member of the same object that no "
               "release sends with it";
    case issue_code::alias_mismatch:
        return "a member given under two of its names (as v6.9, v7.0 and v8.1 sent some) with different values; at "
               "the name given second, naming the one given before";
    case issue_code::output_too_large:
        return "a rendered summary would be longer than `render_options::max_output_size` (1 MiB by default)";
    case issue_code::chain_type_member:
        return "(a warning) with no `chain` given, a member, enumeration value or kind that only the builds of some "
               "chain types send; the message names them, and the document's chain types are narrowed to them";
    case issue_code::no_matching_chain_type:
        return "at the document: no chain type's build sends every member of it, the `chain` given has no such "
               "endpoint, or the chain types it fits were built by none of the releases it fits";
    }
    return "";
}

inline bool has_errors(std::vector<issue> const& issues) noexcept
{
    for (auto const& i : issues)
        if (i.severity == severity::error)
            return true;
    return false;
}

/// How many of `issues` are errors.
inline std::size_t error_count(std::vector<issue> const& issues) noexcept
{
    std::size_t n = 0;
    for (auto const& i : issues)
        n += i.severity == severity::error;
    return n;
}

/// `s` made safe to print on a terminal or in a line-based log: each control
/// character (C0, DEL, C1), line or paragraph separator and bidirectional
/// formatting character is written `\uXXXX`, and each byte that is not part
/// of valid UTF-8 `\xNN`, so that printed text can neither start a line,
/// nor move the cursor, nor reorder what follows it. Other text is unchanged.
inline std::string escape_controls(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    auto escape = [&](char32_t c) { detail::append_hex(out += "\\u", c, 4); };
    for (std::size_t i = 0; i < s.size();) {
        auto const lead = static_cast<unsigned char>(s[i]);
        std::size_t const length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
        char32_t c = length == 1 ? lead : length == 2 ? lead & 0x1F : length == 3 ? lead & 0x0F : lead & 0x07;
        bool valid = length != 0 && i + length <= s.size();
        for (std::size_t k = 1; valid && k < length; ++k) {
            auto const next = static_cast<unsigned char>(s[i + k]);
            valid = (next & 0xC0) == 0x80;
            c = (c << 6) | (next & 0x3F);
        }
        constexpr char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
        valid = valid && c >= least[length] && c <= 0x10FFFF && (c < 0xD800 || c > 0xDFFF);
        if (!valid) {
            detail::append_hex(out += "\\x", lead, 2);
            ++i;
            continue;
        }
        bool const control = c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0x200E || c == 0x200F ||
                             (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
        if (control)
            escape(c);
        else
            out.append(s.substr(i, length));
        i += length;
    }
    return out;
}

/// `path: message`, with `warning: ` before the message of a warning; both
/// with their control characters escaped (escape_controls), so that an issue
/// is always one line.
inline std::ostream& operator<<(std::ostream& os, issue const& i)
{
    os << (i.path.empty() ? std::string_view("(document)") : std::string_view(escape_controls(i.path))) << ": ";
    if (i.severity == severity::warning)
        os << "warning: ";
    return os << escape_controls(i.message);
}

/// The issue of a document longer than `limit` bytes: it has `size` bytes,
/// or, when its size is unknown (read from a stream until past the limit),
/// more than `limit`.
inline issue document_too_large(std::optional<std::size_t> size, std::size_t limit)
{
    return {"", issue_code::document_too_large, severity::error,
            size ? "the document has " + std::to_string(*size) + " bytes, more than the limit of " +
                       std::to_string(limit)
                 : "the document has more than " + std::to_string(limit) + " bytes, the limit"};
}

namespace detail {

/// The longest start of `s` of at most `limit` bytes that ends between two
/// UTF-8 characters.
inline std::string_view utf8_prefix(std::string_view s, std::size_t limit) noexcept
{
    if (s.size() <= limit)
        return s;
    while (limit > 0 && (static_cast<unsigned char>(s[limit]) & 0xC0) == 0x80)
        --limit;
    return s.substr(0, limit);
}

} // namespace detail

} // namespace explorer_schema

#endif
