#ifndef EXPLORER_SCHEMA_DETAIL_TRAITS_HPP
#define EXPLORER_SCHEMA_DETAIL_TRAITS_HPP

#include <explorer_schema/category.hpp>
#include <explorer_schema/releases.hpp>

#include <boost/mp11/algorithm.hpp>

#include <cstddef>
#include <span>
#include <variant>

namespace explorer_schema::detail {

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

} // namespace explorer_schema::detail

#endif
