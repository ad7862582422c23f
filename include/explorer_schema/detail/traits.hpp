#ifndef EXPLORER_SCHEMA_DETAIL_TRAITS_HPP
#define EXPLORER_SCHEMA_DETAIL_TRAITS_HPP

#include <explorer_schema/members.hpp>
#include <explorer_schema/releases.hpp>
#include <explorer_schema/vocabulary.hpp>

#include <boost/container/static_vector.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/describe/members.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <array>
#include <concepts>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace explorer_schema::detail {

template <class T, template <class...> class Template>
inline constexpr bool is_specialization_v = false;
template <template <class...> class Template, class... Args>
inline constexpr bool is_specialization_v<Template<Args...>, Template> = true;

template <class T>
inline constexpr bool is_optional_v = is_specialization_v<T, std::optional>;
template <class T>
inline constexpr bool is_omittable_v = is_specialization_v<T, omittable>;
template <class T>
inline constexpr bool is_secret_v = is_specialization_v<T, secret>;
template <class T>
inline constexpr bool is_vector_v = is_specialization_v<T, std::vector>;
template <class T>
inline constexpr bool is_variant_v = is_specialization_v<T, std::variant>;

template <class T>
inline constexpr bool is_string_map_v = false;
template <class V>
inline constexpr bool is_string_map_v<std::map<std::string, V>> = true;

template <class T>
inline constexpr bool is_std_array_v = false;
template <class T, std::size_t N>
inline constexpr bool is_std_array_v<std::array<T, N>> = true;

/// An array of at most N elements.
template <class T>
inline constexpr bool is_static_vector_v = false;
template <class T, std::size_t N>
inline constexpr bool is_static_vector_v<boost::container::static_vector<T, N>> = true;

/// Any JSON array of the model.
template <class T>
inline constexpr bool is_array_v = is_vector_v<T> || is_std_array_v<T> || is_static_vector_v<T>;

template <class T>
inline constexpr bool is_literal_v = false;
template <fixed_string S>
inline constexpr bool is_literal_v<literal<S>> = true;

template <class Derived, std::size_t FixedLength>
void is_checked_string(checked_string<Derived, FixedLength> const&);

/// A vocabulary type: one that derives from checked_string<itself, ...>.
template <class T>
concept vocabulary = requires(T const& t) { is_checked_string<T>(t); };

template <class T>
concept described_enum = std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value;

template <class T>
concept described_struct =
    std::is_class_v<T> && boost::describe::has_describe_members<T>::value;

template <class T>
concept integer = std::integral<T> && !std::same_as<T, bool>;

/// Every public member, those of bases first.
template <class T>
using members_of = boost::describe::describe_members<
    T, boost::describe::mod_public | boost::describe::mod_inherited>;

template <class Pointer>
struct pointee;
template <class M, class C>
struct pointee<M C::*> {
    using type = M;
};

/// The type of the member a Boost.Describe descriptor `D` describes.
template <class D>
using member_type = typename pointee<std::remove_cv_t<decltype(D::pointer)>>::type;

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

/// The type tag an alternative of a discriminated variant stands for.
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

/// Index of the alternative that takes tags no other alternative takes (its
/// discriminator member is a plain string); the variant's size when none.
template <class Variant>
constexpr std::size_t fallback_alternative()
{
    constexpr auto n = std::variant_size_v<Variant>;
    std::size_t found = n;
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<n>>([&](auto i) {
        if (literal_member_value<std::variant_alternative_t<i, Variant>>().empty())
            found = i;
    });
    return found;
}

/// When each key of `T` is sent (see key_history); every key by every
/// release by default.
template <class T>
constexpr std::span<key_history const> release_history_of() noexcept
{
    if constexpr (requires(T const* t) { release_history(t); })
        return release_history(static_cast<T const*>(nullptr));
    else
        return {};
}

/// The members of `T` that only one chain type sends (see chain_member).
template <class T>
constexpr std::span<chain_member const> chain_members_of() noexcept
{
    if constexpr (requires(T const* t) { chain_members(t); })
        return chain_members(static_cast<T const*>(nullptr));
    else
        return {};
}

/// How an issue message names what a `T` must be.
template <class T>
std::string expected_name()
{
    if constexpr (is_optional_v<T>)
        return expected_name<typename T::value_type>() + " or null";
    else if constexpr (is_omittable_v<T>) // may be absent, not null
        return expected_name<typename T::value_type>();
    else if constexpr (is_secret_v<T>)
        return expected_name<std::remove_cvref_t<decltype(std::declval<T>().reveal())>>();
    else if constexpr (std::same_as<T, boost::json::value>)
        return "any JSON value";
    else if constexpr (std::same_as<T, std::string>)
        return "a string";
    else if constexpr (std::same_as<T, bool>)
        return "a boolean";
    else if constexpr (integer<T>)
        return "an integer";
    else if constexpr (std::floating_point<T>)
        return "a number";
    else if constexpr (vocabulary<T>)
        return std::string(T::name);
    else if constexpr (described_enum<T> || is_literal_v<T>)
        return "a string";
    else if constexpr (is_array_v<T>)
        return "an array";
    else
        return "an object";
}

} // namespace explorer_schema::detail

#endif
