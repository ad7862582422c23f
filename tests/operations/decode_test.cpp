// The decoder's rules: types, integers, null, presence, unknown members,
// discriminated variables, free-form members, malformed text.

#include "../support.hpp"

#include "../../fuzz/targets.hpp"

#include <boost/json/value_to.hpp>
#include <boost/preprocessor/repetition/enum_params.hpp>
#include <boost/preprocessor/repetition/repeat.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <random>
#include <set>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

using main_page = es::main_page_transactions_response;

// Transaction 5 of the valid main page is an ERC-20 transfer with every
// kind of member set: the tests below change one thing in it at a time.
constexpr std::string_view erc20 = "/5";

std::string at(std::string_view base, std::string_view member)
{
    return std::string(base) + "/" + std::string(member);
}

/// Setting each member of the object at `pointer` to null is accepted
/// exactly for the members in `nullable`, and is otherwise one
/// null_not_allowed error at that member.
template <class T>
void check_nullability(json::value const& doc, std::string_view pointer,
                       std::set<std::string> const& nullable)
{
    std::set<std::string> seen;
    for (auto const& kv : doc.at_pointer(pointer).as_object()) {
        std::string const key(kv.key());
        seen.insert(key);
        auto const path = at(pointer, key);
        BOOST_TEST_CONTEXT("null at " << path)
        {
            if (nullable.contains(key))
                check_issues<T>(with(doc, path, nullptr), {});
            else
                check_issues<T>(with(doc, path, nullptr), {"error null_not_allowed " + path});
        }
    }
    for (auto const& key : nullable)
        BOOST_TEST(seen.contains(key), "the fixture lacks nullable member " << key);
}

/// Removing each member of the object at `pointer` is one missing_member
/// error at the pointer the member would have.
template <class T>
void check_all_required(json::value const& doc, std::string_view pointer)
{
    for (auto const& kv : doc.at_pointer(pointer).as_object()) {
        auto const path = at(pointer, kv.key());
        BOOST_TEST_CONTEXT("without " << path)
        check_issues<T>(without(doc, path), {"error missing_member " + path});
    }
}

// A struct of 80 members (40 inherited, as Boost.Describe lists at most 52
// in one declaration): more than one word of keys.
#define WIDE_MEMBER(z, i, prefix) int prefix##i = 0;
struct wide_base {
    BOOST_PP_REPEAT(40, WIDE_MEMBER, a)
};
BOOST_DESCRIBE_STRUCT(wide_base, (), (BOOST_PP_ENUM_PARAMS(40, a)))
struct wide : wide_base {
    BOOST_PP_REPEAT(40, WIDE_MEMBER, b)
};
BOOST_DESCRIBE_STRUCT(wide, (wide_base), (BOOST_PP_ENUM_PARAMS(40, b)))
#undef WIDE_MEMBER

json::object wide_object()
{
    json::object o;
    for (auto prefix : {"a", "b"})
        for (int i = 0; i < 40; ++i)
            o[prefix + std::to_string(i)] = i;
    return o;
}


