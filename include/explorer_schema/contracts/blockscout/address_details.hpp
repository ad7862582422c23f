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

/// `zilliqa` of an address on its own page.
struct address_zilliqa {
    bool is_scilla_contract = false;
};
BOOST_DESCRIBE_STRUCT(address_zilliqa, (), (is_scilla_contract))

/// The Celo account of an address (AccountView of the Celo build): what
/// it locked, and the signers it named.
struct celo_account {
    std::string type; ///< regular, validator or group
    std::optional<std::string> name;
    std::optional<std::string> metadata_url;
    unsigned_integer_string nonvoting_locked_celo; ///< wei
    unsigned_integer_string locked_celo;           ///< wei
    std::optional<address> vote_signer_address;
    std::optional<address> validator_signer_address;
    std::optional<address> attestation_signer_address;
};
BOOST_DESCRIBE_STRUCT(celo_account, (),
                      (type, name, metadata_url, nonvoting_locked_celo, locked_celo, vote_signer_address,
                       validator_signer_address, attestation_signer_address))

/// `celo` of an address on its own page.
struct address_celo {
    std::optional<celo_account> account; ///< null when the address has no Celo account
};
BOOST_DESCRIBE_STRUCT(address_celo, (), (account))

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
    /// filecoin: the robust address of the sender of the contract's
    /// creation transaction.
    omittable<std::optional<std::string>> creator_filecoin_robust_address;
    omittable<address_zilliqa> zilliqa; ///< zilliqa
    omittable<address_celo> celo;       ///< celo and optimism-celo

    /// The embedded address's chain member, then the page's own.
    static constexpr chain_member chain_members[]{
        {"filecoin", chain_type::filecoin},
        {"creator_filecoin_robust_address", chain_type::filecoin},
        {"zilliqa", chain_type::zilliqa},
        {"celo", chain_type::celo},
    };

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
        // The chain types' members: filecoin's came in v6.9.0-beta
        // (f8b4cb794a), zilliqa's in v6.10.0 (ebc3367bb6), and celo's, the
        // account, in v9.2.0 (a0f25b8906).
        {"creator_filecoin_robust_address", {6, 9, 0}},
        {"zilliqa", {6, 10, 0}},
        {"celo", {9, 2, 0}},
    });
};
BOOST_DESCRIBE_STRUCT(address_details, (address),
                      (creator_address_hash, creation_transaction_hash, creation_status, token,
                       coin_balance, exchange_rate, block_number_balance_updated_at,
                       has_validated_blocks, has_logs, has_tokens, has_token_transfers,
                       watchlist_address_id, has_beacon_chain_withdrawals, has_decompiled_code,
                       has_custom_methods_read, has_custom_methods_write, has_methods_read,
                       has_methods_write, has_methods_read_proxy, has_methods_write_proxy,
                       creator_filecoin_robust_address, zilliqa, celo))

/// An address's counters, each a decimal integer in a string.
struct address_counters {
    unsigned_integer_string transactions_count;
    unsigned_integer_string token_transfers_count;
    unsigned_integer_string gas_usage_count;
    unsigned_integer_string validations_count;
};
BOOST_DESCRIBE_STRUCT(address_counters, (),
                      (transactions_count, token_transfers_count, gas_usage_count, validations_count))

/// How many of each of an address's tabs holds, each counted up to 51
/// (AddressController.tabs_counters, Counters.address_limited_counters).
/// A count that takes more than a second is null up to v6.7 (the view wrote
/// every key) and left out from v6.8.0 (6c07246446, the view writes the
/// counts it got). From v7.0.0 (8553ba6afe) an address Blockscout has no
/// row for gets every member, 0, on any chain type; else
/// celo_election_rewards_count comes only from a Celo build and
/// beacon_deposits_count only from an Ethereum one.
struct address_tabs_counters {
    omittable<std::optional<std::uint64_t>> validations_count;
    omittable<std::optional<std::uint64_t>> transactions_count;
    omittable<std::optional<std::uint64_t>> token_transfers_count;
    omittable<std::optional<std::uint64_t>> token_balances_count;
    omittable<std::optional<std::uint64_t>> logs_count;
    omittable<std::optional<std::uint64_t>> withdrawals_count;
    omittable<std::optional<std::uint64_t>> internal_transactions_count;
    omittable<std::uint64_t> celo_election_rewards_count;
    omittable<std::uint64_t> beacon_deposits_count;

    /// internal_txs_count was renamed in v6.9.0 (b030792cf1, both sent until
    /// v6.10.0, 2720b128ac); the Celo count came in v6.8.0 (6c07246446), the
    /// beacon deposits' in v9.1.0 (5ac2ce3108).
    static constexpr key_history release_history[]{
        {"internal_transactions_count", {6, 9, 0}},
        {"internal_txs_count", {6, 0, 0}, {6, 9, 2}, "internal_transactions_count"},
        {"celo_election_rewards_count", {6, 8, 0}},
        {"beacon_deposits_count", {9, 1, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(address_tabs_counters, (),
                      (validations_count, transactions_count, token_transfers_count,
                       token_balances_count, logs_count, withdrawals_count,
                       internal_transactions_count, celo_election_rewards_count,
                       beacon_deposits_count))

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

/// Body of GET /api/v2/addresses/{address_hash}/tabs-counters.
using address_tabs_counters_response = address_tabs_counters;

/// Body of GET /api/v2/addresses/{address_hash}/nft: the NFT instances the
/// address holds (AddressView's "nft_list.json"), each with its token,
/// token_type and value.
using address_nft_response = page<token_instance>;

/// Body of GET /api/v2/addresses/{address_hash}/token-balances: a bare array.
using address_token_balances_response = std::vector<address_token_balance>;

/// Body of GET /api/v2/addresses/{address_hash}/tokens.
using address_tokens_response = page<address_token_balance>;

/// Body of GET /api/v2/addresses/{address_hash}/nft/collections.
using address_nft_collections_response = page<address_nft_collection>;

} // namespace explorer_schema::blockscout

#endif
