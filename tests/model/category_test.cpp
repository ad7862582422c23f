// The category of each C++ type the model uses: the one tag every operation
// (decoding, encoding, JSON Schema, the field list, ...) chooses its
// overload by.

#include "../support.hpp"

#include <explorer_schema/model.hpp>
#include <explorer_schema/model/category.hpp>

#include <boost/container/static_vector.hpp>

#include <array>
#include <map>
#include <variant>

namespace es = explorer_schema;
namespace json = boost::json;
using namespace test_support;

namespace category_model {
struct with_kind {
    es::literal<"a"> kind;
    int a = 0;
};
BOOST_DESCRIBE_STRUCT(with_kind, (), (kind, a))
struct other_kind {
    es::literal<"b"> kind;
    bool b = false;
};
BOOST_DESCRIBE_STRUCT(other_kind, (), (kind, b))

/// Whether the category of `T` is `C`.
template <class T, class C>
constexpr bool is_of = std::same_as<es::category_t<T>, C>;

/// Whether `C` derives from `any` alone of the forms and the wrapper.
template <class C>
constexpr bool formless = std::derived_from<C, es::category::any> && !std::derived_from<C, es::category::string_form> &&
                          !std::derived_from<C, es::category::array_form> &&
                          !std::derived_from<C, es::category::object_form> && !std::derived_from<C, es::category::wrapper>;
} // namespace category_model

BOOST_AUTO_TEST_SUITE(category)

// Rule: a type's category says what it is: a described struct or enum, a
// checked string, a literal, a string, a boolean, an integer (of any width,
// const or not), a floating number; a wrapper of null, absence, a quoted
// integer or a secret; a sequence of any length, of at most N or of exactly
// N; a map of any keys; free JSON; a variant of described structs told
// apart by a literal member they share or by their keys, or of types of
// different JSON kinds.
BOOST_AUTO_TEST_CASE(each_kind_of_model_type_has_its_category)
{
    using category_model::is_of;
    namespace c = es::category;
    BOOST_TEST((is_of<es::transaction, c::described_struct>));
    BOOST_TEST((is_of<es::transaction_type, c::described_enum>));
    BOOST_TEST((is_of<es::address_hash, c::vocabulary>));
    BOOST_TEST((is_of<es::literal<"token">, c::literal>));
    BOOST_TEST((is_of<std::string, c::string>));
    BOOST_TEST((is_of<bool, c::boolean>));
    BOOST_TEST((is_of<std::uint64_t, c::integer>));
    BOOST_TEST((is_of<int const, c::integer>));
    BOOST_TEST((is_of<double, c::floating>));
    BOOST_TEST((is_of<std::optional<std::string>, c::optional>));
    BOOST_TEST((is_of<es::omittable<bool>, c::omittable>));
    BOOST_TEST((is_of<es::quoted_until<std::uint64_t, es::version{6, 8, 1}>, c::quoted_integer>));
    BOOST_TEST((is_of<es::secret<std::string>, c::secret>));
    BOOST_TEST((is_of<std::vector<es::transaction>, c::sequence>));
    BOOST_TEST((is_of<boost::container::static_vector<int, 3>, c::bounded_sequence>));
    BOOST_TEST((is_of<std::array<double, 2>, c::fixed_array>));
    BOOST_TEST((is_of<std::map<std::string, int>, c::string_map>));
    BOOST_TEST((is_of<es::extra_members, c::extra_members>));
    BOOST_TEST((is_of<es::json_object, c::free_object>));
    BOOST_TEST((is_of<json::object, c::free_object>));
    BOOST_TEST((is_of<es::json_value, c::raw_json>));
    BOOST_TEST((is_of<json::value, c::raw_json>));
    BOOST_TEST((is_of<std::variant<category_model::with_kind, category_model::other_kind>, c::tagged_variant>));
    BOOST_TEST((is_of<es::blockscout::transfer_total, c::untagged_variant>));
    BOOST_TEST((is_of<std::variant<es::integer_string, std::uint64_t>, c::kind_variant>));
}

// Rule: each category derives from the JSON form it is written in (a
// string, an array, an object), or is a wrapper of another type, or has
// neither; all derive from `any`: an operation names only the categories it
// treats apart.
BOOST_AUTO_TEST_CASE(each_category_derives_from_the_json_form_it_shares)
{
    namespace c = es::category;
    BOOST_TEST((std::derived_from<c::described_enum, c::string_form>));
    BOOST_TEST((std::derived_from<c::vocabulary, c::string_form>));
    BOOST_TEST((std::derived_from<c::literal, c::string_form>));
    BOOST_TEST((std::derived_from<c::string, c::string_form>));
    BOOST_TEST((std::derived_from<c::sequence, c::array_form>));
    BOOST_TEST((std::derived_from<c::bounded_sequence, c::array_form>));
    BOOST_TEST((std::derived_from<c::fixed_array, c::array_form>));
    BOOST_TEST((std::derived_from<c::described_struct, c::object_form>));
    BOOST_TEST((std::derived_from<c::string_map, c::object_form>));
    BOOST_TEST((std::derived_from<c::extra_members, c::free_object>));
    BOOST_TEST((std::derived_from<c::free_object, c::object_form>));
    BOOST_TEST((std::derived_from<c::tagged_variant, c::variant>));
    BOOST_TEST((std::derived_from<c::untagged_variant, c::variant>));
    BOOST_TEST((std::derived_from<c::variant, c::object_form>));
    BOOST_TEST((std::derived_from<c::optional, c::wrapper>));
    BOOST_TEST((std::derived_from<c::omittable, c::wrapper>));
    BOOST_TEST((std::derived_from<c::quoted_integer, c::wrapper>));
    BOOST_TEST((std::derived_from<c::secret, c::wrapper>));
    // A boolean, a number, any JSON value, a value whose kind chooses its
    // type: no form of their own, and no wrapper.
    BOOST_TEST(category_model::formless<c::boolean>);
    BOOST_TEST(category_model::formless<c::integer>);
    BOOST_TEST(category_model::formless<c::floating>);
    BOOST_TEST(category_model::formless<c::raw_json>);
    BOOST_TEST(category_model::formless<c::kind_variant>);
}

BOOST_AUTO_TEST_SUITE_END()
