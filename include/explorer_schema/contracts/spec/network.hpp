#ifndef EXPLORER_SCHEMA_CONTRACTS_SPEC_NETWORK_HPP
#define EXPLORER_SCHEMA_CONTRACTS_SPEC_NETWORK_HPP

// The rewards service's network list of the spec's contract (spec 2.8).

#include <explorer_schema/contracts/common.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::spec {

/// A blockchain network configured in the rewards service (spec 2.8).
struct network : network_head {
    std::optional<secret<std::string>> explorer_api_key;
    std::optional<std::int32_t> block_timestamp_skew; ///< unit not documented
    bool sent_transactions_activity_enabled = false;
    bool verified_contracts_activity_enabled = false;
    bool explorer_usage_activity_enabled = false;
};
BOOST_DESCRIBE_STRUCT(network, (network_head),
                      (explorer_api_key, block_timestamp_skew, sent_transactions_activity_enabled,
                       verified_contracts_activity_enabled, explorer_usage_activity_enabled))

/// Body of GET /admin/api/v1/networks.
struct network_list {
    std::vector<network> items;
};
BOOST_DESCRIBE_STRUCT(network_list, (), (items))

/// Body of GET /admin/api/v1/networks.
using networks_response = network_list;

} // namespace explorer_schema::spec

// The spec's contract is the library's first: its types are also named
// in namespace explorer_schema.
namespace explorer_schema {
using spec::network;
using spec::network_list;
using spec::networks_response;
} // namespace explorer_schema

#endif
