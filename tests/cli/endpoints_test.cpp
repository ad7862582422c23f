// The endpoints command: the registry's endpoints and the contracts of
// each.

#include "../support.hpp"

using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_endpoints)

BOOST_AUTO_TEST_CASE(endpoints_lists_the_registry_with_the_contracts_of_each_endpoint)
{
    auto const all = run({"endpoints"});
    BOOST_TEST(all.status == 0);
    BOOST_TEST(all.err == "");
    std::string const spec = "main-page-transactions\tGET /api/v2/main-page/transactions\tspec,blockscout\n"
                             "transaction-summary\tGET /api/v2/transactions/{transaction_hash}/summary\tspec,blockscout\n"
                             "networks\tGET /admin/api/v1/networks\tspec,blockscout\n"
                             "transaction\tGET /api/v2/transactions/{transaction_hash}\tspec,blockscout\n"
                             "transactions\tGET /api/v2/transactions\tspec,blockscout\n"
                             "address-transactions\tGET /api/v2/addresses/{address_hash}/transactions\tspec,blockscout\n";
    BOOST_TEST(all.out.starts_with(spec));
    BOOST_TEST(std::count(all.out.begin(), all.out.end(), '\n') == 34);
    BOOST_TEST(all.out.find("\nblock\tGET /api/v2/blocks/{block_hash_or_number}\tblockscout\n") != std::string::npos);
    BOOST_TEST(all.out.ends_with("\nsearch\tGET /api/v2/search?q={q}\tblockscout\n"));
    BOOST_TEST(run({"endpoints", "--contract", "spec"}).out == spec);
    auto const blockscout = run({"endpoints", "--contract", "blockscout"});
    BOOST_TEST(blockscout.out == all.out);
    auto const unknown = run({"endpoints", "--contract", "v6"});
    BOOST_TEST(unknown.status == 2);
    BOOST_TEST(unknown.err == "explorer-schema: --contract: v6 not in {spec,blockscout}\nRun explorer-schema --help for usage.\n");
}

BOOST_AUTO_TEST_SUITE_END()
