#ifndef EXPLORER_SCHEMA_MODEL_RELEASES_HPP
#define EXPLORER_SCHEMA_MODEL_RELEASES_HPP

// Blockscout's releases, and the life of each member across them. A struct
// of the `blockscout` contract says when each of its keys is sent with its
// static member `release_history`, an array of key_history; a key it does
// not list is sent by every release. The decoder then finds the releases
// whose shape a document has.

#include <boost/describe/enum.hpp>
#include <boost/describe/members.hpp>
#include <boost/mp11/algorithm.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace explorer_schema {

/// A Blockscout version, as its tag `vMAJOR.MINOR.PATCH` names it.
struct version {
    std::uint8_t major = 0;
    std::uint8_t minor = 0;
    std::uint8_t patch = 0;

    friend constexpr auto operator<=>(version, version) = default;
};

/// A release at minor granularity: every patch tag of one minor version.
struct release {
    std::uint8_t major = 0;
    std::uint8_t minor = 0;
    std::uint8_t last_patch = 0; ///< the newest patch tag of this minor

    constexpr version first() const noexcept { return {major, minor, 0}; }
    constexpr version last() const noexcept { return {major, minor, last_patch}; }
    /// "v8.1"
    std::string name() const
    {
        std::string s(1, 'v');
        s.append(std::to_string(major)).append(1, '.').append(std::to_string(minor));
        return s;
    }
};

/// Every release from v6.0 to the newest, oldest first, with the newest patch
/// tag of each (tags of blockscout/blockscout). A new release is one line at
/// the end; the table's size, the newest release and every listing of them
/// (docs/blockscout-releases.md, the program's messages) follow from it.
inline constexpr auto blockscout_releases = std::to_array<release>({
    {6, 0, 0},
    {6, 1, 0},
    {6, 2, 2},
    {6, 3, 0},
    {6, 4, 0},
    {6, 5, 0},
    {6, 6, 0},
    {6, 7, 2},
    {6, 8, 1},
    {6, 9, 2},
    {6, 10, 2},
    {7, 0, 2},
    {8, 0, 2},
    {8, 1, 2},
    {9, 0, 2},
    {9, 1, 1},
    {9, 2, 2},
    {9, 3, 7},
    {9, 4, 2},
    {10, 0, 8},
    {10, 1, 1},
    {10, 2, 6},
    {11, 0, 3},
    {11, 1, 3},
    {11, 2, 7},
});

/// The position of a release in blockscout_releases: it cannot name a
/// release that is not there. find_release("v8.1") gives one by name.
class release_index {
public:
    /// Throws std::out_of_range when no release is at `index` (in a constant
    /// expression, does not compile).
    constexpr explicit release_index(std::size_t index) : index_(index)
    {
        if (index >= blockscout_releases.size())
            throw std::out_of_range("no Blockscout release at index " + std::to_string(index) + "; there are " +
                                    std::to_string(blockscout_releases.size()));
    }

    /// The newest release the library knows.
    static constexpr release_index newest() noexcept { return release_index(blockscout_releases.size() - 1); }

    constexpr std::size_t value() const noexcept { return index_; }
    constexpr operator std::size_t() const noexcept { return index_; }
    constexpr release const& operator*() const noexcept { return blockscout_releases[index_]; }
    constexpr release const* operator->() const noexcept { return &blockscout_releases[index_]; }

    friend constexpr bool operator==(release_index, release_index) = default;

private:
    std::size_t index_;
};

/// A version later than every release: the last of a key still sent.
inline constexpr version still_sent{255, 255, 255};

/// A set of releases: a bit per release of blockscout_releases, in as many
/// 64-bit words as the table needs.
class release_set {
    // First: clang 14 cannot evaluate, in a constant expression, a member
    // template whose definition comes after its caller's.
    using word = std::uint64_t;
    static constexpr std::size_t word_bits = 64;
    static constexpr std::size_t words = (blockscout_releases.size() + word_bits - 1) / word_bits;
    std::array<word, words> words_{};

