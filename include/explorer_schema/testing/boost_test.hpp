#ifndef EXPLORER_SCHEMA_TESTING_HPP
#define EXPLORER_SCHEMA_TESTING_HPP

// Boost.Test checks for contract tests:
//
//   EXPLORER_SCHEMA_CHECK_VALID(es::main_page_transactions_response, body);
//   EXPLORER_SCHEMA_REQUIRE_ISSUES(es::network_list, body,
//       {{"/items/0/chain_id", es::issue_code::wrong_type}});
//
// A failure prints every issue of the document: path, code and message.
// Include this header in test programs only; it needs Boost.Test.

#include <explorer_schema/decode.hpp>
#include <explorer_schema/issue.hpp>

#include <boost/test/unit_test.hpp>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::testing {

/// An issue a test expects: where, what, and how bad.
struct expected_issue {
    std::string path;
    issue_code code;
    explorer_schema::severity severity = severity::error;

    friend bool operator==(expected_issue const&, expected_issue const&) = default;
};

namespace detail {

inline void list(std::ostream& os, std::vector<issue> const& issues)
{
    if (issues.empty())
        os << "\n  (no issue)";
    for (auto const& i : issues)
        os << "\n  " << (i.path.empty() ? "(document)" : i.path) << " [" << to_string(i.code)
           << ", " << to_string(i.severity) << "] " << i.message;
}

} // namespace detail

/// Passes when `json_text` decodes as a `T` without errors (warnings
/// allowed); otherwise its message lists every issue.
template <class T>
boost::test_tools::assertion_result is_valid(std::string_view json_text, decode_options const& options = {})
{
    auto const r = parse<T>(json_text, options);
    boost::test_tools::assertion_result out(r.ok());
    if (!r.ok()) {
        out.message() << "the document breaks the contract:";
        detail::list(out.message().stream(), r.issues);
    }
    return out;
}

/// Passes when decoding `json_text` as a `T` gives exactly `expected`, in
/// order (warnings included); otherwise its message lists both.
template <class T>
boost::test_tools::assertion_result has_issues(std::string_view json_text,
                                               std::vector<expected_issue> const& expected,
                                               decode_options const& options = {})
{
    auto const r = parse<T>(json_text, options);
    std::vector<expected_issue> actual;
    for (auto const& i : r.issues)
        actual.push_back({i.path, i.code, i.severity});
    boost::test_tools::assertion_result out(actual == expected);
    if (actual != expected) {
        out.message() << "expected issues:";
        for (auto const& e : expected)
            out.message() << "\n  " << (e.path.empty() ? "(document)" : e.path) << " ["
                          << to_string(e.code) << ", " << to_string(e.severity) << "]";
        out.message() << "\nactual issues:";
        detail::list(out.message().stream(), r.issues);
    }
    return out;
}

} // namespace explorer_schema::testing

/// Checks that JSON text is a valid `Type`, listing every issue if not.
#define EXPLORER_SCHEMA_CHECK_VALID(Type, json_text)                                              \
    BOOST_TEST(::explorer_schema::testing::is_valid<Type>(json_text))
#define EXPLORER_SCHEMA_REQUIRE_VALID(Type, json_text)                                            \
    BOOST_TEST_REQUIRE(::explorer_schema::testing::is_valid<Type>(json_text))

/// Checks that JSON text as a `Type` has exactly the issues listed, as
/// `{{path, code}, {path, code, severity}, ...}`.
#define EXPLORER_SCHEMA_CHECK_ISSUES(Type, json_text, ...)                                        \
    BOOST_TEST(::explorer_schema::testing::has_issues<Type>(                                      \
        json_text, std::vector<::explorer_schema::testing::expected_issue> __VA_ARGS__))
#define EXPLORER_SCHEMA_REQUIRE_ISSUES(Type, json_text, ...)                                      \
    BOOST_TEST_REQUIRE(::explorer_schema::testing::has_issues<Type>(                              \
        json_text, std::vector<::explorer_schema::testing::expected_issue> __VA_ARGS__))

#endif
