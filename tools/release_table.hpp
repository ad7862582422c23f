#ifndef EXPLORER_SCHEMA_RELEASE_TABLE_HPP
#define EXPLORER_SCHEMA_RELEASE_TABLE_HPP

// The table of docs/blockscout-releases.md: for every member of every struct
// of Blockscout's contract, the releases that send it, under which name, and
// the tags of blockscout/blockscout where that begins and ends. Generated
// from the structs' release histories (`explorer-schema releases`).

#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/detail/member_lookup.hpp>
#include <explorer_schema/detail/names.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/core/demangle.hpp>
#include <boost/describe/enum_to_string.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema {

namespace detail {

/// The tag of blockscout/blockscout that is version `v`; the releases before
/// v6.10 were tagged as betas.
inline std::string tag_name(version v)
{
    // Appended: g++ 12 at -O3 misreads "v" + std::string as an overflow.
    std::string tag(1, 'v');
    tag.append(std::to_string(v.major)).append(1, '.').append(std::to_string(v.minor)).append(1, '.');
    tag.append(std::to_string(v.patch)).append(v.major == 6 && v.minor < 10 ? "-beta" : "");
    return tag;
}

/// The first tag after `v`: its next patch, or the next release.
inline std::string tag_after(version v)
{
    for (std::size_t r = 0; r < blockscout_releases.size(); ++r) {
        auto const& release = blockscout_releases[r];
        if (release.major == v.major && release.minor == v.minor) {
            if (v.patch < release.last_patch)
                return tag_name({v.major, v.minor, static_cast<std::uint8_t>(v.patch + 1)});
            if (r + 1 < blockscout_releases.size())
                return tag_name(blockscout_releases[r + 1].first());
        }
    }
    return "none yet";
}

/// The release columns of a table's header, then its separator row.
inline void release_columns(std::string& out, std::string_view first, std::string_view last)
{
    for (auto const& r : blockscout_releases)
        out.append(" ").append(r.name()).append(" |");
    out.append(" sent from | last sent in |").append(last).append("\n|---|").append(first);
    for (std::size_t r = 0; r < blockscout_releases.size(); ++r)
        out += "---|";
    out.append("---|---|").append(last.empty() ? "" : "---|").append("\n");
}

/// A row's cells from the releases that may send it and those that always
/// do, then the tags it is sent from and last sent in.
inline void release_cells(std::string& out, release_set sent, release_set required, version first, version last)
{
    for (std::size_t r = 0; r < blockscout_releases.size(); ++r)
        out += !sent.contains(r) ? "  |" : required.contains(r) ? " ● |" : " ◐ |";
    out.append(" ").append(tag_name(first)).append(" | ");
    if (last == still_sent)
        out.append("still sent");
    else
        out.append(tag_name(last)).append(" (gone in ").append(tag_after(last)).append(")");
    out.append(" |");
}

template <described_struct T>
void release_rows(std::string& out)
{
    out.append("\n### `").append(boost::core::demangle(typeid(T).name())).append("`\n\n| key | JSON |");
    release_columns(out, "---|", "");
    for (std::size_t k = 0; k < key_count<T>; ++k) {
        auto const member = member_of_key<T>(k);
        auto const type = boost::mp11::mp_with_index<member_count<T>>(member, [](auto i) {
            return expected_name<member_type<boost::mp11::mp_at_c<members_of<T>, i>>>();
        });
        auto const name = key_name<T>(k);
        out.append("| `").append(name).append("`");
        if (k != member)
            out.append(" (for `").append(member_names<T>[member]).append("`)");
        out.append(" | ").append(type).append(" |");
        auto const& sent = key_releases_of<T>[k];
        version first{6, 0, 0}, last = still_sent;
        for (auto const& h : release_history_of<T>())
            if (h.key == name)
                first = h.first, last = h.last;
        release_cells(out, sent.sent, sent.required, first, last);
        out += "\n";
    }
}

template <class E>
void value_rows(std::string& out)
{
    out.append("\n### `").append(boost::core::demangle(typeid(E).name())).append("`\n\n| value |");
    release_columns(out, "", " chain type |");
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<E>>([&](auto e) {
        auto const& histories = value_history_of<E>();
        auto const found = std::find_if(histories.rbegin(), histories.rend(),
                                        [&](value_history const& v) { return v.value == e.name; });
        value_history const h = found == histories.rend() ? value_history{e.name} : *found;
        out.append("| `").append(h.value).append("` |");
        release_cells(out, h.sent_by(), release_set::every_patch(h.first, h.last), h.first, h.last);
        out.append(" ").append(h.chain ? builds_sending(*h.chain).to_string() : "every").append(" |\n");
    });
}

/// Calls `f(std::type_identity<E>{})` for each enumeration a `T` holds, directly
/// or in a wrapper or an array.
template <class T, class F>
void for_each_enum_in(F&& f)
{
    using C = category_t<T>;
    if constexpr (std::derived_from<C, category::wrapper> || std::derived_from<C, category::array_form>)
        for_each_enum_in<typename T::value_type>(f);
    else if constexpr (std::same_as<C, category::described_enum>)
        f(std::type_identity<T>{});
}

template <class E>
using blockscout_response = response_t<E, contracts::blockscout>;

/// A summary variable's shape, `{"type": "currency", "value": ...}`, has no
/// table of its own: its value's struct has one.
template <class T>
inline constexpr bool is_summary_variable = false;
template <fixed_string Type, class Value>
inline constexpr bool is_summary_variable<typed_variable<Type, Value>> = true;

} // namespace detail

