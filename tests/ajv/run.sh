#!/usr/bin/env bash
# Differential test against ajv. Usage:
#   run.sh EXPLORER_SCHEMA MUTATION_CORPUS FIXTURES_DIR WORK_DIR
set -euo pipefail
cli=$1 corpus=$2 fixtures=$3 work=$4
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work"
# ajv and ajv-formats at the versions the lock file pins.
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error)
fi
for contract in spec blockscout; do
  for endpoint in main-page-transactions transaction-summary networks transaction transactions address-transactions; do
    "$cli" schema --contract "$contract" --endpoint "$endpoint" > "$work/$contract.$endpoint.schema.json"
  done
done
"$corpus" "$fixtures" > "$work/corpus.ndjson"
# Node resolves ajv from the script's folder, so the script runs from there.
cp "$here/differential.mjs" "$work/"
node "$work/differential.mjs" "$work"
