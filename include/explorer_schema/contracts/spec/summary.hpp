#ifndef EXPLORER_SCHEMA_CONTRACTS_SPEC_SUMMARY_HPP
#define EXPLORER_SCHEMA_CONTRACTS_SPEC_SUMMARY_HPP

// The transaction summary response of the spec's contract (spec 2.7).

#include <explorer_schema/contracts/spec/address.hpp>
#include <explorer_schema/contracts/spec/token_transfer.hpp>

#include <boost/describe/class.hpp>

#include <optional>
#include <string>
#include <vector>

namespace explorer_schema::spec {

/// A token as a summary variable gives it: a token plus its 24-hour volume.
struct summary_token : token {
    std::optional<decimal_string> volume_24h;
};
BOOST_DESCRIBE_STRUCT(summary_token, (token), (volume_24h))

using token_variable = typed_variable<"token", summary_token>;
using address_variable = typed_variable<"address", address>;
using summary_variable = basic_summary_variable<summary_token, address>;

/// A summary of the spec's contract.
struct summary : basic_summary<summary_variable> {};
BOOST_DESCRIBE_STRUCT(summary, (basic_summary<summary_variable>), ())

struct summary_data {
    std::vector<summary> summaries;
};
BOOST_DESCRIBE_STRUCT(summary_data, (), (summaries))

/// Body of GET /api/v2/transactions/{transaction_hash}/summary (spec 2.7).
struct transaction_summary_response {
    bool success = true;
    summary_data data;
};
BOOST_DESCRIBE_STRUCT(transaction_summary_response, (), (success, data))

/// The summaries of a summary response. (Blockscout's contract has responses
/// without any: its summaries_in then says why.)
inline std::vector<summary> const* summaries_in(transaction_summary_response const& response,
                                                std::string* = nullptr) noexcept
{
    return &response.data.summaries;
}

} // namespace explorer_schema::spec

// The spec's contract is the library's first: its types are also named
// in namespace explorer_schema.
namespace explorer_schema {
using spec::address_variable;
using spec::summaries_in;
using spec::summary;
using spec::summary_data;
using spec::summary_token;
using spec::summary_variable;
using spec::token_variable;
using spec::transaction_summary_response;
} // namespace explorer_schema

#endif
