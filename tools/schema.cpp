// explorer-schema schema: the JSON Schema of an endpoint's response.

#include "cli.hpp"

#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_schema(settings const& s)
{
    auto const& endpoint = s.endpoint;
    auto const& contract = s.contract;
    auto const& options = s.schema;
    auto const& body = body_named(endpoint, contract, s.status);
    auto const title = s.status == 200 ? std::string(body.endpoint) : std::string(body.endpoint) + " " + std::to_string(s.status);
    print_pretty(std::cout, body.json_schema(options, title));
    return 0;
}

} // namespace

void add_schema(command_line& line)
{
    auto& command = line.add("schema", "Print the JSON Schema of an endpoint's response.", &run_schema);
    add_endpoint(command, line.s);
    add_contract(command, line.s);
    add_status(command, line.s);
    add_choice(
        command, "--draft", {"2020-12", "4"},
        [&s = line.s](std::string const& v) {
            s.schema.dialect = v == "4" ? schema_dialect::draft4 : schema_dialect::draft2020_12;
        },
        "2020-12 (default) or 4 (draft-04, for RapidJSON)");
    add_choice(command, "--unknown-keys", line.s.schema.unknown_keys, schema_policy);
    add_chain_type(command, line.s.schema.chain,
                   "with --contract blockscout: the members of that chain type's\n"
                   "build; without it, every chain type's, none required");
}

} // namespace explorer_schema::cli
