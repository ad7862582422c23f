// The OpenAPI document of a contract: every endpoint, its parameters, its
// response's schema and its security.

#include "../endpoint_listing.hpp"
#include "../support.hpp"

#include <set>

#include <explorer_schema/operations/openapi.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(openapi)

BOOST_AUTO_TEST_CASE(openapi_describes_every_endpoint)
{
    auto const doc = es::openapi_document<es::endpoints::all>();
    BOOST_TEST(doc.at("openapi") == json::value("3.1.0"));
    auto const& paths = doc.at("paths").as_object();
    std::set<std::string> described;
    for (auto const& path : paths)
        described.emplace(path.key());
    BOOST_TEST(described == test_support::listed_paths(test_support::endpoint_listing(), "spec"),
               boost::test_tools::per_element());
    BOOST_TEST(paths.at("/api/v2/transactions/{transaction_hash}").at_pointer(
                   "/get/responses/200/content/application~1json/schema") ==
               json::parse(R"({"$ref": "#/components/schemas/transaction"})"));
    BOOST_TEST(paths.at("/api/v2/addresses/{address_hash}/transactions").at_pointer("/get/parameters/0/name") ==
               json::value("address_hash"));
    BOOST_TEST(paths.at("/api/v2/transactions").at_pointer(
                   "/get/responses/200/content/application~1json/schema/properties/next_page_params") ==
               json::parse(R"({"anyOf": [{"type": "object"}, {"type": "null"}]})"));
    BOOST_TEST(paths.at("/api/v2/main-page/transactions").at_pointer(
                   "/get/responses/200/content/application~1json/schema") ==
               json::parse(R"({"type": "array", "items": {"$ref": "#/components/schemas/transaction"}})"));
    auto const summary = paths.at("/api/v2/transactions/{transaction_hash}/summary").at("get");
    BOOST_TEST(summary.at("parameters") == json::parse(R"([{"name": "transaction_hash", "in": "path",
        "required": true, "schema": {"type": "string", "pattern": "^0x[0-9a-fA-F]{64}$",
        "description": "a 32-byte hash",
        "examples": ["0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18"]}}])"));
    BOOST_TEST(!summary.as_object().contains("security"));
    auto const networks = paths.at("/admin/api/v1/networks");
    BOOST_TEST(networks.at_pointer("/get/security") == json::parse(R"([{"api_key": []}])"));
    BOOST_TEST(networks.at_pointer("/servers/0/url") == json::value("{merits_url}"));
    BOOST_TEST(json::value(doc).at_pointer("/components/securitySchemes/api_key") ==
               json::parse(R"({"type": "apiKey", "in": "header", "name": "Authorization",
                               "description": "The rewards service's API key"})"));
    BOOST_TEST(json::value(doc).at_pointer("/components/schemas").as_object().contains("network"));
}

BOOST_AUTO_TEST_CASE(openapi_under_blockscout_describes_its_read_api_with_its_parameters)
{
    auto const doc = es::openapi_document<es::endpoints::all, es::contracts::blockscout>();
    auto const& paths = doc.at("paths").as_object();
    std::set<std::string> described;
    for (auto const& path : paths)
        described.emplace(path.key());
    BOOST_TEST(described == test_support::listed_paths(test_support::endpoint_listing(), "blockscout"),
               boost::test_tools::per_element());
    // A parameter after the template's `?` is the query's; the path key stops before it.
    BOOST_TEST(paths.at("/api/v2/search").at_pointer("/get/parameters") ==
               json::parse(R"([{"name": "q", "in": "query", "required": true,
                   "schema": {"type": "string", "pattern": "^[\\s\\S]+$", "description": "a search text",
                              "examples": ["USDT"]}}])"));
    auto const instance = paths.at("/api/v2/tokens/{address_hash}/instances/{id}/holders").at_pointer("/get/parameters");
    BOOST_TEST(instance.at_pointer("/0/name") == json::value("address_hash"));
    BOOST_TEST(instance.at_pointer("/1/name") == json::value("id"));
    BOOST_TEST(instance.at_pointer("/1/in") == json::value("path"));
    BOOST_TEST(paths.at("/api/v2/blocks/{block_hash_or_number}").at_pointer("/get/parameters/0/schema/pattern") ==
               json::value("^(0x[0-9a-fA-F]{64}|0|[1-9][0-9]{0,19})$"));
    BOOST_TEST(paths.at("/api/v2/addresses/{address_hash}/token-balances").at_pointer(
                   "/get/responses/200/content/application~1json/schema/type") == json::value("array"));
}

namespace own_list {
/// A user's own endpoint, outside the registry.
struct holder {
    es::address_hash hash;
    std::uint64_t balance = 0;
};
BOOST_DESCRIBE_STRUCT(holder, (), (hash, balance))
struct get_holder : es::endpoint<"holder", "GET", "/api/v2/holders/{address_hash}", es::services::blockscout,
                                 "One holder", es::response_in<es::contracts::blockscout, holder>> {};
} // namespace own_list

// Rule: openapi_document documents the endpoints of the list it is given and
// no others, so a list of one endpoint of the user's own is one path.
BOOST_AUTO_TEST_CASE(openapi_documents_the_list_it_is_given)
{
    using list = boost::mp11::mp_list<own_list::get_holder>;
    auto const doc = es::openapi_document<list, es::contracts::blockscout>();
    auto const& paths = doc.at("paths").as_object();
    BOOST_TEST(paths.size() == 1u);
    BOOST_TEST(paths.at("/api/v2/holders/{address_hash}").at_pointer("/get/operationId") == json::value("holder"));
    BOOST_TEST(paths.at("/api/v2/holders/{address_hash}").at_pointer(
                   "/get/responses/200/content/application~1json/schema") ==
               json::parse(R"({"$ref": "#/components/schemas/holder"})"));
    // Under a contract it has no response under, the list has no path.
    BOOST_TEST(es::openapi_document<list>().at("paths").as_object().empty());
}

// Under Blockscout's contract an operation of its API v2 lists a response for
// each status it has a body for, 200's first; the spec's contract and the
// rewards service list 200 alone.
BOOST_AUTO_TEST_CASE(openapi_lists_the_body_of_each_status)
{
    auto const doc = json::value(es::openapi_document<es::endpoints::all, es::contracts::blockscout>());
    auto const& responses = doc.at_pointer("/paths/~1api~1v2~1blocks~1{block_hash_or_number}/get/responses").as_object();
    std::vector<std::string> statuses;
    for (auto const& r : responses)
        statuses.emplace_back(r.key());
    BOOST_TEST(statuses == (std::vector<std::string>{"200", "400", "403", "404", "422", "429", "500", "501"}),
               boost::test_tools::per_element());
    BOOST_TEST(responses.at("500").at_pointer("/content/application~1json/schema") ==
               json::parse(R"({"anyOf": [{"type": "string"}, {"$ref": "#/components/schemas/error_message"}]})"));
    BOOST_TEST(responses.at("429").at_pointer("/content/application~1json/schema") ==
               json::parse(R"({"$ref": "#/components/schemas/error_message"})"));
    BOOST_TEST(doc.at_pointer("/components/schemas/cast_error/required") ==
               json::parse(R"(["title", "source", "detail"])"));
    auto const spec = json::value(es::openapi_document<es::endpoints::all>());
    BOOST_TEST(spec.at_pointer("/paths/~1api~1v2~1transactions/get/responses").as_object().size() == 1u);
    BOOST_TEST(doc.at_pointer("/paths/~1admin~1api~1v1~1networks/get/responses").as_object().size() == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
