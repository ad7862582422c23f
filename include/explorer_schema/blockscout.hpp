#ifndef EXPLORER_SCHEMA_BLOCKSCOUT_HPP
#define EXPLORER_SCHEMA_BLOCKSCOUT_HPP

// The `blockscout` contract: the responses as Blockscout and the Merits
// service really send them, where they differ from the spec (REFERENCE.md
// section 2). The same vocabulary and the same engine as the spec's
// contract; the structs the two share are the spec's own.
//
// Every release from v6.0 on: each struct says with release_history(T const*)
// when Blockscout sends each of its keys, read from the backend's views
// (apps/block_scout_web/lib/block_scout_web/views/api/v2/ at each tag
// vX.Y.Z), and the decoder finds the releases a document fits. A name a key
// had before is decoded into the member that has it now.
// docs/blockscout-releases.md is the table of it all, with the tags.

#include <explorer_schema/address.hpp>
#include <explorer_schema/member_rules.hpp>
#include <explorer_schema/members.hpp>
#include <explorer_schema/print.hpp>
#include <explorer_schema/releases.hpp>
#include <explorer_schema/summary.hpp>
#include <explorer_schema/token_transfer.hpp>
#include <explorer_schema/transaction.hpp>
#include <explorer_schema/vocabulary.hpp>

#include <boost/container/static_vector.hpp>
#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

using explorer_schema::address_tag;
using explorer_schema::fee;
using explorer_schema::transaction_status;
using explorer_schema::watchlist_name;

// What the spec's structs have by argument-dependent lookup, these have too:
// comparison, printing with secrets redacted, and Boost.JSON conversion.
using boost::describe::operators::operator==;
using boost::describe::operators::operator!=;
using explorer_schema::operator<<;
using explorer_schema::tag_invoke;

/// A tag of an address's `metadata`.
struct metadata_tag {
    std::string slug;
    std::string name;
    std::string tagType; ///< name, generic, classifier, information, note, protocol
    std::int64_t ordinal = 0;
    std::optional<boost::json::object> meta; ///< free-form
};
BOOST_DESCRIBE_STRUCT(metadata_tag, (), (slug, name, tagType, ordinal, meta))

/// Address `metadata`: its tags (v6.8 and later).
struct address_metadata {
    std::vector<metadata_tag> tags;
};
BOOST_DESCRIBE_STRUCT(address_metadata, (), (tags))

/// A contract a proxy delegates to.
struct implementation {
    explorer_schema::address_hash address_hash;
    omittable<std::optional<std::string>> name; ///< absent for conflicting implementations
};
BOOST_DESCRIBE_STRUCT(implementation, (), (address_hash, name))

inline constexpr key_history implementation_history[]{
    {"address_hash", {8, 1, 0}},
    {"address", {6, 7, 0}, {8, 1, 2}, "address_hash"},
};
constexpr std::span<key_history const> release_history(implementation const*) { return implementation_history; }

/// An address as Blockscout sends it wherever one appears.
struct address {
    address_hash hash;
    std::optional<bool> is_contract;
    std::optional<std::string> name; ///< contract name
    std::optional<std::string> implementation_name;   ///< up to v6.7, before implementations
    std::optional<explorer_schema::address_hash> implementation_address; ///< v6.7 only
    bool is_scam = false;
    std::optional<std::string> reputation; ///< e.g. ok, scam
    std::optional<std::string> proxy_type; ///< e.g. eip1967; null when not a proxy
    std::vector<implementation> implementations;
    std::optional<bool> is_verified;
    std::optional<std::string> ens_domain_name;
    std::optional<address_metadata> metadata;
    std::vector<address_tag> private_tags;
    std::vector<watchlist_name> watchlist_names;
    std::vector<address_tag> public_tags;
};
BOOST_DESCRIBE_STRUCT(address, (),
                      (hash, is_contract, name, implementation_name, implementation_address, is_scam,
                       reputation, proxy_type, implementations, is_verified, ens_domain_name,
                       metadata, private_tags, watchlist_names, public_tags))

