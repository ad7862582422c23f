// The issue-codes command: the table of issue codes (docs/issue-codes.md).

#include "../support.hpp"

#include <boost/describe/enumerators.hpp>
#include <boost/mp11/algorithm.hpp>

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(cli_issue_codes)

// Rule: issue-codes prints a Markdown table with a row per issue code, in
// the order of the enum, each with an anchor of the code's name and what
// issue.hpp says the code means.
BOOST_AUTO_TEST_CASE(issue_codes_prints_a_row_per_code_with_its_anchor_and_meaning)
{
    auto const r = run({"issue-codes"});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.err == "");
    BOOST_TEST(r.out.starts_with("# Issue codes\n\n"));
    auto const header = r.out.find("\n| code | meaning |\n|---|---|\n");
    BOOST_TEST_REQUIRE(header != std::string::npos);
    auto at = header + std::string_view("\n| code | meaning |\n|---|---|\n").size();
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<es::issue_code>>([&](auto e) {
        auto const row = "| <a id=\"" + std::string(e.name) + "\"></a>`" + e.name + "` | " +
                         std::string(es::meaning(e.value)) + " |\n";
        BOOST_TEST(r.out.compare(at, row.size(), row) == 0, "the row of " << e.name);
        at += row.size();
    });
    BOOST_TEST(at == r.out.size(), "no row but the codes'");
}

BOOST_AUTO_TEST_SUITE_END()
