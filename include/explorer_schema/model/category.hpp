#ifndef EXPLORER_SCHEMA_MODEL_CATEGORY_HPP
#define EXPLORER_SCHEMA_MODEL_CATEGORY_HPP

// The one classifier: what each C++ type the model may hold is to JSON.
// Every operation on the model (decoding, encoding, JSON Schema, the field
// reference, the contract diff, the release history) is written per
// category, by overload on the tags below, and reaches a type only through
// category_t. A new kind of member type is a tag and a specialisation here,
// then an overload in each operation; the compiler names each one missing.

#include <explorer_schema/model/members.hpp>
#include <explorer_schema/model/releases.hpp>
#include <explorer_schema/model/vocabulary.hpp>

#include <boost/container/container_fwd.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/describe/members.hpp>
#include <boost/json/fwd.hpp>
#include <boost/mp11/algorithm.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace explorer_schema {

/// The categories of model types, one tag each. A tag derives from the JSON
/// form its values take where categories share one, so that an operation
/// may treat every string-like type, array or object alike and single out
/// the categories that differ; every tag derives from `any`, so that an
/// overload on `any` is what an operation does for the categories it does
/// not name (the nearest base wins overload resolution).
namespace category {
struct any {};
struct string_form : any {}; ///< written as a JSON string
struct array_form : any {};  ///< written as a JSON array
struct object_form : any {}; ///< written as a JSON object
struct wrapper : any {};     ///< a value_type, with a rule of its own (null, absence, secrecy)

struct described_struct : object_form {}; ///< a struct with BOOST_DESCRIBE_STRUCT: a key per member
struct described_enum : string_form {};   ///< an enum with BOOST_DESCRIBE_ENUM: one of its enumerators' names
struct vocabulary : string_form {};       ///< a checked_string: a string of a checked shape (hashes, amounts, ...)
struct literal : string_form {};          ///< literal<"x">: the string "x" and nothing else
struct string : string_form {};           ///< std::string: any string
struct boolean : any {};                  ///< bool
struct integer : any {};                  ///< any integral type but bool: a number without fraction or exponent
struct floating : any {};                 ///< float, double: any number
struct optional : wrapper {};             ///< std::optional<T>: null or a T
struct omittable : wrapper {};            ///< omittable<T>: a T, or absent from its object
struct quoted_integer : wrapper {};       ///< quoted_until<I, tag>: an I, or a string of its digits up to the tag
struct secret : wrapper {};               ///< secret<T>: a T never printed or quoted
struct sequence : array_form {};          ///< std::vector<T>: an array of any length
struct bounded_sequence : array_form {};  ///< static_vector<T, N>: an array of at most N
struct fixed_array : array_form {};       ///< std::array<T, N>: an array of exactly N
struct string_map : object_form {};       ///< std::map<std::string, T>: an object of any keys, each a T
struct free_object : object_form {};      ///< json_object, boost::json::object: any object
struct extra_members : free_object {};    ///< extra_members: the other keys of its object, as JSON
struct raw_json : any {};                 ///< json_value, boost::json::value: any JSON value
struct variant : object_form {};          ///< a std::variant of described structs
struct tagged_variant : variant {};       ///< told apart by a literal member they share
struct untagged_variant : variant {};     ///< told apart by their keys
struct kind_variant : any {};             ///< a std::variant of types of different JSON kinds: the value's kind chooses
} // namespace category

namespace detail {
template <class Derived, std::size_t FixedLength>
void is_checked_string(checked_string<Derived, FixedLength> const&);
} // namespace detail

/// A vocabulary type: one that derives from checked_string<itself, ...>.
template <class T>
concept vocabulary = requires(T const& t) { detail::is_checked_string<T>(t); };

/// An enum described with BOOST_DESCRIBE_ENUM.
template <class T>
concept described_enum = std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value;

/// A struct described with BOOST_DESCRIBE_STRUCT (or _CLASS).
template <class T>
concept described_struct = std::is_class_v<T> && boost::describe::has_describe_members<T>::value;

/// Every public member of a described struct, those of bases first, as
/// Boost.Describe descriptors.
template <class T>
using members_of =
    boost::describe::describe_members<T, boost::describe::mod_public | boost::describe::mod_inherited>;

namespace detail {
template <class Pointer>
struct pointee;
template <class M, class C>
struct pointee<M C::*> {
    using type = M;
};
} // namespace detail

