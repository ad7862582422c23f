#!/usr/bin/env bash
# Regenerates every file the test suite holds the code to: the generated
# docs, the pinned digests of generated bodies, the expected output of each
# broken fixture and the listed issues of each captured payload. Review the
# diff before committing it.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
build_project -DEXPLORER_SCHEMA_BUILD_TESTS=ON
cd "$root"
"$build/tools/explorer-schema" reference > docs/reference.md
"$build/tools/explorer-schema" releases > docs/blockscout-releases.md
"$build/tools/explorer-schema" issue-codes > docs/issue-codes.md
"$build/tests/generated_digests" > tests/generated/digests.txt
EXPLORER_SCHEMA_REGENERATE=1 "$build/tests/explorer_schema_tests" --run_test=fixtures,captured >/dev/null
git status --short docs tests fixtures
