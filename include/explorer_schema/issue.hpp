#ifndef EXPLORER_SCHEMA_ISSUE_HPP
#define EXPLORER_SCHEMA_ISSUE_HPP

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <boost/describe/enum_to_string.hpp>

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
    unknown_discriminator,  ///< a `type` tag the model has no alternative for
    unterminated_placeholder, ///< a `{` in a summary template without a closing `}`
    undefined_placeholder,  ///< a template placeholder that names no variable
    unrenderable_variable,  ///< a summary variable that cannot be shown as text
    duplicate_member,       ///< an object names the same member twice
    document_too_large,     ///< the text is longer than decode_options::max_document_size
    string_too_long,        ///< a string is longer than decode_options::max_string_length
    too_many_issues,        ///< more issues than decode_options::max_issues; the rest are counted
    no_matching_release,    ///< no Blockscout release sends a document of this shape; the message names the members that contradict each other
    alias_mismatch,         ///< a member given under two of its names, with different values
};
BOOST_DESCRIBE_ENUM(issue_code, malformed_json, nesting_too_deep, wrong_type, missing_member,
                    null_not_allowed, unknown_member, legacy_member, not_an_integer, out_of_range,
                    invalid_enum_value, invalid_address_hash, invalid_full_hash,
                    invalid_hex_data, invalid_method_id, invalid_timestamp,
                    invalid_integer_string, invalid_decimal_string, wrong_array_length,
                    unknown_discriminator, unterminated_placeholder, undefined_placeholder,
                    unrenderable_variable, duplicate_member, document_too_large, string_too_long,
                    too_many_issues, no_matching_release, alias_mismatch)

/// An error makes a document invalid; a warning is worth telling but does not.
enum class severity { error, warning };
BOOST_DESCRIBE_ENUM(severity, error, warning)

/// One violation of the contract, found at `path`, an RFC 6901 JSON Pointer
/// into the document ("" is the document itself; a missing member is reported
/// at the pointer it would have).
struct issue {
    std::string path;
    issue_code code{};
    explorer_schema::severity severity = severity::error;
    std::string message;

    friend bool operator==(issue const&, issue const&) = default;
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

inline bool has_errors(std::vector<issue> const& issues) noexcept
{
    for (auto const& i : issues)
        if (i.severity == severity::error)
            return true;
    return false;
}

/// `path: message`, with `warning: ` before the message of a warning.
inline std::ostream& operator<<(std::ostream& os, issue const& i)
{
    os << (i.path.empty() ? std::string_view("(document)") : std::string_view(i.path)) << ": ";
    if (i.severity == severity::warning)
        os << "warning: ";
    return os << i.message;
}

} // namespace explorer_schema

#endif
