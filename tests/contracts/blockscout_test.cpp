// The blockscout contract: the real wire format's own rules, selection of a
// contract by type, and the deviation report between the two contracts.

#include "../support.hpp"

namespace es = explorer_schema;
namespace bs = explorer_schema::blockscout;
namespace json = boost::json;
using namespace test_support;

namespace {

using blockscout_main_page = es::response_t<es::endpoints::get_main_page_transactions, es::contracts::blockscout>;
using summary_response = es::response_t<es::endpoints::get_transaction_summary, es::contracts::blockscout>;
using networks = es::response_t<es::endpoints::get_networks, es::contracts::blockscout>;

json::value const& v11_main_page()
{
    static json::value const doc =
        read_json(fixtures_dir / "blockscout/main-page-transactions/valid/latest_v11.json");
    return doc;
}

json::value const& v11_summary()
{
    static json::value const doc = read_json(
        fixtures_dir / "blockscout/transaction-summary/valid/transfer_with_debug_data.json");
    return doc;
}

json::value const& v11_networks()
{
    static json::value const doc =
        read_json(fixtures_dir / "blockscout/networks/valid/networks.json");
    return doc;
}

es::decode_options policy(es::unknown_keys_policy p)
{
    es::decode_options o;
    o.unknown_keys = p;
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(blockscout)

BOOST_AUTO_TEST_CASE(the_contract_is_chosen_by_type)
{
    static_assert(std::same_as<es::response_t<es::endpoints::get_networks>, es::network_list>);
    static_assert(std::same_as<es::endpoints::get_networks::response, es::network_list>);
    static_assert(std::same_as<networks, bs::networks_response>);
    static_assert(std::same_as<blockscout_main_page, std::vector<bs::transaction>>);
    static_assert(std::same_as<summary_response, std::optional<std::variant<bs::summary_response, bs::service_error>>>);
    BOOST_TEST(es::parse<blockscout_main_page>(json::serialize(v11_main_page())).ok());
    BOOST_TEST(!es::parse<es::main_page_transactions_response>(json::serialize(v11_main_page())).ok());
}

// A member only some chain types' builds send (l1_fee: optimism's;
// blob_gas_used: ethereum's; arbitrum: arbitrum's) is, with no chain type
// given, a chain_type_member warning whatever the policy for unknown keys,
// and a body no one build sends is a no_matching_chain_type error; under a
// chain type that does not send it, it is an unknown key, by the policy.
BOOST_AUTO_TEST_CASE(chain_specific_members_are_chain_type_members_or_unknown_keys)
{
    auto const doc = with(with(with(v11_main_page(), "/0/l1_fee", "1"), "/0/blob_gas_used", "2"),
                          "/0/arbitrum", json::object{{"status", "Sent to base"}});
    for (auto const p : {es::unknown_keys_policy::warn, es::unknown_keys_policy::error, es::unknown_keys_policy::ignore})
        check_issues<blockscout_main_page>(doc, {"warning chain_type_member /0/l1_fee",
                                                 "warning chain_type_member /0/blob_gas_used",
                                                 "warning chain_type_member /0/arbitrum",
                                                 "error no_matching_chain_type "},
                                           policy(p));
    auto under_scroll = [](es::unknown_keys_policy p) {
        auto o = policy(p);
        o.chain = es::chain_type::scroll;
        return o;
    };
    check_issues<blockscout_main_page>(doc, {"warning unknown_member /0/l1_fee",
                                             "warning unknown_member /0/blob_gas_used",
                                             "warning unknown_member /0/arbitrum"},
                                       under_scroll(es::unknown_keys_policy::warn));
    check_issues<blockscout_main_page>(doc, {"error unknown_member /0/l1_fee", "error unknown_member /0/blob_gas_used",
                                             "error unknown_member /0/arbitrum"},
                                       under_scroll(es::unknown_keys_policy::error));
    check_issues<blockscout_main_page>(doc, {}, under_scroll(es::unknown_keys_policy::ignore));
}

// Blob search is in the ethereum build alone (search.ex, v6.2.0-beta on): a
// search result of kind "blob" is, with no chain type given, a
// chain_type_member warning, and under another chain type as an unknown key
// is, whichever decoder reads it.
BOOST_AUTO_TEST_CASE(a_search_kind_of_another_chain_type_is_as_an_unknown_key)
{
    using search = es::response_t<es::endpoints::get_search, es::contracts::blockscout>;
    std::string const text =
        R"({"items": [{"type": "blob", "blob_hash": "0x013ba03006626b118e86556de4dc3b3074147bf6d51caac9d6a274fded3d230f", )"
        R"("timestamp": null, "priority": 0}], "next_page_params": null})";
    auto const doc = json::parse(text);
    auto const message = std::string("\"blob\" is sent only by Blockscout built for ethereum");
    auto const chain_member = std::vector<std::string>{"warning chain_type_member /items/0/type"};
    for (auto const& [options, expected] :
         std::vector<std::pair<es::decode_options, std::vector<std::string>>>{
             {{}, chain_member},
             {policy(es::unknown_keys_policy::error), chain_member},
             {policy(es::unknown_keys_policy::ignore), chain_member},
             {{.chain = es::chain_type::ethereum}, {}},
             {{.chain = es::chain_type::optimism}, {"warning unknown_discriminator /items/0/type"}}}) {
        check_issues<search>(doc, expected, options);
        auto const parsed = es::parse<search>(text, options);
        BOOST_TEST(brief(parsed.issues) == expected, boost::test_tools::per_element());
        BOOST_TEST(brief(es::validate<search>(text, options)) == expected, boost::test_tools::per_element());
        for (auto const& i : parsed.issues)
            BOOST_TEST(i.message == message + (options.chain ? ", not for optimism" : ""));
        BOOST_TEST(std::holds_alternative<bs::search_blob>(parsed.value.items.at(0)));
    }
}

// A kind of search result that came after v6.0 is sent from the tag it
// came in (its `type`'s history: user_operation v6.1.0-beta, ens_domain
// v6.6.0-beta), even in an item that has none of its other keys, whichever
// decoder reads it.
BOOST_AUTO_TEST_CASE(a_search_kind_is_sent_from_the_release_it_came_in)
{
    using search = es::response_t<es::endpoints::get_search, es::contracts::blockscout>;
    auto const check = [](std::string const& text, es::decode_options const& options, std::string const& expected,
                          std::string const& message) {
        check_issues<search>(json::parse(text), {expected}, options);
        auto const parsed = es::parse<search>(text, options);
        BOOST_TEST(brief(parsed.issues) == std::vector<std::string>{expected}, boost::test_tools::per_element());
        BOOST_TEST(brief(es::validate<search>(text, options)) == std::vector<std::string>{expected},
                   boost::test_tools::per_element());
        BOOST_TEST(parsed.issues.at(0).message == message);
    };
    check(R"({"items": [{"type": "user_operation"}], "next_page_params": null})",
          {.release = es::find_release("v6.0")}, "error unknown_discriminator /items/0/type",
          with_newest("\"user_operation\" is not sent by Blockscout v6.0, only by v6.1\u2013{newest}"));
    // A block item as v6.0 to v6.5 send it (no priority): the document is
    // of those releases, and the ens_domain item is not.
    check(R"({"items": [{"type": "ens_domain"}, {"type": "block", "block_number": 1, )"
          R"("block_hash": "0x0000000000000000000000000000000000000000000000000000000000000001", "url": "/block/1", )"
          R"("timestamp": "2024-01-01T00:00:00.000000Z", "block_type": "block"}], "next_page_params": null})",
          {}, "error no_matching_release /items/0/type",
          with_newest("\"ens_domain\" is sent only by Blockscout v6.6\u2013{newest}, "
                      "but most of the document is v6.5"));
}

// blob_tx_count (v6.3.0-beta to v7.0.2) is a former name of the ethereum
// build's blob_transactions_count: like the member, it is a
// chain_type_member warning with no chain type given, and under another
// chain type an unknown key.
BOOST_AUTO_TEST_CASE(the_former_name_of_a_chain_member_is_that_chain_types_alone)
{
    using block = es::response_t<es::endpoints::get_block, es::contracts::blockscout>;
    auto const doc = with(read_json(fixtures_dir / "blockscout/block/valid/v6_0_former_names.json"), "/blob_tx_count", 1);
    auto const text = json::serialize(doc);
    for (auto const& [options, expected] : std::vector<std::pair<es::decode_options, std::vector<std::string>>>{
             {{}, {"warning chain_type_member /blob_tx_count"}},
             {{.chain = es::chain_type::optimism}, {"warning unknown_member /blob_tx_count"}},
             {{.unknown_keys = es::unknown_keys_policy::error, .chain = es::chain_type::optimism},
              {"error unknown_member /blob_tx_count"}},
             {policy(es::unknown_keys_policy::error), {"warning chain_type_member /blob_tx_count"}},
             {{.chain = es::chain_type::ethereum}, {}}}) {
        check_issues<block>(doc, expected, options);
        BOOST_TEST(brief(es::validate<block>(text, options)) == expected, boost::test_tools::per_element());
    }
    auto const ethereum = es::identify<block>(text, {.chain = es::chain_type::ethereum});
    BOOST_TEST(ethereum.releases.to_string() == "v6.3");
    BOOST_TEST((es::parse<block>(text, {.chain = es::chain_type::ethereum}).value.blob_transactions_count.value_or(
                    std::nullopt) == 1u));
}

BOOST_AUTO_TEST_CASE(gas_limit_is_an_integer_string)
{
    check_issues<blockscout_main_page>(with(v11_main_page(), "/0/gas_limit", 94158),
                            {"error wrong_type /0/gas_limit"});
    auto const r = es::decode<blockscout_main_page>(v11_main_page());
    BOOST_TEST(r.value.at(0).gas_limit.str() == "94158");
}

BOOST_AUTO_TEST_CASE(confirmation_duration_holds_zero_to_two_numbers_exponents_allowed)
{
    for (auto const* text : {"[]", "[1200]", "[0, 2.0e3]", "[1.5e3, 2.5E4]"}) {
        BOOST_TEST_CONTEXT(text)
        check_issues<blockscout_main_page>(with(v11_main_page(), "/0/confirmation_duration", json::parse(text)), {});
    }
    auto const r = es::parse<blockscout_main_page>(
        json::serialize(with(v11_main_page(), "/0/confirmation_duration", json::parse("[0, 2.0e3]"))));
    BOOST_TEST((r.value.at(0).confirmation_duration == boost::container::static_vector<double, 2>{0, 2000}));
    auto const three = es::decode<blockscout_main_page>(with(v11_main_page(), "/0/confirmation_duration", json::parse("[1, 2, 3]")));
    BOOST_TEST_REQUIRE(three.issues.size() == 1u);
    BOOST_TEST(three.issues[0] == (es::issue{"/0/confirmation_duration", es::issue_code::wrong_array_length,
                                             es::severity::error,
                                             "expected an array of at most 2 elements, found 3"}));
}

BOOST_AUTO_TEST_CASE(a_revert_reason_is_raw_or_decoded_by_its_keys)
{
    auto const txs = es::decode<blockscout_main_page>(v11_main_page()).value;
    BOOST_TEST(!txs.at(0).revert_reason.has_value());
    BOOST_TEST(std::get<bs::raw_revert_reason>(*txs.at(1).revert_reason).raw.value() ==
               "0x08c379a00000000000000000000000000000000000000000000000000000000000000020");
    auto const& decoded = std::get<bs::decoded_input>(*txs.at(2).revert_reason);
    BOOST_TEST(decoded.method_call == "Error(string reason)");
    BOOST_TEST(decoded.parameters.at(1).value == json::parse(R"(["0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
                                                                 "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"])"));
    BOOST_TEST(decoded.parameters.at(2).value->is_null());
    check_issues<blockscout_main_page>(with(v11_main_page(), "/1/revert_reason", json::object{}),
                            {"error missing_member /1/revert_reason/raw"});
    check_issues<blockscout_main_page>(with(v11_main_page(), "/1/revert_reason", json::object{{"method_id", "08c379a0"}}),
                            {"error missing_member /1/revert_reason/method_call",
                             "error missing_member /1/revert_reason/parameters"});
}

BOOST_AUTO_TEST_CASE(a_transfer_total_has_three_shapes_told_apart_by_their_keys)
{
    auto const txs = es::decode<blockscout_main_page>(v11_main_page()).value;
    auto const& transfers = *txs.at(1).token_transfers;
    BOOST_TEST(std::get<bs::fungible_total>(*transfers.at(0).total).value->str() == "2000000000");
    auto const& nft = std::get<bs::unique_token_total>(*transfers.at(1).total);
    BOOST_TEST(nft.token_id->str() == "7090");
    BOOST_TEST(nft.token_instance->owner->hash.str() == "0x1B523DC90A79cF5ee5d095825e586e33780f7188");
    BOOST_TEST(std::get<bs::multi_token_total>(*transfers.at(2).total).value->str() == "3");
    BOOST_TEST(std::holds_alternative<bs::fungible_total>(*transfers.at(3).total));
    BOOST_TEST(transfers.at(3).token_type == "ERC-404");
    BOOST_TEST(transfers.at(1).block_number == 23841517u);
}

// A speed of the gas price oracle is null, the price in gwei (a number), or
// the oracle's whole estimate (an object, for a request with the header
// updated-gas-oracle: true); yesterday's gas used is a string of digits or
// the number 0. The JSON kind of the value chooses, in every decoder, and
// the estimate's keys keep their releases (priority_fee_wei, wei: v6.3.0-beta).
BOOST_AUTO_TEST_CASE(a_gas_price_is_null_a_number_or_an_estimate_by_its_kind)
{
    using stats = es::response_t<es::endpoints::get_stats, es::contracts::blockscout>;
    auto const estimates = read_json(fixtures_dir / "blockscout/stats/valid/v11_2.json");
    auto const numbers = read_json(fixtures_dir / "blockscout/stats/valid/v6_0.json");
    auto const decoded = es::decode<stats>(estimates).value;
    auto const& slow = std::get<bs::gas_price_estimate>(decoded.gas_prices->slow.value());
    BOOST_TEST(slow.price.value() == 1.09);
    BOOST_TEST(slow.wei->str() == "1090000000");
    BOOST_TEST(std::get<es::unsigned_integer_string>(decoded.gas_used_today.value()).str() == "216330512884");
    BOOST_TEST(std::get<double>(es::decode<stats>(numbers).value.gas_prices->fast.value()) == 24.65);
    auto const zero = es::decode<stats>(with(numbers, "/gas_used_today", 0)).value;
    BOOST_TEST(std::get<std::uint64_t>(zero.gas_used_today.value()) == 0u);
    struct mismatch {
        json::value doc;
        std::vector<std::string> issues;
        std::string message;
        es::decode_options options = {};
    };
    for (auto const& m : std::vector<mismatch>{
             {with(numbers, "/gas_prices/slow", "21.83"), {"error wrong_type /gas_prices/slow"},
              "expected a number or an object, found a string"},
             {with(numbers, "/gas_prices/slow", json::array{}), {"error wrong_type /gas_prices/slow"},
              "expected a number or an object, found an array"},
             {with(estimates, "/gas_prices/fast/wei", 2180000000), {"error wrong_type /gas_prices/fast/wei"},
              "expected a non-negative integer string, found a number"},
             {with(numbers, "/gas_used_today", true), {"error wrong_type /gas_used_today"},
              "expected a non-negative integer string or an integer, found a boolean"},
             {with(numbers, "/gas_used_today", 1.5), {"error not_an_integer /gas_used_today"},
              "expected an integer, found 1.5"},
             {estimates,
              {"error unknown_member /gas_prices/slow/priority_fee_wei", "error unknown_member /gas_prices/slow/wei",
               "error unknown_member /gas_prices/average/priority_fee_wei",
               "error unknown_member /gas_prices/average/wei", "error unknown_member /gas_prices/fast/priority_fee_wei",
               "error unknown_member /gas_prices/fast/wei", "error unknown_member /secondary_coin_image",
               "error unknown_member /secondary_coin_price"},
              "member \"priority_fee_wei\" is not sent by Blockscout v6.2, only by v6.3\u2013" + newest_release(),
              {.release = es::find_release("v6.2")}}}) {
        auto const text = json::serialize(m.doc);
        check_issues<stats>(m.doc, m.issues, m.options);
        auto const parsed = es::parse<stats>(text, m.options);
        BOOST_TEST(brief(parsed.issues) == m.issues, boost::test_tools::per_element());
        BOOST_TEST(brief(es::validate<stats>(text, m.options)) == m.issues, boost::test_tools::per_element());
        BOOST_TEST(parsed.issues.at(0).message == m.message);
    }
}

BOOST_AUTO_TEST_CASE(addresses_carry_implementations_metadata_tags_and_reputation)
{
    auto const txs = es::decode<blockscout_main_page>(v11_main_page()).value;
    auto const& proxy = *txs.at(0).to;
    BOOST_TEST((*proxy.proxy_type == bs::proxy_type::eip1967));
    BOOST_TEST(proxy.implementations.at(0).name.value() == "FiatTokenV2_2");
    BOOST_TEST(bs::name_tag(*txs.at(1).to) == "Titan Builder");
    BOOST_TEST((*txs.at(1).to->metadata->tags.at(1).meta)->at("bgColor") == "#1a1a1a");
    BOOST_TEST(txs.at(1).from.is_scam.value_or(false));
    BOOST_TEST((txs.at(1).from.reputation == bs::reputation::scam));
    check_issues<blockscout_main_page>(with(v11_main_page(), "/0/to/implementations", nullptr),
                            {"error null_not_allowed /0/to/implementations"});
}

BOOST_AUTO_TEST_CASE(a_summary_response_may_be_null_or_an_error)
{
    auto const null_body = es::parse<summary_response>("null");
    BOOST_TEST(null_body.ok());
    BOOST_TEST(!null_body.value.has_value());
    auto const error = es::parse<summary_response>(
        R"({"success": false, "error": {"id": "x", "code": "INVALID_API_PARAMS", "message": "m", "error_data": []}})");
    BOOST_TEST(error.ok());
    BOOST_TEST(std::get<bs::summary_response>(*error.value).error->code == "INVALID_API_PARAMS");
    std::string why;
    BOOST_TEST(bs::summaries_in(error.value, &why) == nullptr);
    BOOST_TEST(why == "the interpretation service gave no summary: m");
    // An instance without the interpretation service says so.
    auto const disabled = es::parse<summary_response>(R"({"message": "Transaction Interpretation Service is disabled"})");
    BOOST_TEST(disabled.ok());
    BOOST_TEST(bs::summaries_in(disabled.value, &why) == nullptr);
    BOOST_TEST(why == "the instance has no interpretation service: Transaction Interpretation Service is disabled");
    check_issues<summary_response>(json::parse(R"({"success": true})"), {"error missing_member /data"});
    check_issues<summary_response>(with(v11_summary(), "/error", json::object{}),
                                   {"error missing_member /error/id", "error missing_member /error/code",
                                    "error missing_member /error/message",
                                    "error missing_member /error/error_data"});
    check_issues<summary_response>(with(with(v11_summary(), "/error",
                                             json::parse(R"({"id": "x", "code": "c", "message": "m", "error_data": []})")),
                                        "/success", false),
                                   {"error unknown_member /data"});
    auto const r = es::decode<summary_response>(v11_summary());
    BOOST_TEST(std::get<bs::summary_response>(*r.value).data->debug_data.value()->at("model_classification_type") ==
               "transfer");
    BOOST_TEST(es::render(bs::summaries_in(r.value)->at(0)).value ==
               "Transfer 7,800 USDC to Titan Builder on Nov 20 2025 via Uniswap V3");
}

BOOST_AUTO_TEST_CASE(the_blockscout_api_key_is_a_secret)
{
    constexpr std::string_view key = "bsk_live_7e21c9a04f3d58b2";
    auto const r = es::decode<networks>(v11_networks());
    BOOST_TEST(r.value.items.at(0).blockscout_api_key->reveal() == key);
    std::ostringstream os;
    os << r.value;
    BOOST_TEST(os.str().find(key) == std::string::npos);
    BOOST_TEST(os.str().find("<redacted>") != std::string::npos);
    for (json::value bad : {json::value(json::array{key}), json::value(json::object{{"k", key}})}) {
        auto const issues = es::decode<networks>(with(v11_networks(), "/items/0/blockscout_api_key", bad)).issues;
        BOOST_TEST(brief(issues) == std::vector<std::string>{"error wrong_type /items/0/blockscout_api_key"},
                   boost::test_tools::per_element());
        for (auto const& i : issues)
            BOOST_TEST(i.message.find(key) == std::string::npos);
    }
}

BOOST_AUTO_TEST_CASE(the_spec_tells_precisely_where_a_current_response_breaks_it)
{
    auto const issues = es::decode<es::network_list>(v11_networks()).issues;
    std::vector<std::string> expected;
    for (int i = 0; i < 3; ++i) {
        auto const at = "/items/" + std::to_string(i) + "/";
        expected.push_back("warning unknown_member " + at + "blockscout_api_key");
        expected.push_back("warning unknown_member " + at + "blockscout_usage_activity_enabled");
        if (i < 2)
            expected.push_back("warning unknown_member " + at + "details");
        expected.push_back("error missing_member " + at + "explorer_api_key");
        expected.push_back("error missing_member " + at + "explorer_usage_activity_enabled");
    }
    BOOST_TEST(brief(issues) == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_deviation_report_is_generated_from_the_structs)
{
    auto const differences = es::compare_fields<es::network_list, networks>();
    std::vector<es::field_difference> const expected{
        {"/items/*/explorer_api_key", "a string (a credential) or null", std::nullopt},
        {"/items/*/explorer_usage_activity_enabled", "a boolean", std::nullopt},
        {"/items/*/blockscout_api_key", std::nullopt, "a string (a credential) or null"},
        {"/items/*/blockscout_usage_activity_enabled", std::nullopt, "a boolean"},
        {"/items/*/details", std::nullopt, "an object or null, or absent"}};
    BOOST_TEST(differences == expected, boost::test_tools::per_element());

    auto has = [](auto const& list, std::string const& path, std::optional<std::string> left,
                  std::optional<std::string> right) {
        return std::find(list.begin(), list.end(), es::field_difference{path, left, right}) != list.end();
    };
    auto const txs = es::compare_fields<es::main_page_transactions_response, blockscout_main_page>();
    BOOST_TEST(has(txs, "/*/gas_limit", "an integer", "a non-negative integer string"));
    BOOST_TEST(has(txs, "/*/confirmation_duration", "an array of exactly 2 of: a number",
                   "an array of at most 2 of: a number"));
    BOOST_TEST(has(txs, "/*/revert_reason", "a string or null", "one of 2 shapes of object or null"));
    BOOST_TEST(has(txs, "/*/revert_reason(raw_revert_reason)/raw", std::nullopt, "a string or null"));
    BOOST_TEST(has(txs, "/*/block", std::nullopt, "the name of block_number in Blockscout v6.0\u2013v6.9"));
    BOOST_TEST(has(txs, "/*/actions", "an array of: an object",
                   "an array of: an object; sent by Blockscout v6.0\u2013v10.2"));
    BOOST_TEST(has(txs, "/*/token_transfers/*/total(unique_token_total)/token_id", std::nullopt,
                   "a non-negative integer string or null"));
    BOOST_TEST((es::compare_fields<networks, networks>().empty()));
}

BOOST_AUTO_TEST_SUITE_END()
