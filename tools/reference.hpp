#ifndef EXPLORER_SCHEMA_REFERENCE_HPP
#define EXPLORER_SCHEMA_REFERENCE_HPP

// The field reference (docs/reference.md), written from the schemas that
// json_schema() exports, so that it says what the decoder checks.

#include <explorer_schema/model/contracts.hpp>
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/operations/json_schema.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <concepts>
#include <string>
#include <vector>

namespace explorer_schema {

namespace detail {

class reference_writer {
public:
    /// `anchor_prefix` is put before each object's name in its heading and in
    /// the links to it, so that two contracts' objects of one name differ.
    explicit reference_writer(std::string anchor_prefix) : prefix_(std::move(anchor_prefix)) {}

    /// One table row per property of the object schema `s`, then the tables
    /// of the shapes its members may take.
    std::string object_table(boost::json::object const& s)
    {
        std::string out = "| field | JSON type | null | required | rule | example |\n"
                          "|---|---|---|---|---|---|\n";
        std::vector<boost::json::string_view> required;
        if (auto const* r = s.if_contains("required"))
            for (auto const& name : r->as_array())
                required.push_back(name.as_string());
        pending_.clear();
        for (auto const& [name, member] : s.at("properties").as_object()) {
            bool const is_required =
                std::find(required.begin(), required.end(), name) != required.end();
            auto const& m = member.as_object();
            auto const* inner = &m;
            bool nullable = false;
            if (auto const* any_of = m.if_contains("anyOf"); any_of && is_null(any_of->as_array().back())) {
                if (any_of->as_array().size() == 2)
                    inner = &any_of->as_array().at(0).as_object();
                nullable = true;
            }
            collect_shapes(*inner);
            out += "| `" + std::string(name) + "` | " + type_of(*inner) + " | " +
                   (nullable ? "yes" : "no") + " | " + (is_required ? "yes" : "no") + " | " +
                   rule_of(*inner) + " | " + example_of(*inner) + " |\n";
        }
        if (!s.at("additionalProperties").as_bool())
            out += "\nOther members are errors when unknown members are errors.\n";
        for (auto const& shapes : pending_) {
            out += "\nThe shapes it takes:\n\n| `type` | `value` |\n|---|---|\n";
            for (auto const& shape : shapes.as_array()) {
                auto const& props = shape.at("properties").as_object();
                auto const& tag = props.at("type").as_object();
                auto const& value = props.at("value").as_object();
                auto const rule = rule_of(value);
                out += "| ";
                if (auto const* c = tag.if_contains("const"))
                    out.append("`").append(c->as_string()).append("`");
                else
                    out += "any other";
                out.append(" | ").append(type_of(value));
                if (!rule.empty())
                    out.append("; ").append(rule);
                out += " |\n";
            }
        }
        return out;
    }

    /// The heading of the object `name`.
    std::string heading(std::string_view name) const
    {
        return prefix_.empty() ? std::string(name) : prefix_ + " " + std::string(name);
    }

    /// How a member of schema `s` appears in JSON, with links to objects.
    std::string type_of(boost::json::object const& s) const
    {
        if (s.contains("$ref")) {
            auto const ref = std::string(s.at("$ref").as_string());
            auto const name = ref.substr(ref.rfind('/') + 1);
            return "object ([`" + name + "`](#" + (prefix_.empty() ? "" : prefix_ + "-") + name + "))";
        }
        if (auto const* any_of = s.if_contains("anyOf")) { // untagged alternatives, or null
            std::string out;
            for (auto const& alternative : any_of->as_array())
                out += (out.empty() ? "" : " or ") +
                       (is_null(alternative) ? std::string("null") : type_of(alternative.as_object()));
            return out;
        }
        if (s.contains("oneOf"))
            return "object, one of the shapes below";
        if (s.contains("const"))
            return "string";
        if (!s.contains("type"))
            return "any";
        auto const type = std::string(s.at("type").as_string());
        if (type == "array")
            return "array of " + type_of(s.at("items").as_object());
        if (type == "object")
            if (auto const* values = s.if_contains("additionalProperties"); values && values->is_object())
                return "object whose values are: " + type_of(values->as_object());
        return type;
    }

private:
    static bool is_null(boost::json::value const& s)
    {
        auto const* type = s.as_object().if_contains("type");
        return type && type->is_string() && type->get_string() == "null" && s.as_object().size() == 1;
    }

    // oneOf schemas met in a member, listed after the table.
    void collect_shapes(boost::json::object const& s)
    {
        if (auto const* one_of = s.if_contains("oneOf"))
            pending_.push_back(*one_of);
        for (auto key : {"items", "additionalProperties"})
            if (auto const* inner = s.if_contains(key); inner && inner->is_object())
                collect_shapes(inner->as_object());
    }

    static std::string escaped(std::string_view s)
    {
        std::string out;
        for (char c : s)
            out += c == '|' ? std::string("\\|") : std::string(1, c);
        return out;
    }

