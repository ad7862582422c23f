#ifndef EXPLORER_SCHEMA_TOKEN_TRANSFER_HPP
#define EXPLORER_SCHEMA_TOKEN_TRANSFER_HPP

// Tokens and token transfers of the spec's contract, under their former names in namespace
// explorer_schema; the contract lives in <explorer_schema/contracts/spec/token_transfer.hpp>.

#include <explorer_schema/contracts/spec/token_transfer.hpp>

namespace explorer_schema {

using spec::token;
using spec::token_transfer;
using spec::transfer_total;

} // namespace explorer_schema

#endif
