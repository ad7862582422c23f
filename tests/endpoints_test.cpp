// Endpoint descriptors: method, path, response type, authorization.

#include "support.hpp"

namespace es = explorer_schema;
namespace ep = explorer_schema::endpoints;

BOOST_AUTO_TEST_SUITE(endpoints)

BOOST_AUTO_TEST_CASE(each_endpoint_says_how_it_is_called)
{
    BOOST_TEST(ep::main_page_transactions::method == "GET");
    BOOST_TEST(ep::main_page_transactions::path_template == "/api/v2/main-page/transactions");
    BOOST_TEST(ep::main_page_transactions::path() == "/api/v2/main-page/transactions");
    BOOST_TEST(ep::main_page_transactions::base_url == "base_url");
    BOOST_TEST(!ep::main_page_transactions::requires_authorization);

    BOOST_TEST(ep::transaction_summary::method == "GET");
    BOOST_TEST(ep::transaction_summary::path_template ==
               "/api/v2/transactions/{transaction_hash}/summary");
    BOOST_TEST(ep::transaction_summary::base_url == "base_url");
    BOOST_TEST(!ep::transaction_summary::requires_authorization);

    BOOST_TEST(ep::networks::method == "GET");
    BOOST_TEST(ep::networks::path_template == "/admin/api/v1/networks");
    BOOST_TEST(ep::networks::path() == "/admin/api/v1/networks");
    BOOST_TEST(ep::networks::base_url == "merits_url");
    BOOST_TEST(ep::networks::requires_authorization);
}

BOOST_AUTO_TEST_CASE(each_endpoint_names_its_response_type)
{
    static_assert(std::is_same_v<ep::main_page_transactions::response, std::vector<es::transaction>>);
    static_assert(std::is_same_v<ep::transaction_summary::response, es::transaction_summary_response>);
    static_assert(std::is_same_v<ep::networks::response, es::network_list>);
    std::vector<std::string> names;
    for (auto name : {"main-page-transactions", "transaction-summary", "networks", "nope"})
        ep::visit_by_name(name, [&](auto e) { names.emplace_back(decltype(e)::name); });
    BOOST_TEST(names == (std::vector<std::string>{"main-page-transactions", "transaction-summary",
                                                  "networks"}));
}

BOOST_AUTO_TEST_CASE(the_transaction_endpoints_build_their_paths_from_hashes)
{
    static_assert(std::is_same_v<ep::transaction::response, es::transaction>);
    static_assert(std::is_same_v<ep::transactions::response, es::page<es::transaction>>);
    static_assert(std::is_same_v<ep::address_transactions::response, es::page<es::transaction>>);
    static_assert(std::is_same_v<es::response_t<ep::transactions, es::contracts::blockscout>,
                                 es::page<es::blockscout::transaction>>);
    auto constexpr hash = "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";
    BOOST_TEST(*ep::transaction::path(hash) == std::string("/api/v2/transactions/") + hash);
    BOOST_TEST(!ep::transaction::path("0x5d5b"));
    BOOST_TEST(ep::transactions::path() == "/api/v2/transactions");
    BOOST_TEST(*ep::address_transactions::path("0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045") ==
               "/api/v2/addresses/0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045/transactions");
    BOOST_TEST(!ep::address_transactions::path(hash));
    BOOST_TEST(ep::address_transactions::path_template == "/api/v2/addresses/{address_hash}/transactions");
    BOOST_TEST(!ep::address_transactions::requires_authorization);
}

BOOST_AUTO_TEST_CASE(the_summary_path_takes_only_a_transaction_hash)
{
    auto const hash = "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18";
    BOOST_TEST(*ep::transaction_summary::path(hash) ==
               std::string("/api/v2/transactions/") + hash + "/summary");
    BOOST_TEST(ep::transaction_summary::path(es::full_hash(hash)) ==
               std::string("/api/v2/transactions/") + hash + "/summary");
    for (auto bad : {"", "0x5d5bf5ba", "5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18",
                     "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be1g",
                     "0x../../admin/api/v1/networks?x=00000000000000000000000000000000000000",
                     "0x5d5bf5ba0ab7d3d1ea0bb6d68c61e3efcc0d2e1fb5b8a2c7d4bc0a0c96e2be18/"})
        BOOST_TEST(!ep::transaction_summary::path(std::string_view(bad)).has_value(), bad);
}

BOOST_AUTO_TEST_CASE(the_registry_gives_each_endpoint_under_each_contract_that_has_it)
{
    std::vector<std::string> pairs;
    es::endpoints::for_each_response([&](auto e, auto c) {
        pairs.push_back(std::string(decltype(c)::name) + " " + std::string(decltype(e)::name));
    });
    BOOST_TEST(pairs == (std::vector<std::string>{
                           "spec main-page-transactions", "spec transaction-summary", "spec networks",
                           "spec transaction", "spec transactions", "spec address-transactions",
                           "blockscout main-page-transactions", "blockscout transaction-summary",
                           "blockscout networks", "blockscout transaction", "blockscout transactions",
                           "blockscout address-transactions"}),
               boost::test_tools::per_element());
    static_assert(es::has_response<ep::networks, es::contracts::blockscout>);
    static_assert(boost::mp11::mp_size<es::endpoints::of<es::contracts::spec>>::value == 6);
    // Two endpoints share a response type: it is held once.
    static_assert(boost::mp11::mp_size<es::every_response>::value == 10);
    std::string found;
    BOOST_TEST(ep::visit_by_names("networks", "blockscout", [&](auto e, auto c) {
        found = std::string(decltype(e)::name) + " under " + std::string(decltype(c)::name);
    }));
    BOOST_TEST(found == "networks under blockscout");
    BOOST_TEST(!ep::visit_by_names("networks", "nope", [](auto, auto) {}));
    BOOST_TEST(!ep::visit_by_names("nope", "spec", [](auto, auto) {}));
}

BOOST_AUTO_TEST_CASE(a_path_template_gives_the_parameters_and_their_types)
{
    using summary_parameters = ep::transaction_summary::parameters;
    static_assert(boost::mp11::mp_size<summary_parameters>::value == 1);
    using parameter = boost::mp11::mp_front<summary_parameters>;
    static_assert(std::is_same_v<parameter::type, es::full_hash>);
    BOOST_TEST(parameter::name == "transaction_hash");
    static_assert(std::is_same_v<boost::mp11::mp_front<ep::address_transactions::parameters>::type, es::address_hash>);
    static_assert(boost::mp11::mp_empty<ep::networks::parameters>::value);
}

BOOST_AUTO_TEST_SUITE_END()
