#ifndef EXPLORER_SCHEMA_CONTRACTS_SPEC_ADDRESS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_SPEC_ADDRESS_HPP

// The address object of the spec's contract (spec 2.1).

#include <explorer_schema/contracts/common.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace explorer_schema::spec {

/// Address `metadata` as the spec gives it.
struct address_metadata {
    std::string slug;
    std::string name;
    std::string tagType;
    std::int64_t ordinal = 0;
    json_object meta; ///< free-form
};
BOOST_DESCRIBE_STRUCT(address_metadata, (), (slug, name, tagType, ordinal, meta))

/// An address as it appears in `from`, `to`, `created_contract` and token
/// transfers (spec 2.1).
struct address {
    address_hash hash;
    std::optional<std::string> implementation_name; ///< set when the address is a proxy
    std::optional<std::string> name;                ///< contract name
    bool is_contract = false;
    std::vector<address_tag> private_tags;
    std::vector<watchlist_name> watchlist_names;
    std::vector<address_tag> public_tags;
    std::optional<bool> is_verified;
    std::optional<std::string> ens_domain_name;
    std::optional<address_metadata> metadata;
};
BOOST_DESCRIBE_STRUCT(address, (),
                      (hash, implementation_name, name, is_contract, private_tags,
                       watchlist_names, public_tags, is_verified, ens_domain_name, metadata))

/// The name tag of an address: its metadata when of type `name`.
inline std::string_view name_tag(address const& a)
{
    if (a.metadata && a.metadata->tagType == "name")
        return a.metadata->name;
    return {};
}

} // namespace explorer_schema::spec

// The spec's contract is the library's first: its types are also named
// in namespace explorer_schema.
namespace explorer_schema {
using spec::address;
using spec::address_metadata;
using spec::name_tag;
} // namespace explorer_schema

#endif
