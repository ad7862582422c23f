#ifndef EXPLORER_SCHEMA_TESTING_BOOST_TEST_HPP
#define EXPLORER_SCHEMA_TESTING_BOOST_TEST_HPP

// Boost.Test checks for contract tests:
//
//   EXPLORER_SCHEMA_CHECK_VALID(es::main_page_transactions_response, body);
//   EXPLORER_SCHEMA_REQUIRE_ISSUES(es::network_list, body,
//       {{"/items/0/chain_id", es::issue_code::wrong_type}});
//
// Or, for a body of the registry by name (bodies.hpp), judged by the
// compiled library as `explorer-schema validate` judges it, so that the test
// file compiles no decoder:
//
//   BOOST_TEST(es::testing::is_valid(es::body_of("transaction"), body));
//
// A failure prints the document's size and every issue of it: path, code
// and message; never the document, which may hold a secret.
// The body is JSON text or a boost::json::value. Include this header in test
// programs only; it needs Boost.Test. The GoogleTest matchers are in
// testing/gtest.hpp.

#include <explorer_schema/testing/expected_issue.hpp>

#include <boost/test/unit_test.hpp>

#include <vector>

namespace explorer_schema::testing {

namespace boost_test_detail {

template <class As, body Body>
boost::test_tools::assertion_result is_valid(As const& as, Body const& b, decode_options const& options)
{
    auto const issues = as.issues(b, options);
    boost::test_tools::assertion_result out(!has_errors(issues));
    if (!out) {
        out.message() << "the document (" << size_of(b) << ") breaks the contract:";
        write_issues(out.message().stream(), issues);
    }
    return out;
}

template <class As, body Body>
boost::test_tools::assertion_result has_issues(As const& as, Body const& b, std::vector<expected_issue> const& expected,
                                               decode_options const& options, bool in_order)
{
    auto const issues = as.issues(b, options);
    boost::test_tools::assertion_result out(same_issues(without_messages(issues), expected, in_order));
    if (!out) {
        out.message() << "the document (" << size_of(b) << ") has other issues than expected"
                      << (in_order ? " in this order" : "") << "; expected:";
        write_issues(out.message().stream(), expected);
        out.message() << "\nactual issues:";
        write_issues(out.message().stream(), issues);
        write_difference(out.message().stream(), without_messages(issues), expected);
    }
    return out;
}

} // namespace boost_test_detail

/// Passes when `b` (JSON text or value) is a valid `T`: no errors, warnings
/// allowed. Otherwise its message lists every issue.
template <class T, body Body>
boost::test_tools::assertion_result is_valid(Body const& b, decode_options const& options = {})
{
    return boost_test_detail::is_valid(as_type<T>{}, b, options);
}

/// As is_valid<T>, for the body that one endpoint of the registry answers
/// with one status under one contract (bodies.hpp), judged with the options
/// of that endpoint's bodies by the compiled library:
/// `BOOST_TEST(es::testing::is_valid(es::body_of("transaction"), text))`.
template <body Body>
boost::test_tools::assertion_result is_valid(body_operations const& body, Body const& b,
                                             decode_options const& options = {})
{
    return boost_test_detail::is_valid(as_body{&body}, b, options);
}

/// Passes when `b` as a `T` has exactly the issues `expected`, in any order
/// (warnings included), or also in the order the decoder reports them when
/// `in_order` is set. Otherwise its message lists both, and the difference.
template <class T, body Body>
boost::test_tools::assertion_result has_issues(Body const& b, std::vector<expected_issue> const& expected,
                                               decode_options const& options = {}, bool in_order = false)
{
    return boost_test_detail::has_issues(as_type<T>{}, b, expected, options, in_order);
}

/// As has_issues<T>, for a body of the registry by name (see is_valid).
template <body Body>
boost::test_tools::assertion_result has_issues(body_operations const& body, Body const& b,
                                               std::vector<expected_issue> const& expected,
                                               decode_options const& options = {}, bool in_order = false)
{
    return boost_test_detail::has_issues(as_body{&body}, b, expected, options, in_order);
}

} // namespace explorer_schema::testing

/// Checks that JSON text is a valid `Type`, listing every issue if not.
#define EXPLORER_SCHEMA_CHECK_VALID(Type, json_text)                                              \
    BOOST_TEST(::explorer_schema::testing::is_valid<Type>(json_text))
#define EXPLORER_SCHEMA_REQUIRE_VALID(Type, json_text)                                            \
    BOOST_TEST_REQUIRE(::explorer_schema::testing::is_valid<Type>(json_text))

/// Checks that JSON text as a `Type` has exactly the issues listed, in any
/// order, as `{{path, code}, {path, code, severity}, ...}`.
#define EXPLORER_SCHEMA_CHECK_ISSUES(Type, json_text, ...)                                        \
    BOOST_TEST(::explorer_schema::testing::has_issues<Type>(                                      \
        json_text, std::vector<::explorer_schema::testing::expected_issue> __VA_ARGS__))
#define EXPLORER_SCHEMA_REQUIRE_ISSUES(Type, json_text, ...)                                      \
    BOOST_TEST_REQUIRE(::explorer_schema::testing::has_issues<Type>(                              \
        json_text, std::vector<::explorer_schema::testing::expected_issue> __VA_ARGS__))
/// As EXPLORER_SCHEMA_CHECK_ISSUES, and in the order the decoder reports them.
#define EXPLORER_SCHEMA_CHECK_ISSUES_IN_ORDER(Type, json_text, ...)                               \
    BOOST_TEST(::explorer_schema::testing::has_issues<Type>(                                      \
        json_text, std::vector<::explorer_schema::testing::expected_issue> __VA_ARGS__, {}, true))
#define EXPLORER_SCHEMA_REQUIRE_ISSUES_IN_ORDER(Type, json_text, ...)                             \
    BOOST_TEST_REQUIRE(::explorer_schema::testing::has_issues<Type>(                              \
        json_text, std::vector<::explorer_schema::testing::expected_issue> __VA_ARGS__, {}, true))

#endif
