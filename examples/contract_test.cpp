#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/testing/gtest.hpp>
#include <fstream>
namespace es = explorer_schema;

TEST(MainPage, KeepsItsContract)
{
    std::ifstream file("fixtures/main-page-transactions/valid/latest.json");
    std::string const body(std::istreambuf_iterator<char>(file), {});
    EXPECT_THAT(body, es::testing::IsValid<es::main_page_transactions_response>());
}
