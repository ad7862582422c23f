#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_LEGACY_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_LEGACY_HPP

// The /api/legacy/ paths (v11.0 on): REST paths for three actions of the
// Etherscan-compatible RPC API (/api?module=...&action=...), whose
// controllers they call and whose views write their bodies.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// The RPC API's body on success (RPCView.render("show.json")). `status`
/// tells it from an error's body, the variant's one literal.
template <class Result>
struct rpc_ok {
    literal<"1"> status;
    std::string message; ///< always OK
    Result result;

    BOOST_DESCRIBE_CLASS(rpc_ok, (), (status, message, result), (), ())
};

/// The RPC API's body when the action fails, still with HTTP status 200
/// (RPCView.render("error.json")): `message` says why; `result` is null, or
/// what the action gives with its error (`ErrorResult`).
template <class ErrorResult>
struct rpc_error {
    literal<"0"> status;
    std::string message; ///< e.g. "Query parameter 'timestamp' is required"
    ErrorResult result;

    BOOST_DESCRIBE_CLASS(rpc_error, (), (status, message, result), (), ())
};

/// `result` of getblocknobytime (RPC BlockView.render("getblocknobytime.json")).
struct legacy_block_number {
    unsigned_integer_string blockNumber; ///< the block's number, in decimal
};
BOOST_DESCRIBE_STRUCT(legacy_block_number, (), (blockNumber))

/// Body of GET /api/legacy/block/get-block-number-by-time?timestamp={timestamp}&closest={closest}
/// (Legacy.BlockController.get_block_number_by_time, the RPC action
/// block.getblocknobytime): the block closest to the time, before or after
/// it. An error's `result` is null.
using legacy_block_number_by_time_response =
    std::variant<rpc_ok<legacy_block_number>, rpc_error<std::optional<legacy_block_number>>>;

/// An event log as the RPC API writes it (RPC LogsView.prepare_log).
struct legacy_log {
    explorer_schema::address_hash address; ///< the emitting contract, lowercase
    /// Always four; a missing topic is null.
    std::array<std::optional<full_hash>, 4> topics;
    hex_data data;
    hex_quantity blockNumber;
    hex_quantity timeStamp; ///< the block's time, Unix seconds
    hex_quantity gasPrice;  ///< the transaction's, in wei
    hex_quantity gasUsed;   ///< the transaction's
    hex_quantity logIndex;  ///< its position in its block
    full_hash transactionHash;
    hex_quantity transactionIndex; ///< the transaction's position in its block
};
BOOST_DESCRIBE_STRUCT(legacy_log, (),
                      (address, topics, data, blockNumber, timeStamp, gasPrice, gasUsed, logIndex,
                       transactionHash, transactionIndex))

/// Body of GET /api/legacy/logs/get-logs?fromBlock={fromBlock}&toBlock={toBlock}&address={address}
/// (Legacy.LogsController.get_logs, the RPC action logs.getlogs): at most
/// 1,000 logs, oldest first. An error's `result` is null, or an empty
/// array with the message "No logs found".
using legacy_logs_response =
    std::variant<rpc_ok<std::vector<legacy_log>>, rpc_error<std::optional<std::vector<legacy_log>>>>;

/// Body of GET /api/legacy/block/eth-block-number (Legacy.BlockController.eth_block_number,
/// RPC BlockView.render("eth_block_number.json")): a JSON-RPC 2.0 response,
/// written by EthRPC.View's encoder.
struct legacy_eth_block_number {
    literal<"2.0"> jsonrpc;
    hex_quantity result; ///< the newest consensus block's number (0x0 without one)
    /// The query's `id`, a string; the number 1 when the query has none.
    std::variant<std::int64_t, std::string> id;
};
BOOST_DESCRIBE_STRUCT(legacy_eth_block_number, (), (jsonrpc, result, id))

using legacy_eth_block_number_response = legacy_eth_block_number;

} // namespace explorer_schema::blockscout

#endif
