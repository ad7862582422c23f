// <explorer_schema/contracts/common.hpp>: what both contracts share, the summary
// variables and the summary's rule across its members.

#include "../support.hpp"

#include <explorer_schema/contracts/common.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(common)

BOOST_AUTO_TEST_CASE(a_variable_value_is_typed_by_its_type_in_either_order)
{
    auto const type_first = es::decode<es::summary_variable>(
        json::parse(R"({"type": "currency", "value": "1234.5"})"));
    auto const value_first = es::decode<es::summary_variable>(
        json::parse(R"({"value": "1234.5", "type": "currency"})"));
    BOOST_TEST_REQUIRE(type_first.ok());
    BOOST_TEST_REQUIRE(value_first.ok());
    BOOST_TEST(std::get<es::currency_variable>(value_first.value).value.str() == "1234.5");
    BOOST_TEST((type_first.value == value_first.value));

    check_issues<es::summary_variable>(json::parse(R"({"value": 7, "type": "timestamp"})"),
                                       {"error wrong_type /value"});
    check_issues<es::summary_variable>(json::parse(R"({"value": "x", "type": "currency"})"),
                                       {"error invalid_decimal_string /value"});
}

BOOST_AUTO_TEST_CASE(every_variable_type_decodes_to_its_alternative)
{
    auto const r = es::decode<es::transaction_summary_response>(valid_summary());
    BOOST_TEST_REQUIRE(r.ok());
    auto const& vars = r.value.data.summaries.at(0).summary_template_variables;
    BOOST_TEST(std::holds_alternative<es::string_variable>(vars.at("action_type")));
    BOOST_TEST(std::holds_alternative<es::currency_variable>(vars.at("amount")));
    BOOST_TEST(std::holds_alternative<es::token_variable>(vars.at("token")));
    BOOST_TEST(std::holds_alternative<es::address_variable>(vars.at("to_address")));
    BOOST_TEST(std::holds_alternative<es::dex_tag_variable>(vars.at("market")));
    BOOST_TEST(std::holds_alternative<es::timestamp_variable>(vars.at("time")));
    BOOST_TEST(std::holds_alternative<es::method_variable>(vars.at("method")));
    BOOST_TEST(std::holds_alternative<es::domain_variable>(vars.at("domain")));
    BOOST_TEST(std::holds_alternative<es::external_link_variable>(vars.at("explorer")));
    BOOST_TEST(std::holds_alternative<es::link_variable>(vars.at("docs")));
    BOOST_TEST(std::get<es::token_variable>(vars.at("token")).value.volume_24h->str() ==
               "5802362415.17");
}

BOOST_AUTO_TEST_CASE(an_unknown_variable_type_is_kept_raw_with_a_warning)
{
    auto const doc = json::parse(R"({"type": "nft_collection", "value": {"name": "BAYC", "n": [1, 2]}})");
    auto const r = es::decode<es::summary_variable>(doc);
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"warning unknown_discriminator /type"});
    BOOST_TEST(r.ok());
    auto const& kept = std::get<es::unknown_variable>(r.value);
    BOOST_TEST(kept.type == "nft_collection");
    BOOST_TEST(kept.value == doc.at("value"));
    BOOST_TEST(es::to_json(r.value) == doc);
}

BOOST_AUTO_TEST_CASE(a_variable_without_a_string_type_is_an_error)
{
    check_issues<es::summary_variable>(json::parse(R"({"value": "x"})"),
                                       {"error missing_member /type"});
    check_issues<es::summary_variable>(json::parse(R"({"type": null, "value": "x"})"),
                                       {"error null_not_allowed /type"});
    check_issues<es::summary_variable>(json::parse(R"({"type": 3, "value": "x"})"),
                                       {"error wrong_type /type"});
    check_issues<es::summary_variable>(json::parse(R"(["string", "x"])"), {"error wrong_type "});
}

BOOST_AUTO_TEST_CASE(the_validator_reports_placeholders_that_name_no_variable)
{
    auto doc = valid_summary();
    doc.at_pointer("/data/summaries/0/summary_template") = "{action_type} {missing} {missing} {native} {wei}";
    check_issues<es::transaction_summary_response>(
        doc, {"error undefined_placeholder /data/summaries/0/summary_template"});
    doc.at_pointer("/data/summaries/0/summary_template") = "{action_type";
    check_issues<es::transaction_summary_response>(
        doc, {"error unterminated_placeholder /data/summaries/0/summary_template"});
    doc.at_pointer("/data/summaries/0/summary_template") = "{action_type} {amount}";
    check_issues<es::transaction_summary_response>(doc, {}); // unused variables are fine
}

BOOST_AUTO_TEST_SUITE_END()