inline constexpr key_history address_history[]{
    {"implementation_name", {6, 0, 0}, {6, 7, 2}},
    {"implementation_address", {6, 7, 0}, {6, 7, 2}},
    {"is_scam", {6, 9, 0}},
    {"reputation", {9, 1, 0}},
    {"proxy_type", {6, 8, 0}},
    {"implementations", {6, 6, 0}},
    {"metadata", {6, 4, 0}},
};
constexpr std::span<key_history const> release_history(address const*) { return address_history; }

/// The name tag of an address: its metadata tag of type `name`.
inline std::string_view name_tag(address const& a)
{
    if (a.metadata)
        for (auto const& tag : a.metadata->tags)
            if (tag.tagType == "name")
                return tag.name;
    return {};
}

/// A token. Every member but the address may be null.
struct token {
    explorer_schema::address_hash address_hash;
    std::optional<std::string> symbol;
    std::optional<std::string> name;
    std::optional<integer_string> decimals;
    std::optional<std::string> type; ///< ERC-20, ERC-721, ERC-1155, ERC-404, or a chain's own
    std::optional<integer_string> holders_count;
    std::optional<decimal_string> exchange_rate;
    std::optional<decimal_string> volume_24h;
    std::optional<integer_string> total_supply;
    std::optional<std::string> icon_url;
    std::optional<decimal_string> circulating_market_cap;
    std::optional<decimal_string> circulating_supply;
    std::optional<std::string> reputation; ///< e.g. ok, scam
};
BOOST_DESCRIBE_STRUCT(token, (),
                      (address_hash, symbol, name, decimals, type, holders_count, exchange_rate,
                       volume_24h, total_supply, icon_url, circulating_market_cap,
                       circulating_supply, reputation))

inline constexpr key_history token_history[]{
    {"address_hash", {8, 0, 0}},
    {"address", {6, 0, 0}, {8, 1, 2}, "address_hash"},
    {"holders_count", {8, 0, 0}},
    {"holders", {6, 0, 0}, {8, 1, 2}, "holders_count"},
    {"volume_24h", {6, 3, 0}},
    {"circulating_supply", {11, 1, 0}},
    {"reputation", {9, 1, 0}},
};
constexpr std::span<key_history const> release_history(token const*) { return token_history; }

/// One token of an NFT collection.
struct token_instance {
    integer_string id;
    std::optional<boost::json::object> metadata; ///< free-form, as the token's URI gave it
    std::optional<address> owner;
    std::optional<blockscout::token> token;
    omittable<std::optional<std::string>> token_type;
    omittable<std::optional<integer_string>> value;
    std::optional<std::string> external_app_url;
    std::optional<std::string> animation_url;
    std::optional<std::string> image_url;
    std::optional<bool> is_unique;
    std::optional<boost::json::object> thumbnails; ///< URLs by size, e.g. "60x60", "original"
    std::optional<std::string> media_type;
    std::optional<std::string> media_url;
    omittable<std::optional<std::string>> image_media_type;     ///< image, video or html
    omittable<std::optional<std::string>> animation_media_type; ///< image, video or html
};
BOOST_DESCRIBE_STRUCT(token_instance, (),
                      (id, metadata, owner, token, token_type, value, external_app_url,
                       animation_url, image_url, is_unique, thumbnails, media_type, media_url,
                       image_media_type, animation_media_type))

inline constexpr key_history token_instance_history[]{
    {"thumbnails", {6, 10, 0}},
    {"media_type", {6, 10, 0}},
    {"media_url", {6, 10, 0}},
};
constexpr std::span<key_history const> release_history(token_instance const*)
{
    return token_instance_history;
}

/// `total` of a fungible token's transfer (ERC-20).
struct fungible_total {
    std::optional<integer_string> value;
    std::optional<integer_string> decimals;
};
BOOST_DESCRIBE_STRUCT(fungible_total, (), (value, decimals))

/// `total` of a unique token's transfer (ERC-721, or ERC-404 as an NFT).
struct unique_token_total {
    std::optional<integer_string> token_id;
    std::optional<blockscout::token_instance> token_instance;
};
BOOST_DESCRIBE_STRUCT(unique_token_total, (), (token_id, token_instance))

/// A total's NFT instance came in v7.0.
inline constexpr key_history total_token_instance_history[]{{"token_instance", {7, 0, 0}}};
constexpr std::span<key_history const> release_history(unique_token_total const*)
{
    return total_token_instance_history;
}

