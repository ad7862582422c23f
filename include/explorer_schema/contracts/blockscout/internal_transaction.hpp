#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_INTERNAL_TRANSACTION_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_INTERNAL_TRANSACTION_HPP

// The internal transaction as Blockscout sends it, and the lists made of it.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace explorer_schema::blockscout {

/// What an internal transaction is: its call type when it has one, its
/// trace type otherwise (the backend's InternalTransaction.CallType and
/// InternalTransaction.Type, both closed sets).
enum class internal_transaction_type {
    call,
    callcode,
    delegatecall,
    staticcall,
    create,
    create2,
    selfdestruct,
    reward,
    stop,
    invalid
};
BOOST_DESCRIBE_ENUM(internal_transaction_type, call, callcode, delegatecall, staticcall, create,
                    create2, selfdestruct, reward, stop, invalid)

inline constexpr value_history internal_transaction_type_history[]{
    {"invalid", {6, 4, 0}, still_sent, chain_type::arbitrum},
};
constexpr std::span<value_history const> release_history(internal_transaction_type const*)
{
    return internal_transaction_type_history;
}

/// A call, creation or self-destruct made inside a transaction.
struct internal_transaction {
    std::optional<std::string> error; ///< null when it succeeded
    bool success = false;             ///< whether `error` is null
    internal_transaction_type type = internal_transaction_type::call;
    full_hash transaction_hash;
    std::uint64_t transaction_index = 0; ///< the transaction's position in its block
    address from;
    std::optional<address> to; ///< null for a creation
    std::optional<address> created_contract;
    unsigned_integer_string value; ///< wei
    std::uint64_t block_number = 0;
    /// The block's; null from v10.0.0 when the block is not loaded.
    std::optional<explorer_schema::timestamp> timestamp;
    std::uint64_t index = 0; ///< its position in its transaction
    /// Gas given; null for a self-destruct before v10.0.0, "0" since.
    std::optional<unsigned_integer_string> gas_limit;
    /// Its position in its block; null in v10 once the primary key migration has run.
    std::optional<std::uint64_t> block_index;

    static constexpr key_history release_history[]{
        {"transaction_index", {6, 9, 0}},
        {"block_number", {6, 9, 0}},
        {"block", {6, 0, 0}, {6, 9, 2}, "block_number"},
        {"block_index", {6, 4, 0}, {10, 2, 6}},
    };
};
BOOST_DESCRIBE_STRUCT(internal_transaction, (),
                      (error, success, type, transaction_hash, transaction_index, from, to,
                       created_contract, value, block_number, timestamp, index, gas_limit,
                       block_index))

/// Body of GET /api/v2/addresses/{address_hash}/internal-transactions, of
/// GET /api/v2/transactions/{transaction_hash}/internal-transactions, of
/// GET /api/v2/blocks/{block_hash_or_number}/internal-transactions and of
/// GET /api/v2/internal-transactions (InternalTransactionView
/// prepare_internal_transaction for each).
using internal_transactions_response = page<internal_transaction>;

} // namespace explorer_schema::blockscout

#endif
