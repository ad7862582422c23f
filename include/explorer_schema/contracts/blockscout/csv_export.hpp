#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_CSV_EXPORT_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_CSV_EXPORT_HPP

// An asynchronous CSV export as Blockscout sends it (v11.0 on, where
// CSV_EXPORT_ASYNC_ENABLED is set): the job an export request queued.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <optional>
#include <string>

namespace explorer_schema::blockscout {

/// Where an export job is (the csv_export_requests status enum).
enum class csv_export_status { pending, completed, failed };
BOOST_DESCRIBE_ENUM(csv_export_status, pending, completed, failed)

/// One export job: CsvExportView "csv_export.json" of a
/// csv_export_requests row.
struct csv_export {
    /// When the file is deleted: RFC 3339 in whole seconds, UTC
    /// (2026-04-08T12:00:00Z, a :utc_datetime); null until the file is
    /// uploaded.
    std::optional<std::string> expires_at;
    /// The file's id in the file store (Gokapi); null until it is uploaded.
    std::optional<std::string> file_id;
    csv_export_status status = csv_export_status::pending;
};
BOOST_DESCRIBE_STRUCT(csv_export, (), (expires_at, file_id, status))

/// Body of GET /api/v2/csv-exports/{uuid}.
using csv_export_response = csv_export;

} // namespace explorer_schema::blockscout

#endif
