// The GoogleTest matchers that explorer_schema/testing/gtest.hpp gives users.

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/testing/gtest.hpp>

#include <gtest/gtest-spi.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <fstream>
#include <sstream>
#include <string>

namespace es = explorer_schema;
using es::issue_code;
using es::testing::HasIssueAt;
using es::testing::HasIssues;
using es::testing::HasIssuesInOrder;
using es::testing::IsValid;
using ::testing::Not;

namespace {

std::string fixture(std::string const& name)
{
    std::ifstream in(std::string(EXPLORER_SCHEMA_FIXTURES_DIR) + "/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A network whose chain id and key have the wrong type, without one member,
// and with a member the contract does not know.
constexpr std::string_view broken = R"({"items": [{"chain_id": 1, "name": "Ethereum", "domain": "eth",
    "active": true, "rpc_url": null, "explorer_api_key": 12345, "block_timestamp_skew": null,
    "sent_transactions_activity_enabled": true, "verified_contracts_activity_enabled": true}],
    "extra": 1})";

constexpr std::string_view broken_issues =
    "\n  /items/0/chain_id [wrong_type, error] expected a string, found a number"
    "\n  /items/0/explorer_api_key [wrong_type, error] expected a string, found a number"
    "\n  /items/0/explorer_usage_activity_enabled [missing_member, error] missing member "
    "\"explorer_usage_activity_enabled\" (a boolean)"
    "\n  /extra [unknown_member, warning] unknown member \"extra\"";

/// What the matcher says of `body` when it does not match it.
template <class Matcher>
std::string explanation(Matcher const& m, std::string_view body)
{
    ::testing::Matcher<std::string_view> const monomorphic = m;
    ::testing::StringMatchResultListener listener;
    EXPECT_FALSE(monomorphic.MatchAndExplain(body, &listener));
    return listener.str();
}

template <class Matcher>
std::string description(Matcher const& m)
{
    return ::testing::DescribeMatcher<std::string_view>(m);
}

} // namespace

TEST(IsValid, MatchesAValidDocumentAsTextOrValue)
{
    auto const body = fixture("networks/valid/networks.json");
    EXPECT_THAT(body, IsValid<es::network_list>());
    EXPECT_THAT(es::parse_json(body).value, IsValid<es::network_list>());
    EXPECT_THAT(R"({"items": [], "unknown": true})", IsValid<es::network_list>()); // a warning only
    EXPECT_THAT(fixture("main-page-transactions/valid/latest.json"),
                IsValid<es::main_page_transactions_response>());
}

TEST(IsValid, FailureListsEveryIssue)
{
    EXPECT_EQ(explanation(IsValid<es::network_list>(), broken), "which breaks the contract:" + std::string(broken_issues));
    EXPECT_EQ(description(IsValid<es::network_list>()), "keeps the contract (no error; warnings allowed)");
    EXPECT_THAT(broken, Not(IsValid<es::network_list>()));
}

TEST(IsValid, OptionsReachTheDecoder)
{
    EXPECT_THAT(R"({"items": [], "x": 1})",
                Not(IsValid<es::network_list>({.unknown_keys = es::unknown_keys_policy::error})));
}

// Rule: HasIssues compares the issues as a set (as many times each, any
// order, severity included); HasIssuesInOrder also compares the decoder's
// order, in which a missing member comes after the object's other members.
TEST(HasIssues, MatchesExactlyTheListedIssuesInAnyOrder)
{
    EXPECT_THAT(broken, HasIssues<es::network_list>({{"/extra", issue_code::unknown_member, es::severity::warning},
                                                      {"/items/0/explorer_usage_activity_enabled", issue_code::missing_member},
                                                      {"/items/0/chain_id", issue_code::wrong_type},
                                                      {"/items/0/explorer_api_key", issue_code::wrong_type}}));
    EXPECT_THAT("[", HasIssues<es::network_list>({{"", issue_code::malformed_json}}));
    EXPECT_THAT(R"({"items": []})", HasIssues<es::network_list>({}));
    // A warning listed as an error, a missing issue, an issue counted twice: no match.
    EXPECT_THAT(R"({"items": [], "x": 1})", Not(HasIssues<es::network_list>({{"/x", issue_code::unknown_member}})));
    EXPECT_THAT(broken, Not(HasIssues<es::network_list>({{"/items/0/chain_id", issue_code::wrong_type}})));
    EXPECT_THAT(R"({"items": 5})", Not(HasIssues<es::network_list>({{"/items", issue_code::wrong_type},
                                                                      {"/items", issue_code::wrong_type}})));
}

