#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_BLOCK_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_BLOCK_HPP

// The block as Blockscout sends it, and the responses made of it.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// What a block is to the chain (the backend's BlockView.block_type,
/// lowercased): in the chain, an uncle, or a block that lost its place in a
/// reorganisation.
enum class block_type { block, uncle, reorg };
BOOST_DESCRIBE_ENUM(block_type, block, uncle, reorg)

/// A reward paid for a block.
struct block_reward {
    unsigned_integer_string reward; ///< wei
    /// In lists: validator, emission_funds or uncle (the reward's address
    /// type). On the single block: a label, Miner Reward, Chore Reward,
    /// Emission Reward or Uncle Reward.
    std::string type;
};
BOOST_DESCRIBE_STRUCT(block_reward, (), (reward, type))

/// An uncle a block names.
struct block_uncle {
    full_hash hash;
};
BOOST_DESCRIBE_STRUCT(block_uncle, (), (hash))

/// The members of a block that one chain type adds (EthereumView,
/// OptimismView, CeloView, ArbitrumView, ZkSyncView, ZilliqaView and
/// RootstockView of the backend). Each is absent on other chain types;
/// those marked "single block" only come with GET
/// /api/v2/blocks/{block_hash_or_number}, never in lists.
struct chain_block_members {
    omittable<std::optional<unsigned_integer_string>> blob_gas_used;   ///< ethereum
    omittable<std::optional<unsigned_integer_string>> excess_blob_gas; ///< ethereum
    omittable<std::optional<unsigned_integer_string>> blob_gas_price;  ///< ethereum, single block: wei; null without blob transactions
    omittable<unsigned_integer_string> burnt_blob_fees;                ///< ethereum, single block: wei
    omittable<std::optional<std::uint64_t>> blob_transactions_count;   ///< ethereum
    omittable<std::optional<std::uint64_t>> beacon_deposits_count; ///< ethereum: null in lists
    /// optimism, single block, when it is in a batch: the batch. Its keys
    /// internal_id and l1_tx_hashes were renamed number (v8.0.0, 5bcb2a3716)
    /// and l1_transaction_hashes (v6.9.0-beta, b030792cf1).
    omittable<json_object> optimism;
    /// celo and optimism-celo, in lists too: the epoch; its base_fee, the
    /// fee's distribution, is in the single block only, and
    /// l1_era_finalized_epoch_number came in v9.0.0 (d03847ee12).
    omittable<json_object> celo;
    omittable<json_object> arbitrum; ///< arbitrum, single block: batch, its L1 transactions, send root
    omittable<json_object> zksync;   ///< zksync, single block: its batch and the batch's L1 transactions
    omittable<json_object> zilliqa;  ///< zilliqa, single block: view and quorum certificates
    /// rsk, single block: wei. From v6.3.0-beta (51d82f1dbf) the rsk members
    /// are left out when null; before, the single block sent them null.
    omittable<std::optional<unsigned_integer_string>> minimum_gas_price;
    omittable<std::optional<hex_data>> bitcoin_merged_mining_header;               ///< rsk, single block
    omittable<std::optional<hex_data>> bitcoin_merged_mining_coinbase_transaction; ///< rsk, single block
    omittable<std::optional<hex_data>> bitcoin_merged_mining_merkle_proof;         ///< rsk, single block
    omittable<std::optional<hex_data>> hash_for_merged_mining;                     ///< rsk, single block

    static constexpr chain_member chain_members[]{
        {"blob_gas_used", chain_type::ethereum},
        {"excess_blob_gas", chain_type::ethereum},
        {"blob_gas_price", chain_type::ethereum},
        {"burnt_blob_fees", chain_type::ethereum},
        {"blob_transactions_count", chain_type::ethereum},
        {"beacon_deposits_count", chain_type::ethereum},
        {"optimism", chain_type::optimism},
        {"celo", chain_type::celo},
        {"arbitrum", chain_type::arbitrum},
        {"zksync", chain_type::zksync},
        {"zilliqa", chain_type::zilliqa},
        {"minimum_gas_price", chain_type::rsk},
        {"bitcoin_merged_mining_header", chain_type::rsk},
        {"bitcoin_merged_mining_coinbase_transaction", chain_type::rsk},
        {"bitcoin_merged_mining_merkle_proof", chain_type::rsk},
        {"hash_for_merged_mining", chain_type::rsk},
    };
};
BOOST_DESCRIBE_STRUCT(chain_block_members, (),
                      (blob_gas_used, excess_blob_gas, blob_gas_price, burnt_blob_fees,
                       blob_transactions_count, beacon_deposits_count, optimism, celo, arbitrum, zksync,
                       zilliqa, minimum_gas_price, bitcoin_merged_mining_header,
                       bitcoin_merged_mining_coinbase_transaction, bitcoin_merged_mining_merkle_proof,
                       hash_for_merged_mining))

