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
#include <explorer_schema/contracts/blockscout/arbitrum.hpp>
#include <explorer_schema/contracts/blockscout/beacon_deposit.hpp>
#include <explorer_schema/contracts/blockscout/blob.hpp>
#include <explorer_schema/contracts/blockscout/block.hpp>
#include <explorer_schema/contracts/blockscout/celo.hpp>
#include <explorer_schema/contracts/blockscout/coin_balance.hpp>
#include <explorer_schema/contracts/blockscout/config.hpp>
#include <explorer_schema/contracts/blockscout/csv_export.hpp>
#include <explorer_schema/contracts/blockscout/errors.hpp>
#include <explorer_schema/contracts/blockscout/fhe_operation.hpp>
#include <explorer_schema/contracts/blockscout/internal_transaction.hpp>
#include <explorer_schema/contracts/blockscout/legacy.hpp>
#include <explorer_schema/contracts/blockscout/log.hpp>
#include <explorer_schema/contracts/blockscout/mud.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/optimism.hpp>
#include <explorer_schema/contracts/blockscout/raw_trace.hpp>
#include <explorer_schema/contracts/blockscout/scroll.hpp>
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
#include <explorer_schema/contracts/blockscout/zilliqa.hpp>
#include <explorer_schema/contracts/blockscout/zksync.hpp>
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

// The paths only some chain types' builds serve (CHAIN_TYPE; see
// blockscout_chain_types): each names the chain types after its release,
// and validate under another chain type says it has no such path.

