// <explorer_schema/model/free_form.hpp>: free-form JSON members.

#include "../support.hpp"

#include <explorer_schema/model/free_form.hpp>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(free_form)

// Free-form members hold their Boost.JSON value out of line: one never
// given a value reads as an empty object or null and equals one; a copy is
// deep; a move leaves nothing behind.
BOOST_AUTO_TEST_CASE(free_form_json_reads_copies_and_compares_as_the_value_it_holds)
{
    es::json_object const none;
    BOOST_TEST(none->empty());
    BOOST_TEST((none == es::json_object(json::object{})));
    BOOST_TEST((none == json::object{}));

    es::json_object a(json::object{{"k", 1}});
    auto b = a;
    (*b)["k"] = 2;
    BOOST_TEST(a->at("k") == json::value(1));
    BOOST_TEST(b->at("k") == json::value(2));
    BOOST_TEST(!(a == b));
    BOOST_TEST(!(a == none));

    auto moved = std::move(b);
    BOOST_TEST(moved->at("k") == json::value(2));
    BOOST_TEST((b == none)); // what a move leaves is specified

    es::json_value value;
    BOOST_TEST(value->is_null());
    BOOST_TEST((value == json::value(nullptr)));
    value = json::value("text");
    BOOST_TEST((value == json::value("text")));
    json::value const& read = value;
    BOOST_TEST(read.as_string() == "text");
}

BOOST_AUTO_TEST_SUITE_END()
