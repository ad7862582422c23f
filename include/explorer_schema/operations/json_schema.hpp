#ifndef EXPLORER_SCHEMA_OPERATIONS_JSON_SCHEMA_HPP
#define EXPLORER_SCHEMA_OPERATIONS_JSON_SCHEMA_HPP

// JSON Schema of any model type, generated from the same descriptions and
// vocabulary rules the decoder uses. A schema cannot say everything the
// decoder checks: rules across members (summary placeholders), an integer
// written as 1.0, and the 256-bit range of integer strings stay the
// decoder's.

#include <explorer_schema/model/decode_options.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/struct_operations.hpp>

#include <boost/core/demangle.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>

namespace explorer_schema {

enum class schema_dialect {
    draft2020_12, ///< JSON Schema draft 2020-12
    draft4,       ///< draft-04, for validators that know no newer one (RapidJSON)
};

struct schema_options {
    schema_dialect dialect = schema_dialect::draft2020_12;
    /// `error` forbids members the contract does not know
    /// (additionalProperties: false); `warn` and `ignore` allow them.
    unknown_keys_policy unknown_keys = unknown_keys_policy::warn;
    /// Where shared object schemas are referred to; empty for the dialect's
    /// own ("#/$defs/" or "#/definitions/").
    std::string ref_prefix{};
    /// The chain type whose build's bodies the schema takes: the members of
    /// other chain types are unknown keys. None: the members of every chain
    /// type are properties, none of them required.
    std::optional<chain_type> chain{};
};

/// The name of a described struct in schemas and docs: its unqualified C++
/// name (`address`, `token_transfer`); empty for an instance of a template.
template <class T>
std::string schema_name()
{
    auto name = boost::core::demangle(typeid(T).name());
    if (name.find('<') != std::string::npos)
        return {};
    auto const colon = name.rfind("::");
    return colon == std::string::npos ? name : name.substr(colon + 2);
}

namespace detail {

/// A pattern (an alternation, without anchors) of the canonical decimal
/// digits of the integers from 0 to the one whose digits are `max`: 0, those
/// of fewer digits, those of as many that are below it at their first
/// differing digit, and itself.
inline std::string digits_up_to(std::string_view max)
{
    auto const n = max.size();
    std::string p = "0";
    if (n >= 2)
        p.append("|[1-9][0-9]{0,").append(std::to_string(n - 2)).append("}");
    for (std::size_t i = 0; i < n; ++i) {
        char const lowest = i == 0 ? '1' : '0';
        if (max[i] <= lowest)
            continue;
        char const below = static_cast<char>(max[i] - 1);
        p.append("|").append(max.substr(0, i));
        if (below == lowest)
            p += below;
        else
            p.append({'[', lowest, '-', below, ']'});
        if (i + 1 < n)
            p.append("[0-9]").append(i + 2 < n ? "{" + std::to_string(n - i - 1) + "}" : "");
    }
    if (max != "0")
        p.append("|").append(max);
    return p;
}

/// The pattern of the strings of digits that hold an integer of type `I`.
template <class I>
std::string digits_of()
{
    using U = std::make_unsigned_t<I>;
    std::string p = "^(" + digits_up_to(std::to_string(std::numeric_limits<I>::max()));
    if constexpr (std::is_signed_v<I>)
        p += "|-(" + digits_up_to(std::to_string(U(std::numeric_limits<I>::max()) + 1)) + ")";
    return p + ")$";
}

} // namespace detail

/// Builds schemas of model types, collecting shared object schemas.
class schema_builder {
public:
    explicit schema_builder(schema_options options = {}) : options_(std::move(options))
    {
        if (options_.ref_prefix.empty())
            options_.ref_prefix =
                options_.dialect == schema_dialect::draft4 ? "#/definitions/" : "#/$defs/";
    }

    /// The schema of `T`; a described struct becomes a reference to its
    /// shared schema, which definitions() then holds.
    template <class T>
    boost::json::value schema_of()
    {
        return schema<T>(category_t<T>{});
    }

    /// The shared object schemas referred to so far, by schema_name.
    boost::json::object const& definitions() const noexcept { return definitions_; }

    /// The keyword under which definitions() belong in a schema document.
    std::string_view definitions_keyword() const noexcept
    {
        return options_.dialect == schema_dialect::draft4 ? "definitions" : "$defs";
    }

private:
    boost::json::value exactly(boost::json::string_view value) const
    {
        if (options_.dialect == schema_dialect::draft4)
            return boost::json::object{{"enum", boost::json::array{value}}};
        return boost::json::object{{"const", value}};
    }

    // The schema of a value of each category.

