#ifndef EXPLORER_SCHEMA_FUZZING_MUTATIONS_HPP
#define EXPLORER_SCHEMA_FUZZING_MUTATIONS_HPP

// Single-point mutations of a valid document, chosen from the model: each
// member dropped, set to null, given each other JSON type; each enum,
// vocabulary string and literal corrupted; each array emptied. Each comes
// with what the contract says of it: whether the model allows it, and the
// issues the document now has. The document is mutated as it is given:
// its own keys (a member under a former name too), their order, its
// unknown members; each mutation is judged with the decode options given.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/struct_operations.hpp>
#include <explorer_schema/impl/decode.hpp>
#include <explorer_schema/model/json_pointer.hpp>
#include <explorer_schema/model/members.hpp>

#include <boost/json/value.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace explorer_schema::fuzzing {

/// Every kind of mutation the walk makes, as mutation::kind names it.
inline constexpr std::string_view mutation_kinds[] = {
    "drop",                        "null",
    "type_boolean",                "type_integer",
    "type_negative",               "type_fraction",
    "type_string",                 "type_array",
    "type_object",                 "empty_array",
    "corrupt_enum",                "corrupt_append",
    "corrupt_truncate",            "corrupt_empty",
    "corrupt_uppercase_prefix",    "corrupt_leading_zero",
    "corrupt_integer_beyond_256_bits", "corrupt_exponent",
    "corrupt_negative",            "corrupt_timestamp_shape",
    "corrupt_timestamp_offset",    "corrupt_timestamp_calendar",
    "corrupt_timestamp_hour",      "corrupt_timestamp_leap_second",
    "corrupt_short_selector",
};

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
        doc.at_pointer(at.parent().str()).as_object().stable_erase(at.back());
    } else if (e.pointer.empty()) {
        doc = *e.value;
    } else {
        doc.at_pointer(e.pointer) = *e.value;
    }
    return doc;
}

/// Whether the decoder reads `key`, a name of the member `member` of a
/// struct with the chain members `chains` and the release history
/// `history`, as that member under `options`: a member of another chain
/// type, or a key the release pinned does not send, is an unknown key to it.
inline bool typed_key(std::string_view key, std::string_view member, std::span<chain_member const> chains,
                      std::span<key_history const> history, decode_options const& options)
{
    if (of_another_chain(member, chains, options.chain))
        return false;
    if (options.release)
        for (auto const& h : history)
            if (h.key == key)
                return h.sent_by().contains(*options.release);
    return true;
}

class generator {
public:
    /// Says whether the value holding the place being walked still decodes
    /// when that place holds the given value (null: the place dropped).
    using acceptor = std::function<bool(json::value const*)>;
    /// Takes each mutation the walk finds, in the order found: its kind, its
    /// place, the value put there (null: the member dropped) and how to
    /// judge whether the model allows it, which only the sink pays for.
    using sink = std::function<void(std::string_view kind, std::string const& pointer, json::value const* value,
                                    acceptor const& accepts)>;

    generator(decode_options const& options, sink s) : options_(options), sink_(std::move(s)) {}