TEST(HasIssuesInOrder, MatchesTheListedIssuesInTheDecodersOrder)
{
    EXPECT_THAT(broken, HasIssuesInOrder<es::network_list>(
                            {{"/items/0/chain_id", issue_code::wrong_type},
                             {"/items/0/explorer_api_key", issue_code::wrong_type},
                             {"/items/0/explorer_usage_activity_enabled", issue_code::missing_member},
                             {"/extra", issue_code::unknown_member, es::severity::warning}}));
    EXPECT_THAT(broken, Not(HasIssuesInOrder<es::network_list>(
                            {{"/extra", issue_code::unknown_member, es::severity::warning},
                             {"/items/0/chain_id", issue_code::wrong_type},
                             {"/items/0/explorer_api_key", issue_code::wrong_type},
                             {"/items/0/explorer_usage_activity_enabled", issue_code::missing_member}})));
    EXPECT_EQ(description(HasIssuesInOrder<es::network_list>({})), "has exactly these issues, in order:\n  (no issue)");
}

TEST(HasIssues, FailureListsExpectedActualAndTheDifference)
{
    auto const m = HasIssues<es::network_list>({{"/items", issue_code::null_not_allowed}});
    EXPECT_EQ(description(m), "has exactly these issues, in any order:\n  /items [null_not_allowed, error]");
    EXPECT_EQ(explanation(m, R"({"items": 5})"),
              "whose issues are:\n  /items [wrong_type, error] expected an array, found a number\n"
              "expected, not found:\n  /items [null_not_allowed, error]\n"
              "found, not expected:\n  /items [wrong_type, error]");
    EXPECT_EQ(explanation(HasIssues<es::network_list>({{"", issue_code::malformed_json}}), R"({"items": []})"),
              "whose issues are:\n  (no issue)\nexpected, not found:\n  (document) [malformed_json, error]");
}

TEST(HasIssueAt, MatchesOneIssueAmongOthers)
{
    EXPECT_THAT(broken, HasIssueAt<es::network_list>("/items/0/explorer_api_key", issue_code::wrong_type));
    EXPECT_THAT(broken, HasIssueAt<es::network_list>("/extra", issue_code::unknown_member));
    EXPECT_THAT(broken, Not(HasIssueAt<es::network_list>("/items/0/name", issue_code::wrong_type)));
    EXPECT_THAT(broken, Not(HasIssueAt<es::network_list>("/items/0/chain_id", issue_code::missing_member)));
}

TEST(HasIssueAt, FailureListsEveryIssue)
{
    auto const m = HasIssueAt<es::network_list>("/items/0/name", issue_code::wrong_type);
    EXPECT_EQ(description(m), "has issue wrong_type at /items/0/name");
    EXPECT_EQ(explanation(m, broken), "whose issues are:" + std::string(broken_issues));
}

/// The messages of the failures `check` reports.
template <class Check>
std::vector<std::string> failures_of(Check check)
{
    ::testing::TestPartResultArray failures;
    {
        ::testing::ScopedFakeTestPartResultReporter reporter(
            ::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &failures);
        check();
    }
    std::vector<std::string> messages;
    for (int i = 0; i < failures.size(); ++i)
        messages.emplace_back(failures.GetTestPartResult(i).message());
    return messages;
}

