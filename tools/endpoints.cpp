// explorer-schema endpoints: the endpoints of the registry.

#include "cli.hpp"

#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_endpoints(settings const& s)
{
    boost::mp11::mp_for_each<endpoints::all>([&](auto e) {
        using E = decltype(e);
        std::string names;
        bool listed = s.only_contract.empty();
        boost::mp11::mp_for_each<contracts::all>([&](auto c) {
            using C = decltype(c);
            if constexpr (has_response<E, C>) {
                names.append(names.empty() ? "" : ",").append(C::name);
                listed = listed || C::name == s.only_contract;
            }
        });
        if (listed)
            std::cout << E::name << '\t' << E::method << ' ' << E::path_template << '\t' << names << '\n';
    });
    return 0;
}

} // namespace

void add_endpoints(command_line& line)
{
    auto& command = line.add("endpoints",
                             "Print the endpoints, one per line: the name, the request (\"GET /api/v2/...\") and the\n"
                             "contracts that have it, separated by tabs.",
                             &run_endpoints);
    add_choice(
        command, "--contract", contract_names(), [&s = line.s](std::string const& v) { s.only_contract = v; },
        "only the endpoints this contract has");
}

} // namespace explorer_schema::cli