    template <class T>
    void walk(json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        walk<T>(category_t<T>{}, v, pointer, accepts);
    }

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
                                         [=, this](json::value const* nv) {
                                             if constexpr (of_category<T, category::fixed_array>) {
                                                 auto copy = *a;
                                                 copy[i] = *nv;
                                                 return decode<T>(copy, options_).ok();
                                             } else {
                                                 return decode<T>(json::array{*nv}, options_).ok();
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
                                              [this, key](json::value const* nv) {
                                                  return decode<T>(json::object{{key, *nv}}, options_).ok();
                                              });
            }
    }

    template <class T>
    void walk(category::kind_variant, json::value const& v, std::string const& pointer, acceptor const& accepts)
    {
        // The alternative the decoder takes, by the kind of the value.
        constexpr std::size_t count = std::variant_size_v<T>;
        if (auto const i = detail::alternative_taking<T>(v.kind()); i < count)
            boost::mp11::mp_with_index<count>(
                i, [&](auto a) { walk<std::variant_alternative_t<a, T>>(v, pointer, accepts); });
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
            detail::struct_operations<T>::mutate(*this, *o, pointer);
    }

    // The members of `o`, a `T`, which decodes as a `Holder` (T itself, or
    // the variant T is an alternative of): each under its name, then under
    // each name it had before, as the object gives them.
    template <class T, class Holder>
    void walk_members(json::object const& o, std::string const& pointer)
    {
        walk_members(o, pointer, member_walkers<T>, chain_members_of<T>(), release_history_of<T>(),
                     &generator::replace_key<Holder>);
    }

    /// A member's name, and the walk of a value of its type; none for the
    /// member that keeps the object's other keys.
    struct member_walker {
        std::string_view name;
        void (generator::*walk)(json::value const&, std::string const&, acceptor const&);
    };

    template <class T>
    static constexpr auto member_walkers = detail::member_table<T, member_walker>([](auto d) {
        using M = member_type<decltype(d)>;
        if constexpr (of_category<M, category::extra_members>)
            return member_walker{d.name, nullptr};
        else
            return member_walker{d.name, &generator::walk<M>};
    });

    /// What replace_key does for the type that decodes the object walked.
    using key_replacer = std::pair<std::string, acceptor> (generator::*)(json::object const&, std::string const&,
                                                                        std::string_view);

    // The members of `o`, described by `members`, `chains` and `history`;
    // `replace` judges another value in place of one.
    void walk_members(json::object const& o, std::string const& pointer, std::span<member_walker const> members,
                      std::span<chain_member const> chains, std::span<key_history const> history,
                      key_replacer replace)
    {
        // The member `key` of `o`, a name of the member `m`.
        auto const walk_key = [&](std::string_view key, member_walker const& m) {
            if (auto const* value = o.if_contains(key);
                value != nullptr && typed_key(key, m.name, chains, history, options_)) {
                auto const [at, accepts] = (this->*replace)(o, pointer, key);
                (this->*m.walk)(*value, at, accepts);
            }
        };
        for (auto const& m : members) {
            if (m.walk == nullptr)
                continue;
            walk_key(m.name, m);
            for (auto const& h : history)
                if (h.current == m.name)
                    walk_key(h.key, m);
        }
    }

    // The member `key` of `o` dropped and given a value of each other JSON
    // type; its pointer, and whether `o` takes another value there.
    template <class Holder>
    std::pair<std::string, acceptor> replace_key(json::object const& o, std::string const& pointer,
                                                 std::string_view key)
    {
        acceptor accepts = [this, &o, key](json::value const* nv) {
            auto copy = o;
            if (nv)
                copy[key] = *nv;
            else
                copy.stable_erase(key);
            return decode<Holder>(copy, options_).ok();
        };
        auto at = json_pointer(pointer).push_back(key).str();
        drop(at, accepts);
        for (auto const& [kind, other] : other_types())
            add(kind, at, other, accepts);
        return {std::move(at), std::move(accepts)};
    }

    template <class... Alternatives>
    void walk_variant(std::variant<Alternatives...>*, json::value const& v, std::string const& pointer)
    {
        auto const* o = v.if_object();
        // The alternative the decoder takes: by its tag, or by the keys.
        auto const decoded = decode<std::variant<Alternatives...>>(v, options_).value;
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
        } else if constexpr (std::same_as<T, integer_string> || std::same_as<T, unsigned_integer_string>) {
            add_text("corrupt_leading_zero", pointer, "0" + s, accepts);
            add_text("corrupt_integer_beyond_256_bits", pointer, "1" + std::string(78, '0'), accepts);
            if constexpr (std::same_as<T, unsigned_integer_string>)
                add_text("corrupt_negative", pointer, "-5", accepts);
        } else if constexpr (std::same_as<T, decimal_string>) {
            add_text("corrupt_exponent", pointer, "1e3", accepts);
            add_text("corrupt_negative", pointer, "-" + s, accepts);
        } else if constexpr (std::same_as<T, method_name>) {
            add_text("corrupt_short_selector", pointer, "0xabc", accepts);
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

    void add(std::string_view kind, std::string const& pointer, json::value const& value, acceptor const& accepts)
    {
        sink_(kind, pointer, &value, accepts);
    }

    void add_text(std::string_view kind, std::string const& pointer, std::string const& text, acceptor const& accepts)
    {
        add(kind, pointer, json::string(text), accepts);
    }

    void drop(std::string const& pointer, acceptor const& accepts) { sink_("drop", pointer, nullptr, accepts); }

    template <class T>
    friend struct detail::struct_operations;

    decode_options options_;
    sink sink_;
};

} // namespace mutations_detail

namespace mutations_detail {
/// Whether a mutation at `pointer` is at or under `under` (every one is
/// under "", the document).
inline bool is_under(std::string_view pointer, std::string_view under) noexcept
{
    return pointer.starts_with(under) && (pointer.size() == under.size() || pointer[under.size()] == '/');
}
} // namespace mutations_detail

/// How many single-point mutations for_each_mutation makes of `document`, a
/// valid `T`, at or under the JSON Pointer `under`, when it makes them
/// all: counted by the walk that finds them, without making or judging one.
template <class T>
std::size_t mutation_count(boost::json::value const& document, decode_options const& options = {},
                           std::string_view under = {})
{
    std::size_t total = 0;
    mutations_detail::generator g(options, [&](std::string_view, std::string const& pointer, boost::json::value const*,
                                               mutations_detail::generator::acceptor const&) {
        total += mutations_detail::is_under(pointer, under);
    });
    g.walk<T>(document, "", [](boost::json::value const*) { return true; });
    return total;
}

/// What for_each_mutation hands each mutation to, with its index and the
/// number of mutations made.
using mutation_sink = std::function<void(mutation&& m, std::size_t index, std::size_t total)>;

