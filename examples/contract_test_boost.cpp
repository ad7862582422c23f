#define BOOST_TEST_MODULE contract
#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/testing/boost_test.hpp>
#include <fstream>
namespace es = explorer_schema;

BOOST_AUTO_TEST_CASE(main_page_keeps_its_contract)
{
    std::ifstream file("fixtures/main-page-transactions/valid/latest.json");
    std::string const body(std::istreambuf_iterator<char>(file), {});
    EXPLORER_SCHEMA_CHECK_VALID(es::main_page_transactions_response, body);
    EXPLORER_SCHEMA_CHECK_ISSUES(es::network_list, R"({"items": 5})",
                                 {{"/items", es::issue_code::wrong_type}});
}
