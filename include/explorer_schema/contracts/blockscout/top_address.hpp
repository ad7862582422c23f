#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TOP_ADDRESS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TOP_ADDRESS_HPP

// The addresses that hold the most of the chain's coin, as Blockscout sends them.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>

#include <optional>

namespace explorer_schema::blockscout {

/// An address in the list of top holders: the address object every list
/// embeds (Helper.address_with_info, with its tags), and what
/// AddressView.prepare_address_for_list adds to it.
struct top_address : address {
    /// How many transactions the address made, written to_string(...): ""
    /// while the backend has not counted them (a null count).
    integer_string_or_empty transactions_count;
    std::optional<unsigned_integer_string> coin_balance; ///< wei; null until fetched

    /// The embedded address's keys, then the count's names: tx_count up to
    /// v6.9.2, transaction_count beside it from v6.9.0 (b030792cf1) and alone
    /// in v6.10-v7.0 (2720b128ac), transactions_count from v8.0.0
    /// (5bcb2a3716), alone from v9.0.0.
    static constexpr auto release_history = extend_history(address::release_history, {
        {"transactions_count", {8, 0, 0}},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
        {"tx_count", {6, 0, 0}, {6, 9, 2}, "transactions_count"},
    });
};
BOOST_DESCRIBE_STRUCT(top_address, (address), (transactions_count, coin_balance))

/// A page of the top holders, with the coin's price and supply
/// (AddressView's "addresses.json").
struct top_addresses : page<top_address> {
    std::optional<decimal_string> exchange_rate; ///< the coin's, in the configured fiat currency; null when unknown
    /// The coin's, as the configured supply module counts it; "0" when it
    /// has none (Chain.total_supply).
    decimal_string total_supply;
};
BOOST_DESCRIBE_STRUCT(top_addresses, (page<top_address>), (exchange_rate, total_supply))

/// Body of GET /api/v2/addresses.
using top_addresses_response = top_addresses;

} // namespace explorer_schema::blockscout

#endif
