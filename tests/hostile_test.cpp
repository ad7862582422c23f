// Hostile input: limits, encodings and number edge cases each give a clear
// issue, never a crash, never silence.

#include "support.hpp"

#include <cmath>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

using main_page = es::main_page_transactions_response;

std::vector<std::string> issues_of_networks(std::string_view text, es::decode_options const& options = {})
{
    return brief(es::parse<es::network_list>(text, options).issues);
}

std::string message_of(std::string_view text)
{
    auto const r = es::parse<es::network_list>(text);
    BOOST_TEST_REQUIRE(!r.issues.empty());
    return r.issues[0].message;
}

/// The valid main page as text, with `from` replaced by `to` once.
std::string main_page_with(std::string_view from, std::string_view to)
{
    auto text = json::serialize(valid_main_page());
    auto const at = text.find(from);
    BOOST_TEST_REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

BOOST_AUTO_TEST_SUITE(hostile)

BOOST_AUTO_TEST_CASE(deep_nesting_stops_at_the_limit)
{
    BOOST_TEST(issues_of_networks(std::string(100000, '[')) ==
               std::vector<std::string>{"error nesting_too_deep "});
    BOOST_TEST(issues_of_networks(std::string(100000, '{')) ==
               std::vector<std::string>{"error malformed_json "}, "{{ is not JSON before it is deep");
    std::string deep_meta = R"({"items": [], "x": )" + std::string(70, '[') + std::string(70, ']') + "}";
    BOOST_TEST(issues_of_networks(deep_meta) == std::vector<std::string>{"error nesting_too_deep "});
    BOOST_TEST(issues_of_networks(deep_meta, {.max_depth = 100}) ==
               std::vector<std::string>{"warning unknown_member /x"});
}

BOOST_AUTO_TEST_CASE(a_value_built_deeper_than_the_limit_stops_decode_with_one_issue)
{
    // No parser bounded this value: es::decode walks it, and stops at the
    // depth the options allow rather than recursing 10 000 levels.
    json::value deep = json::array{};
    for (int i = 0; i < 10000; ++i)
        deep = json::array{std::move(deep)};
    json::object doc{{"items", json::array{}}, {"x", std::move(deep)}};
    auto const r = es::decode<es::network_list>(doc);
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0].code == es::issue_code::nesting_too_deep);
    BOOST_TEST(r.issues[0].message == "arrays and objects nest deeper than 64 levels at /x" + [] {
                   std::string zeros;
                   for (int i = 0; i < 63; ++i)
                       zeros += "/0";
                   return zeros;
               }());
    BOOST_TEST(r.value == es::network_list{});
    json::value shallower = json::array{};
    for (int i = 0; i < 500; ++i)
        shallower = json::array{std::move(shallower)};
    BOOST_TEST(brief(es::decode<es::network_list>(json::object{{"items", json::array{}}, {"x", shallower}},
                                                  {.max_depth = 1000})
                         .issues) == std::vector<std::string>{"warning unknown_member /x"},
               "within a higher limit it is one unknown member");
}

BOOST_AUTO_TEST_CASE(max_depth_is_capped_at_what_the_stack_allows)
{
    // Boost.JSON's parser, the walk of a parsed value and its destruction
    // take a stack frame per level: however high max_depth is raised, the
    // decoders stop at max_supported_depth.
    BOOST_TEST(es::max_supported_depth == 1024u);
    es::decode_options const raised{.max_depth = 1000000};
    BOOST_TEST(raised.depth_limit() == es::max_supported_depth);
    std::string const deep = R"({"items": [], "x": )" + std::string(100000, '[') + std::string(100000, ']') + "}";
    auto const message = "arrays and objects nest deeper than 1024 levels at line 1, column 1043";
    for (auto const& issues : {es::parse<es::network_list>(deep, raised).issues,
                               es::validate<es::network_list>(deep, raised),
                               es::identify<es::blockscout::networks_response>(deep, raised).issues,
                               es::parse_json(deep, raised).issues}) {
        BOOST_TEST_REQUIRE(issues.size() == 1u);
        BOOST_TEST(issues[0].code == es::issue_code::nesting_too_deep);
        BOOST_TEST(issues[0].message == message);
    }
    json::value built = json::array{};
    for (int i = 0; i < 10000; ++i)
        built = json::array{std::move(built)};
    json::object const doc{{"items", json::array{}}, {"x", std::move(built)}};
    auto const r = es::decode<es::network_list>(doc, raised);
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0].message.starts_with("arrays and objects nest deeper than 1024 levels at /x/0/0/"));
}

