// <explorer_schema/model/result.hpp>: what decoding a document or rendering
// a summary gives (a result), and what checking one gives (a verdict).

#include "../support.hpp"

#include <explorer_schema/model/result.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(result)

// Rule: a result, like a verdict, is ok when none of its issues is an
// error: warnings leave it ok, one error does not; its bool says the same.
BOOST_AUTO_TEST_CASE(a_result_is_ok_with_warnings_and_not_with_an_error)
{
    es::issue const warning{"/a", es::issue_code::unknown_member, es::severity::warning, "w"};
    es::issue const error{"/b", es::issue_code::wrong_type, es::severity::error, "e"};

    es::result<int> r;
    BOOST_TEST(r.ok());
    r.issues.push_back(warning);
    BOOST_TEST(r.ok());
    BOOST_TEST(static_cast<bool>(r));
    r.issues.push_back(error);
    BOOST_TEST(!r.ok());
    BOOST_TEST(!static_cast<bool>(r));

    es::verdict v;
    BOOST_TEST(v.ok());
    v.issues.push_back(warning);
    BOOST_TEST(static_cast<bool>(v));
    v.issues.push_back(error);
    BOOST_TEST(!v.ok());
    BOOST_TEST(!static_cast<bool>(v));
}

// Rule: nothing in a document of the spec's contract tells releases apart,
// so its result names every release, as a result made by hand does.
BOOST_AUTO_TEST_CASE(a_result_names_every_release_until_something_tells_them_apart)
{
    BOOST_TEST((es::result<int>{}.releases == es::release_set::all()));
    BOOST_TEST((es::verdict{}.releases == es::release_set::all()));
    auto const r = es::decode<es::main_page_transactions_response>(valid_main_page());
    BOOST_TEST_REQUIRE(r.ok());
    BOOST_TEST((r.releases == es::release_set::all()));
}

// Rule: when the input is wrong, the value holds what could be made, with
// the default value where the input was wrong.
BOOST_AUTO_TEST_CASE(a_value_with_an_error_keeps_what_could_be_made)
{
    auto const r = es::decode<es::fee>(json::parse(R"({"type": 3, "value": "21000"})"));
    BOOST_TEST(brief(r.issues) == std::vector<std::string>{"error wrong_type /type"});
    BOOST_TEST(!r.ok());
    BOOST_TEST((r.value.type == es::fee{}.type));
    BOOST_TEST_REQUIRE(r.value.value.has_value());
    BOOST_TEST(r.value.value->str() == "21000");
}

BOOST_AUTO_TEST_SUITE_END()
