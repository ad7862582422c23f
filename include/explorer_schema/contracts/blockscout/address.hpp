#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ADDRESS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ADDRESS_HPP

// The address object as Blockscout sends it.

#include <explorer_schema/contracts/common.hpp>
#include <explorer_schema/model/releases.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::blockscout {

/// A tag of an address's `metadata`.
struct metadata_tag {
    std::string slug;
    std::string name;
    std::string tagType; ///< name, generic, classifier, information, note, protocol
    std::int64_t ordinal = 0;
    std::optional<json_object> meta; ///< free-form
};
BOOST_DESCRIBE_STRUCT(metadata_tag, (), (slug, name, tagType, ordinal, meta))

/// Address `metadata`: its tags (v6.8 and later).
struct address_metadata {
    std::vector<metadata_tag> tags;
};
BOOST_DESCRIBE_STRUCT(address_metadata, (), (tags))

/// A contract a proxy delegates to, as Proxy.proxy_object_info writes it:
/// every element has `name`, null when the implementation is not verified.
struct implementation {
    explorer_schema::address_hash address_hash;
    std::optional<std::string> name;

    /// address_hash came in v8.0.2 beside address (05aa156b08), which v9.0.0
    /// dropped.
    static constexpr key_history release_history[]{
        {"address_hash", {8, 0, 2}},
        {"address", {6, 7, 0}, {8, 1, 2}, "address_hash"},
    };
};
BOOST_DESCRIBE_STRUCT(implementation, (), (address_hash, name))

/// How a proxy finds its implementation (the backend's Implementation
/// proxy_type). eip930 and unknown were renamed eip1967_oz and
/// eip1967_beacon in v9.1.0.
enum class proxy_type {
    eip1167,
    eip1967,
    eip1822,
    eip930,
    master_copy,
    basic_implementation,
    basic_get_implementation,
    comptroller,
    eip2535,
    clone_with_immutable_arguments,
    unknown,
    eip7702,
    resolved_delegate_proxy,
    erc7760,
    eip1967_oz,
    eip1967_beacon,
    minimal_proxy
};
BOOST_DESCRIBE_ENUM(proxy_type, eip1167, eip1967, eip1822, eip930, master_copy, basic_implementation,
                    basic_get_implementation, comptroller, eip2535, clone_with_immutable_arguments, unknown,
                    eip7702, resolved_delegate_proxy, erc7760, eip1967_oz, eip1967_beacon, minimal_proxy)

inline constexpr value_history proxy_type_history[]{
    {"eip930", {6, 6, 0}, {9, 0, 2}},
    {"unknown", {6, 6, 0}, {9, 0, 2}},
    {"eip7702", {6, 9, 0}},
    {"resolved_delegate_proxy", {8, 0, 0}},
    {"erc7760", {8, 0, 0}},
    {"eip1967_oz", {9, 1, 0}},
    {"eip1967_beacon", {9, 1, 0}},
    {"minimal_proxy", {11, 2, 0}},
};
constexpr std::span<value_history const> release_history(proxy_type const*) { return proxy_type_history; }

/// How a contract's creation ended (v9.0.0 on: the address and smart
/// contract views' creation_status, a closed set).
enum class contract_creation_status { success, failed, selfdestructed };
BOOST_DESCRIBE_ENUM(contract_creation_status, success, failed, selfdestructed)

/// What Blockscout makes of an address or a token (v9.1.0 on).
enum class reputation { ok, scam };
BOOST_DESCRIBE_ENUM(reputation, ok, scam)

/// `filecoin` of an address on Filecoin: its native addresses.
struct filecoin_address {
    std::optional<std::string> id;         ///< the ID address, f0...
    std::optional<std::string> robust;     ///< the robust address, f1..f4...
    std::optional<std::string> actor_type; ///< the kind of actor, as Blockscout names it
};
BOOST_DESCRIBE_STRUCT(filecoin_address, (), (id, robust, actor_type))

/// An address as Blockscout's views write it without the connection
/// (Helper.address_with_info(address, hash), two arguments): Celo's
/// election rewards and MUD's worlds embed it; `address` adds the tag lists
/// the other clauses write.
struct untagged_address {
    address_hash hash;
    std::optional<bool> is_contract;
    std::optional<std::string> name; ///< contract name
    std::optional<std::string> implementation_name;   ///< up to v6.7, before implementations
    std::optional<explorer_schema::address_hash> implementation_address; ///< v6.7 only
    omittable<bool> is_scam; ///< absent from an address without its row before v9.0
    /// "ok" unless the address is marked as scam: every clause of
    /// Helper.address_with_info writes it (v9.1.0 on), never null.
    blockscout::reputation reputation = blockscout::reputation::ok;
    std::optional<blockscout::proxy_type> proxy_type; ///< null when not a proxy
    std::vector<implementation> implementations;
    std::optional<bool> is_verified;
    omittable<std::optional<std::string>> ens_domain_name; ///< absent likewise before v6.4
    std::optional<address_metadata> metadata;

    /// An address Blockscout has no row for (Helper.address_with_info(_, hash))
    /// left out ens_domain_name before v6.4.0 and is_scam before v9.0.0
    /// (d131f34d55).
    static constexpr key_history release_history[]{
        {"implementation_name", {6, 0, 0}, {6, 7, 2}},
        {"implementation_address", {6, 7, 0}, {6, 7, 2}},
        {.key = "is_scam", .first = {6, 9, 0}, .every_body_from = {9, 0, 0}},
        {.key = "ens_domain_name", .every_body_from = {6, 4, 0}},
        {"reputation", {9, 1, 0}},
        {"proxy_type", {6, 8, 0}},
        {"implementations", {6, 6, 0}},
        {"metadata", {6, 4, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(untagged_address, (),
                      (hash, is_contract, name, implementation_name, implementation_address, is_scam,
                       reputation, proxy_type, implementations, is_verified, ens_domain_name, metadata))

/// An address as Blockscout sends it wherever one appears.
struct address : untagged_address {
    std::vector<address_tag> private_tags;
    std::vector<watchlist_name> watchlist_names;
    std::vector<address_tag> public_tags;
    /// filecoin (v6.8.1-beta on, e12b010a0e): sent wherever an address is
    /// embedded, but only when Blockscout has the address's row, not for an
    /// address it writes from the hash alone.
    omittable<filecoin_address> filecoin;

    static constexpr chain_member chain_members[]{
        {"filecoin", chain_type::filecoin},
    };

    static constexpr auto release_history = extend_history(untagged_address::release_history, {
        {"filecoin", {6, 8, 1}},
    });
};
BOOST_DESCRIBE_STRUCT(address, (untagged_address), (private_tags, watchlist_names, public_tags, filecoin))

/// The name tag of an address: its metadata tag of type `name`.
inline std::string_view name_tag(address const& a)
{
    if (a.metadata)
        for (auto const& tag : a.metadata->tags)
            if (tag.tagType == "name")
                return tag.name;
    return {};
}

} // namespace explorer_schema::blockscout

#endif