/// Makes `count` single-point mutations of `document`, a valid `T` under
/// `options` (all when it has fewer), drawn by `seed`: the same for the
/// same seed on every platform. Each is made, judged with `options` and
/// handed to `f(std::move(m), index, total)` before
/// the next is made, so memory holds one mutated document at a time (and,
/// when fewer than all are drawn, the description of each one drawn).
/// Returns how many were made. With `under`, a JSON Pointer, only the
/// mutations at or under it are drawn ("/items/0/hash": that value; "/items/0":
/// the first item and what it holds). Throws std::invalid_argument when `document`
/// is not a valid `T`. Each place is judged by decoding a copy of the
/// object around it (of an array's element, the element alone), and each
/// mutated document whole: meant for documents of the size a response has.
template <class T>
std::size_t for_each_mutation(boost::json::value const& document, std::uint64_t seed, std::size_t count,
                              decode_options const& options, mutation_sink const& f, std::string_view under = {})
{
    namespace json = boost::json;
    using mutations_detail::edit;
    using mutations_detail::generator;
    if (!decode<T>(document, options).ok())
        throw std::invalid_argument("the document to mutate breaks the contract");
    // The walk, handing on the mutations under `under`.
    auto walk = [&](generator::sink sink) {
        generator g(options, [&](std::string_view kind, std::string const& pointer, json::value const* value,
                                 generator::acceptor const& accepts) {
            if (mutations_detail::is_under(pointer, under))
                sink(kind, pointer, value, accepts);
        });
        g.walk<T>(document, "", [&](json::value const* v) { return v && decode<T>(*v, options).ok(); });
    };
    std::size_t const total = mutation_count<T>(document, options, under);
    std::size_t const made = std::min(count, total);
    auto const describe = [](std::string_view kind, std::string const& pointer, json::value const* value,
                             generator::acceptor const& accepts) {
        return edit{std::string(kind), pointer, value ? std::optional(*value) : std::nullopt, accepts(value)};
    };
    auto const make = [&](edit&& e, std::size_t index) {
        auto doc = mutations_detail::apply(document, e);
        auto issues = decode<T>(doc, options).issues;
        f(mutation{std::move(e.kind), std::move(e.pointer), std::move(doc), e.allowed, std::move(issues)}, index,
          made);
    };
    if (count >= total) {
        // Every one, in the order the walk finds them.
        std::size_t index = 0;
        walk([&](std::string_view kind, std::string const& pointer, json::value const* value,
                 generator::acceptor const& accepts) { make(describe(kind, pointer, value, accepts), index++); });
        return made;
    }
    // The first `count` places of a Fisher-Yates shuffle of all of them,
    // the shuffle kept as the places it moved.
    std::mt19937_64 random(seed);
    std::unordered_map<std::size_t, std::size_t> moved;
    auto const at = [&](std::size_t i) {
        auto const found = moved.find(i);
        return found == moved.end() ? i : found->second;
    };
    for (std::size_t i = 0; i < count; ++i) {
        auto const j = i + static_cast<std::size_t>(random() % (total - i));
        auto const a = at(i), b = at(j);
        moved[i] = b;
        moved[j] = a;
    }
    std::unordered_map<std::size_t, std::size_t> drawn; // place in walk order -> index
    for (std::size_t i = 0; i < count; ++i)
        drawn.emplace(at(i), i);
    moved.clear();
    std::vector<std::optional<edit>> edits(count);
    std::size_t place = 0;
    walk([&](std::string_view kind, std::string const& pointer, json::value const* value,
             generator::acceptor const& accepts) {
        if (auto const found = drawn.find(place++); found != drawn.end())
            edits[found->second] = describe(kind, pointer, value, accepts);
    });
    for (std::size_t i = 0; i < count; ++i)
        make(std::move(*edits[i]), i);
    return made;
}

/// `count` single-point mutations of `document`, a valid `T` under
/// `options` (all when it has fewer), drawn by `seed`, as for_each_mutation
/// makes them, held together. Throws std::invalid_argument when `document`
/// is not a valid `T`.
template <class T>
std::vector<mutation> mutations_of(boost::json::value const& document, std::uint64_t seed, std::size_t count,
                                   decode_options const& options = {})
{
    std::vector<mutation> out;
    for_each_mutation<T>(document, seed, count, options, [&](mutation&& m, std::size_t, std::size_t total) {
        out.reserve(total);
        out.push_back(std::move(m));
    });
    return out;
}

/// Every single-point mutation of `document`, a valid `T`, with its issues.
template <class T>
std::vector<mutation> mutations_of(boost::json::value const& document, decode_options const& options = {})
{
    return mutations_of<T>(document, 0, std::numeric_limits<std::size_t>::max(), options);
}

} // namespace explorer_schema::fuzzing

template <class T>
void explorer_schema::detail::struct_operations<T>::mutate(fuzzing::mutations_detail::generator& g,
                                                           boost::json::object const& o, std::string const& pointer)
{
    g.walk_members<T, T>(o, pointer);
}

// With the compiled library, what it holds of for_each_mutation is declared extern
// here or at the end of the registry, whichever comes second
// (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_DEFINES_MUTATIONS
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
