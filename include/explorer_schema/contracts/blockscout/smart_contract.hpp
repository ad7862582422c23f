#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SMART_CONTRACT_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SMART_CONTRACT_HPP

// Smart contracts as Blockscout sends them: the verified ones, one contract,
// their counters, a contract's audit reports and the most called contracts.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// The language a contract was written in (the backend's SmartContract
/// language enum; before v6.10 computed by the view: vyper, yul or
/// solidity). zilliqa builds also send scilla, not modelled.
enum class contract_language { solidity, vyper, yul, geas, stylus_rust };
BOOST_DESCRIBE_ENUM(contract_language, solidity, vyper, yul, geas, stylus_rust)

inline constexpr value_history contract_language_history[]{
    {"geas", {9, 0, 0}},
    {"stylus_rust", {6, 10, 1}, still_sent, chain_type::arbitrum},
};
constexpr std::span<value_history const> release_history(contract_language const*)
{
    return contract_language_history;
}

/// The SPDX licence a contract was verified with (the backend's
/// SmartContract @license_enum, the same 14 values from v6.2.0 on).
enum class license_type {
    none,
    unlicense,
    mit,
    gnu_gpl_v2,
    gnu_gpl_v3,
    gnu_lgpl_v2_1,
    gnu_lgpl_v3,
    bsd_2_clause,
    bsd_3_clause,
    mpl_2_0,
    osl_3_0,
    apache_2_0,
    gnu_agpl_v3,
    bsl_1_1
};
BOOST_DESCRIBE_ENUM(license_type, none, unlicense, mit, gnu_gpl_v2, gnu_gpl_v3, gnu_lgpl_v2_1, gnu_lgpl_v3,
                    bsd_2_clause, bsd_3_clause, mpl_2_0, osl_3_0, apache_2_0, gnu_agpl_v3, bsl_1_1)

/// A source file of a multi-file contract other than the main one.
struct contract_source_file {
    std::string file_path;
    std::string source_code;
};
BOOST_DESCRIBE_STRUCT(contract_source_file, (), (file_path, source_code))

/// A library linked into a contract at verification.
struct external_library {
    std::string name;
    explorer_schema::address_hash address_hash;
};
BOOST_DESCRIBE_STRUCT(external_library, (), (name, address_hash))

/// An implementation of one of the proxy patterns a contract matches
/// (Proxy.conflicting_implementations_info): the chosen pattern's come from
/// proxy_object_info and carry `name`; the other patterns' are
/// `{"address_hash"}` alone.
struct conflicting_implementation_address {
    explorer_schema::address_hash address_hash;
    omittable<std::optional<std::string>> name; ///< the chosen pattern's only
};
BOOST_DESCRIBE_STRUCT(conflicting_implementation_address, (), (address_hash, name))

/// One proxy pattern a contract matches, with the implementations it gives.
/// The first element is the pattern chosen; only its implementations carry
/// a `name`.
struct conflicting_implementation {
    blockscout::proxy_type proxy_type = blockscout::proxy_type::eip1167;
    std::vector<conflicting_implementation_address> implementations;
};
BOOST_DESCRIBE_STRUCT(conflicting_implementation, (), (proxy_type, implementations))

/// The members of a smart contract that one chain type adds (the view's
/// chain_type_fields), in the list and on the contract's own view:
/// arbitrum's Stylus metadata, zksync's compiler.
struct chain_smart_contract_members {
    omittable<std::optional<std::string>> package_name;             ///< arbitrum: the Stylus crate
    omittable<std::optional<json_object>> github_repository_metadata; ///< arbitrum: free-form
    omittable<std::optional<std::string>> zk_compiler_version;     ///< zksync: the zksolc or zkvyper version

    static constexpr chain_member chain_members[]{
        {"package_name", chain_type::arbitrum},
        {"github_repository_metadata", chain_type::arbitrum},
        {"zk_compiler_version", chain_type::zksync},
    };
};
BOOST_DESCRIBE_STRUCT(chain_smart_contract_members, (),
                      (package_name, github_repository_metadata, zk_compiler_version))

/// A verified contract in the list of verified contracts.
struct smart_contract_list_item : chain_smart_contract_members {
    blockscout::address address;
    std::string compiler_version;
    bool optimization_enabled = false;
    std::optional<std::uint64_t> transactions_count; ///< the address's; null until counted
    contract_language language = contract_language::solidity;
    timestamp verified_at;
    std::optional<decimal_string> market_cap; ///< the token's circulating market cap, if a token
    bool has_constructor_args = false;
    std::optional<unsigned_integer_string> coin_balance; ///< wei; null until fetched
    blockscout::license_type license_type = blockscout::license_type::none;
    bool certified = false;
    blockscout::reputation reputation = blockscout::reputation::ok;

