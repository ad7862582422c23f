#ifndef EXPLORER_SCHEMA_COMPILED_HPP
#define EXPLORER_SCHEMA_COMPILED_HPP

// What the static library of the CMake target explorer_schema::compiled
// holds: decode, parse, identify, validate (and the engine's own reading of
// text, which the tests hold the direct decoder to) and json_schema for every
// response type of the registry (every_response, endpoints.hpp), and the
// fuzzing API's generate and for_each_mutation for them; and what each of
// these, and the field list of contract_diff.hpp, does with each described
// struct the responses hold (every_struct, detail::struct_operations), once
// however many responses hold it. Linking
// that target defines EXPLORER_SCHEMA_COMPILED, and the headers then declare
// these instantiations `extern template`: a translation unit that uses them
// compiles none of the decoding engine. Of N objects, the library's object
// I holds the response types every_response[J] and the structs
// every_struct[J] for each J that is I modulo N (src/operations.cpp); the
// declarations name them by index, so no list of them is spelled here.

#include <explorer_schema/model/category.hpp>
#include <explorer_schema/operations/decode.hpp>
#include <explorer_schema/detail/struct_operations.hpp>
#include <explorer_schema/contracts/endpoints.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/utility.hpp>
#include <boost/preprocessor/repetition/repeat.hpp>

#include <cstddef>

/// How many response types, and how many described structs, the
/// declarations cover: a static_assert says when the registry outgrows them.
#define EXPLORER_SCHEMA_COMPILED_SLOTS 64
#define EXPLORER_SCHEMA_COMPILED_STRUCT_SLOTS 256

namespace explorer_schema::detail {

/// The response type of the library's object `I`; beyond the last, a type
/// that is never defined, whose declarations are never used.
template <std::size_t I>
struct unused_slot;
template <std::size_t I>
using compiled_response = boost::mp11::mp_eval_if_c<(I >= boost::mp11::mp_size<every_response>::value),
                                                    unused_slot<I>, boost::mp11::mp_at, every_response,
                                                    boost::mp11::mp_size_t<I>>;

static_assert(boost::mp11::mp_size<every_response>::value <= EXPLORER_SCHEMA_COMPILED_SLOTS,
              "explorer_schema: the registry has more response types than the compiled library's "
              "declarations cover: raise EXPLORER_SCHEMA_COMPILED_SLOTS in compiled.hpp");

/// Every described struct the responses hold, once, depth first.
using every_struct = boost::mp11::mp_unique<structs_in_each<every_response>>;

static_assert(boost::mp11::mp_size<every_struct>::value <= EXPLORER_SCHEMA_COMPILED_STRUCT_SLOTS,
              "explorer_schema: the registry's responses hold more structs than the compiled library's "
              "declarations cover: raise EXPLORER_SCHEMA_COMPILED_STRUCT_SLOTS in compiled.hpp");

/// The struct of slot `I`; beyond the last, one whose operations are none,
/// so that a slot can be declared and defined whether it is used or not.
template <std::size_t I>
struct unused_struct;
template <std::size_t I>
struct struct_operations<unused_struct<I>> {};
template <std::size_t I>
using compiled_struct = boost::mp11::mp_eval_if_c<(I >= boost::mp11::mp_size<every_struct>::value),
                                                  unused_struct<I>, boost::mp11::mp_at, every_struct,
                                                  boost::mp11::mp_size_t<I>>;

} // namespace explorer_schema::detail

/// The operations the library holds for `T`, each declared with `prefix`:
/// `extern` to declare them, nothing to define them.
#define EXPLORER_SCHEMA_OPERATIONS(prefix, T)                                                      \
    prefix template ::explorer_schema::result<T> explorer_schema::decode<T>(                       \
        ::boost::json::value const&, ::explorer_schema::decode_options const&);                    \
    prefix template ::explorer_schema::result<T> explorer_schema::parse<T>(                        \
        ::std::string_view, ::explorer_schema::decode_options const&);                             \
    prefix template ::explorer_schema::verdict explorer_schema::identify<T>(                       \
        ::std::string_view, ::explorer_schema::decode_options const&);                             \
    prefix template ::std::vector<::explorer_schema::issue> explorer_schema::validate<T>(          \
        ::std::string_view, ::explorer_schema::decode_options const&);                             \
    prefix template ::std::optional<::explorer_schema::release_set>                                \
    explorer_schema::detail::engine_decode_text<T>(T&, ::std::string_view,                         \
                                                   ::explorer_schema::decode_options const&,       \
                                                   ::std::vector<::explorer_schema::issue>&, bool, \
                                                   ::std::optional<::explorer_schema::release_index>);
#define EXPLORER_SCHEMA_SCHEMA_OPERATION(prefix, T)                                                \
    prefix template ::boost::json::object explorer_schema::json_schema<T>(                         \
        ::explorer_schema::schema_options const&, ::std::string_view);

/// The fuzzing operations the library holds for `T`, declared with `prefix`:
/// fuzzing::generate (<explorer_schema/fuzzing/generate.hpp>) and
/// fuzzing::for_each_mutation (<explorer_schema/fuzzing/mutations.hpp>).
#define EXPLORER_SCHEMA_GENERATE_OPERATION(prefix, T)                                              \
    prefix template ::boost::json::value explorer_schema::fuzzing::generate<T>(                    \
        ::std::uint64_t, ::explorer_schema::fuzzing::generate_options const&);
#define EXPLORER_SCHEMA_MUTATIONS_OPERATION(prefix, T)                                             \
    prefix template ::std::size_t explorer_schema::fuzzing::for_each_mutation<T>(                  \
        ::boost::json::value const&, ::std::uint64_t, ::std::size_t,                               \
        ::explorer_schema::decode_options const&, ::explorer_schema::fuzzing::mutation_sink const&,          \
        ::std::string_view);

/// What the library holds for each struct, declared with `prefix`.
#define EXPLORER_SCHEMA_STRUCT_OPERATIONS(prefix, T)                                               \
    prefix template struct ::explorer_schema::detail::struct_operations<T>;

/// Declares `OPERATION` extern for the response type of every object of the
/// library; each header that defines an operation does so at its end.
#define EXPLORER_SCHEMA_EXTERN_SLOT(z, index, OPERATION)                                           \
    OPERATION(extern, ::explorer_schema::detail::compiled_response<index>)
#define EXPLORER_SCHEMA_DECLARE_COMPILED(OPERATION)                                                \
    BOOST_PP_REPEAT(EXPLORER_SCHEMA_COMPILED_SLOTS, EXPLORER_SCHEMA_EXTERN_SLOT, OPERATION)

// Each struct's operations, declared extern once for every translation unit
// that includes a header defining one of them.
#define EXPLORER_SCHEMA_EXTERN_STRUCT_SLOT(z, index, unused)                                       \
    EXPLORER_SCHEMA_STRUCT_OPERATIONS(extern, ::explorer_schema::detail::compiled_struct<index>)
BOOST_PP_REPEAT(EXPLORER_SCHEMA_COMPILED_STRUCT_SLOTS, EXPLORER_SCHEMA_EXTERN_STRUCT_SLOT, ~)

#endif
