#ifndef EXPLORER_SCHEMA_CONTRACTS_SPEC_TRANSACTION_HPP
#define EXPLORER_SCHEMA_CONTRACTS_SPEC_TRANSACTION_HPP

// The transaction of the spec's contract, as the main page lists it.

#include <explorer_schema/contracts/spec/address.hpp>
#include <explorer_schema/contracts/spec/token_transfer.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::spec {

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
    std::optional<spec::decoded_input> decoded_input;
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

/// Body of GET /api/v2/main-page/transactions: a bare array.
using main_page_transactions_response = std::vector<transaction>;

/// Body of GET /api/v2/transactions/{transaction_hash}.
using transaction_response = transaction;

/// Body of GET /api/v2/transactions and of GET
/// /api/v2/addresses/{address_hash}/transactions.
using transactions_response = page<transaction>;

} // namespace explorer_schema::spec

// The spec's contract is the library's first: its types are also named
// in namespace explorer_schema.
namespace explorer_schema {
using spec::decoded_input;
using spec::decoded_input_parameter;
using spec::main_page_transactions_response;
using spec::transaction;
using spec::transaction_response;
using spec::transaction_type;
using spec::transactions_response;
} // namespace explorer_schema

#endif