    constexpr void add(std::size_t index) noexcept { words_[index / word_bits] |= word{1} << (index % word_bits); }
    template <class F>
    constexpr release_set combine(release_set other, F f) const noexcept
    {
        release_set s;
        for (std::size_t w = 0; w < words; ++w)
            s.words_[w] = f(words_[w], other.words_[w]);
        return s;
    }

public:
    constexpr release_set() noexcept = default;

    static constexpr release_set all() noexcept
    {
        release_set s;
        for (std::size_t i = 0; i < blockscout_releases.size(); ++i)
            s.add(i);
        return s;
    }
    static constexpr release_set only(release_index index) noexcept
    {
        release_set s;
        s.add(index.value());
        return s;
    }

    /// The releases with at least one patch from `first` to `last`.
    static constexpr release_set any_patch(version first, version last) noexcept
    {
        release_set s;
        for (std::size_t i = 0; i < blockscout_releases.size(); ++i)
            if (blockscout_releases[i].first() <= last && first <= blockscout_releases[i].last())
                s.add(i);
        return s;
    }
    /// The releases all of whose patches are from `first` to `last`.
    static constexpr release_set every_patch(version first, version last) noexcept
    {
        release_set s;
        for (std::size_t i = 0; i < blockscout_releases.size(); ++i)
            if (first <= blockscout_releases[i].first() && blockscout_releases[i].last() <= last)
                s.add(i);
        return s;
    }

    constexpr bool empty() const noexcept
    {
        return std::all_of(words_.begin(), words_.end(), [](word w) { return w == 0; });
    }
    constexpr bool contains(std::size_t index) const noexcept
    {
        return index < blockscout_releases.size() && ((words_[index / word_bits] >> (index % word_bits)) & 1u);
    }
    /// Whether every release of `other` is here.
    constexpr bool includes(release_set other) const noexcept { return (*this & other) == other; }
    constexpr std::size_t size() const noexcept
    {
        std::size_t n = 0;
        for (auto w : words_)
            n += static_cast<std::size_t>(std::popcount(w));
        return n;
    }
    /// The newest release here; throws std::out_of_range when the set is
    /// empty.
    constexpr release_index newest() const
    {
        for (std::size_t w = words; w-- > 0;)
            if (words_[w] != 0)
                return release_index(w * word_bits + static_cast<std::size_t>(std::bit_width(words_[w]) - 1));
        throw std::out_of_range("an empty set of releases has no newest");
    }

    friend constexpr release_set operator&(release_set a, release_set b) noexcept
    {
        return a.combine(b, [](word x, word y) { return x & y; });
    }
    friend constexpr release_set operator|(release_set a, release_set b) noexcept
    {
        return a.combine(b, [](word x, word y) { return x | y; });
    }
    friend constexpr release_set operator^(release_set a, release_set b) noexcept
    {
        return a.combine(b, [](word x, word y) { return x ^ y; });
    }
    constexpr release_set operator~() const noexcept
    {
        return all().combine(*this, [](word x, word y) { return x & ~y; });
    }
    friend constexpr bool operator==(release_set, release_set) = default;

    /// The names of the releases, oldest first: "v8.0", "v8.1".
    std::vector<std::string> names() const
    {
        std::vector<std::string> out;
        for (std::size_t i = 0; i < blockscout_releases.size(); ++i)
            if (contains(i))
                out.push_back(blockscout_releases[i].name());
        return out;
    }

    /// The releases as runs of consecutive ones: "v6.10–v7.0, v9.1";
    /// "no release" when empty.
    std::string to_string() const
    {
        std::string out;
        for (std::size_t i = 0; i < blockscout_releases.size(); ++i) {
            if (!contains(i) || (i > 0 && contains(i - 1)))
                continue;
            auto j = i;
            while (j + 1 < blockscout_releases.size() && contains(j + 1))
                ++j;
            out += out.empty() ? "" : ", ";
            out += blockscout_releases[i].name();
            if (j > i)
                out += "\u2013" + blockscout_releases[j].name();
        }
        return out.empty() ? "no release" : out;
    }

