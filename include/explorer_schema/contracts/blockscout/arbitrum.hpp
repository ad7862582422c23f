#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ARBITRUM_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ARBITRUM_HPP

// Arbitrum's rollup endpoints (/api/v2/arbitrum/..., /api/v2/main-page/arbitrum/...),
// which only a build with CHAIN_TYPE=arbitrum routes. Every body is written
// by BlockScoutWeb.API.V2.ArbitrumView; the lists of a batch's blocks and
// transactions (/api/v2/blocks/arbitrum-batch/{batch_number},
// /api/v2/transactions/arbitrum-batch/{batch_number}) are the shared block
// and transaction lists (block.hpp, transaction.hpp), which add no Arbitrum
// member to list items. The batch and message routes came with the
// settlement indexer in v6.7.0-beta (blockscout/blockscout 35c885def5,
// #9312); the others say when they came. Hashes and addresses the view
// takes straight from the database or the node (Hash's Jason encoder, the
// ABI decoder) are lowercase, not EIP-55 checksummed; integers it takes
// from the database are JSON numbers.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

// ---------------------------------------------------------------------------
// Batches

/// Where a batch's data was posted (L1Batch.batch_container, an Ecto enum
/// written as its atom's name).
enum class arbitrum_batch_data_container { in_blob4844, in_calldata, in_celestia, in_anytrust, in_eigenda };
BOOST_DESCRIBE_ENUM(arbitrum_batch_data_container, in_blob4844, in_calldata, in_celestia, in_anytrust,
                    in_eigenda)

/// in_eigenda came with EigenDA batches in v9.2.0 (c2a8ca56b0, #12915); the
/// others with the member itself (v6.8.0-beta, 3c268d2196, #10144).
inline constexpr value_history arbitrum_batch_data_container_history[]{
    {"in_eigenda", {9, 2, 0}},
};
constexpr std::span<value_history const> release_history(arbitrum_batch_data_container const*)
{
    return arbitrum_batch_data_container_history;
}

/// The containers whose data availability object has no member but the
/// container (ArbitrumView.add_da_info's catch-all clause).
enum class arbitrum_plain_batch_data_container { in_blob4844, in_calldata };
BOOST_DESCRIBE_ENUM(arbitrum_plain_batch_data_container, in_blob4844, in_calldata)

/// Whether a parent chain transaction's block is finalized
/// (LifecycleTransaction.status).
enum class arbitrum_l1_transaction_status { unfinalized, finalized };
BOOST_DESCRIBE_ENUM(arbitrum_l1_transaction_status, unfinalized, finalized)

/// The parent chain transaction that committed a batch
/// (ArbitrumView.add_l1_transaction_info). Each member is null when the view
/// finds no such transaction: until v6.8.0-beta the controllers joined it as
/// :optional (3c268d2196 made it :required), and Blockscout's OpenAPI
/// document still marks the four nullable.
struct arbitrum_commitment_transaction {
    std::optional<full_hash> hash;
    std::optional<std::uint64_t> block_number; ///< on the parent chain
    std::optional<explorer_schema::timestamp> timestamp; ///< its block's (utc_datetime_usec)
    std::optional<arbitrum_l1_transaction_status> status;
};
BOOST_DESCRIBE_STRUCT(arbitrum_commitment_transaction, (), (hash, block_number, timestamp, status))

/// A batch in a list (ArbitrumView.render_base_info_for_batch): the batches
/// list, the main page's committed batches, and the batches that share an
/// AnyTrust or EigenDA blob.
struct arbitrum_batch_in_list {
    std::uint64_t number = 0;
    std::uint64_t transactions_count = 0;
    /// end_block - start_block + 1. Named block_count until 5992623146 (#10216),
    /// before the route's first tag, v6.7.0-beta.
    std::uint64_t blocks_count = 0;
    /// Null while the indexer has not read where the data went.
    std::optional<arbitrum_batch_data_container> batch_data_container;
    arbitrum_commitment_transaction commitment_transaction;