/// Decimals a reader that is not correctly rounded gets wrong: the exact
/// midpoint of two adjacent doubles (which rounds to the one whose last
/// mantissa bit is 0) and that midpoint cut to 17, 18 and 19 significant
/// digits (a hair to either side of it), in scientific and positional
/// form, for doubles of every exponent, subnormals and integers beyond 64
/// bits among them; the edges of the range; and the fuzzer's finding.
std::vector<std::string> tricky_decimals()
{
    static_assert(std::numeric_limits<long double>::digits > std::numeric_limits<double>::digits,
                  "the midpoint of two adjacent doubles is exact in a long double");
    std::vector<std::string> out{"5.346423206883956E-8",    "5.3464232068839555E-8",   "1.7976931348623157e308",
                                 "-1.7976931348623157E+308", "2.2250738585072014e-308", "2.2250738585072011e-308",
                                 "4.9e-324",                "-4.9e-324",                "2.4703282292062328e-324",
                                 "1e23",                    "8.988465674311579e307",   "0.1",
                                 "9007199254740993.0",      "18446744073709551617",    "-123456789012345678901234567890"};
    auto const print = [](char const* format, int precision, long double x) {
        char buffer[1200];
        auto const n = std::snprintf(buffer, sizeof buffer, format, precision, x);
        BOOST_TEST_REQUIRE((n > 0 && static_cast<std::size_t>(n) < sizeof buffer));
        return std::string(buffer, static_cast<std::size_t>(n));
    };
    std::mt19937_64 random(45);
    auto const mantissa_bits = (std::uint64_t(1) << 52) - 1;
    for (int i = 0; i < 96; ++i) {
        // Every exponent; one in six a subnormal, one in six a whole number
        // beyond 2^64.
        auto bits = random();
        if (i % 6 == 1)
            bits &= mantissa_bits | (std::uint64_t(1) << 63);
        else if (i % 6 == 2)
            bits = (bits & mantissa_bits) | (std::uint64_t(1023 + 64 + random() % 200) << 52);
        auto const x = std::bit_cast<double>(bits);
        auto const next = std::nextafter(x, x < 0 ? -HUGE_VAL : HUGE_VAL);
        if (!std::isfinite(next) || x == 0)
            continue;
        long double const midpoint = (static_cast<long double>(x) + next) / 2;
        // Exact: a double's digits end within 770 places.
        auto exact = print("%.*Le", 780, midpoint);
        auto const e = exact.find('e');
        auto const last = exact.find_last_not_of('0', e - 1);
        exact.erase(last + 1, e - last - 1);
        auto const even = (std::bit_cast<std::uint64_t>(x) & 1) == 0 ? x : next;
        double read = 0;
        std::from_chars(exact.data(), exact.data() + exact.size(), read);
        BOOST_TEST_REQUIRE(read == even, exact << " is halfway and rounds to the even one");
        out.push_back(exact);
        for (int digits : {17, 18, 19})
            out.push_back(print(i % 2 ? "%.*LE" : "%.*Le", digits - 1, midpoint));
        auto const magnitude = std::fabs(x);
        if (magnitude >= 18446744073709551616.0)
            out.push_back(print("%.*Lf", 0, midpoint)); // a whole number, exact
        else if (magnitude > 1e-6)
            out.push_back(print("%.*Lf", 18 - static_cast<int>(std::floor(std::log10(magnitude))), midpoint));
    }
    return out;
}

/// The double std::from_chars reads `text` as, which is correctly rounded.
double correctly_rounded(std::string_view text)
{
    double d = 0;
    auto const [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
    BOOST_TEST_REQUIRE((ec == std::errc{} && end == text.data() + text.size()), text);
    return d;
}

/// A page of two transactions that holds `number` mid-text (the first's
/// confirmation_duration, and a member and an array of its action's data,
/// which are free-form), and near the end (the second's
/// confirmation_duration, moved there), where Boost.JSON's parser reads
/// digit by digit.
std::string page_holding(std::string_view number)
{
    json::value const hole = "@@";
    auto first = valid_main_page().at(0).as_object();
    first["confirmation_duration"] = json::array{0, hole};
    auto& data = first["actions"].as_array().at(0).as_object()["data"].as_object();
    data["ratio"] = hole;
    data["ratios"] = json::array{hole};
    auto second = valid_main_page().at(1).as_object();
    second.erase("confirmation_duration");
    second["confirmation_duration"] = json::array{0, hole};
    auto text = json::serialize(json::array{first, second});
    for (auto at = text.find("\"@@\""); at != std::string::npos; at = text.find("\"@@\"", at))
        text.replace(at, 4, number);
    return text;
}

/// The four places of page_holding's number, as a decoder read them.
std::array<double, 4> held(main_page const& page)
{
    auto const& other = *page.at(0).actions.at(0).data.other;
    auto const number = [](json::value const& v) { return v.is_double() ? v.get_double() : v.to_number<double>(); };
    return {page.at(0).confirmation_duration[1], number(other.at("ratio")),
            number(other.at("ratios").as_array().at(0)), page.at(1).confirmation_duration[1]};
}

std::string shortest(double d)
{
    char buffer[32];
    return std::string(buffer, std::to_chars(buffer, buffer + sizeof buffer, d).ptr);
}
} // namespace

