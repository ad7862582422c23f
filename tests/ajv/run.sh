#!/usr/bin/env bash
# Differential test against ajv. Usage:
#   run.sh EXPLORER_SCHEMA MUTATION_CORPUS FIXTURES_DIR WORK_DIR MINIMUM_DOCUMENTS
set -euo pipefail
cli=$1 corpus=$2 fixtures=$3 work=$4 minimum=$5
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work"
# ajv and ajv-formats at the versions the lock file pins.
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error)
fi
# A schema per endpoint of each contract, from the registry.
for contract in $("$cli" endpoints | cut -f3 | tr ',' '\n' | sort -u); do
  for endpoint in $("$cli" endpoints --contract "$contract" | cut -f1); do
    "$cli" schema --contract "$contract" --endpoint "$endpoint" > "$work/$contract.$endpoint.schema.json"
  done
done
"$corpus" "$fixtures" > "$work/corpus.ndjson"
# Node resolves ajv from the script's folder, so the script runs from there.
cp "$here/differential.mjs" "$work/"
node "$work/differential.mjs" "$work" "$minimum"
