#ifndef EXPLORER_SCHEMA_DETAIL_PARSER_HANDLER_HPP
#define EXPLORER_SCHEMA_DETAIL_PARSER_HANDLER_HPP

// What every boost::json::basic_parser handler of the library says alike:
// no size limit of its own (the decode options bound what is read), and
// nothing to do at a document's ends or at a comment, which the parser
// reports only when its options allow comments.

#include <boost/json/error.hpp>
#include <boost/json/string_view.hpp>

#include <cstddef>

namespace explorer_schema::detail {

struct parser_handler {
    static constexpr std::size_t max_array_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_object_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_string_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_key_size = static_cast<std::size_t>(-1);

    bool on_document_begin(boost::json::error_code&) { return true; }
    bool on_document_end(boost::json::error_code&) { return true; }
    bool on_comment_part(boost::json::string_view, boost::json::error_code&) { return true; }
    bool on_comment(boost::json::string_view, boost::json::error_code&) { return true; }
};

} // namespace explorer_schema::detail

#endif