BOOST_AUTO_TEST_SUITE(decode)

BOOST_AUTO_TEST_CASE(a_struct_may_have_more_members_than_a_word_has_bits)
{
    auto const r = es::decode<wide>(json::value(wide_object()));
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST(r.value.a0 == 0);
    BOOST_TEST(r.value.b39 == 39);
    auto missing = wide_object();
    missing.erase("b39");
    missing.erase("a1");
    check_issues<wide>(missing, {"error missing_member /a1", "error missing_member /b39"});
    auto const twice = es::parse<wide>(R"({"b30": 1, "b31": 2, "b30": 3})");
    BOOST_TEST_REQUIRE(twice.issues.size() == 1u + 78u, "the duplicate, then the 78 members not given");
    BOOST_TEST(brief(twice.issues[0]) == "error duplicate_member /b30");
    BOOST_TEST(brief(twice.issues[1]) == "error missing_member /a0");
    BOOST_TEST(brief(twice.issues[78]) == "error missing_member /b39");
}

BOOST_AUTO_TEST_CASE(every_enum_value_is_accepted)
{
    BOOST_TEST(es::decode<es::transaction_status>(json::value("ok")).value ==
               es::transaction_status::ok);
    BOOST_TEST(es::decode<es::transaction_status>(json::value("error")).value ==
               es::transaction_status::error);
    BOOST_TEST(es::decode<es::fee_type>(json::value("maximum")).value == es::fee_type::maximum);
    BOOST_TEST(es::decode<es::fee_type>(json::value("actual")).value == es::fee_type::actual);
    auto const types = es::decode<std::vector<es::transaction_type>>(json::parse(
        R"(["token_transfer","contract_creation","contract_call","token_creation","coin_transfer"])"));
    BOOST_TEST(types.ok());
    BOOST_TEST((types.value == std::vector{es::transaction_type::token_transfer,
                                           es::transaction_type::contract_creation,
                                           es::transaction_type::contract_call,
                                           es::transaction_type::token_creation,
                                           es::transaction_type::coin_transfer}));
}

BOOST_AUTO_TEST_CASE(a_value_outside_an_enum_is_rejected_at_its_path)
{
    auto const& doc = valid_main_page();
    check_issues<main_page>(with(doc, "/5/status", "success"),
                            {"error invalid_enum_value /5/status"});
    check_issues<main_page>(with(doc, "/5/status", "OK"), {"error invalid_enum_value /5/status"});
    check_issues<main_page>(with(doc, "/5/status", json::string_view("ok\0", 3)),
                            {"error invalid_enum_value /5/status"});
    check_issues<main_page>(with(doc, "/5/fee/type", "estimated"),
                            {"error invalid_enum_value /5/fee/type"});
    check_issues<main_page>(with(doc, "/5/transaction_types/1", "blob_transaction"),
                            {"error invalid_enum_value /5/transaction_types/1"});
    auto const r = es::decode<es::transaction_status>(json::value("success"));
    BOOST_TEST(r.issues.at(0).message == R"("success" is not one of: ok, error)");
}

