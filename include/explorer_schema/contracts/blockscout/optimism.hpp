#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_OPTIMISM_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_OPTIMISM_HPP

// The OP stack's rollup endpoints, /api/v2/optimism/... and
// /api/v2/main-page/optimism-deposits, as a build with CHAIN_TYPE=optimism
// (and so its optimism-celo and MUD builds) sends them. Every body is
// written by BlockScoutWeb.API.V2.OptimismView, except the batch itself
// (FrameSequence.batch_by_number, whose map the view passes on as it is) and
// its blobs (FrameSequenceBlob.list). The routes came with the optimism
// chain type in v6.3.0-beta (blockscout/blockscout 9819522ea1, #9460) unless
// a type says otherwise. Hashes the view takes straight from the database
// (Hash's Jason encoder) are lowercase; only the embedded address object is
// EIP-55 checksummed.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// Where a batch's data was posted (FrameSequenceBlob.list): the first kind
/// of blob the batch has, else the L1 transactions' call data.
enum class optimism_batch_data_container { in_blob4844, in_celestia, in_eigenda, in_alt_da, in_calldata };
BOOST_DESCRIBE_ENUM(optimism_batch_data_container, in_blob4844, in_celestia, in_eigenda, in_alt_da, in_calldata)

/// in_alt_da came with the Alt-DA indexer in v9.2.0 (c04ed0bf41, #13179),
/// in_eigenda with EigenDA blobs in v10.0.0 (120f82899a, #13709).
inline constexpr value_history optimism_batch_data_container_history[]{
    {"in_alt_da", {9, 2, 0}},
    {"in_eigenda", {10, 0, 0}},
};
constexpr std::span<value_history const> release_history(optimism_batch_data_container const*)
{
    return optimism_batch_data_container_history;
}

/// A batch as the list and the single batch both send it
/// (FrameSequence.prepare_base_info_for_batch; before v6.10 the view wrote
/// the same keys itself).
struct optimism_batch {
    std::uint64_t number = 0;              ///< the frame sequence's id, the batch's number
    explorer_schema::timestamp l1_timestamp; ///< of the last L1 transaction that carries it
    std::uint64_t l2_start_block_number = 0; ///< first L2 block of the batch
    std::uint64_t l2_end_block_number = 0;   ///< last L2 block of the batch
    std::uint64_t transactions_count = 0;    ///< L2 transactions in those blocks
    std::vector<full_hash> l1_transaction_hashes; ///< the L1 transactions that carry its frames
    optimism_batch_data_container batch_data_container = optimism_batch_data_container::in_calldata;

    /// The v6.8 names (the route came in v6.8.0-beta, c6ee4719ca, #10199):
    /// v6.9.0 added transaction_count and l1_transaction_hashes beside tx_count
    /// and l1_tx_hashes (b030792cf1), which v6.10.0 dropped (2720b128ac);
    /// v8.0.0 added l2_start_block_number, l2_end_block_number and
    /// transactions_count (5bcb2a3716), v8.0.2 number (05aa156b08), and
    /// v9.0.0 dropped internal_id, l2_block_start, l2_block_end and
    /// transaction_count (5a95e1916c).
    static constexpr key_history release_history[]{
        {"number", {8, 0, 2}},
        {"internal_id", {6, 8, 0}, {8, 1, 2}, "number"},
        {"l2_start_block_number", {8, 0, 0}},
        {"l2_block_start", {6, 8, 0}, {8, 1, 2}, "l2_start_block_number"},
        {"l2_end_block_number", {8, 0, 0}},
        {"l2_block_end", {6, 8, 0}, {8, 1, 2}, "l2_end_block_number"},
        {"transactions_count", {8, 0, 0}},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
        {"tx_count", {6, 8, 0}, {6, 9, 2}, "transactions_count"},
        {"l1_transaction_hashes", {6, 9, 0}},
        {"l1_tx_hashes", {6, 8, 0}, {6, 9, 2}, "l1_transaction_hashes"},
    };
};
BOOST_DESCRIBE_STRUCT(optimism_batch, (),
                      (number, l1_timestamp, l2_start_block_number, l2_end_block_number, transactions_count,
                       l1_transaction_hashes, batch_data_container))

/// The blobs that hold a batch (FrameSequenceBlob.list) are free-form
/// objects here: a Celestia blob's key `namespace` is a C++ keyword, which
/// no described member can be named. Their keys, by the kind
/// batch_data_container names: hash (EIP-4844: the blob's versioned hash,
/// 0x and 64 hex digits), height (Celestia: a number), namespace and
/// commitment (Celestia: hex strings), cert (EigenDA, v10.0.0 on: a hex
/// string), commitment (Alt-DA, v9.2.0 on: a hex string); each also has
/// l1_transaction_hash (the L1 transaction that points at the blob) and
/// l1_timestamp (its block's time, six fractional digits).
using optimism_batch_blob = json_object;