    static constexpr key_history release_history[]{
        {"transactions_count", {8, 0, 0}},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
        {"tx_count", {6, 0, 0}, {6, 9, 2}, "transactions_count"},
        {"license_type", {6, 2, 0}},
        {"certified", {6, 5, 0}},
        {"reputation", {9, 1, 0}},
        // The chain types' members: arbitrum's came in v6.10.0 (d5709dfda9),
        // zksync's in the list in v6.10.0 (ebc3367bb6).
        {"package_name", {6, 10, 0}},
        {"github_repository_metadata", {6, 10, 0}},
        {"zk_compiler_version", {6, 10, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(smart_contract_list_item, (chain_smart_contract_members),
                      (address, compiler_version, optimization_enabled, transactions_count, language,
                       verified_at, market_cap, has_constructor_args, coin_balance, license_type, certified,
                       reputation))

/// A contract as GET /api/v2/smart-contracts/{address_hash} sends it. An
/// address with no smart contract record (not verified, no bytecode twin)
/// gets only the bytecode, proxy and (v6.5 to v7.0) custom-ABI members; the
/// omittable members are those of a verified contract or of its twin.
struct smart_contract : chain_smart_contract_members {
    /// The verified contract with the same bytecode, when this one is not
    /// verified (and, from v8.0, not a minimal proxy).
    omittable<std::optional<explorer_schema::address_hash>> verified_twin_address_hash;
    /// filecoin, this view only: the twin's robust address, sent with
    /// verified_twin_address_hash.
    omittable<std::optional<std::string>> verified_twin_filecoin_robust_address;
    omittable<std::optional<bool>> is_verified; ///< null from v11.0 when the address's flag is unset
    omittable<std::optional<bool>> is_changed_bytecode;
    omittable<std::optional<bool>> is_partially_verified;
    omittable<bool> is_fully_verified;
    omittable<std::optional<bool>> is_verified_via_sourcify;
    omittable<std::optional<bool>> is_verified_via_eth_bytecode_db;
    omittable<std::optional<bool>> is_verified_via_verifier_alliance;
    omittable<std::optional<bool>> is_vyper_contract;
    /// The implementation of an EIP-1167 proxy (up to v6.8, before implementations).
    omittable<std::optional<explorer_schema::address_hash>> minimal_proxy_address_hash;
    bool has_custom_methods_read = false;  ///< the user's custom ABI has read methods
    bool has_custom_methods_write = false; ///< the user's custom ABI has write methods
    omittable<bool> has_methods_read;
    omittable<bool> has_methods_write;
    omittable<bool> has_methods_read_proxy;
    omittable<bool> has_methods_write_proxy;
    std::optional<blockscout::proxy_type> proxy_type; ///< null when not a proxy
    std::vector<implementation> implementations;
    /// Every proxy pattern matched, the chosen one first; null when the
    /// address is not a proxy.
    std::optional<std::vector<conflicting_implementation>> conflicting_implementations;
    omittable<std::optional<std::string>> sourcify_repo_url;
    omittable<bool> can_be_visualized_via_sol2uml;
    omittable<std::string> name;
    omittable<std::string> compiler_version;
    omittable<bool> optimization_enabled;
    omittable<std::optional<std::uint64_t>> optimization_runs;
    omittable<std::optional<std::string>> evm_version; ///< e.g. default, london
    omittable<timestamp> verified_at;
    omittable<std::optional<std::vector<json_object>>> abi; ///< free-form entries; null for some yul contracts
    omittable<std::string> source_code;
    omittable<std::optional<std::string>> file_path;
    omittable<std::vector<contract_source_file>> additional_sources;
    omittable<std::optional<json_object>> compiler_settings; ///< free-form, as given to the compiler
    omittable<std::vector<external_library>> external_libraries;
    /// The ABI-encoded constructor arguments as stored (hex digits); null
    /// when not verified.
    omittable<std::optional<std::string>> constructor_args;
    /// Each argument as [value, its ABI input object]; null when not verified
    /// or not decodable.
    omittable<std::optional<std::vector<std::array<json_value, 2>>>> decoded_constructor_args;
    omittable<contract_language> language;
    omittable<blockscout::license_type> license_type;
    omittable<bool> certified;
    omittable<bool> is_blueprint; ///< an ERC-5202 blueprint
    bool is_self_destructed = false;
    std::optional<hex_data> deployed_bytecode; ///< null when self-destructed, 0x when creation failed
    std::optional<hex_data> creation_bytecode; ///< null when the creation is not known
    contract_creation_status creation_status = contract_creation_status::success;

    static constexpr key_history release_history[]{
        {"is_verified_via_verifier_alliance", {6, 4, 0}},
        {"is_vyper_contract", {6, 0, 0}, {7, 0, 2}},
        {"minimal_proxy_address_hash", {6, 0, 0}, {6, 8, 1}},
        {"has_custom_methods_read", {6, 5, 0}, {7, 0, 2}},
        {"has_custom_methods_write", {6, 5, 0}, {7, 0, 2}},
        {"has_methods_read", {6, 5, 0}, {7, 0, 2}},
        {"has_methods_write", {6, 5, 0}, {7, 0, 2}},
        {"has_methods_read_proxy", {6, 5, 0}, {7, 0, 2}},
        {"has_methods_write_proxy", {6, 5, 0}, {7, 0, 2}},
        {"proxy_type", {6, 8, 0}},
        {"implementations", {6, 8, 0}},
        {"conflicting_implementations", {9, 1, 0}},
        {"license_type", {6, 2, 0}},
        {"certified", {6, 5, 0}},
        {"is_blueprint", {6, 6, 0}},
        {"is_self_destructed", {6, 0, 0}, {8, 1, 2}},
        {"creation_status", {9, 0, 0}},
        {"status", {8, 0, 0}, {8, 1, 2}, "creation_status"},
        // The chain types' members: arbitrum's came in v6.10.0 (d5709dfda9),
        // zksync's on this view in v6.8.0-beta (c4a13a726e), filecoin's in
        // v6.9.0-beta (f8b4cb794a).
        {"package_name", {6, 10, 0}},
        {"github_repository_metadata", {6, 10, 0}},
        {"zk_compiler_version", {6, 8, 0}},
        {"verified_twin_filecoin_robust_address", {6, 9, 0}},
    };

    /// The base's chain members, then this view's own.
    static constexpr chain_member chain_members[]{
        {"package_name", chain_type::arbitrum},
        {"github_repository_metadata", chain_type::arbitrum},
        {"zk_compiler_version", chain_type::zksync},
        {"verified_twin_filecoin_robust_address", chain_type::filecoin},
    };
};
BOOST_DESCRIBE_STRUCT(smart_contract, (chain_smart_contract_members),
                      (verified_twin_address_hash, verified_twin_filecoin_robust_address, is_verified, is_changed_bytecode, is_partially_verified,
                       is_fully_verified, is_verified_via_sourcify, is_verified_via_eth_bytecode_db,
                       is_verified_via_verifier_alliance, is_vyper_contract, minimal_proxy_address_hash,
                       has_custom_methods_read, has_custom_methods_write, has_methods_read, has_methods_write,
                       has_methods_read_proxy, has_methods_write_proxy, proxy_type, implementations,
                       conflicting_implementations, sourcify_repo_url, can_be_visualized_via_sol2uml, name,
                       compiler_version, optimization_enabled, optimization_runs, evm_version, verified_at, abi,
                       source_code, file_path, additional_sources, compiler_settings, external_libraries,
                       constructor_args, decoded_constructor_args, language, license_type, certified,
                       is_blueprint, is_self_destructed, deployed_bytecode, creation_bytecode, creation_status))

/// Body of GET /api/v2/smart-contracts.
using smart_contracts_response = page<smart_contract_list_item>;

/// Body of GET /api/v2/smart-contracts/{address_hash}.
using smart_contract_response = smart_contract;

/// How many contracts the chain has, and how many are verified
/// (SmartContractController.smart_contracts_counters): counters of the
/// last_fetched_counters table, Decimals that Jason writes as strings of
/// their digits, "0" before the first count.
struct smart_contracts_counters {
    unsigned_integer_string smart_contracts;
    unsigned_integer_string new_smart_contracts_24h;
    unsigned_integer_string verified_smart_contracts;
    unsigned_integer_string new_verified_smart_contracts_24h;
};
BOOST_DESCRIBE_STRUCT(smart_contracts_counters, (),
                      (smart_contracts, new_smart_contracts_24h, verified_smart_contracts,
                       new_verified_smart_contracts_24h))

/// Body of GET /api/v2/smart-contracts/counters.
using smart_contracts_counters_response = smart_contracts_counters;

/// An audit of a contract, as submitted for it (SmartContractView
/// prepare_audit_report, v6.1.0 on). Each column is NOT NULL.
struct audit_report {
    std::string audit_company_name;
    std::string audit_report_url;
    explorer_schema::date audit_publish_date; ///< an Ecto date
};
BOOST_DESCRIBE_STRUCT(audit_report, (), (audit_company_name, audit_report_url, audit_publish_date))

/// Body of GET /api/v2/smart-contracts/{address_hash}/audit-reports: every
/// report in one page, next_page_params always null.
using audit_reports_response = page<audit_report>;

/// A contract among the most called ones of a period
/// (StatsView prepare_hot_contract, v9.3.0 on).
struct hot_smart_contract {
    address contract_address;
    unsigned_integer_string transactions_count; ///< in the period, written with to_string
    unsigned_integer_string total_gas_used; ///< in the period, written with to_string
    /// Its coin balance, wei; null when Blockscout has not fetched one.
    std::optional<unsigned_integer_string> balance;
};
BOOST_DESCRIBE_STRUCT(hot_smart_contract, (), (contract_address, transactions_count, total_gas_used, balance))

/// Body of GET /api/v2/stats/hot-smart-contracts.
using hot_smart_contracts_response = page<hot_smart_contract>;

} // namespace explorer_schema::blockscout

#endif
