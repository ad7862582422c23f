// <explorer_schema/operations/print.hpp>: printing a model value for people
// and logs.

#include "../support.hpp"

#include <explorer_schema/operations/print.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(print)

BOOST_AUTO_TEST_CASE(printing_writes_compact_json)
{
    es::fee const fee{es::fee_type::actual, es::integer_string("21000")};
    std::ostringstream os;
    os << fee << ' ' << *es::address_hash::parse(es::address_hash::example);
    BOOST_TEST(os.str() == R"({"type":"actual","value":"21000"} )" +
                               std::string(es::address_hash::example));
}


// Rule: an enumerator prints as its name in JSON, and a value that names
// no enumerator as (unnamed).
BOOST_AUTO_TEST_CASE(an_enumerator_prints_as_its_json_name)
{
    std::ostringstream os;
    os << es::fee_type::maximum << ' ' << static_cast<es::fee_type>(7);
    BOOST_TEST(os.str() == "maximum (unnamed)");
}

// Rule: to_string is what a stream prints: compact JSON with every secret
// redacted, where encoding for the wire keeps it.
BOOST_AUTO_TEST_CASE(to_string_is_compact_json_with_secrets_redacted)
{
    auto const networks = es::decode<es::network_list>(valid_networks());
    BOOST_TEST_REQUIRE(networks.ok());
    auto const& network = networks.value.items.at(0);
    std::ostringstream os;
    os << network;
    BOOST_TEST(os.str() == es::to_string(network));
    auto const printed = json::parse(es::to_string(network));
    auto encoded = es::to_json(network);
    BOOST_TEST(printed.at("explorer_api_key") == json::value(es::secret<>::redacted));
    encoded.as_object()["explorer_api_key"] = es::secret<>::redacted;
    BOOST_TEST(printed == encoded);
}

BOOST_AUTO_TEST_SUITE_END()
