// Each vocabulary type owns one rule; these tests prove each rule and the
// exact conversions.

#include "../support.hpp"

#include <explorer_schema/model/multiprecision.hpp>

#include <algorithm>
#include <cctype>
#include <limits>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace std::string_literals;

namespace {

template <class T>
std::optional<es::issue_code> code_of(std::string_view s)
{
    if (auto v = T::check(s))
        return v->code;
    return std::nullopt;
}

template <class T>
void check_accepts(std::vector<std::string_view> const& values)
{
    for (auto v : values)
        BOOST_TEST(!T::check(v), '"' << v << "\" must be accepted as " << T::name);
}

template <class T>
void check_rejects(std::vector<std::string_view> const& values, es::issue_code expected)
{
    for (auto v : values)
        BOOST_TEST((code_of<T>(v) == std::optional(expected)),
                   '"' << v << "\" must be rejected with " << es::to_string(expected));
}

} // namespace

BOOST_AUTO_TEST_SUITE(vocabulary)

BOOST_AUTO_TEST_CASE(address_hash_is_0x_and_40_hex_digits_in_any_case)
{
    check_accepts<es::address_hash>({"0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5",
                                     "0x95222290dd7278aa3ddd389cc1e1d165cc4bafe5",
                                     "0x0000000000000000000000000000000000000000"});
    check_rejects<es::address_hash>({"", "0x", "95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5",
                                     "0X95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5",
                                     "0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe",
                                     "0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5a",
                                     "0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfeg",
                                     " 0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5"},
                                    es::issue_code::invalid_address_hash);
}

BOOST_AUTO_TEST_CASE(full_hash_is_0x_and_64_hex_digits)
{
    check_accepts<es::full_hash>(
        {"0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18",
         "0x5D5BF5BA0AB7D3D1EA0BB6D68C61E3EFCC0D2E1FB5B8A2C7D4BC0A0C96E2BE18"});
    check_rejects<es::full_hash>(
        {"0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be1",
         "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18f",
         "5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be1800",
         "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be1z",
         "0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5"},
        es::issue_code::invalid_full_hash);
}

BOOST_AUTO_TEST_CASE(hex_data_is_0x_and_whole_bytes)
{
    check_accepts<es::hex_data>({"0x", "0xab", "0xA9059CBB", "0x00"});
    check_rejects<es::hex_data>({"", "0", "0xa", "0xabc", "ab", "0xzz", "0X00", "0x 0"},
                                es::issue_code::invalid_hex_data);
    BOOST_TEST(es::hex_data("0xa9059cbb").byte_size() == 4u);
    BOOST_TEST(es::hex_data("0x").byte_size() == 0u);
}

BOOST_AUTO_TEST_CASE(method_id_is_8_hex_digits_without_0x)
{
    check_accepts<es::method_id>({"a9059cbb", "A9059CBB", "00000000"});
    check_rejects<es::method_id>({"0xa9059cbb", "a9059cb", "a9059cbb0", "a9059cbg", ""},
                                 es::issue_code::invalid_method_id);
}

BOOST_AUTO_TEST_CASE(timestamp_has_exactly_six_fraction_digits_and_a_z)
{
    check_accepts<es::timestamp>({"2024-01-05T12:30:11.000000Z", "2024-01-05T12:30:11.123456Z",
                                  "0000-01-01T00:00:00.000000Z", "9999-12-31T23:59:59.999999Z"});
    check_rejects<es::timestamp>({"2024-01-05T12:30:11Z",          // no fraction
                                  "2024-01-05T12:30:11.123Z",      // 3-digit fraction
                                  "2024-01-05T12:30:11.1234567Z",  // 7-digit fraction
                                  "2024-01-05T12:30:11.000000+00:00",
                                  "2024-01-05T12:30:11.000000z",   // lowercase z
                                  "2024-01-05 12:30:11.000000Z",   // space for T
                                  "2024-1-05T12:30:11.000000Z", "", "2024-01-05"},
                                 es::issue_code::invalid_timestamp);
}

