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

/// The members of the statistics that one chain type adds.
struct chain_stats_members {
    omittable<std::optional<unsigned_integer_string>> last_output_root_size; ///< optimism: transactions between the last two output roots

    static constexpr chain_member chain_members[]{
        {"last_output_root_size", chain_type::optimism},
    };
};
BOOST_DESCRIBE_STRUCT(chain_stats_members, (), (last_output_root_size))

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
        // The chain types' members.
        {"last_output_root_size", {6, 3, 0}},
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

} // namespace explorer_schema::blockscout

#endif
