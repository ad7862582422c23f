#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ACCOUNT_ABSTRACTION_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ACCOUNT_ABSTRACTION_HPP

// The ERC-4337 account abstraction endpoints, /api/v2/proxy/account-abstraction/...,
// as Blockscout sends them. The backend (API.V2.Proxy.AccountAbstractionController)
// passes on what the user-ops-indexer service of blockscout/blockscout-rs
// answers (its UserOpsService, proto/user-ops-indexer.proto, as JSON with the
// proto's field names; 64-bit integers as strings) and changes two things:
// each address the service names under bundler, entry_point, sender, address,
// factory, paymaster or execute_target becomes Blockscout's address object
// when the backend has a row for it (extended_info), and a single user
// operation gets its call data decoded (try_to_decode_call_data). The
// service's members came with its own releases (tags user-ops-indexer/vX of
// blockscout-rs), which any Blockscout release may run beside; this model
// starts at its v1.0.0 (2024-02-04), the one Blockscout v6.1.0 came out with.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

namespace explorer_schema::blockscout {

/// An address the user-ops-indexer service names: Blockscout's address
/// object (Helper.address_with_info) when the backend has a row for the
/// address, else the service's own string, the EIP-55 checksummed hash
/// (AccountAbstractionController.add_address_extended_info leaves a hash it
/// cannot find as it is, as address_info_from_hash_string did before v6.2).
using address_or_hash = std::variant<address, explorer_schema::address_hash>;

/// How far the service's indexer of one EntryPoint version has come
/// (user-ops-indexer's EntryPointIndexerStatus).
struct entry_point_indexer_status {
    bool enabled = false; ///< the indexer of this version runs
    bool live = false;    ///< it follows new blocks
    bool past_db_logs_indexing_finished = false;  ///< it has read the past logs in Blockscout's database
    bool past_rpc_logs_indexing_finished = false; ///< it has read the past logs the node gave
};
BOOST_DESCRIBE_STRUCT(entry_point_indexer_status, (),
                      (enabled, live, past_db_logs_indexing_finished, past_rpc_logs_indexing_finished))

/// The service's indexing status (user-ops-indexer's IndexerStatus, v1.3.1
/// on): passed on as the service sends it.
struct account_abstraction_status {
    /// Every enabled indexer has read the chain's past.
    bool finished_past_indexing = false;
    entry_point_indexer_status v06; ///< EntryPoint v0.6
    /// EntryPoint v0.7: from user-ops-indexer v1.3.x, which had no v0.8.
    omittable<entry_point_indexer_status> v07;
    /// EntryPoint v0.7 and v0.8 (user-ops-indexer v1.4.0 on, which renamed v07).
    omittable<entry_point_indexer_status> v07_v08;
};
BOOST_DESCRIBE_STRUCT(account_abstraction_status, (), (finished_past_indexing, v06, v07, v07_v08))

/// Who pays for a user operation's gas (user-ops-indexer's SponsorType).
enum class sponsor_type { wallet_deposit, wallet_balance, paymaster_sponsor, paymaster_hybrid };
BOOST_DESCRIBE_ENUM(sponsor_type, wallet_deposit, wallet_balance, paymaster_sponsor, paymaster_hybrid)

/// A user operation as the EntryPoint v0.6 `handleOps` call carries it
/// (`raw` of a v0.6 operation, the service's UserOp conversion).
struct raw_user_operation_v06 {
    explorer_schema::address_hash sender; ///< EIP-55 checksummed
    unsigned_integer_string nonce;        ///< the 256-bit nonce, in decimal
    hex_data init_code;                   ///< `0x` when the account already existed
    hex_data call_data;
    unsigned_integer_string call_gas_limit;
    unsigned_integer_string verification_gas_limit;
    unsigned_integer_string pre_verification_gas;
    unsigned_integer_string max_fee_per_gas; ///< wei
    unsigned_integer_string max_priority_fee_per_gas; ///< wei
    hex_data paymaster_and_data;             ///< `0x` without a paymaster
    hex_data signature;
};
BOOST_DESCRIBE_STRUCT(raw_user_operation_v06, (),
                      (sender, nonce, init_code, call_data, call_gas_limit, verification_gas_limit,
                       pre_verification_gas, max_fee_per_gas, max_priority_fee_per_gas,
                       paymaster_and_data, signature))

/// A packed user operation as the EntryPoint v0.7 and v0.8 `handleOps`
/// calls carry it (`raw` of those operations).
struct raw_user_operation_v07 {
    explorer_schema::address_hash sender; ///< EIP-55 checksummed
    unsigned_integer_string nonce;        ///< the 256-bit nonce, in decimal
    hex_data init_code;                   ///< `0x` when the account already existed
    hex_data call_data;
    full_hash account_gas_limits; ///< verification gas limit, then call gas limit: 16 bytes each
    unsigned_integer_string pre_verification_gas;
    full_hash gas_fees; ///< max priority fee per gas, then max fee per gas: 16 bytes each, wei
    hex_data paymaster_and_data; ///< paymaster, its verification and post-op gas limits, its data; `0x` without one
    hex_data signature;
};
BOOST_DESCRIBE_STRUCT(raw_user_operation_v07, (),
                      (sender, nonce, init_code, call_data, account_gas_limits, pre_verification_gas,
                       gas_fees, paymaster_and_data, signature))

/// `raw` of a user operation: the operation as its EntryPoint version packs it.
using raw_user_operation = std::variant<raw_user_operation_v06, raw_user_operation_v07>;

/// One user operation (GET /api/v2/proxy/account-abstraction/operations/{hash}):
/// the service's UserOp, with the backend's addresses and decoded call data.
struct user_operation {
    full_hash hash;
    address_or_hash sender; ///< the account
    full_hash nonce;        ///< the 256-bit nonce, as 32 bytes
    hex_data call_data;
    unsigned_integer_string call_gas_limit;
    unsigned_integer_string verification_gas_limit;
    unsigned_integer_string pre_verification_gas;
    unsigned_integer_string max_fee_per_gas; ///< wei
    unsigned_integer_string max_priority_fee_per_gas; ///< wei
    hex_data signature;
    /// The operation as its EntryPoint packs it. From user-ops-indexer
    /// v1.1.0 to v1.3.x the service sent it through a protobuf oneof (rawV06,
    /// rawV07); this is the form of v1.0.0 and of v1.4.0 on (a Struct).
    raw_user_operation raw;
    std::optional<explorer_schema::address_hash> aggregator; ///< the signature aggregator; the backend leaves it a hash
    std::optional<hex_data> aggregator_signature;
    address_or_hash entry_point;
    /// The EntryPoint version: v0.6, v0.7 or v0.8 (v0.8 from user-ops-indexer v1.4.0).
    std::string entry_point_version;
    full_hash transaction_hash; ///< the bundle's transaction
    unsigned_integer_string block_number;
    full_hash block_hash;
    address_or_hash bundler; ///< the bundle transaction's sender
    std::uint32_t bundle_index = 0; ///< the bundle's place among the transaction's handleOps calls
    std::uint32_t index = 0;        ///< the operation's place in its bundle
    std::optional<address_or_hash> factory;   ///< the account's deployer, when this operation deployed it
    std::optional<address_or_hash> paymaster; ///< null without one
    bool status = false;                      ///< the operation succeeded
    std::optional<hex_data> revert_reason;    ///< raw revert data, null when it succeeded
    unsigned_integer_string gas;              ///< the gas limits, summed
    unsigned_integer_string gas_price; ///< wei: what the operation paid per gas
    unsigned_integer_string gas_used;
    blockscout::sponsor_type sponsor_type = sponsor_type::wallet_deposit;
    std::uint32_t user_logs_start_index = 0; ///< the operation's first log in its transaction
    std::uint32_t user_logs_count = 0;
    unsigned_integer_string fee; ///< wei: gas_price times gas_used
    /// Whether the operation's block is in the chain as Blockscout has it;
    /// null when Blockscout has not the block.
    std::optional<bool> consensus;
    std::optional<explorer_schema::timestamp> timestamp; ///< its block's; null likewise
    /// The contract the account's execute(...) call targets, when the call
    /// data is one the service decodes (user-ops-indexer v1.2.0 on).
    omittable<std::optional<address_or_hash>> execute_target;
    omittable<std::optional<hex_data>> execute_call_data; ///< that call's data (user-ops-indexer v1.2.0 on)
    /// The backend's: call_data decoded with the ABI it knows
    /// (TransactionView.decoded_input), null when it could not.
    std::optional<blockscout::decoded_input> decoded_call_data;
    /// The backend's: execute_call_data decoded likewise, null without it.
    std::optional<blockscout::decoded_input> decoded_execute_call_data;

