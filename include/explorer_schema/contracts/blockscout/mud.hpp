#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_MUD_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_MUD_HPP

// The MUD framework's worlds, tables and records, /api/v2/mud/..., as
// BlockScoutWeb.API.V2.MudView writes them for a build with
// MUD_INDEXER_ENABLED (Blockscout's OpenAPI documents call it the `mud`
// chain type: an optimism build with the MUD indexer). The routes came in
// v6.6.0-beta (blockscout/blockscout fb4fde678d, #9869), the systems' in
// v6.9.0-beta (addc633799, #10829). This model starts at the shapes of
// v6.8.0-beta (0c7e9bd421, #10362): before it a world in the list was its
// bare address hash and a count the object {"count": n}.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// A world in the list: its contract, with its transactions and balance.
struct mud_world {
    /// The world contract. v8.0.2 sent the same object under address_hash as
    /// well (05aa156b08); v9.0.0 kept only address_hash (5a95e1916c) and
    /// v9.0.2 put it back under address (3116cf4ac9), so v9.0.0 and v9.0.1
    /// send no `address`, which a history of one range cannot say.
    untagged_address address;
    std::optional<std::uint64_t> transactions_count; ///< null until counted
    std::optional<unsigned_integer_string> coin_balance; ///< wei; null until fetched

    static constexpr key_history release_history[]{
        {"address", {6, 8, 0}},
        {"address_hash", {8, 0, 2}, {9, 0, 1}, "address"},
        {"transactions_count", {8, 0, 0}},
        {"transaction_count", {6, 9, 0}, {8, 1, 2}, "transactions_count"},
        {"tx_count", {6, 8, 0}, {6, 9, 2}, "transactions_count"},
    };
};
BOOST_DESCRIBE_STRUCT(mud_world, (), (address, transactions_count, coin_balance))

/// A table's id decoded (Mud.Table, encoded as it is).
struct mud_table {
    full_hash table_id;          ///< the raw 32-byte id
    std::string table_full_name; ///< type prefix, namespace (when not empty) and name, joined by dots: tb.store.Tables
    std::string table_type;      ///< offchain (prefix ot), onchain (tb) or unknown
    std::string table_namespace; ///< may be empty
    std::string table_name;
};
BOOST_DESCRIBE_STRUCT(mud_table, (), (table_id, table_full_name, table_type, table_namespace, table_name))

/// A table's schema (Mud.Schema's Jason encoder): its key and value
/// columns' Solidity types and names.
struct mud_table_schema {
    std::vector<std::string> key_types; ///< e.g. bytes32, address, uint256
    std::vector<std::string> value_types;
    std::vector<std::string> key_names;
    std::vector<std::string> value_names;
};
BOOST_DESCRIBE_STRUCT(mud_table_schema, (), (key_types, value_types, key_names, value_names))

/// A table in a world's list.
struct mud_table_with_schema {
    mud_table table;
    mud_table_schema schema;
};
BOOST_DESCRIBE_STRUCT(mud_table_with_schema, (), (table, schema))

/// A system in a world's list.
struct mud_system {
    std::string name; ///< the system's resource id decoded, e.g. sy.app.MoveSystem
    explorer_schema::address_hash address_hash; ///< the system contract, lowercase

    /// address until v8.1: v8.0.2 added address_hash (05aa156b08), v9.0.0
    /// dropped address (5a95e1916c).
    static constexpr key_history release_history[]{
        {"address_hash", {8, 0, 2}},
        {"address", {6, 9, 0}, {8, 1, 2}, "address_hash"},
    };
};
BOOST_DESCRIBE_STRUCT(mud_system, (), (name, address_hash))

/// A world's systems: all of them at once, no next_page_params.
struct mud_systems {
    std::vector<mud_system> items;
};
BOOST_DESCRIBE_STRUCT(mud_systems, (), (items))

/// A system's name and the ABI of the functions the world routes to it.
struct mud_system_details {
    std::string name;
    std::vector<json_object> abi; ///< ABI function entries, free-form
};
BOOST_DESCRIBE_STRUCT(mud_system_details, (), (name, abi))

/// A record as the Store's events wrote it.
struct mud_record_raw {
    std::optional<hex_data> key_bytes;       ///< the whole key tuple, encoded
    std::optional<full_hash> key0;           ///< its first 32 bytes, when there is one
    std::optional<full_hash> key1;           ///< its second 32 bytes, when there is one
    std::optional<hex_data> static_data;
    std::optional<hex_data> encoded_lengths; ///< the dynamic fields' lengths, packed
    std::optional<hex_data> dynamic_data;
    unsigned_integer_string block_number;    ///< a Decimal column, so a string
    unsigned_integer_string log_index;       ///< likewise
};
BOOST_DESCRIBE_STRUCT(mud_record_raw, (),
                      (key_bytes, key0, key1, static_data, encoded_lengths, dynamic_data, block_number, log_index))

/// A record of a table.
struct mud_record {
    std::optional<hex_data> id; ///< its key_bytes, which names it in the path
    mud_record_raw raw;
    bool is_deleted = false;
    /// The record decoded with the table's schema: a member per column name,
    /// each as Mud.decode_record writes its type (free-form).
    std::optional<json_object> decoded;
    std::optional<explorer_schema::timestamp> timestamp; ///< its block's; null when Blockscout has not the block
};
BOOST_DESCRIBE_STRUCT(mud_record, (), (id, raw, is_deleted, decoded, timestamp))

/// A page of a table's records, with the table and its schema.
struct mud_records {
    std::vector<mud_record> items;
    mud_table table;
    mud_table_schema schema;
    std::optional<json_object> next_page_params; ///< key_bytes, key0, key1 of the last record; null on the last page
};
BOOST_DESCRIBE_STRUCT(mud_records, (), (items, table, schema, next_page_params))

/// One record, with its table and the table's schema.
struct mud_record_details {
    mud_record record;
    mud_table table;
    mud_table_schema schema;
};
BOOST_DESCRIBE_STRUCT(mud_record_details, (), (record, table, schema))

/// Body of GET /api/v2/mud/worlds.
using mud_worlds_response = page<mud_world>;

/// Body of GET /api/v2/mud/worlds/count, .../{world}/tables/count and
/// .../{world}/tables/{table_id}/records/count: a bare JSON number
/// (v6.8.0 on; {"count": n} before).
using mud_count_response = std::uint64_t;

/// Body of GET /api/v2/mud/worlds/{world}/tables.
using mud_tables_response = page<mud_table_with_schema>;

/// Body of GET /api/v2/mud/worlds/{world}/systems (v6.9 on).
using mud_systems_response = mud_systems;

/// Body of GET /api/v2/mud/worlds/{world}/systems/{system} (v6.9 on).
using mud_system_response = mud_system_details;

/// Body of GET /api/v2/mud/worlds/{world}/tables/{table_id}/records.
using mud_records_response = mud_records;

/// Body of GET /api/v2/mud/worlds/{world}/tables/{table_id}/records/{record_id}.
using mud_record_response = mud_record_details;

} // namespace explorer_schema::blockscout

#endif
