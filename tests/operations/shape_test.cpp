// A body's shape: what identify reads of it once to rank the response
// types it may be.

#include "../support.hpp"

#include <explorer_schema/operations/shape.hpp>

namespace es = explorer_schema;
using namespace test_support;

BOOST_AUTO_TEST_SUITE(shape)

// Rule: a body's shape is its top value's kind, its keys, and the keys of
// its first item (the top array's first element, or the first of the top
// object's "items"), when that item is an object; at most 64 of each, each
// cut after 65 bytes; of text that is not JSON, what precedes the fault.
BOOST_AUTO_TEST_CASE(a_shape_is_the_top_kind_its_keys_and_the_first_items_keys)
{
    auto const page = es::shape_of(R"({"items": [{"a": 1, "b": [{"c": 2}]}, {"d": 3}], "next_page_params": null})");
    BOOST_TEST(page.kind == es::detail::kind_object);
    BOOST_TEST(page.json);
    BOOST_TEST((page.keys == std::vector<std::string>{"items", "next_page_params"}));
    BOOST_TEST((page.item_keys == std::vector<std::string>{"a", "b"}));
    auto const list = es::shape_of(R"([{"hash": "0x", "x": {"y": 1}}, {"z": 1}])");
    BOOST_TEST(list.kind == es::detail::kind_array);
    BOOST_TEST(list.keys.empty());
    BOOST_TEST((list.item_keys == std::vector<std::string>{"hash", "x"}));
    BOOST_TEST(es::shape_of(R"([1, {"x": 1}])").item_keys.empty());
    BOOST_TEST(es::shape_of(R"({"items": 5, "b": {"items": [{"q": 1}]}})").item_keys.empty());
    BOOST_TEST(es::shape_of("null").kind == es::detail::kind_null);
    std::string many = "{";
    for (int k = 0; k < 100; ++k)
        many += "\"" + std::string(k == 0 ? 200 : 1, 'k') + std::to_string(k) + "\":0,";
    many.back() = '}';
    auto const wide = es::shape_of(many);
    BOOST_TEST(wide.keys.size() == 64u);
    BOOST_TEST(wide.keys[0] == std::string(65, 'k'));
    auto const cut = es::shape_of(R"({"items": [{"a": 1, "b":)");
    BOOST_TEST(!cut.json);
    BOOST_TEST((cut.item_keys == std::vector<std::string>{"a", "b"}));
}

BOOST_AUTO_TEST_SUITE_END()
