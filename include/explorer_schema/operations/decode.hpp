#ifndef EXPLORER_SCHEMA_OPERATIONS_DECODE_HPP
#define EXPLORER_SCHEMA_OPERATIONS_DECODE_HPP

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/detail/dom_parser.hpp>
#include <explorer_schema/detail/text_errors.hpp>
#include <explorer_schema/model/issue.hpp>
#include <explorer_schema/model/result.hpp>

#include <boost/json/error.hpp>
#include <boost/json/value.hpp>

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

/// Parses JSON text into a DOM value within the limits of `options` (its
/// size and depth), giving for text that is not JSON the issue parse gives
/// (malformed_json with line and column, nesting_too_deep,
/// document_too_large). The string limit is the decoders': decode and parse
/// check it. Every double is the one nearest its text, as parse reads it,
/// where boost::json::parse (1.81) reads some an ulp off.
inline result<boost::json::value> parse_json(std::string_view text, decode_options const& options = {})
{
    result<boost::json::value> out;
    if (text.size() > options.max_document_size) {
        out.issues.push_back(document_too_large(text.size(), options.max_document_size));
        return out;
    }
    boost::json::parse_options po;
    po.max_depth = options.depth_limit();
    boost::json::error_code ec;
    auto const consumed = detail::parse_dom(text, po, out.value, ec);
    if (ec)
        out.issues.push_back(detail::malformed(text, consumed, ec, options));
    return out;
}

/// Decodes an already parsed JSON value into a `T`, collecting every issue.
/// Never throws on bad input.
template <class T>
result<T> decode(boost::json::value const& json, decode_options const& options = {});

/// Parses JSON text and decodes it into a `T`, collecting every issue. Text
/// that is not JSON gives one `malformed_json` issue with line and column.
/// Never throws on bad input.
template <class T>
result<T> parse(std::string_view text, decode_options const& options = {});

/// Checks JSON text against the contract of `T` as validate does, and says
/// which Blockscout releases send a document of its shape.
template <class T>
verdict identify(std::string_view text, decode_options const& options = {});

/// Checks JSON text against the contract of `T` and gives every issue, as
/// parse does, without keeping the value: memory stays that of one element
/// of each array, however long the document. For contract tests and
/// validators that want only the verdict.
template <class T>
std::vector<issue> validate(std::string_view text, decode_options const& options = {});

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

// The definitions: with the compiled library (explorer_schema::compiled),
// its static library holds them for every endpoint's response under every
// contract, and a translation unit that decodes other types includes
// <explorer_schema/impl/decode.hpp> itself.
#ifndef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/impl/decode.hpp>
#endif

#endif
