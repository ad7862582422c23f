#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_CELO_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_CELO_HPP

// Celo's epochs and election rewards, /api/v2/celo/..., an address's
// election rewards and /api/v2/config/celo, as BlockScoutWeb.API.V2.CeloView
// and ConfigController.celo write them. The routes came in v9.0.0
// (blockscout/blockscout d03847ee12, #12373; config/celo e7abd48671,
// #12238), served by the CHAIN_TYPE=celo build, and from v9.3.0 (ed1386c6af,
// #13375) by the optimism build with the Celo identity (optimism-celo)
// instead. The bodies have not changed since v9.0.0 but for the shared
// objects they embed (address, token, token transfer).

#include <explorer_schema/contracts/blockscout/address.hpp>
#include <explorer_schema/contracts/blockscout/token_transfer.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::blockscout {

/// Which era an epoch belongs to (CeloView.epoch_type): before the L2
/// migration's first epoch or from it.
enum class celo_epoch_type { L1, L2 };
BOOST_DESCRIBE_ENUM(celo_epoch_type, L1, L2)

/// Who an election reward pays (ElectionReward's type).
enum class celo_election_reward_type { voter, validator, group, delegated_payment };
BOOST_DESCRIBE_ENUM(celo_election_reward_type, voter, validator, group, delegated_payment)

/// A sum of the epoch's distribution transfers: the token's decimals and the
/// raw amount (both Decimals, so strings).
struct celo_token_amount {
    std::optional<unsigned_integer_string> decimals; ///< null when the token's are unknown
    unsigned_integer_string value;
};
BOOST_DESCRIBE_STRUCT(celo_token_amount, (), (decimals, value))

/// An epoch's distribution as the list summarises it: each transfer's
/// `total` (TokenTransferView.prepare_token_transfer_total), null when the
/// epoch made no such transfer, and their sum.
struct celo_epoch_distribution_summary {
    std::optional<transfer_total> community_transfer;
    std::optional<transfer_total> carbon_offsetting_transfer;
    std::optional<transfer_total> reserve_bolster_transfer;
    std::optional<celo_token_amount> transfers_total; ///< null without any transfer
};
BOOST_DESCRIBE_STRUCT(celo_epoch_distribution_summary, (),
                      (community_transfer, carbon_offsetting_transfer, reserve_bolster_transfer, transfers_total))

/// An epoch in the list.
struct celo_epoch {
    std::uint64_t number = 0;
    celo_epoch_type type = celo_epoch_type::L1;
    std::optional<std::uint64_t> start_block_number; ///< nullable columns
    std::optional<std::uint64_t> end_block_number;
    /// Its end processing block's time; null until that block is known.
    std::optional<explorer_schema::timestamp> timestamp;
    bool is_finalized = false; ///< its rewards have been fetched
    std::optional<celo_epoch_distribution_summary> distribution; ///< null before its rewards are distributed
};
BOOST_DESCRIBE_STRUCT(celo_epoch, (),
                      (number, type, start_block_number, end_block_number, timestamp, is_finalized, distribution))

/// The sum of an epoch's distribution transfers with their token.
struct celo_epoch_transfers_total {
    blockscout::token token;
    celo_token_amount total;
};
BOOST_DESCRIBE_STRUCT(celo_epoch_transfers_total, (), (token, total))

/// An epoch's distribution on the single epoch: each transfer in full
/// (TransactionView's token_transfer.json), null when the epoch made no
/// such transfer.
struct celo_epoch_distribution {
    std::optional<token_transfer> reserve_bolster_transfer;
    std::optional<token_transfer> community_transfer;
    std::optional<token_transfer> carbon_offsetting_transfer;
    std::optional<celo_epoch_transfers_total> transfers_total; ///< null without any transfer
};
BOOST_DESCRIBE_STRUCT(celo_epoch_distribution, (),
                      (reserve_bolster_transfer, community_transfer, carbon_offsetting_transfer, transfers_total))

