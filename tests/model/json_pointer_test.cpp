// JSON Pointers (RFC 6901), the paths of issues: how a member name is
// escaped into a token and read back out of one.

#include "../support.hpp"

#include <explorer_schema/model/json_pointer.hpp>

#include <limits>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(json_pointer)

// Rule (RFC 6901, section 3): a member name is a token with each '~'
// written "~0" and each '/' written "~1", every other byte as it is; '~' is
// escaped first, so the name "~1" is the token "~01", not "~1". An index is
// its decimal digits; an empty name is an empty token.
BOOST_AUTO_TEST_CASE(a_token_escapes_tilde_as_0_and_slash_as_1)
{
    es::json_pointer p;
    BOOST_TEST(p.empty());
    BOOST_TEST(p.str() == "");
    p.push_back("a/b").push_back("m~n").push_back(std::size_t{0}).push_back("~1").push_back("");
    BOOST_TEST(p.str() == "/a~1b/m~0n/0/~01/");
    BOOST_TEST(!p.empty());

    std::string written;
    es::json_pointer::append_key(written, "plain \xC3\xA9 \"quoted\" 0");
    es::json_pointer::append_index(written, std::numeric_limits<std::size_t>::max());
    es::json_pointer::append_key(written, "//~~");
    BOOST_TEST(written == "/plain \xC3\xA9 \"quoted\" 0/18446744073709551615/~1~1~0~0");
}

// Rule (RFC 6901, section 4): the last token read back is the member name
// it was written from ("~01" is "~1": "~0" is read first, never a '/' made
// of it); the parent is the pointer without its last token, the whole
// document's pointer ("") its own parent.
BOOST_AUTO_TEST_CASE(back_unescapes_the_last_token_and_parent_drops_it)
{
    es::json_pointer p;
    p.push_back("a/b").push_back("m~n").push_back(std::size_t{0}).push_back("~1").push_back("");
    BOOST_TEST(p.back() == "");
    BOOST_TEST(p.parent().str() == "/a~1b/m~0n/0/~01");
    BOOST_TEST(p.parent().back() == "~1");
    BOOST_TEST(p.parent().parent().back() == "0");
    BOOST_TEST(p.parent().parent().parent().back() == "m~n");
    BOOST_TEST(p.parent().parent().parent().parent().str() == "/a~1b");
    BOOST_TEST(p.parent().parent().parent().parent().back() == "a/b");
    BOOST_TEST(p.parent().parent().parent().parent().parent().str() == "");
    BOOST_TEST((es::json_pointer().parent() == es::json_pointer()));
    BOOST_TEST((es::json_pointer("/x~2y~").back() == "x~2y~")); // not an escape: kept as written
}

// Rule: a pointer written by json_pointer names, for Boost.JSON's
// at_pointer (which reads RFC 6901), the value it was built to name.
BOOST_AUTO_TEST_CASE(a_written_pointer_finds_its_value_in_boost_json)
{
    auto const doc = json::parse(R"({"a/b": {"m~n": [{"~1": {"": 42}}]}, "~01": 7})");
    es::json_pointer p;
    p.push_back("a/b").push_back("m~n").push_back(std::size_t{0}).push_back("~1").push_back("");
    BOOST_TEST(doc.at_pointer(p.str()) == json::value(42));
    BOOST_TEST(doc.at_pointer(es::json_pointer().push_back("~01").str()) == json::value(7));
}

BOOST_AUTO_TEST_SUITE_END()
