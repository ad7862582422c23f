// The direct decoder (detail/direct_decoder.hpp) reads a document that keeps
// its contract without the engine; anything else it leaves to the engine,
// whose reading then stands. Two rules, each proven here where the two could
// part: every document of the contract takes the direct way (else the speed
// is lost unseen), and a document the direct decoder reads or leaves gets
// exactly the issues, value and releases the engine gives it. The agreement
// suite holds the same on every fixture, mutation and generated document;
// this one aims at the edges of what the direct decoder reads itself
// (numbers, escapes, UTF-8, limits), against the engine reading the same text. It names the decoder through detail/,
// which no user does, because its taking a document shows in nothing else.

#include "support.hpp"

#include "../fuzz/targets.hpp"

namespace es = explorer_schema;
using namespace test_support;

namespace {

/// Whether the direct decoder reads `text` as a `T` by itself.
template <class T>
bool read_directly(std::string_view text, es::decode_options const& options = {})
{
    std::vector<es::issue> issues;
    es::detail::decode_context cx(options, issues);
    T out{};
    return es::detail::read_document(out, text, cx, true);
}

/// es::parse and es::validate of `text` give what the engine alone gives:
/// the same issues, value and releases.
template <class T>
void engine_agrees(std::string_view text, es::decode_options const& options = {})
{
    auto const both = [&](std::vector<es::issue> const& a, std::vector<es::issue> const& b) {
        return "[" + boost::algorithm::join(brief(a), ", ") + "] and, by the engine, [" +
               boost::algorithm::join(brief(b), ", ") + "]";
    };
    auto const reference = fuzz_targets::engine_reading<T>(text, options);
    auto const parsed = es::parse<T>(text, options);
    BOOST_TEST(parsed.issues == reference.issues, both(parsed.issues, reference.issues));
    BOOST_TEST((parsed.value == reference.value));
    BOOST_TEST((parsed.releases == reference.releases));
    auto const validated = es::validate<T>(text, options);
    auto const unkept = fuzz_targets::engine_reading<T>(text, options, false);
    BOOST_TEST(validated == unkept.issues, both(validated, unkept.issues));
}

using page = es::main_page_transactions_response;

/// The first transaction's confirmation_duration in the project's main page.
constexpr std::string_view durations = "[\n      0,\n      12000\n    ]";

/// The project's main page with `from` replaced by `to`, once.
std::string page_with(std::string_view from, std::string_view to)
{
    auto text = read_file(fixtures_dir / "main-page-transactions/valid/latest.json");
    auto const at = text.find(from);
    BOOST_TEST_REQUIRE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
}

/// `v` with the members of every object within it in reverse order.
boost::json::value reversed(boost::json::value const& v)
{
    if (auto const* a = v.if_array()) {
        boost::json::array out;
        for (auto const& e : *a)
            out.push_back(reversed(e));
        return out;
    }
    if (auto const* o = v.if_object()) {
        boost::json::object out;
        for (auto at = o->end(); at != o->begin();) {
            --at;
            out.emplace(at->key(), reversed(at->value()));
        }
        return out;
    }
    return v;
}

} // namespace

// A user's struct whose rule across its members reads a string of a struct
// within it.
namespace nested_rule {
struct inner {
    std::string name;
    bool operator==(inner const&) const = default;
};
BOOST_DESCRIBE_STRUCT(inner, (), (name))
struct outer {
    inner part;
    bool operator==(outer const&) const = default;
};
BOOST_DESCRIBE_STRUCT(outer, (), (part))
inline void check_member_rules(outer const& o, es::member_rules& rules)
{
    if (o.part.name == "wrong")
        rules.error("/part/name", es::issue_code::invalid_enum_value, "the wrong name");
}
} // namespace nested_rule

BOOST_AUTO_TEST_SUITE(direct_decoder)

BOOST_AUTO_TEST_CASE(every_valid_fixture_is_read_directly)
{
    std::size_t documents = 0;
    for_each_fixture_folder([&](auto e, auto c, fs::path const& folder) {
        using T = es::response_t<decltype(e), decltype(c)>;
        for (auto const& file : json_files(folder / "valid")) {
            ++documents;
            BOOST_TEST(read_directly<T>(read_file(file)), file);
        }
    });
    BOOST_TEST(documents >= 20u);
}