/// The type of the member a Boost.Describe descriptor `D` describes.
template <class D>
using member_type = typename detail::pointee<std::remove_cv_t<decltype(D::pointer)>>::type;

namespace detail {

template <class T>
concept integer = std::integral<T> && !std::same_as<T, bool>;

template <class T>
inline constexpr bool is_literal_v = false;
template <fixed_string S>
inline constexpr bool is_literal_v<literal<S>> = true;

/// Name of the member of `T` that is a literal; empty when there is none.
template <class T>
constexpr std::string_view literal_member_name()
{
    std::string_view name;
    boost::mp11::mp_for_each<members_of<T>>([&](auto d) {
        if constexpr (is_literal_v<member_type<decltype(d)>>)
            name = d.name;
    });
    return name;
}

/// The type tag an alternative of a tagged variant stands for; empty for
/// the alternative that takes every other tag.
template <class T>
constexpr std::string_view literal_member_value()
{
    std::string_view value;
    boost::mp11::mp_for_each<members_of<T>>([&](auto d) {
        if constexpr (is_literal_v<member_type<decltype(d)>>)
            value = member_type<decltype(d)>::value;
    });
    return value;
}

template <class T>
inline constexpr bool always_false = false;

} // namespace detail

/// The category of `T`. A type the model does not know stops the build here,
/// whichever operation asked.
template <class T>
struct category_of {
    static_assert(detail::always_false<T>,
                  "explorer_schema: this C++ type is not a model type; give it a category in "
                  "<explorer_schema/model/category.hpp> (category_of) and an overload in each operation");
    using type = category::any; // so that the message above is the only one
};

template <class T>
    requires described_struct<T>
struct category_of<T> {
    using type = category::described_struct;
};
template <class T>
    requires described_enum<T>
struct category_of<T> {
    using type = category::described_enum;
};
template <class T>
    requires vocabulary<T>
struct category_of<T> {
    using type = category::vocabulary;
};
template <fixed_string S>
struct category_of<literal<S>> {
    using type = category::literal;
};
template <>
struct category_of<std::string> {
    using type = category::string;
};
template <>
struct category_of<bool> {
    using type = category::boolean;
};
template <class T>
    requires detail::integer<T>
struct category_of<T> {
    using type = category::integer;
};
template <std::floating_point T>
struct category_of<T> {
    using type = category::floating;
};
template <class T>
struct category_of<std::optional<T>> {
    using type = category::optional;
};
template <class T>
struct category_of<omittable<T>> {
    using type = category::omittable;
};
template <class I, version Last>
struct category_of<quoted_until<I, Last>> {
    using type = category::quoted_integer;
};
template <class T>
struct category_of<secret<T>> {
    using type = category::secret;
};
template <class T, class A>
struct category_of<std::vector<T, A>> {
    using type = category::sequence;
};
template <class T, std::size_t N, class O>
struct category_of<boost::container::static_vector<T, N, O>> {
    using type = category::bounded_sequence;
};
template <class T, std::size_t N>
struct category_of<std::array<T, N>> {
    using type = category::fixed_array;
};
template <class T, class C, class A>
struct category_of<std::map<std::string, T, C, A>> {
    using type = category::string_map;
};
template <>
struct category_of<extra_members> {
    using type = category::extra_members;
};
template <>
struct category_of<boost::json::object> {
    using type = category::free_object;
};
template <>
struct category_of<boost::json::value> {
    using type = category::raw_json;
};
template <>
struct category_of<json_object> {
    using type = category::free_object;
};
template <>
struct category_of<json_value> {
    using type = category::raw_json;
};
template <class First, class... Rest>
    requires(described_struct<First> && ... && described_struct<Rest>)
struct category_of<std::variant<First, Rest...>> {
    using type = std::conditional_t<detail::literal_member_name<First>().empty(), category::untagged_variant,
                                    category::tagged_variant>;
};

namespace detail {

/// The JSON kinds a value of a type of category `C` takes, as a set of bits
/// (one per kind_bits): what a kind_variant's alternatives must not share.
enum kind_bits : unsigned { kind_boolean = 1, kind_number = 2, kind_string = 4, kind_object = 8, kind_array = 16 };

template <class C>
constexpr unsigned kinds_of_category() noexcept
{
    if constexpr (std::same_as<C, category::boolean>)
        return kind_boolean;
    else if constexpr (std::same_as<C, category::integer> || std::same_as<C, category::floating>)
        return kind_number;
    else if constexpr (std::same_as<C, category::quoted_integer>)
        return kind_number | kind_string;
    else if constexpr (std::derived_from<C, category::string_form>)
        return kind_string;
    else if constexpr (std::derived_from<C, category::object_form>)
        return kind_object;
    else if constexpr (std::derived_from<C, category::array_form>)
        return kind_array;
    else
        return 0; // null, absence, secrecy or any value: no alternative's
}

} // namespace detail

