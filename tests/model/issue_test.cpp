// <explorer_schema/model/issue.hpp>: an issue, its code and severity, and how
// it is written and printed.

#include "../support.hpp"

#include <explorer_schema/model/issue.hpp>

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

BOOST_AUTO_TEST_SUITE_END()
