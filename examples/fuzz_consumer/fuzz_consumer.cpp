// libFuzzer target for the sample consumer: inputs are main-page bodies,
// made by the library's mutator from generated and mutated documents.
#include "consumer.hpp"

#include <explorer_schema/explorer_schema.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>

#include <cstddef>
#include <cstdint>

namespace es = explorer_schema;

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    list_methods(std::string_view(reinterpret_cast<char const*>(data), size));
    return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned seed)
{
    return es::fuzzing::mutate<es::main_page_transactions_response>(data, size, max_size, seed, &LLVMFuzzerMutate);
}
