#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_BEACON_DEPOSIT_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_BEACON_DEPOSIT_HPP

// The beacon chain's deposits (the deposit contract's DepositEvent logs) as
// Blockscout sends them: the chain's list, the lists of one address, block
// and transaction, and their counter. Only a build for the chain type
// ethereum routes them (api_router.ex, `@chain_type == :ethereum`), from
// v9.1.0 on (5ac2ce3108, #12985); the view has not changed since.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>

namespace explorer_schema::blockscout {

/// What became of a deposit (Beacon.Deposit's `status`, an Ecto.Enum).
enum class beacon_deposit_status { invalid, pending, completed };
BOOST_DESCRIBE_ENUM(beacon_deposit_status, invalid, pending, completed)

/// One deposit, as Ethereum.DepositView.prepare_deposit renders it for
/// every list. Every column but the withdrawal address is required of the
/// row (Beacon.Deposit's schema, null: false).
struct beacon_deposit {
    std::uint64_t index = 0; ///< its position among all of the deposit contract's deposits
    full_hash transaction_hash;
    full_hash block_hash;
    std::uint64_t block_number = 0;
    explorer_schema::timestamp block_timestamp;
    hex_data pubkey;                  ///< the validator's BLS public key: 48 bytes
    full_hash withdrawal_credentials; ///< 32 bytes: a 0x00 BLS, or a 0x01/0x02 execution-address credential
    /// The address in the last 20 bytes of 0x01 and 0x02 credentials
    /// (Beacon.Deposit's put_withdrawal_address_hash); null for others.
    std::optional<address> withdrawal_address;
    unsigned_integer_string amount; ///< wei (a Wei column, written as its digits)
    hex_data signature;             ///< the BLS signature: 96 bytes
    beacon_deposit_status status = beacon_deposit_status::pending;
    address from_address; ///< the sender of the deposit's transaction
};
BOOST_DESCRIBE_STRUCT(beacon_deposit, (),
                      (index, transaction_hash, block_hash, block_number, block_timestamp, pubkey,
                       withdrawal_credentials, withdrawal_address, amount, signature, status, from_address))

/// How many deposits the chain has (DepositController.count): the newest
/// deposit's index plus one, 0 without a deposit.
struct beacon_deposits_count {
    std::uint64_t deposits_count = 0;
};
BOOST_DESCRIBE_STRUCT(beacon_deposits_count, (), (deposits_count))

/// Body of GET /api/v2/beacon/deposits, of GET
/// /api/v2/addresses/{address_hash}/beacon/deposits, of GET
/// /api/v2/blocks/{block_hash_or_number}/beacon/deposits and of GET
/// /api/v2/transactions/{transaction_hash}/beacon/deposits.
using beacon_deposits_response = page<beacon_deposit>;

/// Body of GET /api/v2/beacon/deposits/count.
using beacon_deposits_count_response = beacon_deposits_count;

} // namespace explorer_schema::blockscout

#endif
