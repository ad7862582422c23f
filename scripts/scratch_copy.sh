# Sourced by the scripts that try a change on a scratch copy of the
# committed tree (check_new_endpoint.sh, check_new_release.sh):
#   scratch_copy [SCRATCH_DIR]
# copies HEAD into SCRATCH_DIR/explorer_schema (SCRATCH_DIR new or empty; a
# temporary folder by default), commits it there as it is, and enters it.
# The captured payloads live beside the project (../shared/fixtures/captured);
# the tests that read them, and regenerate.sh's rewrite of their issues, run
# when they are there.
scratch_copy() {
  local root scratch
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  scratch=${1:-$(mktemp -d)}
  mkdir -p "$scratch"
  scratch=$(cd "$scratch" && pwd)
  tree="$scratch/explorer_schema"
  [ ! -e "$tree" ] || { echo "$tree exists already; give an empty folder" >&2; exit 2; }
  mkdir "$tree"
  git -C "$root" archive HEAD | tar -x -C "$tree"
  [ ! -d "$root/../shared" ] || ln -s "$root/../shared" "$scratch/shared"
  cd "$tree"
  git init -q
  git add -A
  git -c user.name=check -c user.email=check@localhost commit -q -m "the committed tree"
  echo "Scratch copy of $(git -C "$root" rev-parse --short HEAD): $tree"
}