BOOST_AUTO_TEST_CASE(every_recorded_body_is_read_directly, *boost::unit_test::precondition(captured_folder_exists))
{
    using es::contracts::blockscout;
    for (auto const& file : json_files(captured_dir / "real")) {
        auto const name = file.filename().string();
        auto const text = read_file(file);
        bool read = false;
        if (name.starts_with("tx_list_"))
            read = read_directly<es::response_t<es::endpoints::get_transactions, blockscout>>(text);
        else if (name.starts_with("tx_"))
            read = read_directly<es::response_t<es::endpoints::get_transaction, blockscout>>(text);
        else if (name.starts_with("summary_"))
            read = read_directly<es::response_t<es::endpoints::get_transaction_summary, blockscout>>(text);
        BOOST_TEST(read, name);
    }
    // One body per endpoint, named after it.
    for (auto const& file : json_files(captured_dir / "real/endpoints")) {
        bool read = false;
        es::endpoints::visit_by_names(file.stem().string(), "blockscout", [&](auto e, auto c) {
            read = read_directly<es::response_t<decltype(e), decltype(c)>>(read_file(file),
                                                                           {.chain = es::chain_type::ethereum});
        });
        BOOST_TEST(read, file.filename());
    }
}

// The text's last byte is the direct decoder's guard: it looks at each
// next byte without testing for the end of the text first. When that byte
// is a bracket, no token runs over it and only the outermost array or
// object may take it. A valid fixture cut just after any bracket within it
// (alone in memory, so that AddressSanitizer sees a byte read past the
// cut) ends before its value does: the engine reads it and reports the
// JSON cut short. White space after the last byte is read directly, in a
// page as in a body of one token (null).
BOOST_AUTO_TEST_CASE(the_last_bracket_closes_only_the_outermost_value)
{
    std::size_t cuts = 0;
    for_each_fixture_folder([&](auto e, auto c, fs::path const& folder) {
        using T = es::response_t<decltype(e), decltype(c)>;
        for (auto const& file : json_files(folder / "valid")) {
            auto const text = read_file(file);
            auto const end = text.find_last_not_of(" \n\r\t") + 1; // past the document's last byte
            for (std::size_t i = 1, brackets = 0; i < end; ++i) {
                if ((text[i - 1] != ']' && text[i - 1] != '}') || brackets++ % sample != 0)
                    continue;
                cut_text const cut(text, i);
                BOOST_TEST(!read_directly<T>(cut), file.filename() << " cut at " << i);
                engine_agrees<T>(cut);
                auto const issues = es::parse<T>(cut).issues;
                BOOST_TEST(!issues.empty());
                BOOST_TEST((!issues.empty() && issues.back().code == es::issue_code::malformed_json),
                           file.filename() << " cut at " << i);
                ++cuts;
            }
            BOOST_TEST(read_directly<T>(text.substr(0, end) + " \n\r\t"), file.filename());
        }
    });
    BOOST_TEST(cuts >= 2000u / sample);
}