/// `total` of a multi-token transfer (ERC-1155, or ERC-404 as an amount).
struct multi_token_total {
    std::optional<integer_string> token_id;
    std::optional<integer_string> value;
    std::optional<integer_string> decimals;
    std::optional<blockscout::token_instance> token_instance;
};
BOOST_DESCRIBE_STRUCT(multi_token_total, (), (token_id, value, decimals, token_instance))
constexpr std::span<key_history const> release_history(multi_token_total const*)
{
    return total_token_instance_history;
}

/// The three shapes of a transfer's `total`, told apart by their keys.
using transfer_total = std::variant<fungible_total, unique_token_total, multi_token_total>;

enum class token_transfer_type { token_transfer, token_minting, token_burning, token_spawning };
BOOST_DESCRIBE_ENUM(token_transfer_type, token_transfer, token_minting, token_burning,
                    token_spawning)

/// One token transfer of a transaction.
struct token_transfer {
    full_hash transaction_hash;
    address from;
    address to;
    std::optional<transfer_total> total;
    blockscout::token token;
    token_transfer_type type = token_transfer_type::token_transfer;
    std::optional<explorer_schema::timestamp> timestamp;
    std::optional<std::string> method;
    full_hash block_hash;
    std::uint64_t block_number = 0;
    std::uint64_t log_index = 0;
    std::string token_type; ///< the token's standard, e.g. ERC-20
    std::optional<std::string> reputation; ///< the token's; v9.1.0 only
};
BOOST_DESCRIBE_STRUCT(token_transfer, (),
                      (transaction_hash, from, to, total, token, type, timestamp, method,
                       block_hash, block_number, log_index, token_type, reputation))

inline constexpr key_history token_transfer_history[]{
    {"transaction_hash", {6, 9, 0}},
    {"tx_hash", {6, 0, 0}, {6, 9, 2}, "transaction_hash"},
    {"block_number", {6, 8, 0}},
    {"token_type", {9, 1, 0}},
    {"reputation", {9, 1, 0}, {9, 1, 0}},
};
constexpr std::span<key_history const> release_history(token_transfer const*)
{
    return token_transfer_history;
}

struct decoded_input_parameter {
    std::string name;
    std::string type;           ///< ABI type, e.g. uint256
    boost::json::value value;   ///< a string, an array for tuples and arrays, or null
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
    integer_string nonce;
    integer_string r;
    integer_string s;
    std::uint8_t v = 0;
    explorer_schema::address_hash authority;
    std::optional<authorization_status> status;
};
BOOST_DESCRIBE_STRUCT(signed_authorization, (),
                      (address_hash, chain_id, nonce, r, s, v, authority, status))

inline constexpr key_history signed_authorization_history[]{
    {"address_hash", {8, 0, 0}},
    {"address", {6, 9, 0}, {8, 1, 2}, "address_hash"},
    {"status", {9, 0, 0}},
};
constexpr std::span<key_history const> release_history(signed_authorization const*)
{
    return signed_authorization_history;
}

/// What a transaction does, as the backend names it.
enum class transaction_type {
    coin_transfer,
    contract_call,
    contract_creation,
    rootstock_bridge,
    rootstock_remasc,
    token_creation,
    token_transfer,
    blob_transaction,
    set_code_transaction
};
BOOST_DESCRIBE_ENUM(transaction_type, coin_transfer, contract_call, contract_creation,
                    rootstock_bridge, rootstock_remasc, token_creation, token_transfer,
                    blob_transaction, set_code_transaction)

