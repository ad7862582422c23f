// explorer-schema diff-contracts: where the blockscout contract differs from
// the spec's, field by field.

#include "cli.hpp"

#include <explorer_schema/operations/contract_diff.hpp>
#include <iostream>

namespace explorer_schema::cli {
namespace {

int run_diff_contracts(settings const& s)
{
    auto const& endpoint = s.endpoint;
    using spec = contracts::spec;
    using blockscout = contracts::blockscout;
    std::vector<field_difference> differences;
    endpoints::visit_by_name(endpoint, [&](auto e) {
        using E = decltype(e);
        if constexpr (has_response<E, spec> && has_response<E, blockscout>)
            differences = compare_fields<response_t<E, spec>, response_t<E, blockscout>>();
        else
            throw usage_error("the endpoint " + endpoint + " is not under both contracts");
    });
    std::cout << endpoint << ": " << counted(differences.size(), "field") << " where " << blockscout::title << " ("
              << blockscout::name << ") differs from " << spec::title << " (" << spec::name << ")\n";
    std::string const absent(field_difference::absent);
    for (auto const& d : differences)
        std::cout << '\n'
                  << display_path(d.path) << "\n  " << spec::name << ":       " << d.left.value_or(absent) << "\n  "
                  << blockscout::name << ": " << d.right.value_or(absent) << '\n';
    return differences.empty() ? 0 : 1;
}

} // namespace

void add_diff_contracts(command_line& line)
{
    auto& command = line.add(
        "diff-contracts",
        "Print, field by field, where the blockscout contract differs from the spec's for an endpoint's response.",
        &run_diff_contracts);
    add_endpoint(command, line.s);
}

} // namespace explorer_schema::cli
