#ifndef EXPLORER_SCHEMA_OPERATIONS_OPENAPI_HPP
#define EXPLORER_SCHEMA_OPERATIONS_OPENAPI_HPP

// An OpenAPI 3.1 document of a list of endpoints (the registry's,
// endpoints::all, or a user's own) under a contract, with the same schemas
// json_schema() exports.

#include <explorer_schema/model/endpoint.hpp>
#include <explorer_schema/operations/json_schema.hpp>

#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <cctype>
#include <concepts>
#include <string>

namespace explorer_schema {

/// The document of those endpoints of the list `Endpoints` that have a
/// response under contract `Contract`: of the registry's,
/// openapi_document<endpoints::all, contracts::blockscout>(). Under
/// Blockscout's, with a chain type, that of its build: its paths and its
/// members; without, that of every chain type's.
template <class Endpoints, class Contract = contracts::spec>
boost::json::object openapi_document(unknown_keys_policy unknown_keys = unknown_keys_policy::warn,
                                     std::optional<chain_type> chain = std::nullopt)
{
    namespace json = boost::json;
    auto view = [](std::string_view s) { return json::string_view(s.data(), s.size()); };
    schema_builder builder({.unknown_keys = unknown_keys, .ref_prefix = "#/components/schemas/", .chain = chain});
    json::object paths;
    detail::for_each_apart<endpoints::under<Endpoints, Contract>>([&](auto e) {
        using E = decltype(e);
        if constexpr (std::same_as<Contract, contracts::blockscout>)
            if (chain && !served_on<E>.contains(*chain))
                return;
        // A response for each status the endpoint has a body for, 200's first.
        json::object responses;
        boost::mp11::mp_for_each<bodies_of<E, Contract>>([&](auto b) {
            using B = decltype(b);
            responses[std::to_string(B::status)] = {
                {"description", B::status == 200 ? "The response body" : "The body of an error of this status"},
                {"content", {{"application/json", {{"schema", builder.schema_of<typename B::body>()}}}}}};
        });
        json::object operation{
            {"operationId", view(E::name)}, {"summary", view(E::title)}, {"responses", std::move(responses)}};
        // A parameter after the template's `?` is one of the query's.
        auto const path = E::path_template.substr(0, E::path_template.find('?'));
        json::array parameters;
        boost::mp11::mp_for_each<typename E::parameters>([&](auto p) {
            using P = decltype(p);
            bool const in_path = path.find("{" + std::string(P::name) + "}") != std::string_view::npos;
            parameters.push_back({{"name", view(P::name)},
                                  {"in", in_path ? "path" : "query"},
                                  {"required", true},
                                  {"schema", builder.schema_of<typename P::type>()}});
        });
        if (!parameters.empty())
            operation["parameters"] = std::move(parameters);
        if constexpr (std::same_as<Contract, contracts::blockscout>)
            operation["description"] = "Served by Blockscout " + served_by<E>.to_string() +
                                        (served_on<E> == chain_set::all()
                                             ? std::string(".")
                                             : " built for " + served_on<E>.to_string() + ".");
        // OpenAPI names an operation by its method in lower case.
        std::string method(E::method);
        std::ranges::transform(method, method.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (E::requires_authorization)
            operation["security"] = json::array{{{"api_key", json::array{}}}};
        paths[view(path)] = {
            {"servers", json::array{{{"url", "{" + std::string(E::base_url) + "}"},
                                     {"variables",
                                      {{view(E::base_url), {{"default", view(E::base_url_example)}}}}}}}},
            {method, std::move(operation)}};
    });
    return {{"openapi", "3.1.0"},
            {"jsonSchemaDialect", "https://json-schema.org/draft/2020-12/schema"},
            {"info",
             {{"title", "Blockchain Explorer Read API and Network Administration"},
              {"version", "1"},
              {"description", "The responses as " + std::string(Contract::title) + "."}}},
            {"paths", std::move(paths)},
            {"components",
             {{"schemas", builder.definitions()},
              {"securitySchemes",
               {{"api_key",
                 {{"type", "apiKey"},
                  {"in", "header"},
                  {"name", "Authorization"},
                  {"description", "The rewards service's API key"}}}}}}}};
}

} // namespace explorer_schema

#endif
