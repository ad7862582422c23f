// The Boost.Test checks that <explorer_schema/testing/boost_test.hpp> gives users.

#include "../support.hpp"

#include <explorer_schema/testing/boost_test.hpp>

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(boost_test)

// In the suite's namespace: the test program is compiled in two
// translation units, where another file's names at namespace scope would
// collide with these.
using es::testing::expected_issue;

constexpr std::string_view broken = R"({"items": [{"chain_id": 1, "name": "Ethereum", "domain": "eth",
    "active": true, "rpc_url": null, "explorer_api_key": 12345, "block_timestamp_skew": null,
    "sent_transactions_activity_enabled": true, "verified_contracts_activity_enabled": true}],
    "extra": 1})";

std::string message_of(boost::test_tools::assertion_result const& r)
{
    auto const message = r.message();
    return {message.begin(), message.end()};
}

BOOST_AUTO_TEST_CASE(check_valid_passes_on_a_valid_document)
{
    EXPLORER_SCHEMA_CHECK_VALID(es::network_list, read_file(fixtures_dir / "networks/valid/networks.json"));
    EXPLORER_SCHEMA_REQUIRE_VALID(es::network_list, R"({"items": [], "unknown": true})");
}

BOOST_AUTO_TEST_CASE(check_valid_fails_listing_every_issue)
{
    auto const r = es::testing::is_valid<es::network_list>(broken);
    BOOST_TEST(!r);
    BOOST_TEST(message_of(r) ==
               "the document (" + std::to_string(broken.size()) + " bytes of JSON) breaks the contract:\n"
               "  /items/0/chain_id [wrong_type, error] expected a string, found a number\n"
               "  /items/0/explorer_api_key [wrong_type, error] expected a string, found a number\n"
               "  /items/0/explorer_usage_activity_enabled [missing_member, error] missing member "
               "\"explorer_usage_activity_enabled\" (a boolean)\n"
               "  /extra [unknown_member, warning] unknown member \"extra\"");
}

// Rule: CHECK_ISSUES compares the issues as a set (as many times each, any
// order, severity included); CHECK_ISSUES_IN_ORDER also compares the order
// in which the decoder reports them, a missing member after the object's
// other members.
BOOST_AUTO_TEST_CASE(check_issues_passes_on_exactly_the_listed_issues_in_any_order)
{
    EXPLORER_SCHEMA_CHECK_ISSUES(es::network_list, broken,
                                 {{"/extra", es::issue_code::unknown_member, es::severity::warning},
                                  {"/items/0/explorer_usage_activity_enabled", es::issue_code::missing_member},
                                  {"/items/0/explorer_api_key", es::issue_code::wrong_type},
                                  {"/items/0/chain_id", es::issue_code::wrong_type}});
    EXPLORER_SCHEMA_CHECK_ISSUES_IN_ORDER(es::network_list, broken,
                                          {{"/items/0/chain_id", es::issue_code::wrong_type},
                                           {"/items/0/explorer_api_key", es::issue_code::wrong_type},
                                           {"/items/0/explorer_usage_activity_enabled", es::issue_code::missing_member},
                                           {"/extra", es::issue_code::unknown_member, es::severity::warning}});
    EXPLORER_SCHEMA_REQUIRE_ISSUES(es::network_list, R"({"items": []})", {});
    EXPLORER_SCHEMA_CHECK_ISSUES(es::network_list, "[", {{"", es::issue_code::malformed_json}});
    BOOST_TEST(!es::testing::has_issues<es::network_list>(
        broken,
        {{"/extra", es::issue_code::unknown_member, es::severity::warning},
         {"/items/0/chain_id", es::issue_code::wrong_type},
         {"/items/0/explorer_api_key", es::issue_code::wrong_type},
         {"/items/0/explorer_usage_activity_enabled", es::issue_code::missing_member}},
        {}, true));
    // Counted: an issue listed twice is not an issue found once.
    BOOST_TEST(!es::testing::has_issues<es::network_list>(
        R"({"items": 5})", {{"/items", es::issue_code::wrong_type}, {"/items", es::issue_code::wrong_type}}));
}