    static std::string rule_of(boost::json::object const& s)
    {
        std::vector<std::string> rules;
        if (auto const* d = s.if_contains("description"))
            rules.push_back(std::string(d->as_string()));
        if (auto const* p = s.if_contains("pattern"))
            rules.push_back("`" + escaped(p->as_string()) + "`");
        if (s.contains("format"))
            rules.push_back("a real UTC instant");
        if (auto const* e = s.if_contains("enum")) {
            std::string list;
            for (auto const& v : e->as_array())
                list += (list.empty() ? "`" : ", `") + std::string(v.as_string()) + "`";
            rules.push_back("one of " + list);
        }
        if (auto const* c = s.if_contains("const"))
            rules.push_back("exactly `" + std::string(c->as_string()) + "`");
        if (auto const* min = s.if_contains("minimum"))
            rules.push_back("an integer, written without fraction or exponent, from " + boost::json::serialize(*min) + " to " +
                            boost::json::serialize(s.at("maximum")));
        if (auto const* n = s.if_contains("minItems"))
            rules.push_back("exactly " + boost::json::serialize(*n) + " items");
        if (auto const* items = s.if_contains("items"); items && !items->as_object().contains("$ref"))
            if (auto const inner = rule_of(items->as_object()); inner != "")
                rules.push_back("each: " + inner);
        std::string out;
        for (auto const& r : rules)
            out += (out.empty() ? "" : "; ") + r;
        return out;
    }

    static std::string example_of(boost::json::object const& s)
    {
        if (auto const* e = s.if_contains("examples"))
            return "`" + std::string(e->as_array().at(0).as_string()) + "`";
        if (auto const* e = s.if_contains("enum"))
            return "`" + std::string(e->as_array().at(0).as_string()) + "`";
        if (auto const* items = s.if_contains("items"))
            return example_of(items->as_object());
        return "";
    }

    std::string prefix_;
    std::vector<boost::json::value> pending_;
};

} // namespace detail

/// The field reference of one contract in Markdown, to go under a level-2 heading:
/// each endpoint, then every object of the model with each field's JSON type,
/// nullability, presence, rule and example. Objects are headed by their
/// name, after `anchor_prefix` and a space when it is not empty.
namespace detail {
/// Whether a response is a page of a list (`page<Item>`).
template <class T>
inline constexpr bool is_page = false;
template <class Item>
inline constexpr bool is_page<page<Item>> = true;
} // namespace detail

template <class Contract>
std::string contract_reference(std::string const& anchor_prefix = "")
{
    schema_builder builder;
    detail::reference_writer writer(anchor_prefix);
    constexpr bool releases = std::same_as<Contract, contracts::blockscout>;
    std::string out = "### Endpoints\n\nA paged response is `{\"items\": [...], \"next_page_params\": {...} or null}`: "
                      "its items, and the query parameters that ask for the next page, `null` on the last.\n\n"
                      "| endpoint | request | authorization | paged | response |";
    out += releases ? " served by |\n|---|---|---|---|---|---|\n" : "\n|---|---|---|---|---|\n";
    boost::mp11::mp_for_each<endpoints::of<Contract>>([&](auto e) {
        using E = decltype(e);
        using R = response_t<E, Contract>;
        auto const response = builder.schema_of<R>();
        out += "| `" + std::string(E::name) + "` | `" + std::string(E::method) + " {" +
               std::string(E::base_url) + "}" + std::string(E::path_template) + "` | " +
               (E::requires_authorization ? "`Authorization` header" : "none") + " | " +
               (detail::is_page<R> ? "yes" : "no") + " | " + writer.type_of(response.as_object()) + " |";
        if constexpr (releases)
            out += " " + served_by<E>.to_string() + " |";
        out += "\n";
    });
    out += "\n### Objects\n";
    for (auto const& [name, s] : builder.definitions())
        out += "\n#### " + writer.heading(name) + "\n\n" + writer.object_table(s.as_object());
    return out;
}

/// The field reference (docs/reference.md): the spec's contract, then
/// Blockscout's, whose objects are headed "blockscout NAME".
inline std::string field_reference()
{
    std::string out = "# Field reference\n\n"
                      "Generated by `explorer-schema reference` from the library's model; do not edit.\n"
                      "\"null: yes\" means the member may be `null`; \"required: yes\" means it must be present.\n"
                      "Two contracts: [the spec's](#the-specs-contract-spec), and [Blockscout's wire "
                      "format](#blockscouts-wire-format-blockscout), every release from ";
    out.append(blockscout_releases.front().name()).append(" to ").append(release_index::newest()->name());
    out.append(" (which members each release sends: docs/blockscout-releases.md).\n\n"
               "## The spec's contract (`spec`)\n\n");
    out.append(contract_reference<contracts::spec>());
    out.append("\n## Blockscout's wire format (`blockscout`)\n\n");
    return out.append(contract_reference<contracts::blockscout>("blockscout"));
}

} // namespace explorer_schema

#endif