    friend std::ostream& operator<<(std::ostream& os, release_set s) { return os << s.to_string(); }
};

/// The index of the release named `name` ("v8.1" or "8.1"); none when no
/// release has that name.
inline std::optional<release_index> find_release(std::string_view name) noexcept
{
    if (name.starts_with('v'))
        name.remove_prefix(1);
    for (std::size_t i = 0; i < blockscout_releases.size(); ++i) {
        auto const& r = blockscout_releases[i];
        if (name == std::to_string(r.major) + "." + std::to_string(r.minor))
            return release_index(i);
    }
    return std::nullopt;
}

/// An integer that Blockscout releases up to the tag `Last` wrote as a JSON
/// string of its digits, and later ones as a JSON number (a token
/// transfer's log_index was `to_string(log_index)` until v6.9.0). Decoding
/// takes either form and narrows the document's releases to those that send
/// it; encoding writes the form of the release encoded.
template <class Int, version Last>
    requires std::integral<Int> && (!std::same_as<Int, bool>)
struct quoted_until {
    using value_type = Int;
    Int value{};

    constexpr quoted_until() noexcept = default;
    constexpr explicit quoted_until(Int v) noexcept : value(v) {}
    constexpr quoted_until& operator=(Int v) noexcept
    {
        value = v;
        return *this;
    }
    constexpr operator Int() const noexcept { return value; }
    friend constexpr bool operator==(quoted_until const&, quoted_until const&) = default;

    /// The releases that may send it as a string.
    static constexpr release_set quoted_by() noexcept { return release_set::any_patch(version{6, 0, 0}, Last); }
    /// The releases that may send it as a number.
    static constexpr release_set unquoted_by() noexcept
    {
        return ~release_set::every_patch(version{6, 0, 0}, Last);
    }
};

/// A build of Blockscout for one kind of chain (its CHAIN_TYPE, named by
/// chain_type_name), which adds members of its own. A struct lists its
/// members that only some chain types send in its static member
/// `chain_members`, an array of chain_member. Under a chain type, the
/// members of the chain types it sends are decoded and the others are
/// unknown keys; with none given, such a member is decoded, is a
/// `chain_type_member` warning, and narrows the chain types the body fits.
enum class chain_type : std::uint8_t {
    default_chain, arbitrum, arc, blackfort, celo, eden, ethereum, filecoin, mud, neon, optimism, optimism_celo,
    polygon_edge, polygon_zkevm, rsk, scroll, shibarium, stability, suave, zetachain, zilliqa, zksync
};
BOOST_DESCRIBE_ENUM(chain_type, default_chain, arbitrum, arc, blackfort, celo, eden, ethereum, filecoin, mud, neon,
                    optimism, optimism_celo, polygon_edge, polygon_zkevm, rsk, scroll, shibarium, stability, suave,
                    zetachain, zilliqa, zksync)

/// A set of chain types: a bit for each.
struct chain_set {
    std::uint32_t bits = 0; // public, so that a chain_set is a template argument

    constexpr chain_set() noexcept = default;
    constexpr chain_set(std::initializer_list<chain_type> types) noexcept
    {
        for (auto t : types)
            bits |= bit(t);
    }
    static constexpr chain_set all() noexcept;

    constexpr bool contains(chain_type t) const noexcept { return (bits & bit(t)) != 0; }
    constexpr bool empty() const noexcept { return bits == 0; }
    constexpr chain_set operator&(chain_set o) const noexcept { return from_bits(bits & o.bits); }
    constexpr chain_set operator|(chain_set o) const noexcept { return from_bits(bits | o.bits); }
    constexpr chain_set operator-(chain_set o) const noexcept { return from_bits(bits & ~o.bits); }
    friend constexpr bool operator==(chain_set, chain_set) = default;

