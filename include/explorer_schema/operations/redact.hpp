#ifndef EXPLORER_SCHEMA_OPERATIONS_REDACT_HPP
#define EXPLORER_SCHEMA_OPERATIONS_REDACT_HPP

// Credentials hidden in a JSON document as it is. es::to_json(value,
// {.redact_secrets = true}) writes a model value anew, in the newest
// release's shape; redact_secrets keeps the document's own keys, names,
// order and unknown members, and changes only the credentials in it.
//
// A key is a key whatever contract reads the document: a body of the rewards
// service's network list may carry the spec's `explorer_api_key` and
// Blockscout's `blockscout_api_key` at once, and under either contract the
// other is a member the model does not type. So the value of a member is
// hidden where the model reads it as a secret<...>, and, where the model
// does not type it (an unknown member, anything inside free-form JSON, at
// any depth), when its name is a credential's:
//
//   - a name that says so: read without regard to ASCII case, it ends
//     with "key", "keys", "token" or "tokens" ("api_key", "apiKey",
//     "X-Api-Key", "access_token", "token"), or holds "secret" or
//     "password" ("client_secret", "secretValue", "db_password");
//   - or the name of a member that the model being redacted holds as a
//     secret, current or former (model_secret_names).
//
// Every secret of the registry's models is named so ("explorer_api_key",
// "blockscout_api_key"; tests/secrets_test.cpp holds every one to it): a
// body read under one contract has the other's secrets hidden by their
// names, and this header needs no registry.
//
// A name that only begins with such a word ("token_id", "keyset") is data,
// as is a member the model types ("token", a transfer's token object).
// Whatever the value (a string, a number, an object, an array), it becomes
// the string "<redacted>"; a null stays null, which hides nothing.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/model/members.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <array>
#include <cstddef>
#include <span>
#include <string_view>
#include <variant>

