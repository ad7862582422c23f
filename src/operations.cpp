// A share of the response types' operations, and of the structs', for the
// static library of explorer_schema::compiled: CMake compiles this file once
// per object of the library, with EXPLORER_SCHEMA_OBJECT set to the
// object's number, EXPLORER_SCHEMA_OBJECTS to how many there are,
// EXPLORER_SCHEMA_OBJECT_RESPONSES to the indices in every_response
// (endpoints.hpp) of the responses it holds, as a preprocessor sequence,
// and EXPLORER_SCHEMA_RESPONSES to how many responses CMake found there.
// Object I holds the responses and the structs of every_struct whose index
// is I modulo the number of objects.

#include <explorer_schema/compiled.hpp>
#include <explorer_schema/operations/contract_diff.hpp>
#include <explorer_schema/operations/encode.hpp>
#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/impl/decode.hpp>
#include <explorer_schema/operations/json_schema.hpp>

#include <boost/preprocessor/seq/for_each.hpp>

static_assert(boost::mp11::mp_size<explorer_schema::every_response>::value == EXPLORER_SCHEMA_RESPONSES,
              "CMakeLists.txt counts the response types of the registry as the distinct types named by "
              "response_in<contracts::..., TYPE> in endpoints.hpp: name each response type the same way in every entry");

#define EXPLORER_SCHEMA_DEFINE_RESPONSE(r, unused, index)                                          \
    EXPLORER_SCHEMA_OPERATIONS(, ::explorer_schema::detail::compiled_response<index>)              \
    EXPLORER_SCHEMA_SCHEMA_OPERATION(, ::explorer_schema::detail::compiled_response<index>)        \
    EXPLORER_SCHEMA_GENERATE_OPERATION(, ::explorer_schema::detail::compiled_response<index>)      \
    EXPLORER_SCHEMA_MUTATIONS_OPERATION(, ::explorer_schema::detail::compiled_response<index>)
BOOST_PP_SEQ_FOR_EACH(EXPLORER_SCHEMA_DEFINE_RESPONSE, ~, EXPLORER_SCHEMA_OBJECT_RESPONSES)

namespace explorer_schema::detail {
/// The struct of slot `I` when this object holds it; else an unused one.
template <std::size_t I>
using owned_struct = std::conditional_t<I % EXPLORER_SCHEMA_OBJECTS == EXPLORER_SCHEMA_OBJECT, compiled_struct<I>,
                                        unused_struct<I>>;
} // namespace explorer_schema::detail
#define EXPLORER_SCHEMA_DEFINE_STRUCT_SLOT(z, index, unused)                                       \
    EXPLORER_SCHEMA_STRUCT_OPERATIONS(, ::explorer_schema::detail::owned_struct<index>)
BOOST_PP_REPEAT(EXPLORER_SCHEMA_COMPILED_STRUCT_SLOTS, EXPLORER_SCHEMA_DEFINE_STRUCT_SLOT, ~)