// Numbers: integers of up to 18 digits, and doubles of any digits with an
// exponent of up to 3, are read directly, correctly rounded as the engine
// reads them, wherever they are (Boost.JSON's parser, which the engine
// reads with, reads digit by digit near the end of the text); integers of
// any length in a value kept as it came. "-0", longer integers and
// exponents, and numbers beyond a double's range go to the engine.
BOOST_AUTO_TEST_CASE(numbers_read_directly_are_the_engines_numbers)
{
    for (auto const* numbers : {"[0.5, 12000]", "[2.0e3, 1.25E-2]", "[123456789012.345, 7e+2]", "[0, 1e308]",
                                "[52.43297845454546, 9007199254740.993]", "[0.0001234567890123456, 1]",
                                "[9999999999999999e-3, 1]", "[-1.999999999999999, 1]", "[52.432978454545456, 1]",
                                "[0.1234567890123456, 1]", "[-0.5, -0.0]",
                                "[0.12345678901234567, 1234567890123456.5]", "[-0.12516444444444444, 1]",
                                "[0.0000000000000000000090071992547409912e-3, 1]", "[95.432978454545456, 1]",
                                "[9543297845454545.6, 1]", "[52.43297845454545612, 1]", "[1234567890123456789.5, 1]",
                                "[123456789012345.678, 1]", "[5.346423206883956E-8, 2.2250738585072011e-308]",
                                "[4.9e-324, -1e-400]", "[1.7976931348623157e308, 1e-0]",
                                "[12345678901234567890123e-5, -98765432109876543210.0123456789]"}) {
        auto const text = page_with(durations, numbers);
        BOOST_TEST(read_directly<page>(text), numbers);
        engine_agrees<page>(text);
    }
    using stats = es::response_t<es::endpoints::get_stats, es::contracts::blockscout>;
    auto const stats_with = [](std::string const& gas_prices, std::string const& last) {
        return std::string(R"({"total_blocks":"1","total_addresses":"2","total_transactions":"3",)"
                                      R"("average_block_time":1.2e4,"coin_image":null,"secondary_coin_image":null,)"
                                      R"("coin_price":null,"coin_price_change_percentage":null,)"
                                      R"("secondary_coin_price":null,"total_gas_used":"0","transactions_today":"0",)"
                                      R"("gas_used_today":"0","gas_prices":)") +
               gas_prices +
               R"(,"gas_prices_update_in":0,"gas_price_updated_at":null,"static_gas_price":null,"market_cap":"0",)"
               R"("tvl":null,"network_utilization_percentage":)" + last + "}";
    };
    // Near the end of the text, where Boost.JSON reads digit by digit.
    for (auto const* last : {"52.43297845454546", "9007199254740.993", "0.0001234567890123456", "1.2013e4",
                             "52.432978454545456", "95.432978454545456", "5.346423206883956E-8"}) {
        BOOST_TEST(read_directly<stats>(stats_with("null", last)), last);
        engine_agrees<stats>(stats_with("null", last));
    }
    // A gas price is a number or an object, by the kind of the value.
    auto const estimate = stats_with(R"({"slow":{"price":0.5,"time":1.2e4,"fiat_price":"0.08","base_fee":1,)"
                                     R"("priority_fee":null,"priority_fee_wei":null,"wei":"500000000"},)"
                                     R"("average":1,"fast":null})",
                                     "1");
    BOOST_TEST(read_directly<stats>(estimate));
    engine_agrees<stats>(estimate);
    // A free-form object (a search result's TAC operation) is kept as it
    // came: parsed again on its own.
    using search = es::response_t<es::endpoints::get_search, es::contracts::blockscout>;
    auto const operation = [](std::string const& tac) {
        return R"({"items":[{"type":"tac_operation","tac_operation":)" + tac +
               R"(,"priority":0}],"next_page_params":null})";
    };
    for (auto const* tac : {R"({"price":0.12345678901234567})", R"({"price":9120455310000000000000000,"time":-0})",
                            R"({"price":0.95432978454545456,"time":[5.346423206883956E-8]})"}) {
        BOOST_TEST(read_directly<search>(operation(tac)), tac);
        engine_agrees<search>(operation(tac));
    }
    auto const long_exponent = operation(R"({"price":1e0400})");
    BOOST_TEST(!read_directly<search>(long_exponent));
    engine_agrees<search>(long_exponent);
    for (auto const* numbers : {"[-0, 1]", "[1e1000, 1]", "[1e400, 1]", "[1e-0400, 1]", "[12345678901234567890123, 1]",
                                "[01, 1]", "[1., 1]", "[.5, 1]", "[1e, 1]", "[1e+, 1]", "[-, 1]"}) {
        auto const text = page_with(durations, numbers);
        BOOST_TEST(!read_directly<page>(text), numbers);
        engine_agrees<page>(text);
    }
    auto const nineteen_digits = page_with("\"nonce\": 91", "\"nonce\": 1234567890123456789");
    BOOST_TEST(!read_directly<page>(nineteen_digits));
    engine_agrees<page>(nineteen_digits);
    auto const eighteen_digits = page_with("\"nonce\": 91", "\"nonce\": 123456789012345678");
    BOOST_TEST(read_directly<page>(eighteen_digits));
    BOOST_TEST(es::parse<page>(eighteen_digits).value[0].nonce == 123456789012345678u);
}

