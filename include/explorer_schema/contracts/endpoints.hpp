#ifndef EXPLORER_SCHEMA_CONTRACTS_ENDPOINTS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_ENDPOINTS_HPP

// The registry of endpoints. Each endpoint is declared once, in the list
// below (what an entry says: <explorer_schema/model/endpoint.hpp>): its
// name, method and path template, the service that serves it, and its
// response type under each contract that has it. The program's choices and
// help, the OpenAPI document, the field reference, the compiled library,
// the fuzz targets and the scripts derive from that list.

#include <explorer_schema/contracts/blockscout/account_abstraction.hpp>
#include <explorer_schema/contracts/blockscout/address_details.hpp>
#include <explorer_schema/contracts/blockscout/advanced_filter.hpp>
#include <explorer_schema/contracts/blockscout/block.hpp>
#include <explorer_schema/contracts/blockscout/coin_balance.hpp>
#include <explorer_schema/contracts/blockscout/config.hpp>
#include <explorer_schema/contracts/blockscout/csv_export.hpp>
#include <explorer_schema/contracts/blockscout/errors.hpp>
#include <explorer_schema/contracts/blockscout/fhe_operation.hpp>
#include <explorer_schema/contracts/blockscout/internal_transaction.hpp>
#include <explorer_schema/contracts/blockscout/legacy.hpp>
#include <explorer_schema/contracts/blockscout/log.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/raw_trace.hpp>
#include <explorer_schema/contracts/blockscout/search.hpp>
#include <explorer_schema/contracts/blockscout/smart_contract.hpp>
#include <explorer_schema/contracts/blockscout/state_change.hpp>
#include <explorer_schema/contracts/blockscout/stats.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/token.hpp>
#include <explorer_schema/contracts/blockscout/top_address.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>
#include <explorer_schema/contracts/blockscout/transaction_preview.hpp>
#include <explorer_schema/contracts/blockscout/withdrawal.hpp>
#include <explorer_schema/contracts/spec/network.hpp>
#include <explorer_schema/contracts/spec/summary.hpp>
#include <explorer_schema/contracts/spec/transaction.hpp>
#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/model/endpoint.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <string_view>
#include <type_traits>

