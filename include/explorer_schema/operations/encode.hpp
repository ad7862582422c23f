#ifndef EXPLORER_SCHEMA_OPERATIONS_ENCODE_HPP
#define EXPLORER_SCHEMA_OPERATIONS_ENCODE_HPP

#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/struct_operations.hpp>
#include <explorer_schema/operations/decode.hpp>
#include <explorer_schema/model/hooks.hpp>
#include <explorer_schema/operations/redact.hpp>

#include <boost/describe/enum_to_string.hpp>
#include <boost/json/value.hpp>
#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>
#include <boost/mp11/algorithm.hpp>

#include <cmath>
#include <cstdint>

namespace explorer_schema {

struct encode_options {
    /// Write secrets as secret<>::redacted instead of their value, and so
    /// the members of free-form JSON and of extra_members whose names are a
    /// credential's (is_secret_name, redact.hpp), at any depth.
    bool redact_secrets = false;

    /// The Blockscout release whose keys a struct with a release history is
    /// written with: members that release does not send are left out, and
    /// a member it sends under a former name is written under that name.
    /// The newest by default.
    release_index release = release_index::newest();
};

namespace detail {

// The JSON form of a value of each category.

template <class T>
boost::json::value encode_value(T const& x, encode_options const& options, boost::json::storage_ptr const& sp);

template <class T, class C>
    requires std::same_as<C, category::string> || std::same_as<C, category::boolean> ||
             std::same_as<C, category::integer>
boost::json::value encode_value(C, T const& x, encode_options const&, boost::json::storage_ptr const& sp)
{
    return boost::json::value(x, sp);
}

template <class T, class C>
    requires std::same_as<C, category::raw_json> || std::same_as<C, category::free_object>
boost::json::value encode_value(C, T const& x, encode_options const& options, boost::json::storage_ptr const& sp)
{
    boost::json::value json(unboxed(x), sp);
    if (options.redact_secrets)
        redact_secret_names(json);
    return json;
}

template <class T>
boost::json::value encode_value(category::floating, T const& x, encode_options const&,
                                boost::json::storage_ptr const& sp)
{
    // Whole numbers go back out as integers, as the services write them.
    constexpr double exact_limit = 9007199254740992.0; // 2^53
    if (std::isfinite(x) && x == std::trunc(x) && std::fabs(x) <= exact_limit)
        return boost::json::value(static_cast<std::int64_t>(x), sp);
    return boost::json::value(static_cast<double>(x), sp);
}

inline boost::json::value encode_string(std::string_view s, boost::json::storage_ptr const& sp)
{
    return boost::json::value(boost::json::string_view(s.data(), s.size()), sp);
}

template <class T>
boost::json::value encode_value(category::described_enum, T const& x, encode_options const&,
                                boost::json::storage_ptr const& sp)
{
    return encode_string(boost::describe::enum_to_string(x, ""), sp);
}

template <class T>
boost::json::value encode_value(category::vocabulary, T const& x, encode_options const&,
                                boost::json::storage_ptr const& sp)
{
    return encode_string(x.str(), sp);
}

template <class T>
boost::json::value encode_value(category::literal, T const&, encode_options const&,
                                boost::json::storage_ptr const& sp)
{
    return encode_string(T::value, sp);
}

template <class T, class C>
    requires std::same_as<C, category::optional> || std::same_as<C, category::omittable>
boost::json::value encode_value(C, T const& x, encode_options const& options, boost::json::storage_ptr const& sp)
{
    return x ? encode_value(*x, options, sp) : boost::json::value(nullptr, sp);
}

/// In the form the release encoded sends: its digits in a string up to the
/// quoted_until's tag.
template <class T>
boost::json::value encode_value(category::quoted_integer, T const& x, encode_options const& options,
                                boost::json::storage_ptr const& sp)
{
    if (T::unquoted_by().contains(options.release))
        return boost::json::value(x.value, sp);
    return encode_string(std::to_string(x.value), sp);
}

template <class T>
boost::json::value encode_value(category::secret, T const& x, encode_options const& options,
                                boost::json::storage_ptr const& sp)
{
    return options.redact_secrets ? encode_string(T::redacted, sp) : encode_value(x.reveal(), options, sp);
}

template <class T>
boost::json::value encode_value(category::array_form, T const& x, encode_options const& options,
                                boost::json::storage_ptr const& sp)
{
    boost::json::array a(sp);
    a.reserve(x.size());
    for (auto const& e : x)
        a.push_back(encode_value(e, options, sp));
    return a;
}

template <class T>
boost::json::value encode_value(category::string_map, T const& x, encode_options const& options,
                                boost::json::storage_ptr const& sp)
{
    boost::json::object o(sp);
    o.reserve(x.size());
    for (auto const& [key, e] : x)
        o.emplace(key, encode_value(e, options, sp));
    return o;
}

template <class T, variant_category C>
boost::json::value encode_value(C, T const& x, encode_options const& options, boost::json::storage_ptr const& sp)
{
    return std::visit([&](auto const& alternative) { return encode_value(alternative, options, sp); }, x);
}

template <class T>
boost::json::object struct_operations<T>::encode(T const& x, encode_options const& options,
                                                 boost::json::storage_ptr const& sp)
{
    boost::json::object o(sp);
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<member_count<T>>>([&](auto i) {
        using D = boost::mp11::mp_at_c<members_of<T>, i>;
        using M = member_type<D>;
        auto const& member = x.*D::pointer;
        if constexpr (of_category<M, category::extra_members>) {
            for (auto const& kv : unboxed(member)) {
                auto& value = o.emplace(kv.key(), kv.value()).first->value();
                if (options.redact_secrets)
                    redact_untyped_member(kv.key(), value);
            }
        } else {
            // The names the release sends the member under.
            auto write = [&](std::string_view name) {
                if constexpr (of_category<M, category::omittable>) {
                    if (member)
                        o.emplace(name, encode_value(*member, options, sp));
                } else {
                    o.emplace(name, encode_value(member, options, sp));
                }
            };
            if (key_releases_of<T>[i].sent.contains(options.release))
                write(D::name);
            for (std::size_t j = 0; j < former_keys<T>.size(); ++j)
                if (former_keys<T>[j].member == i &&
                    key_releases_of<T>[member_count<T> + j].sent.contains(options.release))
                    write(former_keys<T>[j].name);
        }
    });
    return o;
}

template <class T>
boost::json::value encode_value(category::described_struct, T const& x, encode_options const& options,
                                boost::json::storage_ptr const& sp)
{
    return struct_operations<T>::encode(x, options, sp);
}

template <class T>
boost::json::value encode_value(T const& x, encode_options const& options, boost::json::storage_ptr const& sp)
{
    return encode_value(category_t<T>{}, x, options, sp);
}

} // namespace detail

/// The JSON form of a model value (or of any value the model is made of).
template <class T>
boost::json::value to_json(T const& x, encode_options const& options = {},
                           boost::json::storage_ptr sp = {})
{
    return detail::encode_value(x, options, sp);
}

template <model_type T>
void tag_invoke(boost::json::value_from_tag, boost::json::value& json, T const& x)
{
    json = detail::encode_value(x, {}, json.storage());
}

template <model_type T>
T tag_invoke(boost::json::value_to_tag<T>, boost::json::value const& json)
{
    return decode_or_throw<T>(json);
}

} // namespace explorer_schema

// With the compiled library, what it holds of the encoder is declared extern
// here or at the end of the registry, whichever comes second
// (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_DEFINES_ENCODE
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
