#ifndef EXPLORER_SCHEMA_ADDRESS_HPP
#define EXPLORER_SCHEMA_ADDRESS_HPP

// The address object of the spec's contract, under their former names in namespace
// explorer_schema; the contract lives in <explorer_schema/contracts/spec/address.hpp>.

#include <explorer_schema/contracts/spec/address.hpp>

namespace explorer_schema {

using spec::address;
using spec::address_metadata;
using spec::name_tag;

} // namespace explorer_schema

#endif
