// The libFuzzer program, built once: fuzz/CMakeLists.txt links each target's
// name, fuzz_<target>, to it, and the name it is called by says what it
// fuzzes.
// Mutations follow the model (explorer_schema/fuzzing/mutate.hpp); input
// that is not JSON gets libFuzzer's own.
#include "targets.hpp"

#include <explorer_schema/fuzzing/generate.hpp>
#include <explorer_schema/fuzzing/mutate.hpp>
#include <explorer_schema/fuzzing/mutations.hpp>
#include <explorer_schema/fuzzing/registry_words.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

#include <sanitizer/allocator_interface.h>

namespace {

/// What this run fuzzes: the name the program was called by, without its
/// folder and its `fuzz_`.
std::string_view target;

// The heap the code under test takes while `counting`: through the
// sanitizer's allocation hooks, peak bytes and number of allocations.
struct heap_use {
    bool counting = false;
    std::size_t now = 0, peak = 0, allocations = 0;
} heap;

void on_malloc(void const volatile*, std::size_t size)
{
    if (!heap.counting)
        return;
    heap.now += size;
    heap.peak = std::max(heap.peak, heap.now);
    ++heap.allocations;
}

void on_free(void const volatile* p)
{
    if (heap.counting && p != nullptr)
        heap.now -= std::min(heap.now, __sanitizer_get_allocated_size(const_cast<void const*>(p)));
}

/// Checking a document, whatever it holds, and rendering its summaries take
/// heap and allocations linear in its size: at most 64 bytes and 16
/// allocations per input byte, beyond a fixed allowance (the issues'
/// budget, the render limit, the decoder's own state).
void check_bounds(std::string_view text)
{
    static bool const hooked = __sanitizer_install_malloc_and_free_hooks(on_malloc, on_free) != 0;
    fuzz_targets::require(hooked, "the allocation hooks are installed");
    auto const measure = [&](auto work) {
        heap = {.counting = true};
        work();
        heap.counting = false;
        fuzz_targets::require(heap.peak <= 64 * text.size() + (std::size_t{32} << 20), "heap linear in the input");
        fuzz_targets::require(heap.allocations <= 16 * text.size() + 100000, "allocations linear in the input");
    };
    boost::mp11::mp_for_each<boost::mp11::mp_transform<std::type_identity, explorer_schema::every_response>>(
        [&](auto response) { measure([&] { (void)explorer_schema::identify<typename decltype(response)::type>(text); }); });
    measure([&] { fuzz_targets::render(text); });
}

/// The library's mutator, for documents of every endpoint under every contract.
template <class... Responses>
std::size_t mutate(boost::mp11::mp_list<Responses...>, std::uint8_t* data, std::size_t size, std::size_t max_size,
                   unsigned seed, std::size_t (*fallback)(std::uint8_t*, std::size_t, std::size_t),
                   std::uint8_t const* other = nullptr, std::size_t other_size = 0)
{
    return explorer_schema::fuzzing::mutate<Responses...>(data, size, max_size, seed, fallback, other, other_size);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    std::string_view const called = *argc > 0 ? (*argv)[0] : "";
    target = called.substr(called.find_last_of('/') + 1);
    if (target.starts_with("fuzz_"))
        target.remove_prefix(5);
    auto const& names = fuzz_targets::names();
    if (target != "bounds" && std::find(names.begin(), names.end(), target) == names.end()) {
        std::fprintf(stderr, "%.*s: call this program as fuzz_TARGET, TARGET one of: bounds",
                     static_cast<int>(called.size()), called.data());
        for (auto const name : names)
            std::fprintf(stderr, ", %.*s", static_cast<int>(name.size()), name.data());
        std::fprintf(stderr, "\n");
        std::exit(2);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    std::string_view const text(reinterpret_cast<char const*>(data), size);
    if (target == "bounds")
        check_bounds(text);
    else
        fuzz_targets::run(target, text);
    return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned seed)
{
    return mutate(explorer_schema::fuzzing::all_responses{}, data, size, max_size, seed, &LLVMFuzzerMutate);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(std::uint8_t const* data, std::size_t size,
                                                 std::uint8_t const* other, std::size_t other_size,
                                                 std::uint8_t* out, std::size_t max_out_size, unsigned seed)
{
    if (size > max_out_size)
        return 0;
    std::memcpy(out, data, size);
    return mutate(explorer_schema::fuzzing::all_responses{}, out, size, max_out_size, seed, nullptr, other, other_size);
}
