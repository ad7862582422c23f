#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_LOG_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_LOG_HPP

// The event log as Blockscout sends it, and the lists made of it.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

struct decoded_event_parameter {
    std::string name;  ///< `argN` when the ABI leaves it unnamed
    std::string type;  ///< ABI type, e.g. uint256
    bool indexed = false; ///< whether it came from a topic
    json_value value;  ///< a string, an array for tuples and arrays, or null
};
BOOST_DESCRIBE_STRUCT(decoded_event_parameter, (), (name, type, indexed, value))

/// An event, decoded with the contract's ABI or a known signature.
struct decoded_event {
    std::string method_call; ///< the event's signature with its parameters' names
    explorer_schema::method_id method_id; ///< the first 4 bytes of the first topic
    std::vector<decoded_event_parameter> parameters;
};
BOOST_DESCRIBE_STRUCT(decoded_event, (), (method_call, method_id, parameters))

/// An event log of a transaction.
struct log {
    full_hash transaction_hash;
    blockscout::address address; ///< the contract that emitted it
    /// Always four; a missing topic is null.
    std::array<std::optional<full_hash>, 4> topics;
    hex_data data;
    std::uint64_t index = 0; ///< its position in its block
    std::optional<decoded_event> decoded;
    /// The transaction's `to`: null on a transaction's logs, and for a contract
    /// creation.
    std::optional<blockscout::address> smart_contract;
    std::uint64_t block_number = 0;
    full_hash block_hash;
    std::optional<explorer_schema::timestamp> block_timestamp; ///< null when the block is not loaded

    static constexpr key_history release_history[]{
        {"transaction_hash", {6, 9, 0}},
        {"tx_hash", {6, 0, 0}, {6, 9, 2}, "transaction_hash"},
        {"block_timestamp", {10, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(log, (),
                      (transaction_hash, address, topics, data, index, decoded, smart_contract,
                       block_number, block_hash, block_timestamp))

/// Body of GET /api/v2/addresses/{address_hash}/logs and of GET
/// /api/v2/transactions/{transaction_hash}/logs.
using logs_response = page<log>;

} // namespace explorer_schema::blockscout

#endif
