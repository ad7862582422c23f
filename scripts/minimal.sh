#!/usr/bin/env bash
# Builds the library, its examples and its package as a machine with only
# its own dependencies (a C++20 compiler, CMake, Boost 1.81) would, in
# build-minimal/: every optional dependency disabled and its headers made to
# stop the compiler (tests/minimal/run.cmake). CI runs it once; it is not
# part of ctest.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cmake -DSOURCE_DIR="$root" -DWORK_DIR="$root/build-minimal" -DWERROR="${EXPLORER_SCHEMA_WERROR:-OFF}" -P "$root/tests/minimal/run.cmake"
