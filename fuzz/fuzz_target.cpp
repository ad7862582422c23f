// One libFuzzer program; FUZZ_TARGET (set by CMake) names what it fuzzes.
// Mutations follow the model (mutator.hpp); input that is not JSON gets
// libFuzzer's own.
#include "mutator.hpp"
#include "targets.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    fuzz_targets::run(FUZZ_TARGET, {reinterpret_cast<char const*>(data), size});
    return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned seed)
{
    return fuzz_targets::mutate(data, size, max_size, seed, nullptr, 0, &LLVMFuzzerMutate);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(std::uint8_t const* data, std::size_t size,
                                                 std::uint8_t const* other, std::size_t other_size,
                                                 std::uint8_t* out, std::size_t max_out_size, unsigned seed)
{
    if (size > max_out_size)
        return 0;
    std::memcpy(out, data, size);
    return fuzz_targets::mutate(out, size, max_out_size, seed, other, other_size, nullptr);
}
