#!/usr/bin/env bash
# Rewrites the transcripts of the pages given: in each fenced block after a
# line `<!-- transcript -->`, the lines after each "$ COMMAND" become what
# it prints now (standard output and error, run from the project's root,
# `explorer-schema` meaning the program given), as examples/readme_check.sh
# compares them. Run by scripts/regenerate.sh, so that a new release or
# endpoint needs no hand edit of a quoted output; review the diff. Usage:
#   refresh_transcripts.sh EXPLORER_SCHEMA PAGE...
set -euo pipefail
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
for page in "$@"; do
  out=$(mktemp)
  state=outside # then marked (after the marker), inside (in its block)
  while IFS= read -r line || [ -n "$line" ]; do
    case $state in
      outside)
        printf '%s\n' "$line" >>"$out"
        [[ $line != '<!-- transcript -->' ]] || state=marked
        ;;
      marked)
        printf '%s\n' "$line" >>"$out"
        [[ $line != '```'* ]] || state=inside
        ;;
      inside)
        if [[ $line == '```' ]]; then
          printf '%s\n' "$line" >>"$out"
          state=outside
        elif [[ $line == '$ '* ]]; then
          printf '%s\n' "$line" >>"$out"
          command=${line#'$ '}
          command=${command/#explorer-schema/\"\$cli\"}
          (cd "$root" && eval "$command 2>&1") >>"$out" || true
        fi # any other line is the output printed before: dropped
        ;;
    esac
  done <"$page"
  cat "$out" >"$page"
  rm "$out"
done
