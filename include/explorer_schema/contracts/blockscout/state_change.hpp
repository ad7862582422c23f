#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_STATE_CHANGE_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_STATE_CHANGE_HPP

// The balance changes a transaction made, as Blockscout sends them: the
// backend's TransactionView.prepare_state_change, the same from v6.0 to
// v11.2.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <optional>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// Whose balance changed: the chain's coin, or a token's.
enum class state_change_type { coin, token };
BOOST_DESCRIBE_ENUM(state_change_type, coin, token)

/// Which side of a transfer the address was on.
enum class transfer_direction { from, to };
BOOST_DESCRIBE_ENUM(transfer_direction, from, to)

/// One transfer of an ERC-721 token that moved the address's balance
/// (append_balance_change).
struct state_change_transfer {
    /// TokenTransferView.prepare_token_transfer_total of the transfer: the
    /// one NFT it moved.
    unique_token_total total;
    transfer_direction direction = transfer_direction::from;
};
BOOST_DESCRIBE_STRUCT(state_change_transfer, (), (total, direction))

/// How one address's balance of the coin or of one token changed: the
/// amount, or, for an ERC-721 token, each transfer of it.
using balance_change = std::variant<integer_string, std::vector<state_change_transfer>>;

/// The balance of one address in the coin or in one token (one token id
/// of a multi-token) before and after the transaction.
struct state_change {
    blockscout::address address;
    bool is_miner = false; ///< the address is the block's miner (the coin only)
    state_change_type type = state_change_type::coin;
    /// TokenView's token.json of the token; null for the coin.
    std::optional<blockscout::token> token;
    /// The token id whose balance this is; null for the coin and for a
    /// fungible token.
    std::optional<unsigned_integer_string> token_id;
    /// Wei for the coin, else the token's smallest unit; both null when
    /// either is negative (a balance Blockscout could not reconstruct).
    std::optional<unsigned_integer_string> balance_before;
    std::optional<unsigned_integer_string> balance_after;
    /// balance_after minus balance_before (negative when it fell), or, for
    /// an ERC-721 token, the transfers that moved it.
    balance_change change;
};
BOOST_DESCRIBE_STRUCT(state_change, (),
                      (address, is_miner, type, token, token_id, balance_before, balance_after, change))

/// Body of GET /api/v2/transactions/{transaction_hash}/state-changes.
using state_changes_response = page<state_change>;

} // namespace explorer_schema::blockscout

#endif
