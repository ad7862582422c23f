// `es::validate` on every endpoint's fixtures against the do-nothing parser
// (endpoints.hpp). benchmarks/run.py runs it and writes the table.
//
// Usage: explorer_schema_endpoint_benchmarks [Google Benchmark options]

#include "endpoints.hpp"

#include <malloc.h>

int main(int argc, char** argv)
{
    // As in decoders.cpp: freed memory stays in the process.
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, -1);
    benchmark::Initialize(&argc, argv);
    endpoint_benchmarks::register_share_0();
    endpoint_benchmarks::register_share_1();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
}
