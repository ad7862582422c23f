// What each object of the static library of explorer_schema::compiled
// includes before the definitions it holds: every header that defines an
// operation, then the registry. The build writes one source per object
// (src/list_compiled.cpp), which includes this file and then spells the
// explicit instantiations of its share of the responses and structs; the
// generated declarations, which these headers end with, come first, as an
// explicit instantiation definition must follow the declaration.

#include <explorer_schema/operations/contract_diff.hpp>
#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/impl/decode.hpp>
#include <explorer_schema/operations/json_schema.hpp>
#include <explorer_schema/detail/compiled_declarations.hpp>
