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

namespace detail = explorer_schema::detail;

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

template <class T>
std::size_t owned_by(T const& x)
{
    constexpr std::size_t small_string = 15; // libstdc++'s buffer
    if constexpr (detail::is_optional_v<T> || detail::is_omittable_v<T>)
        return x ? owned_by(*x) : 0;
    else if constexpr (std::same_as<T, std::string>)
        return x.size() > small_string;
    else if constexpr (detail::vocabulary<T>)
        return T::fixed_length == 0 && x.str().size() > small_string;
    else if constexpr (std::same_as<T, boost::json::value>)
        return owned_by_json(x);
    else if constexpr (std::same_as<T, boost::json::object> || std::same_as<T, explorer_schema::extra_members>)
        return owned_by_json(boost::json::value(x));
    else if constexpr (detail::is_vector_v<T>) {
        std::size_t n = growth_steps(x.size());
        for (auto const& e : x)
            n += owned_by(e);
        return n;
    } else if constexpr (detail::is_std_array_v<T>) {
        std::size_t n = 0;
        for (auto const& e : x)
            n += owned_by(e);
        return n;
    } else if constexpr (detail::described_struct<T>) {
        std::size_t n = 0;
        boost::mp11::mp_for_each<detail::members_of<T>>([&](auto d) { n += owned_by(x.*d.pointer); });
        return n;
    } else {
        return 0;
    }
}

} // namespace allocations

#endif
