#ifndef EXPLORER_SCHEMA_REDACT_HPP
#define EXPLORER_SCHEMA_REDACT_HPP

// Secrets hidden in a JSON document as it is. es::to_json(value,
// {.redact_secrets = true}) writes a model value anew, in the newest
// release's shape; redact_secrets keeps the document's own keys, names,
// order and unknown members, and changes only the credentials in it.

#include <explorer_schema/category.hpp>
#include <explorer_schema/members.hpp>
#include <explorer_schema/releases.hpp>

#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <string_view>
#include <variant>

namespace explorer_schema {

namespace detail {

template <class T>
void redact(boost::json::value& json);

template <class T>
void redact(category::any, boost::json::value&)
{
}

template <class T>
void redact(category::wrapper, boost::json::value& json)
{
    if (!json.is_null())
        redact<typename T::value_type>(json);
}

template <class T>
void redact(category::secret, boost::json::value& json)
{
    // Whatever JSON the place holds, a string, a number or an object, may
    // be the credential.
    if (!json.is_null())
        json = boost::json::string(secret<>::redacted);
}

template <class T>
void redact(category::array_form, boost::json::value& json)
{
    if (auto* a = json.if_array())
        for (auto& element : *a)
            redact<typename T::value_type>(element);
}

template <class T>
void redact(category::string_map, boost::json::value& json)
{
    if (auto* o = json.if_object())
        for (auto& kv : *o)
            redact<typename T::mapped_type>(kv.value());
}

template <class T>
void redact(category::described_struct, boost::json::value& json)
{
    auto* o = json.if_object();
    if (o == nullptr)
        return;
    boost::mp11::mp_for_each<members_of<T>>([&](auto desc) {
        using M = member_type<decltype(desc)>;
        if constexpr (!of_category<M, category::extra_members>) {
            // Under its name, and under each name it had before: a body of
            // an older release, or one that sends both.
            if (auto* member = o->if_contains(desc.name))
                redact<M>(*member);
            for (auto const& h : release_history_of<T>())
                if (h.current == std::string_view(desc.name))
                    if (auto* member = o->if_contains(h.key))
                        redact<M>(*member);
        }
    });
}

template <class... Alternatives>
void redact_variant(std::variant<Alternatives...>*, boost::json::value& json)
{
    // In every alternative, not only the one the decoder would take: a
    // member that is a secret in any of them is hidden.
    (redact<Alternatives>(json), ...);
}

template <class T, variant_category C>
void redact(C, boost::json::value& json)
{
    redact_variant(static_cast<T*>(nullptr), json);
}

template <class T>
void redact(boost::json::value& json)
{
    redact<T>(category_t<T>{}, json);
}

} // namespace detail

/// Replaces in `json`, read as a `T`, the value of each member the model
/// holds as a secret<...> with secret<>::redacted ("<redacted>"): under the
/// member's name and its former names, in every alternative of a variant,
/// in every element and map value. A null stays null. Nothing else changes:
/// keys, their order, values of the wrong type and unknown members stay as
/// they are, so the document keeps its verdict when the secret's place
/// holds a string.
template <class T>
void redact_secrets(boost::json::value& json)
{
    detail::redact<T>(json);
}

} // namespace explorer_schema

#endif
