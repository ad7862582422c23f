#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ZKSYNC_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ZKSYNC_HPP

// The ZkSync Era rollup's batches, which only a build for the chain type
// zksync routes (api_router.ex, `@chain_type == :zksync`), all from v6.3.0
// on (51d82f1dbf, #9631): /api/v2/zksync/batches..., the main page's
// /api/v2/main-page/zksync/batches/..., and the transactions of a batch
// (/api/v2/transactions/zksync-batch/{batch_number}), which is
// blockscout::transactions_response: TransactionView's list, which adds the
// `zksync` member only to a single transaction.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// Where a batch is in its life on L1 (ZkSyncView's
/// add_l1_transactions_info_and_status), shared by the list and the single
/// batch. Each L1 transaction's hash and timestamp are null until the
/// indexer has seen it.
struct zksync_batch_settlement {
    /// The newest step the batch reached: "Executed on L1", "Validated on
    /// L1", "Sent to L1" or "Sealed on L2" (ZkSyncView.batch_status_enum;
    /// its fifth value, "Processed on L2", is a transaction's or block's,
    /// never a batch's).
    std::string status;
    std::optional<full_hash> commit_transaction_hash;
    std::optional<explorer_schema::timestamp> commit_transaction_timestamp;
    std::optional<full_hash> prove_transaction_hash;
    std::optional<explorer_schema::timestamp> prove_transaction_timestamp;
    std::optional<full_hash> execute_transaction_hash;
    std::optional<explorer_schema::timestamp> execute_transaction_timestamp;
};
BOOST_DESCRIBE_STRUCT(zksync_batch_settlement, (),
                      (status, commit_transaction_hash, commit_transaction_timestamp, prove_transaction_hash,
                       prove_transaction_timestamp, execute_transaction_hash, execute_transaction_timestamp))

/// A batch in a list (ZkSyncView's render_zksync_batches).
struct zksync_batch_in_list : zksync_batch_settlement {
    std::uint64_t number = 0;
    explorer_schema::timestamp timestamp;
    std::uint64_t transactions_count = 0; ///< its L1 and L2 transactions

    /// tx_count became transaction_count in v6.9.0 (b030792cf1), sent beside
    /// it until v6.10.0 (2720b128ac); transactions_count came in v8.0.0
    /// beside transaction_count (5bcb2a3716), which v9.0.0 dropped
    /// (5a95e1916c).
    static constexpr key_history release_history[]{
        {"transactions_count", {8, 0, 0}},
        {"tx_count", {6, 3, 0}, {6, 9, 2}, "transactions_count"},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
    };
};
BOOST_DESCRIBE_STRUCT(zksync_batch_in_list, (zksync_batch_settlement), (number, timestamp, transactions_count))

/// One batch in detail (ZkSyncView render("zksync_batch.json")): the
/// columns of ZkSync.TransactionBatch, all required of the row.
struct zksync_batch : zksync_batch_settlement {
    std::uint64_t number = 0;
    explorer_schema::timestamp timestamp;
    full_hash root_hash;
    std::uint64_t l1_transactions_count = 0; ///< priority (L1 to L2) transactions
    std::uint64_t l2_transactions_count = 0;
    unsigned_integer_string l1_gas_price;      ///< wei
    unsigned_integer_string l2_fair_gas_price; ///< wei
    std::uint64_t start_block_number = 0;      ///< its first L2 block
    std::uint64_t end_block_number = 0;        ///< its last L2 block
    /// The hashes of its L2 transactions: v6.3 alone (v6.4.0 moved them to
    /// /api/v2/transactions/zksync-batch/{batch_number}, 9b99f72a3a).
    std::vector<full_hash> transactions;

    /// The counts were l1_tx_count and l2_tx_count, then
    /// l1_transaction_count and l2_transaction_count from v6.9.0 (sent
    /// beside the former until v6.10.0: b030792cf1, 2720b128ac); v8.0.0
    /// added the names below beside those and start_block, end_block
    /// (5bcb2a3716), which v9.0.0 dropped (5a95e1916c).
    static constexpr key_history release_history[]{
        {"l1_transactions_count", {8, 0, 0}},
        {"l1_tx_count", {6, 3, 0}, {6, 9, 2}, "l1_transactions_count"},
        {"l1_transaction_count", {6, 9, 0}, {8, 1, 2}, "l1_transactions_count"},
        {"l2_transactions_count", {8, 0, 0}},
        {"l2_tx_count", {6, 3, 0}, {6, 9, 2}, "l2_transactions_count"},
        {"l2_transaction_count", {6, 9, 0}, {8, 1, 2}, "l2_transactions_count"},
        {"start_block_number", {8, 0, 0}},
        {"start_block", {6, 3, 0}, {8, 1, 2}, "start_block_number"},
        {"end_block_number", {8, 0, 0}},
        {"end_block", {6, 3, 0}, {8, 1, 2}, "end_block_number"},
        {"transactions", {6, 3, 0}, {6, 3, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(zksync_batch, (zksync_batch_settlement),
                      (number, timestamp, root_hash, l1_transactions_count, l2_transactions_count, l1_gas_price,
                       l2_fair_gas_price, start_block_number, end_block_number, transactions))

/// The newest batches committed to L1 (ZkSyncController.batches_confirmed):
/// the list's items without a page, so no next_page_params.
struct zksync_confirmed_batches {
    std::vector<zksync_batch_in_list> items;
};
BOOST_DESCRIBE_STRUCT(zksync_confirmed_batches, (), (items))

/// Body of GET /api/v2/zksync/batches.
using zksync_batches_response = page<zksync_batch_in_list>;

/// Body of GET /api/v2/zksync/batches/{batch_number}.
using zksync_batch_response = zksync_batch;

/// Body of GET /api/v2/zksync/batches/count (an SQL count) and of GET
/// /api/v2/main-page/zksync/batches/latest-number (the newest batch's
/// number, 0 without a batch): a bare JSON number.
using zksync_number_response = std::uint64_t;

/// Body of GET /api/v2/main-page/zksync/batches/confirmed.
using zksync_confirmed_batches_response = zksync_confirmed_batches;

} // namespace explorer_schema::blockscout

#endif
