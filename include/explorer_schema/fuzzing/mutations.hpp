#ifndef EXPLORER_SCHEMA_FUZZING_MUTATIONS_HPP
#define EXPLORER_SCHEMA_FUZZING_MUTATIONS_HPP

// Single-point mutations of a valid document, chosen from the model: each
// member dropped, set to null, given each other JSON type; each enum,
// vocabulary string and literal corrupted; each array emptied. Each comes
// with what the contract says of it: whether the model allows it, and the
// issues the document now has.

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/json_pointer.hpp>

#include <boost/json/value.hpp>

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace explorer_schema::fuzzing {

struct mutation {
    std::string kind;    ///< what was done, e.g. "null", "corrupt_timestamp_calendar"
    std::string pointer; ///< where
    boost::json::value document;
    /// Whether the model allows it: the type holding the mutated place
    /// accepts the mutated value (a member that may be null set to null, an
    /// optional member dropped, an integer where a number belongs...).
    bool allowed = false;
    /// The issues of the mutated document under the contract: when the
    /// mutation is not allowed, an error at `pointer`, inside it or around
    /// it (a rule across an object's members reports at a sibling).
    std::vector<issue> issues;
};

namespace mutations_detail {

namespace json = boost::json;

/// A mutation before it is made: the value put at `pointer`, or nothing to
/// drop the member there.
struct edit {
    std::string kind;
    std::string pointer;
    std::optional<json::value> value;
    bool allowed = false;
};

/// `document` with `e` made.
inline json::value apply(json::value const& document, edit const& e)
{
    auto doc = document;
    if (!e.value) {
        json_pointer const at(e.pointer);
        doc.at_pointer(at.parent().str()).as_object().erase(at.back());
    } else if (e.pointer.empty()) {
        doc = *e.value;
    } else {
        doc.at_pointer(e.pointer) = *e.value;
    }
    return doc;
}

class generator {
public:
    /// Says whether the value holding the place being walked still decodes
    /// when that place holds the given value (nullopt: the place dropped).
    using acceptor = std::function<bool(std::optional<json::value> const&)>;

    template <class T>
    void walk(json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        walk<T>(category_t<T>{}, v, pointer, accepts);
    }

    std::vector<edit> take() { return std::move(edits_); }

private:
    // The mutations inside a value of each category; none by default.

    template <class T>
    void walk(category::any, json::value const&, std::string const&, acceptor const&)
    {
    }

    template <class T, class C>
        requires std::same_as<C, category::optional> || std::same_as<C, category::omittable>
    void walk(C, json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        if (!v.is_null())
            walk<typename T::value_type>(v, pointer, accepts);
    }

    template <class T>
    void walk(category::secret, json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        walk<typename T::value_type>(v, pointer, accepts);
    }

    template <class T, class C>
        requires std::same_as<C, category::described_enum> || std::same_as<C, category::literal>
    void walk(C, json::value const&, std::string const& pointer, acceptor const& accepts)
    {
        add_text("corrupt_enum", pointer, "not_a_known_value", accepts);
    }

    template <class T>
    void walk(category::vocabulary, json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        corrupt_vocabulary<T>(v, pointer, accepts);
    }

    template <class T>
    void walk(category::array_form, json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        auto const* a = v.if_array();
        if (a == nullptr || a->empty())
            return;
        add("empty_array", pointer, json::array{}, accepts);
        // Whether the array takes the value in place of element i: asked of
        // the element alone, but for an array of fixed length.
        for (std::size_t i = 0; i < a->size(); ++i)
            walk<typename T::value_type>((*a)[i], pointer + "/" + std::to_string(i),
                                         [a, i](std::optional<json::value> const& nv) {
                                             if constexpr (of_category<T, category::fixed_array>) {
                                                 auto copy = *a;
                                                 copy[i] = *nv;
                                                 return decode<T>(copy).ok();
                                             } else {
                                                 return decode<T>(json::array{*nv}).ok();
                                             }
                                         });
    }

    template <class T>
    void walk(category::string_map, json::value const& v, std::string const& pointer, acceptor const&)
    {
        if (auto const* o = v.if_object())
            for (auto const& kv : *o) {
                std::string const key(kv.key());
                walk<typename T::mapped_type>(kv.value(), json_pointer(pointer).push_back(key).str(),
                                              [key](std::optional<json::value> const& nv) {
                                                  return decode<T>(json::object{{key, *nv}}).ok();
                                              });
            }
    }

    template <class T>
    void walk(category::variant, json::value const& v, std::string const& pointer, acceptor const&)
    {
        if (v.is_object())
            walk_variant(static_cast<T*>(nullptr), v, pointer);
    }

    template <class T>
    void walk(category::described_struct, json::value const& v, std::string const& pointer, acceptor const&)
    {
        if (auto const* o = v.if_object())
            walk_members<T, T>(*o, pointer);
    }

    // The members of `o`, a `T`, which decodes as a `Holder` (T itself, or
    // the variant T is an alternative of).
    template <class T, class Holder>
    void walk_members(json::object const& o, std::string const& pointer)
    {
        boost::mp11::mp_for_each<members_of<T>>([&](auto desc) {
            using M = member_type<decltype(desc)>;
            if constexpr (!of_category<M, category::extra_members>) {
                auto const* member = o.if_contains(desc.name);
                if (member == nullptr)
                    return;
                std::string const name(desc.name);
                acceptor const accepts = [&o, name](std::optional<json::value> const& nv) {
                    auto copy = o;
                    if (nv)
                        copy[name] = *nv;
                    else
                        copy.erase(name);
                    return decode<Holder>(copy).ok();
                };
                auto const at = json_pointer(pointer).push_back(desc.name).str();
                drop(at, accepts);
                for (auto const& [kind, value] : other_types())
                    add(kind, at, value, accepts);
                walk<M>(*member, at, accepts);
            }
        });
    }

    template <class... Alternatives>
    void walk_variant(std::variant<Alternatives...>*, json::value const& v, std::string const& pointer)
    {
        auto const* o = v.if_object();
        // The alternative the decoder takes: by its tag, or by the keys.
        auto const decoded = decode<std::variant<Alternatives...>>(v).value;
        (
            [&] {
                if (std::holds_alternative<Alternatives>(decoded))
                    walk_members<Alternatives, std::variant<Alternatives...>>(*o, pointer);
            }(),
            ...);
    }

    template <class T>
    void corrupt_vocabulary(json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        auto const s = std::string(v.as_string());
        add_text("corrupt_append", pointer, s + "z", accepts);
        if (!s.empty())
            add_text("corrupt_truncate", pointer, s.substr(0, s.size() - 1), accepts);
        add_text("corrupt_empty", pointer, "", accepts);
        if constexpr (std::same_as<T, timestamp>) {
            add_text("corrupt_timestamp_shape", pointer, s.substr(0, 19) + "Z", accepts);
            add_text("corrupt_timestamp_offset", pointer, s.substr(0, 26) + "+00:00", accepts);
            add_text("corrupt_timestamp_calendar", pointer, "2023-02-29" + s.substr(10), accepts);
            add_text("corrupt_timestamp_hour", pointer, s.substr(0, 11) + "24" + s.substr(13), accepts);
            add_text("corrupt_timestamp_leap_second", pointer, s.substr(0, 11) + "23:59:60" + s.substr(19), accepts);
        } else if constexpr (std::same_as<T, integer_string>) {
            add_text("corrupt_leading_zero", pointer, "0" + s, accepts);
            add_text("corrupt_integer_beyond_256_bits", pointer, "1" + std::string(78, '0'), accepts);
        } else if constexpr (std::same_as<T, decimal_string>) {
            add_text("corrupt_exponent", pointer, "1e3", accepts);
            add_text("corrupt_negative", pointer, "-" + s, accepts);
        } else {
            add_text("corrupt_uppercase_prefix", pointer, s.starts_with("0x") ? "0X" + s.substr(2) : "0x" + s, accepts);
        }
    }

    static std::vector<std::pair<std::string, json::value>> const& other_types()
    {
        static std::vector<std::pair<std::string, json::value>> const values{
            {"null", nullptr},         {"type_boolean", true},       {"type_integer", 7},
            {"type_negative", -7},     {"type_fraction", 1.5},       {"type_string", "text"},
            {"type_array", json::array{}}, {"type_object", json::object{}}};
        return values;
    }

    void add(std::string kind, std::string const& pointer, json::value value, acceptor const& accepts)
    {
        bool const allowed = accepts(value);
        edits_.push_back({std::move(kind), pointer, std::move(value), allowed});
    }

    void add_text(std::string kind, std::string const& pointer, std::string const& text, acceptor const& accepts)
    {
        add(std::move(kind), pointer, json::string(text), accepts);
    }

    void drop(std::string const& pointer, acceptor const& accepts)
    {
        edits_.push_back({"drop", pointer, std::nullopt, accepts(std::nullopt)});
    }

    std::vector<edit> edits_;
};

} // namespace mutations_detail

/// `count` single-point mutations of `document`, a valid `T` (all when it
/// has fewer), drawn by `seed`: the same for the same seed on every
/// platform. Only those drawn are made and judged. Throws
/// std::invalid_argument when `document` is not a valid `T`. Each place is
/// judged by decoding a copy of the object around it (of an array's
/// element, the element alone), about a thousand times the document's size
/// in all: meant for documents of the size a response has.
template <class T>
std::vector<mutation> mutations_of(boost::json::value const& document, std::uint64_t seed, std::size_t count)
{
    if (!decode<T>(document).ok())
        throw std::invalid_argument("the document to mutate breaks the contract");
    mutations_detail::generator g;
    g.walk<T>(document, "", [](std::optional<boost::json::value> const& v) { return v && decode<T>(*v).ok(); });
    auto edits = g.take();
    if (count < edits.size()) {
        std::mt19937_64 random(seed);
        for (std::size_t i = 0; i < count; ++i)
            std::swap(edits[i], edits[i + static_cast<std::size_t>(random() % (edits.size() - i))]);
        edits.resize(count);
    }
    std::vector<mutation> out;
    out.reserve(edits.size());
    for (auto& e : edits) {
        auto doc = mutations_detail::apply(document, e);
        auto issues = decode<T>(doc).issues;
        out.push_back({std::move(e.kind), std::move(e.pointer), std::move(doc), e.allowed, std::move(issues)});
    }
    return out;
}

/// Every single-point mutation of `document`, a valid `T`, with its issues.
template <class T>
std::vector<mutation> mutations_of(boost::json::value const& document)
{
    return mutations_of<T>(document, 0, std::numeric_limits<std::size_t>::max());
}

} // namespace explorer_schema::fuzzing

#endif