BOOST_AUTO_TEST_CASE(timestamp_must_be_a_real_calendar_instant)
{
    check_accepts<es::timestamp>({"2024-02-29T00:00:00.000000Z",  // leap year
                                  "2000-02-29T00:00:00.000000Z",  // divisible by 400
                                  "2023-04-30T23:59:59.000000Z"});
    check_rejects<es::timestamp>({"2023-02-29T00:00:00.000000Z",  // not a leap year
                                  "1900-02-29T00:00:00.000000Z",  // divisible by 100 only
                                  "2024-02-30T00:00:00.000000Z", "2023-04-31T00:00:00.000000Z",
                                  "2023-13-01T00:00:00.000000Z", "2023-00-10T00:00:00.000000Z",
                                  "2023-01-00T00:00:00.000000Z",
                                  "2024-01-05T24:00:00.000000Z",  // hour 24
                                  "2024-01-05T23:60:00.000000Z", "2024-01-05T23:59:60.000000Z"},
                                 es::issue_code::invalid_timestamp);
}

BOOST_AUTO_TEST_CASE(timestamp_writes_back_byte_for_byte)
{
    auto const r = es::decode<es::timestamp>(boost::json::value("2024-01-05T12:30:11.000100Z"));
    BOOST_TEST(r.ok());
    BOOST_TEST(es::to_json(r.value) == boost::json::value("2024-01-05T12:30:11.000100Z"));
}

BOOST_AUTO_TEST_CASE(integer_string_is_base_10_without_leading_zeros)
{
    check_accepts<es::integer_string>({"0", "-0", "7", "-7", "21000", "1000000000000000000000"});
    check_rejects<es::integer_string>({"", "-", "007", "00", "-01", "0-", "+1", "1.0", "1e3", "1,000", " 1",
                                       "0x10", "--1", "12345678901234567a", "1234567890123456789012345678901234\xc3"},
                                      es::issue_code::invalid_integer_string);
}

BOOST_AUTO_TEST_CASE(integer_string_converts_exactly_to_256_bits_and_reports_range)
{
    auto const max = "115792089237316195423570985008687907853269984665640564039457584007913129639935"s;
    BOOST_TEST(es::to_int256(es::integer_string(max)).str() == max);
    BOOST_TEST(es::to_int256(es::integer_string("-" + max)).str() == "-" + max);
    BOOST_TEST(es::to_int256(es::integer_string(max)) == (es::int256(1) << 255) - 1 + (es::int256(1) << 255));
    check_rejects<es::integer_string>(
        {"115792089237316195423570985008687907853269984665640564039457584007913129639936",
         "-115792089237316195423570985008687907853269984665640564039457584007913129639936",
         "1000000000000000000000000000000000000000000000000000000000000000000000000000000"},
        es::issue_code::out_of_range);

    BOOST_TEST(*es::integer_string("9223372036854775807").to<std::int64_t>() ==
               std::numeric_limits<std::int64_t>::max());
    BOOST_TEST(*es::integer_string("-9223372036854775808").to<std::int64_t>() ==
               std::numeric_limits<std::int64_t>::min());
    BOOST_TEST(!es::integer_string("9223372036854775808").to<std::int64_t>().has_value());
    BOOST_TEST(!es::integer_string("-1").to<std::uint64_t>().has_value());
    BOOST_TEST(*es::integer_string("255").to<std::uint8_t>() == 255);
    BOOST_TEST(!es::integer_string("256").to<std::uint8_t>().has_value());
    BOOST_TEST(*es::integer_string().to<int>() == 0);
    BOOST_TEST(*es::integer_string("-0").to<std::uint64_t>() == 0u);
    BOOST_TEST(es::to_integer_string(es::int256("-42")).str() == "-42");
}

BOOST_AUTO_TEST_CASE(decimal_string_is_non_negative_with_optional_fraction)
{
    check_accepts<es::decimal_string>({"0", "0.5", "10", "1234.5678", "0.000000000001"});
    check_rejects<es::decimal_string>({"", "01", ".5", "5.", "-1", "+1", "1e3", "1,000", "1.2.3",
                                       "0x1", " 1"},
                                      es::issue_code::invalid_decimal_string);
    es::decimal_string const d("1234.5678");
    BOOST_TEST(d.integer_digits() == "1234");
    BOOST_TEST(d.fraction_digits() == "5678");
    BOOST_TEST(es::decimal_string("12").fraction_digits() == "");
}

