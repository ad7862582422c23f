#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_STATS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_STATS_HPP

// The chain's statistics as Blockscout sends them, and how far it has indexed the chain.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// The gas price oracle's estimate for one speed, as a request with the
/// header `updated-gas-oracle: true` (the one the Blockscout frontend makes)
/// gets it: GasPriceOracle's compose_gas_price.
struct gas_price_estimate {
    std::optional<double> price; ///< gwei, rounded up to two decimals; null when the speed has no fee
    std::optional<double> time;  ///< the expected wait, milliseconds
    std::optional<decimal_string> fiat_price; ///< a simple transfer at this price, in the configured fiat currency
    std::optional<double> base_fee;           ///< the next block's, gwei
    std::optional<double> priority_fee;       ///< gwei
    std::optional<unsigned_integer_string> priority_fee_wei;
    std::optional<unsigned_integer_string> wei; ///< the price, in wei

    static constexpr key_history release_history[]{
        {"base_fee", {6, 2, 0}},
        {"priority_fee", {6, 2, 0}},
        {"priority_fee_wei", {6, 3, 0}},
        {"wei", {6, 3, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(gas_price_estimate, (),
                      (price, time, fiat_price, base_fee, priority_fee, priority_fee_wei, wei))

/// One speed's gas price: null when the oracle has none, else its price in
/// gwei (a number) by default, or its whole estimate (an object) for a
/// request with the header `updated-gas-oracle: true`.
using gas_price = std::optional<std::variant<double, gas_price_estimate>>;

/// The gas price oracle's estimate for each speed.
struct gas_prices {
    gas_price slow;
    gas_price average;
    gas_price fast;
};
BOOST_DESCRIBE_STRUCT(gas_prices, (), (slow, average, fast))

/// `celo` of the statistics.
struct stats_celo {
    std::uint64_t epoch_number = 0; ///< the current epoch
};
BOOST_DESCRIBE_STRUCT(stats_celo, (), (epoch_number))

/// The members of the statistics that one chain type adds.
struct chain_stats_members {
    omittable<std::optional<unsigned_integer_string>> last_output_root_size; ///< optimism: transactions between the last two output roots
    omittable<stats_celo> celo;                                 ///< celo and optimism-celo
    omittable<unsigned_integer_string> rootstock_locked_btc;    ///< rsk: wei, when known

    static constexpr chain_member chain_members[]{
        {"last_output_root_size", chain_type::optimism},
        {"celo", chain_type::celo},
        {"rootstock_locked_btc", chain_type::rsk},
    };
};
BOOST_DESCRIBE_STRUCT(chain_stats_members, (), (last_output_root_size, celo, rootstock_locked_btc))

/// The chain's counters, its coin's market and its gas prices.
struct stats : chain_stats_members {
    unsigned_integer_string total_blocks;
    unsigned_integer_string total_addresses;
    unsigned_integer_string total_transactions;
    double average_block_time = 0; ///< milliseconds
    std::optional<std::string> coin_image;           ///< URL
    std::optional<std::string> secondary_coin_image; ///< URL
    std::optional<decimal_string> coin_price;        ///< in the configured fiat currency
    std::optional<double> coin_price_change_percentage; ///< since yesterday's close
    std::optional<decimal_string> secondary_coin_price;
    unsigned_integer_string total_gas_used;
    unsigned_integer_string transactions_today; ///< yesterday's count, in fact
    /// Yesterday's gas used: a decimal integer in a string, null, or the
    /// number 0 when the instance has no daily statistics for that day.
    std::optional<std::variant<unsigned_integer_string, std::uint64_t>> gas_used_today;
    /// Null only when the request asks for the updated oracle and it has no
    /// estimate.
    std::optional<blockscout::gas_prices> gas_prices;
    std::uint64_t gas_prices_update_in = 0; ///< milliseconds
    std::optional<explorer_schema::timestamp> gas_price_updated_at;
    std::optional<std::string> static_gas_price; ///< the GAS_PRICE setting, as written
    decimal_string market_cap;
    std::optional<decimal_string> tvl;
    double network_utilization_percentage = 0;

    static constexpr key_history release_history[]{
        {"coin_image", {6, 1, 0}},
        {"secondary_coin_image", {6, 8, 0}},
        {"secondary_coin_price", {6, 4, 0}},
        // The chain types' members: optimism's came in v6.3.0-beta (208192d918),
        // celo's in v6.8.1-beta (acd60fb4bf); rsk's (v5.3.0-beta, 843430cf33)
        // is older than the table.
        {"last_output_root_size", {6, 3, 0}},
        {"celo", {6, 8, 1}},
    };
};
BOOST_DESCRIBE_STRUCT(stats, (chain_stats_members),
                      (total_blocks, total_addresses, total_transactions, average_block_time,
                       coin_image, secondary_coin_image, coin_price, coin_price_change_percentage,
                       secondary_coin_price, total_gas_used, transactions_today, gas_used_today,
                       gas_prices, gas_prices_update_in, gas_price_updated_at, static_gas_price,
                       market_cap, tvl, network_utilization_percentage))

/// Body of GET /api/v2/stats.
using stats_response = stats;

/// How far the instance has indexed the chain (MainPageController
/// indexing_status). The ratios are Decimals, which Jason writes as
/// strings: rounded down to two decimals and at most 1 ("0.97", "1").
struct indexing_status {
    bool finished_indexing_blocks = false; ///< indexed_blocks_ratio is 1
    bool finished_indexing = false;        ///< blocks and internal transactions both
    decimal_string indexed_blocks_ratio;   ///< of the blocks from the first configured one
    /// Of the blocks whose internal transactions are fetched; null until
    /// every block is indexed.
    std::optional<decimal_string> indexed_internal_transactions_ratio;
};
BOOST_DESCRIBE_STRUCT(indexing_status, (),
                      (finished_indexing_blocks, finished_indexing, indexed_blocks_ratio,
                       indexed_internal_transactions_ratio))

/// Body of GET /api/v2/main-page/indexing-status.
using indexing_status_response = indexing_status;
/// One day of the transactions chart: StatsController.transactions_chart, a
/// row of transaction_stats.
struct transactions_chart_day {
    explorer_schema::date date; ///< UTC
    std::uint64_t transactions_count = 0; ///< transactions in the day's blocks

    static constexpr key_history release_history[]{
        {"transactions_count", {8, 0, 0}},
        {"tx_count", {6, 0, 0}, {6, 9, 2}, "transactions_count"},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
    };
};
BOOST_DESCRIBE_STRUCT(transactions_chart_day, (), (date, transactions_count))

/// The daily transaction counts, from yesterday back (the
/// TransactionHistoryChartController history_size, 30 days by default).
struct transactions_chart {
    std::vector<transactions_chart_day> chart_data; ///< newest first
};
BOOST_DESCRIBE_STRUCT(transactions_chart, (), (chart_data))

/// Body of GET /api/v2/stats/charts/transactions.
using transactions_chart_response = transactions_chart;

/// One day of the coin's market: MarketHistoryChartController.encode_market_history_data
/// of a market_history row.
struct market_chart_day {
    /// In the configured fiat currency; today's is the current exchange
    /// rate's. Null when unknown.
    std::optional<decimal_string> closing_price;
    explorer_schema::date date; ///< UTC
    /// The day's, or else the current supply times the closing price (a
    /// day with neither fails the request).
    decimal_string market_cap;
    std::optional<decimal_string> tvl; ///< total value locked, in the fiat currency; null when unknown
};
BOOST_DESCRIBE_STRUCT(market_chart_day, (), (closing_price, date, market_cap, tvl))

/// The coin's market over the recent days (StatsController.market_chart).
struct market_chart {
    /// The coin's current supply: the supply module's for today (a decimal
    /// string, rsk), else the exchange rate's available supply, or the
    /// number 0 when it has none.
    std::variant<decimal_string, std::uint64_t> available_supply;
    std::vector<market_chart_day> chart_data; ///< newest first; empty without the market history fetcher
};
BOOST_DESCRIBE_STRUCT(market_chart, (), (available_supply, chart_data))

/// Body of GET /api/v2/stats/charts/market.
using market_chart_response = market_chart;

/// One day of the secondary coin's market: StatsController.secondary_coin_market_chart,
/// a market_history row of the secondary coin.
struct secondary_coin_market_chart_day {
    std::optional<decimal_string> closing_price; ///< in the configured fiat currency; null when unknown
    explorer_schema::date date; ///< UTC
};
BOOST_DESCRIBE_STRUCT(secondary_coin_market_chart_day, (), (closing_price, date))

/// The secondary coin's market over the recent days
/// (StatsController.secondary_coin_market_chart, v6.3 on).
struct secondary_coin_market_chart {
    std::vector<secondary_coin_market_chart_day> chart_data; ///< newest first
};
BOOST_DESCRIBE_STRUCT(secondary_coin_market_chart, (), (chart_data))

/// Body of GET /api/v2/stats/charts/secondary-coin-market.
using secondary_coin_market_chart_response = secondary_coin_market_chart;

} // namespace explorer_schema::blockscout

#endif