BOOST_AUTO_TEST_CASE(each_vocabulary_member_is_checked_at_its_path)
{
    auto const& doc = valid_main_page();
    check_issues<main_page>(with(doc, "/5/hash", "0x12"), {"error invalid_full_hash /5/hash"});
    check_issues<main_page>(with(doc, "/5/from/hash", "0x12"),
                            {"error invalid_address_hash /5/from/hash"});
    check_issues<main_page>(with(doc, "/5/raw_input", "0xabc"),
                            {"error invalid_hex_data /5/raw_input"});
    check_issues<main_page>(with(doc, "/5/decoded_input/method_id", "0xa9059cbb"),
                            {"error invalid_method_id /5/decoded_input/method_id"});
    check_issues<main_page>(with(doc, "/5/timestamp", "2024-01-05T12:30:11Z"),
                            {"error invalid_timestamp /5/timestamp"});
    check_issues<main_page>(with(doc, "/5/value", "1.5"),
                            {"error invalid_integer_string /5/value"});
    check_issues<main_page>(with(doc, "/5/exchange_rate", "1e3"),
                            {"error invalid_decimal_string /5/exchange_rate"});
    auto const r = es::decode<main_page>(with(doc, "/5/raw_input", "0xabc"));
    BOOST_TEST(r.issues.at(0).message ==
               R"("0xabc" is not hex data: expected an even number of hexadecimal digits (whole bytes))");
}

BOOST_AUTO_TEST_CASE(json_integers_must_be_whole_numbers_written_as_integers)
{
    auto const& doc = valid_main_page();
    check_issues<main_page>(with(doc, "/5/block_number", 1.5),
                            {"error not_an_integer /5/block_number"});
    check_issues<main_page>(with(doc, "/5/block_number", 1.0),
                            {"error not_an_integer /5/block_number"});
    check_issues<main_page>(with(doc, "/5/block_number", "18942011"),
                            {"error wrong_type /5/block_number"});
    auto const r = es::decode<std::uint64_t>(json::parse("1.0"));
    BOOST_TEST(r.issues.at(0).message == "expected an integer, found 1 written with a fraction or exponent");
    BOOST_TEST(es::decode<std::uint64_t>(json::parse("1.5")).issues.at(0).message ==
               "expected an integer, found 1.5");
}

BOOST_AUTO_TEST_CASE(counts_and_positions_are_non_negative)
{
    auto const& doc = valid_main_page();
    for (auto member : {"gas_limit", "block_number", "confirmations", "position", "nonce"}) {
        auto const path = at(erc20, member);
        check_issues<main_page>(with(doc, path, -1), {"error out_of_range " + path});
    }
    check_issues<main_page>(with(doc, "/5/token_transfers/0/log_index", -1),
                            {"error out_of_range /5/token_transfers/0/log_index"});
    check_issues<main_page>(with(doc, "/5/type", -1), {"error out_of_range /5/type"});
    BOOST_TEST(es::decode<std::uint64_t>(json::parse("-1")).issues.at(0).message ==
               "-1 is out of range; expected an integer from 0 to 18446744073709551615");
}

BOOST_AUTO_TEST_CASE(every_integer_must_fit_its_type)
{
    BOOST_TEST(es::decode<std::uint64_t>(json::parse("18446744073709551615")).value ==
               18446744073709551615u);
    BOOST_TEST(brief(es::decode<std::uint64_t>(json::parse("18446744073709551616")).issues) ==
               std::vector<std::string>{"error out_of_range "});
    BOOST_TEST(brief(es::decode<std::uint64_t>(json::parse("1e30")).issues) ==
               std::vector<std::string>{"error out_of_range "});
    BOOST_TEST(es::decode<std::int32_t>(json::parse("2147483647")).value == 2147483647);
    BOOST_TEST(es::decode<std::int32_t>(json::parse("-2147483648")).value == -2147483647 - 1);
    BOOST_TEST(brief(es::decode<std::int32_t>(json::parse("2147483648")).issues) ==
               std::vector<std::string>{"error out_of_range "});
    BOOST_TEST(brief(es::decode<std::int32_t>(json::parse("-2147483649")).issues) ==
               std::vector<std::string>{"error out_of_range "});
    BOOST_TEST(brief(es::decode<std::uint32_t>(json::parse("4294967296")).issues) ==
               std::vector<std::string>{"error out_of_range "});
}

