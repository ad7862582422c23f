#!/usr/bin/env bash
# Builds the library's tests and the command-line program, and runs the whole
# test suite with ctest.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
# pkg-config for the packaging test, RapidJSON for the draft-04 schema test,
# Node.js and npm for the ajv test.
need_packages pkg-config rapidjson-dev
command -v node >/dev/null && command -v npm >/dev/null || need_packages nodejs npm
build_project -DEXPLORER_SCHEMA_BUILD_TESTS=ON
ctest --test-dir "$build" --output-on-failure