    /// decoded_call_data came with v6.3.0 (ac5625df90), decoded_execute_call_data
    /// with v6.4.0 (7b4f2e1cbb).
    static constexpr key_history release_history[]{
        {"decoded_call_data", {6, 3, 0}},
        {"decoded_execute_call_data", {6, 4, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(user_operation, (),
                      (hash, sender, nonce, call_data, call_gas_limit, verification_gas_limit,
                       pre_verification_gas, max_fee_per_gas, max_priority_fee_per_gas, signature, raw,
                       aggregator, aggregator_signature, entry_point, entry_point_version,
                       transaction_hash, block_number, block_hash, bundler, bundle_index, index,
                       factory, paymaster, status, revert_reason, gas, gas_price, gas_used,
                       sponsor_type, user_logs_start_index, user_logs_count, fee, consensus,
                       timestamp, execute_target, execute_call_data, decoded_call_data,
                       decoded_execute_call_data))

/// A user operation in a list (the service's ListUserOp).
struct user_operation_in_list {
    full_hash hash;
    /// The EntryPoint (user-ops-indexer v1.1.0 on).
    omittable<address_or_hash> entry_point;
    /// v0.6, v0.7 or v0.8 (user-ops-indexer v1.1.0 on; v0.8 from v1.4.0).
    omittable<std::string> entry_point_version;
    unsigned_integer_string block_number;
    full_hash transaction_hash;
    address_or_hash address; ///< the account that sent it
    explorer_schema::timestamp timestamp; ///< its block's
    bool status = false;                  ///< it succeeded
    unsigned_integer_string fee;          ///< wei
};
BOOST_DESCRIBE_STRUCT(user_operation_in_list, (),
                      (hash, entry_point, entry_point_version, block_number, transaction_hash, address,
                       timestamp, status, fee))

/// A bundler: an address that sent handleOps transactions (the service's Bundler).
struct bundler {
    address_or_hash address;
    std::uint32_t total_bundles = 0;
    std::uint32_t total_ops = 0; ///< user operations in them
};
BOOST_DESCRIBE_STRUCT(bundler, (), (address, total_bundles, total_ops))

/// A paymaster: a contract that paid for user operations (the service's Paymaster).
struct paymaster {
    address_or_hash address;
    std::uint32_t total_ops = 0; ///< user operations it paid for
};
BOOST_DESCRIBE_STRUCT(paymaster, (), (address, total_ops))

/// A factory: a contract that deployed accounts (the service's Factory).
struct account_factory {
    address_or_hash address;
    std::uint32_t total_accounts = 0; ///< accounts it deployed
};
BOOST_DESCRIBE_STRUCT(account_factory, (), (address, total_accounts))

/// An account that sent user operations (the service's Account).
struct smart_account {
    address_or_hash address;
    std::optional<address_or_hash> factory;                    ///< its deployer; null when no operation deployed it
    std::optional<full_hash> creation_transaction_hash;        ///< null likewise
    std::optional<full_hash> creation_op_hash;                 ///< the operation that deployed it; null likewise
    std::optional<explorer_schema::timestamp> creation_timestamp; ///< null likewise
    std::uint32_t total_ops = 0;
};
BOOST_DESCRIBE_STRUCT(smart_account, (),
                      (address, factory, creation_transaction_hash, creation_op_hash, creation_timestamp,
                       total_ops))

/// A bundle: one handleOps call of a transaction (the service's Bundle).
struct bundle {
    full_hash transaction_hash;
    address_or_hash bundler;
    unsigned_integer_string block_number;
    std::uint32_t bundle_index = 0; ///< its place among the transaction's handleOps calls
    explorer_schema::timestamp timestamp;
    std::uint32_t total_ops = 0;
};
BOOST_DESCRIBE_STRUCT(bundle, (), (transaction_hash, bundler, block_number, bundle_index, timestamp, total_ops))

// The lists' `next_page_params` are the service's Pagination:
// {"page_token": string, "page_size": number}, or null on the last page.

/// Body of GET /api/v2/proxy/account-abstraction/status (v7.0 on).
using account_abstraction_status_response = account_abstraction_status;

/// Body of GET /api/v2/proxy/account-abstraction/operations.
using user_operations_response = page<user_operation_in_list>;

/// Body of GET /api/v2/proxy/account-abstraction/operations/{operation_hash}.
using user_operation_response = user_operation;

/// Body of GET /api/v2/proxy/account-abstraction/operations/{operation_hash}/summary
/// (v6.3 on): the transaction interpretation service's summary of the
/// operation (TransactionInterpretation.interpret_user_operation, whose
/// variables the backend fills as for a transaction), or, HTTP 403, why
/// the instance has no such service. Never null: every operation is
/// summarised, failed or not. With `just_request_body=true`, the body is
/// instead the request the backend would send the service (not modelled).
using user_operation_summary_response = std::variant<summary_response, service_error>;

/// Body of GET /api/v2/proxy/account-abstraction/bundlers.
using bundlers_response = page<bundler>;

/// Body of GET /api/v2/proxy/account-abstraction/bundlers/{address_hash}.
using bundler_response = bundler;

/// Body of GET /api/v2/proxy/account-abstraction/paymasters.
using paymasters_response = page<paymaster>;

/// Body of GET /api/v2/proxy/account-abstraction/paymasters/{address_hash}.
using paymaster_response = paymaster;

/// Body of GET /api/v2/proxy/account-abstraction/factories.
using account_factories_response = page<account_factory>;

/// Body of GET /api/v2/proxy/account-abstraction/factories/{address_hash}.
using account_factory_response = account_factory;

/// Body of GET /api/v2/proxy/account-abstraction/accounts.
using smart_accounts_response = page<smart_account>;

/// Body of GET /api/v2/proxy/account-abstraction/accounts/{address_hash}.
using smart_account_response = smart_account;

/// Body of GET /api/v2/proxy/account-abstraction/bundles.
using bundles_response = page<bundle>;

} // namespace explorer_schema::blockscout

#endif
