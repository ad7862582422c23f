#!/usr/bin/env bash
# Builds the library's tests and the command-line program, and runs the whole
# test suite with ctest.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
# What the optional tests need: pkg-config for the packaging test, RapidJSON
# for the draft-04 schema test, GoogleTest for the matchers, Node.js and npm
# for the ajv, Markdown and probe tests, openssl for the probe's loopback
# HTTPS server's certificate.
need_packages pkg-config rapidjson-dev libgtest-dev libgmock-dev libxml2-utils openssl
command -v node >/dev/null && command -v npm >/dev/null || need_packages nodejs npm
build_project -DEXPLORER_SCHEMA_BUILD_TESTS=ON
ctest --test-dir "$build" --output-on-failure -j "$(nproc)"