// Elixir's Decimal.to_string, which renders every Decimal the backend sends,
// writes very small and very large values with an exponent: E, a sign,
// digits ("4.1947E-8", a token's exchange rate on a live instance). Only that
// form: a lowercase e, no sign, a leading zero or a bare E is not it.
BOOST_AUTO_TEST_CASE(decimal_string_takes_the_exponent_elixir_writes)
{
    check_accepts<es::decimal_string>({"4.1947E-8", "1E+3", "0E-8", "12.34E+1", "1E+0"});
    check_rejects<es::decimal_string>({"1e-8", "1E8", "1E", "1E-", "1E+07", "1.E-2", "E-8", "1E-8.5", "1E--8"},
                                      es::issue_code::invalid_decimal_string);
    es::decimal_string const rate("4.1947E-8");
    BOOST_TEST(rate.integer_digits() == "4");
    BOOST_TEST(rate.fraction_digits() == "1947");
    BOOST_TEST(rate.exponent() == -8);
    BOOST_TEST((rate.positional() == (std::pair<std::string, std::string>{"0", "000000041947"})));
    BOOST_TEST(rate.scaled_digits(18)->str() == "41947000000");
    BOOST_TEST(!rate.scaled_digits(11).has_value());
    BOOST_TEST((es::decimal_string("1.5E+3").positional() == (std::pair<std::string, std::string>{"1500", ""})));
    BOOST_TEST((es::decimal_string("12.34E+1").positional() == (std::pair<std::string, std::string>{"123", "4"})));
    BOOST_TEST(es::decimal_string("100E-2").scaled_digits(0)->str() == "1");
    BOOST_TEST(es::format_currency(rate, es::currency_style::exact) == "0.000000041947");
    // An exponent of any length costs its digits to read, no more: it is
    // held at max_exponent, and what it would write is refused unwritten.
    std::string const huge = "1E+" + std::string(100'000, '9');
    BOOST_TEST(!es::decimal_string::check(huge));
    es::decimal_string const h(huge);
    BOOST_TEST(h.exponent() == es::decimal_string::max_exponent);
    BOOST_TEST(!h.positional().has_value());
    BOOST_TEST(!h.scaled_digits(0).has_value());
    BOOST_TEST(es::format_currency(h, es::currency_style::exact) == huge);
    BOOST_TEST(es::decimal_string("0E-" + std::string(50, '9')).scaled_digits(0)->str() == "0");
}

// A quantity (wei, gas, a count) is never negative: "-5" is no gas used.
BOOST_AUTO_TEST_CASE(unsigned_integer_string_is_an_integer_string_without_a_sign)
{
    check_accepts<es::unsigned_integer_string>({"0", "21000", "115792089237316195423570985008687907853269984665640564039457584007913129639935"});
    check_rejects<es::unsigned_integer_string>({"-5", "-0", "", "01", "+1", "1.0"}, es::issue_code::invalid_integer_string);
    check_rejects<es::unsigned_integer_string>(
        {"115792089237316195423570985008687907853269984665640564039457584007913129639936"}, es::issue_code::out_of_range);
    BOOST_TEST(*es::unsigned_integer_string("21000").to<std::uint32_t>() == 21000u);
    BOOST_TEST(es::integer_string(es::unsigned_integer_string("7")).str() == "7");
}

// A transaction's method as Blockscout names it: a name, or the selector 0x
// and eight hex digits; "0xabc" is neither.
BOOST_AUTO_TEST_CASE(method_name_is_a_name_or_a_four_byte_selector)
{
    check_accepts<es::method_name>({"transfer", "0xa9059cbb", "0xA9059CBB", "swapExactTokensForETH", "0", "_"});
    check_rejects<es::method_name>({"0xabc", "0x", "0xa9059cbb00", "0xa9059cbz", ""}, es::issue_code::invalid_method_id);
}

BOOST_AUTO_TEST_CASE(second_timestamp_is_a_real_utc_instant_to_the_second)
{
    check_accepts<es::second_timestamp>({"2025-09-28T14:22:23Z", "2024-02-29T23:59:59Z", "1970-01-01T00:00:00Z"});
    check_rejects<es::second_timestamp>({"", "2025-09-28T14:22:23.000000Z", "2025-09-28T14:22:23", "2025-09-28 14:22:23Z",
                                         "2025-02-29T00:00:00Z", "2025-09-28T24:00:00Z", "2025-13-01T00:00:00Z"},
                                        es::issue_code::invalid_timestamp);
}

BOOST_AUTO_TEST_CASE(date_is_a_real_calendar_day)
{
    check_accepts<es::date>({"2025-09-28", "2024-02-29", "1970-01-01"});
    check_rejects<es::date>({"", "2025-9-28", "2025-09-28T00:00:00Z", "2025-02-29", "2025-00-10", "2025/09/28"},
                            es::issue_code::invalid_timestamp);
}

// A count the backend has not made yet is "" (to_string(nil)); a count is
// never negative.
BOOST_AUTO_TEST_CASE(integer_string_or_empty_is_a_non_negative_integer_string_or_nothing)
{
    check_accepts<es::integer_string_or_empty>({"", "0", "1942334"});
    check_rejects<es::integer_string_or_empty>({" ", "01", "1.0", "null", "-5"}, es::issue_code::invalid_integer_string);
    BOOST_TEST(es::integer_string_or_empty().str() == "");
}

BOOST_AUTO_TEST_CASE(decimal_string_scaling_is_bounded_by_256_bits_before_it_writes)
{
    // 2^256 - 1 has 78 digits: 1 * 10^77 fits, 1 * 10^78 does not, and a
    // scale of four billion is refused without writing its zeros.
    BOOST_TEST(es::decimal_string("1").scaled_digits(77)->str().size() == 78u);
    BOOST_TEST(!es::decimal_string("1").scaled_digits(78).has_value());
    BOOST_TEST(!es::decimal_string("2").scaled_digits(4'000'000'000u).has_value());
    BOOST_TEST(es::decimal_string("0.1").scaled_digits(78)->str().size() == 78u);
    BOOST_TEST(!es::decimal_string("0.2").scaled_digits(78).has_value());
}

BOOST_AUTO_TEST_CASE(construction_checks_the_rule_without_quoting_the_input)
{
    BOOST_CHECK_EXCEPTION(es::address_hash("0xnot-an-address"), std::invalid_argument,
                          [](std::invalid_argument const& e) {
                              return std::string(e.what()) ==
                                     "not an address hash: expected 0x followed by 40 "
                                     "hexadecimal digits";
                          });
    BOOST_TEST(!es::full_hash::parse("0x12").has_value());
    BOOST_TEST(es::method_id::parse("a9059cbb")->str() == "a9059cbb");
}

// The checks read hashes, amounts and timestamps 16 or 8 bytes at a time
// (detail/words.hpp). Whatever byte stands at whatever place, in a text of
// any length around those sizes, they give the verdict of the same rule
// read one character at a time; the bytes tried are those next to each
// range the rules accept, and bytes of multi-byte characters.
BOOST_AUTO_TEST_CASE(rules_read_many_bytes_at_a_time_agree_with_the_rule_byte_by_byte)
{
    auto const hex = [](unsigned char c) { return std::isxdigit(c) != 0; };
    auto const digit = [](unsigned char c) { return c >= '0' && c <= '9'; };
    auto const byte_by_byte = [](std::string const& s, auto ok) {
        return std::all_of(s.begin(), s.end(), [&](char c) { return ok(static_cast<unsigned char>(c)); });
    };
    std::size_t tried = 0, disagreements = 0;
    auto const agree = [&](std::string const& s) {
        tried += 2;
        if (es::detail::all_hex(s) != byte_by_byte(s, hex))
            ++disagreements, BOOST_TEST_MESSAGE("all_hex disagrees on \"" << s << '"');
        if (es::detail::all_digits(s) != byte_by_byte(s, digit))
            ++disagreements, BOOST_TEST_MESSAGE("all_digits disagrees on \"" << s << '"');
    };
    std::string const fill = "0123456789abcdefABCDEF";
    for (std::size_t n = 0; n <= 70; ++n) {
        std::string text(n, '0');
        for (std::size_t i = 0; i < n; ++i)
            text[i] = fill[(i * 7) % fill.size()];
        agree(text);
        agree(std::string(n, '7'));
        for (std::size_t i = 0; i < n; ++i)
            for (int b = 0; b < 256; ++b) {
                auto t = text;
                t[i] = static_cast<char>(b);
                agree(t);
            }
    }
    // Two odd bytes at once, so that one could carry into the other.
    std::string const odd = "/09:@AFGZ`afgz\x10\x19\x1f\x7f\x80\xb0\xc3\xff";
    std::string text(24, '5');
    for (char a : odd)
        for (char b : odd)
            for (std::size_t i = 0; i + 1 < text.size(); ++i) {
                auto t = text;
                t[i] = a;
                t[i + 1] = b;
                agree(t);
            }
    BOOST_TEST(disagreements == 0u, disagreements << " of " << tried << " verdicts disagree");
}

// The timestamp's shape read eight bytes at a time: any byte at any place
// that breaks it is reported as the shape's violation, and none other is.
BOOST_AUTO_TEST_CASE(timestamp_shape_read_by_words_agrees_with_the_shape_byte_by_byte)
{
    std::string const shape = "dddd-dd-ddTdd:dd:dd.ddddddZ";
    std::string const base = "2020-01-01T00:00:00.000000Z";
    std::string_view const shape_reason = "expected YYYY-MM-DDTHH:MM:SS.ffffffZ (UTC, six fractional digits)";
    std::size_t disagreements = 0;
    for (std::size_t i = 0; i < base.size(); ++i)
        for (int b = 0; b < 256; ++b) {
            auto t = base;
            t[i] = static_cast<char>(b);
            auto const c = static_cast<unsigned char>(b);
            bool const fits = shape[i] == 'd' ? c >= '0' && c <= '9' : t[i] == shape[i];
            auto const v = es::timestamp::check(t);
            bool const shape_broken = v && v->reason == shape_reason;
            if (shape_broken == fits)
                ++disagreements, BOOST_TEST_MESSAGE("byte " << b << " at " << i);
        }
    BOOST_TEST(disagreements == 0u);
    BOOST_TEST(!es::timestamp::check(base));
}

// A vocabulary value of any length keeps up to 31 characters inline and a
// longer one on the heap: every copy, move and assignment between the two
// keeps the text exactly, and a value moved from is the zero value.
BOOST_AUTO_TEST_CASE(a_text_of_any_length_survives_copies_moves_and_reassignment_inline_or_not)
{
    std::vector<std::string> texts;
    for (std::size_t n : {1u, 2u, 3u, 4u, 7u, 8u, 15u, 16u, 30u, 31u, 32u, 33u, 78u}) {
        std::string t = "10"; // then each digit in turn, so that a byte out of place shows
        for (std::size_t i = 2; i < n; ++i)
            t += static_cast<char>('0' + i % 10);
        texts.push_back(t.substr(0, n));
    }
    for (auto const& a : texts) {
        es::integer_string x(a);
        BOOST_TEST(x.str() == a);
        es::integer_string copy(x);
        BOOST_TEST(copy.str() == a);
        es::integer_string moved(std::move(copy));
        BOOST_TEST(moved.str() == a);
        BOOST_TEST(copy.str() == "0"); // NOLINT(bugprone-use-after-move): the moved-from value is specified
        for (auto const& b : texts) {
            es::integer_string y(b);
            y = x;
            BOOST_TEST(y.str() == a);
            es::integer_string z(b);
            z.assign(a, es::already_checked); // into the storage z holds, when it is large enough
            BOOST_TEST(z.str() == a);
            es::integer_string w(b);
            w = std::move(z);
            BOOST_TEST(w.str() == a);
            BOOST_TEST(z.str() == "0"); // NOLINT(bugprone-use-after-move)
            auto& self = w;
            w = self;
            BOOST_TEST(w.str() == a);
        }
    }
    std::string const data = "0x" + std::string(4096, 'f');
    es::hex_data h(data);
    BOOST_TEST(h.byte_size() == 2048u);
    h.assign("0xab", es::already_checked);
    BOOST_TEST(h.str() == "0xab");
    BOOST_TEST(sizeof(es::integer_string) == sizeof(std::string));
    BOOST_TEST(es::integer_string::inline_length == 31u);
    BOOST_TEST(es::address_hash::inline_length == 42u);
}

using vocabulary_types = std::tuple<es::address_hash, es::full_hash, es::hex_data, es::method_id,
                                    es::timestamp, es::second_timestamp, es::date, es::integer_string,
                                    es::integer_string_or_empty, es::decimal_string,
                                    es::unsigned_integer_string, es::method_name>;

BOOST_AUTO_TEST_CASE_TEMPLATE(default_value_and_example_satisfy_the_rule, T, vocabulary_types)
{
    BOOST_TEST(!T::check(T{}.str()));
    BOOST_TEST(!T::check(T::example));
}

BOOST_AUTO_TEST_SUITE_END()