    /// "mud, optimism or optimism-celo", in the order of chain_type.
    inline std::string to_string() const;
    friend std::ostream& operator<<(std::ostream& out, chain_set s) { return out << s.to_string(); }

private:
    static constexpr std::uint32_t bit(chain_type t) noexcept { return std::uint32_t{1} << static_cast<unsigned>(t); }
    static constexpr chain_set from_bits(std::uint32_t b) noexcept
    {
        chain_set s;
        s.bits = b;
        return s;
    }
};

/// What the library knows of one chain type: its name as CHAIN_TYPE spells
/// it, the releases whose backend builds it, and the chain types whose
/// members and paths it also sends.
struct chain_type_info {
    chain_type type{};
    std::string_view name;
    version first{6, 0, 0};
    version last = still_sent;
    chain_set also{};

    /// The releases that built it (computed once: see chain_type_releases).
    constexpr release_set releases() const noexcept;
};

/// Every chain type Blockscout has built since v6.0, in the order of
/// chain_type. Before v6.5 CHAIN_TYPE was free text, and `first` is the tag
/// whose code first tests for the name; from v6.5 it is the tag whose list
/// of supported chain types (config/config_helper.exs) first names it, and
/// `last` the last that does. `mud` is no CHAIN_TYPE: it is an optimism
/// build with MUD_INDEXER_ENABLED (v6.6.0-beta, fb4fde678d), which
/// Blockscout's OpenAPI documents publish as a chain type of its own
/// (.github/workflows/generate-swagger.yml at v11.2.7). optimism-celo is the
/// chain identity {:optimism, :celo} of v9.3.0: an optimism build with
/// Celo's own members and paths.
inline constexpr chain_type_info blockscout_chain_types[]{
    {chain_type::default_chain, "default"},
    {chain_type::arbitrum, "arbitrum", {6, 4, 0}},
    {chain_type::arc, "arc", {9, 3, 0}},
    {chain_type::blackfort, "blackfort", {6, 9, 0}},
    {chain_type::celo, "celo", {6, 8, 0}, {9, 2, 2}},
    {chain_type::eden, "eden", {11, 2, 4}},
    {chain_type::ethereum, "ethereum"},
    {chain_type::filecoin, "filecoin", {6, 2, 0}},
    {chain_type::mud, "mud", {6, 6, 0}, still_sent, {chain_type::optimism}},
    {chain_type::neon, "neon", {7, 0, 0}},
    {chain_type::optimism, "optimism", {6, 3, 0}},
    {chain_type::optimism_celo, "optimism-celo", {9, 3, 0}, still_sent, {chain_type::optimism, chain_type::celo}},
    {chain_type::polygon_edge, "polygon_edge", {6, 0, 0}, {9, 0, 2}},
    {chain_type::polygon_zkevm, "polygon_zkevm", {6, 0, 0}, {10, 2, 6}},
    {chain_type::rsk, "rsk"},
    {chain_type::scroll, "scroll", {6, 9, 0}},
    {chain_type::shibarium, "shibarium", {6, 1, 0}},
    {chain_type::stability, "stability"},
    {chain_type::suave, "suave"},
    {chain_type::zetachain, "zetachain", {6, 2, 0}},
    {chain_type::zilliqa, "zilliqa", {6, 10, 0}},
    {chain_type::zksync, "zksync", {6, 3, 0}},
};

constexpr chain_set chain_set::all() noexcept
{
    return from_bits((std::uint32_t{1} << std::size(blockscout_chain_types)) - 1);
}

namespace detail {
/// The releases that built each chain type of blockscout_chain_types, in
/// its order: any_patch walks the table of releases, too slow to repeat for
/// each document a report names the chain types of.
inline constexpr auto chain_type_releases = [] {
    std::array<release_set, std::size(blockscout_chain_types)> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = release_set::any_patch(blockscout_chain_types[i].first, blockscout_chain_types[i].last);
    return out;
}();
} // namespace detail

