#ifndef EXPLORER_SCHEMA_ENCODE_HPP
#define EXPLORER_SCHEMA_ENCODE_HPP

#include <explorer_schema/detail/traits.hpp>
#include <explorer_schema/decode.hpp>

#include <boost/describe/enum_to_string.hpp>
#include <boost/json/value.hpp>
#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>
#include <boost/mp11/algorithm.hpp>

#include <cmath>
#include <cstdint>

namespace explorer_schema {

struct encode_options {
    /// Write secrets as secret<>::redacted instead of their value.
    bool redact_secrets = false;

    /// The Blockscout release whose keys a struct with a release history is
    /// written with, as an index into blockscout_releases: members that
    /// release does not send are left out, and a member it sends under a
    /// former name is written under that name. The newest by default.
    std::size_t release = blockscout_releases.size() - 1;
};

namespace detail {

template <class T>
boost::json::value encode_value(T const& x, encode_options const& options,
                                boost::json::storage_ptr const& sp)
{
    namespace json = boost::json;
    if constexpr (is_optional_v<T> || is_omittable_v<T>) {
        return x ? encode_value(*x, options, sp) : json::value(nullptr, sp);
    } else if constexpr (is_secret_v<T>) {
        if (options.redact_secrets)
            return json::value(json::string_view(T::redacted.data(), T::redacted.size()), sp);
        return encode_value(x.reveal(), options, sp);
    } else if constexpr (std::same_as<T, json::value> || std::same_as<T, json::object> ||
                         std::same_as<T, std::string> || std::same_as<T, bool> || integer<T>) {
        return json::value(x, sp);
    } else if constexpr (std::floating_point<T>) {
        // Whole numbers go back out as integers, as the services write them.
        constexpr double exact_limit = 9007199254740992.0; // 2^53
        if (std::isfinite(x) && x == std::trunc(x) && std::fabs(x) <= exact_limit)
            return json::value(static_cast<std::int64_t>(x), sp);
        return json::value(static_cast<double>(x), sp);
    } else if constexpr (described_enum<T>) {
        return json::value(boost::describe::enum_to_string(x, ""), sp);
    } else if constexpr (vocabulary<T>) {
        return json::value(x.str(), sp);
    } else if constexpr (is_literal_v<T>) {
        return json::value(json::string_view(T::value.data(), T::value.size()), sp);
    } else if constexpr (is_array_v<T>) {
        json::array a(sp);
        a.reserve(x.size());
        for (auto const& e : x)
            a.push_back(encode_value(e, options, sp));
        return a;
    } else if constexpr (is_string_map_v<T>) {
        json::object o(sp);
        o.reserve(x.size());
        for (auto const& [key, e] : x)
            o.emplace(key, encode_value(e, options, sp));
        return o;
    } else if constexpr (is_variant_v<T>) {
        return std::visit([&](auto const& alt) { return encode_value(alt, options, sp); }, x);
    } else if constexpr (described_struct<T>) {
        json::object o(sp);
        boost::mp11::mp_for_each<boost::mp11::mp_iota_c<member_count<T>>>([&](auto i) {
            using D = boost::mp11::mp_at_c<members_of<T>, i>;
            using M = member_type<D>;
            auto const& member = x.*D::pointer;
            if constexpr (std::same_as<M, extra_members>) {
                for (auto const& kv : member)
                    o.emplace(kv.key(), kv.value());
            } else {
                // The names the release sends the member under.
                auto write = [&](std::string_view name) {
                    if constexpr (is_omittable_v<M>) {
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
    } else {
        static_assert(sizeof(T) == 0, "explorer_schema cannot encode this member type");
    }
}

/// Types of this library that Boost.JSON converts through it.
template <class T>
concept model_type = described_struct<T> || described_enum<T> || vocabulary<T> ||
                     is_secret_v<T> || is_literal_v<T>;

} // namespace detail

/// The JSON form of a model value (or of any value the model is made of).
template <class T>
boost::json::value to_json(T const& x, encode_options const& options = {},
                           boost::json::storage_ptr sp = {})
{
    return detail::encode_value(x, options, sp);
}

/// `boost::json::value_from` of a model type encodes it as to_json does.
template <detail::model_type T>
void tag_invoke(boost::json::value_from_tag, boost::json::value& json, T const& x)
{
    json = detail::encode_value(x, {}, json.storage());
}

/// `boost::json::value_to` of a model type decodes it strictly and throws
/// validation_error with every issue when the value breaks the contract.
template <detail::model_type T>
T tag_invoke(boost::json::value_to_tag<T>, boost::json::value const& json)
{
    return decode_or_throw<T>(json);
}

} // namespace explorer_schema

#endif
