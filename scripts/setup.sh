# Sourced by main.sh and test.sh: installs what the build needs on Debian
# bookworm when it is missing, and builds into build/.
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

need_packages g++ cmake make libboost1.81-dev libboost-json1.81-dev libboost-test1.81-dev libcli11-dev

# CI sets EXPLORER_SCHEMA_WERROR=ON: a warning of the project's own code fails the build.
werror="-DEXPLORER_SCHEMA_WERROR=${EXPLORER_SCHEMA_WERROR:-OFF}"

build_project() { # cmake options...
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release "$werror" "$@" >/dev/null
  cmake --build "$build" -j "$(nproc)"
}