constexpr release_set chain_type_info::releases() const noexcept
{
    return detail::chain_type_releases[static_cast<std::size_t>(type)];
}

/// What the library knows of chain type `t`.
constexpr chain_type_info const& chain_info(chain_type t) noexcept
{
    return blockscout_chain_types[static_cast<std::size_t>(t)];
}

/// Chain type `t` as CHAIN_TYPE spells it: "optimism-celo", "polygon_zkevm".
constexpr std::string_view chain_type_name(chain_type t) noexcept { return chain_info(t).name; }

/// The chain type CHAIN_TYPE spells `name`, if any.
constexpr std::optional<chain_type> find_chain_type(std::string_view name) noexcept
{
    for (auto const& c : blockscout_chain_types)
        if (c.name == name)
            return c.type;
    return std::nullopt;
}

/// The chain types whose builds send what some chain type of `types`
/// sends: those types, and those that send their members too (optimism's:
/// optimism-celo and mud).
constexpr chain_set builds_sending(chain_set types) noexcept
{
    chain_set out;
    for (auto const& c : blockscout_chain_types)
        if (!((chain_set{c.type} | c.also) & types).empty())
            out = out | chain_set{c.type};
    return out;
}

/// builds_sending of the chain type `t` alone.
constexpr chain_set builds_sending(chain_type t) noexcept { return builds_sending(chain_set{t}); }

/// The chain types some of whose builds are among the releases `releases`.
constexpr chain_set chains_in(release_set releases) noexcept
{
    chain_set out;
    for (auto const& c : blockscout_chain_types)
        if (!(c.releases() & releases).empty())
            out = out | chain_set{c.type};
    return out;
}

/// The releases that build some chain type of `types`.
constexpr release_set releases_of(chain_set types) noexcept
{
    release_set out;
    for (auto const& c : blockscout_chain_types)
        if (types.contains(c.type))
            out = out | c.releases();
    return out;
}

std::string chain_set::to_string() const
{
    std::string out;
    std::size_t left = static_cast<std::size_t>(std::popcount(bits));
    for (auto const& c : blockscout_chain_types) {
        if (!contains(c.type))
            continue;
        out.append(c.name);
        --left;
        out.append(left > 1 ? ", " : left == 1 ? " or " : "");
    }
    return out;
}

/// The Blockscout builds a body may come from: its releases and chain types.
struct builds {
    release_set releases = release_set::all();
    chain_set chains = chain_set::all();
};

/// A member that only some chain types send: those whose builds send what
/// `chain` sends (builds_sending).
struct chain_member {
    std::string_view key;
    chain_type chain{};
};

/// When one JSON key of a struct is sent: from the release tag `first` to the
/// tag `last`, both included. A key that a release changed in one of its
/// patches may be there or not in that release. The history of the literal
/// member that tells a variant's alternatives apart (a search result's
/// `type`) says which releases send that alternative.
struct key_history {
    std::string_view key;
    version first{6, 0, 0};
    version last = still_sent;
    /// For a name the key had before: the member that now holds its value.
    std::string_view current = {};
    /// For an omittable<T> member that some bodies leave out from `first`
    /// on (an address Blockscout has no row for is written by another
    /// clause of its view), the tag from which every body sends it; {} for
    /// a member every body sends from `first`, or an omittable<T> one that
    /// any body may leave out.
    version every_body_from = {};

    /// The releases that may send the key.
    constexpr release_set sent_by() const noexcept { return release_set::any_patch(first, last); }
    /// The releases every patch of which sends the key in every body.
    constexpr release_set always_sent_by() const noexcept
    {
        return release_set::every_patch(std::max(first, every_body_from), last);
    }
};

