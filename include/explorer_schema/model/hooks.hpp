#ifndef EXPLORER_SCHEMA_MODEL_HOOKS_HPP
#define EXPLORER_SCHEMA_MODEL_HOOKS_HPP

// What every model type has by argument-dependent lookup, declared without
// what it takes to do it: printing (defined in <explorer_schema/operations/print.hpp>)
// and Boost.JSON conversion (<explorer_schema/operations/encode.hpp>, which decodes
// with the parser). Model headers include only this, so that including one
// does not compile the parser; a program that prints or converts a model
// value includes those headers, or <explorer_schema/explorer_schema.hpp>.

#include <explorer_schema/model/category.hpp>

#include <boost/json/fwd.hpp>

#include <iosfwd>

namespace explorer_schema {

/// Compact JSON of `x`, every secret redacted.
template <described_struct T>
std::ostream& operator<<(std::ostream& os, T const& x);

/// The enumerator's name, as in JSON.
template <described_enum E>
std::ostream& operator<<(std::ostream& os, E e);

/// `boost::json::value_from` of a model type encodes it as to_json does.
template <model_type T>
void tag_invoke(boost::json::value_from_tag, boost::json::value& json, T const& x);

/// `boost::json::value_to` of a model type decodes it strictly and throws
/// validation_error with every issue when the value breaks the contract.
template <model_type T>
T tag_invoke(boost::json::value_to_tag<T>, boost::json::value const& json);

} // namespace explorer_schema

#endif
