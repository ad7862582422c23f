// A contract test written with GoogleTest, as a user project writes it.
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/testing/gtest.hpp>

namespace es = explorer_schema;
using es::testing::HasIssueAt;
using es::testing::IsValid;

TEST(Networks, KeepTheContract)
{
    EXPECT_THAT(R"({"items": []})", IsValid<es::network_list>());
    EXPECT_THAT(R"({"items": [{"chain_id": 1}]})",
                HasIssueAt<es::network_list>("/items/0/chain_id", es::issue_code::wrong_type));
}
