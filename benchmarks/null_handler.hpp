#ifndef EXPLORER_SCHEMA_BENCHMARKS_NULL_HANDLER_HPP
#define EXPLORER_SCHEMA_BENCHMARKS_NULL_HANDLER_HPP

// A boost::json::basic_parser handler that does nothing: the floor of what
// any decoder built on that parser can reach.

#include <boost/json/basic_parser_impl.hpp>

#include <cstddef>
#include <cstdint>

struct do_nothing {
    using error_code = boost::json::error_code;
    using string_view = boost::json::string_view;
    static constexpr std::size_t max_array_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_object_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_string_size = static_cast<std::size_t>(-1);
    static constexpr std::size_t max_key_size = static_cast<std::size_t>(-1);
    bool on_document_begin(error_code&) { return true; }
    bool on_document_end(error_code&) { return true; }
    bool on_object_begin(error_code&) { return true; }
    bool on_object_end(std::size_t, error_code&) { return true; }
    bool on_array_begin(error_code&) { return true; }
    bool on_array_end(std::size_t, error_code&) { return true; }
    bool on_key_part(string_view, std::size_t, error_code&) { return true; }
    bool on_key(string_view, std::size_t, error_code&) { return true; }
    bool on_string_part(string_view, std::size_t, error_code&) { return true; }
    bool on_string(string_view, std::size_t, error_code&) { return true; }
    bool on_number_part(string_view, error_code&) { return true; }
    bool on_int64(std::int64_t, string_view, error_code&) { return true; }
    bool on_uint64(std::uint64_t, string_view, error_code&) { return true; }
    bool on_double(double, string_view, error_code&) { return true; }
    bool on_bool(bool, error_code&) { return true; }
    bool on_null(error_code&) { return true; }
    bool on_comment_part(string_view, error_code&) { return true; }
    bool on_comment(string_view, error_code&) { return true; }
};

#endif
