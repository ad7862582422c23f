#!/usr/bin/env bash
# Builds the tests and the program with AddressSanitizer and
# UndefinedBehaviorSanitizer into build-sanitize/ and runs the whole suite.
#   CXX=clang++-14 scripts/sanitize.sh   to use clang instead of g++
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_packages libclang-rt-14-dev pkg-config rapidjson-dev libgtest-dev libgmock-dev
command -v node >/dev/null && command -v npm >/dev/null || need_packages nodejs npm
sanitize_build="$root/build-sanitize"
# -O1 without debug information: quick to build, and fast enough to run.
cmake -S "$root" -B "$sanitize_build" -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_FLAGS=-O1 \
  -DEXPLORER_SCHEMA_SANITIZE=ON -DEXPLORER_SCHEMA_BUILD_TESTS=ON "$werror" >/dev/null
cmake --build "$sanitize_build" -j "$(nproc)"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$sanitize_build" --output-on-failure -j "$(nproc)"
