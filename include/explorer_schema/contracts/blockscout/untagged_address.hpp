#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_UNTAGGED_ADDRESS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_UNTAGGED_ADDRESS_HPP

// The address object as the views write it without a connection
// (Helper.address_with_info(address, hash), two arguments): Celo's election
// rewards and MUD's worlds embed it.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>

#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// blockscout::address without the three tag lists (private_tags,
/// watchlist_names, public_tags) that only the clauses given the connection
/// add. Its members and their history are address's.
struct untagged_address {
    address_hash hash; ///< EIP-55 checksummed
    std::optional<bool> is_contract;
    std::optional<std::string> name; ///< contract name
    std::optional<std::string> implementation_name;   ///< up to v6.7, before implementations
    std::optional<explorer_schema::address_hash> implementation_address; ///< v6.7 only
    omittable<bool> is_scam; ///< absent from an address without its row before v9.0
    blockscout::reputation reputation = blockscout::reputation::ok;
    std::optional<blockscout::proxy_type> proxy_type; ///< null when not a proxy
    std::vector<implementation> implementations;
    std::optional<bool> is_verified;
    omittable<std::optional<std::string>> ens_domain_name; ///< absent likewise before v6.4
    std::optional<address_metadata> metadata;

    /// As address's (d131f34d55 made every clause write is_scam in v9.0.0).
    static constexpr key_history release_history[]{
        {"implementation_name", {6, 0, 0}, {6, 7, 2}},
        {"implementation_address", {6, 7, 0}, {6, 7, 2}},
        {.key = "is_scam", .first = {6, 9, 0}, .every_body_from = {9, 0, 0}},
        {.key = "ens_domain_name", .every_body_from = {6, 4, 0}},
        {"reputation", {9, 1, 0}},
        {"proxy_type", {6, 8, 0}},
        {"implementations", {6, 6, 0}},
        {"metadata", {6, 4, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(untagged_address, (),
                      (hash, is_contract, name, implementation_name, implementation_address, is_scam, reputation,
                       proxy_type, implementations, is_verified, ens_domain_name, metadata))

} // namespace explorer_schema::blockscout

#endif
