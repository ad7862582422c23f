// <explorer_schema/operations/contract_diff.hpp>: the field list of a
// response, and the fields two contracts describe differently.

#include "../support.hpp"

#include <explorer_schema/operations/contract_diff.hpp>

namespace es = explorer_schema;
using namespace test_support;

namespace contract_diff_model {

struct inner {
    int n = 0;
};
BOOST_DESCRIBE_STRUCT(inner, (), (n))

struct left_side {
    int a = 0;
    std::string b;
    inner c;
};
BOOST_DESCRIBE_STRUCT(left_side, (), (a, b, c))

struct right_side {
    std::optional<int> a;
    inner c;
    es::omittable<bool> d;
};
BOOST_DESCRIBE_STRUCT(right_side, (), (a, c, d))

} // namespace contract_diff_model

BOOST_AUTO_TEST_SUITE(contract_diff)

namespace model = contract_diff_model;

/// "path: description", one per field.
template <class T>
std::vector<std::string> fields_of()
{
    std::vector<std::string> out;
    for (auto const& f : es::contract_fields<T>())
        out.push_back(f.path + ": " + f.description);
    return out;
}

// Rule: the field list is the document, then each member at its JSON
// Pointer in declaration order, the fields of an object right after it;
// each field says what it may hold.
BOOST_AUTO_TEST_CASE(fields_are_listed_in_declaration_order_an_objects_fields_after_it)
{
    BOOST_TEST(fields_of<model::left_side>() ==
                   (std::vector<std::string>{": an object", "/a: an integer", "/b: a string", "/c: an object",
                                             "/c/n: an integer"}),
               boost::test_tools::per_element());
    BOOST_TEST(fields_of<model::right_side>() ==
                   (std::vector<std::string>{": an object", "/a: an integer or null", "/c: an object",
                                             "/c/n: an integer", "/d: a boolean, or absent"}),
               boost::test_tools::per_element());
}

// Rule: the differences are the fields described differently or present on
// one side only, in the order of the left side's fields, then the fields
// only the right side has; a field described alike is not one.
BOOST_AUTO_TEST_CASE(the_differences_follow_the_left_side_then_the_right)
{
    auto const d = es::compare_fields<model::left_side, model::right_side>();
    BOOST_TEST(d == (std::vector<es::field_difference>{{"/a", "an integer", "an integer or null"},
                                                        {"/b", "a string", std::nullopt},
                                                        {"/d", std::nullopt, "a boolean, or absent"}}),
               boost::test_tools::per_element());
    BOOST_TEST((es::compare_fields<model::left_side, model::left_side>().empty()));
}

// Rule: a difference prints as `path: left | right`, `(no such field)` for
// the side without it and `(document)` for the document's own path.
BOOST_AUTO_TEST_CASE(a_difference_prints_both_sides)
{
    std::ostringstream os;
    os << es::field_difference{"/b", "a string", std::nullopt} << '\n'
       << es::field_difference{"", std::nullopt, "an array"};
    BOOST_TEST(os.str() == "/b: a string | (no such field)\n(document): (no such field) | an array");
}

BOOST_AUTO_TEST_SUITE_END()
