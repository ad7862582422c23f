#!/usr/bin/env bash
# Shows what adding an endpoint costs. In a scratch copy of the committed
# tree (HEAD) it adds a throwaway endpoint, GET /api/v2/main-page/indexing-status
# under Blockscout's contract: its model header, its entry in the registry
# (include/explorer_schema/contracts/endpoints.hpp) and its fixtures (a valid body and a
# broken one). Then it runs scripts/regenerate.sh and the whole test suite
# (scripts/test.sh) there, and fails unless both pass and nothing changed but
# those files and the ones regenerate.sh writes. It builds the project from
# scratch (what that costs: docs/performance.md); CI does not run it. Usage:
#   scripts/check_new_endpoint.sh [SCRATCH_DIR]
# SCRATCH_DIR (new or empty; a temporary folder by default) is kept, with
# its build, for a look afterwards.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/scratch_copy.sh"
scratch_copy "${1:-}"

# 1. The model: one header under contracts/blockscout/.
cat > include/explorer_schema/contracts/blockscout/indexing_status.hpp <<'EOF'
#ifndef EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_INDEXING_STATUS_HPP
#define EXPLORER_SCHEMA_CONTRACTS_BLOCKSCOUT_INDEXING_STATUS_HPP

// How far the indexer has come, as Blockscout sends it (a throwaway model of
// scripts/check_new_endpoint.sh).

#include <explorer_schema/contracts/common.hpp>

#include <boost/describe/class.hpp>

#include <optional>

namespace explorer_schema::blockscout {

/// Whether the indexer has every block and internal transaction, and what
/// share of them it has.
struct indexing_status {
    bool finished_indexing_blocks = false;
    bool finished_indexing = false;
    decimal_string indexed_blocks_ratio;
    std::optional<decimal_string> indexed_internal_transactions_ratio;
};
BOOST_DESCRIBE_STRUCT(indexing_status, (),
                      (finished_indexing_blocks, finished_indexing, indexed_blocks_ratio,
                       indexed_internal_transactions_ratio))

/// Body of GET /api/v2/main-page/indexing-status.
using indexing_status_response = indexing_status;

} // namespace explorer_schema::blockscout

#endif
EOF

# 2. The registry: the entry, its name in endpoints::all, its header.
python3 - <<'EOF'
from pathlib import Path
p = Path("include/explorer_schema/contracts/endpoints.hpp")
s = p.read_text()
def once(old, new):
    global s
    if s.count(old) != 1:
        raise SystemExit(f"endpoints.hpp: expected {old!r} once")
    s = s.replace(old, new)
once("#include <explorer_schema/contracts/blockscout/block.hpp>\n",
     "#include <explorer_schema/contracts/blockscout/block.hpp>\n"
     "#include <explorer_schema/contracts/blockscout/indexing_status.hpp>\n")
once("\nusing all = boost::mp11::mp_list<",
     '''
struct get_indexing_status
    : endpoint<"indexing-status", "GET", "/api/v2/main-page/indexing-status", services::blockscout,
               "How far the indexer has come", response_in<contracts::blockscout, blockscout::indexing_status_response>> {};

using all = boost::mp11::mp_list<''')
start = s.index("using all = boost::mp11::mp_list<")
end = s.index(">;", start)
s = s[:end] + ", get_indexing_status" + s[end:]
p.write_text(s)
EOF

# 3. The fixtures: a valid body, and a broken one; regenerate.sh writes the
# broken one's expected output, checked below.
fixtures=fixtures/blockscout/indexing-status
mkdir -p "$fixtures/valid" "$fixtures/issues"
cat > "$fixtures/valid/indexing.json" <<'EOF'
{
  "finished_indexing_blocks": true,
  "finished_indexing": false,
  "indexed_blocks_ratio": "1.00",
  "indexed_internal_transactions_ratio": "0.97"
}
EOF
cat > "$fixtures/issues/wrong_types.json" <<'EOF'
{
  "finished_indexing_blocks": "true",
  "finished_indexing": false,
  "indexed_blocks_ratio": "1.00",
  "indexed_internal_transactions_ratio": null
}
EOF

git add -A
echo "Added by hand:"
git diff --cached --stat=200 HEAD | sed 's/^/  /'
git -c user.name=check -c user.email=check@localhost commit -q -m "a throwaway endpoint"

# 4. Regenerate, then the whole suite.
scripts/regenerate.sh
expected="$fixtures/expected/wrong_types.json"
python3 - "$expected" <<'EOF'
import json, sys
issues = json.load(open(sys.argv[1]))["issues"]
found = [(i["path"], i["code"]) for i in issues]
if found != [("/finished_indexing_blocks", "wrong_type")]:
    raise SystemExit(f"{sys.argv[1]}: expected one wrong_type at /finished_indexing_blocks, found {found}")
EOF
scripts/test.sh

# 5. What changed besides the hand-made files: only what regenerate.sh writes.
git add -A
echo "Changed by scripts/regenerate.sh:"
git diff --cached --stat=200 HEAD | sed 's/^/  /'
unexpected=$(git diff --cached --name-only HEAD | grep -v -E \
  '^(docs/(reference|blockscout-releases|issue-codes|endpoints)\.md|tests/generated/digests\.txt|fixtures/(.*/)?expected/.*\.json|tests/captured/.*)$' || true)
if [ -n "$unexpected" ]; then
  echo "Changed, though neither a hand-made file of the endpoint nor a generated one:"
  echo "$unexpected" | sed 's/^/  /'
  exit 1
fi
echo "A new endpoint is its model, its registry entry and its fixtures: the suite passes with nothing else edited."
