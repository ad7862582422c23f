// <explorer_schema/operations/encode.hpp>: model -> JSON, with the JSON shape
// the decoder reads (through Boost.JSON's value_from: model/hooks_test.cpp).

#include "../support.hpp"

#include <bit>
#include <charconv>
#include <cmath>
#include <random>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(encode)

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

BOOST_AUTO_TEST_SUITE_END()
