#!/usr/bin/env bash
# Every JUnit report explorer-schema writes is accepted by the Jenkins xunit
# plugin's junit-10.xsd and by the Ant JUnit schema (README.md): reports of
# valid and broken documents, of an input that cannot be read, of NDJSON
# lines, of inputs whose names hold XML's markup characters, of none, and
# one cut at --max-output-size.
#   run.sh EXPLORER_SCHEMA FIXTURES WORK_DIR
set -euo pipefail
cli=$1 fixtures=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
hostile="$work/a<&\"'> b.json"
printf '{"items": [{"chain_id": 1}], "x": 1}' > "$hostile"
printf '{"items": []}\n[\n{"items": [], "y": 2}\n' > "$work/lines.ndjson"
: > "$work/empty.json"
reports=0
report() { # NAME ARGUMENT...: one report, whatever its exit status
  local name=$1; shift
  "$cli" validate --format junit "$@" > "$work/$name.xml" 2>/dev/null < "$work/lines.ndjson" || true
  reports=$((reports + 1))
}
report networks --endpoint networks "$fixtures"/networks/{valid,issues}/*.json "$hostile" /nonexistent/networks.json -
report main-page --endpoint main-page-transactions "$fixtures"/main-page-transactions/{valid,issues}/*.json
report blockscout --endpoint transaction --contract blockscout "$fixtures"/blockscout/transaction/{valid,issues,chain-types}/*.json
report ndjson --endpoint networks --ndjson "$work/lines.ndjson" -
report unreadable-only --endpoint networks /nonexistent/a.json "$work"
report none --endpoint networks "$work/empty.json"
report cut --endpoint networks --max-output-size 1500 "$fixtures"/networks/{valid,issues}/*.json
failed=0
for xml in "$work"/*.xml; do
  for schema in jenkins-junit-10.xsd ant-junit.xsd; do
    if ! xmllint --noout --schema "$here/$schema" "$xml" 2> "$xml.$schema.log"; then
      echo "$schema rejects the report $(basename "$xml"):"
      cat "$xml.$schema.log"
      failed=1
    fi
  done
done
((failed == 0)) || exit 1
echo "$reports JUnit reports accepted by both schemas"
