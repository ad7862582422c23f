// One response type's operations, for the static library of
// explorer_schema::compiled: CMake compiles this file once per response,
// with EXPLORER_SCHEMA_RESPONSE set to its index in
// EXPLORER_SCHEMA_FOR_EACH_RESPONSE and EXPLORER_SCHEMA_RESPONSES to their
// number, so that they build in parallel.

#include <explorer_schema/compiled.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/impl/decode.hpp>
#include <explorer_schema/json_schema.hpp>

#include <boost/mp11/algorithm.hpp>

namespace explorer_schema::detail {
static_assert(boost::mp11::mp_size<compiled_responses>::value == EXPLORER_SCHEMA_RESPONSES,
              "CMakeLists.txt counts the lines of EXPLORER_SCHEMA_FOR_EACH_RESPONSE that begin "
              "\"    X(::explorer_schema::contracts::\": write each so");
using compiled_response = boost::mp11::mp_at_c<compiled_responses, EXPLORER_SCHEMA_RESPONSE>;
}

EXPLORER_SCHEMA_OPERATIONS(, ::explorer_schema::detail::compiled_response)
EXPLORER_SCHEMA_GENERATE_OPERATION(, ::explorer_schema::detail::compiled_response)
EXPLORER_SCHEMA_MUTATIONS_OPERATION(, ::explorer_schema::detail::compiled_response)