namespace explorer_schema {

namespace detail {

/// Whether a member of type `T` holds a credential: a secret<...>, maybe
/// null or absent, or in an array or a map.
template <class T>
constexpr bool holds_secret() noexcept
{
    using C = category_t<T>;
    if constexpr (std::same_as<C, category::secret>)
        return true;
    else if constexpr (std::same_as<C, category::optional> || std::same_as<C, category::omittable> ||
                       std::derived_from<C, category::array_form>)
        return holds_secret<typename T::value_type>();
    else if constexpr (std::same_as<C, category::string_map>)
        return holds_secret<typename T::mapped_type>();
    else
        return false;
}

/// Calls `f(name)` for the name of each member of the struct `S` that holds
/// a credential, and for each name it had before.
template <class S, class F>
constexpr void for_each_secret_name(F&& f)
{
    boost::mp11::mp_for_each<members_of<S>>([&](auto d) {
        if constexpr (holds_secret<member_type<decltype(d)>>()) {
            f(std::string_view(d.name));
            for (auto const& h : release_history_of<S>())
                if (h.current == std::string_view(d.name))
                    f(h.key);
        }
    });
}

template <class S>
constexpr std::size_t secret_name_count() noexcept
{
    std::size_t n = 0;
    for_each_secret_name<S>([&](std::string_view) { ++n; });
    return n;
}

/// The number of secret names of the structs `Structs`, together. (Lists,
/// not folds, here and below: clang refuses a fold of more than 256
/// operands, and the registry holds more structs.)
template <class... Structs>
constexpr std::size_t secret_name_total() noexcept
{
    constexpr std::size_t counts[] = {0, secret_name_count<Structs>()...};
    std::size_t n = 0;
    for (auto const c : counts)
        n += c;
    return n;
}

/// The secret names of the structs `Structs`, a name as often as it is one.
template <class... Structs>
constexpr auto secret_names_in(boost::mp11::mp_list<Structs...>)
{
    std::array<std::string_view, secret_name_total<Structs...>()> names{};
    std::size_t i = 0;
    [[maybe_unused]] auto const add = [&](std::string_view name) { names[i++] = name; };
    [[maybe_unused]] int const each[] = {0, (for_each_secret_name<Structs>(add), 0)...};
    return names;
}

template <std::size_t N>
constexpr std::size_t distinct_count(std::array<std::string_view, N> const& names) noexcept
{
    std::size_t n = 0;
    for (std::size_t i = 0; i < N; ++i) {
        bool seen = false;
        for (std::size_t j = 0; j < i; ++j)
            seen = seen || names[j] == names[i];
        n += !seen;
    }
    return n;
}

/// The first `M` distinct names of `names`, in their order.
template <std::size_t M, std::size_t N>
constexpr std::array<std::string_view, M> distinct(std::array<std::string_view, N> const& names) noexcept
{
    std::array<std::string_view, M> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i < N; ++i) {
        bool seen = false;
        for (std::size_t j = 0; j < n; ++j)
            seen = seen || out[j] == names[i];
        if (!seen)
            out[n++] = names[i];
    }
    return out;
}

template <class Responses>
inline constexpr auto secret_names_repeated = secret_names_in(detail::unique_types<structs_in_each<Responses>>{});

/// The secret names of every struct the types of the list `Responses` hold,
/// each once, in the order the structs are found.
template <class Responses>
inline constexpr auto secret_names_of =
    distinct<distinct_count(secret_names_repeated<Responses>)>(secret_names_repeated<Responses>);

constexpr char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

/// Whether `s` holds `word`, a lower-case ASCII word, at `at`, letters
/// compared without regard to case.
constexpr bool holds_word_at(std::string_view s, std::size_t at, std::string_view word) noexcept
{
    if (at + word.size() > s.size())
        return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (ascii_lower(s[at + i]) != word[i])
            return false;
    return true;
}

/// Whether the name `name` says its value is a credential (see the top of
/// this header).
constexpr bool says_credential(std::string_view name) noexcept
{
    for (std::string_view const ending : {"key", "keys", "token", "tokens"})
        if (name.size() >= ending.size() && holds_word_at(name, name.size() - ending.size(), ending))
            return true;
    for (std::string_view const word : {"secret", "password"})
        for (std::size_t at = 0; at + word.size() <= name.size(); ++at)
            if (holds_word_at(name, at, word))
                return true;
    return false;
}

} // namespace detail

/// The names (current and former) of every member that a model of the
/// list `Responses` holds as a secret<...>, maybe null, absent, or in an
/// array or a map, each once: of the registry's responses (every_response),
/// {"explorer_api_key", "blockscout_api_key"}, derived from the models, so
/// that a secret added to a model is one here.
template <class Responses>
constexpr std::span<std::string_view const> model_secret_names() noexcept
{
    return detail::secret_names_of<Responses>;
}

/// Whether a member named `name`, where the model does not type it, holds a
/// credential: without regard to ASCII case, it ends with "key", "keys",
/// "token" or "tokens", or holds "secret" or "password"; or it is one of
/// model_secret_names<Responses>(), by default of no model.
template <class Responses = boost::mp11::mp_list<>>
constexpr bool is_secret_name(std::string_view name) noexcept
{
    if constexpr (!boost::mp11::mp_empty<Responses>::value)
        for (auto const secret_name : model_secret_names<Responses>())
            if (secret_name == name)
                return true;
    return detail::says_credential(name);
}

namespace detail {

/// A credential's value, whatever it is, as secret<>::redacted; a null
/// stays null.
inline void hide(boost::json::value& json)
{
    if (!json.is_null())
        json = boost::json::string(secret<>::redacted, json.storage());
}

} // namespace detail

