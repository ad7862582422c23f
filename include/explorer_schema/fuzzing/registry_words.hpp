#ifndef EXPLORER_SCHEMA_FUZZING_REGISTRY_WORDS_HPP
#define EXPLORER_SCHEMA_FUZZING_REGISTRY_WORDS_HPP

// The registry's part of the fuzzing toolkit: every endpoint's response under
// every contract, and their names and values for a fuzzer's dictionary. The
// other fuzzing/ headers fuzz any model and include no registry.

#include <explorer_schema/contracts/endpoints.hpp>
#include <explorer_schema/fuzzing/model_words.hpp>

namespace explorer_schema::fuzzing {

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
