# Sourced by the scripts: installs what the build needs on Debian bookworm
# when it is missing, and builds into build/ (build_project) or
# build-sanitize/ (build_sanitized).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build"

# Installs the Debian packages given that are not installed yet.
need_packages() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  echo "Installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# libcurl: explorer_schema::probe and `explorer-schema probe`.
need_packages g++ cmake make ninja-build libboost1.81-dev libboost-json1.81-dev libboost-test1.81-dev libcli11-dev \
  libcurl4-openssl-dev

# CI sets EXPLORER_SCHEMA_WERROR=ON: a warning of the project's own code fails the build.
werror="-DEXPLORER_SCHEMA_WERROR=${EXPLORER_SCHEMA_WERROR:-OFF}"

# Ninja, for a build folder the scripts configure first: it compiles a
# target's files while the library it links is still being compiled, where
# Make waits for it.
generator() { # build folder
  [ -f "$1/CMakeCache.txt" ] || echo "-GNinja"
}

# The scripts build at -Og, which g++ compiles in about the time -O0 takes
# and a third less than -O1 (an object of the library: 61, 57 and 82
# CPU-seconds), where CMake's Release (-O3) is what a user's build and the
# benchmarks keep; the suites run in about three minutes there.
build_project() { # cmake options...
  cmake -S "$root" -B "$build" $(generator "$build") -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-Og -DNDEBUG" \
    "$werror" "$@" >/dev/null
  cmake --build "$build" -j "$(nproc)"
}

# The sanitized configuration, built once into build-sanitize/ for
# sanitize.sh (the whole suite) and fuzz.sh (the libFuzzer targets): clang 14
# with AddressSanitizer and UndefinedBehaviorSanitizer, at -O0, where clang
# builds it in a quarter of the time -O1 takes, with line tables for the
# reports. LLVM's linker links each of its programs in about a second, where
# GNU ld took 6 to 15 (the test program: 1.2 s against 6.8 s).
sanitize_build="$root/build-sanitize"
build_sanitized() {
  need_packages clang-14 libclang-rt-14-dev lld
  CXX=clang++-14 cmake -S "$root" -B "$sanitize_build" $(generator "$sanitize_build") -DCMAKE_BUILD_TYPE= \
    "-DCMAKE_CXX_FLAGS=-O0 -gline-tables-only" -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld \
    -DEXPLORER_SCHEMA_SANITIZE=ON -DEXPLORER_SCHEMA_FUZZ=ON -DEXPLORER_SCHEMA_BUILD_TESTS=ON "$werror" >/dev/null
  cmake --build "$sanitize_build" -j "$(nproc)"
}
