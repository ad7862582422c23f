// <explorer_schema/model/member_rules.hpp>: a type's own rules across its
// members, which the decoder calls once the members are right.

#include "../support.hpp"

#include <explorer_schema/model/member_rules.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace member_rules_model {

/// A range whose high end is not below its low end.
struct range {
    int low = 0;
    int high = 0;
};
BOOST_DESCRIBE_STRUCT(range, (), (low, high))

inline void check_member_rules(range const& r, es::member_rules& rules)
{
    if (r.high < r.low)
        rules.error("/high", es::issue_code::out_of_range,
                    rules.hides_values() ? "the high end is below the low end"
                                         : "high " + std::to_string(r.high) + " is below low " +
                                               std::to_string(r.low));
}

struct ranges {
    std::vector<range> items;
};
BOOST_DESCRIBE_STRUCT(ranges, (), (items))

} // namespace member_rules_model

BOOST_AUTO_TEST_SUITE(member_rules)

using member_rules_model::ranges;

// Rule: a struct's check_member_rules, found by argument-dependent lookup,
// reports at its member's path relative to the struct, wherever the struct
// is in the document.
BOOST_AUTO_TEST_CASE(a_rule_across_members_reports_at_the_member_it_names)
{
    auto const doc = json::parse(R"({"items": [{"low": 1, "high": 2}, {"low": 5, "high": 3}]})");
    check_issues<ranges>(doc, {"error out_of_range /items/1/high"});
    BOOST_TEST(es::decode<ranges>(doc).issues.at(0).message == "high 3 is below low 5");
    BOOST_TEST(!es::decode<ranges>(doc).ok());
    BOOST_TEST(es::parse<ranges>(json::serialize(doc)).issues == es::decode<ranges>(doc).issues,
               boost::test_tools::per_element());
}

// Rule: the rules know whether messages may quote input values
// (decode_options::hide_input_values).
BOOST_AUTO_TEST_CASE(a_rule_is_told_when_values_must_not_be_quoted)
{
    auto const doc = json::parse(R"({"items": [{"low": 5, "high": 3}]})");
    auto const r = es::decode<ranges>(doc, {.hide_input_values = true});
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error out_of_range /items/0/high"});
    BOOST_TEST(r.issues.at(0).message == "the high end is below the low end");
}

// Rule: the rules are not called on a struct whose members have an error:
// they read the members' values, which only mean something once right.
BOOST_AUTO_TEST_CASE(a_rule_is_not_called_when_a_member_is_wrong)
{
    check_issues<ranges>(json::parse(R"({"items": [{"low": "5", "high": 3}]})"), {"error wrong_type /items/0/low"});
    check_issues<ranges>(json::parse(R"({"items": [{"low": 5}]})"), {"error missing_member /items/0/high"});
}

BOOST_AUTO_TEST_SUITE_END()
