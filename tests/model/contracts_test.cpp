// <explorer_schema/model/contracts.hpp>: the contracts a response can be
// checked against, and how a response type is picked under one.

#include "../support.hpp"

#include <explorer_schema/model/contracts.hpp>

#include <boost/mp11/algorithm.hpp>

#include <type_traits>

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(contracts)

// Rule: a contract is found by its exact name, and by nothing else; the
// list of contracts holds the spec's, then Blockscout's.
BOOST_AUTO_TEST_CASE(a_contract_is_found_by_its_exact_name_only)
{
    std::vector<std::string_view> found;
    auto const visit = [&](auto c) { found.push_back(decltype(c)::name); };
    BOOST_TEST(es::contracts::visit_by_name("spec", visit));
    BOOST_TEST(es::contracts::visit_by_name("blockscout", visit));
    BOOST_TEST(!es::contracts::visit_by_name("Blockscout", visit));
    BOOST_TEST(!es::contracts::visit_by_name("", visit));
    BOOST_TEST(!es::contracts::visit_by_name("spec ", visit));
    BOOST_TEST(found == (std::vector<std::string_view>{"spec", "blockscout"}), boost::test_tools::per_element());

    std::vector<std::string_view> listed;
    boost::mp11::mp_for_each<es::contracts::all>([&](auto c) { listed.push_back(decltype(c)::name); });
    BOOST_TEST(listed == (std::vector<std::string_view>{"spec", "blockscout"}), boost::test_tools::per_element());
}

// Rule: response_t<E, C> is the type endpoint E names for its response
// under contract C: the spec's model under the spec, Blockscout's under
// Blockscout.
BOOST_AUTO_TEST_CASE(response_t_picks_the_endpoints_type_under_the_contract)
{
    using E = es::endpoints::get_main_page_transactions;
    BOOST_TEST((std::is_same_v<es::response_t<E, es::contracts::spec>, es::main_page_transactions_response>));
    BOOST_TEST((std::is_same_v<es::response_t<E, es::contracts::blockscout>,
                               es::blockscout::main_page_transactions_response>));
}

BOOST_AUTO_TEST_SUITE_END()
