#ifndef EXPLORER_SCHEMA_TRANSACTION_HPP
#define EXPLORER_SCHEMA_TRANSACTION_HPP

// The transaction of the spec's contract, under their former names in namespace
// explorer_schema; the contract lives in <explorer_schema/contracts/spec/transaction.hpp>.

#include <explorer_schema/contracts/spec/transaction.hpp>

namespace explorer_schema {

using spec::decoded_input;
using spec::decoded_input_parameter;
using spec::main_page_transactions_response;
using spec::transaction;
using spec::transaction_response;
using spec::transaction_type;
using spec::transactions_response;

} // namespace explorer_schema

#endif
