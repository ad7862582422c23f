#!/usr/bin/env bash
# Shows what adding a Blockscout release costs. In a scratch copy of the
# committed tree (HEAD) it adds a throwaway release after the newest, v99.0,
# as one line of the release table (include/explorer_schema/model/releases.hpp),
# runs scripts/regenerate.sh and the whole test suite (scripts/test.sh)
# there, and fails unless both pass and nothing changed but that line and
# what regenerate.sh writes (the generated docs, the expected outputs, the
# transcripts the README and docs/ quote). It builds the project from
# scratch (what that costs: docs/performance.md); CI does not run it. Usage:
#   scripts/check_new_release.sh [SCRATCH_DIR]
# SCRATCH_DIR (new or empty; a temporary folder by default) is kept, with
# its build, for a look afterwards.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/scratch_copy.sh"
scratch_copy "${1:-}"

# The release: one line at the end of the table.
python3 - <<'EOF'
from pathlib import Path
import re
p = Path("include/explorer_schema/model/releases.hpp")
s = p.read_text()
table = re.search(r"blockscout_releases = std::to_array<release>\(\{\n(.*?)\n\}\);", s, re.S)
if not table:
    raise SystemExit("releases.hpp: no table of std::to_array<release>({...})")
end = table.end(1)
s = s[:end] + "\n    {99, 0, 0}," + s[end:]
p.write_text(s)
EOF
git add -A
echo "Added by hand:"
git diff --cached --stat=200 HEAD | sed 's/^/  /'
git -c user.name=check -c user.email=check@localhost commit -q -m "a throwaway release"

scripts/regenerate.sh
scripts/test.sh

git add -A
echo "Changed by scripts/regenerate.sh:"
git diff --cached --stat=200 HEAD | sed 's/^/  /'
unexpected=$(git diff --cached --name-only HEAD | grep -v -E \
  '^(docs/[a-z-]+\.md|README\.md|tests/generated/digests\.txt|fixtures/(.*/)?expected/.*\.json|tests/captured/.*)$' || true)
if [ -n "$unexpected" ]; then
  echo "Changed, though neither the release table nor a generated file:"
  echo "$unexpected" | sed 's/^/  /'
  exit 1
fi
echo "A new release is one line of the release table: the suite passes with nothing else edited."
