#ifndef EXPLORER_SCHEMA_BLOCKSCOUT_HPP
#define EXPLORER_SCHEMA_BLOCKSCOUT_HPP

// The `blockscout` contract: the three responses as Blockscout v9 to v11 and
// the Merits service really send them, where they differ from the spec
// (REFERENCE.md section 2). The same vocabulary and the same engine as the
// spec's contract; the structs the two share are the spec's own.
//
// Chain-specific members (`l1_*`, `blob_*`, `arbitrum`, ...) are unknown keys
// here, reported as decode_options::unknown_keys says. The names Blockscout
// used before v6.10 are each reported as `legacy_member`, naming the current
// key.

#include <explorer_schema/address.hpp>
#include <explorer_schema/member_rules.hpp>
#include <explorer_schema/members.hpp>
#include <explorer_schema/print.hpp>
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

/// An address as Blockscout sends it wherever one appears.
struct address {
    address_hash hash;
    std::optional<bool> is_contract;
    std::optional<std::string> name; ///< contract name
    bool is_scam = false;
    omittable<std::optional<std::string>> reputation; ///< e.g. ok, scam; sent by recent versions
    std::optional<std::string> proxy_type;            ///< e.g. eip1967; null when not a proxy
    std::vector<implementation> implementations;
    std::optional<bool> is_verified;
    std::optional<std::string> ens_domain_name;
    std::optional<address_metadata> metadata;
    std::vector<address_tag> private_tags;
    std::vector<watchlist_name> watchlist_names;
    std::vector<address_tag> public_tags;
};
BOOST_DESCRIBE_STRUCT(address, (),
                      (hash, is_contract, name, is_scam, reputation, proxy_type, implementations,
                       is_verified, ens_domain_name, metadata, private_tags, watchlist_names,
                       public_tags))

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
    omittable<std::optional<decimal_string>> circulating_supply; ///< sent by recent versions
    std::optional<std::string> reputation; ///< e.g. ok, scam
};
BOOST_DESCRIBE_STRUCT(token, (),
                      (address_hash, symbol, name, decimals, type, holders_count, exchange_rate,
                       volume_24h, total_supply, icon_url, circulating_market_cap,
                       circulating_supply, reputation))

inline constexpr std::array<former_name, 2> token_former_names{
    {{"address", "address_hash"}, {"holders", "holders_count"}}};
constexpr std::span<former_name const> former_names(token const*) { return token_former_names; }

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

/// `total` of a multi-token transfer (ERC-1155, or ERC-404 as an amount).
struct multi_token_total {
    std::optional<integer_string> token_id;
    std::optional<integer_string> value;
    std::optional<integer_string> decimals;
    std::optional<blockscout::token_instance> token_instance;
};
BOOST_DESCRIBE_STRUCT(multi_token_total, (), (token_id, value, decimals, token_instance))

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
};
BOOST_DESCRIBE_STRUCT(token_transfer, (),
                      (transaction_hash, from, to, total, token, type, timestamp, method,
                       block_hash, block_number, log_index, token_type))

inline constexpr std::array<former_name, 1> token_transfer_former_names{
    {{"tx_hash", "transaction_hash"}}};
constexpr std::span<former_name const> former_names(token_transfer const*)
{
    return token_transfer_former_names;
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
    omittable<std::optional<authorization_status>> status;
};
BOOST_DESCRIBE_STRUCT(signed_authorization, (),
                      (address_hash, chain_id, nonce, r, s, v, authority, status))

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

/// A transaction as Blockscout sends it in lists and on its own.
struct transaction {
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
    omittable<std::vector<action>> actions; ///< `[]` in lists up to v10; gone in v11
};
BOOST_DESCRIBE_STRUCT(transaction, (),
                      (hash, result, status, block_number, timestamp, from, to, created_contract,
                       confirmations, confirmation_duration, value, fee, gas_price, type,
                       gas_used, gas_limit, max_fee_per_gas, max_priority_fee_per_gas,
                       base_fee_per_gas, priority_fee, transaction_burnt_fee, nonce, position,
                       revert_reason, raw_input, decoded_input, token_transfers,
                       token_transfers_overflow, exchange_rate, historic_exchange_rate, method,
                       transaction_types, transaction_tag, has_error_in_internal_transactions,
                       authorization_list, is_pending_update, fhe_operations_count, actions))

inline constexpr std::array<former_name, 5> transaction_former_names{
    {{"block", "block_number"},
     {"tx_types", "transaction_types"},
     {"tx_burnt_fee", "transaction_burnt_fee"},
     {"tx_tag", "transaction_tag"},
     {"has_error_in_internal_txs", "has_error_in_internal_transactions"}}};
constexpr std::span<former_name const> former_names(transaction const*)
{
    return transaction_former_names;
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

/// Body of GET /api/v2/transactions/{transaction_hash}/summary: `null` for a
/// transaction that failed or is pending.
using transaction_summary_response = std::optional<summary_response>;

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
