#ifndef EXPLORER_SCHEMA_BLOCKSCOUT_HPP
#define EXPLORER_SCHEMA_BLOCKSCOUT_HPP

// The `blockscout` contract: the responses as Blockscout and the Merits
// service really send them, where they differ from the spec (REFERENCE.md
// section 2). The same vocabulary and the same engine as the spec's
// contract; what the two share is in <explorer_schema/contracts/common.hpp>.
//
// Every release from v6.0 on: each struct says with release_history(T const*)
// when Blockscout sends each of its keys, read from the backend's views
// (apps/block_scout_web/lib/block_scout_web/views/api/v2/ at each tag
// vX.Y.Z), and the decoder finds the releases a document fits. A name a key
// had before is decoded into the member that has it now.
// docs/blockscout-releases.md is the table of it all, with the tags.
//
// One header per resource under <explorer_schema/contracts/blockscout/>, in
// namespace explorer_schema::blockscout; this one includes them all.

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/network.hpp>
#include <explorer_schema/contracts/blockscout/summary.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>
#include <explorer_schema/contracts/blockscout/transaction.hpp>

#endif
