#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TRANSACTION_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TRANSACTION_HPP

// The transaction as Blockscout sends it, and the responses made of it.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>

#include <boost/container/static_vector.hpp>
#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

struct decoded_input_parameter {
    std::string name;
    std::string type;           ///< ABI type, e.g. uint256
    json_value value;   ///< a string, an array for tuples and arrays, or null
};
BOOST_DESCRIBE_STRUCT(decoded_input_parameter, (), (name, type, value))

/// A call or a revert reason, decoded with the contract's ABI.
struct decoded_input {
    std::string method_call;
    explorer_schema::method_id method_id;
    std::vector<decoded_input_parameter> parameters;
};
BOOST_DESCRIBE_STRUCT(decoded_input, (), (method_call, method_id, parameters))

/// A revert reason that could not be decoded.
struct raw_revert_reason {
    std::optional<std::string> raw; ///< the revert data, in hex
};
BOOST_DESCRIBE_STRUCT(raw_revert_reason, (), (raw))

/// `{raw}` in lists, a decoded call on the single-transaction view.
using revert_reason = std::variant<raw_revert_reason, decoded_input>;

enum class authorization_status { ok, invalid_chain_id, invalid_signature, invalid_nonce };
BOOST_DESCRIBE_ENUM(authorization_status, ok, invalid_chain_id, invalid_signature, invalid_nonce)

/// An EIP-7702 authorization of a set-code transaction.
struct signed_authorization {
    explorer_schema::address_hash address_hash;
    std::uint64_t chain_id = 0;
    unsigned_integer_string nonce;
    unsigned_integer_string r;
    unsigned_integer_string s;
    std::uint8_t v = 0;
    explorer_schema::address_hash authority;
    std::optional<authorization_status> status;

