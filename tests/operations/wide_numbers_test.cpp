// <explorer_schema/operations/wide_numbers.hpp>: numbers Boost.JSON cannot hold
// exactly, written back as they came.

#include "../support.hpp"

#include <explorer_schema/operations/wide_numbers.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(wide_numbers)

// Rule: an integer too wide for 64 bits in free-form JSON, which Boost.JSON
// 1.81 holds as the nearest double, and a number beyond a double's range,
// which it holds as infinity and writes as `Infinity` (not JSON), are
// written back as they came by es::serialize with the wide_numbers of its text:
// the text read is the text written, and a model parsed from it and encoded
// with es::to_json writes them too.
BOOST_AUTO_TEST_CASE(integers_beyond_64_bits_keep_their_digits_through_a_dom_and_a_model)
{
    std::string const text =
        R"({"items":[{"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
        R"("blockscout_api_key":null,"block_timestamp_skew":null,"sent_transactions_activity_enabled":true,)"
        R"("verified_contracts_activity_enabled":true,"blockscout_usage_activity_enabled":true,)"
        R"("details":{"supply":123456789012345678901234567890,"debt":[-99999999999999999999,18446744073709551615],)"
        R"("a/b~c":-9223372036854775809,"far":[1e400,-1E+999]}}]})";
    auto const wide = es::wide_numbers_in(text);
    BOOST_TEST(wide.size() == 5u);
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/far/1"));
    BOOST_TEST(wide.find("/items/0/details/far/1")->text == "-1E+999");
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/supply"));
    BOOST_TEST(wide.find("/items/0/details/supply")->text == "123456789012345678901234567890");
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/debt/0"));
    BOOST_TEST(wide.find("/items/0/details/debt/0")->text == "-99999999999999999999");
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/a~1b~0c"));
    BOOST_TEST(wide.find("/items/0/details/a~1b~0c")->text == "-9223372036854775809");

    auto dom = json::parse(text);
    BOOST_TEST(json::serialize(dom) != text); // what Boost.JSON alone writes
    BOOST_TEST(es::serialize(dom, wide) == text);

    auto const model = es::parse<es::blockscout::networks_response>(text);
    BOOST_TEST_REQUIRE(model.ok());
    BOOST_TEST(es::serialize(es::to_json(model.value), wide) == text);

    // A value changed at a wide integer's place is written as it is now.
    dom.at_pointer("/items/0/details/supply") = 7;
    dom.at_pointer("/items/0/details/debt/0") = 1e20;
    auto const changed = es::serialize(dom, wide);
    BOOST_TEST(changed.find(R"("supply":7,"debt":[1E20,18446744073709551615])") != std::string::npos, changed);
    BOOST_TEST(changed.find(R"("a/b~c":-9223372036854775809)") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
