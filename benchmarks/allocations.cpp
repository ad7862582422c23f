// Replaces the global operator new to count allocations.
#include "allocations.hpp"

#include <cstdlib>
#include <new>

namespace {
std::size_t allocated = 0; // the benchmarks run on one thread
}

std::size_t allocations::count() noexcept { return allocated; }

void* operator new(std::size_t size)
{
    ++allocated;
    if (void* p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
