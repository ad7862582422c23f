#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_CONFIG_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_CONFIG_HPP

// The instance's configuration as Blockscout sends it: the answers of
// /api/v2/config/..., each written by BlockScoutWeb.API.V2.ConfigController.

#include <explorer_schema/contracts/blockscout/smart_contract.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// The build's chain type (ConfigController.backend, v10.0 on).
struct backend_config {
    /// The CHAIN_TYPE setting's base type: default (when unset), arbitrum,
    /// arc, blackfort, ethereum, filecoin, optimism, polygon_zkevm, rsk,
    /// scroll, shibarium, stability, suave, zetachain, zilliqa, zksync,
    /// neon, ... (ConfigHelper.chain_type: "optimism" for optimism-celo).
    std::string chain_type;
    /// The folder of the instance's OpenAPI document: mud when MUD is
    /// enabled, optimism-celo (v11.0.1 on) on Celo, else the chain type.
    std::string openapi_spec_folder_name;
};
BOOST_DESCRIBE_STRUCT(backend_config, (), (chain_type, openapi_spec_folder_name))

/// Body of GET /api/v2/config/backend.
using config_backend_response = backend_config;

/// The backend's version (ConfigView "backend_version.json").
struct backend_version_config {
    /// The BLOCKSCOUT_VERSION setting as written (e.g. v9.2.2.+commit.1a2b3c4d);
    /// null when it is unset.
    std::optional<std::string> backend_version;
};
BOOST_DESCRIBE_STRUCT(backend_version_config, (), (backend_version))

/// Body of GET /api/v2/config/backend-version.
using config_backend_version_response = backend_version_config;

/// The limits of the CSV exports (ConfigController.csv_export, v6.8 on).
struct csv_export_config {
    /// Whether an export is a job polled at /api/v2/csv-exports/{uuid}
    /// (the CSV_EXPORT_ASYNC_ENABLED setting) rather than a streamed body.
    omittable<bool> async_enabled;
    std::uint64_t limit = 0; ///< the most rows one export holds (CSV_EXPORT_LIMIT, 10000 by default)

    static constexpr key_history release_history[]{
        {"async_enabled", {11, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(csv_export_config, (), (async_enabled, limit))

/// Body of GET /api/v2/config/csv-export.
using config_csv_export_response = csv_export_config;

/// Which parts of the indexer run (ConfigController.indexer, v9.3 on). A
/// fetcher is enabled only when the indexer is (DISABLE_INDEXER is not
/// true) and its own setting does not disable it.
struct indexer_config {
    bool block_reward_fetcher_enabled = false;
    bool indexer_enabled = false;
    bool internal_transactions_fetcher_enabled = false;
    bool pending_transactions_fetcher_enabled = false;
    bool token_instance_retry_fetcher_enabled = false;
    bool token_instance_sanitize_fetcher_enabled = false;
};
BOOST_DESCRIBE_STRUCT(indexer_config, (),
                      (block_reward_fetcher_enabled, indexer_enabled, internal_transactions_fetcher_enabled,
                       pending_transactions_fetcher_enabled, token_instance_retry_fetcher_enabled,
                       token_instance_sanitize_fetcher_enabled))

/// Body of GET /api/v2/config/indexer.
using config_indexer_response = indexer_config;

/// How often the public metrics are computed (ConfigController.public_metrics,
/// v6.8 on).
struct public_metrics_config {
    std::uint64_t update_period_hours = 0; ///< hours (PUBLIC_METRICS_UPDATE_PERIOD_HOURS, 24 by default)
};
BOOST_DESCRIBE_STRUCT(public_metrics_config, (), (update_period_hours))

/// Body of GET /api/v2/config/public-metrics.
using config_public_metrics_response = public_metrics_config;

/// The languages a contract of this build may be verified in
/// (ConfigController.languages_list, v9.3 on: SmartContract.language_strings).
struct smart_contract_languages {
    /// solidity, vyper, yul and geas, in that order, then stylus_rust on
    /// arbitrum (scilla on zilliqa, not modelled).
    std::vector<contract_language> languages;
};
BOOST_DESCRIBE_STRUCT(smart_contract_languages, (), (languages))

/// Body of GET /api/v2/config/smart-contracts/languages.
using config_smart_contracts_languages_response = smart_contract_languages;

/// A background migration of the database not yet completed (a row of
/// migrations_status, as ConfigController.db_background_migrations writes it).
struct db_background_migration {
    explorer_schema::timestamp inserted_at; ///< when it started
    std::optional<json_object> meta;        ///< the migration's own progress data, free-form
    std::string migration_name;             ///< e.g. sanitize_incorrect_weth_token_transfers
    /// started, or wait_for_enabling_weth_filtering (never completed: the
    /// query leaves those out).
    std::string status;
    explorer_schema::timestamp updated_at;
};
BOOST_DESCRIBE_STRUCT(db_background_migration, (), (inserted_at, meta, migration_name, status, updated_at))

/// The background migrations not yet completed
/// (ConfigController.db_background_migrations, v10.0 on).
struct db_background_migrations {
    std::vector<db_background_migration> migrations;
};
BOOST_DESCRIBE_STRUCT(db_background_migrations, (), (migrations))

/// Body of GET /api/v2/config/db-background-migrations.
using config_db_background_migrations_response = db_background_migrations;

} // namespace explorer_schema::blockscout

#endif
