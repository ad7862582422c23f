#!/usr/bin/env bash
# Markdown output parsed back by real CommonMark parsers. Usage:
#   run.sh MARKDOWN_CORPUS WORK_DIR
set -euo pipefail
corpus=$1 work=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work"
# commonmark and markdown-it at the versions the lock file pins.
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error)
fi
"$corpus" > "$work/corpus.ndjson"
cp "$here/check.mjs" "$work/"
node "$work/check.mjs" "$work/corpus.ndjson"
