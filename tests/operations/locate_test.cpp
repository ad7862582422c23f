// Where an issue's value starts in the text it was read from: line and
// column, counted in characters, found by the decoder as it reads and by
// locate after it.

#include "../support.hpp"

#include "../../fuzz/targets.hpp"

#include <explorer_schema/operations/locate.hpp>

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <array>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(locate)

// Rule: an issue of a document read from text knows where its value starts:
// line and column from 1, the column in characters (code points, as editors
// count them); an issue about a member the object lacks, where the object
// starts; an issue of the document, where it starts. Keys written with
// escapes are found under the names they decode to.
BOOST_AUTO_TEST_CASE(issues_of_text_know_where_their_value_starts)
{
    using networks = es::network_list;
    std::string const text = "{\n"
                             "  \"items\": [\n"
                             "    {\"name\": \"\xC3\xA9t\xC3\xA9\", \"chain_id\": 1, \"domain\": \"d\", \"active\": true,\n"
                             "     \"rpc_url\": null, \"explorer_api_key\": null, \"block_timestamp_skew\": null,\n"
                             "     \"sent_\\u0074ransactions_activity_enabled\": 5, \"verified_contracts_activity_enabled\": true,\n"
                             "     \"explorer_usage_activity_enabled\": true},\n"
                             "    {}\n"
                             "  ]\n"
                             "}";
    auto const issues = es::parse<networks>(text).issues;
    auto const at = [&](std::string const& path) {
        for (auto const& i : issues)
            if (i.path == path)
                return std::pair(i.line, i.column);
        return std::pair(std::size_t{0}, std::size_t{0});
    };
    // "    {\"name\": \"été\", \"chain_id\": " is 32 characters (36 bytes).
    BOOST_TEST((at("/items/0/chain_id") == std::pair<std::size_t, std::size_t>(3, 33)));
    // Under its escaped name: 5 spaces, 41 characters of key as written, a
    // colon and a space.
    BOOST_TEST((at("/items/0/sent_transactions_activity_enabled") == std::pair<std::size_t, std::size_t>(5, 49)));
    // A member the second item lacks: where that item starts.
    BOOST_TEST((at("/items/1/name") == std::pair<std::size_t, std::size_t>(7, 5)));
    for (auto const& i : issues)
        BOOST_TEST(i.line != 0u, i.path);

    // The document itself: where it starts, after white space.
    auto const whole = es::parse<networks>("\n  [1]").issues;
    BOOST_TEST_REQUIRE(whole.size() == 1u);
    BOOST_TEST(whole[0].line == 2u);
    BOOST_TEST(whole[0].column == 3u);
    // Text that is not JSON: where it stops being JSON, as its message says.
    auto const broken = es::validate<networks>("{\"items\": [\n  tru]}");
    BOOST_TEST_REQUIRE(broken.size() == 1u);
    BOOST_TEST(broken[0].message.find("line 2, column 3") != std::string::npos, broken[0].message);
    BOOST_TEST(broken[0].line == 2u);
    BOOST_TEST(broken[0].column == 3u);
}

// Rule: where an issue was found is not part of what it is: the issues of a
// document's text and of its parsed value are equal, though only the text's
// know their place; locate gives the value's issues the text's places.
BOOST_AUTO_TEST_CASE(a_position_is_not_part_of_an_issue)
{
    std::string const text = R"({"items": [{"chain_id": 1}]})";
    auto const from_text = es::parse<es::network_list>(text).issues;
    auto from_value = es::decode<es::network_list>(json::parse(text)).issues;
    BOOST_TEST(from_text == from_value);
    BOOST_TEST(from_value[0].line == 0u);
    es::locate(text, from_value);
    for (std::size_t k = 0; k < from_text.size(); ++k) {
        BOOST_TEST(from_value[k].line == from_text[k].line);
        BOOST_TEST(from_value[k].column == from_text[k].column);
    }
    BOOST_TEST(from_text[0].column == 25u);
}

// Rule: a position counts lines at LF and characters, not bytes, at every
// offset of any text, whatever its bytes' alignment to the words they are
// counted by.
BOOST_AUTO_TEST_CASE(positions_count_characters_at_every_offset)
{
    std::string text;
    for (std::size_t k = 0; text.size() < 700; ++k)
        text += std::array<char const*, 6>{"a", "\xC3\xA9", "\n", "\xE2\x82\xAC", "\xF0\x9F\xA6\x8A", "bc"}[k * 7 % 6];
    for (std::size_t offset = 0; offset <= text.size(); ++offset)
        BOOST_TEST((es::position_of(text, offset) == fuzz_targets::counted_position(text, offset)), offset);
    // Past the end: the end.
    BOOST_TEST((es::position_of(text, text.size() + 5) == fuzz_targets::counted_position(text, text.size())));
}

// Rule: locate finds a value past strings of any length and content:
// quotes, backslashes and brackets, escaped or not, characters of several
// bytes, at every alignment of the bytes it reads at once.
BOOST_AUTO_TEST_CASE(locate_finds_values_past_any_string)
{
    constexpr std::array<char const*, 8> pieces{"a", "\\\"", "{", "]", "\xC3\xA9", "\\u00e9", "\\\\", "[\\n}"};
    for (std::size_t n = 0; n < 48; ++n) {
        std::string filler;
        for (std::size_t k = 0; k < n; ++k)
            filler += pieces[(k + n) % pieces.size()];
        std::string const text = "{\"items\": [{\"name\": \"" + filler + "\", \"x\": {\"y\": [\"" + filler +
                                 "\"]},\n  \"active\": \"1\"}]}";
        auto const issues = es::parse<es::network_list>(text).issues;
        auto const at = std::find_if(issues.begin(), issues.end(),
                                     [](es::issue const& i) { return i.path == "/items/0/active"; });
        BOOST_TEST_REQUIRE((at != issues.end()), text);
        BOOST_TEST((es::text_position{at->line, at->column} ==
                    fuzz_targets::counted_position(text, text.rfind("\"1\""))),
                   text);
    }
}