/// The members of a transaction that one chain type adds, each when it has
/// a value (the views OptimismView, EthereumView, ArbitrumView and ScrollView
/// of the backend, v11.2).
struct chain_transaction_members {
    omittable<integer_string> l1_fee;                 ///< optimism: wei
    omittable<decimal_string> l1_fee_scalar;          ///< optimism
    omittable<integer_string> l1_gas_price;           ///< optimism: wei
    omittable<decimal_string> l1_gas_used;            ///< optimism
    omittable<decimal_string> da_footprint_gas_scalar; ///< optimism, from the Jovian upgrade
    omittable<std::vector<boost::json::object>> op_withdrawals;      ///< optimism, on its own
    omittable<decimal_string> operator_fee;                          ///< optimism, when not zero
    omittable<std::vector<boost::json::object>> op_interop_messages; ///< optimism, when any
    omittable<integer_string> max_fee_per_blob_gas;   ///< ethereum, blob transactions
    omittable<std::vector<full_hash>> blob_versioned_hashes; ///< ethereum
    omittable<integer_string> blob_gas_used;          ///< ethereum
    omittable<integer_string> blob_gas_price;         ///< ethereum
    omittable<decimal_string> burnt_blob_fee;         ///< ethereum
    omittable<boost::json::object> arbitrum; ///< arbitrum, on its own: batch, settlement, message
    omittable<boost::json::object> scroll;   ///< scroll, on its own: L1 fee parameters, queue index
};
BOOST_DESCRIBE_STRUCT(chain_transaction_members, (),
                      (l1_fee, l1_fee_scalar, l1_gas_price, l1_gas_used, da_footprint_gas_scalar,
                       op_withdrawals, operator_fee, op_interop_messages, max_fee_per_blob_gas,
                       blob_versioned_hashes, blob_gas_used, blob_gas_price, burnt_blob_fee, arbitrum,
                       scroll))

inline constexpr chain_member chain_transaction_members_chains[]{
    {"l1_fee", chain_type::optimism},
    {"l1_fee_scalar", chain_type::optimism},
    {"l1_gas_price", chain_type::optimism},
    {"l1_gas_used", chain_type::optimism},
    {"da_footprint_gas_scalar", chain_type::optimism},
    {"op_withdrawals", chain_type::optimism},
    {"operator_fee", chain_type::optimism},
    {"op_interop_messages", chain_type::optimism},
    {"max_fee_per_blob_gas", chain_type::ethereum},
    {"blob_versioned_hashes", chain_type::ethereum},
    {"blob_gas_used", chain_type::ethereum},
    {"blob_gas_price", chain_type::ethereum},
    {"burnt_blob_fee", chain_type::ethereum},
    {"arbitrum", chain_type::arbitrum},
    {"scroll", chain_type::scroll},
};

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
    integer_string value;
    explorer_schema::fee fee;
    std::optional<integer_string> gas_price;
    std::optional<std::uint32_t> type; ///< EIP-2718 type number
    std::optional<integer_string> gas_used;
    integer_string gas_limit;
    std::optional<integer_string> max_fee_per_gas;
    std::optional<integer_string> max_priority_fee_per_gas;
    std::optional<integer_string> base_fee_per_gas;
    std::optional<integer_string> priority_fee;
    std::optional<integer_string> transaction_burnt_fee;
    std::uint64_t nonce = 0;
    std::optional<std::uint64_t> position; ///< null while pending
    std::optional<blockscout::revert_reason> revert_reason;
    hex_data raw_input;
    std::optional<blockscout::decoded_input> decoded_input;
    std::optional<std::vector<token_transfer>> token_transfers; ///< null in lists
    std::optional<bool> token_transfers_overflow;
    std::optional<decimal_string> exchange_rate;
    std::optional<decimal_string> historic_exchange_rate;
    std::optional<std::string> method;
    std::vector<transaction_type> transaction_types;
    std::optional<std::string> transaction_tag;
    std::optional<bool> has_error_in_internal_transactions;
    std::optional<std::vector<signed_authorization>> authorization_list;
    std::optional<bool> is_pending_update;
    std::uint64_t fhe_operations_count = 0;
    std::vector<action> actions;
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

inline constexpr key_history transaction_history[]{
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
};
constexpr std::span<key_history const> release_history(transaction const*) { return transaction_history; }
constexpr std::span<chain_member const> chain_members(transaction const*)
{
    return chain_transaction_members_chains;
}

/// Body of GET /api/v2/main-page/transactions.
using main_page_transactions_response = std::vector<transaction>;

using summary_variable = basic_summary_variable<token, address>;

/// A summary whose token and address variables hold Blockscout's objects.
struct summary : basic_summary<summary_variable> {};
BOOST_DESCRIBE_STRUCT(summary, (basic_summary<summary_variable>), ())

struct summary_data {
    std::vector<summary> summaries;
    omittable<boost::json::object> debug_data; ///< the interpreter's own, free-form
};
BOOST_DESCRIBE_STRUCT(summary_data, (), (summaries, debug_data))