// Rule: every double is read correctly rounded: the double nearest the
// number's text, the even one of two as near, as std::from_chars reads it,
// whichever way the text goes: the direct decoder, the engine (which parse
// falls back on), parse_json's DOM for decode, into a model double or a
// free-form value, mid-text or near its end. Boost.JSON 1.81's parser reads
// many of these one ulp off, and decode(encode(x)) then drifts.
BOOST_AUTO_TEST_CASE(every_double_is_read_correctly_rounded)
{
    auto const numbers = tricky_decimals();
    BOOST_TEST(numbers.size() > 400u);
    std::map<std::string, std::vector<std::string>> misread; // by way, the numbers
    for (auto const& number : numbers) {
        auto const expected = correctly_rounded(number);
        auto const text = page_holding(number);
        auto const check = [&](std::string const& way, es::result<main_page> const& r) {
            if (!r.ok())
                return misread[way].push_back(number + " (not read: " + boost::algorithm::join(brief(r.issues), ", ") + ")");
            for (auto const got : held(r.value))
                if (std::bit_cast<std::uint64_t>(got) != std::bit_cast<std::uint64_t>(expected))
                    return misread[way].push_back(number + " as " + shortest(got));
        };
        check("parse", es::parse<main_page>(text));
        check("the engine", fuzz_targets::engine_reading<main_page>(text));
        check("decode of parse_json", es::decode<main_page>(es::parse_json(text).value));
        // The direct decoder reads every double itself but an integer
        // beyond 64 bits, which is the engine's to read (and parse's).
        es::result<main_page> direct;
        es::decode_options const options; // the context keeps a reference
        es::detail::decode_context cx(options, direct.issues);
        if (es::detail::read_document(direct.value, text, cx, true))
            check("the direct decoder", direct);
        else if (number.find_first_of(".eE") != std::string::npos)
            misread["the direct decoder"].push_back(number + " (left to the engine)");
        if (!es::validate<main_page>(text).empty())
            misread["validate"].push_back(number);
    }
    for (std::string const way : {"parse", "the engine", "decode of parse_json", "the direct decoder", "validate"}) {
        auto const& wrong = misread[way];
        BOOST_TEST(wrong.empty(), way << " misreads " << wrong.size() << " of " << numbers.size() << " numbers: "
                                      << boost::algorithm::join(std::vector(wrong.begin(), wrong.begin() + std::min<std::size_t>(wrong.size(), 4)), "; "));
    }
}

BOOST_AUTO_TEST_CASE(null_is_accepted_exactly_where_the_real_service_sends_it)
{
    // REFERENCE.md section 1, for documents of the main page.
    auto const& doc = valid_main_page();
    check_nullability<main_page>(
        doc, erc20,
        {"to", "created_contract", "method", "decoded_input", "revert_reason", "exchange_rate",
         "gas_price", "gas_used", "max_fee_per_gas", "max_priority_fee_per_gas",
         "base_fee_per_gas", "priority_fee", "transaction_burnt_fee", "type", "status",
         "transaction_tag", "has_error_in_internal_transactions", "token_transfers",
         "token_transfers_overflow"});
    check_nullability<main_page>(doc, "/5/fee", {"value"});
    check_nullability<main_page>(
        doc, "/5/to", {"implementation_name", "name", "is_verified", "ens_domain_name", "metadata"});
    check_nullability<main_page>(doc, "/5/to/metadata", {});
    check_nullability<main_page>(doc, "/5/to/public_tags/0", {});
    check_nullability<main_page>(doc, "/5/from/watchlist_names/0", {});
    check_nullability<main_page>(doc, "/5/token_transfers/0",
                                 {"total", "timestamp", "method"});
    check_nullability<main_page>(doc, "/5/token_transfers/0/total", {"decimals", "value"});
    check_nullability<main_page>(
        doc, "/5/token_transfers/0/token",
        {"circulating_market_cap", "icon_url", "name", "decimals", "symbol", "type",
         "exchange_rate", "total_supply", "holders_count"});
    check_nullability<main_page>(doc, "/5/decoded_input", {});
    check_nullability<main_page>(doc, "/5/decoded_input/parameters/0", {"value"});
    check_nullability<main_page>(doc, "/0/actions/0", {});
    check_nullability<es::network_list>(valid_networks(), "/items/0",
                                        {"rpc_url", "explorer_api_key", "block_timestamp_skew"});
    check_nullability<es::transaction_summary_response>(valid_summary(), "", {});
    check_nullability<es::transaction_summary_response>(
        valid_summary(), "/data/summaries/0/summary_template_variables/token", {});
}

