// The table of tools/bodies.hpp: the only place of the program that walks
// every body of every endpoint, taking the address of each operation for
// its type.

#include "bodies.hpp"
#include "cli.hpp"

#include <explorer_schema/operations/redact.hpp>

#include <algorithm>

namespace explorer_schema::cli {
namespace {

template <class E, class C, class Body>
body_operations operations_of()
{
    return {E::name,
            C::name,
            Body::status,
            &endpoints::options_for<E, C>,
            &identify<typename Body::body>,
            &validate<typename Body::body>,
            &json_schema<typename Body::body>,
            &fuzzing::generate<typename Body::body>,
            &redact_secrets<typename Body::body>,
            &fuzzing::mutation_count<typename Body::body>,
            &fuzzing::for_each_mutation<typename Body::body>};
}

std::vector<body_operations> const& every_body()
{
    static std::vector<body_operations> const table = [] {
        std::vector<body_operations> out;
        endpoints::for_each_response([&](auto e, auto c) {
            boost::mp11::mp_for_each<bodies_of<decltype(e), decltype(c)>>(
                [&](auto b) { out.push_back(operations_of<decltype(e), decltype(c), decltype(b)>()); });
        });
        return out;
    }();
    return table;
}

} // namespace

std::string statuses_of(std::string const& endpoint, std::string const& contract)
{
    std::string out;
    for (auto const& b : every_body())
        if (b.endpoint == endpoint && b.contract == contract)
            out.append(out.empty() ? "" : ", ").append(std::to_string(b.status));
    return out;
}

body_operations const& body_of(std::string const& endpoint, std::string const& contract, unsigned status)
{
    auto const& table = every_body();
    auto const found = std::find_if(table.begin(), table.end(), [&](body_operations const& b) {
        return b.endpoint == endpoint && b.contract == contract && b.status == status;
    });
    if (found != table.end())
        return *found;
    auto const statuses = statuses_of(endpoint, contract);
    if (statuses.empty())
        throw usage_error("the endpoint " + endpoint + " has no response under the contract " + contract);
    throw usage_error("--status: the endpoint " + endpoint + " has no body of status " + std::to_string(status) +
                      " under the contract " + contract + "; it has " + statuses);
}

} // namespace explorer_schema::cli