/// The detail of one batch (GET /api/v2/optimism/batches/{number}):
/// the list's members and, when the batch was posted in blobs, the blobs.
struct optimism_batch_detailed : optimism_batch {
    /// Absent when the batch was posted in call data (no blob).
    omittable<std::vector<optimism_batch_blob>> blobs;

    static constexpr auto release_history = extend_history(optimism_batch::release_history, {
        {"blobs", {6, 8, 0}},
    });
};
BOOST_DESCRIBE_STRUCT(optimism_batch_detailed, (optimism_batch), (blobs))

/// An output root the L2 output oracle received (the pre-fault-proofs
/// proposals).
struct optimism_output_root {
    std::uint64_t l2_output_index = 0;
    std::uint64_t l2_block_number = 0; ///< the L2 block whose state it commits to
    full_hash l1_transaction_hash;     ///< the proposal's L1 transaction
    explorer_schema::timestamp l1_timestamp;
    std::uint64_t l1_block_number = 0;
    full_hash output_root;

    /// l1_tx_hash until v6.9 (b030792cf1 added the new name, 2720b128ac
    /// dropped the old in v6.10.0).
    static constexpr key_history release_history[]{
        {"l1_transaction_hash", {6, 9, 0}},
        {"l1_tx_hash", {6, 3, 0}, {6, 9, 2}, "l1_transaction_hash"},
    };
};
BOOST_DESCRIBE_STRUCT(optimism_output_root, (),
                      (l2_output_index, l2_block_number, l1_transaction_hash, l1_timestamp, l1_block_number,
                       output_root))

/// A dispute game of the fault proofs (the route came in v6.5.0-beta,
/// 01fe4e5537, #9892).
struct optimism_game {
    std::uint64_t index = 0;     ///< its index in the DisputeGameFactory
    std::uint32_t game_type = 0; ///< 0 permissionless cannon, 1 permissioned, ...
    explorer_schema::address_hash contract_address_hash; ///< the game's contract, lowercase
    /// Read from the game's extra data (its first 32 bytes, or 8 on BOB and
    /// MegaETH); 0 when the game has none.
    std::uint64_t l2_block_number = 0;
    explorer_schema::timestamp created_at;
    /// "In progress", "Challenger wins" or "Defender wins" (the game's status 0, 1, 2).
    std::string status;
    std::optional<explorer_schema::timestamp> resolved_at; ///< null while in progress

    /// contract_address until v8.1: v8.0.0 added contract_address_hash
    /// (5bcb2a3716), v9.0.0 dropped the old name (5a95e1916c).
    static constexpr key_history release_history[]{
        {"contract_address_hash", {8, 0, 0}},
        {"contract_address", {6, 5, 0}, {8, 1, 2}, "contract_address_hash"},
    };
};
BOOST_DESCRIBE_STRUCT(optimism_game, (),
                      (index, game_type, contract_address_hash, l2_block_number, created_at, status, resolved_at))

/// A deposit from L1, with its L2 transaction's gas limit.
struct optimism_deposit {
    std::uint64_t l1_block_number = 0;
    full_hash l2_transaction_hash;
    explorer_schema::timestamp l1_block_timestamp;
    full_hash l1_transaction_hash;
    explorer_schema::address_hash l1_transaction_origin; ///< who sent the L1 transaction, lowercase
    unsigned_integer_string l2_transaction_gas_limit;    ///< a Decimal, so a string

    /// The l1_tx_/l2_tx_ names until v6.9 (b030792cf1 added the new ones in
    /// v6.9.0, 2720b128ac dropped the old in v6.10.0).
    static constexpr key_history release_history[]{
        {"l2_transaction_hash", {6, 9, 0}},
        {"l2_tx_hash", {6, 3, 0}, {6, 9, 2}, "l2_transaction_hash"},
        {"l1_transaction_hash", {6, 9, 0}},
        {"l1_tx_hash", {6, 3, 0}, {6, 9, 2}, "l1_transaction_hash"},
        {"l1_transaction_origin", {6, 9, 0}},
        {"l1_tx_origin", {6, 3, 0}, {6, 9, 2}, "l1_transaction_origin"},
        {"l2_transaction_gas_limit", {6, 9, 0}},
        {"l2_tx_gas_limit", {6, 3, 0}, {6, 9, 2}, "l2_transaction_gas_limit"},
    };
};
BOOST_DESCRIBE_STRUCT(optimism_deposit, (),
                      (l1_block_number, l2_transaction_hash, l1_block_timestamp, l1_transaction_hash,
                       l1_transaction_origin, l2_transaction_gas_limit))

/// A deposit on the main page: the newest six, fewer members.
struct optimism_main_page_deposit {
    std::uint64_t l1_block_number = 0;
    explorer_schema::timestamp l1_block_timestamp;
    full_hash l1_transaction_hash;
    full_hash l2_transaction_hash;

