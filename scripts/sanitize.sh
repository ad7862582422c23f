#!/usr/bin/env bash
# Builds the tests and the program with AddressSanitizer and
# UndefinedBehaviorSanitizer into build-sanitize/ and runs the suite.
#   CXX=clang++-14 scripts/sanitize.sh   to use clang instead of g++
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_packages libclang-rt-14-dev
sanitize_build="$root/build-sanitize"
# -O1 without debug information: quick to build, and fast enough to run.
# Left to test.sh, which runs them: the tests whose subject is another
# program reading the library's output (RapidJSON's and ajv's schema
# validators, the CommonMark parsers) and the GoogleTest matchers, whose
# optional dependencies are disabled here (ctest lists them as skipped), and
# the tests that only build other projects (the packaging tests, the minimal
# configuration, the compile-time messages). The rest of the suite runs
# every part of the library they use.
cmake -S "$root" -B "$sanitize_build" -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_FLAGS=-O1 \
  -DEXPLORER_SCHEMA_SANITIZE=ON -DEXPLORER_SCHEMA_BUILD_TESTS=ON -DEXPLORER_SCHEMA_TEST_MINIMAL=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_RapidJSON=ON -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_NodeJS=ON >/dev/null
cmake --build "$sanitize_build" -j "$(nproc)"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$sanitize_build" --output-on-failure -j "$(nproc)" -E '^(package_|unknown_type_)'