// Escapes in a value are unescaped as the parser does; a member name with
// an escape, and an escape the parser refuses, go to the engine.
BOOST_AUTO_TEST_CASE(escaped_strings_read_directly_are_the_parsers_strings)
{
    auto const escaped = page_with("\"liquidationCall\"", "\"liquid\\u0061tion\\\"Call\\\\ \\ud83d\\ude00\\n\"");
    BOOST_TEST(read_directly<page>(escaped));
    engine_agrees<page>(escaped);
    BOOST_TEST(*es::parse<page>(escaped).value[0].method == "liquidation\"Call\\ \U0001F600\n");
    for (auto const* value : {"\"\\ud800\"", "\"\\udc00x\"", "\"\\ud800\\u0041\"", "\"\\x41\"", "\"\\u00g1\""}) {
        auto const text = page_with("\"liquidationCall\"", value);
        BOOST_TEST(!read_directly<page>(text), value);
        engine_agrees<page>(text);
        BOOST_TEST(brief(es::parse<page>(text).issues) == std::vector<std::string>{"error malformed_json "},
                   boost::test_tools::per_element());
    }
    auto const escaped_name = page_with("\"method\"", "\"m\\u0065thod\"");
    BOOST_TEST(!read_directly<page>(escaped_name));
    engine_agrees<page>(escaped_name);
    BOOST_TEST(es::parse<page>(escaped_name).issues.empty());
}

// UTF-8 is read as RFC 3629 has it: anything else is the engine's to report.
BOOST_AUTO_TEST_CASE(only_valid_utf8_is_read_directly)
{
    auto const valid = page_with("\"liquidationCall\"", "\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xEF\xBF\xBF\xF4\x8F\xBF\xBF\"");
    BOOST_TEST(read_directly<page>(valid));
    engine_agrees<page>(valid);
    // An overlong form, a surrogate, beyond U+10FFFF, a lone continuation
    // byte, a cut sequence, a control character.
    for (auto const* bytes : {"\xC0\xAF", "\xE0\x80\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\x80", "\xE2\x82", "\x01"}) {
        auto const text = page_with("\"liquidationCall\"", "\"a" + std::string(bytes) + "b\"");
        BOOST_TEST(!read_directly<page>(text));
        engine_agrees<page>(text);
        BOOST_TEST(brief(es::parse<page>(text).issues) == std::vector<std::string>{"error malformed_json "},
                   boost::test_tools::per_element());
    }
}

// The limits of decode_options hold on the direct way too: a string at the
// longest allowed is read, one byte more is the engine's string_too_long;
// nesting up to one level short of the limit is read, the last level is
// left to the engine, which takes or reports it.
BOOST_AUTO_TEST_CASE(limits_hold_on_the_direct_way)
{
    // The page's longest string has 138 bytes.
    auto const text = page_with("\"liquidationCall\"", "\"" + std::string(150, 'x') + "\"");
    BOOST_TEST(read_directly<page>(text, {.max_string_length = 150}));
    engine_agrees<page>(text, {.max_string_length = 150});
    BOOST_TEST(!read_directly<page>(text, {.max_string_length = 149}));
    engine_agrees<page>(text, {.max_string_length = 149});
    BOOST_TEST(brief(es::parse<page>(text, {.max_string_length = 149}).issues) ==
                   std::vector<std::string>{"error string_too_long /0/method"},
               boost::test_tools::per_element());
    // The page, the transaction, `to`, its metadata, `meta` and 59 arrays: 64 levels.
    auto const deep = page_with("\"meta\": {}", "\"meta\": {\"a\": " + std::string(59, '[') + std::string(59, ']') + "}");
    BOOST_TEST(read_directly<page>(deep, {.max_depth = 65}));
    BOOST_TEST(!read_directly<page>(deep, {.max_depth = 64}));
    engine_agrees<page>(deep, {.max_depth = 64});
    engine_agrees<page>(deep, {.max_depth = 63});
    BOOST_TEST(es::parse<page>(deep, {.max_depth = 64}).issues.empty());
    BOOST_TEST(brief(es::parse<page>(deep, {.max_depth = 63}).issues) ==
                   std::vector<std::string>{"error nesting_too_deep "},
               boost::test_tools::per_element());
}

