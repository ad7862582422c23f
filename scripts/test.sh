#!/usr/bin/env bash
# Builds the library's tests and the command-line program, and runs the whole
# test suite with ctest.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
build_project -DEXPLORER_SCHEMA_BUILD_TESTS=ON
ctest --test-dir "$build" --output-on-failure
