// A contract test written with Boost.Test, as a user project writes it.
#define BOOST_TEST_MODULE contract
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/testing/boost_test.hpp>

namespace es = explorer_schema;

BOOST_AUTO_TEST_CASE(networks_keep_the_contract)
{
    EXPLORER_SCHEMA_CHECK_VALID(es::network_list, R"({"items": []})");
    EXPLORER_SCHEMA_CHECK_ISSUES(es::network_list, R"({"items": [{"chain_id": 1}]})",
                                 {{"/items/0/chain_id", es::issue_code::wrong_type},
                                  {"/items/0/name", es::issue_code::missing_member},
                                  {"/items/0/domain", es::issue_code::missing_member},
                                  {"/items/0/active", es::issue_code::missing_member},
                                  {"/items/0/rpc_url", es::issue_code::missing_member},
                                  {"/items/0/explorer_api_key", es::issue_code::missing_member},
                                  {"/items/0/block_timestamp_skew", es::issue_code::missing_member},
                                  {"/items/0/sent_transactions_activity_enabled", es::issue_code::missing_member},
                                  {"/items/0/verified_contracts_activity_enabled", es::issue_code::missing_member},
                                  {"/items/0/explorer_usage_activity_enabled", es::issue_code::missing_member}});
}