/// Every struct of Blockscout's contract, each once, as its endpoints'
/// responses hold them in the registry (endpoints.hpp), depth first.
using blockscout_structs = detail::unique_types<detail::structs_in_each<
    boost::mp11::mp_transform<detail::blockscout_response, endpoints::of<contracts::blockscout>>>>;

/// docs/blockscout-releases.md: the releases that send each member of each
/// struct of Blockscout's contract.
inline std::string blockscout_release_table()
{
    std::string out =
        "# Blockscout releases\n\n"
        "Which releases of Blockscout send each member of each object of the `blockscout` contract, and "
        "under which name. Generated by `explorer-schema releases` from the structs' release histories; "
        "a test fails when this file is stale.\n\n"
        "A release is every patch of one minor version. ● every patch of the release sends the key; "
        "◐ some of its patches do (the key came or went in one of them), or some of its bodies leave the key out "
        "(an address Blockscout has no row for); blank: none does. "
        "\"sent from\" and \"last sent in\" are the tags of blockscout/blockscout where the key appears "
        "in, and last appears in, the backend's views (`apps/block_scout_web/lib/block_scout_web/views/api/v2/`); "
        "a key named \"for\" a member is a name that member had before. The JSON column is what the key "
        "holds in every release that sends it. Objects from the interpretation and Merits services, which "
        "are not Blockscout releases, are the same in every release.\n\n"
        "## Releases\n\n| release | tags |\n|---|---|\n";
    for (auto const& r : blockscout_releases)
        out += "| " + r.name() + " | " + detail::tag_name(r.first()) +
               (r.last_patch > 0 ? " to " + detail::tag_name(r.last()) : "") + " |\n";
    out += "\n## Members\n";
    boost::mp11::mp_for_each<boost::mp11::mp_transform<std::type_identity, blockscout_structs>>([&](auto t) {
        using T = typename decltype(t)::type;
        if constexpr (!detail::is_summary_variable<T>)
            detail::release_rows<T>(out);
    });
    out += "\n## Values\n\nThe values of each enumeration of the contract: the releases that send each, "
           "from the tags of blockscout/blockscout where the backend first and last makes it, and the chain "
           "type that alone sends it. Pinned to a release that does not send a value, a document that holds "
           "it is invalid (`invalid_enum_value`); a value of another chain type is as an unknown key.\n";
    std::vector<std::string> seen;
    boost::mp11::mp_for_each<boost::mp11::mp_transform<std::type_identity, blockscout_structs>>([&](auto t) {
        using T = typename decltype(t)::type;
        boost::mp11::mp_for_each<members_of<T>>([&](auto d) {
            detail::for_each_enum_in<member_type<decltype(d)>>([&](auto e) {
                using E = typename decltype(e)::type;
                auto const name = boost::core::demangle(typeid(E).name());
                if (std::find(seen.begin(), seen.end(), name) != seen.end())
                    return;
                seen.push_back(name);
                detail::value_rows<E>(out);
            });
        });
    });
    return out;
}

} // namespace explorer_schema

#endif
