// Model -> JSON: through Boost.JSON's value_from, with the JSON shape the
// decoder reads.

#include "support.hpp"

#include <boost/json/value_from.hpp>

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

BOOST_AUTO_TEST_SUITE_END()
