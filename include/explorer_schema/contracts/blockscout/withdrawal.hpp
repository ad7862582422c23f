#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_WITHDRAWAL_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_WITHDRAWAL_HPP

// The beacon chain's withdrawals (EIP-4895) as Blockscout sends them: the
// three lists made of them and their counters.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>

namespace explorer_schema::blockscout {

/// One withdrawal, as WithdrawalView.prepare_withdrawal renders it for all
/// three lists. Its three clauses pick the members by what the controller
/// loaded with the withdrawal, which is why some are omittable:
///
/// - a block's list (BlockController.withdrawals) loads the receiver, not
///   the block: no block_number, no timestamp;
/// - an address's list (AddressController.withdrawals) loads the block, not
///   the receiver: no receiver, unless the instance runs the ENS (BENS) or
///   metadata service, whose preloading (MetadataPreloader's alter_address)
///   puts a plain map where the unloaded receiver was, so the clause with
///   every member renders it;
/// - the chain's list (WithdrawalController.withdrawals_list) loads both:
///   every member.
struct withdrawal {
    std::uint64_t index = 0;           ///< its position among all of the chain's withdrawals
    std::uint64_t validator_index = 0; ///< the beacon chain validator it pays out
    omittable<std::uint64_t> block_number; ///< the block that includes it; absent in a block's list
    omittable<address> receiver;           ///< absent in an address's list (see above)
    unsigned_integer_string amount;                  ///< wei (the node reports gwei; the indexer multiplies)
    omittable<explorer_schema::timestamp> timestamp; ///< the block's; absent in a block's list
};
BOOST_DESCRIBE_STRUCT(withdrawal, (), (index, validator_index, block_number, receiver, amount, timestamp))

/// How many withdrawals the chain has made and their sum, from the
/// counters' cache (WithdrawalController.withdrawals_counters).
struct withdrawals_counters {
    unsigned_integer_string withdrawals_count; ///< the newest withdrawal's index plus one
    unsigned_integer_string withdrawals_sum; ///< wei; "0" until the counter is computed

    /// withdrawals_count and withdrawals_sum came in v8.0.0 beside the names
    /// withdrawal_count and withdrawal_sum (5bcb2a3716), which v9.0.0 dropped
    /// (5a95e1916c).
    static constexpr key_history release_history[]{
        {"withdrawals_count", {8, 0, 0}},
        {"withdrawal_count", {6, 0, 0}, {8, 1, 2}, "withdrawals_count"},
        {"withdrawals_sum", {8, 0, 0}},
        {"withdrawal_sum", {6, 0, 0}, {8, 1, 2}, "withdrawals_sum"},
    };
};
BOOST_DESCRIBE_STRUCT(withdrawals_counters, (), (withdrawals_count, withdrawals_sum))

/// Body of GET /api/v2/withdrawals, of GET
/// /api/v2/blocks/{block_hash_or_number}/withdrawals and of GET
/// /api/v2/addresses/{address_hash}/withdrawals.
using withdrawals_response = page<withdrawal>;

/// Body of GET /api/v2/withdrawals/counters.
using withdrawals_counters_response = withdrawals_counters;

} // namespace explorer_schema::blockscout

#endif
