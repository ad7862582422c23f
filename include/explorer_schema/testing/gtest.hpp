#ifndef EXPLORER_SCHEMA_TESTING_GTEST_HPP
#define EXPLORER_SCHEMA_TESTING_GTEST_HPP

// GoogleTest matchers for contract tests:
//
//   EXPECT_THAT(body, es::testing::IsValid<es::main_page_transactions_response>());
//   EXPECT_THAT(body, es::testing::HasIssues<es::network_list>(   // in any order
//       {{"/items/0/chain_id", es::issue_code::wrong_type}}));
//   EXPECT_THAT(body, es::testing::HasIssuesInOrder<es::network_list>(...));
//   EXPECT_THAT(body, es::testing::HasIssueAt<es::network_list>("/items/0/chain_id",
//       es::issue_code::wrong_type));
//
// Each also takes, instead of a type, a body of the registry by name
// (bodies.hpp), judged as `explorer-schema validate` judges the endpoint's
// bodies, by the compiled library, so that the test file compiles no
// decoder: EXPECT_THAT(body, es::testing::IsValid(es::body_of("transaction"))).
//
// The body is JSON text (anything that converts to std::string_view) or a
// boost::json::value. A failure lists every issue of the document, as the
// Boost.Test checks of testing/boost_test.hpp do, and says the body's size,
// never the body: a network list holds API keys, which a test log must not.
// The same holds under Not(...). (GoogleTest prints a value itself where a
// matcher is part of another, such as AllOf(...): check
// `es::testing::unprinted(body)` there, which prints as its size.)
//
// Include this header in test programs only; it needs GoogleTest and
// GoogleMock (CMake: GTest::gmock).

#include <explorer_schema/testing/expected_issue.hpp>

#include <gmock/gmock.h>

#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace explorer_schema::testing {

/// JSON text that GoogleTest prints as its size rather than its content.
struct unprinted {
    // A constructor, not only an aggregate: clang before 16 cannot initialise
    // an aggregate from parentheses.
    explicit unprinted(std::string_view body) noexcept : text(body) {}

    std::string_view text;

    operator std::string_view() const noexcept { return text; }
    friend void PrintTo(unprinted const& u, std::ostream* os) { *os << u.text.size() << " bytes of JSON"; }
};

namespace gtest_detail {

/// What every matcher shares: it decodes the body as `As` says
/// (as_type<T>, as_body) and judges its issues with `Judge`, which also
/// says what it wants and what it found.
template <class As, class Judge>
class matcher {
public:
    matcher(As as, Judge judge, decode_options options)
        : as_(std::move(as)), judge_(std::move(judge)), options_(std::move(options))
    {
    }

    template <body Body>
    bool MatchAndExplain(Body const& b, ::testing::MatchResultListener* listener) const
    {
        auto const issues = as_.issues(b, options_);
        bool const matched = judge_.matches(issues);
        if (listener->IsInterested()) {
            std::ostringstream os;
            judge_.explain(os, issues);
            *listener << os.str();
        }
        return matched;
    }

    /// The assertion EXPECT_THAT makes of a body: on failure, the body's size
    /// and every issue, never the body.
    template <body Body>
    ::testing::AssertionResult check(char const* expression, Body const& b) const
    {
        auto const issues = as_.issues(b, options_);
        if (judge_.matches(issues))
            return ::testing::AssertionSuccess();
        std::ostringstream os;
        os << "Value of: " << expression << "\nExpected: ";
        judge_.describe(os, true);
        os << "\n  Actual: " << size_of(b) << ", ";
        judge_.explain(os, issues);
        return ::testing::AssertionFailure() << os.str();
    }
    void DescribeTo(std::ostream* os) const { judge_.describe(*os, true); }
    void DescribeNegationTo(std::ostream* os) const { judge_.describe(*os, false); }

private:
    As as_;
    Judge judge_;
    decode_options options_;
};

struct valid {
    bool matches(std::vector<issue> const& issues) const { return !has_errors(issues); }
    void describe(std::ostream& os, bool wanted) const
    {
        os << (wanted ? "keeps" : "breaks") << " the contract (no error; warnings allowed)";
    }
    void explain(std::ostream& os, std::vector<issue> const& issues) const
    {
        os << (has_errors(issues) ? "which breaks the contract:" : "which keeps the contract; its issues:");
        write_issues(os, issues);
    }
};

struct exactly {
    std::vector<expected_issue> expected;
    bool in_order = false;

    bool matches(std::vector<issue> const& issues) const
    {
        return same_issues(without_messages(issues), expected, in_order);
    }
    void describe(std::ostream& os, bool wanted) const
    {
        os << (wanted ? "has exactly these issues, " : "has other issues than these, ")
           << (in_order ? "in order:" : "in any order:");
        write_issues(os, expected);
    }
    void explain(std::ostream& os, std::vector<issue> const& issues) const
    {
        os << "whose issues are:";
        write_issues(os, issues);
        if (!matches(issues))
            write_difference(os, without_messages(issues), expected);
    }
};

struct one_at {
    std::string path;
    issue_code code;

