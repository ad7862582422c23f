// The endpoints command: the registry's endpoints and the contracts of
// each.

#include "../endpoint_listing.hpp"
#include "../support.hpp"

using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_endpoints)

// Rule: `endpoints` prints the registry's golden listing, docs/endpoints.md
// (scripts/regenerate.sh writes it from this command), and `--contract C`
// the lines of it whose contracts name C.
BOOST_AUTO_TEST_CASE(endpoints_lists_the_registry_with_the_contracts_of_each_endpoint)
{
    auto const listing = test_support::endpoint_listing();
    auto const all = run({"endpoints"});
    BOOST_TEST(all.status == 0);
    BOOST_TEST(all.err == "");
    BOOST_TEST(all.out == listing, test_support::stale_listing);
    for (std::string const contract : {"spec", "blockscout"}) {
        auto const only = test_support::listed_under(listing, contract);
        BOOST_TEST(!only.empty(), contract);
        BOOST_TEST(run({"endpoints", "--contract", contract}).out == only, contract);
    }
    auto const unknown = run({"endpoints", "--contract", "v6"});
    BOOST_TEST(unknown.status == 2);
    BOOST_TEST(unknown.err == "explorer-schema: --contract: v6 not in {spec,blockscout}\nRun explorer-schema --help for usage.\n");
}

BOOST_AUTO_TEST_SUITE_END()