namespace detail {

/// The secret names of a model (model_secret_names).
using secret_names = std::span<std::string_view const>;

/// The secret names of the models of the list `Responses`: none for no model.
template <class Responses>
constexpr secret_names secret_names_or_none() noexcept
{
    if constexpr (boost::mp11::mp_empty<Responses>::value)
        return {};
    else
        return model_secret_names<Responses>();
}

/// Whether the name `name` is one of `names` or says a credential.
constexpr bool is_secret_name_in(secret_names names, std::string_view name) noexcept
{
    for (auto const secret_name : names)
        if (secret_name == name)
            return true;
    return says_credential(name);
}

/// redact_secret_names, with `names` the model's secret names.
inline void redact_names_in(secret_names names, boost::json::value& json)
{
    if (auto* o = json.if_object()) {
        for (auto& kv : *o) {
            if (is_secret_name_in(names, kv.key()))
                hide(kv.value());
            else
                redact_names_in(names, kv.value());
        }
    } else if (auto* a = json.if_array()) {
        for (auto& element : *a)
            redact_names_in(names, element);
    }
}

/// The member `key` of an object, which the model does not type, in a
/// document of a model whose secret names are `names`.
inline void redact_untyped_member(secret_names names, std::string_view key,
                                  boost::json::value& value)
{
    if (is_secret_name_in(names, key))
        hide(value);
    else
        redact_names_in(names, value);
}

} // namespace detail

/// Hides in `json`, JSON no model types, the value of each member whose
/// name is_secret_name, at any depth: it becomes secret<>::redacted
/// ("<redacted>"), and a null stays null. Nothing else changes.
template <class Responses = boost::mp11::mp_list<>>
void redact_secret_names(boost::json::value& json)
{
    detail::redact_names_in(detail::secret_names_or_none<Responses>(), json);
}

