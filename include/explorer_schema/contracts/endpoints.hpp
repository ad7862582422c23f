#ifndef EXPLORER_SCHEMA_CONTRACTS_ENDPOINTS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_ENDPOINTS_HPP

// The registry of endpoints. Each endpoint is declared once, in the list
// below (what an entry says: <explorer_schema/model/endpoint.hpp>): its
// name, method and path template, the service that serves it, and its
// response type under each contract that has it. The program's choices and
// help, the OpenAPI document, the field reference, the compiled library,
// the fuzz targets and the scripts derive from that list.

#include <explorer_schema/contracts/blockscout/address_details.hpp>
#include <explorer_schema/contracts/blockscout/advanced_filter.hpp>
#include <explorer_schema/contracts/blockscout/block.hpp>
#include <explorer_schema/contracts/blockscout/internal_transaction.hpp>
#include <explorer_schema/contracts/blockscout/legacy.hpp>
#include <explorer_schema/contracts/blockscout/log.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/search.hpp>
#include <explorer_schema/contracts/blockscout/smart_contract.hpp>
#include <explorer_schema/contracts/blockscout/stats.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/token.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>
#include <explorer_schema/contracts/spec/network.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>
#include <explorer_schema/contracts/spec/transaction.hpp>
#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/model/endpoint.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <string_view>

