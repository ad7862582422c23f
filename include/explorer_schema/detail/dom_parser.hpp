#ifndef EXPLORER_SCHEMA_DETAIL_DOM_PARSER_HPP
#define EXPLORER_SCHEMA_DETAIL_DOM_PARSER_HPP

// JSON text into a boost::json::value as boost::json::parse makes it, but
// for its doubles, read from their text correctly rounded (json_number.hpp):
// the DOM parse_json gives decode, and the free-form values the direct
// decoder keeps, hold the doubles the engine reads, so that the text and
// DOM decoders agree and a free-form value survives its own encoding.

#include <explorer_schema/detail/json_number.hpp>

#include <boost/json/error.hpp>
#include <boost/json/parse_options.hpp>
#include <boost/json/value.hpp>

#include <cstddef>
#include <string_view>

// With explorer_schema::compiled, the parser is compiled once, in the
// library's engine object (src/engine.cpp); its users see it declared, and
// do not compile Boost.JSON's parser.
#if !defined(EXPLORER_SCHEMA_COMPILED)
#define EXPLORER_SCHEMA_DOM_PARSER_DEFINED 1
#define EXPLORER_SCHEMA_DOM_PARSER_DECL inline
#elif defined(EXPLORER_SCHEMA_ENGINE_SOURCE)
#define EXPLORER_SCHEMA_DOM_PARSER_DEFINED 1
#define EXPLORER_SCHEMA_DOM_PARSER_DECL
#else
#define EXPLORER_SCHEMA_DOM_PARSER_DEFINED 0
#define EXPLORER_SCHEMA_DOM_PARSER_DECL
#endif

#if EXPLORER_SCHEMA_DOM_PARSER_DEFINED
#include <boost/json/basic_parser_impl.hpp>
#include <boost/json/value_stack.hpp>

#include <string>
#endif

namespace explorer_schema::detail {

/// Parses `text`, one JSON value and white space, into `out` within
/// `options`, as the engine parses it (the same error at the same place
/// for text that is not JSON). Gives how many bytes were read: where the
/// error is, when `ec` is set.
EXPLORER_SCHEMA_DOM_PARSER_DECL std::size_t parse_dom(std::string_view text, boost::json::parse_options const& options,
                                                      boost::json::value& out, boost::json::error_code& ec);

#if EXPLORER_SCHEMA_DOM_PARSER_DEFINED

/// Boost.JSON's own handler (detail::handler), but for on_double.
class dom_builder {
public:
    static constexpr std::size_t max_object_size = boost::json::object::max_size();
    static constexpr std::size_t max_array_size = boost::json::array::max_size();
    static constexpr std::size_t max_key_size = boost::json::string::max_size();
    static constexpr std::size_t max_string_size = boost::json::string::max_size();

    dom_builder() { stack.reset(); }

    boost::json::value_stack stack{{}, temporary_, sizeof temporary_};

    bool on_document_begin(boost::json::error_code&) { return true; }
    bool on_document_end(boost::json::error_code&) { return true; }
    bool on_object_begin(boost::json::error_code&) { return true; }
    bool on_object_end(std::size_t n, boost::json::error_code&)
    {
        stack.push_object(n);
        return true;
    }
    bool on_array_begin(boost::json::error_code&) { return true; }
    bool on_array_end(std::size_t n, boost::json::error_code&)
    {
        stack.push_array(n);
        return true;
    }
    bool on_key_part(boost::json::string_view s, std::size_t, boost::json::error_code&)
    {
        stack.push_chars(s);
        return true;
    }
    bool on_key(boost::json::string_view s, std::size_t, boost::json::error_code&)
    {
        stack.push_key(s);
        return true;
    }
    bool on_string_part(boost::json::string_view s, std::size_t, boost::json::error_code&)
    {
        stack.push_chars(s);
        return true;
    }
    bool on_string(boost::json::string_view s, std::size_t, boost::json::error_code&)
    {
        stack.push_string(s);
        return true;
    }
    // A number cut by the end of a buffer comes in parts; the last part
    // comes with its value.
    bool on_number_part(boost::json::string_view part, boost::json::error_code&)
    {
        number_.append(part.data(), part.size());
        return true;
    }
    bool on_int64(std::int64_t i, boost::json::string_view, boost::json::error_code&)
    {
        number_.clear();
        stack.push_int64(i);
        return true;
    }
    bool on_uint64(std::uint64_t u, boost::json::string_view, boost::json::error_code&)
    {
        number_.clear();
        stack.push_uint64(u);
        return true;
    }
    // The parser's double may be an ulp off: its text is read again.
    bool on_double(double, boost::json::string_view last, boost::json::error_code&)
    {
        std::string_view text(last.data(), last.size());
        if (!number_.empty())
            text = number_.append(text);
        stack.push_double(read_double(text));
        number_.clear();
        return true;
    }
    bool on_bool(bool b, boost::json::error_code&)
    {
        stack.push_bool(b);
        return true;
    }
    bool on_null(boost::json::error_code&)
    {
        stack.push_null();
        return true;
    }
    bool on_comment_part(boost::json::string_view, boost::json::error_code&) { return true; }
    bool on_comment(boost::json::string_view, boost::json::error_code&) { return true; }

private:
    alignas(boost::json::value) unsigned char temporary_[1024];
    std::string number_;
};

EXPLORER_SCHEMA_DOM_PARSER_DECL std::size_t parse_dom(std::string_view text, boost::json::parse_options const& options,
                                                      boost::json::value& out, boost::json::error_code& ec)
{
    boost::json::basic_parser<dom_builder> parser(options);
    auto const consumed = parser.write_some(false, text.data(), text.size(), ec);
    if (!ec && consumed < text.size())
        ec = boost::json::error::extra_data;
    if (!ec)
        out = parser.handler().stack.release();
    return consumed;
}

#endif

} // namespace explorer_schema::detail

#endif
