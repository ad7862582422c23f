#!/usr/bin/env bash
# Builds explorer-schema and validates every bundled fixture with it, under
# its contract. Valid fixtures must pass; each broken one must give the
# verdict its expected output records. Exits non-zero when a verdict differs.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
build_project -DEXPLORER_SCHEMA_BUILD_TESTS=OFF

cli="$build/tools/explorer-schema"
cd "$root"
mismatches=0
# Every endpoint of the registry under every contract that has it, as the
# program lists them: the spec's fixtures are in fixtures/<endpoint>/, each
# other contract's in fixtures/<contract>/<endpoint>/.
while IFS=$'\t' read -r endpoint request contracts; do
  for contract in ${contracts//,/ }; do
    base=fixtures
    [[ $contract == spec ]] || base=fixtures/$contract
    dir=$base/$endpoint/
    if ! compgen -G "${dir}valid/*.json" >/dev/null; then
      echo "UNEXPECTED: no valid fixture of $endpoint ($request) under $contract in ${dir}valid/"
      mismatches=$((mismatches + 1))
    fi
    for file in "$dir"valid/*.json "$dir"issues/*.json; do
      [[ -f $file ]] || continue
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
    # A body with the members one chain type adds, valid under that chain type.
    for file in "$dir"chain-types/*.json; do
      [[ -f $file ]] || continue
      if ! "$cli" validate --contract "$contract" --endpoint "$endpoint" --chain-type "$(basename "$file" .json)" "$file"; then
        echo "UNEXPECTED: $file is invalid under its chain type"
        mismatches=$((mismatches + 1))
      fi
      echo
    done
  done
done < <("$cli" endpoints)
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
