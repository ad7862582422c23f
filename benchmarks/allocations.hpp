#ifndef EXPLORER_SCHEMA_BENCHMARKS_ALLOCATIONS_HPP
#define EXPLORER_SCHEMA_BENCHMARKS_ALLOCATIONS_HPP

// Counts the heap allocations of the program (operator new is replaced in
// allocations.cpp), and the allocations a decoded model owns: one per string
// beyond the small-string buffer, and one per growth step of each vector.

#include <explorer_schema/explorer_schema.hpp>

#include <cstddef>

namespace allocations {

/// Allocations made so far by this program.
std::size_t count() noexcept;

namespace category = explorer_schema::category;
using explorer_schema::category_t;

template <class T>
std::size_t owned_by(T const& x);

// The allocations of a vector filled one element at a time.
inline std::size_t growth_steps(std::size_t size)
{
    std::size_t steps = 0;
    for (std::size_t capacity = 0; capacity < size; capacity = capacity ? capacity * 2 : 1)
        ++steps;
    return steps;
}

inline std::size_t owned_by_json(boost::json::value const& v)
{
    std::size_t n = 0;
    if (auto const* s = v.if_string())
        n += s->size() > boost::json::string().capacity();
    else if (auto const* a = v.if_array()) {
        n += !a->empty();
        for (auto const& e : *a)
            n += owned_by_json(e);
    } else if (auto const* o = v.if_object()) {
        n += !o->empty() + o->size(); // the table, and each key
        for (auto const& kv : *o)
            n += owned_by_json(kv.value());
    }
    return n;
}

// The blocks a value of each category owns; none by default.

template <class T>
std::size_t owned_by(T const& x);

constexpr std::size_t small_string = 15; // libstdc++'s buffer

template <class T>
std::size_t owned_by(category::any, T const&)
{
    return 0;
}
template <class T, class C>
    requires std::same_as<C, category::optional> || std::same_as<C, category::omittable>
std::size_t owned_by(C, T const& x)
{
    return x ? owned_by(*x) : 0;
}
template <class T>
std::size_t owned_by(category::string, T const& x)
{
    return x.size() > small_string;
}
template <class T>
std::size_t owned_by(category::vocabulary, T const& x)
{
    return x.str().size() > T::inline_length;
}
template <class T>
std::size_t owned_by(category::raw_json, T const& x)
{
    return owned_by_json(x);
}
template <class T>
std::size_t owned_by(category::free_object, T const& x)
{
    return owned_by_json(boost::json::value(x));
}
template <class T>
std::size_t owned_by(category::array_form, T const& x)
{
    std::size_t n = 0;
    for (auto const& e : x)
        n += owned_by(e);
    return n;
}
template <class T>
std::size_t owned_by(category::sequence, T const& x)
{
    return growth_steps(x.size()) + owned_by(category::array_form{}, x);
}
template <class T>
std::size_t owned_by(category::described_struct, T const& x)
{
    std::size_t n = 0;
    boost::mp11::mp_for_each<explorer_schema::members_of<T>>([&](auto d) { n += owned_by(x.*d.pointer); });
    return n;
}

template <class T>
std::size_t owned_by(T const& x)
{
    return owned_by(category_t<T>{}, x);
}

} // namespace allocations

#endif
