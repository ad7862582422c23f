// The schema command: the JSON Schema of an endpoint's response.

#include "../support.hpp"

#include <explorer_schema/operations/json_schema.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_schema)

// Rule: schema prints what json_schema gives for the endpoint's response
// under the contract asked for (the spec's by default), with the dialect
// and the unknown-key policy given.
BOOST_AUTO_TEST_CASE(schema_prints_the_librarys_json_schema_for_the_options_given)
{
    auto const schema = run({"schema", "--contract", "blockscout", "--endpoint", "transaction-summary"});
    BOOST_TEST(schema.status == 0);
    BOOST_TEST(json::parse(schema.out) ==
               es::json_schema<es::blockscout::transaction_summary_response>({}, "transaction-summary"));
    auto const draft4 = run({"schema", "--endpoint", "networks", "--draft", "4", "--unknown-keys", "error"});
    BOOST_TEST(draft4.status == 0);
    es::schema_options options;
    options.dialect = es::schema_dialect::draft4;
    options.unknown_keys = es::unknown_keys_policy::error;
    BOOST_TEST(json::parse(draft4.out) == es::json_schema<es::network_list>(options, "networks"));
}

BOOST_AUTO_TEST_SUITE_END()
