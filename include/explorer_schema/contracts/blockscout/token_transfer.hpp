#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TOKEN_TRANSFER_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TOKEN_TRANSFER_HPP

// Tokens, token instances and token transfers as Blockscout sends them.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// `zilliqa` of a token on Zilliqa: sent for a ZRC-2 token.
struct token_zilliqa {
    /// The ZRC-2 (Scilla) contract the token's adapter contract fronts.
    std::optional<explorer_schema::address_hash> zrc2_address_hash;
};
BOOST_DESCRIBE_STRUCT(token_zilliqa, (), (zrc2_address_hash))

/// A token. Every member but the address may be null.
struct token {
    explorer_schema::address_hash address_hash;
    std::optional<std::string> symbol;
    std::optional<std::string> name;
    std::optional<unsigned_integer_string> decimals;
    std::optional<std::string> type; ///< ERC-20, ERC-721, ERC-1155, ERC-404, ERC-7984, or a chain's own
    std::optional<unsigned_integer_string> holders_count;
    std::optional<decimal_string> exchange_rate;
    std::optional<decimal_string> volume_24h;
    std::optional<unsigned_integer_string> total_supply;
    std::optional<std::string> icon_url;
    std::optional<decimal_string> circulating_market_cap;
    std::optional<decimal_string> circulating_supply;
    std::optional<blockscout::reputation> reputation; ///< null when the token is not indexed
    omittable<bool> is_bridged; ///< sent by builds with BRIDGED_TOKENS_ENABLED
    /// filecoin: the robust address of the token's contract, null when not
    /// known; wherever a token is sent.
    omittable<std::optional<std::string>> filecoin_robust_address;
    omittable<token_zilliqa> zilliqa; ///< zilliqa, ZRC-2 tokens only

    static constexpr chain_member chain_members[]{
        {"filecoin_robust_address", chain_type::filecoin},
        {"zilliqa", chain_type::zilliqa},
    };

    static constexpr key_history release_history[]{
        {"address_hash", {8, 0, 0}},
        {"address", {6, 0, 0}, {8, 1, 2}, "address_hash"},
        {"holders_count", {8, 0, 0}},
        {"holders", {6, 0, 0}, {8, 1, 2}, "holders_count"},
        {"volume_24h", {6, 3, 0}},
        {"circulating_supply", {11, 1, 0}},
        {"reputation", {9, 1, 0}},
        {"is_bridged", {6, 1, 0}},
        // The chain types' members: filecoin's came in v6.9.0-beta
        // (f8b4cb794a), zilliqa's with the ZRC-2 tokens in v9.3.0 (c6f63310be).
        {"filecoin_robust_address", {6, 9, 0}},
        {"zilliqa", {9, 3, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(token, (),
                      (address_hash, symbol, name, decimals, type, holders_count, exchange_rate,
                       volume_24h, total_supply, icon_url, circulating_market_cap,
                       circulating_supply, reputation, is_bridged, filecoin_robust_address, zilliqa))

/// One token of an NFT collection.
struct token_instance {
    unsigned_integer_string id;
    std::optional<json_object> metadata; ///< free-form, as the token's URI gave it
    std::optional<address> owner;
    std::optional<blockscout::token> token;
    omittable<std::optional<std::string>> token_type;
    omittable<std::optional<unsigned_integer_string>> value;
    std::optional<std::string> external_app_url;
    std::optional<std::string> animation_url;
    std::optional<std::string> image_url;
    std::optional<bool> is_unique;
    std::optional<json_object> thumbnails; ///< URLs by size, e.g. "60x60", "original"
    std::optional<std::string> media_type; ///< a MIME type, as the media's server gave it
    std::optional<std::string> media_url;

    static constexpr key_history release_history[]{
        {"thumbnails", {6, 10, 0}},
        {"media_type", {6, 10, 0}},
        {"media_url", {6, 10, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(token_instance, (),
                      (id, metadata, owner, token, token_type, value, external_app_url,
                       animation_url, image_url, is_unique, thumbnails, media_type, media_url))

/// `total` of a fungible token's transfer (ERC-20).
struct fungible_total {
    std::optional<unsigned_integer_string> value;
    std::optional<unsigned_integer_string> decimals;
};
BOOST_DESCRIBE_STRUCT(fungible_total, (), (value, decimals))

/// `total` of a unique token's transfer (ERC-721, or ERC-404 as an NFT).
struct unique_token_total {
    std::optional<unsigned_integer_string> token_id;
    std::optional<blockscout::token_instance> token_instance;

    /// A total's NFT instance came in v7.0.
    static constexpr key_history release_history[]{{"token_instance", {7, 0, 0}}};
};
BOOST_DESCRIBE_STRUCT(unique_token_total, (), (token_id, token_instance))

/// `total` of a multi-token transfer (ERC-1155, or ERC-404 as an amount).
struct multi_token_total {
    std::optional<unsigned_integer_string> token_id;
    std::optional<unsigned_integer_string> value;
    std::optional<unsigned_integer_string> decimals;
    std::optional<blockscout::token_instance> token_instance;

    /// Its NFT instance came in v7.0, as a unique token's total's did.
    static constexpr key_history release_history[]{{"token_instance", {7, 0, 0}}};
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
    std::optional<method_name> method; ///< of the transaction that made the transfer
    full_hash block_hash;
    /// Both written `to_string(...)`, a string of digits, up to v6.8.1
    /// (b030792cf1 made them numbers in v6.9.0).
    quoted_until<std::uint64_t, version{6, 8, 1}> block_number;
    quoted_until<std::uint64_t, version{6, 8, 1}> log_index;
    std::string token_type; ///< the token's standard, e.g. ERC-20
    std::optional<blockscout::reputation> reputation; ///< the token's; v9.1.0 only

    static constexpr key_history release_history[]{
        {"transaction_hash", {6, 9, 0}},
        {"tx_hash", {6, 0, 0}, {6, 9, 2}, "transaction_hash"},
        {"block_number", {6, 8, 0}},
        {"token_type", {9, 1, 0}},
        {"reputation", {9, 1, 0}, {9, 1, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(token_transfer, (),
                      (transaction_hash, from, to, total, token, type, timestamp, method,
                       block_hash, block_number, log_index, token_type, reputation))

} // namespace explorer_schema::blockscout

#endif
