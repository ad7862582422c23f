#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_RAW_TRACE_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_RAW_TRACE_HPP

// What Blockscout passes on about a transaction's execution as others made
// it: the node's raw trace, and the transactions another chain linked to it.

#include <explorer_schema/model/members.hpp>

#include <string>
#include <variant>
#include <vector>

namespace explorer_schema::blockscout {

/// Body of GET /api/v2/transactions/{transaction_hash}/raw-trace: the
/// transaction's trace as the JSON-RPC node gives it, passed on unchanged
/// since v6.8.0 (5d98e8ba33, TransactionController.raw_trace and
/// Chain.fetch_transaction_raw_traces), so its shape is the node's: an
/// array of OpenEthereum-style traces (`action`, `result` or `error`,
/// `subtraces`, `traceAddress`, `type`) from trace_replayTransaction
/// (Nethermind, Erigon, Besu), an array of calls from Blockscout's
/// JavaScript tracer (INDEXER_INTERNAL_TRANSACTIONS_TRACER_TYPE=js), or,
/// from Geth's debug_traceTransaction, one object: the nested call of its
/// callTracer (the default, call_tracer) or the struct logger's result
/// (opcode, polygon_edge). Up to v6.7 it
/// was made from the indexed internal transactions
/// (InternalTransaction.internal_transactions_to_raw), an array of the
/// first kind with `suicide` for a self-destruct. A pending transaction
/// gets [].
using raw_trace_response = std::variant<std::vector<json_object>, json_object>;

/// Body of GET /api/v2/transactions/{transaction_hash}/external-transactions,
/// routed only for the chain type neon (v7.0.0 on; chain_scope :neon in the
/// router of v11): the signatures
/// (base58) of the Solana transactions that carried the Neon transaction,
/// as the Neon node's neon_getSolanaTransactionByNeonTransaction gives them
/// (NeonSolanaTransactions.maybe_fetch, cached in the database).
using external_transactions_response = std::vector<std::string>;

} // namespace explorer_schema::blockscout

#endif