/// The history of a struct that derives from one with history `base`: the
/// base's keys, then `own`, whose entry for a key the base has replaces the
/// base's. The derived struct's `release_history` is one:
/// `static constexpr auto release_history = extend_history(base::release_history, {...});`.
template <std::size_t Size>
struct extended_history {
    std::array<key_history, Size> keys{};
    std::size_t size = 0;

    constexpr operator std::span<key_history const>() const noexcept { return {keys.data(), size}; }
};

namespace detail {
template <std::size_t Size, std::size_t M>
constexpr extended_history<Size> extended(std::span<key_history const> base, key_history const (&own)[M])
{
    extended_history<Size> out;
    for (auto const& b : base)
        if (std::none_of(std::begin(own), std::end(own), [&](key_history const& o) { return o.key == b.key; }))
            out.keys[out.size++] = b;
    for (auto const& o : own)
        out.keys[out.size++] = o;
    return out;
}
} // namespace detail

template <std::size_t N, std::size_t M>
constexpr extended_history<N + M> extend_history(key_history const (&base)[N], key_history const (&own)[M])
{
    return detail::extended<N + M>(base, own);
}

/// The history of a struct whose base's history extends another's.
template <std::size_t N, std::size_t M>
constexpr extended_history<N + M> extend_history(extended_history<N> const& base, key_history const (&own)[M])
{
    return detail::extended<N + M>(base, own);
}

/// When one value of an enumeration is sent: from the release tag `first` to
/// the tag `last`, both included, and only by a build for the chain type
/// `chain` when it is given. An enumeration of the `blockscout` contract
/// says when each of its values is sent with a function
/// `release_history(E const*)` that argument-dependent lookup finds,
/// returning a range of value_history; a value it does not list is sent by
/// every release and chain type.
struct value_history {
    std::string_view value;
    version first{6, 0, 0};
    version last = still_sent;
    std::optional<chain_type> chain = std::nullopt;

    /// The releases that may send the value.
    constexpr release_set sent_by() const noexcept { return release_set::any_patch(first, last); }
};

/// When each value of the enumeration `E` is sent (see value_history);
/// every value by every release by default.
template <class E>
constexpr std::span<value_history const> value_history_of() noexcept
{
    if constexpr (requires(E const* e) { release_history(e); })
        return release_history(static_cast<E const*>(nullptr));
    else
        return {};
}

namespace detail {

/// Whether `T` has a described member named `name`.
template <class T>
constexpr bool names_a_member(std::string_view name)
{
    using members = boost::describe::describe_members<T, boost::describe::mod_any_access |
                                                             boost::describe::mod_inherited>;
    bool found = false;
    boost::mp11::mp_for_each<members>([&](auto d) { found = found || name == d.name; });
    return found;
}

/// The first key of the release history of `T` that names no member of `T`
/// (a former name, by the member in `current`); empty when each does.
template <class T>
constexpr std::string_view history_key_without_member()
{
    for (auto const& h : std::span<key_history const>(T::release_history))
        if (auto const member = h.current.empty() ? h.key : h.current; !names_a_member<T>(member))
            return member;
    return {};
}

/// The first chain member of `T` that names no member of `T`; empty when
/// each does.
template <class T>
constexpr std::string_view chain_member_without_member()
{
    for (auto const& c : std::span<chain_member const>(T::chain_members))
        if (!names_a_member<T>(c.key))
            return c.key;
    return {};
}

/// Stop the build when `Key` is not empty: the error names the struct and
/// spells the key in the template's arguments.
template <class T, char... Key>
struct release_history_key_names_no_member {
    static_assert(sizeof...(Key) == 0,
                  "explorer_schema: a key of this struct's release history (spelt by the template "
                  "arguments after the struct) is not one of its members, nor a former name whose "
                  "`current` is one");
};
template <class T, char... Key>
struct chain_member_names_no_member {
    static_assert(sizeof...(Key) == 0,
                  "explorer_schema: a key of this struct's chain_members (spelt by the template "
                  "arguments after the struct) is not one of its members");
};

/// The keys those functions find, evaluated once per struct.
template <class T>
inline constexpr std::string_view unknown_history_key = history_key_without_member<T>();
template <class T>
inline constexpr std::string_view unknown_chain_member = chain_member_without_member<T>();

/// Instantiates `Message<T, the characters of Key...>` once, when
/// instantiated itself: the evaluations of release_history_of<T> that
/// constant expressions make do not repeat the check (clang counts their
/// steps).
template <template <class, char...> class Message, class T, std::string_view const& Key,
          class = std::make_index_sequence<Key.size()>>
struct key_check;
template <template <class, char...> class Message, class T, std::string_view const& Key, std::size_t... I>
struct key_check<Message, T, Key, std::index_sequence<I...>> {
    static constexpr bool done = sizeof(Message<T, Key[I]...>) > 0;
};

/// Whether `T` declares what its static members now say with a function
/// that argument-dependent lookup would find: such a function is no longer
/// looked up, and would be ignored without a word.
template <class T>
concept declares_by_function = requires(T const* t) { release_history(t); } ||
                               requires(T const* t) { chain_members(t); } ||
                               requires(T const* t) { sent_only_by(t); };

} // namespace detail