/// The rewards of one type an epoch paid, summed.
struct celo_aggregated_election_reward {
    unsigned_integer_string total; ///< in the token's smallest unit; "0" when none
    std::uint64_t count = 0;
    std::optional<blockscout::token> token; ///< the token the rewards are paid in; null when unknown
};
BOOST_DESCRIBE_STRUCT(celo_aggregated_election_reward, (), (total, count, token))

/// An epoch's rewards by type (AggregatedElectionReward: every type, zero
/// when it paid none).
struct celo_aggregated_election_rewards {
    celo_aggregated_election_reward voter;
    celo_aggregated_election_reward validator;
    celo_aggregated_election_reward group;
    /// Null for an L2 epoch, whose delegated payments are made on demand
    /// rather than by the epoch's processing.
    std::optional<celo_aggregated_election_reward> delegated_payment;
};
BOOST_DESCRIBE_STRUCT(celo_aggregated_election_rewards, (), (voter, validator, group, delegated_payment))

/// One epoch in detail.
struct celo_epoch_detailed {
    std::uint64_t number = 0;
    celo_epoch_type type = celo_epoch_type::L1;
    bool is_finalized = false;
    std::optional<std::uint64_t> start_block_number;
    std::optional<std::uint64_t> end_block_number;
    std::optional<celo_epoch_distribution> distribution;
    /// Null until the epoch is finalized.
    std::optional<celo_aggregated_election_rewards> aggregated_election_rewards;
    std::optional<explorer_schema::timestamp> timestamp; ///< the end processing block's
    std::optional<full_hash> start_processing_block_hash;
    std::optional<std::uint64_t> start_processing_block_number;
    std::optional<full_hash> end_processing_block_hash;
    std::optional<std::uint64_t> end_processing_block_number;
};
BOOST_DESCRIBE_STRUCT(celo_epoch_detailed, (),
                      (number, type, is_finalized, start_block_number, end_block_number, distribution,
                       aggregated_election_rewards, timestamp, start_processing_block_hash,
                       start_processing_block_number, end_processing_block_hash, end_processing_block_number))

/// One election reward of an epoch.
struct celo_election_reward {
    unsigned_integer_string amount; ///< wei of the reward's token
    untagged_address account;       ///< who was paid
    untagged_address associated_account; ///< the group (voter, validator rewards), validator (group rewards) or beneficiary
};
BOOST_DESCRIBE_STRUCT(celo_election_reward, (), (amount, account, associated_account))

/// One election reward an address received.
struct celo_address_election_reward {
    unsigned_integer_string amount;
    std::uint64_t epoch_number = 0;
    explorer_schema::timestamp block_timestamp; ///< the epoch's end processing block's
    untagged_address account;
    untagged_address associated_account;
    celo_election_reward_type type = celo_election_reward_type::voter;
    blockscout::token token;
};
BOOST_DESCRIBE_STRUCT(celo_address_election_reward, (),
                      (amount, epoch_number, block_timestamp, account, associated_account, type, token))

/// Celo's settings (ConfigController.celo).
struct celo_config {
    /// The first block of Celo as an L2 (CELO_L2_MIGRATION_BLOCK); null when unset.
    std::optional<std::uint64_t> l2_migration_block;
};
BOOST_DESCRIBE_STRUCT(celo_config, (), (l2_migration_block))

/// Body of GET /api/v2/celo/epochs.
using celo_epochs_response = page<celo_epoch>;

/// Body of GET /api/v2/celo/epochs/{number}.
using celo_epoch_response = celo_epoch_detailed;

/// Body of GET /api/v2/celo/epochs/{number}/election-rewards/{type}.
using celo_epoch_election_rewards_response = page<celo_election_reward>;

/// Body of GET /api/v2/addresses/{address_hash}/celo/election-rewards.
using celo_address_election_rewards_response = page<celo_address_election_reward>;

/// Body of GET /api/v2/config/celo.
using config_celo_response = celo_config;

} // namespace explorer_schema::blockscout

#endif
