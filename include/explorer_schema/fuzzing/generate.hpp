#ifndef EXPLORER_SCHEMA_FUZZING_GENERATE_HPP
#define EXPLORER_SCHEMA_FUZZING_GENERATE_HPP

// Random valid documents of any model type, deterministically from a seed:
// every member the contract allows to be null, absent or of another enum
// value is so at random; numbers reach their type's limits; vocabulary
// strings vary within their shape; plain strings are the kind that break
// consumers (long, non-ASCII, escapes, markup, controls). A document is
// generated for one Blockscout release, so that its objects agree on it.
//
// A struct with a rule across its members (check_member_rules) makes
// generated members keep it with a function found by argument-dependent
// lookup:
//   template <class Object, class Generator>
//   void keep_member_rules(T const*, Object& members, Generator& g);
// where `g.below(n)`, `g.text()` and `g.template value<U>()` give a random
// number below n, a random string and a random JSON value of a U.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/struct_operations.hpp>
#include <explorer_schema/model/members.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/enumerators.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <stdexcept>
#include <variant>
#include <vector>

namespace explorer_schema::fuzzing {

struct generate_options {
    /// The Blockscout release whose members the objects hold; by default
    /// one of `releases` drawn from the seed.
    std::optional<release_index> release{};
    /// The chain type whose own members objects may hold; validate with the
    /// same decode_options::chain. None by default: no such member.
    std::optional<chain_type> chain{};
    std::size_t max_items = 4;          ///< the longest array of any length
    std::size_t max_string_length = 1024; ///< the longest plain string
    /// The releases one is drawn from: of a body of an endpoint, those that
    /// serve it (served_by<E>; the CLI draws so), so that validate, given
    /// the endpoint, takes every body made. With a chain type, only those
    /// of them that built it.
    release_set releases = release_set::all();
};

namespace generate_detail {

namespace json = boost::json;

/// Strings that have broken consumers: empty, non-ASCII (accents, CJK,
/// emoji, right-to-left, combining marks, joiners, a byte order mark),
/// escapes and controls, markup, format strings.
inline constexpr std::array<std::string_view, 22> awkward_strings{
    "",
    "Uniswap V3",
    "h\xC3\xA9llo w\xC3\xB6rld",
    "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E",
    "\xF0\x9F\xA6\x8A\xF0\x9F\x9A\x80",
    "\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D \xE2\x80\xAE" "abc",
    "e\xCC\x81\xE2\x80\x8D",
    "\xEF\xBB\xBF" "bom",
    "\"quoted\"",
    "back\\slash",
    "tab\tnew\nline\r",
    std::string_view("nul\0byte", 8),
    "\x01\x1F\x7F",
    "</script><b>&amp;</b>",
    "[link](javascript:alert(1))",
    "%s%n%x",
    "' OR 1=1 --",
    "{{curly}}",
    "\xE2\x80\xA8separator\xE2\x80\xA9",
    "0x",
    "-0",
    "1e308",
};

template <class T>
struct static_capacity;
template <class T, std::size_t N, class O>
struct static_capacity<boost::container::static_vector<T, N, O>> : std::integral_constant<std::size_t, N> {};

class generator {
public:
    generator(std::uint64_t seed, generate_options options)
        : random_(seed), options_(std::move(options)),
          release_(options_.release.value_or(
              drawn(options_.chain ? options_.releases & releases_of({*options_.chain}) : options_.releases)))
    {
    }

    /// A number from 0 to n - 1 (0 when n is 0).
    std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(random_() % n); }

    /// One of `releases`, drawn: the k-th, k below their number.
    release_index drawn(release_set releases)
    {
        if (releases.empty())
            throw std::invalid_argument("generate: no release to draw a body's members from");
        for (std::size_t k = below(releases.size()), r = 0;; ++r)
            if (releases.contains(r) && k-- == 0)
                return release_index(r);
    }

    /// A random string: pieces of awkward strings, now and then repeated
    /// up to max_string_length bytes.
    std::string text()
    {
        std::string s;
        for (std::size_t pieces = 1 + below(3); pieces > 0; --pieces)
            s += awkward_strings[below(awkward_strings.size())];
        if (below(8) == 0 && !s.empty())
            while (s.size() * 2 <= options_.max_string_length)
                s += s;
        return s;
    }

    /// A random valid JSON value of a `T`.
    template <class T>
    json::value value()
    {
        return value<T>(category_t<T>{});
    }

private:
    template <class T>
    json::value value(category::boolean)
    {
        return below(2) == 1;
    }