// Rule: a failing check written through EXPECT_THAT or ASSERT_THAT reports
// the body's size and every issue, never the body, whether the body is text
// or a JSON value: a network's API key never reaches the test log.
TEST(Failures, ReportTheIssuesAndTheSizeNeverTheBody)
{
    static std::string const body = R"({"items": [{"chain_id": 1, "explorer_api_key": "esk_live_secret"}]})";
    static boost::json::value const value = boost::json::parse(body);
    auto const text_failures = failures_of([] { EXPECT_THAT(body, IsValid<es::network_list>()); });
    ASSERT_EQ(text_failures.size(), 1u);
    EXPECT_EQ(text_failures[0],
              "Value of: body\n"
              "Expected: keeps the contract (no error; warnings allowed)\n"
              "  Actual: 67 bytes of JSON, which breaks the contract:\n"
              "  /items/0/chain_id [wrong_type, error] expected a string, found a number\n"
              "  /items/0/name [missing_member, error] missing member \"name\" (a string)\n"
              "  /items/0/domain [missing_member, error] missing member \"domain\" (a string)\n"
              "  /items/0/active [missing_member, error] missing member \"active\" (a boolean)\n"
              "  /items/0/rpc_url [missing_member, error] missing member \"rpc_url\" (a string or null)\n"
              "  /items/0/block_timestamp_skew [missing_member, error] missing member \"block_timestamp_skew\" "
              "(an integer or null)\n"
              "  /items/0/sent_transactions_activity_enabled [missing_member, error] missing member "
              "\"sent_transactions_activity_enabled\" (a boolean)\n"
              "  /items/0/verified_contracts_activity_enabled [missing_member, error] missing member "
              "\"verified_contracts_activity_enabled\" (a boolean)\n"
              "  /items/0/explorer_usage_activity_enabled [missing_member, error] missing member "
              "\"explorer_usage_activity_enabled\" (a boolean)");
    for (auto const& messages :
         {text_failures, failures_of([] { EXPECT_THAT(value, IsValid<es::network_list>()); }),
          failures_of([] { ASSERT_THAT(body, HasIssues<es::network_list>({})); }),
          failures_of([] { EXPECT_THAT(value, HasIssueAt<es::network_list>("/items", issue_code::wrong_type)); }),
          failures_of([] { EXPECT_THAT(es::testing::unprinted(body), IsValid<es::network_list>()); })}) {
        ASSERT_EQ(messages.size(), 1u);
        EXPECT_EQ(messages[0].find("esk_live_secret"), std::string::npos) << messages[0];
    }
    // Under Not(...) too, where GoogleTest would print the body itself.
    static std::string const valid = R"({"items": [{"chain_id": "1", "name": "Ethereum", "domain": "eth",
        "active": true, "rpc_url": null, "explorer_api_key": "esk_live_secret", "block_timestamp_skew": null,
        "sent_transactions_activity_enabled": true, "verified_contracts_activity_enabled": true,
        "explorer_usage_activity_enabled": true}]})";
    static boost::json::value const valid_value = boost::json::parse(valid);
    auto const negated = failures_of([] { EXPECT_THAT(valid, Not(IsValid<es::network_list>())); });
    ASSERT_EQ(negated.size(), 1u);
    EXPECT_EQ(negated[0], "Value of: valid\n"
                          "Expected: breaks the contract (no error; warnings allowed)\n"
                          "  Actual: " + std::to_string(valid.size()) + " bytes of JSON, which keeps the contract; its issues:\n"
                          "  (no issue)");
    for (auto const& messages :
         {failures_of([] { EXPECT_THAT(valid_value, Not(IsValid<es::network_list>())); }),
          failures_of([] { ASSERT_THAT(valid_value, Not(HasIssues<es::network_list>({}))); }),
          failures_of([] { EXPECT_THAT(valid, Not(HasIssues<es::network_list>({}))); })}) {
        ASSERT_EQ(messages.size(), 1u);
        EXPECT_EQ(messages[0].find("esk_live_secret"), std::string::npos) << messages[0];
    }
    EXPECT_NE(failures_of([] { EXPECT_THAT(value, IsValid<es::network_list>()); })[0].find(
                  "Actual: a JSON value of " + std::to_string(boost::json::serialize(value).size()) + " bytes,"),
              std::string::npos);
}

// Rule: a credential no failure prints either where the contract does not
// type it (the other contract's API key, a member named as a key, nested in
// free-form JSON), in a body that keeps the contract or breaks it, as text
// or as a value, under either contract.
TEST(Failures, NeverPrintACredentialTheContractDoesNotType)
{
    static std::string const valid = R"({"items": [{"chain_id": "1", "name": "Ethereum", "domain": "eth",
        "active": true, "rpc_url": null, "explorer_api_key": "esk_live_SECRETVALUE123", "block_timestamp_skew": null,
        "sent_transactions_activity_enabled": true, "verified_contracts_activity_enabled": true,
        "explorer_usage_activity_enabled": true, "blockscout_usage_activity_enabled": true,
        "blockscout_api_key": "bsk_live_SECRETVALUE123", "api_key": {"v": 830216577211234},
        "details": {"access_token": ["bsk_live_SECRETVALUE123"]}}]})";
    static std::string const broken = R"({"items": [{"chain_id": 1, "blockscout_api_key": "bsk_live_SECRETVALUE123",
        "explorer_api_key": 830216577211234, "token": {"v": "bsk_live_SECRETVALUE123"}}]})";
    static boost::json::value const valid_value = boost::json::parse(valid);
    static boost::json::value const broken_value = boost::json::parse(broken);
    using spec = es::spec::networks_response;
    using blockscout = es::blockscout::networks_response;
    for (auto const& messages :
         {failures_of([] { EXPECT_THAT(valid, Not(IsValid<spec>())); }),
          failures_of([] { EXPECT_THAT(valid_value, Not(IsValid<blockscout>())); }),
          failures_of([] { EXPECT_THAT(valid, HasIssues<spec>({})); }),
          failures_of([] { EXPECT_THAT(valid_value, HasIssueAt<blockscout>("/items", issue_code::wrong_type)); }),
          failures_of([] { EXPECT_THAT(broken, IsValid<spec>()); }),
          failures_of([] { EXPECT_THAT(broken_value, IsValid<blockscout>()); }),
          failures_of([] { EXPECT_THAT(broken, HasIssuesInOrder<blockscout>({})); }),
          failures_of([] { EXPECT_THAT(broken_value, Not(HasIssueAt<spec>("/items/0/chain_id", issue_code::wrong_type))); })}) {
        ASSERT_EQ(messages.size(), 1u);
        EXPECT_EQ(messages[0].find("SECRETVALUE123"), std::string::npos) << messages[0];
        EXPECT_EQ(messages[0].find("830216577211234"), std::string::npos) << messages[0];
    }
}

