#ifndef EXPLORER_SCHEMA_OPENAPI_HPP
#define EXPLORER_SCHEMA_OPENAPI_HPP

// An OpenAPI 3.1 document of the three endpoints, from the endpoint
// descriptors and the same schemas json_schema() exports.

#include <explorer_schema/endpoints.hpp>
#include <explorer_schema/json_schema.hpp>

#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <string>

namespace explorer_schema {

/// The document of the endpoints under contract `Contract`.
template <class Contract = contracts::spec>
boost::json::object openapi_document(unknown_keys_policy unknown_keys = unknown_keys_policy::warn)
{
    namespace json = boost::json;
    auto view = [](std::string_view s) { return json::string_view(s.data(), s.size()); };
    schema_builder builder({.unknown_keys = unknown_keys, .ref_prefix = "#/components/schemas/"});
    json::object paths;
    boost::mp11::mp_for_each<endpoints::all>([&](auto e) {
        using E = decltype(e);
        json::object operation{
            {"operationId", view(E::name)},
            {"summary", view(E::summary)},
            {"responses",
             {{"200",
               {{"description", "The response body"},
                {"content", {{"application/json", {{"schema", builder.schema_of<response_t<E, Contract>>()}}}}}}}}}};
        if constexpr (requires { typename E::path_parameter; })
            operation["parameters"] = json::array{{{"name", view(E::path_parameter_name)},
                                                   {"in", "path"},
                                                   {"required", true},
                                                   {"schema", builder.schema_of<typename E::path_parameter>()}}};
        if (E::requires_authorization)
            operation["security"] = json::array{{{"api_key", json::array{}}}};
        paths[view(E::path_template)] = {
            {"servers", json::array{{{"url", "{" + std::string(E::base_url) + "}"},
                                     {"variables",
                                      {{view(E::base_url), {{"default", view(E::base_url_example)}}}}}}}},
            {"get", std::move(operation)}};
    });
    return {{"openapi", "3.1.0"},
            {"jsonSchemaDialect", "https://json-schema.org/draft/2020-12/schema"},
            {"info",
             {{"title", "Blockchain Explorer Read API: Transactions and Network Administration"},
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