    static constexpr key_history release_history[]{
        {"l1_transaction_hash", {6, 9, 0}},
        {"l1_tx_hash", {6, 3, 0}, {6, 9, 2}, "l1_transaction_hash"},
        {"l2_transaction_hash", {6, 9, 0}},
        {"l2_tx_hash", {6, 3, 0}, {6, 9, 2}, "l2_transaction_hash"},
    };
};
BOOST_DESCRIBE_STRUCT(optimism_main_page_deposit, (),
                      (l1_block_number, l1_block_timestamp, l1_transaction_hash, l2_transaction_hash))

/// A withdrawal to L1 (a MessagePassed event of the L2ToL1MessagePasser),
/// with how far it has come.
struct optimism_withdrawal {
    unsigned_integer_string msg_nonce_raw; ///< the 256-bit nonce, version included
    std::uint64_t msg_nonce = 0;           ///< its low 240 bits
    std::uint32_t msg_nonce_version = 0;   ///< its high 16 bits
    /// The L2 transaction's sender; null when Blockscout has not the transaction.
    std::optional<address> from;
    full_hash l2_transaction_hash;
    std::optional<explorer_schema::timestamp> l2_timestamp; ///< null when Blockscout has not the block
    /// "Waiting for state root", "Ready to prove", "Waiting a game to
    /// resolve", "In challenge period", "Ready for relay", "Proven" or "Relayed".
    std::string status;
    std::optional<full_hash> l1_transaction_hash; ///< the finalizing L1 transaction; null until relayed
    /// When the challenge period ends; null unless the status is "In challenge period".
    std::optional<explorer_schema::timestamp> challenge_period_end;
    /// The OptimismPortal contract, as configured (any letter case); null when unknown.
    std::optional<explorer_schema::address_hash> portal_contract_address_hash;
    /// The message's fields, from its MessagePassed log (null without the log).
    std::optional<explorer_schema::address_hash> msg_sender_address_hash;
    std::optional<explorer_schema::address_hash> msg_target_address_hash;
    std::optional<unsigned_integer_string> msg_value; ///< wei
    std::optional<unsigned_integer_string> msg_gas_limit;
    std::optional<hex_data> msg_data;

    /// The l1_tx_/l2_tx_ names until v6.9 (b030792cf1, 2720b128ac); the
    /// claim button's members came in v9.2.0 (1ffbf69c51, #13272).
    static constexpr key_history release_history[]{
        {"l2_transaction_hash", {6, 9, 0}},
        {"l2_tx_hash", {6, 3, 0}, {6, 9, 2}, "l2_transaction_hash"},
        {"l1_transaction_hash", {6, 9, 0}},
        {"l1_tx_hash", {6, 3, 0}, {6, 9, 2}, "l1_transaction_hash"},
        {"portal_contract_address_hash", {9, 2, 0}},
        {"msg_sender_address_hash", {9, 2, 0}},
        {"msg_target_address_hash", {9, 2, 0}},
        {"msg_value", {9, 2, 0}},
        {"msg_gas_limit", {9, 2, 0}},
        {"msg_data", {9, 2, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(optimism_withdrawal, (),
                      (msg_nonce_raw, msg_nonce, msg_nonce_version, from, l2_transaction_hash, l2_timestamp, status,
                       l1_transaction_hash, challenge_period_end, portal_contract_address_hash,
                       msg_sender_address_hash, msg_target_address_hash, msg_value, msg_gas_limit, msg_data))

/// Body of GET /api/v2/optimism/batches (v6.8 on).
using optimism_batches_response = page<optimism_batch>;

/// Body of GET /api/v2/optimism/batches/{number} (v6.8 on; its path
/// parameter was :internal_id until v9.1.0) and of GET
/// /api/v2/optimism/batches/da/celestia/{height}/{commitment} (v6.8 on).
using optimism_batch_response = optimism_batch_detailed;

/// Body of GET /api/v2/optimism/output-roots.
using optimism_output_roots_response = page<optimism_output_root>;

/// Body of GET /api/v2/optimism/games (v6.5 on).
using optimism_games_response = page<optimism_game>;

/// Body of GET /api/v2/optimism/deposits.
using optimism_deposits_response = page<optimism_deposit>;

/// Body of GET /api/v2/main-page/optimism-deposits: the newest six deposits.
using optimism_main_page_deposits_response = std::vector<optimism_main_page_deposit>;

/// Body of GET /api/v2/optimism/withdrawals.
using optimism_withdrawals_response = page<optimism_withdrawal>;

/// Body of GET /api/v2/optimism/batches/count, .../output-roots/count,
/// .../deposits/count, .../withdrawals/count and .../games/count: a bare
/// JSON number (the view's optimism_items_count renders the count itself).
using optimism_count_response = std::uint64_t;

} // namespace explorer_schema::blockscout

#endif
