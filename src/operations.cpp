// One response type's operations, and those of a share of the structs, for
// the static library of explorer_schema::compiled: CMake compiles this file
// once per response type of the registry, with EXPLORER_SCHEMA_RESPONSE set
// to its index in every_response (endpoints.hpp) and
// EXPLORER_SCHEMA_RESPONSES to how many CMake found there, so that they
// build in parallel. Object I holds the structs of every_struct whose index
// is I modulo that number.

#include <explorer_schema/compiled.hpp>
#include <explorer_schema/contract_diff.hpp>
#include <explorer_schema/encode.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/impl/decode.hpp>
#include <explorer_schema/json_schema.hpp>

static_assert(boost::mp11::mp_size<explorer_schema::every_response>::value == EXPLORER_SCHEMA_RESPONSES,
              "CMakeLists.txt counts the response types of the registry as the distinct types named by "
              "in<contracts::..., TYPE> in endpoints.hpp: name each response type the same way in every entry");

#define EXPLORER_SCHEMA_DEFINE(OPERATION)                                                          \
    OPERATION(, ::explorer_schema::detail::compiled_response<EXPLORER_SCHEMA_RESPONSE>)
EXPLORER_SCHEMA_DEFINE(EXPLORER_SCHEMA_OPERATIONS)
EXPLORER_SCHEMA_DEFINE(EXPLORER_SCHEMA_SCHEMA_OPERATION)
EXPLORER_SCHEMA_DEFINE(EXPLORER_SCHEMA_GENERATE_OPERATION)
EXPLORER_SCHEMA_DEFINE(EXPLORER_SCHEMA_MUTATIONS_OPERATION)

namespace explorer_schema::detail {
/// The struct of slot `I` when this object holds it; else an unused one.
template <std::size_t I>
using owned_struct = std::conditional_t<I % EXPLORER_SCHEMA_RESPONSES == EXPLORER_SCHEMA_RESPONSE, compiled_struct<I>,
                                        unused_struct<I>>;
} // namespace explorer_schema::detail
#define EXPLORER_SCHEMA_DEFINE_STRUCT_SLOT(z, index, unused)                                       \
    EXPLORER_SCHEMA_STRUCT_OPERATIONS(, ::explorer_schema::detail::owned_struct<index>)
BOOST_PP_REPEAT(EXPLORER_SCHEMA_COMPILED_STRUCT_SLOTS, EXPLORER_SCHEMA_DEFINE_STRUCT_SLOT, ~)