    template <class T>
    boost::json::value schema(category::optional)
    {
        return boost::json::object{
            {"anyOf", boost::json::array{schema_of<typename T::value_type>(), boost::json::object{{"type", "null"}}}}};
    }
    template <class T>
    boost::json::value schema(category::omittable)
    {
        return schema_of<typename T::value_type>();
    }
    template <class T>
    boost::json::value schema(category::secret)
    {
        auto s = schema_of<typename T::value_type>();
        s.as_object()["description"] = "a credential";
        return s;
    }
    template <class T>
    boost::json::value schema(category::raw_json)
    {
        return boost::json::object{};
    }
    template <class T>
    boost::json::value schema(category::free_object)
    {
        return boost::json::object{{"type", "object"}};
    }
    template <class T>
    boost::json::value schema(category::string)
    {
        return boost::json::object{{"type", "string"}};
    }
    template <class T>
    boost::json::value schema(category::boolean)
    {
        return boost::json::object{{"type", "boolean"}};
    }
    template <class T>
    boost::json::value schema(category::integer)
    {
        return boost::json::object{{"type", "integer"},
                                   {"minimum", std::numeric_limits<T>::min()},
                                   {"maximum", std::numeric_limits<T>::max()}};
    }
    /// A number, or (in the releases that quoted it) its digits.
    template <class T>
    boost::json::value schema(category::quoted_integer)
    {
        using I = typename T::value_type;
        return boost::json::object{
            {"anyOf", boost::json::array{schema_of<I>(), boost::json::object{{"type", "string"},
                                                                             {"pattern", detail::digits_of<I>()}}}}};
    }
    template <class T>
    boost::json::value schema(category::floating)
    {
        return boost::json::object{{"type", "number"}};
    }
    template <class T>
    boost::json::value schema(category::described_enum)
    {
        boost::json::array names;
        boost::mp11::mp_for_each<boost::describe::describe_enumerators<T>>(
            [&](auto d) { names.emplace_back(d.name); });
        return boost::json::object{{"type", "string"}, {"enum", std::move(names)}};
    }
    template <class T>
    boost::json::value schema(category::vocabulary)
    {
        namespace json = boost::json;
        json::object s{{"type", "string"},
                       {"pattern", json::string_view(T::pattern.data(), T::pattern.size())},
                       {"description", json::string_view(T::name.data(), T::name.size())}};
        if constexpr (std::same_as<T, timestamp>)
            s["format"] = "date-time"; // calendar validity, where the validator checks formats
        if (options_.dialect != schema_dialect::draft4)
            s["examples"] = json::array{json::string_view(T::example.data(), T::example.size())};
        return s;
    }
    template <class T>
    boost::json::value schema(category::literal)
    {
        return exactly(boost::json::string_view(T::value.data(), T::value.size()));
    }
    template <class T>
    boost::json::value schema(category::sequence)
    {
        return boost::json::object{{"type", "array"}, {"items", schema_of<typename T::value_type>()}};
    }
    template <class T>
    boost::json::value schema(category::bounded_sequence)
    {
        return boost::json::object{{"type", "array"},
                                   {"items", schema_of<typename T::value_type>()},
                                   {"maxItems", std::size_t{T::static_capacity}}};
    }
    template <class T>
    boost::json::value schema(category::fixed_array)
    {
        return boost::json::object{{"type", "array"},
                                   {"items", schema_of<typename T::value_type>()},
                                   {"minItems", std::tuple_size_v<T>},
                                   {"maxItems", std::tuple_size_v<T>}};
    }
    template <class T>
    boost::json::value schema(category::string_map)
    {
        return boost::json::object{{"type", "object"}, {"additionalProperties", schema_of<typename T::mapped_type>()}};
    }
    // Told apart by their keys, or by the kind of value: any that fits.
    template <class T, class C>
        requires std::same_as<C, category::untagged_variant> || std::same_as<C, category::kind_variant>
    boost::json::value schema(C)
    {
        return [&]<class... Alternatives>(std::variant<Alternatives...>*) {
            return boost::json::object{{"anyOf", boost::json::array{schema_of<Alternatives>()...}}};
        }(static_cast<T*>(nullptr));
    }
    template <class T>
    boost::json::value schema(category::tagged_variant)
    {
        return [&]<class... Alternatives>(std::variant<Alternatives...>*) {
            return tagged_variant_schema<Alternatives...>();
        }(static_cast<T*>(nullptr));
    }
    template <class T>
    boost::json::value schema(category::described_struct)
    {
        return struct_reference<T>();
    }