namespace detail {

/// The member `key` of an object, which the model does not type.
template <class Responses = boost::mp11::mp_list<>>
void redact_untyped_member(std::string_view key, boost::json::value& value)
{
    redact_untyped_member(secret_names_or_none<Responses>(), key, value);
}

// The credentials in a value read as a `T`, in a document of a model whose
// secrets' names, `names`, are hidden where the model does not type them,
// beside the names that say so (a list of names, not a template argument:
// the structs a document holds are read by the same functions whatever its
// root). With `untyped`, the members the
// model does not type are hidden by their names too; without, only the
// model's own secrets are: that is how the alternatives of a variant that
// the decoder does not take are read, so that a member one of them types
// is not taken for an unknown one.

template <class T>
void redact(boost::json::value& json, bool untyped, secret_names names);

/// A value of a type without members (a scalar), or JSON the model leaves
/// open: whatever it holds is untyped. (A scalar of the wrong kind, an
/// object where a string belongs, is untyped too.)
template <class T>
void redact(category::any, boost::json::value& json, bool untyped, secret_names names)
{
    if (untyped)
        redact_names_in(names, json);
}

template <class T>
void redact(category::wrapper, boost::json::value& json, bool untyped, secret_names names)
{
    if (!json.is_null())
        redact<typename T::value_type>(json, untyped, names);
}

template <class T>
void redact(category::secret, boost::json::value& json, bool, secret_names)
{
    // Whatever JSON the place holds, a string, a number or an object, may
    // be the credential.
    hide(json);
}

template <class T>
void redact(category::array_form, boost::json::value& json, bool untyped, secret_names names)
{
    if (auto* a = json.if_array()) {
        for (auto& element : *a)
            redact<typename T::value_type>(element, untyped, names);
    } else if (untyped) {
        redact_names_in(names, json);
    }
}

template <class T>
void redact(category::string_map, boost::json::value& json, bool untyped, secret_names names)
{
    // A map's keys are data (a summary's variable names); the model types
    // each value.
    if (auto* o = json.if_object()) {
        for (auto& kv : *o)
            redact<typename T::mapped_type>(kv.value(), untyped, names);
    } else if (untyped) {
        redact_names_in(names, json);
    }
}

/// Whether the decoder reads the member `key` of a `T` as one of its
/// members (under its name or a former one), not as an unknown key.
template <class T>
bool types_key(std::string_view key) noexcept
{
    return find_member<T>(key) < member_count<T> || find_former_key<T>(key) < key_count<T>;
}

template <class T>
void redact(category::described_struct, boost::json::value& json, bool untyped, secret_names names)
{
    auto* o = json.if_object();
    if (o == nullptr) {
        if (untyped)
            redact_names_in(names, json);
        return;
    }
    boost::mp11::mp_for_each<members_of<T>>([&](auto desc) {
        using M = member_type<decltype(desc)>;
        if constexpr (!of_category<M, category::extra_members>) {
            // Under its name, and under each name it had before: a body of
            // an older release, or one that sends both.
            if (auto* member = o->if_contains(desc.name))
                redact<M>(*member, untyped, names);
            for (auto const& h : release_history_of<T>())
                if (h.current == std::string_view(desc.name))
                    if (auto* member = o->if_contains(h.key))
                        redact<M>(*member, untyped, names);
        }
    });
    // The unknown members, and those an extra_members member keeps.
    if (untyped)
        for (auto& kv : *o)
            if (!types_key<T>(kv.key()))
                redact_untyped_member(names, kv.key(), kv.value());
}

/// The alternative of the variant `T` the decoder takes for the object `o`:
/// by its tag, or by its keys; the variant's size when it takes none (a tag
/// missing, or one no alternative takes).
template <class T>
std::size_t alternative_for(boost::json::object const& o)
{
    constexpr std::size_t count = std::variant_size_v<T>;
    if constexpr (of_category<T, category::tagged_variant>) {
        auto const* tag = o.if_contains(literal_member_name<std::variant_alternative_t<0, T>>());
        if (tag == nullptr || !tag->is_string())
            return count;
        auto const i = alternative_tagged<T>(tag->get_string());
        return i < count ? i : fallback_alternative<T>();
    } else {
        return alternative_knowing_most<T>([&](auto&& count_key) {
            for (auto const& kv : o)
                count_key(kv.key());
        });
    }
}

template <class T, class C>
    requires std::derived_from<C, category::variant>
void redact(C, boost::json::value& json, bool untyped, secret_names names)
{
    auto const* o = json.if_object();
    if (o == nullptr) {
        if (untyped)
            redact_names_in(names, json);
        return;
    }
    // The secrets of every alternative, not only of the one the decoder
    // takes, which alone says what the other members are.
    constexpr std::size_t count = std::variant_size_v<T>;
    std::size_t const taken = alternative_for<T>(*o);
    boost::mp11::mp_for_each<boost::mp11::mp_iota_c<count>>(
        [&](auto i) { redact<std::variant_alternative_t<i, T>>(json, untyped && i == taken, names); });
    // No alternative: the object breaks the contract, and every member of
    // it is untyped.
    if (untyped && taken == count)
        redact_names_in(names, json);
}

template <class T>
void redact(category::kind_variant, boost::json::value& json, bool untyped, secret_names names)
{
    constexpr std::size_t count = std::variant_size_v<T>;
    if (auto const i = alternative_taking<T>(json.kind()); i < count)
        boost::mp11::mp_with_index<count>(
            i, [&](auto a) { redact<std::variant_alternative_t<a, T>>(json, untyped, names); });
}

template <class T>
void redact(boost::json::value& json, bool untyped, secret_names names)
{
    redact<T>(category_t<T>{}, json, untyped, names);
}

} // namespace detail

/// Hides in `json`, read as a `T`, every credential: the value of each
/// member the model holds as a secret<...> (under the member's name and its
/// former names, in every alternative of a variant, in every element and
/// map value), and of each member the model does not type whose name
/// is_secret_name, at any depth (an unknown member, one an extra_members
/// member keeps, one inside free-form JSON or inside a value of the wrong
/// kind). Each becomes secret<>::redacted ("<redacted>"); a null stays
/// null. Nothing else changes: keys, their order, values of the wrong type
/// and the other unknown members stay as they are, so the document keeps
/// its verdict (a secret's place holding a string, a member the model does
/// not type being free).
template <class T>
void redact_secrets(boost::json::value& json)
{
    detail::redact<T>(json, true, model_secret_names<boost::mp11::mp_list<T>>());
}

} // namespace explorer_schema

#endif
