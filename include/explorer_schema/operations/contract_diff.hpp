#ifndef EXPLORER_SCHEMA_OPERATIONS_CONTRACT_DIFF_HPP
#define EXPLORER_SCHEMA_OPERATIONS_CONTRACT_DIFF_HPP

// Where two contracts differ, field by field: each response type is walked
// through its descriptions into the list of its fields (a path and what the
// field holds), and the two lists are compared.

#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/names.hpp>
#include <explorer_schema/detail/struct_operations.hpp>
#include <explorer_schema/operations/json_schema.hpp>

#include <boost/describe/enum_to_string.hpp>
#include <boost/mp11/algorithm.hpp>

#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema {

/// A field of a response: where it is (a JSON Pointer in which `*` stands
/// for any array index or member name, and `(alternative)` for one shape of
/// a value of several) and what it may hold.
struct contract_field {
    std::string path;
    std::string description;
    friend bool operator==(contract_field const&, contract_field const&) = default;
};

/// A field that two contracts describe differently; no description where a
/// contract has no such field.
struct field_difference {
    /// What stands for the description of a contract without the field.
    static constexpr std::string_view absent = "(no such field)";

    std::string path;
    std::optional<std::string> left;
    std::optional<std::string> right;
    friend bool operator==(field_difference const&, field_difference const&) = default;

    /// `path: left | right`, with "(no such field)" for a side without it.
    friend std::ostream& operator<<(std::ostream& os, field_difference const& d)
    {
        return os << (d.path.empty() ? "(document)" : d.path) << ": "
                  << (d.left ? std::string_view(*d.left) : absent) << " | "
                  << (d.right ? std::string_view(*d.right) : absent);
    }
};