// Rule: the failure the guide shows, after its line "<!-- gtest failure -->",
// is the one the matcher writes for that body.
TEST(Failures, TheGuideShowsTheRealOne)
{
    std::ifstream in(EXPLORER_SCHEMA_GUIDE);
    std::string line, shown;
    while (std::getline(in, line) && line != "<!-- gtest failure -->") {
    }
    ASSERT_TRUE(std::getline(in, line) && line == "```text") << "docs/guide.md has no block after <!-- gtest failure -->";
    while (std::getline(in, line) && line != "```")
        shown += (shown.empty() ? "" : "\n") + line;
    static std::string const body = R"({"items": [{"chain_id": 1, "explorer_api_key": "esk_live_secret"}]})";
    auto const failures = failures_of([] { EXPECT_THAT(body, IsValid<es::network_list>()); });
    ASSERT_EQ(failures.size(), 1u);
    EXPECT_EQ(shown, failures[0]);
}

// Rule: each matcher also takes a body of the registry by name (bodies.hpp)
// and judges it as the typed matcher does, through the compiled library.
TEST(ByName, JudgesAsTheTypedMatcherDoes)
{
    auto const& networks = es::body_of("networks", "spec");
    auto const body = fixture("networks/valid/networks.json");
    EXPECT_THAT(body, IsValid(networks));
    EXPECT_THAT(es::parse_json(body).value, IsValid(networks));
    EXPECT_EQ(explanation(IsValid(networks), broken), "which breaks the contract:" + std::string(broken_issues));
    EXPECT_EQ(description(IsValid(networks)), "keeps the contract (no error; warnings allowed)");
    EXPECT_THAT(broken, HasIssues(networks, {{"/extra", issue_code::unknown_member, es::severity::warning},
                                             {"/items/0/explorer_usage_activity_enabled", issue_code::missing_member},
                                             {"/items/0/chain_id", issue_code::wrong_type},
                                             {"/items/0/explorer_api_key", issue_code::wrong_type}}));
    EXPECT_THAT(broken, HasIssuesInOrder(networks, {{"/items/0/chain_id", issue_code::wrong_type},
                                                    {"/items/0/explorer_api_key", issue_code::wrong_type},
                                                    {"/items/0/explorer_usage_activity_enabled", issue_code::missing_member},
                                                    {"/extra", issue_code::unknown_member, es::severity::warning}}));
    EXPECT_THAT(broken, HasIssueAt(networks, "/extra", issue_code::unknown_member));
    EXPECT_THAT(R"({"items": [], "x": 1})", Not(IsValid(networks, {.unknown_keys = es::unknown_keys_policy::error})));
}

// Rule: by name, a body is judged with the options of its endpoint's bodies
// (endpoints::options_for): a count that any count endpoint's type takes
// is refused under a chain type whose builds do not serve the endpoint.
TEST(ByName, JudgesWithTheEndpointsBuilds)
{
    es::decode_options const ethereum{.chain = es::chain_type::ethereum};
    EXPECT_THAT("1462036", IsValid(es::body_of("optimism-batches-count")));
    EXPECT_THAT("1462036", HasIssues(es::body_of("optimism-batches-count"),
                                     {{"", issue_code::no_matching_chain_type}}, ethereum));
}
