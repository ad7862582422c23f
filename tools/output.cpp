// Writing what explorer-schema prints.

#include "cli.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace explorer_schema::cli {

void print_issues(std::ostream& os, std::vector<issue> const& issues)
{
    for (auto const& i : issues)
        os << i << '\n';
}

void print_pretty(std::ostream& os, boost::json::value const& json, int indent)
{
    auto newline = [&](int level) { os << '\n' << std::string(static_cast<std::size_t>(level) * 2, ' '); };
    if (auto const* o = json.if_object(); o && !o->empty()) {
        os << '{';
        bool first = true;
        for (auto const& kv : *o) {
            os << (first ? "" : ",");
            first = false;
            newline(indent + 1);
            os << boost::json::serialize(kv.key()) << ": ";
            print_pretty(os, kv.value(), indent + 1);
        }
        newline(indent);
        os << '}';
    } else if (auto const* a = json.if_array(); a && !a->empty()) {
        os << '[';
        for (std::size_t i = 0; i < a->size(); ++i) {
            os << (i ? "," : "");
            newline(indent + 1);
            print_pretty(os, (*a)[i], indent + 1);
        }
        newline(indent);
        os << ']';
    } else {
        os << boost::json::serialize(json);
    }
    if (indent == 0)
        os << '\n';
}

void check_standard_output()
{
    if (std::cout && std::ferror(stdout) == 0)
        return;
    int const error = errno;
    throw std::runtime_error(std::string("cannot write to standard output: ") +
                             (error != 0 ? std::strerror(error) : "write error"));
}

std::string counted(std::size_t n, std::string_view word)
{
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

/// A full disk, a closed descriptor or a broken pipe is an output error.
void flush_standard_output()
{
    int const error_before = errno;
    errno = 0;
    std::cout.flush();
    bool const failed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout) != 0;
    int const error = errno != 0 ? errno : error_before;
    if (failed)
        throw std::runtime_error(std::string("cannot write to standard output: ") +
                                 (error != 0 ? std::strerror(error) : "write error"));
}

} // namespace explorer_schema::cli
