#ifndef EXPLORER_SCHEMA_TESTING_EXPECTED_ISSUE_HPP
#define EXPLORER_SCHEMA_TESTING_EXPECTED_ISSUE_HPP

// What the Boost.Test checks (testing/boost_test.hpp) and the GoogleTest
// matchers (testing/gtest.hpp) share: the issue a test expects, the issues
// of a body, and how a failure lists them.

#include <explorer_schema/bodies.hpp>
#include <explorer_schema/operations/decode.hpp>
#include <explorer_schema/model/issue.hpp>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <compare>
#include <concepts>
#include <iterator>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::testing {

/// An issue a test expects: where, what, and how bad.
struct expected_issue {
    std::string path{};
    issue_code code{};
    explorer_schema::severity severity = severity::error;

    friend bool operator==(expected_issue const&, expected_issue const&) = default;
    friend auto operator<=>(expected_issue const&, expected_issue const&) = default;
};

/// Whether `actual` is `expected`: the same issues, as many times each, in
/// any order, or also in the same order when `in_order` is set. (The
/// decoder's order is not the document's: a missing member is reported
/// after the object's other members.)
inline bool same_issues(std::vector<expected_issue> actual, std::vector<expected_issue> expected, bool in_order)
{
    if (!in_order) {
        std::sort(actual.begin(), actual.end());
        std::sort(expected.begin(), expected.end());
    }
    return actual == expected;
}

/// A body a check takes: JSON text, or a JSON value already parsed.
template <class Body>
concept body = std::convertible_to<Body const&, std::string_view> ||
               std::convertible_to<Body const&, boost::json::value const&>;

/// The issues of `b` as a `T`.
template <class T, body Body>
std::vector<issue> issues_of(Body const& b, decode_options const& options)
{
    if constexpr (std::convertible_to<Body const&, std::string_view>)
        return parse<T>(std::string_view(b), options).issues;
    else
        return decode<T>(b, options).issues;
}

/// What a check judges a body as: a `T`.
template <class T>
struct as_type {
    template <body Body>
    std::vector<issue> issues(Body const& b, decode_options const& options) const
    {
        return issues_of<T>(b, options);
    }
};

/// What a check judges a body as: a body of the registry, by its endpoint,
/// contract and status (bodies.hpp), with the options that endpoint's
/// bodies are judged with.
struct as_body {
    body_operations const* operations;

    template <body Body>
    std::vector<issue> issues(Body const& b, decode_options const& options) const
    {
        if constexpr (std::convertible_to<Body const&, std::string_view>)
            return operations->validate(std::string_view(b), options);
        else
            return operations->decode_issues(b, options);
    }
};

/// What a failed check says of the body it checked: its size, never its
/// content, which may hold a secret.
template <body Body>
std::string size_of(Body const& b)
{
    if constexpr (std::convertible_to<Body const&, std::string_view>)
        return std::to_string(std::string_view(b).size()) + " bytes of JSON";
    else
        return "a JSON value of " + std::to_string(boost::json::serialize(b).size()) + " bytes";
}

/// `issues` without their messages.
inline std::vector<expected_issue> without_messages(std::vector<issue> const& issues)
{
    std::vector<expected_issue> out;
    out.reserve(issues.size());
    for (auto const& i : issues)
        out.push_back({i.path, i.code, i.severity});
    return out;
}

/// One line per issue, each after a line break and indented:
/// `  /path [code, severity] message`, controls escaped (escape_controls).
inline void write_issues(std::ostream& os, std::vector<issue> const& issues)
{
    if (issues.empty())
        os << "\n  (no issue)";
    for (auto const& i : issues)
        os << "\n  " << (i.path.empty() ? "(document)" : escape_controls(i.path)) << " [" << to_string(i.code)
           << ", " << to_string(i.severity) << "] " << escape_controls(i.message);
}

/// As write_issues, for expected issues: `  /path [code, severity]`.
inline void write_issues(std::ostream& os, std::vector<expected_issue> const& issues)
{
    if (issues.empty())
        os << "\n  (no issue)";
    for (auto const& e : issues)
        os << "\n  " << (e.path.empty() ? "(document)" : escape_controls(e.path)) << " [" << to_string(e.code)
           << ", " << to_string(e.severity) << "]";
}

/// After a failed comparison of `actual` with `expected`: the expected
/// issues not found and the issues not expected, each as write_issues
/// lists them, counted as many times as each appears.
inline void write_difference(std::ostream& os, std::vector<expected_issue> actual,
                             std::vector<expected_issue> expected)
{
    std::sort(actual.begin(), actual.end());
    std::sort(expected.begin(), expected.end());
    std::vector<expected_issue> absent, unexpected;
    std::set_difference(expected.begin(), expected.end(), actual.begin(), actual.end(), std::back_inserter(absent));
    std::set_difference(actual.begin(), actual.end(), expected.begin(), expected.end(),
                        std::back_inserter(unexpected));
    if (!absent.empty()) {
        os << "\nexpected, not found:";
        write_issues(os, absent);
    }
    if (!unexpected.empty()) {
        os << "\nfound, not expected:";
        write_issues(os, unexpected);
    }
}

} // namespace explorer_schema::testing

#endif
