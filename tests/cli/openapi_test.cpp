// The openapi command: the OpenAPI document of a contract's endpoints.

#include "../support.hpp"

#include <explorer_schema/operations/openapi.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_openapi)

// Rule: openapi prints what openapi_document gives for the contract asked
// for (the spec's by default), with the unknown-key policy given.
BOOST_AUTO_TEST_CASE(openapi_prints_the_librarys_document_for_the_options_given)
{
    auto const openapi = run({"openapi"});
    BOOST_TEST(openapi.status == 0);
    BOOST_TEST(json::parse(openapi.out) == es::openapi_document<es::endpoints::all>());
    auto const blockscout = run({"openapi", "--contract", "blockscout", "--unknown-keys", "error"});
    BOOST_TEST(blockscout.status == 0);
    auto const expected =
        es::openapi_document<es::endpoints::all, es::contracts::blockscout>(es::unknown_keys_policy::error);
    BOOST_TEST(json::parse(blockscout.out) == expected);
}

BOOST_AUTO_TEST_SUITE_END()