// Whatever follows the document, a member given twice, an unknown member:
// each is an issue, so the engine reads the document and reports it.
BOOST_AUTO_TEST_CASE(a_document_with_an_issue_is_the_engines)
{
    auto const text = read_file(fixtures_dir / "main-page-transactions/valid/latest.json");
    for (auto const& [broken, expected] : std::vector<std::pair<std::string, std::string>>{
             {text + " x", "error malformed_json "},
             {text + std::string(1, '\0'), "error malformed_json "},
             {page_with("\"nonce\": 91", "\"nonce\": 91, \"nonce\": 91"), "error duplicate_member /0/nonce"},
             {page_with("\"nonce\": 91", "\"nonce\": 91, \"extra\": 1"), "warning unknown_member /0/extra"},
             {page_with("\"meta\": {}", "\"meta\": {\"a\": 1, \"a\": 2}"), "error duplicate_member /0/to/metadata/meta/a"},
         }) {
        BOOST_TEST(!read_directly<page>(broken));
        engine_agrees<page>(broken);
        BOOST_TEST(brief(es::parse<page>(broken).issues) == std::vector<std::string>{expected},
                   boost::test_tools::per_element());
    }
    // Ignored, an unknown member is no issue: it is passed over directly.
    auto const unknown = page_with("\"nonce\": 91", "\"nonce\": 91, \"extra\": {\"a\": [1, \"b\"]}");
    BOOST_TEST(read_directly<page>(unknown, {.unknown_keys = es::unknown_keys_policy::ignore}));
    engine_agrees<page>(unknown, {.unknown_keys = es::unknown_keys_policy::ignore});
}

// The direct decoder tries first, for each member, the one that followed it
// in the last object of its type that the thread read, and checks that
// guess against the text. Pages whose objects list their members in
// another order than the struct's, or change order from one object to the
// next, and a member given twice just where the guess expects it: each is
// read directly, or left to the engine, exactly as when no guess is made.
BOOST_AUTO_TEST_CASE(members_in_any_order_are_read_as_in_the_structs_order)
{
    auto const& declared = valid_main_page().as_array();
    auto const expected = es::parse<page>(boost::json::serialize(declared));
    BOOST_TEST_REQUIRE(expected.issues.empty());
    BOOST_TEST_REQUIRE(declared.size() >= 2u);
    boost::json::array alternating;
    for (std::size_t i = 0; i < declared.size(); ++i)
        alternating.push_back(i % 2 == 0 ? reversed(declared[i]) : declared[i]);
    auto const backwards = boost::json::serialize(reversed(declared));
    for (auto const& text : {backwards, boost::json::serialize(alternating)}) {
        BOOST_TEST(read_directly<page>(text));
        engine_agrees<page>(text);
        auto const parsed = es::parse<page>(text);
        BOOST_TEST(parsed.issues.empty());
        BOOST_TEST((parsed.value == expected.value));
    }
    // Read backwards last, a transaction's last member was followed by its
    // second last: here the second last comes first, and again there.
    es::parse<page>(backwards);
    auto const repeated = std::prev(declared[0].as_object().end(), 2);
    auto const first = boost::json::serialize(boost::json::object{{repeated->key(), repeated->value()}});
    auto const rest = boost::json::serialize(reversed(declared[0]));
    auto const text = "[" + first.substr(0, first.size() - 1) + "," + rest.substr(1) + "]";
    BOOST_TEST(!read_directly<page>(text));
    engine_agrees<page>(text);
    BOOST_TEST(brief(es::parse<page>(text).issues) ==
                   std::vector<std::string>{"error duplicate_member /0/" + std::string(repeated->key())},
               boost::test_tools::per_element());
}

