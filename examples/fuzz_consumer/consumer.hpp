#ifndef EXAMPLES_FUZZ_CONSUMER_HPP
#define EXAMPLES_FUZZ_CONSUMER_HPP

// A consumer of GET /api/v2/main-page/transactions written as many are:
// straight on the JSON, trusting the shapes it has seen. It has a bug,
// planted for the fuzzer to find: a method name of 64 bytes or more
// overflows a buffer. Real method names are short; the contract allows any
// string, and generated documents hold long ones.

#include <boost/json.hpp>

#include <cstring>
#include <string>
#include <string_view>

inline std::string list_methods(std::string_view body)
{
    boost::json::error_code ec;
    auto const doc = boost::json::parse(body, ec);
    if (ec || !doc.is_array())
        return {};
    std::string out;
    for (auto const& tx : doc.get_array()) {
        auto const* method = tx.is_object() ? tx.get_object().if_contains("method") : nullptr;
        char name[64];
        if (method != nullptr && method->is_string())
            std::strcpy(name, method->get_string().c_str()); // the planted bug
        else
            std::strcpy(name, "(no method)");
        out.append(name).append("\n");
    }
    return out;
}

#endif
