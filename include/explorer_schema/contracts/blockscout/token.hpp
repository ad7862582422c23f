#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TOKEN_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TOKEN_HPP

// The token endpoints and the token transfer lists as Blockscout sends them.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace explorer_schema::blockscout {

/// A token on its own page: the token of the lists, and, from a build with
/// bridged tokens enabled (BRIDGED_TOKENS_ENABLED, any chain type), the other
/// side of the bridge when the token is bridged (the backend's
/// "bridged_token.json").
struct token_details : token {
    omittable<explorer_schema::address_hash> foreign_address; ///< the token on the origin chain
    omittable<std::optional<std::string>> bridge_type;        ///< omni or amb, as the bridge fetcher stored it
    omittable<unsigned_integer_string> origin_chain_id;                ///< a numeric column, sent as a string

    /// The token's keys, then the bridge's, which came with v6.1.0.
    static constexpr auto release_history = extend_history(token::release_history, {
        {"foreign_address", {6, 1, 0}},
        {"bridge_type", {6, 1, 0}},
        {"origin_chain_id", {6, 1, 0}},
    });
};
BOOST_DESCRIBE_STRUCT(token_details, (token), (foreign_address, bridge_type, origin_chain_id))

/// One holder of a token, or of one token of an NFT collection.
struct token_holder {
    blockscout::address address;
    std::optional<unsigned_integer_string> value;    ///< the balance, in the token's smallest unit
    std::optional<unsigned_integer_string> token_id; ///< null for a fungible token
    blockscout::token token;                ///< the token held; up to v7.0

    static constexpr key_history release_history[]{
        {"token", {6, 0, 0}, {7, 0, 2}},
    };
};
BOOST_DESCRIBE_STRUCT(token_holder, (), (address, value, token_id, token))

/// How many hold a token and how many times it moved.
struct token_counters {
    unsigned_integer_string token_holders_count;
    unsigned_integer_string transfers_count;
};
BOOST_DESCRIBE_STRUCT(token_counters, (), (token_holders_count, transfers_count))

/// Body of GET /api/v2/tokens.
using tokens_response = page<token>;

/// Body of GET /api/v2/tokens/{address_hash}.
using token_response = token_details;

/// Body of GET /api/v2/tokens/{address_hash}/counters.
using token_counters_response = token_counters;

/// Body of GET /api/v2/tokens/{address_hash}/holders and of GET
/// /api/v2/tokens/{address_hash}/instances/{id}/holders.
using token_holders_response = page<token_holder>;

/// Body of GET /api/v2/tokens/{address_hash}/instances. With
/// `holder_address_hash`, each instance also has `token_type` and `value`.
using token_instances_response = page<token_instance>;

/// Body of GET /api/v2/tokens/{address_hash}/instances/{id}.
using token_instance_response = token_instance;

/// Body of GET /api/v2/token-transfers (v6.9.0 and later), and of the token
/// transfers of a token (/api/v2/tokens/{address_hash}/transfers), of one
/// NFT instance (/api/v2/tokens/{address_hash}/instances/{id}/transfers), of
/// a transaction (/api/v2/transactions/{transaction_hash}/token-transfers)
/// and of an address (/api/v2/addresses/{address_hash}/token-transfers).
using token_transfers_response = page<token_transfer>;

/// How many transfers moved one NFT instance (TokenController's
/// transfers_count_by_instance, which writes the map itself).
struct token_instance_transfers_count {
    /// Every transfer whose token_ids hold the instance's id (a COUNT(*)).
    std::uint64_t transfers_count = 0;
};
BOOST_DESCRIBE_STRUCT(token_instance_transfers_count, (), (transfers_count))

/// Body of GET /api/v2/tokens/{address_hash}/instances/{id}/transfers-count.
using token_instance_transfers_count_response = token_instance_transfers_count;

} // namespace explorer_schema::blockscout

#endif
