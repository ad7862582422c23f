#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SEARCH_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_SEARCH_HPP

// The search results as Blockscout sends them: one kind of item per `type`.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/block.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// `ens_info` of an `address` item: the address's main ENS domain, as the
/// BENS service gives it (its address lookup).
struct search_address_ens_info {
    std::string name;                                ///< the domain, e.g. vitalik.eth
    std::optional<std::string> expiry_date;          ///< RFC 3339; null when it never expires
    std::uint64_t names_count = 0;                   ///< domains that resolve to the address
    explorer_schema::address_hash address_hash;      ///< EIP-55 checksummed
    std::optional<std::string> protocol_dapp_url;
    std::optional<std::string> protocol_dapp_logo;

    static constexpr key_history release_history[]{
        {"protocol_dapp_url", {11, 1, 0}},
        {"protocol_dapp_logo", {11, 1, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_address_ens_info, (),
                      (name, expiry_date, names_count, address_hash, protocol_dapp_url,
                       protocol_dapp_logo))

/// `ens_info` of an `ens_domain` item: the domain the query names, as the
/// BENS service gives it (its domain lookup).
struct search_domain_ens_info {
    std::string name;                       ///< the domain, e.g. vitalik.eth
    std::optional<std::string> expiry_date; ///< RFC 3339; null when it never expires
    std::uint64_t names_count = 0;          ///< domains the lookup found
    /// EIP-55 checksummed; null (v10.0 on) when the domain resolves to no
    /// address.
    std::optional<explorer_schema::address_hash> address_hash;
    std::optional<json_object> protocol; ///< BENS's ProtocolInfo, free-form
    std::optional<std::string> protocol_dapp_url;
    std::optional<std::string> protocol_dapp_logo;

    static constexpr key_history release_history[]{
        {"protocol", {6, 10, 1}},
        {"protocol_dapp_url", {11, 1, 0}},
        {"protocol_dapp_logo", {11, 1, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_domain_ens_info, (),
                      (name, expiry_date, names_count, address_hash, protocol, protocol_dapp_url,
                       protocol_dapp_logo))

/// A token whose name, symbol or address matches.
struct search_token {
    literal<"token"> type;
    std::optional<std::string> name;
    std::optional<std::string> symbol;
    explorer_schema::address_hash address_hash; ///< EIP-55 checksummed
    std::string token_url;                      ///< /token/{address_hash}
    std::string address_url;                    ///< /address/{address_hash}
    std::optional<std::string> icon_url;
    std::string token_type; ///< ERC-20, ERC-721, ERC-1155, ERC-404, or a chain's own
    bool is_smart_contract_verified = false;
    std::optional<decimal_string> exchange_rate;
    std::optional<unsigned_integer_string> total_supply;
    std::optional<decimal_string> circulating_market_cap;
    std::optional<bool> is_verified_via_admin_panel;
    bool certified = false;
    std::uint64_t priority = 0; ///< higher first
    blockscout::reputation reputation = reputation::ok;
    bool is_smart_contract_address = true; ///< always true
    omittable<std::optional<std::string>> filecoin_robust_address; ///< filecoin: the token's

    static constexpr chain_member chain_members[]{
        {"filecoin_robust_address", chain_type::filecoin},
    };

    static constexpr key_history release_history[]{
        {"address_hash", {8, 0, 0}},
        {"address", {6, 0, 0}, {8, 1, 2}, "address_hash"},
        {"certified", {6, 5, 0}},
        {"priority", {6, 6, 0}},
        {"reputation", {9, 1, 0}},
        {"is_smart_contract_address", {10, 0, 0}},
        {"filecoin_robust_address", {6, 9, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_token, (),
                      (type, name, symbol, address_hash, token_url, address_url, icon_url, token_type,
                       is_smart_contract_verified, exchange_rate, total_supply, circulating_market_cap,
                       is_verified_via_admin_panel, certified, priority, reputation,
                       is_smart_contract_address, filecoin_robust_address))

/// The members of a search item about one address: a contract, an
/// address, a label or an ENS domain. `type` is the kind's tag; how
/// nullable `name` and `is_smart_contract_verified` are, and the address's
/// own members (an ENS domain may resolve to no address), depends on the
/// kind. The history the kinds share is here; each adds `certified`'s.
template <fixed_string Type, class Name, class Verified,
          class Hash = explorer_schema::address_hash, class Url = std::string,
          class EnsInfo = std::optional<search_address_ens_info>, class IsContract = bool>
struct search_address_item {
    literal<Type> type;
    Name name;
    Hash address_hash;
    Url url; ///< /address/{address_hash}
    Verified is_smart_contract_verified{};
    EnsInfo ens_info;
    bool certified = false;
    std::uint64_t priority = 0;
    blockscout::reputation reputation = reputation::ok;
    IsContract is_smart_contract_address{};
    /// filecoin: the address's robust address, on an item with an address
    /// hash.
    omittable<std::optional<std::string>> filecoin_robust_address;

    static constexpr chain_member chain_members[]{
        {"filecoin_robust_address", chain_type::filecoin},
    };

    static constexpr key_history release_history[]{
        {"address_hash", {8, 0, 0}},
        {"address", {6, 0, 0}, {8, 1, 2}, "address_hash"},
        {"priority", {6, 6, 0}},
        {"reputation", {9, 1, 0}},
        {"is_smart_contract_address", {10, 0, 0}},
        {"filecoin_robust_address", {6, 9, 0}},
    };

    BOOST_DESCRIBE_CLASS(search_address_item, (),
                         (type, name, address_hash, url, is_smart_contract_verified, ens_info, certified,
                          priority, reputation, is_smart_contract_address, filecoin_robust_address),
                         (), ())
};

/// A verified contract whose name matches: `name` is the verified
/// contract's; `is_smart_contract_verified` and `is_smart_contract_address`
/// are always true, `ens_info` always null.
using search_contract_members = search_address_item<"contract", std::string, bool>;
struct search_contract : search_contract_members {
    static constexpr auto release_history =
        extend_history(search_address_item::release_history, {{"certified", {6, 5, 0}}});
};
BOOST_DESCRIBE_STRUCT(search_contract, (search_contract_members), ())

/// The address the query is (up to v6.5, also the address an ENS domain
/// resolves to): `name` is the address's primary name; `ens_info` is null
/// without BENS or a domain.
using search_address_members =
    search_address_item<"address", std::optional<std::string>, std::optional<bool>>;
struct search_address : search_address_members {
    static constexpr auto release_history =
        extend_history(search_address_item::release_history, {{"certified", {6, 6, 0}}});
};
BOOST_DESCRIBE_STRUCT(search_address, (search_address_members), ())

/// An address whose public tag (the backend's address_tags) matches:
/// `name` is the tag's display name; `ens_info` is always null, `certified`
/// always false, `reputation` always ok.
using search_label_members = search_address_item<"label", std::string, bool>;
struct search_label : search_label_members {
    static constexpr auto release_history =
        extend_history(search_address_item::release_history, {{"certified", {6, 6, 0}}});
};
BOOST_DESCRIBE_STRUCT(search_label, (search_label_members), ())

/// The ENS domain the query names, and the address it resolves to (v6.6
/// on; the kind and all its keys came in v6.6.0): `name` is the address's
/// primary name, not the domain's; `address_hash` is null (v10.0 on) when
/// the domain resolves to no address, and `url` with it;
/// `is_smart_contract_address` is null when the address is not indexed.
using search_ens_domain_members =
    search_address_item<"ens_domain", std::optional<std::string>, std::optional<bool>,
                        std::optional<explorer_schema::address_hash>, std::optional<std::string>,
                        search_domain_ens_info, std::optional<bool>>;
struct search_ens_domain : search_ens_domain_members {
    static constexpr key_history release_history[]{
        {"type", {6, 6, 0}},
        {"name", {6, 6, 0}},
        {"address_hash", {8, 0, 0}},
        {"address", {6, 6, 0}, {8, 1, 2}, "address_hash"},
        {"url", {6, 6, 0}},
        {"is_smart_contract_verified", {6, 6, 0}},
        {"ens_info", {6, 6, 0}},
        {"certified", {6, 6, 0}},
        {"priority", {6, 6, 0}},
        {"reputation", {9, 1, 0}},
        {"is_smart_contract_address", {10, 0, 0}},
        {"filecoin_robust_address", {6, 9, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_ens_domain, (search_ens_domain_members), ())

/// An address that a tag of the Metadata service whose name matches
/// names (v7.0 on; the kind and all its keys came in v7.0.0). It has the
/// members of search_address_item, but its `metadata` comes between
/// `priority` and `reputation`, where a base cannot put it: a base's
/// members come first, and the order is the one encoding writes.
struct search_metadata_tag {
    literal<"metadata_tag"> type;
    std::optional<std::string> name; ///< always null
    explorer_schema::address_hash address_hash;
    std::string url; ///< /address/{address_hash}
    std::optional<bool> is_smart_contract_verified; ///< null when the address is not indexed
    std::optional<search_address_ens_info> ens_info; ///< always null
    bool certified = false;                          ///< always false
    std::uint64_t priority = 0;
    blockscout::metadata_tag metadata; ///< the matching tag
    blockscout::reputation reputation = reputation::ok;
    bool is_smart_contract_address = false;
    omittable<std::optional<std::string>> filecoin_robust_address; ///< filecoin: the address's

    static constexpr chain_member chain_members[]{
        {"filecoin_robust_address", chain_type::filecoin},
    };

    static constexpr key_history release_history[]{
        {"type", {7, 0, 0}},
        {"name", {7, 0, 0}},
        {"address_hash", {8, 0, 0}},
        {"address", {7, 0, 0}, {8, 1, 2}, "address_hash"},
        {"url", {7, 0, 0}},
        {"is_smart_contract_verified", {7, 0, 0}},
        {"ens_info", {7, 0, 0}},
        {"certified", {7, 0, 0}},
        {"priority", {7, 0, 0}},
        {"metadata", {7, 0, 0}},
        {"reputation", {9, 1, 0}},
        {"is_smart_contract_address", {10, 0, 0}},
        {"filecoin_robust_address", {7, 0, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_metadata_tag, (),
                      (type, name, address_hash, url, is_smart_contract_verified, ens_info, certified,
                       priority, metadata, reputation, is_smart_contract_address,
                       filecoin_robust_address))

/// The block whose number or hash the query is.
struct search_block {
    literal<"block"> type;
    std::uint64_t block_number = 0;
    full_hash block_hash;
    std::string url; ///< /block/{block_hash}
    explorer_schema::timestamp timestamp;
    blockscout::block_type block_type = block_type::block;
    std::uint64_t priority = 0;

    static constexpr key_history release_history[]{
        {"priority", {6, 6, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_block, (),
                      (type, block_number, block_hash, url, timestamp, block_type, priority))

/// The transaction whose hash the query is.
struct search_transaction {
    literal<"transaction"> type;
    full_hash transaction_hash;
    std::string url; ///< /tx/{transaction_hash}
    std::optional<explorer_schema::timestamp> timestamp; ///< its block's; null while pending
    std::uint64_t priority = 0;

    static constexpr key_history release_history[]{
        {"transaction_hash", {6, 9, 0}},
        {"tx_hash", {6, 0, 0}, {6, 9, 2}, "transaction_hash"},
        {"priority", {6, 6, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_transaction, (), (type, transaction_hash, url, timestamp, priority))

/// The ERC-4337 user operation whose hash the query is, where user
/// operations are enabled (v6.1 on; the kind came in v6.1.0).
struct search_user_operation {
    literal<"user_operation"> type;
    full_hash user_operation_hash;
    std::optional<explorer_schema::timestamp> timestamp; ///< its block's, when indexed
    std::uint64_t priority = 0;

    static constexpr key_history release_history[]{
        {"type", {6, 1, 0}},
        {"user_operation_hash", {6, 1, 0}},
        {"timestamp", {6, 1, 0}},
        {"priority", {6, 6, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_user_operation, (), (type, user_operation_hash, timestamp, priority))

/// The EIP-4844 blob whose versioned hash the query is. Sent only by a
/// build for the chain type ethereum (v6.2 on; the kind came in v6.2.0).
struct search_blob {
    literal<"blob"> type;
    full_hash blob_hash;
    std::optional<explorer_schema::timestamp> timestamp; ///< always null
    std::uint64_t priority = 0;

    static constexpr key_history release_history[]{
        {"type", {6, 2, 0}},
        {"blob_hash", {6, 2, 0}},
        {"timestamp", {6, 2, 0}},
        {"priority", {6, 6, 0}},
    };
    /// Blob search is in the ethereum build alone (`search_blob_query` under
    /// `chain_type: :ethereum` in apps/explorer/lib/explorer/chain/search.ex,
    /// v6.2.0-beta on).
    static constexpr chain_type sent_only_by = chain_type::ethereum;
};
BOOST_DESCRIBE_STRUCT(search_blob, (), (type, blob_hash, timestamp, priority))

/// A TAC cross-chain operation whose id, sender or transaction hash the
/// query is, where the TAC Operation Lifecycle service is configured (v8.1
/// on; the kind and its keys came in v8.1.0).
struct search_tac_operation {
    literal<"tac_operation"> type;
    json_object tac_operation; ///< as the service gives it, free-form
    std::uint64_t priority = 0;

    static constexpr key_history release_history[]{
        {"type", {8, 1, 0}},
        {"tac_operation", {8, 1, 0}},
        {"priority", {8, 1, 0}},
    };
};
BOOST_DESCRIBE_STRUCT(search_tac_operation, (), (type, tac_operation, priority))

/// One search result; its `type` says which kind, and every kind is
/// strict.
using search_item =
    std::variant<search_token, search_contract, search_address, search_label, search_ens_domain,
                 search_metadata_tag, search_block, search_transaction, search_user_operation,
                 search_blob, search_tac_operation>;

/// Body of GET /api/v2/search?q={query}. Its `next_page_params` is free-form:
/// from v6.10 on, flat bracketed keys such as "token[inserted_at]", string
/// or null values.
using search_response = page<search_item>;

/// Body of GET /api/v2/search/quick?q={query}: the same items, unpaged
/// (SearchController.quick_search, Search.balanced_unpaginated_search, at
/// most 50); empty for a query shorter than 3 bytes (v6.9 on).
using search_quick_response = std::vector<search_item>;

/// What GET /api/v2/search/check-redirect names (BlockScoutWeb.Chain.from_param,
/// SearchView.redirect_search_results).
enum class search_redirect_type { address, block, transaction, user_operation, blob, ens_domain };
BOOST_DESCRIBE_ENUM(search_redirect_type, address, block, transaction, user_operation, blob, ens_domain)

inline constexpr value_history search_redirect_type_history[]{
    {"user_operation", {6, 1, 0}},
    // hash_to_blob looks blobs up in the ethereum build alone.
    {"blob", {6, 2, 0}, still_sent, chain_type::ethereum},
    // An ENS domain that resolves to no address (e3462de7c5); before, and
    // for a domain that resolves, the type is address.
    {"ens_domain", {10, 0, 0}},
};
constexpr std::span<value_history const> release_history(search_redirect_type const*)
{
    return search_redirect_type_history;
}

/// Body of GET /api/v2/search/check-redirect?q={query}
/// (SearchView.render("search_results.json", %{result: ...})): whether the
/// query names one thing whose page the frontend opens at once.
struct search_redirect {
    bool redirect = false; ///< false when the query names nothing of its kinds
    /// What the query names; null when redirect is false.
    std::optional<search_redirect_type> type;
    /// The page's parameter: an address hash (EIP-55 checksummed, or as BENS
    /// gives a domain's address), a block, transaction, user operation or
    /// blob hash, or the ENS name; null when redirect is false.
    std::optional<std::string> parameter;
};
BOOST_DESCRIBE_STRUCT(search_redirect, (), (redirect, type, parameter))

using search_check_redirect_response = search_redirect;

} // namespace explorer_schema::blockscout

#endif
