// The table of <explorer_schema/bodies.hpp>: every body of every endpoint of
// the registry, each operation taken, by its address, from those this
// library instantiates for the body's type (compiled_declarations.hpp).

#include <explorer_schema/bodies.hpp>
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/impl/decode.hpp>
#include <explorer_schema/operations/json_schema.hpp>
#include <explorer_schema/operations/redact.hpp>

#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>

namespace explorer_schema {
namespace {

template <class T>
std::vector<issue> decode_issues_of(boost::json::value const& json, decode_options const& options)
{
    return decode<T>(json, options).issues;
}

template <class E, class C, class Body>
body_operations operations_of()
{
    using T = typename Body::body;
    return {E::name,
            C::name,
            Body::status,
            &endpoints::options_for<E, C>,
            &validate<T>,
            &decode_issues_of<T>,
            &identify<T>,
            &json_schema<T>,
            &fuzzing::generate<T>,
            &redact_secrets<T>,
            &fuzzing::mutation_count<T>,
            &fuzzing::for_each_mutation<T>};
}

std::vector<body_operations> const& table()
{
    static std::vector<body_operations> const every = [] {
        std::vector<body_operations> out;
        endpoints::for_each_response([&](auto e, auto c) {
            boost::mp11::mp_for_each<bodies_of<decltype(e), decltype(c)>>(
                [&](auto b) { out.push_back(operations_of<decltype(e), decltype(c), decltype(b)>()); });
        });
        return out;
    }();
    return every;
}

} // namespace

std::span<body_operations const> bodies() noexcept { return table(); }

body_operations const* find_body(std::string_view endpoint, std::string_view contract, unsigned status) noexcept
{
    for (auto const& b : table())
        if (b.endpoint == endpoint && b.contract == contract && b.status == status)
            return &b;
    return nullptr;
}

body_operations const& body_of(std::string_view endpoint, std::string_view contract, unsigned status)
{
    if (auto const* found = find_body(endpoint, contract, status))
        return *found;
    std::string statuses;
    bool known = false;
    for (auto const& b : table()) {
        known = known || b.endpoint == endpoint;
        if (b.endpoint == endpoint && b.contract == contract)
            statuses.append(statuses.empty() ? "" : ", ").append(std::to_string(b.status));
    }
    std::string const name(endpoint);
    if (!known)
        throw std::invalid_argument("no endpoint of the registry is named " + name);
    if (statuses.empty())
        throw std::invalid_argument("the endpoint " + name + " has no response under the contract " +
                                    std::string(contract));
    throw std::invalid_argument("the endpoint " + name + " has no body of status " + std::to_string(status) +
                                " under the contract " + std::string(contract) + "; it has " + statuses);
}

} // namespace explorer_schema