    bool matches(std::vector<issue> const& issues) const
    {
        for (auto const& i : issues)
            if (i.path == path && i.code == code)
                return true;
        return false;
    }
    void describe(std::ostream& os, bool wanted) const
    {
        os << (wanted ? "has" : "has no") << " issue " << to_string(code) << " at "
           << (path.empty() ? "(document)" : escape_controls(path));
    }
    void explain(std::ostream& os, std::vector<issue> const& issues) const
    {
        os << "whose issues are:";
        write_issues(os, issues);
    }
};

template <class As, class Judge>
auto make(As as, Judge judge, decode_options options)
{
    return ::testing::MakePolymorphicMatcher(matcher<As, Judge>(std::move(as), std::move(judge), std::move(options)));
}

} // namespace gtest_detail
} // namespace explorer_schema::testing

namespace testing::internal {

// EXPECT_THAT and ASSERT_THAT print the value they check when it fails; for
// these matchers, and for Not(...) of one, they print what the matcher says
// instead, which never includes the body.
template <class As, class Judge>
class PredicateFormatterFromMatcher<PolymorphicMatcher<explorer_schema::testing::gtest_detail::matcher<As, Judge>>> {
public:
    explicit PredicateFormatterFromMatcher(
        PolymorphicMatcher<explorer_schema::testing::gtest_detail::matcher<As, Judge>> m)
        : matcher_(std::move(m))
    {
    }

    template <class Body>
    AssertionResult operator()(char const* expression, Body const& b) const
    {
        return matcher_.impl().check(expression, b);
    }

private:
    PolymorphicMatcher<explorer_schema::testing::gtest_detail::matcher<As, Judge>> matcher_;
};

template <class As, class Judge>
class PredicateFormatterFromMatcher<
    NotMatcher<PolymorphicMatcher<explorer_schema::testing::gtest_detail::matcher<As, Judge>>>> {
public:
    explicit PredicateFormatterFromMatcher(
        NotMatcher<PolymorphicMatcher<explorer_schema::testing::gtest_detail::matcher<As, Judge>>> m)
        : matcher_(std::move(m))
    {
    }

    template <class Body>
    AssertionResult operator()(char const* expression, Body const& b) const
    {
        Matcher<Body const&> const m = SafeMatcherCast<Body const&>(matcher_);
        if (m.Matches(b))
            return AssertionSuccess();
        StringMatchResultListener listener;
        m.MatchAndExplain(b, &listener);
        std::ostringstream os;
        os << "Value of: " << expression << "\nExpected: ";
        m.DescribeTo(&os);
        os << "\n  Actual: " << explorer_schema::testing::size_of(b) << ", " << listener.str();
        return AssertionFailure() << os.str();
    }

private:
    NotMatcher<PolymorphicMatcher<explorer_schema::testing::gtest_detail::matcher<As, Judge>>> matcher_;
};

} // namespace testing::internal

namespace explorer_schema::testing {

/// Matches a body that is a valid `T`: no errors, warnings allowed.
template <class T>
auto IsValid(decode_options options = {})
{
    return gtest_detail::make(as_type<T>{}, gtest_detail::valid{}, std::move(options));
}

/// Matches a body whose issues as a `T` are exactly `expected`, in any
/// order, warnings included (`{path, code}` means an error).
template <class T>
auto HasIssues(std::vector<expected_issue> expected, decode_options options = {})
{
    return gtest_detail::make(as_type<T>{}, gtest_detail::exactly{std::move(expected), false}, std::move(options));
}

/// As HasIssues, and in the order the decoder reports them.
template <class T>
auto HasIssuesInOrder(std::vector<expected_issue> expected, decode_options options = {})
{
    return gtest_detail::make(as_type<T>{}, gtest_detail::exactly{std::move(expected), true}, std::move(options));
}

/// Matches a body that, as a `T`, has an issue `code` at `path` (an error or
/// a warning), whatever its other issues.
template <class T>
auto HasIssueAt(std::string path, issue_code code, decode_options options = {})
{
    return gtest_detail::make(as_type<T>{}, gtest_detail::one_at{std::move(path), code}, std::move(options));
}

/// The matchers above, for the body that one endpoint of the registry
/// answers with one status under one contract (bodies.hpp): judged with the
/// options of that endpoint's bodies, by the compiled library's operations,
/// so that a test file compiles no decoder.
///
///   EXPECT_THAT(body, IsValid(es::body_of("transaction")));
inline auto IsValid(body_operations const& body, decode_options options = {})
{
    return gtest_detail::make(as_body{&body}, gtest_detail::valid{}, std::move(options));
}
inline auto HasIssues(body_operations const& body, std::vector<expected_issue> expected, decode_options options = {})
{
    return gtest_detail::make(as_body{&body}, gtest_detail::exactly{std::move(expected), false}, std::move(options));
}
inline auto HasIssuesInOrder(body_operations const& body, std::vector<expected_issue> expected,
                             decode_options options = {})
{
    return gtest_detail::make(as_body{&body}, gtest_detail::exactly{std::move(expected), true}, std::move(options));
}
inline auto HasIssueAt(body_operations const& body, std::string path, issue_code code, decode_options options = {})
{
    return gtest_detail::make(as_body{&body}, gtest_detail::one_at{std::move(path), code}, std::move(options));
}

} // namespace explorer_schema::testing

#endif