/// A variant of alternatives each of which takes JSON values of its own
/// kinds (a number, a string, an object, ...), none of them null: a price
/// given as a number or as an object. Its nullable form is
/// std::optional<std::variant<...>>.
template <class First, class... Rest>
    requires(!(described_struct<First> && ... && described_struct<Rest>))
struct category_of<std::variant<First, Rest...>> {
    static constexpr unsigned kinds[]{detail::kinds_of_category<typename category_of<First>::type>(),
                                      detail::kinds_of_category<typename category_of<Rest>::type>()...};
    static constexpr bool disjoint = [] {
        unsigned seen = 0;
        for (unsigned k : kinds) {
            if (k == 0 || (seen & k) != 0)
                return false;
            seen |= k;
        }
        return true;
    }();
    static_assert(disjoint, "explorer_schema: the alternatives of a variant that is not one of described structs "
                            "must each take JSON values of other kinds (a number, a string, an object, an array, "
                            "a boolean), and none null");
    using type = category::kind_variant;
};

/// The category tag of `T`.
template <class T>
using category_t = typename category_of<std::remove_cv_t<T>>::type;

/// Whether `T` is of category `C`.
template <class T, class C>
concept of_category = std::same_as<category_t<T>, C>;

/// Whether `C` is the category of a std::variant: told apart by a tag, by
/// keys or by the kind of the value.
template <class C>
concept variant_category = std::derived_from<C, category::variant> || std::same_as<C, category::kind_variant>;

namespace detail {

template <class Seen, class T>
using with_if_new =
    boost::mp11::mp_if<boost::mp11::mp_set_contains<Seen, T>, Seen, boost::mp11::mp_push_back<Seen, T>>;

/// The types of the list `L`, each once (the first time it comes), in an
/// mp_list: as mp_unique, but as a fold, which mp11 unrolls ten types at a
/// time, where mp_unique recurses once per type and passes the compilers'
/// limit on the registry's hundreds of types. Each type is looked up in the
/// set of those before it (a class that inherits from each), not compared
/// with each of them.
template <class L>
using unique_types = boost::mp11::mp_fold<boost::mp11::mp_rename<L, boost::mp11::mp_list>, boost::mp11::mp_list<>,
                                          with_if_new>;

/// The described structs a `T` holds, itself first, then depth first.
template <class T, class C = category_t<T>>
struct structs_in {
    using type = boost::mp11::mp_list<>;
};
template <class T>
using structs_in_t = typename structs_in<T>::type;
/// The structs_in of each type of the list `L`, one after another, each
/// once (the first time it comes): a struct many members hold (an address)
/// is listed once at every level, so that the list stays as long as the
/// structs are many, not as their paths.
template <class L>
using structs_in_each = unique_types<
    boost::mp11::mp_flatten<boost::mp11::mp_transform<structs_in_t, boost::mp11::mp_rename<L, boost::mp11::mp_list>>>>;

template <class T, class C>
    requires std::derived_from<C, category::wrapper> || std::derived_from<C, category::array_form>
struct structs_in<T, C> {
    using type = structs_in_t<typename T::value_type>;
};
template <class T>
struct structs_in<T, category::string_map> {
    using type = structs_in_t<typename T::mapped_type>;
};
template <class T, variant_category C>
struct structs_in<T, C> {
    using type = structs_in_each<T>;
};
template <class T>
struct structs_in<T, category::described_struct> {
    using type = unique_types<
        boost::mp11::mp_push_front<structs_in_each<boost::mp11::mp_transform<member_type, members_of<T>>>, T>>;
};

} // namespace detail

/// Types of this library that print as JSON and that Boost.JSON converts
/// through it (hooks.hpp).
template <class T>
concept model_type = described_struct<T> || described_enum<T> || vocabulary<T> ||
                     of_category<T, category::secret> || of_category<T, category::literal>;

} // namespace explorer_schema

#endif
