#ifndef EXPLORER_SCHEMA_SUMMARY_HPP
#define EXPLORER_SCHEMA_SUMMARY_HPP

// The transaction summary response of the spec's contract, under their former names in namespace
// explorer_schema; the contract lives in <explorer_schema/contracts/spec/summary.hpp>.

#include <explorer_schema/contracts/spec/summary.hpp>

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