    template <class T>
    json::value value(category::integer)
    {
        using limits = std::numeric_limits<T>;
        // The limits, small values, or any value of the type.
        auto const pick = below(5);
        if constexpr (std::is_signed_v<T>) {
            auto const v = pick == 0 ? limits::min() : pick == 1 ? limits::max() : pick == 2 ? T(below(3)) - 1
                         : static_cast<T>(random_());
            return static_cast<std::int64_t>(v);
        } else {
            auto const v = pick == 0 ? T(0) : pick == 1 ? limits::max() : pick == 2 ? T(below(3))
                         : static_cast<T>(random_());
            return static_cast<std::uint64_t>(v);
        }
    }

    template <class T>
    json::value value(category::floating)
    {
        switch (below(4)) {
        case 0: return 0.0;
        case 1: return -1.5;
        case 2: return static_cast<double>(std::numeric_limits<T>::max());
        default: {
            // One draw per statement: the order of a call's arguments is unspecified.
            auto const mantissa = static_cast<double>(random_() >> 11);
            return std::ldexp(mantissa, -static_cast<int>(below(80)));
        }
        }
    }

    template <class T>
    json::value value(category::string)
    {
        return json::string(text());
    }

    template <class T>
    json::value value(category::literal)
    {
        return json::string(T::value);
    }

    /// One of the values the release, and the chain type when given, send.
    template <class T>
    json::value value(category::described_enum)
    {
        std::vector<std::string_view> names;
        boost::mp11::mp_for_each<boost::describe::describe_enumerators<T>>([&](auto e) {
            for (auto const& h : value_history_of<T>())
                if (h.value == e.name && (!h.sent_by().contains(release_) || (h.chain && h.chain != options_.chain)))
                    return;
            names.push_back(e.name);
        });
        return json::string(names[below(names.size())]);
    }

    /// The type's example (now and then its zero, for a variable-length
    /// type), its first run of hex digits repeated at random when the type's
    /// length varies, with some of its hex digits changed: the first such
    /// string the type's own check passes, or the example after 16 tries.
    template <class T>
    json::value value(category::vocabulary)
    {
        constexpr std::string_view hex = "0123456789abcdefABCDEF";
        auto const is_hex = [&](char c) { return hex.find(c) != std::string_view::npos; };
        for (int attempt = 0; attempt < 16; ++attempt) {
            std::string s(T::fixed_length == 0 && below(4) == 0 ? T::zero : T::example);
            if (T::fixed_length == 0 && below(2) == 0) { // a longer run of digits
                std::size_t const start = s.starts_with("0x") ? 2 : 0;
                auto end = start;
                while (end < s.size() && is_hex(s[end]))
                    ++end;
                auto const run = s.substr(start, end - start);
                for (std::size_t copies = below(4); copies > 0; --copies)
                    s.insert(end, run);
            }
            for (std::size_t i = 0; i < s.size(); ++i) {
                if (below(3) != 0 || !is_hex(s[i]) || (i < 2 && s.starts_with("0x")))
                    continue;
                bool const decimal = s[i] >= '0' && s[i] <= '9';
                s[i] = decimal && T::pattern.find("a-f") == std::string_view::npos ? hex[below(10)] : hex[below(hex.size())];
            }
            if (!T::check(s))
                return json::string(s);
        }
        return json::string(T::example);
    }

    /// A number, or its digits in a string where the release may send that.
    template <class T>
    json::value value(category::quoted_integer)
    {
        auto v = value<typename T::value_type>();
        bool const quoted = T::quoted_by().contains(release_) && (!T::unquoted_by().contains(release_) || below(2) == 0);
        if (!quoted)
            return v;
        return json::string(v.is_int64() ? std::to_string(v.get_int64()) : std::to_string(v.get_uint64()));
    }

    template <class T, class C>
        requires std::same_as<C, category::optional>
    json::value value(C)
    {
        return below(4) == 0 ? json::value(nullptr) : value<typename T::value_type>();
    }

    template <class T, class C>
        requires std::same_as<C, category::secret> || std::same_as<C, category::omittable>
    json::value value(C)
    {
        return value<typename T::value_type>();
    }

    template <class T>
    json::value value(category::sequence)
    {
        return items<typename T::value_type>(below(options_.max_items + 1));
    }

    template <class T>
    json::value value(category::bounded_sequence)
    {
        return items<typename T::value_type>(below(static_capacity<T>::value + 1));
    }

    template <class T>
    json::value value(category::fixed_array)
    {
        return items<typename T::value_type>(std::tuple_size_v<T>);
    }

    template <class T>
    json::value value(category::string_map)
    {
        json::object o;
        for (std::size_t n = below(options_.max_items + 1); n > 0; --n) {
            auto key = text();
            o[key] = value<typename T::mapped_type>();
        }
        return o;
    }

