#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ZILLIQA_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_ZILLIQA_HPP

// Zilliqa's stakers, /api/v2/validators/zilliqa..., which only a build for
// the chain type zilliqa routes (api_router.ex, `@chain_type == :zilliqa`),
// from v8.0.0 on (22bcfd1f0c, #11615); ValidatorView has rendered them the
// same way since.

#include <explorer_schema/contracts/blockscout/address.hpp>

#include <boost/describe/class.hpp>

#include <cstdint>
#include <optional>

namespace explorer_schema::blockscout {

/// A staker in a list (ValidatorView's prepare_zilliqa_validator).
struct zilliqa_staker {
    hex_data bls_public_key; ///< 48 bytes, the row's key
    /// Its place in the committee. The column may be null, and the list's
    /// sorting puts null indexes first or last, so null is possible.
    std::optional<std::uint64_t> index;
    /// Its stake, in the chain's smallest unit: a numeric column written
    /// with to_string.
    unsigned_integer_string balance;
};
BOOST_DESCRIBE_STRUCT(zilliqa_staker, (), (bls_public_key, index, balance))

/// One staker in detail (ValidatorView render("zilliqa_validator.json")):
/// the list's members and the staker's other columns. Its addresses are
/// null when the row has none.
struct zilliqa_staker_details : zilliqa_staker {
    std::optional<hex_data> peer_id; ///< the libp2p peer id: 38 bytes
    std::optional<address> control_address;
    std::optional<address> reward_address;
    std::optional<address> signing_address;
    std::uint64_t added_at_block_number = 0;
    std::uint64_t stake_updated_at_block_number = 0;
};
BOOST_DESCRIBE_STRUCT(zilliqa_staker_details, (zilliqa_staker),
                      (peer_id, control_address, reward_address, signing_address, added_at_block_number,
                       stake_updated_at_block_number))

/// Body of GET /api/v2/validators/zilliqa: the stakers with a stake whose
/// block the chain has reached (Zilliqa.Staker.active_stakers_query).
using zilliqa_stakers_response = page<zilliqa_staker>;

/// Body of GET /api/v2/validators/zilliqa/{bls_public_key}: any staker,
/// active or not.
using zilliqa_staker_response = zilliqa_staker_details;

} // namespace explorer_schema::blockscout

#endif