/// A block as Blockscout sends it in lists and on its own.
struct block : chain_block_members {
    std::uint64_t height = 0;
    explorer_schema::timestamp timestamp;
    std::uint64_t transactions_count = 0;
    /// Null unless the block's internal transactions were loaded (on the
    /// single block).
    std::optional<std::uint64_t> internal_transactions_count;
    address miner;
    std::optional<std::uint64_t> size; ///< bytes
    full_hash hash;
    full_hash parent_hash;
    std::optional<unsigned_integer_string> difficulty;
    std::optional<unsigned_integer_string> total_difficulty;
    unsigned_integer_string gas_used;
    unsigned_integer_string gas_limit;
    hex_data nonce; ///< 8 bytes
    std::optional<unsigned_integer_string> base_fee_per_gas; ///< wei; null before EIP-1559
    std::optional<unsigned_integer_string> burnt_fees;       ///< wei
    /// Wei: the validator's tips. Before v9.0.0 a block with a base fee and
    /// no transaction sent the number 0 (Chain.block_to_priority_fee_of_1559_transactions,
    /// until commit 341c10e975); a string since.
    std::optional<std::variant<unsigned_integer_string, std::uint64_t>> priority_fee;
    std::vector<block_uncle> uncles_hashes;
    std::vector<block_reward> rewards;
    double gas_target_percentage = 0;  ///< how far gas used is above (or below) the EIP-1559 target
    double gas_used_percentage = 0;    ///< of gas_limit
    std::optional<double> burnt_fees_percentage; ///< of transaction_fees; null when those are zero
    block_type type = block_type::block;
    unsigned_integer_string transaction_fees; ///< wei
    /// Null unless the block's withdrawals were loaded (on the single block).
    std::optional<std::uint64_t> withdrawals_count;
    std::optional<bool> is_pending_update; ///< the block is to be fetched again

    static constexpr key_history release_history[]{
        {"transactions_count", {8, 0, 0}},
        {"tx_count", {6, 0, 0}, {6, 9, 2}, "transactions_count"},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
        {"internal_transactions_count", {8, 1, 0}},
        {"transaction_fees", {6, 9, 0}},
        {"tx_fees", {6, 0, 0}, {6, 9, 2}, "transaction_fees"},
        {"is_pending_update", {9, 1, 0}},
        // The chain types' members: ethereum's came in v6.2.0-beta (d49020ef89,
        // burnt_blob_fees b177528be3), blob_tx_count in v6.3.0-beta
        // (fdbb881a18), beacon_deposits_count in v9.1.0 (5ac2ce3108);
        // optimism's and celo's in v6.8.0-beta (c6ee4719ca, 6c07246446),
        // arbitrum's in v6.7.0-beta (35c885def5), zksync's in v6.3.0-beta
        // (51d82f1dbf), zilliqa's in v6.10.0 (0dfd4c6ca2).
        {"blob_gas_used", {6, 2, 0}},
        {"excess_blob_gas", {6, 2, 0}},
        {"blob_gas_price", {6, 2, 0}},
        {"burnt_blob_fees", {6, 2, 0}},
        {"blob_transactions_count", {8, 0, 0}},
        {"blob_tx_count", {6, 3, 0}, {7, 0, 2}, "blob_transactions_count"},
        {"blob_transaction_count", {6, 10, 0}, {8, 1, 2}, "blob_transactions_count"},
        {"beacon_deposits_count", {9, 1, 0}},
        {"optimism", {6, 8, 0}},
        {"celo", {6, 8, 0}},
        {"arbitrum", {6, 7, 0}},
        {"zksync", {6, 3, 0}},
        {"zilliqa", {6, 10, 0}},
        // The rsk members (v5.3.2-beta, aec9261178) are older than the table.
    };
};
BOOST_DESCRIBE_STRUCT(block, (chain_block_members),
                      (height, timestamp, transactions_count, internal_transactions_count, miner,
                       size, hash, parent_hash, difficulty, total_difficulty, gas_used, gas_limit,
                       nonce, base_fee_per_gas, burnt_fees, priority_fee, uncles_hashes, rewards,
                       gas_target_percentage, gas_used_percentage, burnt_fees_percentage, type,
                       transaction_fees, withdrawals_count, is_pending_update))

/// Body of GET /api/v2/blocks and of GET
/// /api/v2/addresses/{address_hash}/blocks-validated.
using blocks_response = page<block>;

/// Body of GET /api/v2/blocks/{block_hash_or_number}.
using block_response = block;

/// Body of GET /api/v2/main-page/blocks: the newest four blocks
/// (MainPageController.blocks, BlockView render("blocks.json") without a
/// page).
using main_page_blocks_response = std::vector<block>;

/// A block number of the countdown: a JSON number up to v11.2.3, the
/// string of its decimal digits from v11.2.4 (bd0b3c0cbf, #14646).
using countdown_number = std::variant<std::uint64_t, unsigned_integer_string>;

/// How far the chain is from a block it has not reached
/// (BlockView render("block_countdown.json"), v9.0.0 on).
struct block_countdown {
    countdown_number current_block_number;   ///< the newest block indexed
    countdown_number countdown_block_number; ///< the block asked for
    countdown_number remaining_blocks_count; ///< their difference, at least 1
    /// remaining_blocks_count times the average block time, in seconds,
    /// rounded to one decimal: an Elixir float written with to_string
    /// ("1234.5").
    decimal_string estimated_time_in_seconds;
};
BOOST_DESCRIBE_STRUCT(block_countdown, (),
                      (current_block_number, countdown_block_number, remaining_blocks_count,
                       estimated_time_in_seconds))

/// Body of GET /api/v2/blocks/{block_number}/countdown.
using block_countdown_response = block_countdown;

} // namespace explorer_schema::blockscout

#endif