    template <class T>
    json::value value(category::free_object)
    {
        json::object o;
        for (std::size_t n = below(4); n > 0; --n) {
            auto key = text();
            o[key] = any_json(1);
        }
        return o;
    }

    template <class T>
    json::value value(category::raw_json)
    {
        return any_json(2);
    }

    template <class T>
    json::value value(category::described_struct)
    {
        return detail::struct_operations<T>::generate(*this, true);
    }

    template <class T>
    json::value value(category::tagged_variant)
    {
        return alternative(static_cast<T*>(nullptr), true);
    }

    template <class T>
    json::value value(category::untagged_variant)
    {
        return alternative(static_cast<T*>(nullptr), false);
    }

    /// A value of one alternative, at random.
    template <class T>
    json::value value(category::kind_variant)
    {
        return [&]<class... Alternatives>(std::variant<Alternatives...>*) {
            json::value out;
            std::size_t const chosen = below(sizeof...(Alternatives));
            std::size_t i = 0;
            ((i++ == chosen ? void(out = value<Alternatives>()) : void()), ...);
            return out;
        }(static_cast<T*>(nullptr));
    }

    /// One alternative, at random. Of a tagged variant, never the one that
    /// takes every other tag, nor one another chain type sends (warnings),
    /// nor one the release does not send; of an untagged one, with every
    /// member, so that its keys tell it apart.
    template <class... Alternatives>
    json::value alternative(std::variant<Alternatives...>*, bool tagged)
    {
        constexpr std::size_t count = sizeof...(Alternatives);
        std::array<bool, count> const sent{((!tagged || (!detail::literal_member_value<Alternatives>().empty() &&
                                                         chain_sends_alternative<Alternatives>(options_.chain))) &&
                                            detail::alternative_sent_by<Alternatives>().contains(release_))...};
        std::size_t chosen = below(count);
        for (std::size_t tried = 0; !sent[chosen] && tried < count; ++tried)
            chosen = (chosen + 1) % count;
        json::value out;
        std::size_t i = 0;
        ((i++ == chosen ? void(out = detail::struct_operations<Alternatives>::generate(*this, tagged)) : void()),
         ...);
        return out;
    }

    template <class T>
    json::array items(std::size_t n)
    {
        json::array a;
        for (; n > 0; --n)
            a.push_back(value<T>());
        return a;
    }

    /// Any JSON value, nested at most `depth` more levels.
    json::value any_json(int depth)
    {
        switch (below(depth > 0 ? 7 : 5)) {
        case 0: return nullptr;
        case 1: return below(2) == 1;
        case 2: return static_cast<std::int64_t>(random_());
        case 3: return -0.5;
        case 4: return json::string(text());
        case 5: {
            json::array a;
            for (std::size_t n = below(3); n > 0; --n)
                a.push_back(any_json(depth - 1));
            return a;
        }
        default: {
            json::object o;
            for (std::size_t n = below(3); n > 0; --n) {
                auto key = text();
                o[key] = any_json(depth - 1);
            }
            return o;
        }
        }
    }

    /// The members of a `T`: each the release sends and, when the chain
    /// type is given, each that chain type adds; one that may be absent (an
    /// omittable one, or one the release sends only in some patches) at
    /// random when `may_omit`. Other keys of a struct that keeps them are added at
    /// random, under names that are none of its own.
    template <class T>
    json::object members(bool may_omit)
    {
        auto o = members(may_omit, member_makers<T>, chain_members_of<T>(), release_history_of<T>());
        if constexpr (requires { keep_member_rules(static_cast<T const*>(nullptr), o, *this); })
            keep_member_rules(static_cast<T const*>(nullptr), o, *this);
        return o;
    }

    /// A member's name, whether it may be absent, and how a valid value of
    /// its type is made; none for the member that keeps the object's other
    /// keys.
    struct member_maker {
        std::string_view name;
        bool omittable = false;
        json::value (generator::*make)() = nullptr;
    };

    template <class T>
    static constexpr auto member_makers = detail::member_table<T, member_maker>([](auto d) {
        using M = member_type<decltype(d)>;
        if constexpr (of_category<M, category::extra_members>)
            return member_maker{d.name};
        else
            return member_maker{d.name, of_category<M, category::omittable>, &generator::value<M>};
    });

    /// The members of a struct whose members `makers` make, with the chain
    /// members `chains` and the release history `history`.
    json::object members(bool may_omit, std::span<member_maker const> makers, std::span<chain_member const> chains,
                         std::span<key_history const> history)
    {
        json::object o;
        for (auto const& m : makers) {
            if (m.make == nullptr) {
                for (std::size_t n = below(3); n > 0; --n) {
                    auto key = "x-" + text();
                    if (!is_key_of(key, makers, history))
                        o[key] = any_json(1);
                }
            } else if (present(m.name, m.omittable, may_omit, chains, history)) {
                o[m.name] = (this->*m.make)();
            }
        }
        former_names(o, history, makers, chains);
        return o;
    }

