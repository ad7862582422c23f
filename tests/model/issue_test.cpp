// <explorer_schema/model/issue.hpp>: an issue, its code and severity, and how
// it is written and printed.

#include "../support.hpp"

#include <explorer_schema/model/issue.hpp>

#include <boost/mp11/algorithm.hpp>

#include <set>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(issue)

BOOST_AUTO_TEST_CASE(issues_encode_with_their_codes_as_names)
{
    es::issue const i{"/0/hash", es::issue_code::invalid_full_hash, es::severity::error, "bad"};
    BOOST_TEST(es::to_json(i) == json::parse(R"({"path": "/0/hash", "code": "invalid_full_hash",
                                                 "severity": "error", "message": "bad"})"));
}

BOOST_AUTO_TEST_CASE(printed_text_escapes_every_character_that_moves_the_cursor_or_reorders)
{
    BOOST_TEST(es::escape_controls("plain \xC3\xA9t\xC3\xA9 \xF0\x9F\x9A\x80 \\ / \"") == "plain \xC3\xA9t\xC3\xA9 \xF0\x9F\x9A\x80 \\ / \"");
    BOOST_TEST(es::escape_controls(std::string("a\nb\rc\td\x1b[2Je\x7f", 14) /* with the NUL */) ==
               "a\\u000Ab\\u000Dc\\u0009d\\u001B[2Je\\u007F\\u0000");
    // C1 controls, line and paragraph separators, bidirectional overrides.
    BOOST_TEST(es::escape_controls("\xC2\x9B \xE2\x80\xA8 \xE2\x80\xA9 \xE2\x80\xAE \xE2\x81\xA6 \xE2\x80\x8F") ==
               "\\u009B \\u2028 \\u2029 \\u202E \\u2066 \\u200F");
    // Bytes that are not UTF-8: stray, truncated, overlong, surrogate.
    BOOST_TEST(es::escape_controls("\x9B \xE2\x80 \xC0\xAF \xED\xA0\x80") == "\\x9B \\xE2\\x80 \\xC0\\xAF \\xED\\xA0\\x80");
    auto const i = es::issue{"/a\nb", es::issue_code::unknown_member, es::severity::warning, "m\x1b"};
    std::ostringstream printed;
    printed << i;
    BOOST_TEST(printed.str() == "/a\\u000Ab: warning: m\\u001B");
}


// Rule: an issue prints on one line as `path: message`, the document's own
// path as `(document)`, and `warning: ` before the message of a warning.
BOOST_AUTO_TEST_CASE(an_issue_prints_as_its_path_then_its_message)
{
    std::ostringstream os;
    os << es::issue{"", es::issue_code::malformed_json, es::severity::error, "expected a value"} << '|'
       << es::issue{"/0/l1_fee", es::issue_code::unknown_member, es::severity::warning, R"(unknown member "l1_fee")"};
    BOOST_TEST(os.str() == R"((document): expected a value|/0/l1_fee: warning: unknown member "l1_fee")");
}

// Rule: errors make a list of issues fail and are counted; warnings are not.
BOOST_AUTO_TEST_CASE(only_errors_count)
{
    std::vector<es::issue> issues{{"/a", es::issue_code::unknown_member, es::severity::warning, "w"}};
    BOOST_TEST(!es::has_errors(issues));
    BOOST_TEST(es::error_count(issues) == 0u);
    issues.push_back({"/b", es::issue_code::wrong_type, es::severity::error, "e"});
    issues.push_back({"/c", es::issue_code::out_of_range, es::severity::error, "e"});
    BOOST_TEST(es::has_errors(issues));
    BOOST_TEST(es::error_count(issues) == 2u);
    BOOST_TEST(!es::has_errors({}));
}

// Rule: a document over the size limit is one error at the document, giving
// its size when known and the limit.
BOOST_AUTO_TEST_CASE(a_document_too_large_says_its_size_and_the_limit)
{
    auto const known = es::document_too_large(300, 256);
    BOOST_TEST(brief(known) == "error document_too_large ");
    BOOST_TEST(known.message == "the document has 300 bytes, more than the limit of 256");
    BOOST_TEST(es::document_too_large(std::nullopt, 256).message == "the document has more than 256 bytes, the limit");
}

// Rule: every issue code has a distinct snake_case name, the one JSON
// output writes, and a meaning for the table of codes.
BOOST_AUTO_TEST_CASE(every_code_has_a_distinct_name_and_a_meaning)
{
    std::set<std::string_view> names;
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<es::issue_code>>([&](auto e) {
        BOOST_TEST(es::to_string(e.value) == e.name);
        BOOST_TEST(!es::meaning(e.value).empty(), e.name << " has no meaning");
        BOOST_TEST(names.insert(e.name).second, e.name << " is given twice");
    });
    BOOST_TEST(es::to_string(es::severity::warning) == "warning");
}

BOOST_AUTO_TEST_SUITE_END()
