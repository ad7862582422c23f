#ifndef EXPLORER_SCHEMA_OPERATIONS_PRINT_HPP
#define EXPLORER_SCHEMA_OPERATIONS_PRINT_HPP

// Printing a model value for people and logs. Secrets are always redacted.

#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/model/hooks.hpp>

#include <boost/json/serialize.hpp>

#include <ostream>
#include <string>

namespace explorer_schema {

/// Compact JSON of `x` with every secret redacted.
template <class T>
std::string to_string(T const& x)
{
    return boost::json::serialize(to_json(x, {.redact_secrets = true}));
}

template <described_struct T>
std::ostream& operator<<(std::ostream& os, T const& x)
{
    return os << to_string(x);
}

template <described_enum E>
std::ostream& operator<<(std::ostream& os, E e)
{
    return os << boost::describe::enum_to_string(e, "(unnamed)");
}

} // namespace explorer_schema

#endif
