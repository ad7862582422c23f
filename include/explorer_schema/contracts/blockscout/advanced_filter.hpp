#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ADVANCED_FILTER_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ADVANCED_FILTER_HPP

// The advanced filter as Blockscout sends it (v6.7 on): transactions,
// internal transactions and token transfers in one list, and the methods
// it filters by.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// One movement the filter matched: a transaction, one of its internal
/// transactions, or one of its token transfers
/// (AdvancedFilterView.prepare_advanced_filter).
struct advanced_filter_item {
    full_hash hash; ///< the transaction's
    /// A token transfer's token type (ERC-20, ERC-721, ERC-1155, ERC-404,
    /// ERC-7984, or a chain's own); for a transaction or an internal
    /// transaction coin_transfer, and from v9.2 also contract_interaction
    /// and contract_creation (AdvancedFilter.assign_type).
    std::string type;
    /// The transaction's status (TransactionView.format_status): success,
    /// pending, awaiting_internal_transactions, or the error's reason.
    std::string status;
    std::optional<method_name> method; ///< the transaction's method name, or its selector
    address from;
    std::optional<address> to; ///< null for a contract creation
    std::optional<address> created_contract; ///< the created contract, for a creation only
    /// In wei; null for a token transfer.
    std::optional<unsigned_integer_string> value;
    std::optional<transfer_total> total; ///< a token transfer's; null otherwise
    std::optional<blockscout::token> token; ///< a token transfer's; null otherwise
    explorer_schema::timestamp timestamp; ///< the block's
    std::uint64_t block_number = 0;
    std::uint64_t transaction_index = 0;
    std::optional<std::uint64_t> internal_transaction_index; ///< an internal transaction's
    std::optional<std::uint64_t> token_transfer_index; ///< a token transfer's log index
    /// A batch transfer's position in its batch, counted from its end.
    std::optional<std::uint64_t> token_transfer_batch_index;
    /// The transaction's fee in wei (from v9.2, 0 on an item after the first
    /// of the same transaction); for an internal transaction, its
    /// transaction's gas price times its gas used, null when either is.
    std::optional<unsigned_integer_string> fee;
    /// The token's reputation on a token transfer, null otherwise; v9.1.0 only.
    std::optional<blockscout::reputation> reputation;

    static constexpr key_history release_history[]{
        {"status", {9, 2, 0}},
        {"reputation", {9, 1, 0}, {9, 1, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(advanced_filter_item, (),
                      (hash, type, status, method, from, to, created_contract, value, total, token,
                       timestamp, block_number, transaction_index, internal_transaction_index,
                       token_transfer_index, token_transfer_batch_index, fee, reputation))

/// What the filter's parameters name (AdvancedFilterView.prepare_search_params).
struct advanced_filter_search_params {
    /// The `methods` asked for: each selector (0x and 8 hex digits, as the
    /// query gave it) and its method's name, when one is known.
    std::map<std::string, std::string> methods;
    /// The tokens asked for, by their contract's address (lowercase).
    std::map<std::string, blockscout::token> tokens;
};
BOOST_DESCRIBE_STRUCT(advanced_filter_search_params, (), (methods, tokens))

/// Body of GET /api/v2/advanced-filters (AdvancedFilterView.render("advanced_filters.json")).
/// Its `next_page_params` are free-form (block_number, transaction_index,
/// internal_transaction_index, token_transfer_index, ..., items_count).
struct advanced_filters_page {
    std::vector<advanced_filter_item> items;
    advanced_filter_search_params search_params;
    std::optional<json_object> next_page_params;
};
BOOST_DESCRIBE_STRUCT(advanced_filters_page, (), (items, search_params, next_page_params))

using advanced_filters_response = advanced_filters_page;

/// A method the filter can select (AdvancedFilterController.list_methods).
struct advanced_filter_method {
    hex_data method_id; ///< the 4-byte selector, 0x and 8 hex digits
    std::string name;   ///< empty for a selector of no known method
};
BOOST_DESCRIBE_STRUCT(advanced_filter_method, (), (method_id, name))

/// Body of GET /api/v2/advanced-filters/methods: without `q`, a fixed list
/// of popular methods; with it, the one method it names, or none.
using advanced_filter_methods_response = std::vector<advanced_filter_method>;

} // namespace explorer_schema::blockscout

#endif
