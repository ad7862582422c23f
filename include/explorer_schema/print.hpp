#ifndef EXPLORER_SCHEMA_PRINT_HPP
#define EXPLORER_SCHEMA_PRINT_HPP

// Printing a model value for people and logs. Secrets are always redacted.

#include <explorer_schema/encode.hpp>

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

template <detail::described_struct T>
std::ostream& operator<<(std::ostream& os, T const& x)
{
    return os << to_string(x);
}

} // namespace explorer_schema

#endif
