#ifndef EXPLORER_SCHEMA_DETAIL_NAMES_HPP
#define EXPLORER_SCHEMA_DETAIL_NAMES_HPP

// How messages and field lists name what a model type holds.

#include <explorer_schema/model/category.hpp>

#include <boost/describe/enumerators.hpp>
#include <boost/mp11/algorithm.hpp>

#include <string>

namespace explorer_schema::detail {

// How an issue message names what a `T` must be.

template <class T>
std::string expected_name();

template <class T>
std::string expected_name(category::optional)
{
    // Appended in place: g++ 12 warns (-Warray-bounds, wrongly) of a
    // temporary's operator+ inlined here.
    auto name = expected_name<typename T::value_type>();
    name.append(" or null");
    return name;
}
template <class T>
std::string expected_name(category::omittable) // may be absent, not null
{
    return expected_name<typename T::value_type>();
}
template <class T>
std::string expected_name(category::quoted_integer)
{
    auto name = expected_name<typename T::value_type>();
    name.append(" (a string of its digits up to Blockscout ").append(T::quoted_by().newest()->name()).append(")");
    return name;
}
template <class T>
std::string expected_name(category::secret)
{
    return expected_name<typename T::value_type>();
}
template <class T>
std::string expected_name(category::raw_json)
{
    return "any JSON value";
}
template <class T>
std::string expected_name(category::vocabulary)
{
    return std::string(T::name);
}
template <class T>
std::string expected_name(category::boolean)
{
    return "a boolean";
}
template <class T>
std::string expected_name(category::integer)
{
    return "an integer";
}
template <class T>
std::string expected_name(category::floating)
{
    return "a number";
}
template <class T>
std::string expected_name(category::string_form)
{
    return "a string";
}
template <class T>
std::string expected_name(category::array_form)
{
    return "an array";
}
template <class T>
std::string expected_name(category::object_form)
{
    return "an object";
}

/// `name(a)` of each alternative `a` of the variant `T`, joined by " or ".
template <class T, class Name>
std::string alternatives_joined(Name name)
{
    std::string joined;
    boost::mp11::mp_for_each<boost::mp11::mp_rename<T, boost::mp11::mp_list>>(
        [&](auto a) { joined.append(joined.empty() ? "" : " or ").append(name(a)); });
    return joined;
}

template <class T>
std::string expected_name(category::kind_variant) // "a number or an object"
{
    return alternatives_joined<T>([](auto a) { return expected_name<decltype(a)>(); });
}

/// A type of no category, which has stopped the build already
/// (category_of): nothing more to say of it. Only category::any itself
/// takes this, so that a category without its own overload still fails.
template <class T, class C>
    requires std::same_as<C, category::any>
std::string expected_name(C)
{
    return {};
}

template <class T>
std::string expected_name()
{
    return expected_name<T>(category_t<T>{});
}

/// The names of the enumerators of `E`, separated by commas.
template <class E>
std::string const& enumerator_list()
{
    static std::string const list = [] {
        std::string s;
        boost::mp11::mp_for_each<boost::describe::describe_enumerators<E>>([&](auto d) {
            s += s.empty() ? "" : ", ";
            s += d.name;
        });
        return s;
    }();
    return list;
}

} // namespace explorer_schema::detail

#endif
