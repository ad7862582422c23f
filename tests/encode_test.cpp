// Model -> JSON: through Boost.JSON's value_from, with the JSON shape the
// decoder reads.

#include "support.hpp"

#include <explorer_schema/operations/wide_numbers.hpp>

#include <boost/json/value_from.hpp>

#include <bit>
#include <charconv>
#include <cmath>
#include <random>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(encode)

BOOST_AUTO_TEST_CASE(value_from_encodes_model_types)
{
    auto const txs = es::decode<es::main_page_transactions_response>(valid_main_page()).value;
    BOOST_TEST(json::value_from(txs) == valid_main_page());
    BOOST_TEST(json::value_from(txs[5]) == valid_main_page().at(5));
    BOOST_TEST(json::value_from(es::transaction_status::error) == json::value("error"));
    BOOST_TEST(json::value_from(*es::address_hash::parse(es::address_hash::example)) ==
               json::value(es::address_hash::example));
}

BOOST_AUTO_TEST_CASE(absent_omittable_members_are_left_out_and_null_optionals_written)
{
    es::action_data data;
    data.debt_symbol = "USDC";
    data.other->emplace("pool", "0x01");
    BOOST_TEST(es::to_json(data) == json::parse(R"({"debt_symbol": "USDC", "pool": "0x01"})"));

    es::fee fee{es::fee_type::maximum, std::nullopt};
    BOOST_TEST(es::to_json(fee) == json::parse(R"({"type": "maximum", "value": null})"));
}

BOOST_AUTO_TEST_CASE(whole_numbers_are_written_as_integers)
{
    BOOST_TEST(es::to_json(std::array<double, 2>{0, 12000}) == json::parse("[0, 12000]"));
    BOOST_TEST(es::to_json(std::array<double, 2>{0, 11871.5}) == json::parse("[0, 11871.5]"));
}

// Rule: decode(encode(x)) == x for every double, in a model member and in a
// free-form value: encoding writes digits that read back as x (Boost.JSON's
// serializer, shortest), and the decoder reads them correctly rounded.
BOOST_AUTO_TEST_CASE(decoding_an_encoded_double_gives_it_back)
{
    using page = es::main_page_transactions_response;
    auto const original = es::decode<page>(valid_main_page()).value;
    std::mt19937_64 random(6);
    std::size_t drifted = 0, tried = 0;
    std::string example;
    for (int i = 0; i < 2000; ++i) {
        // Every exponent; one in four a subnormal.
        auto bits = random();
        if (i % 4 == 1)
            bits &= (std::uint64_t(1) << 52) - 1;
        auto const x = std::bit_cast<double>(bits);
        if (!std::isfinite(x))
            continue;
        ++tried;
        auto txs = original;
        txs[0].confirmation_duration[1] = x;
        txs[0].actions.at(0).data.other->insert_or_assign("ratio", x);
        auto const encoded = json::serialize(es::to_json(txs));
        auto const back = es::parse<page>(encoded);
        BOOST_TEST_REQUIRE(back.ok(), encoded);
        if (back.value != txs && drifted++ == 0) {
            char digits[32];
            example = std::string(digits, std::to_chars(digits, digits + sizeof digits, x).ptr);
        }
    }
    BOOST_TEST(drifted == 0u, drifted << " of " << tried << " doubles came back changed, " << example << " first");
}

BOOST_AUTO_TEST_CASE(a_hand_built_model_encodes_to_the_contract_shape)
{
    es::network n;
    n.chain_id = "1";
    n.name = "Ethereum";
    n.domain = "eth.blockscout.com";
    n.active = true;
    n.explorer_api_key = es::secret<>("esk_live_9d1c");
    auto const json = es::to_json(es::network_list{{n}});
    auto const back = es::decode<es::network_list>(json);
    BOOST_TEST(back.ok());
    BOOST_TEST((back.value.items.at(0) == n));
}

BOOST_AUTO_TEST_CASE(issues_encode_with_their_codes_as_names)
{
    es::issue const i{"/0/hash", es::issue_code::invalid_full_hash, es::severity::error, "bad"};
    BOOST_TEST(es::to_json(i) == json::parse(R"({"path": "/0/hash", "code": "invalid_full_hash",
                                                 "severity": "error", "message": "bad"})"));
}

BOOST_AUTO_TEST_CASE(printing_writes_compact_json)
{
    es::fee const fee{es::fee_type::actual, es::integer_string("21000")};
    std::ostringstream os;
    os << fee << ' ' << *es::address_hash::parse(es::address_hash::example);
    BOOST_TEST(os.str() == R"({"type":"actual","value":"21000"} )" +
                               std::string(es::address_hash::example));
}

// Rule: an integer too wide for 64 bits in free-form JSON, which Boost.JSON
// 1.81 holds as the nearest double, and a number beyond a double's range,
// which it holds as infinity and writes as `Infinity` (not JSON), are
// written back as they came by es::serialize with the wide_numbers of its text:
// the text read is the text written, and a model parsed from it and encoded
// with es::to_json writes them too.
BOOST_AUTO_TEST_CASE(integers_beyond_64_bits_keep_their_digits_through_a_dom_and_a_model)
{
    std::string const text =
        R"({"items":[{"chain_id":"1","name":"n","domain":"d","active":true,"rpc_url":null,)"
        R"("blockscout_api_key":null,"block_timestamp_skew":null,"sent_transactions_activity_enabled":true,)"
        R"("verified_contracts_activity_enabled":true,"blockscout_usage_activity_enabled":true,)"
        R"("details":{"supply":123456789012345678901234567890,"debt":[-99999999999999999999,18446744073709551615],)"
        R"("a/b~c":-9223372036854775809,"far":[1e400,-1E+999]}}]})";
    auto const wide = es::wide_numbers_in(text);
    BOOST_TEST(wide.size() == 5u);
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/far/1"));
    BOOST_TEST(wide.find("/items/0/details/far/1")->text == "-1E+999");
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/supply"));
    BOOST_TEST(wide.find("/items/0/details/supply")->text == "123456789012345678901234567890");
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/debt/0"));
    BOOST_TEST(wide.find("/items/0/details/debt/0")->text == "-99999999999999999999");
    BOOST_TEST_REQUIRE(wide.find("/items/0/details/a~1b~0c"));
    BOOST_TEST(wide.find("/items/0/details/a~1b~0c")->text == "-9223372036854775809");

    auto dom = json::parse(text);
    BOOST_TEST(json::serialize(dom) != text); // what Boost.JSON alone writes
    BOOST_TEST(es::serialize(dom, wide) == text);

    auto const model = es::parse<es::blockscout::networks_response>(text);
    BOOST_TEST_REQUIRE(model.ok());
    BOOST_TEST(es::serialize(es::to_json(model.value), wide) == text);

    // A value changed at a wide integer's place is written as it is now.
    dom.at_pointer("/items/0/details/supply") = 7;
    dom.at_pointer("/items/0/details/debt/0") = 1e20;
    auto const changed = es::serialize(dom, wide);
    BOOST_TEST(changed.find(R"("supply":7,"debt":[1E20,18446744073709551615])") != std::string::npos, changed);
    BOOST_TEST(changed.find(R"("a/b~c":-9223372036854775809)") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
