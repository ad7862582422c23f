// The network's explorer_api_key is a credential: it never reaches an issue
// message or any printing of a network.

#include "support.hpp"

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace {

constexpr std::string_view key = "esk_live_4f9a1c2b7d3e8f60";

bool mentions_key(std::vector<es::issue> const& issues, std::string_view needle)
{
    for (auto const& i : issues)
        if (i.message.find(needle) != std::string::npos || i.path.find(needle) != std::string::npos)
            return true;
    return false;
}

} // namespace

BOOST_AUTO_TEST_SUITE(secrets)

BOOST_AUTO_TEST_CASE(the_key_is_kept_and_read_only_through_reveal)
{
    auto const r = es::decode<es::network_list>(valid_networks());
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST(r.value.items[0].explorer_api_key->reveal() == key);
    BOOST_TEST(!r.value.items[1].explorer_api_key.has_value());
}

BOOST_AUTO_TEST_CASE(a_key_of_the_wrong_json_type_is_not_quoted_in_issues)
{
    for (auto const& [bad, needle] :
         std::vector<std::pair<json::value, std::string>>{
             {json::value(83021657721), "83021657721"},
             {json::value(830216.57721), "830216"},
             {json::value(true), "true"},
             {json::object{{"token", key}}, std::string(key)},
             {json::array{key}, std::string(key)}}) {
        auto const doc = with(valid_networks(), "/items/0/explorer_api_key", bad);
        auto const r = es::decode<es::network_list>(doc);
        BOOST_TEST_CONTEXT(bad)
        {
            BOOST_TEST(brief(r.issues) ==
                       std::vector<std::string>{"error wrong_type /items/0/explorer_api_key"});
            BOOST_TEST(!mentions_key(r.issues, needle));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_secret_of_a_checked_type_is_not_quoted_either)
{
    auto const r = es::decode<es::secret<es::integer_string>>(json::value("12ab-secret"));
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error invalid_integer_string "});
    BOOST_TEST(r.issues.at(0).message ==
               "the value is not an integer string: expected a base-10 integer: an optional -, "
               "then digits without leading zeros");
    auto const n = es::decode<es::secret<std::uint32_t>>(json::value(-98765));
    BOOST_TEST(!mentions_key(n.issues, "98765"));
}

BOOST_AUTO_TEST_CASE(printing_a_network_redacts_the_key)
{
    auto const list = es::decode<es::network_list>(valid_networks()).value;
    std::ostringstream os;
    os << list << list.items[0] << *list.items[0].explorer_api_key;
    os << es::to_string(list) << es::to_string(list.items[2]);
    BOOST_TEST(os.str().find(key) == std::string::npos);
    BOOST_TEST(os.str().find("esk_live") == std::string::npos);
    BOOST_TEST(es::to_string(list.items[0]).find(R"("explorer_api_key":"<redacted>")") !=
               std::string::npos);
    BOOST_TEST(es::to_string(list.items[1]).find(R"("explorer_api_key":null)") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_validation_error_does_not_carry_the_key)
{
    auto const doc = with(with(valid_networks(), "/items/0/explorer_api_key", json::array{key}),
                          "/items/0/active", "yes");
    try {
        es::decode_or_throw<es::network_list>(doc);
        BOOST_FAIL("expected validation_error");
    } catch (es::validation_error const& e) {
        BOOST_TEST(std::string(e.what()).find(key) == std::string::npos);
    }
}

BOOST_AUTO_TEST_CASE(encoding_for_the_wire_keeps_the_key)
{
    // A server answering the admin endpoint must send the key; only printing
    // hides it.
    auto const list = es::decode<es::network_list>(valid_networks()).value;
    BOOST_TEST(es::to_json(list) == valid_networks());
    BOOST_TEST(es::to_json(list, {.redact_secrets = true}).at_pointer("/items/0/explorer_api_key") ==
               json::value("<redacted>"));
}

BOOST_AUTO_TEST_SUITE_END()