// An array whose value is kept gets, at its first element, room for as
// many as the last array of its elements this thread kept had: an array as
// long as the one before is allocated once. Never room for more elements
// than the text left could hold, whatever came before.
BOOST_AUTO_TEST_CASE(an_array_as_long_as_the_one_before_is_allocated_once)
{
    using numbers = std::vector<std::uint64_t>;
    std::string const seven = "[1,2,3,4,5,6,7]";
    BOOST_TEST_REQUIRE(read_directly<numbers>(seven));
    es::parse<numbers>(seven);
    auto const again = es::parse<numbers>(seven);
    BOOST_TEST((again.value == numbers{1, 2, 3, 4, 5, 6, 7}));
    BOOST_TEST(again.value.capacity() == 7u);

    auto const text = read_file(fixtures_dir / "main-page-transactions/valid/latest.json");
    es::parse<page>(text);
    auto const transactions = es::parse<page>(text).value;
    BOOST_TEST_REQUIRE(transactions.size() > 1u);
    BOOST_TEST(transactions.capacity() == transactions.size());

    std::string many = "[0";
    for (int i = 1; i < 10000; ++i)
        many += "," + std::to_string(i);
    many += "]";
    BOOST_TEST(es::parse<numbers>(many).value.size() == 10000u);
    // 8 bytes from the first element hold at most 4 numbers: "1,2,3,4".
    auto const after = es::parse<numbers>("[1, 2, 3]");
    BOOST_TEST((after.value == numbers{1, 2, 3}));
    BOOST_TEST(after.value.capacity() == 4u);
    BOOST_TEST(es::parse<numbers>("[1]").value.capacity() == 1u);
    // An empty array in between leaves the count of the one before.
    es::parse<numbers>("[1, 2, 3]");
    BOOST_TEST(es::parse<numbers>("[]").value.empty());
    BOOST_TEST(es::parse<numbers>("[4, 5, 6]").value.capacity() == 3u);
}

// The fewest bytes of an element, which bound that room: an object of the
// contract has each member every release sends.
BOOST_AUTO_TEST_CASE(the_shortest_text_of_an_element_is_its_required_members)
{
    // {"name":0,"type":0,"value":0}: decoded_input_parameter's three members.
    BOOST_TEST(es::detail::shortest_text<es::spec::decoded_input_parameter>() ==
               std::string_view(R"({"name":0,"type":0,"value":0})").size());
    BOOST_TEST(es::detail::shortest_text<std::uint64_t>() == 1u);
}

// es::validate keeps no value: the direct decoder checks a plain string
// there without copying it, but for the strings within a struct whose
// rules across its members may read them (a summary's template, or a
// user's rule reading a string of a struct it holds), which it keeps.
BOOST_AUTO_TEST_CASE(validate_keeps_the_strings_the_rules_across_members_read)
{
    using summary = es::transaction_summary_response;
    auto const body = [](std::string_view text) {
        return R"({"success": true, "data": {"summaries": [{"summary_template": ")" + std::string(text) +
               R"(", "summary_template_variables": {"amount": {"type": "currency", "value": "0.08"}}}]}})";
    };
    auto const complete = body("Sent {amount} {native}");
    BOOST_TEST(read_directly<summary>(complete));
    BOOST_TEST(es::validate<summary>(complete).empty());
    engine_agrees<summary>(complete);
    auto const undefined = body("Sent {amount} {native} to {recipient}");
    BOOST_TEST(brief(es::validate<summary>(undefined)) ==
                   std::vector<std::string>{"error undefined_placeholder /data/summaries/0/summary_template"},
               boost::test_tools::per_element());
    engine_agrees<summary>(undefined);

    std::string const right = R"({"part": {"name": "right"}})", wrong = R"({"part": {"name": "wrong"}})";
    BOOST_TEST(read_directly<nested_rule::outer>(right));
    BOOST_TEST(es::validate<nested_rule::outer>(right).empty());
    BOOST_TEST(brief(es::validate<nested_rule::outer>(wrong)) ==
                   std::vector<std::string>{"error invalid_enum_value /part/name"},
               boost::test_tools::per_element());
    engine_agrees<nested_rule::outer>(wrong);
}

BOOST_AUTO_TEST_SUITE_END()