namespace detail {

// What a member of type `T` may hold, as a field list says it: what an
// issue message says it must be, with more of its detail.

template <class T>
std::string field_description();

template <class T>
std::string field_description(category::any)
{
    return expected_name<T>();
}
template <class T>
std::string field_description(category::optional)
{
    return field_description<typename T::value_type>().append(" or null");
}
template <class T>
std::string field_description(category::omittable)
{
    return field_description<typename T::value_type>().append(", or absent");
}
template <class T>
std::string field_description(category::secret)
{
    return field_description<typename T::value_type>().append(" (a credential)");
}
template <class T>
std::string field_description(category::fixed_array)
{
    return "an array of exactly " + std::to_string(std::tuple_size_v<T>) +
           " of: " + field_description<typename T::value_type>();
}
template <class T>
std::string field_description(category::bounded_sequence)
{
    return "an array of at most " + std::to_string(std::size_t{T::static_capacity}) +
           " of: " + field_description<typename T::value_type>();
}
template <class T>
std::string field_description(category::sequence)
{
    return "an array of: " + field_description<typename T::value_type>();
}
template <class T>
std::string field_description(category::string_map)
{
    return "an object of: " + field_description<typename T::mapped_type>();
}
template <class T>
std::string field_description(category::described_enum)
{
    return "one of " + enumerator_list<T>();
}
template <class T>
std::string field_description(category::literal)
{
    return "\"" + std::string(T::value) + "\"";
}
template <class T>
std::string field_description(category::variant)
{
    return "one of " + std::to_string(std::variant_size_v<T>) + " shapes of object";
}

template <class T>
std::string field_description(category::kind_variant)
{
    return alternatives_joined<T>([](auto a) { return field_description<decltype(a)>(); });
}

template <class T>
std::string field_description()
{
    return field_description<T>(category_t<T>{});
}

/// How a field list names an alternative of a variant: by its type tag, or
/// by its type's name.
template <class T>
std::string alternative_label()
{
    if constexpr (!literal_member_value<T>().empty())
        return std::string(literal_member_value<T>());
    else
        return schema_name<T>();
}

// The fields inside a value of each category, under `path`: those of the
// structs it holds.

template <class T>
void collect_fields(std::string const& path, std::vector<contract_field>& out);

template <class T>
void collect_fields(category::any, std::string const&, std::vector<contract_field>&)
{
}

template <class T, class C>
    requires std::same_as<C, category::optional> || std::same_as<C, category::omittable>
void collect_fields(C, std::string const& path, std::vector<contract_field>& out)
{
    collect_fields<typename T::value_type>(path, out);
}

template <class T>
void collect_fields(category::array_form, std::string const& path, std::vector<contract_field>& out)
{
    collect_fields<typename T::value_type>(path + "/*", out);
}

template <class T>
void collect_fields(category::string_map, std::string const& path, std::vector<contract_field>& out)
{
    collect_fields<typename T::mapped_type>(path + "/*", out);
}

template <class T>
void collect_fields(category::variant, std::string const& path, std::vector<contract_field>& out)
{
    boost::mp11::mp_for_each<boost::mp11::mp_rename<T, boost::mp11::mp_list>>([&](auto a) {
        collect_fields<decltype(a)>(path + "(" + alternative_label<decltype(a)>() + ")", out);
    });
}

template <class T>
void collect_fields(category::kind_variant, std::string const& path, std::vector<contract_field>& out)
{
    // One alternative at most is an object: its fields are the value's.
    boost::mp11::mp_for_each<boost::mp11::mp_rename<T, boost::mp11::mp_list>>(
        [&](auto a) { collect_fields<decltype(a)>(path, out); });
}

template <class T>
void collect_fields(category::described_struct, std::string const& path, std::vector<contract_field>& out)
{
    struct_operations<T>::fields(path, out);
}

template <class T>
void collect_fields(std::string const& path, std::vector<contract_field>& out)
{
    collect_fields<T>(category_t<T>{}, path, out);
}

/// A member as a field list shows it: its name, its type's description and
/// the fields inside it; no description for the member that keeps the
/// object's other keys.
struct member_field {
    std::string_view name;
    std::string (*description)();
    void (*inside)(std::string const& path, std::vector<contract_field>& out);
};

template <class T>
inline constexpr auto member_fields = member_table<T, member_field>([](auto d) {
    using M = member_type<decltype(d)>;
    if constexpr (of_category<M, category::extra_members>)
        return member_field{d.name, nullptr, nullptr};
    else
        return member_field{d.name, &field_description<M>, &collect_fields<M>};
});

/// The fields of an object with the members `members`, the release history
/// `history` and the chain members `chains` at `path`, and those of the
/// structs it holds.
inline void list_fields(std::string const& path, std::span<member_field const> members,
                        std::span<key_history const> history, std::span<chain_member const> chains,
                        std::vector<contract_field>& out)
{
    for (auto const& m : members) {
        if (!m.description) {
            out.push_back({path + "/*", "any other member, kept as it is"});
            continue;
        }
        auto const at = path + "/" + std::string(m.name);
        auto description = m.description();
        for (auto const& h : history)
            if (h.key == m.name)
                description += "; sent by Blockscout " + h.sent_by().to_string();
        for (auto const& c : chains)
            if (c.key == m.name)
                description.append("; only built for ").append(builds_sending(c.chain).to_string());
        out.push_back({at, std::move(description)});
        m.inside(at, out);
    }
    for (auto const& h : history)
        if (!h.current.empty())
            out.push_back({path + "/" + std::string(h.key),
                           "the name of " + std::string(h.current) + " in Blockscout " + h.sent_by().to_string()});
}

template <class T>
void struct_operations<T>::fields(std::string const& path, std::vector<contract_field>& out)
{
    list_fields(path, member_fields<T>, release_history_of<T>(), chain_members_of<T>(), out);
}

} // namespace detail

/// Every field of a `T`, in declaration order, the fields of an object
/// after the object.
template <class T>
std::vector<contract_field> contract_fields()
{
    std::vector<contract_field> out{{"", detail::field_description<T>()}};
    detail::collect_fields<T>("", out);
    return out;
}

/// The fields that `Left` and `Right` describe differently, in the order of
/// `Left`'s fields, then those only `Right` has in its order.
template <class Left, class Right>
std::vector<field_difference> compare_fields()
{
    auto const left = contract_fields<Left>();
    auto const right = contract_fields<Right>();
    std::map<std::string_view, std::string_view> right_by_path;
    for (auto const& f : right)
        right_by_path.emplace(f.path, f.description);
    std::set<std::string_view> in_left;
    std::vector<field_difference> out;
    for (auto const& f : left) {
        in_left.insert(f.path);
        auto const r = right_by_path.find(f.path);
        if (r == right_by_path.end())
            out.push_back({f.path, f.description, std::nullopt});
        else if (r->second != f.description)
            out.push_back({f.path, f.description, std::string(r->second)});
    }
    for (auto const& f : right)
        if (!in_left.contains(f.path))
            out.push_back({f.path, std::nullopt, f.description});
    return out;
}

} // namespace explorer_schema

// With the compiled library, what it holds of the field list is declared extern
// here or at the end of the registry, whichever comes second
// (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_DEFINES_FIELDS
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
