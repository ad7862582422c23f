#ifndef EXPLORER_SCHEMA_EXPLORER_SCHEMA_HPP
#define EXPLORER_SCHEMA_EXPLORER_SCHEMA_HPP

// The library's second tier: the model (<explorer_schema/model.hpp>) and
// every operation on it: decoding and validating JSON, encoding and
// printing, rendering transaction summaries, locating issues in the text,
// identifying a body's response, redacting credentials, JSON Schema and
// OpenAPI, the field list of a contract. The third tier is chosen a header
// at a time: testing/ (GoogleTest and Boost.Test checks), fuzzing/
// (generated and mutated documents), reports/ (validation reports for CI).

#include <explorer_schema/model.hpp>
#include <explorer_schema/operations/contract_diff.hpp>
#include <explorer_schema/operations/decode.hpp>
#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/operations/json_schema.hpp>
#include <explorer_schema/operations/locate.hpp>
#include <explorer_schema/operations/openapi.hpp>
#include <explorer_schema/operations/print.hpp>
#include <explorer_schema/operations/redact.hpp>
#include <explorer_schema/operations/render.hpp>
#include <explorer_schema/operations/shape.hpp>
#include <explorer_schema/operations/wide_numbers.hpp>

#endif
