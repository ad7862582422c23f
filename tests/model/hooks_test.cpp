// <explorer_schema/model/hooks.hpp>: what every model type has by
// argument-dependent lookup (Boost.JSON conversion, printing).

#include "../support.hpp"

#include <explorer_schema/model/hooks.hpp>

#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(hooks)

BOOST_AUTO_TEST_CASE(value_from_encodes_model_types)
{
    auto const txs = es::decode<es::main_page_transactions_response>(valid_main_page()).value;
    BOOST_TEST(json::value_from(txs) == valid_main_page());
    BOOST_TEST(json::value_from(txs[5]) == valid_main_page().at(5));
    BOOST_TEST(json::value_from(es::transaction_status::error) == json::value("error"));
    BOOST_TEST(json::value_from(*es::address_hash::parse(es::address_hash::example)) ==
               json::value(es::address_hash::example));
}

BOOST_AUTO_TEST_SUITE_END()