BOOST_AUTO_TEST_CASE(a_50_megabyte_string_is_refused_at_its_path)
{
    std::string const text = R"({"items": [{"chain_id": ")" + std::string(50 << 20, '7') + R"("}]})";
    auto const r = es::parse<es::network_list>(text);
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error string_too_long /items/0/chain_id"});
    BOOST_TEST(r.issues.at(0).message == "a string longer than 4194304 bytes");
    auto const allowed = es::parse<es::network_list>(text, {.max_string_length = std::size_t{64} << 20});
    BOOST_TEST(allowed.value.items.at(0).chain_id.size() == std::size_t{50} << 20);
    BOOST_TEST(allowed.issues.size() == 9u, "the nine missing members, and no limit");
}

BOOST_AUTO_TEST_CASE(a_long_member_name_is_refused_at_its_object)
{
    std::string const text = R"({"items": [{")" + std::string(100, 'k') + R"(": 1}]})";
    BOOST_TEST(issues_of_networks(text, {.max_string_length = 50}) ==
               std::vector<std::string>{"error string_too_long /items/0"});
}

BOOST_AUTO_TEST_CASE(a_document_beyond_the_size_limit_is_refused_unread)
{
    auto const r = es::parse<es::network_list>(R"({"items": []})", {.max_document_size = 12});
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error document_too_large "});
    BOOST_TEST(r.issues.at(0).message == "the document has 13 bytes, more than the limit of 12");
    BOOST_TEST(es::parse<es::network_list>(R"({"items": []})", {.max_document_size = 13}).ok());
}

BOOST_AUTO_TEST_CASE(invalid_utf8_a_bom_and_lone_surrogates_are_malformed)
{
    BOOST_TEST(message_of("{\"items\": [\"\xff\"]}") == "malformed JSON at line 1, column 13: invalid UTF-8");
    BOOST_TEST(message_of("\xEF\xBB\xBF{\"items\": []}") ==
               "malformed JSON at line 1, column 1: a byte order mark starts the text");
    for (auto [escape, column] : std::vector<std::pair<std::string_view, int>>{
             {R"("\ud800")", 19}, {R"("\uDBFF")", 19}, {R"("\udc00")", 19}, {R"("\ud800\u0041")", 21}})
        BOOST_TEST(message_of(std::string(R"({"items": [)") + std::string(escape) + "]}") ==
                       "malformed JSON at line 1, column " + std::to_string(column) +
                           ": a lone UTF-16 surrogate in a \\u escape",
                   escape);
    BOOST_TEST(es::parse<es::network_list>(R"({"items": [], "x": "\ud83d\ude80"})").ok(),
               "a surrogate pair is a character");
}

BOOST_AUTO_TEST_CASE(numbers_beyond_their_type_are_out_of_range)
{
    auto const& doc = valid_main_page();
    check_issues<main_page>(with(doc, "/5/block_number", json::parse("99999999999999999999")),
                            {"error out_of_range /5/block_number"});
    BOOST_TEST(brief(es::parse<main_page>(main_page_with("\"block_number\":18942011", "\"block_number\":1e400")).issues) ==
               std::vector<std::string>{"error out_of_range /0/block_number"});
    BOOST_TEST(brief(es::parse<main_page>(main_page_with("\"confirmation_duration\":[0,12000]",
                                                         "\"confirmation_duration\":[0,-1e400]"))
                         .issues) == std::vector<std::string>{"error out_of_range /0/confirmation_duration/1"});
    BOOST_TEST(es::parse<main_page>(main_page_with("\"confirmation_duration\":[0,12000]",
                                                   "\"confirmation_duration\":[0,1e308]"))
                   .ok());
    // Below the least subnormal a number rounds to zero, of its sign; a
    // zero is zero whatever its exponent.
    for (auto const* zero : {"-1e-400", "2.4703282292062327e-324", "0e400", "-0.0e99999"}) {
        auto const r = es::parse<main_page>(main_page_with("\"confirmation_duration\":[0,12000]",
                                                           "\"confirmation_duration\":[0," + std::string(zero) + "]"));
        BOOST_TEST_REQUIRE(r.ok(), zero);
        auto const d = r.value[0].confirmation_duration[1];
        BOOST_TEST((d == 0 && std::signbit(d) == (zero[0] == '-')), zero);
    }
}

