#ifndef EXPLORER_SCHEMA_CONTRACTS_SPEC_TOKEN_TRANSFER_HPP
#define EXPLORER_SCHEMA_CONTRACTS_SPEC_TOKEN_TRANSFER_HPP

// Tokens and token transfers of the spec's contract.

#include <explorer_schema/contracts/spec/address.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace explorer_schema::spec {

/// A token as a token transfer names it (spec 2.2). The real service sends
/// null for every field but the address.
struct token {
    std::optional<decimal_string> circulating_market_cap;
    std::optional<std::string> icon_url;
    std::optional<std::string> name;
    std::optional<integer_string> decimals;
    std::optional<std::string> symbol;
    std::optional<std::string> type; ///< token standard, e.g. ERC-20
    std::optional<decimal_string> exchange_rate;
    std::optional<integer_string> total_supply;
    explorer_schema::address_hash address_hash;
    std::optional<integer_string> holders_count;
};
BOOST_DESCRIBE_STRUCT(token, (),
                      (circulating_market_cap, icon_url, name, decimals, symbol, type,
                       exchange_rate, total_supply, address_hash, holders_count))

/// The amount moved by a token transfer, in the token's smallest unit.
struct transfer_total {
    std::optional<integer_string> decimals;
    std::optional<integer_string> value;
};
BOOST_DESCRIBE_STRUCT(transfer_total, (), (decimals, value))

/// One token transfer of a transaction (spec 2.3).
struct token_transfer {
    full_hash block_hash;
    address from;
    address to;
    std::uint64_t log_index = 0;
    spec::token token;
    std::optional<transfer_total> total;
    full_hash transaction_hash;
    std::string type; ///< transfer kind, e.g. token_transfer, token_minting
    std::optional<std::string> method;
    std::optional<explorer_schema::timestamp> timestamp;
};
BOOST_DESCRIBE_STRUCT(token_transfer, (),
                      (block_hash, from, to, log_index, token, total, transaction_hash, type,
                       method, timestamp))

} // namespace explorer_schema::spec

// The spec's contract is the library's first: its types are also named
// in namespace explorer_schema.
namespace explorer_schema {
using spec::token;
using spec::token_transfer;
using spec::transfer_total;
} // namespace explorer_schema

#endif
