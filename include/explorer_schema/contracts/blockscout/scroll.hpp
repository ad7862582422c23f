#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SCROLL_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SCROLL_HPP

// The Scroll rollup's endpoints, /api/v2/scroll/..., which only a build for
// the chain type scroll routes (api_router.ex: the scope "/scroll" under
// `@chain_type == :scroll`, v6.9.0 on, eafe7c8b3b): its batches, the
// deposits and withdrawals of its bridge, and their counters. The lists of
// a batch's blocks (/api/v2/blocks/scroll-batch/{batch_number}) and
// transactions (/api/v2/transactions/scroll-batch/{batch_number}) are
// blockscout::blocks_response and blockscout::transactions_response: the
// shared views render them (BlockView and TransactionView, whose lists add
// nothing for scroll; only the single transaction gets its `scroll` member).

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>

namespace explorer_schema::blockscout {

/// Where a batch's data went on L1 (Scroll.Batch's `container`, an
/// Ecto.Enum the indexer always sets): a blob of an EIP-4844 transaction,
/// or the commit transaction's calldata.
enum class scroll_batch_data_container { in_blob4844, in_calldata };
BOOST_DESCRIBE_ENUM(scroll_batch_data_container, in_blob4844, in_calldata)

/// The L1 transaction that committed a batch: the batch's own columns,
/// which the indexer always fills (Scroll.Batch's required attributes).
struct scroll_batch_commitment {
    std::uint64_t block_number = 0; ///< the L1 block
    full_hash hash;
    explorer_schema::timestamp timestamp; ///< of the L1 block
};
BOOST_DESCRIBE_STRUCT(scroll_batch_commitment, (), (block_number, hash, timestamp))

/// The L1 transaction that finalized a batch: its bundle's. The view writes
/// the three keys whether or not the batch has a bundle yet, each null
/// until it has.
struct scroll_batch_confirmation {
    std::optional<std::uint64_t> block_number;
    std::optional<full_hash> hash;
    std::optional<explorer_schema::timestamp> timestamp;
};
BOOST_DESCRIBE_STRUCT(scroll_batch_confirmation, (), (block_number, hash, timestamp))

struct scroll_batch_data_availability {
    scroll_batch_data_container batch_data_container = scroll_batch_data_container::in_blob4844;
};
BOOST_DESCRIBE_STRUCT(scroll_batch_data_availability, (), (batch_data_container))

/// One batch (ScrollView's render_batch, the same for the list and the
/// single batch).
struct scroll_batch {
    std::uint64_t number = 0;
    scroll_batch_commitment commitment_transaction;
    scroll_batch_confirmation confirmation_transaction;
    scroll_batch_data_availability data_availability;
    /// The batch's first and last L2 blocks and the transactions between
    /// them: null while the batch's block range is not known (from v8.0.2,
    /// bf258ce6e1; before, the view failed on such a batch).
    std::optional<std::uint64_t> start_block_number;
    std::optional<std::uint64_t> end_block_number;
    std::optional<std::uint64_t> transactions_count;

    /// v8.0.0 sent the names below beside the former ones (5bcb2a3716),
    /// which v9.0.0 dropped (5a95e1916c).
    static constexpr key_history release_history[]{
        {"start_block_number", {8, 0, 0}},
        {"start_block", {6, 9, 0}, {8, 1, 2}, "start_block_number"},
        {"end_block_number", {8, 0, 0}},
        {"end_block", {6, 9, 0}, {8, 1, 2}, "end_block_number"},
        {"transactions_count", {8, 0, 0}},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
    };
};
BOOST_DESCRIBE_STRUCT(scroll_batch, (),
                      (number, commitment_transaction, confirmation_transaction, data_availability,
                       start_block_number, end_block_number, transactions_count))

/// A deposit (L1 to L2) or a withdrawal (L2 to L1) of Scroll's bridge
/// (ScrollView render("scroll_bridge_items.json")): origination is the side
/// the message left from (L1 for a deposit, L2 for a withdrawal),
/// completion the other. The controller lists only messages whose
/// originating transaction is known, so that hash is never null; the other
/// columns of Scroll.Bridge may be.
struct scroll_bridge_item {
    std::optional<std::uint64_t> id; ///< the message's index in its direction
    full_hash origination_transaction_hash;
    std::optional<explorer_schema::timestamp> origination_timestamp;
    std::optional<std::uint64_t> origination_transaction_block_number;
    std::optional<full_hash> completion_transaction_hash; ///< null until the message is relayed or claimed
    /// wei: a numeric column, which Jason writes as the string of its digits.
    std::optional<unsigned_integer_string> value;
};
BOOST_DESCRIBE_STRUCT(scroll_bridge_item, (),
                      (id, origination_transaction_hash, origination_timestamp,
                       origination_transaction_block_number, completion_transaction_hash, value))

/// Body of GET /api/v2/scroll/batches.
using scroll_batches_response = page<scroll_batch>;

/// Body of GET /api/v2/scroll/batches/{number}.
using scroll_batch_response = scroll_batch;

/// Body of GET /api/v2/scroll/deposits and of GET /api/v2/scroll/withdrawals.
using scroll_bridge_items_response = page<scroll_bridge_item>;

/// Body of GET /api/v2/scroll/batches/count (the newest batch's number
/// plus one, 0 without a batch), of GET /api/v2/scroll/deposits/count and
/// of GET /api/v2/scroll/withdrawals/count (an SQL count): a bare JSON
/// number.
using scroll_count_response = std::uint64_t;

} // namespace explorer_schema::blockscout

#endif
