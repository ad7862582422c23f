#!/usr/bin/env bash
# Builds the tests, the program and the fuzz targets with clang 14,
# AddressSanitizer and UndefinedBehaviorSanitizer into build-sanitize/ and
# runs the whole suite there (scripts/fuzz.sh runs the fuzz targets of the
# same build).
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_packages pkg-config rapidjson-dev libgtest-dev libgmock-dev libxml2-utils openssl
command -v node >/dev/null && command -v npm >/dev/null || need_packages nodejs npm
build_sanitized
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$sanitize_build" --output-on-failure -j "$(nproc)"