/// When each key of `T` is sent (see key_history): its static member
/// `release_history`; every key by every release without one. A key that
/// is not a member of `T` stops the build, naming the key.
template <class T>
constexpr std::span<key_history const> release_history_of() noexcept
{
    static_assert(!detail::declares_by_function<T>,
                  "explorer_schema: release_history, chain_members and sent_only_by of a struct are "
                  "its static members, not functions found by argument-dependent lookup");
    if constexpr (requires { T::release_history; }) {
        static_assert(detail::key_check<detail::release_history_key_names_no_member, T,
                                        detail::unknown_history_key<T>>::done);
        return T::release_history;
    }
    else
        return {};
}

/// The members of `T` that only one chain type sends (see chain_member):
/// its static member `chain_members`, none without one. A key that is not
/// a member of `T` stops the build, naming the key.
template <class T>
constexpr std::span<chain_member const> chain_members_of() noexcept
{
    if constexpr (requires { T::chain_members; }) {
        static_assert(detail::key_check<detail::chain_member_names_no_member, T,
                                        detail::unknown_chain_member<T>>::done);
        return T::chain_members;
    }
    else
        return {};
}

/// The chain type that alone sends `T`, an alternative of a variant, when
/// one does: its static member `sent_only_by`, a chain_type. Under another
/// chain type, an object of that alternative is as an unknown key is.
template <class T>
constexpr std::optional<chain_type> chain_of() noexcept
{
    if constexpr (requires {
                      { T::sent_only_by } -> std::convertible_to<chain_type>;
                  })
        return T::sent_only_by;
    else
        return std::nullopt;
}

/// Whether a build for the chain type `build` (none: not known) sends what
/// chain type `chain` sends.
constexpr bool builds_send(std::optional<chain_type> build, chain_type chain) noexcept
{
    return build && builds_sending(chain).contains(*build);
}

/// Whether a build for the chain type `chain` (none: not known) sends `T`,
/// an alternative of a variant.
template <class T>
constexpr bool chain_sends_alternative(std::optional<chain_type> chain) noexcept
{
    return !chain_of<T>() || builds_send(chain, *chain_of<T>());
}

/// Whether `member`, of a struct whose chain members are `chains`, is one
/// that a build for the chain type `chain` (none: not known) does not send.
constexpr bool of_another_chain(std::string_view member, std::span<chain_member const> chains,
                                std::optional<chain_type> chain) noexcept
{
    return std::ranges::any_of(chains,
                               [&](chain_member const& c) { return c.key == member && !builds_send(chain, c.chain); });
}

} // namespace explorer_schema

#endif