    static constexpr key_history release_history[]{
        {"address_hash", {8, 0, 0}},
        {"address", {6, 9, 0}, {8, 1, 2}, "address_hash"},
        {"status", {9, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(signed_authorization, (),
                      (address_hash, chain_id, nonce, r, s, v, authority, status))

/// What a transaction does, as the backend names it (its transaction view's
/// transaction_types). The two rootstock values are sent by any build whose
/// configuration names those contracts.
enum class transaction_type {
    coin_transfer,
    contract_call,
    contract_creation,
    rootstock_bridge,
    rootstock_remasc,
    token_creation,
    token_transfer,
    blob_transaction,
    set_code_transaction,
    sponsored_transaction
};
BOOST_DESCRIBE_ENUM(transaction_type, coin_transfer, contract_call, contract_creation,
                    rootstock_bridge, rootstock_remasc, token_creation, token_transfer,
                    blob_transaction, set_code_transaction, sponsored_transaction)

inline constexpr value_history transaction_type_history[]{
    {"blob_transaction", {6, 2, 0}},                              // EIP-4844, type 3
    {"set_code_transaction", {6, 9, 0}},                          // EIP-7702, type 4
    {"sponsored_transaction", {11, 2, 4}, still_sent, chain_type::eden}, // type 118
};
constexpr std::span<value_history const> release_history(transaction_type const*) { return transaction_type_history; }

/// `celo` of a transaction (celo, and optimism-celo from v9.3.0; in lists
/// too): the token its fee was paid in.
struct transaction_celo {
    std::optional<blockscout::token> gas_token; ///< null when paid in the chain's coin
};
BOOST_DESCRIBE_STRUCT(transaction_celo, (), (gas_token))

/// `zilliqa` of a transaction (in lists too).
struct transaction_zilliqa {
    bool is_scilla = false; ///< a transaction of a Scilla contract
};
BOOST_DESCRIBE_STRUCT(transaction_zilliqa, (), (is_scilla))

/// `stability_fee` of a transaction on Stability (in lists too): how its
/// fee, paid in a token, was shared; sent when the transaction logged one.
struct stability_fee {
    blockscout::token token;
    address validator_address;
    address dapp_address;
    unsigned_integer_string total_fee;
    unsigned_integer_string dapp_fee;
    unsigned_integer_string validator_fee;
};
BOOST_DESCRIBE_STRUCT(stability_fee, (),
                      (token, validator_address, dapp_address, total_fee, dapp_fee, validator_fee))

/// The members of a transaction that one chain type adds (the views
/// OptimismView, CeloView, ArbitrumView, ZkSyncView, ScrollView,
/// ZilliqaView, StabilityView, SuaveView, EthereumView, EdenView and, until
/// their removal, PolygonZkevmView and PolygonEdgeView of the backend).
/// Each may be absent: most are sent only when they have a value, and
/// those marked "single transaction" only by GET
/// /api/v2/transactions/{transaction_hash}, never in lists.
struct chain_transaction_members {
    omittable<unsigned_integer_string> l1_fee;                 ///< optimism, single transaction: wei
    omittable<decimal_string> l1_fee_scalar;          ///< optimism, single transaction: a decimal column, may be fractional
    omittable<unsigned_integer_string> l1_gas_price;           ///< optimism, single transaction: wei
    omittable<decimal_string> l1_gas_used;            ///< optimism, single transaction
    omittable<decimal_string> da_footprint_gas_scalar; ///< optimism, single transaction, from the Jovian upgrade
    /// Optimism, single transaction: always sent there, [] when none. Items
    /// are {nonce, status, l1_transaction_hash}, and from v9.2.0
    /// (1ffbf69c51) also the message's portal, nonce, sender, target,
    /// value, gas limit and data.
    omittable<std::vector<json_object>> op_withdrawals;
    omittable<decimal_string> operator_fee;                          ///< optimism, single transaction, when not zero
    omittable<json_object> op_interop;                       ///< optimism, single transaction: the first interop message
    /// Optimism, single transaction, when any: an array, although the
    /// v11.2.7 OpenAPI document declares one object.
    omittable<std::vector<json_object>> op_interop_messages;
    omittable<transaction_celo> celo; ///< celo and optimism-celo
    omittable<unsigned_integer_string> max_fee_per_blob_gas;   ///< ethereum, blob transactions
    omittable<std::vector<full_hash>> blob_versioned_hashes; ///< ethereum
    omittable<unsigned_integer_string> blob_gas_used;          ///< ethereum
    omittable<unsigned_integer_string> blob_gas_price;         ///< ethereum
    omittable<decimal_string> burnt_blob_fee;         ///< ethereum
    omittable<json_object> arbitrum; ///< arbitrum, single transaction: batch, settlement, message
    /// zksync, single transaction: its batch and the batch's commit, prove
    /// and execute transactions on L1.
    omittable<json_object> zksync;
    omittable<json_object> scroll;   ///< scroll, single transaction: L1 fee parameters, queue index
    omittable<transaction_zilliqa> zilliqa; ///< zilliqa
    omittable<blockscout::stability_fee> stability_fee; ///< stability, when the transaction logged its fee
    /// suave, single transaction, with an execution node: lowercase hashes
    /// up to v8.1, checksummed from v9.0.0 (de900d6d9f).
    omittable<std::vector<address_hash>> allowed_peekers;
    omittable<address> execution_node; ///< suave, single transaction, with an execution node
    /// suave, single transaction, with an execution node: the wrapped
    /// transaction, with its fee, decoded input and raw input.
    omittable<json_object> wrapped;
    omittable<std::optional<address>> fee_payer;                           ///< eden: null unless sponsored
    omittable<std::optional<std::vector<json_object>>> calls;      ///< eden: {to, value, input}; null in lists
    omittable<std::uint64_t> zkevm_batch_number; ///< polygon_zkevm, single transaction, when batched
    omittable<full_hash> zkevm_sequence_hash;    ///< polygon_zkevm, single transaction, when sequenced
    omittable<full_hash> zkevm_verify_hash;      ///< polygon_zkevm, single transaction, when verified
    /// polygon_zkevm, single transaction: "Confirmed by Sequencer" or "L1
    /// Confirmed".
    omittable<std::string> zkevm_status;
    /// polygon_edge, single transaction: the bridge deposit it executed, or
    /// null.
    omittable<std::optional<json_object>> polygon_edge_deposit;
    /// polygon_edge, single transaction: the bridge withdrawal it started,
    /// or null.
    omittable<std::optional<json_object>> polygon_edge_withdrawal;

    static constexpr chain_member chain_members[]{
        {"l1_fee", chain_type::optimism},
        {"l1_fee_scalar", chain_type::optimism},
        {"l1_gas_price", chain_type::optimism},
        {"l1_gas_used", chain_type::optimism},
        {"da_footprint_gas_scalar", chain_type::optimism},
        {"op_withdrawals", chain_type::optimism},
        {"operator_fee", chain_type::optimism},
        {"op_interop", chain_type::optimism},
        {"op_interop_messages", chain_type::optimism},
        {"celo", chain_type::celo},
        {"max_fee_per_blob_gas", chain_type::ethereum},
        {"blob_versioned_hashes", chain_type::ethereum},
        {"blob_gas_used", chain_type::ethereum},
        {"blob_gas_price", chain_type::ethereum},
        {"burnt_blob_fee", chain_type::ethereum},
        {"arbitrum", chain_type::arbitrum},
        {"zksync", chain_type::zksync},
        {"scroll", chain_type::scroll},
        {"zilliqa", chain_type::zilliqa},
        {"stability_fee", chain_type::stability},
        {"allowed_peekers", chain_type::suave},
        {"execution_node", chain_type::suave},
        {"wrapped", chain_type::suave},
        {"fee_payer", chain_type::eden},
        {"calls", chain_type::eden},
        {"zkevm_batch_number", chain_type::polygon_zkevm},
        {"zkevm_sequence_hash", chain_type::polygon_zkevm},
        {"zkevm_verify_hash", chain_type::polygon_zkevm},
        {"zkevm_status", chain_type::polygon_zkevm},
        {"polygon_edge_deposit", chain_type::polygon_edge},
        {"polygon_edge_withdrawal", chain_type::polygon_edge},
    };
};
BOOST_DESCRIBE_STRUCT(chain_transaction_members, (),
                      (l1_fee, l1_fee_scalar, l1_gas_price, l1_gas_used, da_footprint_gas_scalar,
                       op_withdrawals, operator_fee, op_interop, op_interop_messages, celo,
                       max_fee_per_blob_gas, blob_versioned_hashes, blob_gas_used, blob_gas_price,
                       burnt_blob_fee, arbitrum, zksync, scroll, zilliqa, stability_fee,
                       allowed_peekers, execution_node, wrapped, fee_payer, calls, zkevm_batch_number,
                       zkevm_sequence_hash, zkevm_verify_hash, zkevm_status, polygon_edge_deposit,
                       polygon_edge_withdrawal))

/// A transaction as Blockscout sends it in lists and on its own.
struct transaction : chain_transaction_members {
    full_hash hash;
    std::string result; ///< success, pending, awaiting_internal_transactions, dropped/replaced, or an error text
    std::optional<transaction_status> status;
    std::optional<std::uint64_t> block_number; ///< null while pending
    std::optional<explorer_schema::timestamp> timestamp;
    address from;
    std::optional<address> to; ///< null for a contract creation
    std::optional<address> created_contract;
    std::uint64_t confirmations = 0;
    /// Milliseconds: none, how long it took, or from how long to how long.
    boost::container::static_vector<double, 2> confirmation_duration;
    unsigned_integer_string value;
    explorer_schema::fee fee;
    std::optional<unsigned_integer_string> gas_price;
    std::optional<std::uint32_t> type; ///< EIP-2718 type number
    std::optional<unsigned_integer_string> gas_used;
    unsigned_integer_string gas_limit;
    std::optional<unsigned_integer_string> max_fee_per_gas;
    std::optional<unsigned_integer_string> max_priority_fee_per_gas;
    std::optional<unsigned_integer_string> base_fee_per_gas;
    std::optional<unsigned_integer_string> priority_fee;
    std::optional<unsigned_integer_string> transaction_burnt_fee;
    std::uint64_t nonce = 0;
    std::optional<std::uint64_t> position; ///< null while pending
    std::optional<blockscout::revert_reason> revert_reason;
    hex_data raw_input;
    std::optional<blockscout::decoded_input> decoded_input;
    std::optional<std::vector<token_transfer>> token_transfers; ///< null in lists
    std::optional<bool> token_transfers_overflow;
    std::optional<decimal_string> exchange_rate;
    std::optional<decimal_string> historic_exchange_rate;
    std::optional<method_name> method; ///< null when the transaction calls no contract
    std::vector<transaction_type> transaction_types;
    std::optional<std::string> transaction_tag;
    std::optional<bool> has_error_in_internal_transactions;
    std::optional<std::vector<signed_authorization>> authorization_list;
    std::optional<bool> is_pending_update;
    std::uint64_t fhe_operations_count = 0;
    std::vector<action> actions;

    static constexpr key_history release_history[]{
        {"block_number", {6, 9, 0}},
        {"block", {6, 0, 0}, {6, 9, 2}, "block_number"},
        {"transaction_burnt_fee", {6, 10, 1}},
        {"tx_burnt_fee", {6, 0, 0}, {7, 0, 2}, "transaction_burnt_fee"},
        {"transaction_types", {6, 9, 0}},
        {"tx_types", {6, 0, 0}, {6, 9, 2}, "transaction_types"},
        {"transaction_tag", {6, 9, 0}},
        {"tx_tag", {6, 0, 0}, {6, 9, 2}, "transaction_tag"},
        {"has_error_in_internal_transactions", {6, 9, 0}},
        {"has_error_in_internal_txs", {6, 0, 0}, {6, 9, 2}, "has_error_in_internal_transactions"},
        {"authorization_list", {6, 9, 0}},
        {"historic_exchange_rate", {8, 0, 0}},
        {"is_pending_update", {9, 1, 0}},
        {"fhe_operations_count", {11, 0, 0}},
        {"actions", {6, 0, 0}, {10, 2, 6}},
        // The chain types' members: optimism's came in v6.3.0-beta (9819522ea1),
        // op_interop in v8.0.0 (712ca30923), its array op_interop_messages in
        // v9.0.0 (13f258dc2a, both sent until v9.2.2), operator_fee in v9.2.0
        // (89d10e0c4a) and da_footprint_gas_scalar in v9.3.0 (415ff99416);
        // celo's in v6.8.0-beta (6c07246446); ethereum's blob members in
        // v6.2.0-beta (d49020ef89, burnt_blob_fee 3d03945a71); arbitrum's in
        // v6.7.0-beta (35c885def5); zksync's in v6.3.0-beta (51d82f1dbf);
        // scroll's in v6.9.0-beta (eafe7c8b3b); zilliqa's in v6.10.0
        // (ebc3367bb6); eden's in v11.2.4 (1bcac5cb3b). Stability's and
        // suave's (v5.3.1-beta) are older than the table and have no entry.
        // Polygon zkEVM's (v5.3.1-beta) went with v11.0.0 (4dcadf1265),
        // Polygon Edge's (v5.3.0-beta) with v9.1.0 (fb8ab44a50).
        {"l1_fee", {6, 3, 0}},
        {"l1_fee_scalar", {6, 3, 0}},
        {"l1_gas_price", {6, 3, 0}},
        {"l1_gas_used", {6, 3, 0}},
        {"op_withdrawals", {6, 3, 0}},
        {"op_interop", {8, 0, 0}, {9, 2, 2}},
        {"op_interop_messages", {9, 0, 0}},
        {"operator_fee", {9, 2, 0}},
        {"da_footprint_gas_scalar", {9, 3, 0}},
        {"celo", {6, 8, 0}},
        {"max_fee_per_blob_gas", {6, 2, 0}},
        {"blob_versioned_hashes", {6, 2, 0}},
        {"blob_gas_used", {6, 2, 0}},
        {"blob_gas_price", {6, 2, 0}},
        {"burnt_blob_fee", {6, 2, 0}},
        {"arbitrum", {6, 7, 0}},
        {"zksync", {6, 3, 0}},
        {"scroll", {6, 9, 0}},
        {"zilliqa", {6, 10, 0}},
        {"fee_payer", {11, 2, 4}},
        {"calls", {11, 2, 4}},
        {"zkevm_batch_number", {6, 0, 0}, {10, 2, 6}},
        {"zkevm_sequence_hash", {6, 0, 0}, {10, 2, 6}},
        {"zkevm_verify_hash", {6, 0, 0}, {10, 2, 6}},
        {"zkevm_status", {6, 0, 0}, {10, 2, 6}},
        {"polygon_edge_deposit", {6, 0, 0}, {9, 0, 2}},
        {"polygon_edge_withdrawal", {6, 0, 0}, {9, 0, 2}},
    };
};
BOOST_DESCRIBE_STRUCT(transaction, (chain_transaction_members),
                      (hash, result, status, block_number, timestamp, from, to, created_contract,
                       confirmations, confirmation_duration, value, fee, gas_price, type,
                       gas_used, gas_limit, max_fee_per_gas, max_priority_fee_per_gas,
                       base_fee_per_gas, priority_fee, transaction_burnt_fee, nonce, position,
                       revert_reason, raw_input, decoded_input, token_transfers,
                       token_transfers_overflow, exchange_rate, historic_exchange_rate, method,
                       transaction_types, transaction_tag, has_error_in_internal_transactions,
                       authorization_list, is_pending_update, fhe_operations_count, actions))

/// Body of GET /api/v2/main-page/transactions and of GET
/// /api/v2/main-page/transactions/watchlist (the newest six transactions
/// of the signed-in user's watchlist, whose addresses carry its
/// watchlist_names).
using main_page_transactions_response = std::vector<transaction>;

/// Body of GET /api/v2/transactions/{transaction_hash}.
using transaction_response = transaction;

/// Body of GET /api/v2/transactions, of GET
/// /api/v2/addresses/{address_hash}/transactions, of GET
/// /api/v2/blocks/{block_hash_or_number}/transactions and of GET
/// /api/v2/transactions/watchlist (the signed-in user's watchlist).
using transactions_response = page<transaction>;

/// The transactions of the last 24 hours and the pending ones
/// (TransactionView render("stats.json"), v6.3.0 on): counters of the
/// last_fetched_counters table, Decimals that Jason writes as strings of
/// their digits (the column holds integers: numeric(100)), "0" before the
/// first count.
struct transaction_stats {
    unsigned_integer_string transactions_count_24h;
    unsigned_integer_string pending_transactions_count;
    unsigned_integer_string transaction_fees_sum_24h; ///< wei
    unsigned_integer_string transaction_fees_avg_24h; ///< wei, rounded to an integer
};
BOOST_DESCRIBE_STRUCT(transaction_stats, (),
                      (transactions_count_24h, pending_transactions_count, transaction_fees_sum_24h,
                       transaction_fees_avg_24h))

/// Body of GET /api/v2/transactions/stats.
using transaction_stats_response = transaction_stats;

} // namespace explorer_schema::blockscout

#endif