BOOST_AUTO_TEST_CASE(an_integer_beyond_64_bits_is_out_of_range_quoted_as_written)
{
    // The parser rounds -9223372036854775809 to the double -2^63, which an
    // int64 holds: the literal is still an integer, and beyond the range.
    auto const r = es::parse<main_page>(main_page_with("\"ordinal\":0", "\"ordinal\":-9223372036854775809"));
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(brief(r.issues[0]) == "error out_of_range /5/to/metadata/ordinal");
    BOOST_TEST(r.issues[0].message ==
               "-9223372036854775809 is out of range; expected an integer from -9223372036854775808 to "
               "9223372036854775807");
    auto const written_with_a_fraction =
        es::parse<main_page>(main_page_with("\"ordinal\":0", "\"ordinal\":-9223372036854774784.0"));
    BOOST_TEST(brief(written_with_a_fraction.issues) ==
               std::vector<std::string>{"error not_an_integer /5/to/metadata/ordinal"});
}

BOOST_AUTO_TEST_CASE(a_member_name_never_matches_a_catch_all_member)
{
    // action_data keeps the members it does not name in its C++ member
    // `other`: a JSON key "other" is one of them, not that member.
    constexpr std::string_view text = R"([{"actions":[{"data":{"block_number":1,"other":1}}]}])";
    static_assert(text.size() == 53);
    auto const r = es::parse<main_page>(text);
    auto const issue_paths = [](std::vector<es::issue> const& issues) {
        std::vector<std::string> paths;
        for (auto const& i : issues)
            if (i.path.starts_with("/0/actions"))
                paths.push_back(brief(i));
        return paths;
    };
    BOOST_TEST(issue_paths(r.issues) == (std::vector<std::string>{"error missing_member /0/actions/0/protocol",
                                                                  "error missing_member /0/actions/0/type"}),
               boost::test_tools::per_element());
    BOOST_TEST_REQUIRE(r.value.at(0).actions.size() == 1u);
    BOOST_TEST(json::serialize(es::to_json(r.value.at(0).actions.at(0).data)) == R"({"block_number":1,"other":1})");
    BOOST_TEST(es::validate<main_page>(text) == r.issues);
    auto const real = es::parse<es::blockscout::main_page_transactions_response>(text);
    BOOST_TEST(std::count_if(real.issues.begin(), real.issues.end(),
                             [](es::issue const& i) { return i.path.starts_with("/0/actions/0/data"); }) == 0);
}

BOOST_AUTO_TEST_CASE(minus_zero_is_the_integer_zero)
{
    auto const r = es::parse<main_page>(main_page_with("\"nonce\":91", "\"nonce\":-0"));
    BOOST_TEST(r.ok());
    BOOST_TEST(r.value.at(0).nonce == 0u);
}

BOOST_AUTO_TEST_CASE(a_duplicate_member_is_an_error_at_its_path)
{
    auto const r = es::parse<es::network_list>(
        R"({"items": [{"chain_id": "1", "chain_id": "2", "name": "a", "domain": "b", "active": true,
            "rpc_url": null, "explorer_api_key": null, "block_timestamp_skew": null,
            "sent_transactions_activity_enabled": true, "verified_contracts_activity_enabled": true,
            "explorer_usage_activity_enabled": true}], "items": []})");
    BOOST_TEST(brief(r.issues) == (std::vector<std::string>{"error duplicate_member /items/0/chain_id",
                                                            "error duplicate_member /items"}),
               boost::test_tools::per_element());
    BOOST_TEST(r.issues.at(0).message ==
               "member \"chain_id\" appears more than once; parsers disagree on which one counts");
    BOOST_TEST(issues_of_networks(R"({"items": [], "a": {"b": 1, "b": 2}})") ==
               (std::vector<std::string>{"warning unknown_member /a", "error duplicate_member /a/b"}));
}