    /// A member the release sends under a name it had before (`history`):
    /// the same value when it also sends the current name, before or after
    /// it, or another name it had before. The name of a member of another
    /// chain type (`chains`) never.
    void former_names(json::object& o, std::span<key_history const> history, std::span<member_maker const> makers,
                      std::span<chain_member const> chains)
    {
        for (auto const& h : history) {
            if (h.current.empty() || !h.sent_by().contains(release_) ||
                of_another_chain(h.current, chains, options_.chain) ||
                !(h.always_sent_by().contains(release_) || below(2) == 0))
                continue;
            auto const m = std::find_if(makers.begin(), makers.end(),
                                        [&](member_maker const& maker) { return maker.name == h.current; });
            if (m == makers.end())
                continue;
            auto const other = std::find_if(history.begin(), history.end(), [&](key_history const& f) {
                return f.current == h.current && f.key != h.key && o.contains(f.key);
            });
            if (!o.contains(h.current) && other != history.end()) {
                json::value copy = o.at(other->key);
                o[h.key] = std::move(copy);
            } else if (!o.contains(h.current))
                o[h.key] = (this->*m->make)();
            else if (below(2) == 0) {
                json::value copy = o.at(h.current); // inserting may move the members
                o[h.key] = std::move(copy);
            } else
                o = with_key_before(o, h.current, h.key);
        }
    }

    /// Whether a body has the member `name`, which a struct with the chain
    /// members `chains` and the release history `history` declares.
    bool present(std::string_view name, bool omittable, bool may_omit, std::span<chain_member const> chains,
                 std::span<key_history const> history)
    {
        bool present = !omittable || !may_omit || below(3) != 0;
        for (auto const& c : chains)
            if (c.key == name)
                present = omittable && options_.chain == c.chain && below(2) == 0;
        // A key of the release: sent always, sometimes, or never.
        for (auto const& h : history)
            if (h.key == name && h.current.empty()) {
                if (!h.sent_by().contains(release_))
                    present = false;
                else if (!omittable || h.every_body_from != version{})
                    present = h.always_sent_by().contains(release_) || !may_omit || below(2) == 0;
            }
        return present;
    }

    /// `o` with the member `key`, a copy of `before`'s value, just before it.
    static json::object with_key_before(json::object const& o, std::string_view before, std::string_view key)
    {
        json::object out;
        for (auto const& kv : o) {
            if (kv.key() == before)
                out[key] = kv.value();
            out[kv.key()] = kv.value();
        }
        return out;
    }

    /// Whether `key` names a member of a struct whose members `makers`
    /// make, or a key of its release history `history`.
    static bool is_key_of(std::string_view key, std::span<member_maker const> makers,
                          std::span<key_history const> history)
    {
        return std::any_of(makers.begin(), makers.end(), [&](member_maker const& m) { return m.name == key; }) ||
               std::any_of(history.begin(), history.end(), [&](key_history const& h) { return h.key == key; });
    }

    template <class T>
    friend struct detail::struct_operations;

    std::mt19937_64 random_;
    generate_options options_;
    std::size_t release_;
};

} // namespace generate_detail

/// The seed of document `index` of a run seeded `seed`: a function of the
/// two alone (SplitMix64's finalizer, a bijection, of each), so that runs
/// with different seeds (shards) share no document, as `seed + index`
/// would: document 2 of seed 7 is not document 1 of seed 8.
constexpr std::uint64_t seed_of(std::uint64_t seed, std::uint64_t index) noexcept
{
    auto const mix = [](std::uint64_t z) {
        z += 0x9E3779B97F4A7C15u;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
        return z ^ (z >> 31);
    };
    return mix(mix(seed) ^ index);
}

/// A random valid JSON document of a `T`, the same for the same seed and
/// options on every platform.
template <class T>
boost::json::value generate(std::uint64_t seed, generate_options const& options = {})
{
    return generate_detail::generator(seed, options).value<T>();
}

} // namespace explorer_schema::fuzzing

template <class T>
boost::json::object explorer_schema::detail::struct_operations<T>::generate(fuzzing::generate_detail::generator& g,
                                                                            bool may_omit)
{
    return g.members<T>(may_omit);
}

// With the compiled library, what it holds of generate is declared extern
// here or at the end of the registry, whichever comes second
// (<explorer_schema/detail/compiled.hpp>).
#define EXPLORER_SCHEMA_DEFINES_GENERATE
#ifdef EXPLORER_SCHEMA_COMPILED
#include <explorer_schema/detail/compiled_declarations.hpp>
#endif

#endif
