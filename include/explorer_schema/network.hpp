#ifndef EXPLORER_SCHEMA_NETWORK_HPP
#define EXPLORER_SCHEMA_NETWORK_HPP

// The network list of the spec's contract, under their former names in namespace
// explorer_schema; the contract lives in <explorer_schema/contracts/spec/network.hpp>.

#include <explorer_schema/contracts/spec/network.hpp>

namespace explorer_schema {

using spec::network;
using spec::network_list;
using spec::networks_response;

} // namespace explorer_schema

#endif