/// A parameter the interpretation service rejected.
struct summary_error_detail {
    std::string parameter;
    std::string message;
};
BOOST_DESCRIBE_STRUCT(summary_error_detail, (), (parameter, message))

/// Why the interpretation service gave no summary.
struct summary_error {
    std::string id;
    std::string code; ///< e.g. INVALID_API_PARAMS
    std::string message;
    std::vector<summary_error_detail> error_data;
};
BOOST_DESCRIBE_STRUCT(summary_error, (), (id, code, message, error_data))

/// `{"success": true, "data": ...}` or `{"success": false, "error": ...}`.
struct summary_response {
    bool success = true;
    omittable<summary_data> data;
    omittable<summary_error> error;
};
BOOST_DESCRIBE_STRUCT(summary_response, (), (success, data, error))

/// `data` goes with success and `error` with failure, never both.
inline void check_member_rules(summary_response const& r, member_rules& rules)
{
    std::string const outcome = r.success ? "true" : "false";
    auto goes_with_outcome = [&](std::string const& name, bool present, bool wanted) {
        if (wanted && !present)
            rules.error("/" + name, issue_code::missing_member,
                        "missing member \"" + name + "\", which success " + outcome + " requires");
        else if (!wanted && present)
            rules.error("/" + name, issue_code::unknown_member,
                        "member \"" + name + "\" is not allowed when success is " + outcome);
    };
    goes_with_outcome("data", r.data.has_value(), r.success);
    goes_with_outcome("error", r.error.has_value(), !r.success);
}

/// What an instance without the interpretation service answers (HTTP 403):
/// `{"message": "Transaction Interpretation Service is disabled"}`.
struct service_error {
    std::string message;
};
BOOST_DESCRIBE_STRUCT(service_error, (), (message))

/// Body of GET /api/v2/transactions/{transaction_hash}/summary: `null` for a
/// transaction that failed or is pending, the service's answer, or why the
/// instance has no service.
using transaction_summary_response = std::optional<std::variant<summary_response, service_error>>;

/// The summaries of a summary response; null when it has none, and then why
/// in `why`, when given.
inline std::vector<summary> const* summaries_in(transaction_summary_response const& response,
                                                std::string* why = nullptr)
{
    auto const* answer = response ? std::get_if<summary_response>(&*response) : nullptr;
    std::string reason;
    if (!response)
        reason = "the response is null: the transaction failed or is pending, and has no summary";
    else if (answer == nullptr)
        reason = "the instance has no interpretation service: " + std::get<service_error>(*response).message;
    else if (answer->error)
        reason = "the interpretation service gave no summary: " + answer->error->message;
    else if (answer->data)
        return &answer->data->summaries;
    else
        reason = "the response has no data";
    if (why != nullptr)
        *why = std::move(reason);
    return nullptr;
}

/// Body of GET /api/v2/transactions/{transaction_hash}.
using transaction_response = transaction;

/// Body of GET /api/v2/transactions and of GET
/// /api/v2/addresses/{address_hash}/transactions.
using transactions_response = page<transaction>;

/// A network configured in the Merits service.
struct network {
    std::string chain_id;
    std::string name;
    std::string domain;
    bool active = false;
    std::optional<std::string> rpc_url;
    std::optional<secret<std::string>> blockscout_api_key;
    std::optional<std::int32_t> block_timestamp_skew; ///< unit not documented
    bool sent_transactions_activity_enabled = false;
    bool verified_contracts_activity_enabled = false;
    bool blockscout_usage_activity_enabled = false;
    omittable<std::optional<boost::json::object>> details; ///< free-form
};
BOOST_DESCRIBE_STRUCT(network, (),
                      (chain_id, name, domain, active, rpc_url, blockscout_api_key,
                       block_timestamp_skew, sent_transactions_activity_enabled,
                       verified_contracts_activity_enabled, blockscout_usage_activity_enabled,
                       details))

/// Body of GET /admin/api/v1/networks.
struct networks_response {
    std::vector<network> items;
};
BOOST_DESCRIBE_STRUCT(networks_response, (), (items))

} // namespace explorer_schema::blockscout

#endif