// Rule: a name given twice in an object is found however many names no
// member takes come before it (compared one by one while they are few,
// then in a table), whether the input holds it or the parser unescaped it,
// and whatever the object before it at its depth held.
BOOST_AUTO_TEST_CASE(a_repeated_unknown_name_is_found_however_many_names_precede_it)
{
    for (std::size_t n : {1, 15, 16, 17, 40, 1000}) {
        std::string names;
        for (std::size_t i = 0; i < n; ++i)
            names += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
        // The second object repeats its first name escaped (\u006b is k),
        // the third its last as the input holds it.
        auto const last = "k" + std::to_string(n - 1);
        auto const text = R"({"items": [], "a": [{)" + names + "}, {" + names + R"(, "\u006b0": 1}, {)" + names +
                          ", \"" + last + "\": 1}]}";
        BOOST_TEST(issues_of_networks(text) == (std::vector<std::string>{"warning unknown_member /a",
                                                                         "error duplicate_member /a/1/k0",
                                                                         "error duplicate_member /a/2/" + last}),
                   n << " names before");
    }
}

BOOST_AUTO_TEST_CASE(empty_and_blank_input_are_malformed)
{
    BOOST_TEST(message_of("") == "malformed JSON at line 1, column 1: the text ends before the JSON value does");
    BOOST_TEST(message_of(" \n\t ") == "malformed JSON at line 2, column 3: the text ends before the JSON value does");
}

BOOST_AUTO_TEST_CASE(issues_beyond_the_limit_are_counted_in_one_last_issue)
{
    json::array items;
    for (int i = 0; i < 300; ++i)
        items.push_back(json::object{{"x", i}});
    json::value const doc{{"items", items}};
    auto const r = es::decode<es::network_list>(doc, {.max_issues = 100});
    BOOST_TEST_REQUIRE(r.issues.size() == 101u);
    BOOST_TEST(brief(r.issues.back()) == "error too_many_issues ");
    BOOST_TEST(r.issues.back().message == "3200 more issues (2910 of them errors) after the first 100");
    auto const warnings_only = es::decode<es::network_list>(
        json::parse(R"({"items": [], "a": 1, "b": 2, "c": 3})"), {.max_issues = 2});
    BOOST_TEST(brief(warnings_only.issues) ==
               (std::vector<std::string>{"warning unknown_member /a", "warning unknown_member /b",
                                         "warning too_many_issues "}));
    BOOST_TEST(warnings_only.ok());
}

BOOST_AUTO_TEST_CASE(issue_paths_and_messages_are_bounded_in_bytes)
{
    // 60 objects deep under names of 16000 bytes, then one name 1001 times:
    // a 0.96 MB document whose 1000 duplicates each sit at a 0.96 MB path.
    std::string text = R"({"items": [])";
    for (int level = 0; level < 60; ++level)
        text += ", \"" + std::string(16000, static_cast<char>('a' + level % 26)) + "\": {\"x\": 0";
    for (int i = 0; i < 1001; ++i)
        text += ", \"twice\": 1";
    text += std::string(61, '}');
    auto const r = es::parse<es::network_list>(text, {.max_depth = 100});
    BOOST_TEST_REQUIRE(r.issues.size() == 3u);
    BOOST_TEST(brief(r.issues[0]) == "warning unknown_member /" + std::string(16000, 'a'));
    BOOST_TEST(r.issues[0].message == "unknown member \"" + std::string(64, 'a') + "\"...");
    BOOST_TEST(r.issues[1].code == es::issue_code::duplicate_member);
    BOOST_TEST(r.issues[1].path.size() == 60 * 16001 + 6);
    BOOST_TEST(r.issues[2].message == "999 more issues (999 of them errors) after the first 2, whose paths and "
                                      "messages fill the limit of 1048576 bytes");
    std::size_t kept = 0;
    for (auto const& i : r.issues)
        kept += i.path.size() + i.message.size();
    BOOST_TEST(kept <= std::size_t{1} << 20);

    // The first issue is kept whatever its size.
    auto const small = es::parse<es::network_list>(text, {.max_depth = 100, .max_issues_size = 10});
    BOOST_TEST(brief(small.issues) == (std::vector<std::string>{"warning unknown_member /" + std::string(16000, 'a'),
                                                                "error too_many_issues "}));
}

BOOST_AUTO_TEST_SUITE_END()