struct get_arbitrum_batches
    : endpoint<"arbitrum-batches", "GET", "/api/v2/arbitrum/batches", services::blockscout,
               "Arbitrum's batches committed to the parent chain, a page at a time",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_batches_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_batches_count
    : endpoint<"arbitrum-batches-count", "GET", "/api/v2/arbitrum/batches/count", services::blockscout,
               "How many batches Arbitrum committed to the parent chain",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_batches_count_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_batch
    : endpoint<"arbitrum-batch", "GET", "/api/v2/arbitrum/batches/{batch_number}", services::blockscout,
               "One Arbitrum batch, with its data availability",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_batch_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_batch_by_anytrust
    : endpoint<"arbitrum-batch-by-anytrust", "GET", "/api/v2/arbitrum/batches/da/anytrust/{data_hash}", services::blockscout,
               "The Arbitrum batch an AnyTrust data hash certifies, or with type=all every such batch",
               // Route: v6.8.0-beta (3c268d2196, #10144); type=all from v6.10.1 (e4566438f8, #11485).
               response_in<contracts::blockscout, blockscout::arbitrum_batch_by_data_hash_response, version{6, 8, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_batch_by_celestia
    : endpoint<"arbitrum-batch-by-celestia", "GET", "/api/v2/arbitrum/batches/da/celestia/{height}/{transaction_commitment}", services::blockscout,
               "The Arbitrum batch a Celestia blob holds",
               // Route: v6.8.0-beta (3c268d2196, #10144) as /batches/da/celestia/:height/:tx_commitment; the
               // parameter became :transaction_commitment in v6.9.0-beta (b030792cf1, #10913), the path is the same.
               response_in<contracts::blockscout, blockscout::arbitrum_batch_response, version{6, 8, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_batch_by_eigenda
    : endpoint<"arbitrum-batch-by-eigenda", "GET", "/api/v2/arbitrum/batches/da/eigenda/{data_hash}", services::blockscout,
               "The Arbitrum batch an EigenDA blob holds, or with type=all every such batch",
               // Route: v9.2.0 (c2a8ca56b0, #12915).
               response_in<contracts::blockscout, blockscout::arbitrum_batch_by_data_hash_response, version{9, 2, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_messages
    : endpoint<"arbitrum-messages", "GET", "/api/v2/arbitrum/messages/{direction}", services::blockscout,
               "Arbitrum's cross-chain messages one way, a page at a time",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_messages_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_messages_count
    : endpoint<"arbitrum-messages-count", "GET", "/api/v2/arbitrum/messages/{direction}/count", services::blockscout,
               "How many cross-chain messages Arbitrum has one way",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_messages_count_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_claim_message
    : endpoint<"arbitrum-claim-message", "GET", "/api/v2/arbitrum/messages/claim/{message_id}", services::blockscout,
               "What to send the parent chain's Outbox to claim one Arbitrum withdrawal",
               // Route: v6.10.0 (c706b33b40, #10804).
               response_in<contracts::blockscout, blockscout::arbitrum_claim_message_response, version{6, 10, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_arbitrum_withdrawals
    : endpoint<"arbitrum-withdrawals", "GET", "/api/v2/arbitrum/messages/withdrawals/{transaction_hash}", services::blockscout,
               "The withdrawals one Arbitrum transaction started",
               // Route: v6.10.0 (c706b33b40, #10804).
               response_in<contracts::blockscout, blockscout::arbitrum_withdrawals_response, version{6, 10, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_block_arbitrum_batch
    : endpoint<"block-arbitrum-batch", "GET", "/api/v2/blocks/arbitrum-batch/{batch_number}", services::blockscout,
               "The rollup blocks of one Arbitrum batch, a page at a time",
               // Route: v6.7.0-beta (35c885def5, #9312); BlockController.arbitrum_batch renders the blocks list.
               response_in<contracts::blockscout, blockscout::blocks_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_transaction_arbitrum_batch
    : endpoint<"transaction-arbitrum-batch", "GET", "/api/v2/transactions/arbitrum-batch/{batch_number}", services::blockscout,
               "The rollup transactions of one Arbitrum batch, a page at a time",
               // Route: v6.7.0-beta (35c885def5, #9312); TransactionController.arbitrum_batch renders the transactions list.
               response_in<contracts::blockscout, blockscout::transactions_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_main_page_arbitrum_batches_committed
    : endpoint<"main-page-arbitrum-batches-committed", "GET", "/api/v2/main-page/arbitrum/batches/committed", services::blockscout,
               "Arbitrum's ten newest committed batches, for the main page",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_committed_batches_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_main_page_arbitrum_batches_latest_number
    : endpoint<"main-page-arbitrum-batches-latest-number", "GET", "/api/v2/main-page/arbitrum/batches/latest-number", services::blockscout,
               "The number of Arbitrum's newest batch, for the main page",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_latest_batch_number_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_main_page_arbitrum_messages_to_rollup
    : endpoint<"main-page-arbitrum-messages-to-rollup", "GET", "/api/v2/main-page/arbitrum/messages/to-rollup", services::blockscout,
               "The six newest relayed messages to Arbitrum, for the main page",
               // Route: v6.7.0-beta (35c885def5, #9312).
               response_in<contracts::blockscout, blockscout::arbitrum_recent_messages_response, version{6, 7, 0}, chain_set{chain_type::arbitrum}>, api_v2_errors> {};

struct get_optimism_batches
    : endpoint<"optimism-batches", "GET", "/api/v2/optimism/batches", services::blockscout,
               "The OP stack's L1 batches, a page at a time",
               // Route: v6.8.0-beta (c6ee4719ca, #10199).
               response_in<contracts::blockscout, blockscout::optimism_batches_response, version{6, 8, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_batches_count
    : endpoint<"optimism-batches-count", "GET", "/api/v2/optimism/batches/count", services::blockscout,
               "How many L1 batches the OP stack has",
               // Route: v6.8.0-beta (c6ee4719ca, #10199).
               response_in<contracts::blockscout, blockscout::optimism_count_response, version{6, 8, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_batch
    : endpoint<"optimism-batch", "GET", "/api/v2/optimism/batches/{number}", services::blockscout,
               "One OP stack L1 batch",
               // Route: v6.8.0-beta (c6ee4719ca) as /batches/:internal_id; the parameter became :number in
               // v9.1.0 (cab58dccd7, #13181), the path is the same.
               response_in<contracts::blockscout, blockscout::optimism_batch_response, version{6, 8, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_batch_by_celestia_blob
    : endpoint<"optimism-batch-by-celestia-blob", "GET", "/api/v2/optimism/batches/da/celestia/{height}/{commitment}", services::blockscout,
               "The OP stack L1 batch a Celestia blob holds",
               // Route: v6.8.0-beta (c6ee4719ca, #10199).
               response_in<contracts::blockscout, blockscout::optimism_batch_response, version{6, 8, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_output_roots
    : endpoint<"optimism-output-roots", "GET", "/api/v2/optimism/output-roots", services::blockscout,
               "The OP stack's output roots, a page at a time",
               // Route: v6.3.0-beta (9819522ea1, #9460).
               response_in<contracts::blockscout, blockscout::optimism_output_roots_response, version{6, 3, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_output_roots_count
    : endpoint<"optimism-output-roots-count", "GET", "/api/v2/optimism/output-roots/count", services::blockscout,
               "How many output roots the OP stack has",
               response_in<contracts::blockscout, blockscout::optimism_count_response, version{6, 3, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_deposits
    : endpoint<"optimism-deposits", "GET", "/api/v2/optimism/deposits", services::blockscout,
               "The OP stack's deposits from L1, a page at a time",
               response_in<contracts::blockscout, blockscout::optimism_deposits_response, version{6, 3, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_deposits_count
    : endpoint<"optimism-deposits-count", "GET", "/api/v2/optimism/deposits/count", services::blockscout,
               "How many deposits from L1 the OP stack has",
               response_in<contracts::blockscout, blockscout::optimism_count_response, version{6, 3, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_withdrawals
    : endpoint<"optimism-withdrawals", "GET", "/api/v2/optimism/withdrawals", services::blockscout,
               "The OP stack's withdrawals to L1, a page at a time",
               response_in<contracts::blockscout, blockscout::optimism_withdrawals_response, version{6, 3, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_withdrawals_count
    : endpoint<"optimism-withdrawals-count", "GET", "/api/v2/optimism/withdrawals/count", services::blockscout,
               "How many withdrawals to L1 the OP stack has",
               response_in<contracts::blockscout, blockscout::optimism_count_response, version{6, 3, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_games
    : endpoint<"optimism-games", "GET", "/api/v2/optimism/games", services::blockscout,
               "The OP stack's dispute games, a page at a time",
               // Route: v6.5.0-beta (01fe4e5537, #9892).
               response_in<contracts::blockscout, blockscout::optimism_games_response, version{6, 5, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_optimism_games_count
    : endpoint<"optimism-games-count", "GET", "/api/v2/optimism/games/count", services::blockscout,
               "How many dispute games the OP stack has",
               // Route: v6.5.0-beta (01fe4e5537, #9892).
               response_in<contracts::blockscout, blockscout::optimism_count_response, version{6, 5, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_block_optimism_batch
    : endpoint<"block-optimism-batch", "GET", "/api/v2/blocks/optimism-batch/{number}", services::blockscout,
               "The L2 blocks of one OP stack batch, a page at a time",
               // Route: v6.8.0-beta (c846237ac8, #10566); BlockController.optimism_batch renders the blocks list.
               response_in<contracts::blockscout, blockscout::blocks_response, version{6, 8, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_transaction_optimism_batch
    : endpoint<"transaction-optimism-batch", "GET", "/api/v2/transactions/optimism-batch/{number}", services::blockscout,
               "The L2 transactions of one OP stack batch, a page at a time",
               // Route: v6.8.0-beta (c846237ac8, #10566); TransactionController.optimism_batch renders the transactions list.
               response_in<contracts::blockscout, blockscout::transactions_response, version{6, 8, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_main_page_optimism_deposits
    : endpoint<"main-page-optimism-deposits", "GET", "/api/v2/main-page/optimism-deposits", services::blockscout,
               "The newest six deposits from L1 of the OP stack",
               // Route: v6.3.0-beta (9819522ea1, #9460), MainPageController until OptimismController took it.
               response_in<contracts::blockscout, blockscout::optimism_main_page_deposits_response, version{6, 3, 0}, chain_set{chain_type::optimism}>, api_v2_errors> {};

struct get_celo_epochs
    : endpoint<"celo-epochs", "GET", "/api/v2/celo/epochs", services::blockscout,
               "Celo's epochs, a page at a time",
               response_in<contracts::blockscout, blockscout::celo_epochs_response, version{9, 0, 0}, chain_set{chain_type::celo}>, api_v2_errors> {};

struct get_celo_epoch
    : endpoint<"celo-epoch", "GET", "/api/v2/celo/epochs/{number}", services::blockscout,
               "One Celo epoch, its distribution and rewards",
               response_in<contracts::blockscout, blockscout::celo_epoch_response, version{9, 0, 0}, chain_set{chain_type::celo}>, api_v2_errors> {};

struct get_celo_epoch_election_rewards
    : endpoint<"celo-epoch-election-rewards", "GET", "/api/v2/celo/epochs/{number}/election-rewards/{type}", services::blockscout,
               "The election rewards of one type a Celo epoch paid, a page at a time",
               response_in<contracts::blockscout, blockscout::celo_epoch_election_rewards_response, version{9, 0, 0}, chain_set{chain_type::celo}>, api_v2_errors> {};

struct get_address_celo_election_rewards
    : endpoint<"address-celo-election-rewards", "GET", "/api/v2/addresses/{address_hash}/celo/election-rewards", services::blockscout,
               "The Celo election rewards an address received, a page at a time",
               response_in<contracts::blockscout, blockscout::celo_address_election_rewards_response, version{9, 0, 0}, chain_set{chain_type::celo}>, api_v2_errors> {};

struct get_config_celo
    : endpoint<"config-celo", "GET", "/api/v2/config/celo", services::blockscout,
               "Celo's L2 migration block",
               response_in<contracts::blockscout, blockscout::config_celo_response, version{9, 0, 0}, chain_set{chain_type::celo}>, api_v2_errors> {};

struct get_mud_worlds
    : endpoint<"mud-worlds", "GET", "/api/v2/mud/worlds", services::blockscout,
               "The MUD worlds, a page at a time",
               response_in<contracts::blockscout, blockscout::mud_worlds_response, version{6, 6, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_worlds_count
    : endpoint<"mud-worlds-count", "GET", "/api/v2/mud/worlds/count", services::blockscout,
               "How many MUD worlds there are",
               response_in<contracts::blockscout, blockscout::mud_count_response, version{6, 6, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_world_tables
    : endpoint<"mud-world-tables", "GET", "/api/v2/mud/worlds/{world}/tables", services::blockscout,
               "The tables of one MUD world, a page at a time",
               response_in<contracts::blockscout, blockscout::mud_tables_response, version{6, 6, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_world_tables_count
    : endpoint<"mud-world-tables-count", "GET", "/api/v2/mud/worlds/{world}/tables/count", services::blockscout,
               "How many tables one MUD world has",
               response_in<contracts::blockscout, blockscout::mud_count_response, version{6, 6, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_world_systems
    : endpoint<"mud-world-systems", "GET", "/api/v2/mud/worlds/{world}/systems", services::blockscout,
               "The systems of one MUD world",
               response_in<contracts::blockscout, blockscout::mud_systems_response, version{6, 9, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_world_system
    : endpoint<"mud-world-system", "GET", "/api/v2/mud/worlds/{world}/systems/{system}", services::blockscout,
               "The ABI of one system of a MUD world",
               response_in<contracts::blockscout, blockscout::mud_system_response, version{6, 9, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_world_table_records
    : endpoint<"mud-world-table-records", "GET", "/api/v2/mud/worlds/{world}/tables/{table_id}/records", services::blockscout,
               "The records of one MUD table, a page at a time",
               response_in<contracts::blockscout, blockscout::mud_records_response, version{6, 6, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_world_table_records_count
    : endpoint<"mud-world-table-records-count", "GET", "/api/v2/mud/worlds/{world}/tables/{table_id}/records/count", services::blockscout,
               "How many records one MUD table has",
               response_in<contracts::blockscout, blockscout::mud_count_response, version{6, 6, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_mud_world_table_record
    : endpoint<"mud-world-table-record", "GET", "/api/v2/mud/worlds/{world}/tables/{table_id}/records/{record_id}", services::blockscout,
               "One record of a MUD table",
               response_in<contracts::blockscout, blockscout::mud_record_response, version{6, 6, 0}, chain_set{chain_type::mud}>, api_v2_errors> {};

struct get_scroll_batches
    : endpoint<"scroll-batches", "GET", "/api/v2/scroll/batches", services::blockscout,
               "Scroll's batches committed to L1, a page at a time",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484).
               response_in<contracts::blockscout, blockscout::scroll_batches_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_scroll_batches_count
    : endpoint<"scroll-batches-count", "GET", "/api/v2/scroll/batches/count", services::blockscout,
               "How many batches Scroll committed to L1",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484).
               response_in<contracts::blockscout, blockscout::scroll_count_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_scroll_batch
    : endpoint<"scroll-batch", "GET", "/api/v2/scroll/batches/{number}", services::blockscout,
               "One Scroll batch, with its commit and finalization on L1",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484).
               response_in<contracts::blockscout, blockscout::scroll_batch_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_scroll_deposits
    : endpoint<"scroll-deposits", "GET", "/api/v2/scroll/deposits", services::blockscout,
               "Scroll's bridge deposits from L1, a page at a time",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484).
               response_in<contracts::blockscout, blockscout::scroll_bridge_items_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_scroll_deposits_count
    : endpoint<"scroll-deposits-count", "GET", "/api/v2/scroll/deposits/count", services::blockscout,
               "How many bridge deposits Scroll has",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484).
               response_in<contracts::blockscout, blockscout::scroll_count_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_scroll_withdrawals
    : endpoint<"scroll-withdrawals", "GET", "/api/v2/scroll/withdrawals", services::blockscout,
               "Scroll's bridge withdrawals to L1, a page at a time",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484).
               response_in<contracts::blockscout, blockscout::scroll_bridge_items_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_scroll_withdrawals_count
    : endpoint<"scroll-withdrawals-count", "GET", "/api/v2/scroll/withdrawals/count", services::blockscout,
               "How many bridge withdrawals Scroll has",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484).
               response_in<contracts::blockscout, blockscout::scroll_count_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_block_scroll_batch
    : endpoint<"block-scroll-batch", "GET", "/api/v2/blocks/scroll-batch/{batch_number}", services::blockscout,
               "The L2 blocks of one Scroll batch, a page at a time",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484); BlockController.scroll_batch renders BlockView's list,
               // to which a scroll build adds nothing.
               response_in<contracts::blockscout, blockscout::blocks_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_transaction_scroll_batch
    : endpoint<"transaction-scroll-batch", "GET", "/api/v2/transactions/scroll-batch/{batch_number}", services::blockscout,
               "The L2 transactions of one Scroll batch, a page at a time",
               // Route: v6.9.0-beta (eafe7c8b3b, #10484); TransactionView's list (the `scroll` member is the
               // single transaction's only).
               response_in<contracts::blockscout, blockscout::transactions_response, version{6, 9, 0}, chain_set{chain_type::scroll}>, api_v2_errors> {};

struct get_beacon_deposits
    : endpoint<"beacon-deposits", "GET", "/api/v2/beacon/deposits", services::blockscout,
               "The beacon chain's deposits, newest first, a page at a time",
               // Route: v9.1.0 (5ac2ce3108, #12985).
               response_in<contracts::blockscout, blockscout::beacon_deposits_response, version{9, 1, 0}, chain_set{chain_type::ethereum}>, api_v2_errors> {};

struct get_beacon_deposits_count
    : endpoint<"beacon-deposits-count", "GET", "/api/v2/beacon/deposits/count", services::blockscout,
               "How many beacon chain deposits there are",
               // Route: v9.1.0 (5ac2ce3108, #12985).
               response_in<contracts::blockscout, blockscout::beacon_deposits_count_response, version{9, 1, 0}, chain_set{chain_type::ethereum}>, api_v2_errors> {};

struct get_address_beacon_deposits
    : endpoint<"address-beacon-deposits", "GET", "/api/v2/addresses/{address_hash}/beacon/deposits", services::blockscout,
               "The beacon chain deposits one address sent, a page at a time",
               // Route: v9.1.0 (5ac2ce3108, #12985).
               response_in<contracts::blockscout, blockscout::beacon_deposits_response, version{9, 1, 0}, chain_set{chain_type::ethereum}>, api_v2_errors> {};

struct get_block_beacon_deposits
    : endpoint<"block-beacon-deposits", "GET", "/api/v2/blocks/{block_hash_or_number}/beacon/deposits", services::blockscout,
               "The beacon chain deposits of one block, a page at a time",
               // Route: v9.1.0 (5ac2ce3108, #12985).
               response_in<contracts::blockscout, blockscout::beacon_deposits_response, version{9, 1, 0}, chain_set{chain_type::ethereum}>, api_v2_errors> {};

struct get_transaction_beacon_deposits
    : endpoint<"transaction-beacon-deposits", "GET", "/api/v2/transactions/{transaction_hash}/beacon/deposits", services::blockscout,
               "The beacon chain deposits of one transaction, a page at a time",
               // Route: v9.1.0 (5ac2ce3108, #12985).
               response_in<contracts::blockscout, blockscout::beacon_deposits_response, version{9, 1, 0}, chain_set{chain_type::ethereum}>, api_v2_errors> {};

struct get_transaction_blobs
    : endpoint<"transaction-blobs", "GET", "/api/v2/transactions/{transaction_hash}/blobs", services::blockscout,
               "The EIP-4844 blobs one transaction carries, in one list",
               // Route: v6.2.0-beta (d49020ef89), ethereum-only from the start.
               response_in<contracts::blockscout, blockscout::transaction_blobs_response, version{6, 2, 0}, chain_set{chain_type::ethereum}>, api_v2_errors> {};

struct get_blob
    : endpoint<"blob", "GET", "/api/v2/blobs/{blob_hash}", services::blockscout,
               "One EIP-4844 blob by its versioned hash, with the transactions that carry it",
               // Route: v6.2.0-beta (d49020ef89; the controller's fetcher wiring 00a1dfb0d3), ethereum-only.
               response_in<contracts::blockscout, blockscout::blob_response, version{6, 2, 0}, chain_set{chain_type::ethereum}>, api_v2_errors> {};

struct get_zilliqa_validators
    : endpoint<"zilliqa-validators", "GET", "/api/v2/validators/zilliqa", services::blockscout,
               "Zilliqa's active stakers, a page at a time",
               // Route: v8.0.0 (22bcfd1f0c, #11615).
               response_in<contracts::blockscout, blockscout::zilliqa_stakers_response, version{8, 0, 0}, chain_set{chain_type::zilliqa}>, api_v2_errors> {};

struct get_zilliqa_validator
    : endpoint<"zilliqa-validator", "GET", "/api/v2/validators/zilliqa/{bls_public_key}", services::blockscout,
               "One Zilliqa staker by its BLS public key",
               // Route: v8.0.0 (22bcfd1f0c, #11615).
               response_in<contracts::blockscout, blockscout::zilliqa_staker_response, version{8, 0, 0}, chain_set{chain_type::zilliqa}>, api_v2_errors> {};

struct get_zksync_batches
    : endpoint<"zksync-batches", "GET", "/api/v2/zksync/batches", services::blockscout,
               "ZkSync's batches, a page at a time",
               // Route: v6.3.0-beta (51d82f1dbf, #9631).
               response_in<contracts::blockscout, blockscout::zksync_batches_response, version{6, 3, 0}, chain_set{chain_type::zksync}>, api_v2_errors> {};

struct get_zksync_batches_count
    : endpoint<"zksync-batches-count", "GET", "/api/v2/zksync/batches/count", services::blockscout,
               "How many batches ZkSync has",
               // Route: v6.3.0-beta (51d82f1dbf, #9631).
               response_in<contracts::blockscout, blockscout::zksync_number_response, version{6, 3, 0}, chain_set{chain_type::zksync}>, api_v2_errors> {};

struct get_zksync_batch
    : endpoint<"zksync-batch", "GET", "/api/v2/zksync/batches/{batch_number}", services::blockscout,
               "One ZkSync batch, with its commit, proof and execution on L1",
               // Route: v6.3.0-beta (51d82f1dbf, #9631).
               response_in<contracts::blockscout, blockscout::zksync_batch_response, version{6, 3, 0}, chain_set{chain_type::zksync}>, api_v2_errors> {};

struct get_main_page_zksync_batches_confirmed
    : endpoint<"main-page-zksync-batches-confirmed", "GET", "/api/v2/main-page/zksync/batches/confirmed", services::blockscout,
               "The newest ZkSync batches committed to L1, for the main page",
               // Route: v6.3.0-beta (51d82f1dbf, #9631).
               response_in<contracts::blockscout, blockscout::zksync_confirmed_batches_response, version{6, 3, 0}, chain_set{chain_type::zksync}>, api_v2_errors> {};

struct get_main_page_zksync_batches_latest_number
    : endpoint<"main-page-zksync-batches-latest-number", "GET", "/api/v2/main-page/zksync/batches/latest-number", services::blockscout,
               "The newest ZkSync batch's number, for the main page",
               // Route: v6.3.0-beta (51d82f1dbf, #9631).
               response_in<contracts::blockscout, blockscout::zksync_number_response, version{6, 3, 0}, chain_set{chain_type::zksync}>, api_v2_errors> {};

struct get_transaction_zksync_batch
    : endpoint<"transaction-zksync-batch", "GET", "/api/v2/transactions/zksync-batch/{batch_number}", services::blockscout,
               "The L2 transactions of one ZkSync batch, a page at a time",
               // Route: v6.3.0-beta (51d82f1dbf, #9631); TransactionView's list (the `zksync` member is the single
               // transaction's only).
               response_in<contracts::blockscout, blockscout::transactions_response, version{6, 3, 0}, chain_set{chain_type::zksync}>, api_v2_errors> {};

struct get_transaction_execution_node
    : endpoint<"transaction-execution-node", "GET", "/api/v2/transactions/execution-node/{execution_node_hash}", services::blockscout,
               "The transactions one SUAVE execution node (kettle) ran, a page at a time",
               // Route: v5.3.1-beta (e9522deb1e, #8556); TransactionView's list (SuaveView extends only a single
               // transaction).
               response_in<contracts::blockscout, blockscout::transactions_response, version{6, 0, 0}, chain_set{chain_type::suave}>, api_v2_errors> {};

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
                                 get_legacy_logs_get_logs,
                                 get_arbitrum_batches, get_arbitrum_batches_count, get_arbitrum_batch, get_arbitrum_batch_by_anytrust, get_arbitrum_batch_by_celestia, get_arbitrum_batch_by_eigenda, get_arbitrum_messages, get_arbitrum_messages_count, get_arbitrum_claim_message, get_arbitrum_withdrawals, get_block_arbitrum_batch, get_transaction_arbitrum_batch, get_main_page_arbitrum_batches_committed, get_main_page_arbitrum_batches_latest_number, get_main_page_arbitrum_messages_to_rollup, get_optimism_batches, get_optimism_batches_count, get_optimism_batch, get_optimism_batch_by_celestia_blob, get_optimism_output_roots, get_optimism_output_roots_count, get_optimism_deposits, get_optimism_deposits_count, get_optimism_withdrawals, get_optimism_withdrawals_count, get_optimism_games, get_optimism_games_count, get_block_optimism_batch, get_transaction_optimism_batch, get_main_page_optimism_deposits, get_celo_epochs, get_celo_epoch, get_celo_epoch_election_rewards, get_address_celo_election_rewards, get_config_celo, get_mud_worlds, get_mud_worlds_count, get_mud_world_tables, get_mud_world_tables_count, get_mud_world_systems, get_mud_world_system, get_mud_world_table_records, get_mud_world_table_records_count, get_mud_world_table_record, get_scroll_batches, get_scroll_batches_count, get_scroll_batch, get_scroll_deposits, get_scroll_deposits_count, get_scroll_withdrawals, get_scroll_withdrawals_count, get_block_scroll_batch, get_transaction_scroll_batch, get_beacon_deposits, get_beacon_deposits_count, get_address_beacon_deposits, get_block_beacon_deposits, get_transaction_beacon_deposits, get_transaction_blobs, get_blob, get_zilliqa_validators, get_zilliqa_validator, get_zksync_batches, get_zksync_batches_count, get_zksync_batch, get_main_page_zksync_batches_confirmed, get_main_page_zksync_batches_latest_number, get_transaction_zksync_batch, get_transaction_execution_node>;

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
        explorer_schema::detail::for_each_apart<of<decltype(c)>>([&](auto e) { f(e, c); });
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
struct errors_under {
    template <class Endpoint>
    using fn = boost::mp11::mp_transform<
        body_type, typename explorer_schema::detail::error_bodies_under<typename Endpoint::errors, Contract>::type>;
};
/// The responses, then the error bodies, of the endpoints under
/// `Contract`, each list made unique first: most endpoints share their
/// error bodies.
template <class Contract>
using bodies_of_contract = boost::mp11::mp_append<
    explorer_schema::detail::unique_types<responses_of<Contract>>,
    boost::mp11::mp_apply<boost::mp11::mp_append,
                          explorer_schema::detail::unique_types<boost::mp11::mp_transform_q<errors_under<Contract>,
                                                                             endpoints::of<Contract>>>>>;
} // namespace detail

/// Every body type, once: of each endpoint under each contract, for each
/// status (its response, and under Blockscout's contract its error bodies).
using every_response = explorer_schema::detail::unique_types<boost::mp11::mp_apply<
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