    template <class T>
    boost::json::value struct_reference()
    {
        // Instances of templates (summary variables) are written in place.
        auto const name = schema_name<T>();
        if (name.empty())
            return detail::struct_operations<T>::schema(*this);
        if (!definitions_.contains(name)) {
            definitions_[name] = nullptr; // a struct that contains itself refers to itself
            definitions_[name] = detail::struct_operations<T>::schema(*this);
        }
        return boost::json::object{{"$ref", options_.ref_prefix + name}};
    }

    /// A member as an object's schema shows it: its name, and how the schema
    /// of its type is made; none for the member that keeps the object's
    /// other keys.
    struct member_schema {
        std::string_view name;
        boost::json::value (schema_builder::*schema)();
    };

    template <class T>
    static constexpr auto member_schemas = detail::member_table<T, member_schema>([](auto d) {
        using M = explorer_schema::member_type<decltype(d)>;
        if constexpr (of_category<M, category::extra_members>)
            return member_schema{d.name, nullptr};
        else
            return member_schema{d.name, &schema_builder::schema_of<M>};
    });

    template <class T>
    boost::json::value struct_schema()
    {
        return object_schema(member_schemas<T>, detail::key_chains<T>, detail::key_releases_of<T>,
                             detail::former_keys<T>);
    }

    /// The schema of an object with the members `members`, whose keys (the
    /// members, then their former names) are sent by the builds of the chain
    /// types `chains` (none: every one) and the releases `keys`. A key some
    /// release does not send (or sends under another name) is not required:
    /// the schema takes the shape of every release, and of the chain type
    /// of the options (every one without).
    boost::json::value object_schema(std::span<member_schema const> members, std::span<chain_set const> chains,
                                     std::span<detail::key_releases const> keys,
                                     std::span<detail::former_key const> former)
    {
        namespace json = boost::json;
        json::object properties;
        json::array required;
        bool open = options_.unknown_keys != unknown_keys_policy::error;
        for (std::size_t i = 0; i < members.size(); ++i) {
            auto const& m = members[i];
            if (m.schema == nullptr) {
                open = true;
            } else if (chains[i].empty() || !options_.chain || chains[i].contains(*options_.chain)) {
                properties[m.name] = (this->*m.schema)();
                if (keys[i].required == release_set::all() && chains[i].empty())
                    required.emplace_back(m.name);
                for (auto const& f : former)
                    if (f.member == i)
                        properties[f.name] = (this->*m.schema)();
            }
        }
        json::object s{{"type", "object"}, {"properties", std::move(properties)}};
        if (!required.empty())
            s["required"] = std::move(required);
        s["additionalProperties"] = open;
        return s;
    }

    // Alternatives told apart by the literal member they share.
    template <class... Alternatives>
    boost::json::value tagged_variant_schema()
    {
        namespace json = boost::json;
        using variant = std::variant<Alternatives...>;
        constexpr auto key = detail::literal_member_name<std::variant_alternative_t<0, variant>>();
        json::array known;
        (
            [&] {
                constexpr auto tag = detail::literal_member_value<Alternatives>();
                if (!tag.empty())
                    known.emplace_back(json::string_view(tag.data(), tag.size()));
            }(),
            ...);
        json::array one_of;
        (
            [&] {
                if constexpr (detail::literal_member_value<Alternatives>().empty()) {
                    // The alternative for the tags no other one takes.
                    auto s = detail::struct_operations<Alternatives>::schema(*this);
                    s.as_object()["properties"].as_object()[key] =
                        json::object{{"type", "string"}, {"not", json::object{{"enum", known}}}};
                    one_of.push_back(std::move(s));
                } else {
                    one_of.push_back(schema_of<Alternatives>());
                }
            }(),
            ...);
        return json::object{{"oneOf", std::move(one_of)}};
    }

    template <class T>
    friend struct detail::struct_operations;

    schema_options options_;
    boost::json::object definitions_;
};

template <class T>
boost::json::value detail::struct_operations<T>::schema(schema_builder& b)
{
    return b.struct_schema<T>();
}

/// A complete schema document for `T`.
template <class T>
boost::json::object json_schema(schema_options const& options = {}, std::string_view title = {})
{
    schema_builder builder(options);
    auto root = builder.schema_of<T>();
    boost::json::object doc;
    doc["$schema"] = options.dialect == schema_dialect::draft4
                         ? "http://json-schema.org/draft-04/schema#"
                         : "https://json-schema.org/draft/2020-12/schema";
    if (!title.empty())
        doc["title"] = title;
    for (auto const& kv : root.as_object())
        doc[kv.key()] = kv.value();
    if (!builder.definitions().empty())
        doc[builder.definitions_keyword()] = builder.definitions();
    return doc;
}

} // namespace explorer_schema

// With the compiled library, what it holds of json_schema is declared extern
// here or at the end of the registry, whichever comes second
// (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_DEFINES_JSON_SCHEMA
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
