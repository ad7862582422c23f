#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_BLOB_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_BLOB_HPP

// EIP-4844 blobs as Blockscout sends them: one blob by its versioned hash,
// and the blobs of one transaction. Only a build for the chain type
// ethereum routes them (api_router.ex, `CHAIN_TYPE == "ethereum"` from
// v6.2.0, d49020ef89, then `@chain_type == :ethereum`); BlobView has sent
// the same members since.

#include <explorer_schema/contracts/common.hpp>

#include <boost/describe/class.hpp>

#include <optional>
#include <vector>

namespace explorer_schema::blockscout {

/// One blob (BlobView.prepare_blob). Its data and KZG values come from the
/// beacon node's sidecars, which the blobs fetcher may not have read yet:
/// each is null until then (a transaction's list left-joins the blobs
/// table; a single blob that only transactions name is rendered from its
/// hash alone).
struct blob {
    full_hash hash; ///< the versioned hash
    std::optional<hex_data> blob_data;      ///< 131072 bytes
    std::optional<hex_data> kzg_commitment; ///< 48 bytes
    std::optional<hex_data> kzg_proof;      ///< 48 bytes
};
BOOST_DESCRIBE_STRUCT(blob, (), (hash, blob_data, kzg_commitment, kzg_proof))

/// A transaction that carries a blob (Beacon.Reader.blob_hash_to_transactions:
/// at most ten, those in the chain first).
struct blob_transaction {
    bool block_consensus = false; ///< its block is in the chain
    full_hash transaction_hash;
};
BOOST_DESCRIBE_STRUCT(blob_transaction, (), (block_consensus, transaction_hash))

/// One blob with the transactions that carry it (BlobView render("blob.json")).
struct blob_details : blob {
    std::vector<blob_transaction> transaction_hashes;
};
BOOST_DESCRIBE_STRUCT(blob_details, (blob), (transaction_hashes))

/// The blobs of one transaction, in the order of its blob_versioned_hashes
/// (BlobView render("blobs.json")): a list without pages, so no
/// next_page_params.
struct transaction_blobs {
    std::vector<blob> items;
};
BOOST_DESCRIBE_STRUCT(transaction_blobs, (), (items))

/// Body of GET /api/v2/blobs/{blob_hash}.
using blob_response = blob_details;

/// Body of GET /api/v2/transactions/{transaction_hash}/blobs.
using transaction_blobs_response = transaction_blobs;

} // namespace explorer_schema::blockscout

#endif