namespace explorer_schema {

/// The registry: every endpoint, and its response under each contract that
/// has it. Adding an endpoint is an entry here and its model header under
/// each of those contracts.
namespace endpoints {

struct get_main_page_transactions
    : endpoint<"main-page-transactions", "GET", "/api/v2/main-page/transactions", services::blockscout,
               "The latest transactions, for the main page",
               response_in<contracts::spec, spec::main_page_transactions_response>,
               response_in<contracts::blockscout, blockscout::main_page_transactions_response>> {};

struct get_transaction_summary
    : endpoint<"transaction-summary", "GET", "/api/v2/transactions/{transaction_hash}/summary",
               services::blockscout, "A human-readable summary of one transaction",
               response_in<contracts::spec, spec::transaction_summary_response>,
               response_in<contracts::blockscout, blockscout::transaction_summary_response>> {};

struct get_networks
    : endpoint<"networks", "GET", "/admin/api/v1/networks", services::merits_admin,
               "The networks configured in the rewards service", response_in<contracts::spec, spec::networks_response>,
               response_in<contracts::blockscout, blockscout::networks_response>> {};

struct get_transaction
    : endpoint<"transaction", "GET", "/api/v2/transactions/{transaction_hash}", services::blockscout,
               "One transaction, with its token transfers", response_in<contracts::spec, spec::transaction_response>,
               response_in<contracts::blockscout, blockscout::transaction_response>> {};

struct get_transactions
    : endpoint<"transactions", "GET", "/api/v2/transactions", services::blockscout,
               "The latest transactions, a page at a time", response_in<contracts::spec, spec::transactions_response>,
               response_in<contracts::blockscout, blockscout::transactions_response>> {};

struct get_address_transactions
    : endpoint<"address-transactions", "GET", "/api/v2/addresses/{address_hash}/transactions",
               services::blockscout, "The transactions of one address, a page at a time",
               response_in<contracts::spec, spec::transactions_response>,
               response_in<contracts::blockscout, blockscout::transactions_response>> {};

// The read API of Blockscout beyond its transactions: under its own
// contract alone.

struct get_blocks
    : endpoint<"blocks", "GET", "/api/v2/blocks", services::blockscout,
               "The latest blocks, a page at a time", response_in<contracts::blockscout, blockscout::blocks_response>> {};

struct get_block
    : endpoint<"block", "GET", "/api/v2/blocks/{block_hash_or_number}", services::blockscout,
               "One block", response_in<contracts::blockscout, blockscout::block_response>> {};

struct get_block_transactions
    : endpoint<"block-transactions", "GET", "/api/v2/blocks/{block_hash_or_number}/transactions", services::blockscout,
               "The transactions of one block, a page at a time", response_in<contracts::blockscout, blockscout::transactions_response>> {};

struct get_address
    : endpoint<"address", "GET", "/api/v2/addresses/{address_hash}", services::blockscout,
               "One address in detail", response_in<contracts::blockscout, blockscout::address_response>> {};

struct get_address_counters
    : endpoint<"address-counters", "GET", "/api/v2/addresses/{address_hash}/counters", services::blockscout,
               "How many transactions, token transfers, gas and validations one address counts", response_in<contracts::blockscout, blockscout::address_counters_response>> {};

struct get_address_token_balances
    : endpoint<"address-token-balances", "GET", "/api/v2/addresses/{address_hash}/token-balances", services::blockscout,
               "Every token balance of one address, in one array", response_in<contracts::blockscout, blockscout::address_token_balances_response>> {};

struct get_address_tokens
    : endpoint<"address-tokens", "GET", "/api/v2/addresses/{address_hash}/tokens", services::blockscout,
               "The token balances of one address, a page at a time", response_in<contracts::blockscout, blockscout::address_tokens_response>> {};

struct get_address_token_transfers
    : endpoint<"address-token-transfers", "GET", "/api/v2/addresses/{address_hash}/token-transfers", services::blockscout,
               "The token transfers of one address, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>> {};

struct get_address_internal_transactions
    : endpoint<"address-internal-transactions", "GET", "/api/v2/addresses/{address_hash}/internal-transactions", services::blockscout,
               "The internal transactions of one address, a page at a time", response_in<contracts::blockscout, blockscout::internal_transactions_response>> {};

struct get_address_logs
    : endpoint<"address-logs", "GET", "/api/v2/addresses/{address_hash}/logs", services::blockscout,
               "The event logs one address emitted, a page at a time", response_in<contracts::blockscout, blockscout::logs_response>> {};

struct get_address_blocks_validated
    : endpoint<"address-blocks-validated", "GET", "/api/v2/addresses/{address_hash}/blocks-validated", services::blockscout,
               "The blocks one address validated, a page at a time", response_in<contracts::blockscout, blockscout::blocks_response>> {};

struct get_address_nft_collections
    : endpoint<"address-nft-collections", "GET", "/api/v2/addresses/{address_hash}/nft/collections", services::blockscout,
               "The NFTs of one address by collection, a page at a time", response_in<contracts::blockscout, blockscout::address_nft_collections_response>> {};

struct get_tokens
    : endpoint<"tokens", "GET", "/api/v2/tokens", services::blockscout,
               "The tokens, a page at a time", response_in<contracts::blockscout, blockscout::tokens_response>> {};

struct get_token
    : endpoint<"token", "GET", "/api/v2/tokens/{address_hash}", services::blockscout,
               "One token", response_in<contracts::blockscout, blockscout::token_response>> {};

struct get_token_counters
    : endpoint<"token-counters", "GET", "/api/v2/tokens/{address_hash}/counters", services::blockscout,
               "How many hold one token and how many times it moved", response_in<contracts::blockscout, blockscout::token_counters_response>> {};

struct get_token_holders
    : endpoint<"token-holders", "GET", "/api/v2/tokens/{address_hash}/holders", services::blockscout,
               "The holders of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_holders_response>> {};

struct get_token_transfers_of_token
    : endpoint<"token-transfers-of-token", "GET", "/api/v2/tokens/{address_hash}/transfers", services::blockscout,
               "The transfers of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>> {};

struct get_token_instances
    : endpoint<"token-instances", "GET", "/api/v2/tokens/{address_hash}/instances", services::blockscout,
               "The NFT instances of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_instances_response>> {};

struct get_token_instance
    : endpoint<"token-instance", "GET", "/api/v2/tokens/{address_hash}/instances/{id}", services::blockscout,
               "One NFT instance", response_in<contracts::blockscout, blockscout::token_instance_response>> {};

struct get_token_instance_holders
    : endpoint<"token-instance-holders", "GET", "/api/v2/tokens/{address_hash}/instances/{id}/holders", services::blockscout,
               "The holders of one NFT instance, a page at a time", response_in<contracts::blockscout, blockscout::token_holders_response>> {};

struct get_token_transfers
    : endpoint<"token-transfers", "GET", "/api/v2/token-transfers", services::blockscout,
               "The latest token transfers, a page at a time",
               // Its route came in v6.9.0-beta (blockscout/blockscout 903cbe3901, #10801).
               response_in<contracts::blockscout, blockscout::token_transfers_response, version{6, 9, 0}>> {};

struct get_transaction_token_transfers
    : endpoint<"transaction-token-transfers", "GET", "/api/v2/transactions/{transaction_hash}/token-transfers", services::blockscout,
               "The token transfers of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>> {};

struct get_transaction_internal_transactions
    : endpoint<"transaction-internal-transactions", "GET", "/api/v2/transactions/{transaction_hash}/internal-transactions", services::blockscout,
               "The internal transactions of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::internal_transactions_response>> {};

struct get_transaction_logs
    : endpoint<"transaction-logs", "GET", "/api/v2/transactions/{transaction_hash}/logs", services::blockscout,
               "The event logs of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::logs_response>> {};

struct get_smart_contracts
    : endpoint<"smart-contracts", "GET", "/api/v2/smart-contracts", services::blockscout,
               "The verified contracts, a page at a time", response_in<contracts::blockscout, blockscout::smart_contracts_response>> {};

struct get_smart_contract
    : endpoint<"smart-contract", "GET", "/api/v2/smart-contracts/{address_hash}", services::blockscout,
               "One contract: its verified source, ABI and compiler settings", response_in<contracts::blockscout, blockscout::smart_contract_response>> {};

struct get_stats
    : endpoint<"stats", "GET", "/api/v2/stats", services::blockscout,
               "The chain's counters, its coin's market and its gas prices", response_in<contracts::blockscout, blockscout::stats_response>> {};

struct get_search
    : endpoint<"search", "GET", "/api/v2/search?q={q}", services::blockscout,
               "What a text names: addresses, tokens, blocks, transactions, ..., a page at a time", response_in<contracts::blockscout, blockscout::search_response>> {};

// Search beside /api/v2/search, the advanced filter, and the /api/legacy/
// paths of the RPC API.

struct get_search_check_redirect
    : endpoint<"search-check-redirect", "GET", "/api/v2/search/check-redirect?q={q}", services::blockscout,
               "Whether a text names one address, block, transaction, ... whose page to open", response_in<contracts::blockscout, blockscout::search_check_redirect_response>> {};

struct get_search_quick
    : endpoint<"search-quick", "GET", "/api/v2/search/quick?q={q}", services::blockscout,
               "What a text names, up to 50 results in one array", response_in<contracts::blockscout, blockscout::search_quick_response>> {};

struct get_v1_search
    : endpoint<"v1-search", "GET", "/api/v1/search?q={q}", services::blockscout,
               "The search of /api/v2/search at its former path, a page at a time", response_in<contracts::blockscout, blockscout::search_response>> {};

struct get_advanced_filters
    : endpoint<"advanced-filters", "GET", "/api/v2/advanced-filters", services::blockscout,
               "Transactions, internal transactions and token transfers by filter, a page at a time",
               // Its route came in v6.7.0-beta (blockscout/blockscout e02dde7ee9, #9769).
               response_in<contracts::blockscout, blockscout::advanced_filters_response, version{6, 7, 0}>> {};

struct get_advanced_filters_methods
    : endpoint<"advanced-filters-methods", "GET", "/api/v2/advanced-filters/methods", services::blockscout,
               "The methods the advanced filter offers to select",
               // Its route came in v6.7.0-beta (blockscout/blockscout e02dde7ee9, #9769).
               response_in<contracts::blockscout, blockscout::advanced_filter_methods_response, version{6, 7, 0}>> {};

struct get_legacy_block_eth_block_number
    : endpoint<"legacy-block-eth-block-number", "GET", "/api/legacy/block/eth-block-number", services::blockscout,
               "The newest block's number, as a JSON-RPC response",
               // Its route came in v11.0.0 (blockscout/blockscout d7c73af13c, #14239).
               response_in<contracts::blockscout, blockscout::legacy_eth_block_number_response, version{11, 0, 0}>> {};

struct get_legacy_block_get_block_number_by_time
    : endpoint<"legacy-block-get-block-number-by-time", "GET",
               "/api/legacy/block/get-block-number-by-time?timestamp={timestamp}&closest={closest}", services::blockscout,
               "The number of the block nearest a time, before or after it",
               // Its route came in v11.0.0 (blockscout/blockscout d7c73af13c, #14239).
               response_in<contracts::blockscout, blockscout::legacy_block_number_by_time_response, version{11, 0, 0}>> {};

struct get_legacy_logs_get_logs
    : endpoint<"legacy-logs-get-logs", "GET",
               "/api/legacy/logs/get-logs?fromBlock={fromBlock}&toBlock={toBlock}&address={address}", services::blockscout,
               "Up to 1,000 event logs of an address in a range of blocks",
               // Its route came in v11.0.0 (blockscout/blockscout d7c73af13c, #14239).
               response_in<contracts::blockscout, blockscout::legacy_logs_response, version{11, 0, 0}>> {};

using all = boost::mp11::mp_list<get_main_page_transactions, get_transaction_summary, get_networks,
                                 get_transaction, get_transactions, get_address_transactions,
                                 get_blocks, get_block, get_block_transactions, get_address,
                                 get_address_counters, get_address_token_balances,
                                 get_address_tokens, get_address_token_transfers,
                                 get_address_internal_transactions, get_address_logs,
                                 get_address_blocks_validated, get_address_nft_collections,
                                 get_tokens, get_token, get_token_counters, get_token_holders,
                                 get_token_transfers_of_token, get_token_instances,
                                 get_token_instance, get_token_instance_holders,
                                 get_token_transfers, get_transaction_token_transfers,
                                 get_transaction_internal_transactions, get_transaction_logs,
                                 get_smart_contracts, get_smart_contract, get_stats, get_search,
                                 get_search_check_redirect, get_search_quick, get_v1_search,
                                 get_advanced_filters, get_advanced_filters_methods,
                                 get_legacy_block_eth_block_number,
                                 get_legacy_block_get_block_number_by_time,
                                 get_legacy_logs_get_logs>;

/// The registry's endpoints that have a response under `Contract`.
template <class Contract>
using of = under<all, Contract>;

/// Calls `f(E{})` for the endpoint `E` named `name`; false when none is.
template <class F>
bool visit_by_name(std::string_view name, F&& f)
{
    return explorer_schema::detail::visit_named<all>(name, f);
}

/// Calls `f(E{}, C{})` for each endpoint `E` and each contract `C` it has a
/// response under, contract by contract.
template <class F>
void for_each_response(F&& f)
{
    boost::mp11::mp_for_each<contracts::all>([&](auto c) {
        boost::mp11::mp_for_each<of<decltype(c)>>([&](auto e) { f(e, c); });
    });
}

/// Calls `f(E{}, C{})` for the endpoint `E` named `endpoint` and the
/// contract `C` named `contract`; false when there is no such endpoint or
/// contract, or the endpoint has no response under the contract.
template <class F>
bool visit_by_names(std::string_view endpoint, std::string_view contract, F&& f)
{
    bool found = false;
    for_each_response([&](auto e, auto c) {
        if (!found && decltype(e)::name == endpoint && decltype(c)::name == contract) {
            found = true;
            f(e, c);
        }
    });
    return found;
}

} // namespace endpoints

namespace detail {
template <class Contract>
struct responses_under {
    template <class Endpoint>
    using fn = response_t<Endpoint, Contract>;
};
template <class Contract>
using responses_of = boost::mp11::mp_transform_q<responses_under<Contract>, endpoints::of<Contract>>;
} // namespace detail

/// Every response type, once: of each endpoint under each contract.
using every_response = boost::mp11::mp_unique<
    boost::mp11::mp_apply<boost::mp11::mp_append, boost::mp11::mp_transform<detail::responses_of, contracts::all>>>;

} // namespace explorer_schema

// With the compiled library, what it holds for the responses above is
// declared extern: each operation here or at the end of its header,
// whichever comes second (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_REGISTRY_COMPLETE
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
