#!/usr/bin/env bash
# Builds explorer-schema and validates every bundled fixture with it, under
# its contract. Valid fixtures must pass; each broken one must give the
# verdict its expected output records. Exits non-zero when a verdict differs.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
build_project -DEXPLORER_SCHEMA_BUILD_TESTS=OFF

cli="$build/tools/explorer-schema"
cd "$root"
mismatches=0
# The spec's fixtures are in fixtures/<endpoint>/, Blockscout's in
# fixtures/blockscout/<endpoint>/.
for contract in spec blockscout; do
  base=fixtures
  [[ $contract == spec ]] || base=fixtures/$contract
  for endpoint in main-page-transactions transaction-summary networks; do
    dir=$base/$endpoint/
    for file in "$dir"valid/*.json "$dir"issues/*.json; do
      expected_status=0
      if [[ $file == */issues/* ]] && grep -q '"valid": false' "${dir}expected/$(basename "$file")"; then
        expected_status=1
      fi
      status=0
      "$cli" validate --contract "$contract" --endpoint "$endpoint" "$file" || status=$?
      if ((status != expected_status)); then
        echo "UNEXPECTED: exit $status, expected $expected_status for $file"
        mismatches=$((mismatches + 1))
      fi
      echo
    done
  done
done
echo "Summaries of the valid summary fixtures, rendered:"
for file in fixtures/transaction-summary/valid/*.json; do
  "$cli" render --all "$file"
done
for file in fixtures/blockscout/transaction-summary/valid/*.json; do
  # A null body or an error body has no summary: the program says why, and exits 1.
  expected_status=0
  if [[ $(tr -d '[:space:]' < "$file") == null ]] || grep -q '"success": false' "$file"; then
    expected_status=1
  fi
  status=0
  "$cli" render --contract blockscout --all "$file" || status=$?
  if ((status != expected_status)); then
    echo "UNEXPECTED: render exit $status, expected $expected_status for $file"
    mismatches=$((mismatches + 1))
  fi
done
echo

if ((mismatches)); then
  echo "$mismatches fixture(s) gave an unexpected verdict"
  exit 1
fi
echo "Every fixture gave its expected verdict."
