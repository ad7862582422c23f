// One libFuzzer program; FUZZ_TARGET (set by CMake) names what it fuzzes.
#include "targets.hpp"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    fuzz_targets::run(FUZZ_TARGET, {reinterpret_cast<char const*>(data), size});
    return 0;
}
