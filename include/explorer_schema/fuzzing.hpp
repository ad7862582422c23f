#ifndef EXPLORER_SCHEMA_FUZZING_HPP
#define EXPLORER_SCHEMA_FUZZING_HPP

// Fuzzing and contract-testing what consumes these APIs, from the model:
//
// - fuzzing/generate.hpp: es::fuzzing::generate<T>(seed, options), a random
//   valid document of any model type;
// - fuzzing/mutations.hpp: es::fuzzing::mutations_of<T>(document[, seed,
//   count]), single-point mutations of a valid document, each with what the
//   contract says of it (allowed or not, and the issues it now has);
// - fuzzing/mutate.hpp: es::fuzzing::mutate<Ts...>(...), libFuzzer's custom
//   mutator made of both, and mutate_json, one structure-aware edit;
// - fuzzing/words.hpp: the names and values of a model, for dictionaries.
//
// `explorer-schema generate` and `explorer-schema mutate` write the same
// documents as files, for consumers written in any language.

#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/fuzzing/words.hpp>

#include <explorer_schema/endpoints.hpp>

namespace explorer_schema::fuzzing {

// The registry's part, here where the registry is included: the headers
// above fuzz any model and include none.

/// Every endpoint's response under every contract, as a boost::mp11::mp_list.
using all_responses = every_response;

/// The words of every endpoint's response under every contract.
inline model_words const& all_words()
{
    static model_words const words = words_of(all_responses{});
    return words;
}

} // namespace explorer_schema::fuzzing

#endif
