#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_FHE_OPERATION_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_FHE_OPERATION_HPP

// The fully homomorphic encryption (FHEVM) operations of a transaction as
// Blockscout sends them (v11.0 on): TransactionView's
// render("fhe_operations.json") and prepare_fhe_operation, the same from
// v11.0.0 to v11.2.7.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// What kind of operation it is (Fhe.Parser.get_operation_type, from the
/// event's name): `other` for an event the parser does not classify.
enum class fhe_operation_type { arithmetic, bitwise, comparison, unary, control, encryption, random, other };
BOOST_DESCRIBE_ENUM(fhe_operation_type, arithmetic, bitwise, comparison, unary, control, encryption, random, other)

/// The operands of an operation (Fhe.Parser.extract_inputs, kept in the
/// input_handles column): handles as 64 lowercase hex digits without 0x.
/// Which members there are depends on the operation; an operation without
/// operands (FheRand, FheRandBounded) has none.
struct fhe_operation_inputs {
    omittable<std::string> lhs;      ///< binary operations
    omittable<std::string> rhs;      ///< binary operations: a handle, or the scalar operand's bytes
    omittable<std::string> ct;       ///< unary operations and Cast: the ciphertext
    omittable<std::string> control;  ///< FheIfThenElse: the condition
    omittable<std::string> if_true;  ///< FheIfThenElse
    omittable<std::string> if_false; ///< FheIfThenElse
    /// TrivialEncrypt: the value encrypted, a JSON number (a uint256, so
    /// possibly wider than 64 bits).
    omittable<json_value> plaintext;
};
BOOST_DESCRIBE_STRUCT(fhe_operation_inputs, (), (lhs, rhs, ct, control, if_true, if_false, plaintext))

/// One FHE operation, from one event of the FHEVM executor.
struct fhe_operation {
    std::uint64_t log_index = 0;
    std::string operation; ///< the event's name: FheAdd, FheIfThenElse, TrivialEncrypt, ...
    fhe_operation_type type = fhe_operation_type::arithmetic;
    /// The encrypted type (FheOperatorPrices.get_type_name): Bool, Uint8,
    /// ..., Uint2048, Int2, ..., AsciiString, or Unknown.
    std::string fhe_type;
    bool is_scalar = false; ///< the right operand is a plain value
    std::uint64_t hcu_cost = 0;  ///< homomorphic complexity units
    std::uint64_t hcu_depth = 0; ///< HCU accumulated along the operations its operands came from (Fhe.Parser.build_hcu_depth_map)
    /// Helper.address_with_info of the calling contract's hash alone (no
    /// names, no contract flags); null when the event named none.
    std::optional<address> caller;
    fhe_operation_inputs inputs;
    hex_data result;             ///< the result's handle, 32 bytes
    std::uint64_t block_number = 0;
};
BOOST_DESCRIBE_STRUCT(fhe_operation, (),
                      (log_index, operation, type, fhe_type, is_scalar, hcu_cost, hcu_depth, caller, inputs,
                       result, block_number))

/// The FHE operations of a transaction, all in one body, with their totals
/// (FheOperation.transaction_metrics).
struct fhe_operations {
    std::vector<fhe_operation> items; ///< by log index
    std::uint64_t total_hcu = 0;      ///< the sum of hcu_cost; 0 without operations
    std::uint64_t max_depth_hcu = 0;  ///< the largest hcu_depth; 0 without operations
    std::uint64_t operation_count = 0;
};
BOOST_DESCRIBE_STRUCT(fhe_operations, (), (items, total_hcu, max_depth_hcu, operation_count))

/// Body of GET /api/v2/transactions/{transaction_hash}/fhe-operations.
using fhe_operations_response = fhe_operations;

} // namespace explorer_schema::blockscout

#endif
