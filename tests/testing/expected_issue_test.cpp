// <explorer_schema/testing/expected_issue.hpp>: what the Boost.Test checks and
// the GoogleTest matchers share: comparing issues, and how a failure lists
// them.

#include "../support.hpp"

#include <explorer_schema/testing/expected_issue.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(expected_issue)

using want = es::testing::expected_issue;

want const wrong_type_at_a{"/a", es::issue_code::wrong_type};
want const unknown_b{"/b", es::issue_code::unknown_member, es::severity::warning};
want const malformed{"", es::issue_code::malformed_json};

// Rule: an expected issue is an error unless it says otherwise.
BOOST_AUTO_TEST_CASE(an_expected_issue_is_an_error_by_default)
{
    BOOST_TEST((wrong_type_at_a.severity == es::severity::error));
    BOOST_TEST((wrong_type_at_a != want{"/a", es::issue_code::wrong_type, es::severity::warning}));
}

// Rule: two lists of issues are the same when they hold the same issues as
// many times each, in any order, or in the same order when asked.
BOOST_AUTO_TEST_CASE(issues_are_the_same_in_any_order_as_many_times_each)
{
    BOOST_TEST(es::testing::same_issues({wrong_type_at_a, unknown_b}, {unknown_b, wrong_type_at_a}, false));
    BOOST_TEST(!es::testing::same_issues({wrong_type_at_a, unknown_b}, {unknown_b, wrong_type_at_a}, true));
    BOOST_TEST(es::testing::same_issues({wrong_type_at_a, unknown_b}, {wrong_type_at_a, unknown_b}, true));
    BOOST_TEST(!es::testing::same_issues({wrong_type_at_a, wrong_type_at_a}, {wrong_type_at_a}, false));
    BOOST_TEST(!es::testing::same_issues({wrong_type_at_a}, {}, false));
}

// Rule: the issues of a body are those of parse for JSON text and of decode
// for a JSON value, and a check keeps only their path, code and severity.
BOOST_AUTO_TEST_CASE(the_issues_of_text_are_parsed_and_those_of_a_value_decoded)
{
    auto const of_text = es::testing::issues_of<es::network_list>(std::string_view("[1"), {});
    BOOST_TEST((es::testing::without_messages(of_text) == std::vector<want>{malformed}), boost::algorithm::join(brief(of_text), ", "));
    auto const of_value = es::testing::issues_of<es::network_list>(json::value(1), {});
    BOOST_TEST((es::testing::without_messages(of_value) == std::vector<want>{{"", es::issue_code::wrong_type}}),
               boost::algorithm::join(brief(of_value), ", "));
}

// Rule: a failed check names the body it checked by its size, never by its
// content, which may hold a secret.
BOOST_AUTO_TEST_CASE(a_body_is_named_by_its_size)
{
    BOOST_TEST(es::testing::size_of(std::string_view(R"({"key":"s3cret"})")) == "16 bytes of JSON");
    BOOST_TEST(es::testing::size_of(json::parse(R"({"key": "s3cret"})")) == "a JSON value of 16 bytes");
}

// Rule: a failed comparison lists the expected issues not found, then the
// issues found and not expected, one line each, as many times as each is
// missing or extra; the document's own path is written `(document)`.
BOOST_AUTO_TEST_CASE(a_difference_lists_what_is_missing_then_what_is_extra)
{
    std::ostringstream os;
    es::testing::write_difference(os, {wrong_type_at_a, malformed}, {unknown_b, wrong_type_at_a, unknown_b});
    BOOST_TEST(os.str() == "\nexpected, not found:"
                           "\n  /b [unknown_member, warning]"
                           "\n  /b [unknown_member, warning]"
                           "\nfound, not expected:"
                           "\n  (document) [malformed_json, error]");

    std::ostringstream same;
    es::testing::write_difference(same, {unknown_b, wrong_type_at_a}, {wrong_type_at_a, unknown_b});
    BOOST_TEST(same.str() == "");
}

// Rule: an issue is listed on one line, its path and message with their
// control characters escaped; no issue at all is said so.
BOOST_AUTO_TEST_CASE(issues_are_listed_one_per_line_with_controls_escaped)
{
    std::ostringstream os;
    es::testing::write_issues(os, std::vector<es::issue>{
                                      {"/a\nb", es::issue_code::unknown_member, es::severity::warning, "m\x1b"}});
    BOOST_TEST(os.str() == "\n  /a\\u000Ab [unknown_member, warning] m\\u001B");

    std::ostringstream none;
    es::testing::write_issues(none, std::vector<want>{});
    BOOST_TEST(none.str() == "\n  (no issue)");
}

BOOST_AUTO_TEST_SUITE_END()
