#ifndef EXPLORER_SCHEMA_COMPILED_HPP
#define EXPLORER_SCHEMA_COMPILED_HPP

// What the static library of the CMake target explorer_schema::compiled
// holds: decode, parse, identify, validate and json_schema for every
// endpoint's response under every contract, and the fuzzing API's generate
// and for_each_mutation for them. Linking that target defines
// EXPLORER_SCHEMA_COMPILED, and the headers then declare these
// instantiations `extern template`: a translation unit that uses them
// compiles none of the decoding engine.

#include <explorer_schema/contracts.hpp>
#include <explorer_schema/decode.hpp>
#include <explorer_schema/endpoints.hpp>
#include <explorer_schema/json_schema.hpp>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/set.hpp>

/// Calls `X(T)` for each endpoint's response type `T` under each contract.
/// An explicit instantiation names its type, so this list is spelled out;
/// the static_assert below holds it equal to the endpoints and contracts.
#define EXPLORER_SCHEMA_FOR_EACH_RESPONSE(X)                                                       \
    X(::explorer_schema::contracts::spec::main_page_transactions)                                  \
    X(::explorer_schema::contracts::spec::transaction_summary)                                     \
    X(::explorer_schema::contracts::spec::networks)                                                \
    X(::explorer_schema::contracts::spec::transaction)                                             \
    X(::explorer_schema::contracts::spec::transactions)                                            \
    X(::explorer_schema::contracts::blockscout::main_page_transactions)                            \
    X(::explorer_schema::contracts::blockscout::transaction_summary)                               \
    X(::explorer_schema::contracts::blockscout::networks)                                          \
    X(::explorer_schema::contracts::blockscout::transaction)                                       \
    X(::explorer_schema::contracts::blockscout::transactions)

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
    prefix template ::boost::json::object explorer_schema::json_schema<T>(                         \
        ::explorer_schema::schema_options const&, ::std::string_view);

/// The fuzzing operations the library holds for `T`, declared with `prefix`:
/// fuzzing::generate (<explorer_schema/fuzzing/generate.hpp>) and
/// fuzzing::for_each_mutation (<explorer_schema/fuzzing/mutations.hpp>),
/// each declared extern at the end of its header.
#define EXPLORER_SCHEMA_GENERATE_OPERATION(prefix, T)                                              \
    prefix template ::boost::json::value explorer_schema::fuzzing::generate<T>(                    \
        ::std::uint64_t, ::explorer_schema::fuzzing::generate_options const&);
#define EXPLORER_SCHEMA_MUTATIONS_OPERATION(prefix, T)                                             \
    prefix template ::std::size_t explorer_schema::fuzzing::for_each_mutation<T>(                  \
        ::boost::json::value const&, ::std::uint64_t, ::std::size_t,                               \
        ::explorer_schema::decode_options const&, ::explorer_schema::fuzzing::mutation_sink const&);
#define EXPLORER_SCHEMA_EXTERN_GENERATE(T) EXPLORER_SCHEMA_GENERATE_OPERATION(extern, T)
#define EXPLORER_SCHEMA_EXTERN_MUTATIONS(T) EXPLORER_SCHEMA_MUTATIONS_OPERATION(extern, T)

namespace explorer_schema::detail {

#define EXPLORER_SCHEMA_COMMA_THEN(T) , T
/// The types of EXPLORER_SCHEMA_FOR_EACH_RESPONSE.
using compiled_responses = boost::mp11::mp_pop_front<
    boost::mp11::mp_list<void EXPLORER_SCHEMA_FOR_EACH_RESPONSE(EXPLORER_SCHEMA_COMMA_THEN)>>;
#undef EXPLORER_SCHEMA_COMMA_THEN

using every_response =
    boost::mp11::mp_unique<boost::mp11::mp_product<response_t, endpoints::all, contracts::all>>;

template <class T>
using is_compiled = boost::mp11::mp_set_contains<compiled_responses, T>;

static_assert(boost::mp11::mp_is_set<compiled_responses>::value &&
                  boost::mp11::mp_size<compiled_responses>::value ==
                      boost::mp11::mp_size<every_response>::value &&
                  boost::mp11::mp_all_of<every_response, is_compiled>::value,
              "EXPLORER_SCHEMA_FOR_EACH_RESPONSE must name each endpoint's response under each "
              "contract once: add the new one there");

} // namespace explorer_schema::detail

#ifdef EXPLORER_SCHEMA_COMPILED
#define EXPLORER_SCHEMA_EXTERN_OPERATIONS(T) EXPLORER_SCHEMA_OPERATIONS(extern, T)
EXPLORER_SCHEMA_FOR_EACH_RESPONSE(EXPLORER_SCHEMA_EXTERN_OPERATIONS)
#undef EXPLORER_SCHEMA_EXTERN_OPERATIONS
#endif

#endif