BOOST_AUTO_TEST_CASE(check_issues_fails_listing_expected_actual_and_the_difference)
{
    auto const r = es::testing::has_issues<es::network_list>(
        R"({"items": 5})", {{"/items", es::issue_code::null_not_allowed}});
    BOOST_TEST(!r);
    BOOST_TEST(message_of(r) == "the document (12 bytes of JSON) has other issues than expected; expected:\n"
                                    "  /items [null_not_allowed, error]\n"
                                    "actual issues:\n"
                                    "  /items [wrong_type, error] expected an array, found a number\n"
                                    "expected, not found:\n"
                                    "  /items [null_not_allowed, error]\n"
                                    "found, not expected:\n"
                                    "  /items [wrong_type, error]");
    BOOST_TEST(message_of(es::testing::has_issues<es::network_list>(R"({"items": []})",
                                                                    {{"/items", es::issue_code::wrong_type}})) ==
               "the document (13 bytes of JSON) has other issues than expected; expected:\n"
               "  /items [wrong_type, error]\n"
               "actual issues:\n"
               "  (no issue)\n"
               "expected, not found:\n"
               "  /items [wrong_type, error]");
    BOOST_TEST(!es::testing::has_issues<es::network_list>(
        R"({"items": [], "x": 1})", {{"/x", es::issue_code::unknown_member, es::severity::error}}));
}

BOOST_AUTO_TEST_CASE(a_failed_check_never_prints_the_body)
{
    // Whether the body is text or a value, a failure says its size.
    auto const secret = R"({"items": [{"chain_id": 1, "explorer_api_key": "esk_live_secret"}]})";
    auto const as_value = boost::json::parse(secret);
    auto const size = boost::json::serialize(as_value).size();
    for (auto const& message : {message_of(es::testing::is_valid<es::network_list>(secret)),
                                message_of(es::testing::is_valid<es::network_list>(as_value)),
                                message_of(es::testing::has_issues<es::network_list>(secret, {})),
                                message_of(es::testing::has_issues<es::network_list>(as_value, {}))})
        BOOST_TEST(message.find("esk_live_secret") == std::string::npos, message);
    BOOST_TEST(message_of(es::testing::is_valid<es::network_list>(as_value))
                   .starts_with("the document (a JSON value of " + std::to_string(size) + " bytes) breaks"));
}

BOOST_AUTO_TEST_CASE(options_reach_the_decoder)
{
    BOOST_TEST(!es::testing::is_valid<es::network_list>(
        R"({"items": [], "x": 1})", {.unknown_keys = es::unknown_keys_policy::error}));
}

// Rule: is_valid and has_issues also take a body of the registry by name
// (bodies.hpp), and judge it as they judge its type, with its endpoint's
// options.
BOOST_AUTO_TEST_CASE(checks_by_name_judge_as_checks_by_type)
{
    auto const& networks = es::body_of("networks", "spec");
    BOOST_TEST(es::testing::is_valid(networks, read_file(fixtures_dir / "networks/valid/networks.json")));
    BOOST_TEST(message_of(es::testing::is_valid(networks, broken)) ==
               message_of(es::testing::is_valid<es::network_list>(broken)));
    std::vector<expected_issue> const expected{{"/items/0/chain_id", es::issue_code::null_not_allowed}};
    BOOST_TEST(message_of(es::testing::has_issues(networks, broken, expected, {}, true)) ==
               message_of(es::testing::has_issues<es::network_list>(broken, expected, {}, true)));
    BOOST_TEST(es::testing::has_issues(es::body_of("optimism-batches-count"), "1462036",
                                       {{"", es::issue_code::no_matching_chain_type}},
                                       {.chain = es::chain_type::ethereum}));
}

BOOST_AUTO_TEST_SUITE_END()
