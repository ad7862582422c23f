#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ADDRESS_DETAILS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ADDRESS_DETAILS_HPP

// One address in detail, its counters, its token balances and its NFT collections, as Blockscout sends them.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace explorer_schema::blockscout {

/// An address on its own page: the address object every list embeds (the
/// backend builds both with Helper.address_with_info), and what the address
/// view adds to it.
struct address_details : address {
    std::optional<explorer_schema::address_hash> creator_address_hash; ///< null unless a contract with a known creation
    std::optional<full_hash> creation_transaction_hash; ///< null unless a contract with a known creation
    std::optional<contract_creation_status> creation_status; ///< null unless a contract
    std::optional<blockscout::token> token; ///< when the address is a token contract
    std::optional<unsigned_integer_string> coin_balance; ///< wei; null until fetched
    std::optional<decimal_string> exchange_rate; ///< of the chain's coin, in the fiat currency
    std::optional<std::uint64_t> block_number_balance_updated_at;
    bool has_validated_blocks = false;
    bool has_logs = false;
    bool has_tokens = false;
    bool has_token_transfers = false;
    std::optional<std::uint64_t> watchlist_address_id; ///< null unless the user watches the address
    bool has_beacon_chain_withdrawals = false;
    bool has_decompiled_code = false; ///< up to v7.0
    bool has_custom_methods_read = false;  ///< up to v6.5
    bool has_custom_methods_write = false; ///< up to v6.5
    bool has_methods_read = false;         ///< up to v6.5
    bool has_methods_write = false;        ///< up to v6.5
    bool has_methods_read_proxy = false;   ///< up to v6.5
    bool has_methods_write_proxy = false;  ///< up to v6.5

    /// The embedded address's keys, then the view's own; implementation_address
    /// is the view's from v6.0, before the embedded address had it.
    static constexpr auto release_history = extend_history(address::release_history, {
        {"implementation_address", {6, 0, 0}, {6, 7, 2}},
        {"creation_transaction_hash", {6, 9, 0}},
        {"creation_tx_hash", {6, 0, 0}, {6, 9, 2}, "creation_transaction_hash"},
        {"creation_status", {9, 0, 0}},
        {"has_decompiled_code", {6, 0, 0}, {7, 0, 2}},
        {"has_custom_methods_read", {6, 0, 0}, {6, 5, 0}},
        {"has_custom_methods_write", {6, 0, 0}, {6, 5, 0}},
        {"has_methods_read", {6, 0, 0}, {6, 5, 0}},
        {"has_methods_write", {6, 0, 0}, {6, 5, 0}},
        {"has_methods_read_proxy", {6, 0, 0}, {6, 5, 0}},
        {"has_methods_write_proxy", {6, 0, 0}, {6, 5, 0}},
    });
};
BOOST_DESCRIBE_STRUCT(address_details, (address),
                      (creator_address_hash, creation_transaction_hash, creation_status, token,
                       coin_balance, exchange_rate, block_number_balance_updated_at,
                       has_validated_blocks, has_logs, has_tokens, has_token_transfers,
                       watchlist_address_id, has_beacon_chain_withdrawals, has_decompiled_code,
                       has_custom_methods_read, has_custom_methods_write, has_methods_read,
                       has_methods_write, has_methods_read_proxy, has_methods_write_proxy))

/// An address's counters, each a decimal integer in a string.
struct address_counters {
    unsigned_integer_string transactions_count;
    unsigned_integer_string token_transfers_count;
    unsigned_integer_string gas_usage_count;
    unsigned_integer_string validations_count;
};
BOOST_DESCRIBE_STRUCT(address_counters, (),
                      (transactions_count, token_transfers_count, gas_usage_count, validations_count))

/// What an address holds of one token (of one token id for NFTs).
struct address_token_balance {
    std::optional<unsigned_integer_string> value; ///< null for a confidential (ERC-7984) token, v10.0.0 on
    std::optional<blockscout::token> token;
    std::optional<unsigned_integer_string> token_id; ///< null for fungible tokens
    std::optional<blockscout::token_instance> token_instance; ///< null in token-balances and for fungible tokens
    std::optional<blockscout::reputation> reputation; ///< the token's; v9.1.0 only

    static constexpr key_history release_history[]{{"reputation", {9, 1, 0}, {9, 1, 0}}};
};
BOOST_DESCRIBE_STRUCT(address_token_balance, (), (value, token, token_id, token_instance, reputation))

/// The NFTs of one collection an address holds. Its instances carry
/// token_type and value, and a null token.
struct address_nft_collection {
    blockscout::token token;
    std::optional<unsigned_integer_string> amount; ///< how many instances (ERC-721) or tokens the address holds
    std::vector<token_instance> token_instances;
    std::optional<blockscout::reputation> reputation; ///< the token's; v9.1.0 only

    static constexpr key_history release_history[]{{"reputation", {9, 1, 0}, {9, 1, 0}}};
};
BOOST_DESCRIBE_STRUCT(address_nft_collection, (), (token, amount, token_instances, reputation))

/// Body of GET /api/v2/addresses/{address_hash}.
using address_response = address_details;

/// Body of GET /api/v2/addresses/{address_hash}/counters.
using address_counters_response = address_counters;

/// Body of GET /api/v2/addresses/{address_hash}/token-balances: a bare array.
using address_token_balances_response = std::vector<address_token_balance>;

/// Body of GET /api/v2/addresses/{address_hash}/tokens.
using address_tokens_response = page<address_token_balance>;

/// Body of GET /api/v2/addresses/{address_hash}/nft/collections.
using address_nft_collections_response = page<address_nft_collection>;

} // namespace explorer_schema::blockscout

#endif