BOOST_AUTO_TEST_CASE(every_member_the_spec_lists_must_be_present)
{
    auto const& doc = valid_main_page();
    for (auto pointer : {"/5", "/5/fee", "/5/to", "/5/to/metadata", "/5/to/public_tags/0",
                         "/5/from/watchlist_names/0", "/5/token_transfers/0",
                         "/5/token_transfers/0/total", "/5/token_transfers/0/token",
                         "/5/decoded_input", "/5/decoded_input/parameters/0", "/0/actions/0"})
        check_all_required<main_page>(doc, pointer);
    check_all_required<es::network_list>(valid_networks(), "/items/0");
    check_all_required<es::network_list>(valid_networks(), "");
    check_all_required<es::transaction_summary_response>(valid_summary(), "");
    check_all_required<es::transaction_summary_response>(valid_summary(), "/data");
    check_all_required<es::transaction_summary_response>(valid_summary(), "/data/summaries/0");
    check_all_required<es::transaction_summary_response>(
        valid_summary(), "/data/summaries/0/summary_template_variables/token/value");
    check_all_required<es::transaction_summary_response>(
        valid_summary(), "/data/summaries/0/summary_template_variables/to_address");
}

BOOST_AUTO_TEST_CASE(a_missing_member_is_reported_at_the_pointer_it_would_have)
{
    auto const r = es::decode<main_page>(without(valid_main_page(), "/0/hash"));
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0].path == "/0/hash");
    BOOST_TEST(r.issues[0].message == R"(missing member "hash" (a 32-byte hash))");
}

BOOST_AUTO_TEST_CASE(wrong_json_types_are_reported_with_what_was_expected)
{
    auto const& doc = valid_main_page();
    check_issues<main_page>(with(doc, "/5/from", "0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5"),
                            {"error wrong_type /5/from"});
    check_issues<main_page>(with(doc, "/5/token_transfers", json::object{}),
                            {"error wrong_type /5/token_transfers"});
    check_issues<main_page>(with(doc, "/5/to/is_contract", "false"),
                            {"error wrong_type /5/to/is_contract"});
    check_issues<main_page>(with(doc, "/5/hash", 5), {"error wrong_type /5/hash"});
    check_issues<main_page>(json::parse(R"({"items": []})"), {"error wrong_type "});
    auto const r = es::decode<main_page>(with(doc, "/5/to/is_contract", "false"));
    BOOST_TEST(r.issues.at(0).message == "expected a boolean, found a string");
}

BOOST_AUTO_TEST_CASE(confirmation_duration_has_exactly_two_numbers)
{
    auto const& doc = valid_main_page();
    check_issues<main_page>(with(doc, "/5/confirmation_duration", json::array{0}),
                            {"error wrong_array_length /5/confirmation_duration"});
    check_issues<main_page>(with(doc, "/5/confirmation_duration", json::array{0, 1, 2}),
                            {"error wrong_array_length /5/confirmation_duration"});
    check_issues<main_page>(with(doc, "/5/confirmation_duration", json::array{0, "6"}),
                            {"error wrong_type /5/confirmation_duration/1"});
    auto const r = es::decode<main_page>(with(doc, "/5/confirmation_duration", json::array{0, 2.0e3}));
    BOOST_TEST(r.ok());
    BOOST_TEST(r.value[5].confirmation_duration[1] == 2000.0);
}

