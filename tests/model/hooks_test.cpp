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


// Rule: boost::json::value_to of a model type decodes it: the value when it
// keeps the contract, else validation_error carrying every issue.
BOOST_AUTO_TEST_CASE(value_to_decodes_a_model_type_or_throws_every_issue)
{
    auto const fee = json::value_to<es::fee>(json::parse(R"({"type": "maximum", "value": "21000"})"));
    BOOST_TEST((fee.type == es::fee_type::maximum));
    BOOST_TEST_REQUIRE(fee.value.has_value());
    BOOST_TEST(fee.value->str() == "21000");
    auto const carries_both = [](es::validation_error const& e) {
        return brief(e.issues()) ==
               std::vector<std::string>{"error invalid_enum_value /type", "error invalid_integer_string /value"};
    };
    BOOST_CHECK_EXCEPTION(json::value_to<es::fee>(json::parse(R"({"type": "paid", "value": "0x1"})")),
                          es::validation_error, carries_both);
}

BOOST_AUTO_TEST_SUITE_END()