namespace explorer_schema {

/// The registry: every endpoint, and its response under each contract that
/// has it. Adding an endpoint is an entry here and its model header under
/// each of those contracts.
namespace endpoints {

/// What Blockscout's API v2 answers with a status other than 200, whichever
/// endpoint is asked (blockscout/errors.hpp says who sends each): 400, 403,
/// 404 and 500 from its fallback controller or its error view, 422 from them
/// or from the casts of the request's parameters, 429 from its rate
/// limiter, 501 when what the endpoint needs is not configured. Each entry
/// of its API v2 lists it.
using api_v2_errors =
    errors_in<contracts::blockscout, status_body<400, blockscout::error_response>,
              status_body<403, blockscout::error_response>, status_body<404, blockscout::error_response>,
              status_body<422, blockscout::unprocessable_response>,
              status_body<429, blockscout::too_many_requests_response>,
              status_body<500, blockscout::error_response>, status_body<501, blockscout::not_implemented_response>>;

struct get_main_page_transactions
    : endpoint<"main-page-transactions", "GET", "/api/v2/main-page/transactions", services::blockscout,
               "The latest transactions, for the main page",
               response_in<contracts::spec, spec::main_page_transactions_response>,
               response_in<contracts::blockscout, blockscout::main_page_transactions_response>, api_v2_errors> {};

struct get_transaction_summary
    : endpoint<"transaction-summary", "GET", "/api/v2/transactions/{transaction_hash}/summary",
               services::blockscout, "A human-readable summary of one transaction",
               response_in<contracts::spec, spec::transaction_summary_response>,
               response_in<contracts::blockscout, blockscout::transaction_summary_response>, api_v2_errors> {};

struct get_networks
    : endpoint<"networks", "GET", "/admin/api/v1/networks", services::merits_admin,
               "The networks configured in the rewards service", response_in<contracts::spec, spec::networks_response>,
               response_in<contracts::blockscout, blockscout::networks_response>> {};

struct get_transaction
    : endpoint<"transaction", "GET", "/api/v2/transactions/{transaction_hash}", services::blockscout,
               "One transaction, with its token transfers", response_in<contracts::spec, spec::transaction_response>,
               response_in<contracts::blockscout, blockscout::transaction_response>, api_v2_errors> {};

struct get_transactions
    : endpoint<"transactions", "GET", "/api/v2/transactions", services::blockscout,
               "The latest transactions, a page at a time", response_in<contracts::spec, spec::transactions_response>,
               response_in<contracts::blockscout, blockscout::transactions_response>, api_v2_errors> {};

struct get_address_transactions
    : endpoint<"address-transactions", "GET", "/api/v2/addresses/{address_hash}/transactions",
               services::blockscout, "The transactions of one address, a page at a time",
               response_in<contracts::spec, spec::transactions_response>,
               response_in<contracts::blockscout, blockscout::transactions_response>, api_v2_errors> {};

// The read API of Blockscout beyond its transactions: under its own
// contract alone.

struct get_blocks
    : endpoint<"blocks", "GET", "/api/v2/blocks", services::blockscout,
               "The latest blocks, a page at a time", response_in<contracts::blockscout, blockscout::blocks_response>, api_v2_errors> {};

struct get_block
    : endpoint<"block", "GET", "/api/v2/blocks/{block_hash_or_number}", services::blockscout,
               "One block", response_in<contracts::blockscout, blockscout::block_response>, api_v2_errors> {};

struct get_block_transactions
    : endpoint<"block-transactions", "GET", "/api/v2/blocks/{block_hash_or_number}/transactions", services::blockscout,
               "The transactions of one block, a page at a time", response_in<contracts::blockscout, blockscout::transactions_response>, api_v2_errors> {};

struct get_address
    : endpoint<"address", "GET", "/api/v2/addresses/{address_hash}", services::blockscout,
               "One address in detail", response_in<contracts::blockscout, blockscout::address_response>, api_v2_errors> {};

struct get_address_counters
    : endpoint<"address-counters", "GET", "/api/v2/addresses/{address_hash}/counters", services::blockscout,
               "How many transactions, token transfers, gas and validations one address counts", response_in<contracts::blockscout, blockscout::address_counters_response>, api_v2_errors> {};

struct get_address_token_balances
    : endpoint<"address-token-balances", "GET", "/api/v2/addresses/{address_hash}/token-balances", services::blockscout,
               "Every token balance of one address, in one array", response_in<contracts::blockscout, blockscout::address_token_balances_response>, api_v2_errors> {};

struct get_address_tokens
    : endpoint<"address-tokens", "GET", "/api/v2/addresses/{address_hash}/tokens", services::blockscout,
               "The token balances of one address, a page at a time", response_in<contracts::blockscout, blockscout::address_tokens_response>, api_v2_errors> {};

struct get_address_token_transfers
    : endpoint<"address-token-transfers", "GET", "/api/v2/addresses/{address_hash}/token-transfers", services::blockscout,
               "The token transfers of one address, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>, api_v2_errors> {};

struct get_address_internal_transactions
    : endpoint<"address-internal-transactions", "GET", "/api/v2/addresses/{address_hash}/internal-transactions", services::blockscout,
               "The internal transactions of one address, a page at a time", response_in<contracts::blockscout, blockscout::internal_transactions_response>, api_v2_errors> {};

struct get_address_logs
    : endpoint<"address-logs", "GET", "/api/v2/addresses/{address_hash}/logs", services::blockscout,
               "The event logs one address emitted, a page at a time", response_in<contracts::blockscout, blockscout::logs_response>, api_v2_errors> {};

struct get_address_blocks_validated
    : endpoint<"address-blocks-validated", "GET", "/api/v2/addresses/{address_hash}/blocks-validated", services::blockscout,
               "The blocks one address validated, a page at a time", response_in<contracts::blockscout, blockscout::blocks_response>, api_v2_errors> {};

struct get_address_nft_collections
    : endpoint<"address-nft-collections", "GET", "/api/v2/addresses/{address_hash}/nft/collections", services::blockscout,
               "The NFTs of one address by collection, a page at a time", response_in<contracts::blockscout, blockscout::address_nft_collections_response>, api_v2_errors> {};

struct get_tokens
    : endpoint<"tokens", "GET", "/api/v2/tokens", services::blockscout,
               "The tokens, a page at a time", response_in<contracts::blockscout, blockscout::tokens_response>, api_v2_errors> {};

struct get_token
    : endpoint<"token", "GET", "/api/v2/tokens/{address_hash}", services::blockscout,
               "One token", response_in<contracts::blockscout, blockscout::token_response>, api_v2_errors> {};

struct get_token_counters
    : endpoint<"token-counters", "GET", "/api/v2/tokens/{address_hash}/counters", services::blockscout,
               "How many hold one token and how many times it moved", response_in<contracts::blockscout, blockscout::token_counters_response>, api_v2_errors> {};

struct get_token_holders
    : endpoint<"token-holders", "GET", "/api/v2/tokens/{address_hash}/holders", services::blockscout,
               "The holders of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_holders_response>, api_v2_errors> {};

struct get_token_transfers_of_token
    : endpoint<"token-transfers-of-token", "GET", "/api/v2/tokens/{address_hash}/transfers", services::blockscout,
               "The transfers of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>, api_v2_errors> {};

struct get_token_instances
    : endpoint<"token-instances", "GET", "/api/v2/tokens/{address_hash}/instances", services::blockscout,
               "The NFT instances of one token, a page at a time", response_in<contracts::blockscout, blockscout::token_instances_response>, api_v2_errors> {};

struct get_token_instance
    : endpoint<"token-instance", "GET", "/api/v2/tokens/{address_hash}/instances/{id}", services::blockscout,
               "One NFT instance", response_in<contracts::blockscout, blockscout::token_instance_response>, api_v2_errors> {};

struct get_token_instance_holders
    : endpoint<"token-instance-holders", "GET", "/api/v2/tokens/{address_hash}/instances/{id}/holders", services::blockscout,
               "The holders of one NFT instance, a page at a time", response_in<contracts::blockscout, blockscout::token_holders_response>, api_v2_errors> {};

struct get_token_transfers
    : endpoint<"token-transfers", "GET", "/api/v2/token-transfers", services::blockscout,
               "The latest token transfers, a page at a time",
               // Its route came in v6.9.0-beta (blockscout/blockscout 903cbe3901, #10801).
               response_in<contracts::blockscout, blockscout::token_transfers_response, version{6, 9, 0}>, api_v2_errors> {};

struct get_transaction_token_transfers
    : endpoint<"transaction-token-transfers", "GET", "/api/v2/transactions/{transaction_hash}/token-transfers", services::blockscout,
               "The token transfers of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>, api_v2_errors> {};

struct get_transaction_internal_transactions
    : endpoint<"transaction-internal-transactions", "GET", "/api/v2/transactions/{transaction_hash}/internal-transactions", services::blockscout,
               "The internal transactions of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::internal_transactions_response>, api_v2_errors> {};

struct get_transaction_logs
    : endpoint<"transaction-logs", "GET", "/api/v2/transactions/{transaction_hash}/logs", services::blockscout,
               "The event logs of one transaction, a page at a time", response_in<contracts::blockscout, blockscout::logs_response>, api_v2_errors> {};

struct get_smart_contracts
    : endpoint<"smart-contracts", "GET", "/api/v2/smart-contracts", services::blockscout,
               "The verified contracts, a page at a time", response_in<contracts::blockscout, blockscout::smart_contracts_response>, api_v2_errors> {};

struct get_smart_contract
    : endpoint<"smart-contract", "GET", "/api/v2/smart-contracts/{address_hash}", services::blockscout,
               "One contract: its verified source, ABI and compiler settings", response_in<contracts::blockscout, blockscout::smart_contract_response>, api_v2_errors> {};

struct get_stats
    : endpoint<"stats", "GET", "/api/v2/stats", services::blockscout,
               "The chain's counters, its coin's market and its gas prices", response_in<contracts::blockscout, blockscout::stats_response>, api_v2_errors> {};

struct get_search
    : endpoint<"search", "GET", "/api/v2/search?q={q}", services::blockscout,
               "What a text names: addresses, tokens, blocks, transactions, ..., a page at a time", response_in<contracts::blockscout, blockscout::search_response>, api_v2_errors> {};

// The top holders, an address's coin balance history, tab counters and
// NFTs, and the beacon chain's withdrawals: every route since v6.0.

struct get_addresses
    : endpoint<"addresses", "GET", "/api/v2/addresses", services::blockscout,
               "The addresses holding the most of the chain's coin, a page at a time", response_in<contracts::blockscout, blockscout::top_addresses_response>, api_v2_errors> {};

struct get_address_coin_balance_history
    : endpoint<"address-coin-balance-history", "GET", "/api/v2/addresses/{address_hash}/coin-balance-history", services::blockscout,
               "The changes of one address's coin balance, a page at a time", response_in<contracts::blockscout, blockscout::coin_balance_history_response>, api_v2_errors> {};

struct get_address_coin_balance_history_by_day
    : endpoint<"address-coin-balance-history-by-day", "GET", "/api/v2/addresses/{address_hash}/coin-balance-history-by-day", services::blockscout,
               "One address's coin balance at the end of each recent day", response_in<contracts::blockscout, blockscout::coin_balance_history_by_day_response>, api_v2_errors> {};

struct get_address_nft
    : endpoint<"address-nft", "GET", "/api/v2/addresses/{address_hash}/nft", services::blockscout,
               "The NFT instances one address holds, a page at a time", response_in<contracts::blockscout, blockscout::address_nft_response>, api_v2_errors> {};

struct get_address_tabs_counters
    : endpoint<"address-tabs-counters", "GET", "/api/v2/addresses/{address_hash}/tabs-counters", services::blockscout,
               "How many items each tab of one address's page holds, up to 51", response_in<contracts::blockscout, blockscout::address_tabs_counters_response>, api_v2_errors> {};

struct get_address_withdrawals
    : endpoint<"address-withdrawals", "GET", "/api/v2/addresses/{address_hash}/withdrawals", services::blockscout,
               "The beacon chain withdrawals one address received, a page at a time", response_in<contracts::blockscout, blockscout::withdrawals_response>, api_v2_errors> {};

struct get_block_withdrawals
    : endpoint<"block-withdrawals", "GET", "/api/v2/blocks/{block_hash_or_number}/withdrawals", services::blockscout,
               "The beacon chain withdrawals of one block, a page at a time", response_in<contracts::blockscout, blockscout::withdrawals_response>, api_v2_errors> {};

struct get_withdrawals
    : endpoint<"withdrawals", "GET", "/api/v2/withdrawals", services::blockscout,
               "The latest beacon chain withdrawals, a page at a time", response_in<contracts::blockscout, blockscout::withdrawals_response>, api_v2_errors> {};

struct get_withdrawals_counters
    : endpoint<"withdrawals-counters", "GET", "/api/v2/withdrawals/counters", services::blockscout,
               "How many beacon chain withdrawals the chain made, and their sum", response_in<contracts::blockscout, blockscout::withdrawals_counters_response>, api_v2_errors> {};

struct get_block_countdown
    : endpoint<"block-countdown", "GET", "/api/v2/blocks/{block_number}/countdown", services::blockscout,
               "How many blocks and seconds remain until a block the chain has not reached",
               // Its route came in v9.0.0 (blockscout/blockscout f17b5fb6d7, #12704).
               response_in<contracts::blockscout, blockscout::block_countdown_response, version{9, 0, 0}>, api_v2_errors> {};

struct get_block_internal_transactions
    : endpoint<"block-internal-transactions", "GET", "/api/v2/blocks/{block_hash_or_number}/internal-transactions", services::blockscout,
               "The internal transactions of one block, a page at a time",
               // Its route came in v6.4.0-beta (blockscout/blockscout 61375ae760, #9668).
               response_in<contracts::blockscout, blockscout::internal_transactions_response, version{6, 4, 0}>, api_v2_errors> {};

struct get_internal_transactions
    : endpoint<"internal-transactions", "GET", "/api/v2/internal-transactions", services::blockscout,
               "The latest internal transactions, a page at a time",
               // Written in v6.9.0-beta (aa3defae18, #10994) but commented out
               // (daa13a8ca7) until v7.0.0 (271517828d, #11792).
               response_in<contracts::blockscout, blockscout::internal_transactions_response, version{7, 0, 0}>, api_v2_errors> {};

struct get_main_page_blocks
    : endpoint<"main-page-blocks", "GET", "/api/v2/main-page/blocks", services::blockscout,
               "The four latest blocks, for the main page", response_in<contracts::blockscout, blockscout::main_page_blocks_response>, api_v2_errors> {};

struct get_main_page_indexing_status
    : endpoint<"main-page-indexing-status", "GET", "/api/v2/main-page/indexing-status", services::blockscout,
               "How far the instance has indexed blocks and internal transactions", response_in<contracts::blockscout, blockscout::indexing_status_response>, api_v2_errors> {};

struct get_main_page_transactions_watchlist
    : endpoint<"main-page-transactions-watchlist", "GET", "/api/v2/main-page/transactions/watchlist", services::blockscout,
               "The six latest transactions of the signed-in user's watchlist, for the main page", response_in<contracts::blockscout, blockscout::main_page_transactions_response>, api_v2_errors> {};

struct get_transactions_watchlist
    : endpoint<"transactions-watchlist", "GET", "/api/v2/transactions/watchlist", services::blockscout,
               "The transactions of the signed-in user's watchlist, a page at a time", response_in<contracts::blockscout, blockscout::transactions_response>, api_v2_errors> {};

struct get_transactions_stats
    : endpoint<"transactions-stats", "GET", "/api/v2/transactions/stats", services::blockscout,
               "How many transactions the last 24 hours had, their fees, and how many are pending",
               // Its route came in v6.3.0-beta (blockscout/blockscout dea361d56f, #9483).
               response_in<contracts::blockscout, blockscout::transaction_stats_response, version{6, 3, 0}>, api_v2_errors> {};

struct get_smart_contracts_counters
    : endpoint<"smart-contracts-counters", "GET", "/api/v2/smart-contracts/counters", services::blockscout,
               "How many contracts there are and how many are verified, in all and in the last 24 hours", response_in<contracts::blockscout, blockscout::smart_contracts_counters_response>, api_v2_errors> {};

struct get_smart_contract_audit_reports
    : endpoint<"smart-contract-audit-reports", "GET", "/api/v2/smart-contracts/{address_hash}/audit-reports", services::blockscout,
               "The audit reports submitted for one contract",
               // Its route came in v6.1.0-beta (blockscout/blockscout 6df3521564, #9120).
               response_in<contracts::blockscout, blockscout::audit_reports_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_stats_hot_smart_contracts
    : endpoint<"stats-hot-smart-contracts", "GET", "/api/v2/stats/hot-smart-contracts", services::blockscout,
               "The contracts called most in a period, a page at a time",
               // Its route came in v9.3.0 (blockscout/blockscout 07b44e8f9c, #13471).
               response_in<contracts::blockscout, blockscout::hot_smart_contracts_response, version{9, 3, 0}>, api_v2_errors> {};

// The instance's configuration, its CSV export jobs and its charts.

struct get_config_backend
    : endpoint<"config-backend", "GET", "/api/v2/config/backend", services::blockscout,
               "The build's chain type and the folder of its OpenAPI document",
               // Its route came in v10.0.0 (blockscout/blockscout 456fbc3e24, #13805).
               response_in<contracts::blockscout, blockscout::config_backend_response, version{10, 0, 0}>, api_v2_errors> {};

struct get_config_backend_version
    : endpoint<"config-backend-version", "GET", "/api/v2/config/backend-version", services::blockscout,
               "The backend's version", response_in<contracts::blockscout, blockscout::config_backend_version_response>, api_v2_errors> {};

struct get_config_csv_export
    : endpoint<"config-csv-export", "GET", "/api/v2/config/csv-export", services::blockscout,
               "The most rows a CSV export holds, and whether exports are jobs",
               // Its route came in v6.8.0-beta (blockscout/blockscout 44e6b6d489, #10497).
               response_in<contracts::blockscout, blockscout::config_csv_export_response, version{6, 8, 0}>, api_v2_errors> {};

struct get_config_db_background_migrations
    : endpoint<"config-db-background-migrations", "GET", "/api/v2/config/db-background-migrations",
               services::blockscout, "The background migrations of the database not yet completed",
               // Its route came in v10.0.0 (blockscout/blockscout 6e6bc6915e, #13835).
               response_in<contracts::blockscout, blockscout::config_db_background_migrations_response,
                           version{10, 0, 0}>, api_v2_errors> {};

struct get_config_indexer
    : endpoint<"config-indexer", "GET", "/api/v2/config/indexer", services::blockscout,
               "Which parts of the indexer run",
               // Its route came in v9.3.0 (blockscout/blockscout 0e12fb81d1, #13679).
               response_in<contracts::blockscout, blockscout::config_indexer_response, version{9, 3, 0}>, api_v2_errors> {};

struct get_config_public_metrics
    : endpoint<"config-public-metrics", "GET", "/api/v2/config/public-metrics", services::blockscout,
               "How often the public metrics are computed",
               // Its route came in v6.8.0-beta (blockscout/blockscout 343b159c77, #10568).
               response_in<contracts::blockscout, blockscout::config_public_metrics_response, version{6, 8, 0}>, api_v2_errors> {};

struct get_config_smart_contracts_languages
    : endpoint<"config-smart-contracts-languages", "GET", "/api/v2/config/smart-contracts/languages",
               services::blockscout, "The languages a contract may be verified in",
               // Its route came in v9.3.0 (blockscout/blockscout 414cb5aa95, #13557).
               response_in<contracts::blockscout, blockscout::config_smart_contracts_languages_response,
                           version{9, 3, 0}>, api_v2_errors> {};

struct get_csv_export
    : endpoint<"csv-export", "GET", "/api/v2/csv-exports/{uuid}", services::blockscout,
               "One asynchronous CSV export job: its status and file",
               // Its route came in v11.0.0 (blockscout/blockscout 8d9546d2b1, #14028).
               response_in<contracts::blockscout, blockscout::csv_export_response, version{11, 0, 0}>, api_v2_errors> {};

struct get_stats_charts_market
    : endpoint<"stats-charts-market", "GET", "/api/v2/stats/charts/market", services::blockscout,
               "The coin's daily price, market cap and TVL, and its supply",
               response_in<contracts::blockscout, blockscout::market_chart_response>, api_v2_errors> {};

struct get_stats_charts_secondary_coin_market
    : endpoint<"stats-charts-secondary-coin-market", "GET", "/api/v2/stats/charts/secondary-coin-market",
               services::blockscout, "The secondary coin's daily price",
               // Its route came in v6.3.0-beta (blockscout/blockscout dea361d56f, #9483).
               response_in<contracts::blockscout, blockscout::secondary_coin_market_chart_response,
                           version{6, 3, 0}>, api_v2_errors> {};

struct get_stats_charts_transactions
    : endpoint<"stats-charts-transactions", "GET", "/api/v2/stats/charts/transactions", services::blockscout,
               "The daily transaction counts",
               response_in<contracts::blockscout, blockscout::transactions_chart_response>, api_v2_errors> {};

// The ERC-4337 account abstraction endpoints: the backend's proxy to the
// user-ops-indexer service (V2.Proxy.AccountAbstractionController). Their
// routes came in v6.1.0-beta (blockscout/blockscout 9c41c6abb6, #9145)
// unless said.

struct get_account_abstraction_status
    : endpoint<"account-abstraction-status", "GET", "/api/v2/proxy/account-abstraction/status", services::blockscout,
               "How far the user operations indexer has come",
               // Its route came in v7.0.0 (blockscout/blockscout a81acda7a5, #11784).
               response_in<contracts::blockscout, blockscout::account_abstraction_status_response, version{7, 0, 0}>, api_v2_errors> {};

struct get_account_abstraction_operations
    : endpoint<"account-abstraction-operations", "GET", "/api/v2/proxy/account-abstraction/operations", services::blockscout,
               "The latest ERC-4337 user operations, a page at a time",
               response_in<contracts::blockscout, blockscout::user_operations_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_operation
    : endpoint<"account-abstraction-operation", "GET", "/api/v2/proxy/account-abstraction/operations/{operation_hash}", services::blockscout,
               "One ERC-4337 user operation",
               response_in<contracts::blockscout, blockscout::user_operation_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_operation_summary
    : endpoint<"account-abstraction-operation-summary", "GET", "/api/v2/proxy/account-abstraction/operations/{operation_hash}/summary", services::blockscout,
               "A human-readable summary of one user operation",
               // Its route came in v6.3.0-beta (blockscout/blockscout ac5625df90, #9473).
               response_in<contracts::blockscout, blockscout::user_operation_summary_response, version{6, 3, 0}>, api_v2_errors> {};

struct get_account_abstraction_bundlers
    : endpoint<"account-abstraction-bundlers", "GET", "/api/v2/proxy/account-abstraction/bundlers", services::blockscout,
               "The bundlers and their counts, a page at a time",
               response_in<contracts::blockscout, blockscout::bundlers_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_bundler
    : endpoint<"account-abstraction-bundler", "GET", "/api/v2/proxy/account-abstraction/bundlers/{address_hash}", services::blockscout,
               "One bundler and its counts",
               response_in<contracts::blockscout, blockscout::bundler_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_paymasters
    : endpoint<"account-abstraction-paymasters", "GET", "/api/v2/proxy/account-abstraction/paymasters", services::blockscout,
               "The paymasters, most operations first, a page at a time",
               response_in<contracts::blockscout, blockscout::paymasters_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_paymaster
    : endpoint<"account-abstraction-paymaster", "GET", "/api/v2/proxy/account-abstraction/paymasters/{address_hash}", services::blockscout,
               "One paymaster and its count",
               response_in<contracts::blockscout, blockscout::paymaster_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_factories
    : endpoint<"account-abstraction-factories", "GET", "/api/v2/proxy/account-abstraction/factories", services::blockscout,
               "The account factories, most accounts first, a page at a time",
               response_in<contracts::blockscout, blockscout::account_factories_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_factory
    : endpoint<"account-abstraction-factory", "GET", "/api/v2/proxy/account-abstraction/factories/{address_hash}", services::blockscout,
               "One account factory and its count",
               response_in<contracts::blockscout, blockscout::account_factory_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_accounts
    : endpoint<"account-abstraction-accounts", "GET", "/api/v2/proxy/account-abstraction/accounts", services::blockscout,
               "The smart accounts that sent user operations, a page at a time",
               response_in<contracts::blockscout, blockscout::smart_accounts_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_account
    : endpoint<"account-abstraction-account", "GET", "/api/v2/proxy/account-abstraction/accounts/{address_hash}", services::blockscout,
               "One smart account: its creation and its count",
               response_in<contracts::blockscout, blockscout::smart_account_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_account_abstraction_bundles
    : endpoint<"account-abstraction-bundles", "GET", "/api/v2/proxy/account-abstraction/bundles", services::blockscout,
               "The latest bundles of user operations, a page at a time",
               response_in<contracts::blockscout, blockscout::bundles_response, version{6, 1, 0}>, api_v2_errors> {};

struct get_token_instance_transfers
    : endpoint<"token-instance-transfers", "GET", "/api/v2/tokens/{address_hash}/instances/{id}/transfers", services::blockscout,
               "The transfers of one NFT instance, a page at a time", response_in<contracts::blockscout, blockscout::token_transfers_response>, api_v2_errors> {};

struct get_token_instance_transfers_count
    : endpoint<"token-instance-transfers-count", "GET", "/api/v2/tokens/{address_hash}/instances/{id}/transfers-count", services::blockscout,
               "How many transfers moved one NFT instance", response_in<contracts::blockscout, blockscout::token_instance_transfers_count_response>, api_v2_errors> {};

struct get_transaction_external_transactions
    : endpoint<"transaction-external-transactions", "GET", "/api/v2/transactions/{transaction_hash}/external-transactions", services::blockscout,
               "The Solana transactions linked to one Neon transaction",
               // Its route came in v7.0.0 (blockscout/blockscout 5bfe4f41d7, #11736), for Neon alone.
               response_in<contracts::blockscout, blockscout::external_transactions_response, version{7, 0, 0}>, api_v2_errors> {};

struct get_transaction_fhe_operations
    : endpoint<"transaction-fhe-operations", "GET", "/api/v2/transactions/{transaction_hash}/fhe-operations", services::blockscout,
               "The FHE operations of one transaction and their HCU totals",
               // Its route came in v11.0.0 (blockscout/blockscout dd36bdbba3, #13742).
               response_in<contracts::blockscout, blockscout::fhe_operations_response, version{11, 0, 0}>, api_v2_errors> {};

struct get_transaction_preview
    : endpoint<"transaction-preview", "GET", "/api/v2/transactions/{transaction_hash}/preview", services::blockscout,
               "One transaction's status, time, method and ends, for a link preview",
               // Its route came in v11.2.7 (blockscout/blockscout b3ca3f6cc7, #14638).
               response_in<contracts::blockscout, blockscout::transaction_preview_response, version{11, 2, 7}>, api_v2_errors> {};

struct get_transaction_raw_trace
    : endpoint<"transaction-raw-trace", "GET", "/api/v2/transactions/{transaction_hash}/raw-trace", services::blockscout,
               "One transaction's trace as the node gives it", response_in<contracts::blockscout, blockscout::raw_trace_response>, api_v2_errors> {};

struct get_transaction_state_changes
    : endpoint<"transaction-state-changes", "GET", "/api/v2/transactions/{transaction_hash}/state-changes", services::blockscout,
               "The coin and token balances one transaction changed, a page at a time", response_in<contracts::blockscout, blockscout::state_changes_response>, api_v2_errors> {};

// Search beside /api/v2/search, the advanced filter, and the /api/legacy/
// paths of the RPC API.

struct get_search_check_redirect
    : endpoint<"search-check-redirect", "GET", "/api/v2/search/check-redirect?q={q}", services::blockscout,
               "Whether a text names one address, block, transaction, ... whose page to open", response_in<contracts::blockscout, blockscout::search_check_redirect_response>, api_v2_errors> {};

struct get_search_quick
    : endpoint<"search-quick", "GET", "/api/v2/search/quick?q={q}", services::blockscout,
               "What a text names, up to 50 results in one array", response_in<contracts::blockscout, blockscout::search_quick_response>, api_v2_errors> {};

struct get_v1_search
    : endpoint<"v1-search", "GET", "/api/v1/search?q={q}", services::blockscout,
               "The search of /api/v2/search at its former path, a page at a time", response_in<contracts::blockscout, blockscout::search_response>> {};

struct get_advanced_filters
    : endpoint<"advanced-filters", "GET", "/api/v2/advanced-filters", services::blockscout,
               "Transactions, internal transactions and token transfers by filter, a page at a time",
               // Its route came in v6.7.0-beta (blockscout/blockscout e02dde7ee9, #9769).
               response_in<contracts::blockscout, blockscout::advanced_filters_response, version{6, 7, 0}>, api_v2_errors> {};

struct get_advanced_filters_methods
    : endpoint<"advanced-filters-methods", "GET", "/api/v2/advanced-filters/methods", services::blockscout,
               "The methods the advanced filter offers to select",
               // Its route came in v6.7.0-beta (blockscout/blockscout e02dde7ee9, #9769).
               response_in<contracts::blockscout, blockscout::advanced_filter_methods_response, version{6, 7, 0}>, api_v2_errors> {};

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
                                 get_transaction, get_transactions, get_address_transactions, get_blocks,
                                 get_block, get_block_transactions, get_address, get_address_counters,
                                 get_address_token_balances, get_address_tokens, get_address_token_transfers,
                                 get_address_internal_transactions, get_address_logs,
                                 get_address_blocks_validated, get_address_nft_collections, get_tokens,
                                 get_token, get_token_counters, get_token_holders, get_token_transfers_of_token,
                                 get_token_instances, get_token_instance, get_token_instance_holders,
                                 get_token_transfers, get_transaction_token_transfers,
                                 get_transaction_internal_transactions, get_transaction_logs,
                                 get_smart_contracts, get_smart_contract, get_stats, get_search, get_addresses,
                                 get_address_coin_balance_history, get_address_coin_balance_history_by_day,
                                 get_address_nft, get_address_tabs_counters, get_address_withdrawals,
                                 get_block_withdrawals, get_withdrawals, get_withdrawals_counters,
                                 get_block_countdown, get_block_internal_transactions,
                                 get_internal_transactions, get_main_page_blocks, get_main_page_indexing_status,
                                 get_main_page_transactions_watchlist, get_transactions_watchlist,
                                 get_transactions_stats, get_smart_contracts_counters,
                                 get_smart_contract_audit_reports, get_stats_hot_smart_contracts,
                                 get_config_backend, get_config_backend_version, get_config_csv_export,
                                 get_config_db_background_migrations, get_config_indexer,
                                 get_config_public_metrics, get_config_smart_contracts_languages,
                                 get_csv_export, get_stats_charts_market,
                                 get_stats_charts_secondary_coin_market, get_stats_charts_transactions,
                                 get_account_abstraction_status, get_account_abstraction_operations,
                                 get_account_abstraction_operation, get_account_abstraction_operation_summary,
                                 get_account_abstraction_bundlers, get_account_abstraction_bundler,
                                 get_account_abstraction_paymasters, get_account_abstraction_paymaster,
                                 get_account_abstraction_factories, get_account_abstraction_factory,
                                 get_account_abstraction_accounts, get_account_abstraction_account,
                                 get_account_abstraction_bundles, get_token_instance_transfers,
                                 get_token_instance_transfers_count, get_transaction_external_transactions,
                                 get_transaction_fhe_operations, get_transaction_preview,
                                 get_transaction_raw_trace, get_transaction_state_changes,
                                 get_search_check_redirect, get_search_quick, get_v1_search,
                                 get_advanced_filters, get_advanced_filters_methods,
                                 get_legacy_block_eth_block_number, get_legacy_block_get_block_number_by_time,
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

/// Calls `f(E{}, C{}, std::type_identity<Body>{})` for the body `Body`
/// that the endpoint `E` named `endpoint` answers with HTTP status `status`
/// under the contract `C` named `contract`; false when there is none.
template <class F>
bool visit_body(std::string_view endpoint, std::string_view contract, unsigned status, F&& f)
{
    bool found = false;
    visit_by_names(endpoint, contract, [&](auto e, auto c) {
        boost::mp11::mp_for_each<bodies_of<decltype(e), decltype(c)>>([&](auto b) {
            if (!found && decltype(b)::status == status) {
                found = true;
                f(e, c, std::type_identity<typename decltype(b)::body>{});
            }
        });
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
/// The response of each endpoint under `Contract`, in the registry's order.
template <class Contract>
using responses_of = boost::mp11::mp_transform_q<responses_under<Contract>, endpoints::of<Contract>>;

template <class Body>
using body_type = typename Body::body;
template <class Contract>
struct bodies_under {
    template <class Endpoint>
    using fn = boost::mp11::mp_transform<body_type, bodies_of<Endpoint, Contract>>;
};
template <class Contract>
using bodies_of_contract = boost::mp11::mp_apply<
    boost::mp11::mp_append, boost::mp11::mp_transform_q<bodies_under<Contract>, endpoints::of<Contract>>>;
} // namespace detail

/// Every body type, once: of each endpoint under each contract, for each
/// status (its response, and under Blockscout's contract its error bodies).
using every_response = boost::mp11::mp_unique<boost::mp11::mp_apply<
    boost::mp11::mp_append, boost::mp11::mp_transform<detail::bodies_of_contract, contracts::all>>>;

} // namespace explorer_schema

// With the compiled library, what it holds for the responses above is
// declared extern: each operation here or at the end of its header,
// whichever comes second (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_REGISTRY_COMPLETE
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