BOOST_AUTO_TEST_CASE(every_issue_of_a_document_is_collected_in_one_pass)
{
    auto doc = valid_main_page();
    doc = with(doc, "/0/hash", 1);
    doc = with(doc, "/2/status", "failed");
    doc = with(doc, "/5/token_transfers/0/token/address_hash", nullptr);
    doc = without(doc, "/3/nonce");
    check_issues<main_page>(doc, {"error wrong_type /0/hash", "error invalid_enum_value /2/status",
                                  "error missing_member /3/nonce",
                                  "error null_not_allowed /5/token_transfers/0/token/address_hash"});
}

BOOST_AUTO_TEST_CASE(issues_come_in_document_order_then_missing_members)
{
    auto doc = json::parse(R"({"value": 1, "type": "currency", "extra": 0})");
    auto const r = es::decode<es::summary_variable>(doc);
    BOOST_TEST(brief(r.issues) == (std::vector<std::string>{"error wrong_type /value",
                                                            "warning unknown_member /extra"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(paths_escape_tilde_and_slash)
{
    auto const doc = with(valid_main_page(), "/5/a~1b~0c", 1);
    check_issues<main_page>(doc, {"warning unknown_member /5/a~1b~0c"});
    auto const vars = json::parse(
        R"({"summary_template": "{a/b}", "summary_template_variables": {"a/b": {"type": "currency", "value": "x"}}})");
    check_issues<es::summary>(vars, {"error invalid_decimal_string /summary_template_variables/a~1b/value"});
}

BOOST_AUTO_TEST_CASE(action_data_checks_listed_fields_and_keeps_the_rest)
{
    auto const& doc = valid_main_page();
    auto const r = es::decode<main_page>(doc);
    BOOST_TEST_REQUIRE(r.ok());
    auto const& liquidation = r.value[0].actions.at(0).data;
    BOOST_TEST(liquidation.debt_amount->str() == "1204.5");
    BOOST_TEST(*liquidation.block_number == 18942011u);
    BOOST_TEST(liquidation.other->empty());
    auto const& swap = r.value[0].actions.at(1).data;
    BOOST_TEST(!swap.debt_amount.has_value(), "listed fields may be absent");
    BOOST_TEST(swap.other->at("symbol0") == json::value("WETH"));
    BOOST_TEST(swap.other->size() == 6u);

    check_issues<main_page>(with(doc, "/0/actions/0/data/debt_amount", "1,204.5"),
                            {"error invalid_decimal_string /0/actions/0/data/debt_amount"});
    check_issues<main_page>(with(doc, "/0/actions/0/data/debt_address", "0x12"),
                            {"error invalid_address_hash /0/actions/0/data/debt_address"});
    check_issues<main_page>(with(doc, "/0/actions/0/data/block_number", 1.5),
                            {"error not_an_integer /0/actions/0/data/block_number"});
    check_issues<main_page>(with(doc, "/0/actions/0/data/collateral_symbol", nullptr),
                            {"error null_not_allowed /0/actions/0/data/collateral_symbol"});
    // May be absent is not may be null, wherever an omittable is decoded.
    auto const null = es::decode<es::omittable<std::string>>(json::value(nullptr));
    BOOST_TEST(brief(null.issues) == std::vector<std::string>{"error null_not_allowed "});
    BOOST_TEST(null.issues.at(0).message == "null is not allowed here; expected a string");
    check_issues<main_page>(with(doc, "/0/actions/0/data", json::array{}),
                            {"error wrong_type /0/actions/0/data"});
}

BOOST_AUTO_TEST_CASE(malformed_json_is_one_issue_with_line_and_column)
{
    auto const r = es::parse<es::network_list>("{\n  \"items\": [1,\n  2 x");
    BOOST_TEST_REQUIRE(r.issues.size() == 1u);
    BOOST_TEST(r.issues[0].path == "");
    BOOST_TEST(r.issues[0].code == es::issue_code::malformed_json);
    BOOST_TEST(r.issues[0].message == "malformed JSON at line 3, column 5: syntax error");
    BOOST_TEST(!r.ok());

    BOOST_TEST(es::parse<es::network_list>("").issues.at(0).message ==
               "malformed JSON at line 1, column 1: the text ends before the JSON value does");
    BOOST_TEST(es::parse<es::network_list>(R"({"items": []} {})").issues.at(0).message ==
               "malformed JSON at line 1, column 15: more text after the JSON value");
    BOOST_TEST(es::parse<es::network_list>("{\"items\": [\"\xff\"]}").issues.at(0).message ==
               "malformed JSON at line 1, column 13: invalid UTF-8");
    for (auto bad : {"\xc3\x28", "\xe2\x82", "\xed\xa0\x80" /* surrogate */,
                     "\xc0\xaf" /* overlong */, "\xf4\x90\x80\x80" /* above U+10FFFF */})
        BOOST_TEST(es::parse<es::network_list>(std::string("[\"") + bad + "\"]").issues.at(0).message ==
                       "malformed JSON at line 1, column 3: invalid UTF-8",
                   bad);
    BOOST_TEST(es::parse<es::network_list>("[\xc3\xa9]").issues.at(0).message ==
               "malformed JSON at line 1, column 2: syntax error", "valid UTF-8 out of place");
}

BOOST_AUTO_TEST_CASE(deep_nesting_is_one_issue_not_a_crash)
{
    std::string const deep(100000, '[');
    auto const r = es::parse<main_page>(deep);
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error nesting_too_deep "});
    BOOST_TEST(r.issues.at(0).message ==
               "arrays and objects nest deeper than 64 levels at line 1, column 65");
    BOOST_TEST(es::parse<main_page>(deep, {.max_depth = 10}).issues.at(0).message ==
               "arrays and objects nest deeper than 10 levels at line 1, column 11");
}

BOOST_AUTO_TEST_CASE(text_and_value_entry_points_agree)
{
    for (auto const& file : json_files(fixtures_dir / "main-page-transactions/issues")) {
        auto const text = read_file(file);
        boost::system::error_code ec;
        auto const value = json::parse(text, ec);
        if (ec)
            continue; // malformed on purpose
        BOOST_TEST(es::parse<main_page>(text).issues == es::decode<main_page>(value).issues);
    }
}

BOOST_AUTO_TEST_CASE(throwing_wrappers_carry_every_issue)
{
    auto const doc = with(with(valid_main_page(), "/0/hash", 1), "/1/status", "x");
    auto const carries_both = [](es::validation_error const& e) {
        return brief(e.issues()) == std::vector<std::string>{"error wrong_type /0/hash",
                                                             "error invalid_enum_value /1/status"};
    };
    BOOST_CHECK_EXCEPTION(es::decode_or_throw<main_page>(doc), es::validation_error, carries_both);
    BOOST_CHECK_THROW(es::parse_or_throw<main_page>("[1"), es::validation_error);
    BOOST_TEST(es::parse_or_throw<main_page>(json::serialize(valid_main_page())).size() == 6u);
    BOOST_CHECK_THROW(json::value_to<es::transaction>(doc.at(0)), es::validation_error);
    BOOST_TEST(json::value_to<es::transaction>(valid_main_page().at(5)).nonce == 87u);
}

BOOST_AUTO_TEST_CASE(long_values_are_shortened_in_messages)
{
    std::string const long_value(200, 'z');
    auto const r = es::decode<es::full_hash>(json::value(long_value));
    BOOST_TEST(r.issues.at(0).message == "\"" + std::string(64, 'z') +
                                             "\"... is not a 32-byte hash: expected 0x followed "
                                             "by 64 hexadecimal digits");
}

BOOST_AUTO_TEST_SUITE_END()
