// Replaces the global operator new to count allocations.
#include "allocations.hpp"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<std::size_t> allocated{0};
}

std::size_t allocations::count() noexcept { return allocated.load(std::memory_order_relaxed); }

void* operator new(std::size_t size)
{
    allocated.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
