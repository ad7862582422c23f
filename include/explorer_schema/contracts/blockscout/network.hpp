#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_NETWORK_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_NETWORK_HPP

// The network list as the Merits service sends it.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// A network configured in the Merits service.
struct network : network_head {
    std::optional<secret<std::string>> blockscout_api_key;
    std::optional<std::int32_t> block_timestamp_skew; ///< unit not documented
    bool sent_transactions_activity_enabled = false;
    bool verified_contracts_activity_enabled = false;
    bool blockscout_usage_activity_enabled = false;
    omittable<std::optional<json_object>> details; ///< free-form
};
BOOST_DESCRIBE_STRUCT(network, (network_head),
                      (blockscout_api_key, block_timestamp_skew, sent_transactions_activity_enabled,
                       verified_contracts_activity_enabled, blockscout_usage_activity_enabled,
                       details))

/// Body of GET /admin/api/v1/networks.
struct networks_response {
    std::vector<network> items;
};
BOOST_DESCRIBE_STRUCT(networks_response, (), (items))

} // namespace explorer_schema::blockscout

#endif