    /// batch_data_container came in v6.8.0-beta (3c268d2196, #10144).
    static constexpr key_history release_history[]{
        {"batch_data_container", {6, 8, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(arbitrum_batch_in_list, (),
                      (number, transactions_count, blocks_count, batch_data_container, commitment_transaction))

/// One member of the AnyTrust committee that signed a batch's data
/// availability certificate: a public key of the keyset the indexer decoded
/// from the parent chain (Indexer.Fetcher.Arbitrum.DA.Anytrust's
/// parse_pubkey), passed on from the database's JSON as it is.
struct arbitrum_anytrust_signer {
    bool trusted = false; ///< a trusted key: no proof of possession
    hex_data key;         ///< the BLS public key
    omittable<hex_data> proof; ///< the proof of possession; absent for a trusted key
};
BOOST_DESCRIBE_STRUCT(arbitrum_anytrust_signer, (), (trusted, key, proof))

/// data_availability of a batch in the blob, in call data, or unknown
/// (null): the container alone.
struct arbitrum_plain_data_availability {
    std::optional<arbitrum_plain_batch_data_container> batch_data_container;
};
BOOST_DESCRIBE_STRUCT(arbitrum_plain_data_availability, (), (batch_data_container))

/// data_availability of a batch an AnyTrust committee keeps
/// (ArbitrumView.generate_anytrust_certificate): its certificate. The first
/// three are null and signers empty when the indexer has no record of it.
struct arbitrum_anytrust_data_availability {
    literal<"in_anytrust"> batch_data_container;
    std::optional<full_hash> data_hash;
    /// Until when the committee keeps the data: the certificate's Unix time
    /// made a DateTime (no fraction) and stored as JSON.
    std::optional<second_timestamp> timeout;
    std::optional<hex_data> bls_signature; ///< the aggregated signature, 96 bytes
    std::vector<arbitrum_anytrust_signer> signers; ///< the keyset's members the signers' mask names
};
BOOST_DESCRIBE_STRUCT(arbitrum_anytrust_data_availability, (),
                      (batch_data_container, data_hash, timeout, bls_signature, signers))

/// data_availability of a batch posted to Celestia
/// (ArbitrumView.generate_celestia_da_info): where its blob is. Both are
/// null when the indexer has no record of it.
struct arbitrum_celestia_data_availability {
    literal<"in_celestia"> batch_data_container;
    std::optional<std::uint64_t> height; ///< the Celestia block
    std::optional<full_hash> transaction_commitment;

    /// v6.8.0-beta sent tx_commitment (3c268d2196); v6.9.0-beta added
    /// transaction_commitment beside it (b030792cf1) and v6.10.0 dropped
    /// tx_commitment (2720b128ac).
    static constexpr key_history release_history[]{
        {"transaction_commitment", {6, 9, 0}},
        {"tx_commitment", {6, 8, 0}, {6, 9, 2}, "transaction_commitment"},
    };
};
BOOST_DESCRIBE_STRUCT(arbitrum_celestia_data_availability, (), (batch_data_container, height, transaction_commitment))

/// data_availability of a batch posted to EigenDA
/// (ArbitrumView.generate_eigen_da_info, v9.2.0 on, c2a8ca56b0): the blob's
/// ABI-encoded header and verification proof, null when the indexer has no
/// record of it.
struct arbitrum_eigenda_data_availability {
    literal<"in_eigenda"> batch_data_container;
    std::optional<hex_data> blob_header;
    std::optional<hex_data> blob_verification_proof;
};
BOOST_DESCRIBE_STRUCT(arbitrum_eigenda_data_availability, (),
                      (batch_data_container, blob_header, blob_verification_proof))

/// A batch's data_availability: its batch_data_container says which, and
/// each kind has its own keys, which tell them apart (the plain kind, whose
/// only key they all share, first).
using arbitrum_data_availability =
    std::variant<arbitrum_plain_data_availability, arbitrum_anytrust_data_availability,
                 arbitrum_celestia_data_availability, arbitrum_eigenda_data_availability>;

/// One batch in detail (ArbitrumView's arbitrum_batch.json).
struct arbitrum_batch {
    std::uint64_t number = 0;
    std::uint64_t transactions_count = 0;
    std::uint64_t start_block_number = 0; ///< its first rollup block
    std::uint64_t end_block_number = 0;   ///< its last rollup block
    full_hash before_acc_hash; ///< the sequencer inbox's accumulator before the batch
    full_hash after_acc_hash;  ///< and after it
    arbitrum_commitment_transaction commitment_transaction;
    arbitrum_data_availability data_availability;

    /// v8.0.0 added the *_number and *_hash names beside start_block,
    /// end_block, before_acc and after_acc (5bcb2a3716, #12055), which v9.0.0
    /// dropped (5a95e1916c, #12931); data_availability came in v6.8.0-beta
    /// (3c268d2196).
    static constexpr key_history release_history[]{
        {"start_block_number", {8, 0, 0}},
        {"start_block", {6, 7, 0}, {8, 1, 2}, "start_block_number"},
        {"end_block_number", {8, 0, 0}},
        {"end_block", {6, 7, 0}, {8, 1, 2}, "end_block_number"},
        {"before_acc_hash", {8, 0, 0}},
        {"before_acc", {6, 7, 0}, {8, 1, 2}, "before_acc_hash"},
        {"after_acc_hash", {8, 0, 0}},
        {"after_acc", {6, 7, 0}, {8, 1, 2}, "after_acc_hash"},
        {"data_availability", {6, 8, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(arbitrum_batch, (),
                      (number, transactions_count, start_block_number, end_block_number, before_acc_hash,
                       after_acc_hash, commitment_transaction, data_availability))

/// The main page's committed batches: the newest ten with a commitment
/// transaction, without next_page_params.
struct arbitrum_committed_batches {
    std::vector<arbitrum_batch_in_list> items;
};
BOOST_DESCRIBE_STRUCT(arbitrum_committed_batches, (), (items))

// ---------------------------------------------------------------------------
// Cross-chain messages

/// Where a message is in its life (Arbitrum.Message.status). A message to
/// the rollup is only initiated or relayed.
enum class arbitrum_message_status { initiated, sent, confirmed, relayed };
BOOST_DESCRIBE_ENUM(arbitrum_message_status, initiated, sent, confirmed, relayed)

/// A message between the parent chain and the rollup, either way
/// (ArbitrumView's arbitrum_messages.json with next_page_params). The
/// origination members are null until the indexer has seen the message's
/// first transaction, the completion hash until it has seen the last.
struct arbitrum_message {
    std::uint64_t id = 0; ///< the message's number in its direction
    std::optional<explorer_schema::address_hash> origination_address_hash; ///< who sent it
    std::optional<full_hash> origination_transaction_hash;
    std::optional<explorer_schema::timestamp> origination_timestamp;
    std::optional<std::uint64_t> origination_transaction_block_number;
    std::optional<full_hash> completion_transaction_hash;
    arbitrum_message_status status = arbitrum_message_status::initiated;

    /// v8.0.0 added origination_address_hash beside origination_address
    /// (5bcb2a3716), which v9.0.0 dropped (5a95e1916c).
    static constexpr key_history release_history[]{
        {"origination_address_hash", {8, 0, 0}},
        {"origination_address", {6, 7, 0}, {8, 1, 2}, "origination_address_hash"},
    };
};
BOOST_DESCRIBE_STRUCT(arbitrum_message, (),
                      (id, origination_address_hash, origination_transaction_hash, origination_timestamp,
                       origination_transaction_block_number, completion_transaction_hash, status))

/// A message to the rollup on the main page (the same view without
/// next_page_params): only its transactions, both known, since the list
/// holds relayed messages alone.
struct arbitrum_main_page_message {
    std::optional<full_hash> origination_transaction_hash;
    std::optional<explorer_schema::timestamp> origination_timestamp;
    std::optional<std::uint64_t> origination_transaction_block_number;
    std::optional<full_hash> completion_transaction_hash;
};
BOOST_DESCRIBE_STRUCT(arbitrum_main_page_message, (),
                      (origination_transaction_hash, origination_timestamp, origination_transaction_block_number,
                       completion_transaction_hash))

/// The main page's newest six relayed messages to the rollup.
struct arbitrum_recent_messages {
    std::vector<arbitrum_main_page_message> items;
};
BOOST_DESCRIBE_STRUCT(arbitrum_recent_messages, (), (items))

// ---------------------------------------------------------------------------
// Withdrawals and their claims (v6.10.0 on, c706b33b40, #10804)

/// What the backend makes of a withdrawal's L2ToL1Tx event
/// (Explorer.Arbitrum.Withdraw.status): unknown when the parent chain's
/// node did not say.
enum class arbitrum_withdrawal_status { unknown, initiated, sent, confirmed, relayed };
BOOST_DESCRIBE_ENUM(arbitrum_withdrawal_status, unknown, initiated, sent, confirmed, relayed)

/// The token a withdrawal moves when its data is a bridge's
/// finalizeInboundTransfer call (ClaimRollupMessage.obtain_token_withdrawal_data).
struct arbitrum_withdrawal_token {
    /// The token's contract on the parent chain; null when the call's word
    /// is no address.
    std::optional<explorer_schema::address_hash> address_hash;
    std::optional<explorer_schema::address_hash> destination_address_hash; ///< who receives it; null likewise
    /// In the token's smallest unit: a number in v6.10, a string of its
    /// digits since v7.0.0 (abdedaf772, #11552).
    std::variant<unsigned_integer_string, std::uint64_t> amount;
    std::optional<std::uint64_t> decimals; ///< as the parent chain's node reports them; null when it did not
    std::optional<std::string> name;
    std::optional<std::string> symbol;

    /// v7.0.0 added decimals, name and symbol (abdedaf772); v8.0.2 added
    /// address_hash and destination_address_hash beside address and
    /// destination (05aa156b08, #12314), which v9.0.0 dropped (5a95e1916c).
    static constexpr key_history release_history[]{
        {"address_hash", {8, 0, 2}},
        {"address", {6, 10, 0}, {8, 1, 2}, "address_hash"},
        {"destination_address_hash", {8, 0, 2}},
        {"destination", {6, 10, 0}, {8, 1, 2}, "destination_address_hash"},
        {"decimals", {7, 0, 0}},
        {"name", {7, 0, 0}},
        {"symbol", {7, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(arbitrum_withdrawal_token, (),
                      (address_hash, destination_address_hash, amount, decimals, name, symbol))

/// One withdrawal a transaction started: its L2ToL1Tx event, with the
/// status the backend found (ArbitrumView's arbitrum_withdrawals.json).
struct arbitrum_withdrawal {
    std::uint64_t id = 0; ///< the message's number (the event's fourth topic)
    arbitrum_withdrawal_status status = arbitrum_withdrawal_status::unknown;
    explorer_schema::address_hash caller_address_hash;      ///< who started it on the rollup
    explorer_schema::address_hash destination_address_hash; ///< who it pays on the parent chain
    std::uint64_t arb_block_number = 0; ///< the rollup block
    std::uint64_t eth_block_number = 0; ///< the parent chain block the event names
    std::uint64_t l2_timestamp = 0;     ///< Unix seconds
    /// Wei: a number in v6.10, a string of its digits since v7.0.0 (abdedaf772).
    std::variant<unsigned_integer_string, std::uint64_t> callvalue;
    hex_data data; ///< the call to make on the parent chain; `0x` for a plain transfer
    std::optional<arbitrum_withdrawal_token> token; ///< null unless data is a token bridge's call
    /// The parent chain transaction that executed it; null until then (or
    /// when the indexer has not seen it).
    std::optional<full_hash> completion_transaction_hash;

    /// completion_transaction_hash came in v7.0.0 (abdedaf772); v8.0.2 added
    /// caller_address_hash and destination_address_hash beside caller and
    /// destination (05aa156b08), which v9.0.0 dropped (5a95e1916c).
    static constexpr key_history release_history[]{
        {"caller_address_hash", {8, 0, 2}},
        {"caller", {6, 10, 0}, {8, 1, 2}, "caller_address_hash"},
        {"destination_address_hash", {8, 0, 2}},
        {"destination", {6, 10, 0}, {8, 1, 2}, "destination_address_hash"},
        {"completion_transaction_hash", {7, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(arbitrum_withdrawal, (),
                      (id, status, caller_address_hash, destination_address_hash, arb_block_number,
                       eth_block_number, l2_timestamp, callvalue, data, token, completion_transaction_hash))

/// The withdrawals of one transaction, all in one body.
struct arbitrum_withdrawals {
    std::vector<arbitrum_withdrawal> items;
};
BOOST_DESCRIBE_STRUCT(arbitrum_withdrawals, (), (items))

/// What to send to claim a confirmed withdrawal on the parent chain
/// (ArbitrumView's arbitrum_claim_message.json). A withdrawal that cannot
/// be claimed yet, or was claimed, is a 400 or 404 {"message": ...} instead.
struct arbitrum_claim_message {
    hex_data calldata; ///< the Outbox's executeTransaction call, with its proof
    explorer_schema::address_hash outbox_address_hash; ///< the Outbox contract

    /// v8.0.0 added outbox_address_hash beside outbox_address (5bcb2a3716),
    /// which v9.0.0 dropped (5a95e1916c).
    static constexpr key_history release_history[]{
        {"outbox_address_hash", {8, 0, 0}},
        {"outbox_address", {6, 10, 0}, {8, 1, 2}, "outbox_address_hash"},
    };
};
BOOST_DESCRIBE_STRUCT(arbitrum_claim_message, (), (calldata, outbox_address_hash))

// ---------------------------------------------------------------------------
// Responses

/// Body of GET /api/v2/arbitrum/batches (next_page_params: number, items_count).
using arbitrum_batches_response = page<arbitrum_batch_in_list>;

/// Body of GET /api/v2/arbitrum/batches/count: the number of batches, a
/// bare JSON number.
using arbitrum_batches_count_response = std::uint64_t;

/// Body of GET /api/v2/arbitrum/batches/{batch_number} and of GET
/// /api/v2/arbitrum/batches/da/celestia/{height}/{transaction_commitment}
/// (v6.8.0-beta on), which answers the batch whose blob that is.
using arbitrum_batch_response = arbitrum_batch;

/// Body of GET /api/v2/arbitrum/batches/da/anytrust/{data_hash} (v6.8.0-beta
/// on) and of GET /api/v2/arbitrum/batches/da/eigenda/{data_hash} (v9.2.0
/// on): the newest batch whose blob that is, or, with `type=all` (v6.10.1
/// on, e4566438f8, #11485), every such batch as the batches list pages them.
/// The batch is found by the blob's key alone, so its data_availability may
/// be of any kind.
using arbitrum_batch_by_data_hash_response = std::variant<arbitrum_batch, page<arbitrum_batch_in_list>>;

/// Body of GET /api/v2/arbitrum/messages/{direction} (next_page_params: id,
/// items_count).
using arbitrum_messages_response = page<arbitrum_message>;

/// Body of GET /api/v2/arbitrum/messages/{direction}/count: a bare JSON number.
using arbitrum_messages_count_response = std::uint64_t;

/// Body of GET /api/v2/arbitrum/messages/claim/{message_id} (v6.10.0 on).
using arbitrum_claim_message_response = arbitrum_claim_message;

/// Body of GET /api/v2/arbitrum/messages/withdrawals/{transaction_hash}
/// (v6.10.0 on): empty items when the transaction started none.
using arbitrum_withdrawals_response = arbitrum_withdrawals;

/// Body of GET /api/v2/main-page/arbitrum/batches/committed.
using arbitrum_committed_batches_response = arbitrum_committed_batches;

/// Body of GET /api/v2/main-page/arbitrum/batches/latest-number: the newest
/// batch's number, 0 without one, a bare JSON number.
using arbitrum_latest_batch_number_response = std::uint64_t;

/// Body of GET /api/v2/main-page/arbitrum/messages/to-rollup.
using arbitrum_recent_messages_response = arbitrum_recent_messages;

} // namespace explorer_schema::blockscout

#endif
