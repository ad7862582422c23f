#ifndef EXPLORER_SCHEMA_TRANSACTION_HPP
#define EXPLORER_SCHEMA_TRANSACTION_HPP

#include <explorer_schema/address.hpp>
#include <explorer_schema/members.hpp>
#include <explorer_schema/token_transfer.hpp>
#include <explorer_schema/vocabulary.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema {

/// Outcome of a mined transaction.
enum class transaction_status { ok, error };
BOOST_DESCRIBE_ENUM(transaction_status, ok, error)

/// Whether `fee.value` is the fee paid or the most the sender could pay.
enum class fee_type { maximum, actual };
BOOST_DESCRIBE_ENUM(fee_type, maximum, actual)

/// What a transaction does; a transaction can be several at once.
enum class transaction_type {
    token_transfer,
    contract_creation,
    contract_call,
    token_creation,
    coin_transfer
};
BOOST_DESCRIBE_ENUM(transaction_type, token_transfer, contract_creation, contract_call,
                    token_creation, coin_transfer)

struct fee {
    fee_type type = fee_type::actual;
    std::optional<integer_string> value; ///< wei
};
BOOST_DESCRIBE_STRUCT(fee, (), (type, value))

/// `data` of a decoded action. Its shape depends on the action type: the
/// fields the spec lists are typed and checked when present, every other key
/// is kept in `other`.
struct action_data {
    omittable<decimal_string> debt_amount;
    omittable<std::string> debt_symbol;
    omittable<address_hash> debt_address;
    omittable<decimal_string> collateral_amount;
    omittable<std::string> collateral_symbol;
    omittable<address_hash> collateral_address;
    omittable<std::uint64_t> block_number;
    extra_members other;
};
BOOST_DESCRIBE_STRUCT(action_data, (),
                      (debt_amount, debt_symbol, debt_address, collateral_amount,
                       collateral_symbol, collateral_address, block_number, other))

/// An element of `actions` (spec 2.4).
struct action {
    std::string protocol; ///< e.g. uniswap_v3, aave_v3
    std::string type;     ///< e.g. mint, swap, borrow
    action_data data;
};
BOOST_DESCRIBE_STRUCT(action, (), (protocol, type, data))

struct decoded_input_parameter {
    std::string name;
    std::string type; ///< ABI type, e.g. uint256
    std::optional<std::string> value;
};
BOOST_DESCRIBE_STRUCT(decoded_input_parameter, (), (name, type, value))

/// The call a transaction makes, decoded with the contract's ABI (spec 2.5).
struct decoded_input {
    std::string method_call; ///< signature with parameter types and names
    explorer_schema::method_id method_id;
    std::vector<decoded_input_parameter> parameters;
};
BOOST_DESCRIBE_STRUCT(decoded_input, (), (method_call, method_id, parameters))

/// A transaction as the main-page list gives it (spec 2.6). Amounts are in
/// wei, as integer strings.
struct transaction {
    explorer_schema::timestamp timestamp;
    explorer_schema::fee fee;
    std::uint64_t gas_limit = 0;
    std::uint64_t block_number = 0;
    std::optional<transaction_status> status; ///< null while internal transactions are awaited
    std::optional<std::string> method;
    std::uint64_t confirmations = 0;
    std::optional<std::uint32_t> type; ///< EIP-2718 type number
    std::optional<decimal_string> exchange_rate;
    std::optional<address> to; ///< null for a contract creation
    address from;
    std::optional<integer_string> transaction_burnt_fee;
    std::optional<integer_string> max_fee_per_gas;
    std::string result; ///< outcome text: success, pending, or an error text
    full_hash hash;
    std::optional<integer_string> gas_price;
    std::optional<integer_string> priority_fee;
    std::optional<integer_string> base_fee_per_gas;
    std::optional<std::vector<token_transfer>> token_transfers;
    std::vector<transaction_type> transaction_types;
    std::optional<integer_string> gas_used;
    std::optional<address> created_contract; ///< set for a contract creation
    std::uint64_t position = 0;                ///< index in the block
    std::uint64_t nonce = 0;
    std::optional<bool> has_error_in_internal_transactions;
    std::vector<action> actions;
    std::optional<explorer_schema::decoded_input> decoded_input;
    std::optional<bool> token_transfers_overflow;
    hex_data raw_input;
    integer_string value;
    std::optional<integer_string> max_priority_fee_per_gas;
    std::optional<std::string> revert_reason;
    std::array<double, 2> confirmation_duration{}; ///< milliseconds
    std::optional<std::string> transaction_tag;
};
BOOST_DESCRIBE_STRUCT(transaction, (),
                      (timestamp, fee, gas_limit, block_number, status, method, confirmations,
                       type, exchange_rate, to, from, transaction_burnt_fee, max_fee_per_gas,
                       result, hash, gas_price, priority_fee, base_fee_per_gas, token_transfers,
                       transaction_types, gas_used, created_contract, position, nonce,
                       has_error_in_internal_transactions, actions, decoded_input,
                       token_transfers_overflow, raw_input, value, max_priority_fee_per_gas,
                       revert_reason, confirmation_duration, transaction_tag))

} // namespace explorer_schema

#endif
