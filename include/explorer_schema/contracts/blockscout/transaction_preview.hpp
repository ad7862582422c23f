#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TRANSACTION_PREVIEW_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_TRANSACTION_PREVIEW_HPP

// The short form of a transaction that Blockscout sends for link previews
// (v11.2.7 on): TransactionView's render("preview.json").

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>

#include <optional>
#include <string>

namespace explorer_schema::blockscout {

/// An address of a preview (TransactionView.preview_address): its hash,
/// and what the request asked to load about it.
struct preview_address {
    explorer_schema::address_hash hash; ///< EIP-55 checksummed
    /// The address's primary name (else its newest), when it has one; null
    /// when the address has no row.
    std::optional<std::string> name;
    /// Its ENS domain, loaded with `preload_ens=true`; null otherwise.
    std::optional<std::string> ens_domain_name;
    /// Its Metadata service tags, loaded with `preload_metadata=true`;
    /// null otherwise.
    std::optional<address_metadata> metadata;
};
BOOST_DESCRIBE_STRUCT(preview_address, (), (hash, name, ens_domain_name, metadata))

/// A transaction's status, time, method and ends, for a link preview.
struct transaction_preview {
    std::optional<transaction_status> status; ///< null while pending
    std::optional<explorer_schema::timestamp> timestamp; ///< its block's; null while pending
    /// The decoded method's name (with `decode_input=true`, else the
    /// selector, 0x and 8 hex digits, when `to` is a contract); null for a
    /// transfer or input too short for a selector.
    std::optional<method_name> method;
    preview_address from;
    std::optional<preview_address> to; ///< null for a contract creation
};
BOOST_DESCRIBE_STRUCT(transaction_preview, (), (status, timestamp, method, from, to))

/// Body of GET /api/v2/transactions/{transaction_hash}/preview.
using transaction_preview_response = transaction_preview;

} // namespace explorer_schema::blockscout

#endif
