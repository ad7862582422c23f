// explorer-schema openapi: the OpenAPI 3.1 document of a contract's endpoints.

#include "cli.hpp"

#include <explorer_schema/operations/openapi.hpp>
#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_openapi(settings const& s)
{
    auto const& contract = s.contract;
    auto const& policy = s.schema.unknown_keys;
    contracts::visit_by_name(contract, [&](auto c) {
        print_pretty(std::cout, openapi_document<endpoints::all, decltype(c)>(policy, s.schema.chain));
    });
    return 0;
}

} // namespace

void add_openapi(command_line& line)
{
    auto& command = line.add("openapi", "Print the OpenAPI 3.1 document of the endpoints.", &run_openapi);
    add_contract(command, line.s);
    add_choice(command, "--unknown-keys", line.s.schema.unknown_keys, schema_policy);
    add_chain_type(command, line.s.schema.chain,
                   "with --contract blockscout: the paths and members of that\n"
                   "chain type's build; without it, every chain type's");
}

} // namespace explorer_schema::cli
