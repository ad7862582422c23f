#include <explorer_schema/bodies.hpp>
#include <explorer_schema/testing/gtest.hpp>
#include <fstream>
namespace es = explorer_schema;

TEST(MainPage, KeepsItsContract)
{
    std::ifstream file("fixtures/main-page-transactions/valid/latest.json");
    std::string const body(std::istreambuf_iterator<char>(file), {});
    EXPECT_THAT(body, es::testing::IsValid(es::body_of("main-page-transactions", "spec")));
}
