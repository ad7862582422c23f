// The diff-contracts command: the fields where two contracts of an endpoint
// differ.

#include "../support.hpp"

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_diff_contracts)

BOOST_AUTO_TEST_CASE(diff_contracts_prints_each_field_that_differs_and_exits_1)
{
    auto const r = run({"diff-contracts", "--endpoint", "networks"});
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out ==
               "networks: 5 fields where the Blockscout wire format (blockscout) differs from "
               "the spec's contract (spec)\n"
               "\n/items/*/explorer_api_key\n  spec:       a string (a credential) or null\n"
               "  blockscout: (no such field)\n"
               "\n/items/*/explorer_usage_activity_enabled\n  spec:       a boolean\n"
               "  blockscout: (no such field)\n"
               "\n/items/*/blockscout_api_key\n  spec:       (no such field)\n"
               "  blockscout: a string (a credential) or null\n"
               "\n/items/*/blockscout_usage_activity_enabled\n  spec:       (no such field)\n"
               "  blockscout: a boolean\n"
               "\n/items/*/details\n  spec:       (no such field)\n"
               "  blockscout: an object or null, or absent\n");
    auto const txs = run({"diff-contracts", "--endpoint", "main-page-transactions"});
    BOOST_TEST(txs.out.find("\n/*/gas_limit\n  spec:       an integer\n  blockscout: a non-negative integer string\n") !=
               std::string::npos);
    auto const differences = es::compare_fields<es::main_page_transactions_response,
                                                es::blockscout::main_page_transactions_response>();
    BOOST_TEST(txs.out.starts_with("main-page-transactions: " + std::to_string(differences.size()) + " fields"));
    BOOST_TEST(run({"diff-contracts"}).err ==
               "explorer-schema: --endpoint is required\nRun explorer-schema --help for usage.\n");
}

BOOST_AUTO_TEST_SUITE_END()