// Rule: locate trusts nothing: on text that is not JSON, or that does not
// hold the paths, it stops or leaves the issue unplaced, never reads past
// the text.
BOOST_AUTO_TEST_CASE(locate_stops_on_text_that_is_not_json)
{
    for (std::string_view text : {"", "{", "{\"a\"", "{\"a\":", "[1,", "{\"a\": [1, {\"b\": \"\\u12", "\"\\", "{]}",
                                  "{\"a\" 1}", "[[[[[[[[[[", "{\"items\": [{\"x\": \"\\uD800\\u"}) {
        std::vector<es::issue> issues{{"/items/0/x", es::issue_code::wrong_type, es::severity::error, "m"},
                                      {"/a/1/b", es::issue_code::wrong_type, es::severity::error, "m"},
                                      {"", es::issue_code::wrong_type, es::severity::error, "m"}};
        es::locate(text, issues);
        for (auto const& i : issues)
            BOOST_TEST(i.column <= text.size() + 1, text);
    }
}

// Rule: locate stops reading once every issue has its place: what follows
// the last place is not read at all. The text runs on into a page that may
// not be read; the issues' places all lie before it.
BOOST_AUTO_TEST_CASE(locate_reads_no_further_than_the_last_place)
{
    auto const page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    auto* const memory = static_cast<char*>(
        ::mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    BOOST_TEST_REQUIRE((memory != MAP_FAILED));
    BOOST_TEST_REQUIRE(::mprotect(memory + page, page, PROT_NONE) == 0);
    // "[0,0,0,..." to the page's end, and, as far as the text says, a page
    // further: a scan that went on to the end would stop on the signal.
    std::string text = "[{\"a\": 1},\n 0";
    while (text.size() < page)
        text += ",0";
    text.resize(page);
    std::copy(text.begin(), text.end(), memory);
    std::string_view const document(memory, 2 * page);
    std::vector<es::issue> issues{{"/0/a", es::issue_code::wrong_type, es::severity::error, "m"},
                                  {"/1", es::issue_code::wrong_type, es::severity::error, "m"},
                                  {"/0/b", es::issue_code::missing_member, es::severity::error, "m"}};
    // A member the object lacks has no place of its own: where its object
    // starts is its place, known once that object is read.
    es::locate(document.substr(0, page), issues);
    BOOST_TEST(issues[2].line == 1u);
    BOOST_TEST(issues[2].column == 2u);
    for (auto& i : issues)
        i.line = i.column = 0;
    issues.pop_back();
    es::locate(document, issues);
    BOOST_TEST(issues[0].line == 1u);
    BOOST_TEST(issues[0].column == 8u);
    BOOST_TEST(issues[1].line == 2u);
    BOOST_TEST(issues[1].column == 2u);
    ::munmap(memory, 2 * page);
}

// Rule: a member named again is placed where it is named again: the first
// duplicate_member issue of a path at the second occurrence's value, the
// next at the third; every other issue of that path at the first.
BOOST_AUTO_TEST_CASE(a_duplicate_member_is_placed_at_its_later_occurrence)
{
    std::string const text = "{\"items\": [],\n  \"x\": 1,\n  \"items\": [],\n\"items\":  []}";
    auto const issues = es::parse<es::network_list>(text).issues;
    std::vector<std::pair<std::size_t, std::size_t>> duplicates;
    for (auto const& i : issues)
        if (i.code == es::issue_code::duplicate_member)
            duplicates.emplace_back(i.line, i.column);
    BOOST_TEST((duplicates == std::vector<std::pair<std::size_t, std::size_t>>{{3, 12}, {4, 11}}));
    auto const unknown = std::find_if(issues.begin(), issues.end(),
                                      [](es::issue const& i) { return i.code == es::issue_code::unknown_member; });
    BOOST_TEST_REQUIRE((unknown != issues.end()));
    BOOST_TEST(unknown->line == 2u);
    BOOST_TEST(unknown->column == 8u);
}

// Rule: decode_options::origin is where the text starts in its input: every
// line and column, an issue's fields and a malformed text's message alike,
// counts from there.
BOOST_AUTO_TEST_CASE(positions_count_from_the_origin_of_the_text)
{
    es::decode_options options;
    options.origin = {4, 1};
    auto const broken = es::validate<es::network_list>("{\"items\": [tru]}", options);
    BOOST_TEST_REQUIRE(broken.size() == 1u);
    BOOST_TEST(broken[0].message == "malformed JSON at line 4, column 12: syntax error");
    BOOST_TEST(broken[0].line == 4u);
    BOOST_TEST(broken[0].column == 12u);
    auto const wrong = es::parse<es::network_list>("{\"items\": 5}", options).issues;
    BOOST_TEST_REQUIRE(wrong.size() == 1u);
    BOOST_TEST(wrong[0].line == 4u);
    BOOST_TEST(wrong[0].column == 11u);
}

BOOST_AUTO_TEST_SUITE_END()
