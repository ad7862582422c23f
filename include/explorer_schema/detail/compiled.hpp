#ifndef EXPLORER_SCHEMA_DETAIL_COMPILED_HPP
#define EXPLORER_SCHEMA_DETAIL_COMPILED_HPP

// What the static library of the CMake target explorer_schema::compiled
// holds: decode, parse, identify, validate (and the engine's own reading of
// text, which the tests hold the direct decoder to), json_schema and the
// fuzzing API's generate and for_each_mutation for every response type of
// the registry (every_response, endpoints.hpp); and what each of these, the
// encoder and the field list of contract_diff.hpp do with each described
// struct the responses hold (detail::struct_operations), once however many
// responses hold it.
//
// The build lists them: a program compiled from src/list_compiled.cpp
// walks the registry's types and writes, into the build tree, the library's
// objects and <explorer_schema/detail/compiled_declarations.hpp>, one line per
// response and per struct, installed with the library. Linking the library
// defines EXPLORER_SCHEMA_COMPILED; a translation unit then sees each of
// these instantiations declared `extern template` as soon as it has both
// the registry and the header of the operation (at the end of whichever of
// the two it includes second), and compiles none of them.
//
// The lines name each type by where the walk met it (type_at below), not
// by its spelling: the compilers spell a class-type template argument
// (fixed_string) differently, clang in a form that does not compile, and
// a name by place costs no list of every struct (mp_unique over every
// response, about 1.75 s of each translation unit).

#include <explorer_schema/model/category.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <cstddef>

namespace explorer_schema::detail {

/// The types a `T` holds directly, in the order structs_in walks them: a
/// struct's members, an optional's or an array's element, a map's value, a
/// variant's alternatives; the types of a list (every_response).
template <class T, class C = category_t<T>>
struct held_types {
    using type = boost::mp11::mp_list<>;
};
template <class T, class C>
    requires std::derived_from<C, category::wrapper> || std::derived_from<C, category::array_form>
struct held_types<T, C> {
    using type = boost::mp11::mp_list<typename T::value_type>;
};
template <class T>
struct held_types<T, category::string_map> {
    using type = boost::mp11::mp_list<typename T::mapped_type>;
};
template <class T, variant_category C>
struct held_types<T, C> {
    using type = boost::mp11::mp_rename<T, boost::mp11::mp_list>;
};
template <class T>
struct held_types<T, category::described_struct> {
    using type = boost::mp11::mp_transform<member_type, members_of<T>>;
};
template <class T>
struct held_types_of {
    using type = typename held_types<T>::type;
};
template <class... Ts>
struct held_types_of<boost::mp11::mp_list<Ts...>> {
    using type = boost::mp11::mp_list<Ts...>;
};
template <class T>
using held_types_t = typename held_types_of<T>::type;

template <class T, std::size_t... Path>
struct type_at_path {
    using type = T;
};
template <class T, std::size_t I, std::size_t... Rest>
struct type_at_path<T, I, Rest...> {
    using type = typename type_at_path<boost::mp11::mp_at_c<held_types_t<T>, I>, Rest...>::type;
};

/// The type reached from `T` by `Path`, each step an index into the types
/// held_types gives: type_at<every_response, 3, 0> is the fourth
/// response's first member's type.
template <class T, std::size_t... Path>
using type_at = typename type_at_path<T, Path...>::type;

} // namespace explorer_schema::detail

#endif
