#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_COIN_BALANCE_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_COIN_BALANCE_HPP

// An address's balance of the chain's coin over time, as Blockscout sends it.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// A change of an address's coin balance
/// (AddressView.prepare_coin_balance_history_entry).
struct coin_balance_change {
    /// The transaction that moved the coin, directly or by an internal
    /// transaction; null when none did (a reward, a withdrawal, a genesis
    /// balance) or its look-up failed.
    std::optional<full_hash> transaction_hash;
    std::uint64_t block_number = 0;
    integer_string delta; ///< wei: the new balance less the previous one; negative for a decrease
    unsigned_integer_string value; ///< wei: the balance after the block
    /// Estimated, not read from the block: spread linearly between the
    /// timestamps of the page's lowest and highest blocks
    /// (CoinBalance.address_to_coin_balances), so whole seconds.
    second_timestamp block_timestamp;
};
BOOST_DESCRIBE_STRUCT(coin_balance_change, (), (transaction_hash, block_number, delta, value, block_timestamp))

/// An address's coin balance at the end of one day
/// (AddressView.prepare_coin_balance_history_by_day_entry).
struct coin_balance_of_day {
    explorer_schema::date date; ///< UTC; the last item is today's
    unsigned_integer_string value; ///< wei
};
BOOST_DESCRIBE_STRUCT(coin_balance_of_day, (), (date, value))

/// The daily balances with the number of days they cover (v6.5.0 on,
/// 3f4b1ee012).
struct coin_balance_history_by_day {
    std::vector<coin_balance_of_day> items; ///< oldest first
    std::uint64_t days = 0; ///< the setting COIN_BALANCE_HISTORY_DAYS (10 unless set)

    static constexpr key_history release_history[]{
        {"items", {6, 5, 0}},
        {"days", {6, 5, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(coin_balance_history_by_day, (), (items, days))

/// Body of GET /api/v2/addresses/{address_hash}/coin-balance-history.
using coin_balance_history_response = page<coin_balance_change>;

/// Body of GET /api/v2/addresses/{address_hash}/coin-balance-history-by-day:
/// a bare array of the days up to v6.4.0, an object with them and their
/// count from v6.5.0.
using coin_balance_history_by_day_response =
    std::variant<std::vector<coin_balance_of_day>, coin_balance_history_by_day>;

} // namespace explorer_schema::blockscout

#endif
