#!/usr/bin/env bash
# Checks what the README quotes. The fenced block after a line
#   <!-- example: PATH -->
# must be the file PATH as it is; each line of the fenced block after
#   <!-- run -->
# is run with bash from the project's root, `build/tools/explorer-schema`
# meaning the program built, and must succeed. Usage:
#   readme_check.sh README ROOT EXPLORER_SCHEMA
set -euo pipefail
readme=$1 root=$2 cli=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each checked block into its own file: N.example holding the path, or N.run.
awk -v work="$work" '
  !inside && /^<!-- example: .* -->$/ { mode = "example"; path = $3; next }
  !inside && /^<!-- run -->$/ { mode = "run"; next }
  !inside && mode != "" && /^```/ { inside = 1; n++; out = work "/" n "." mode; printf "" > out;
                                    if (mode == "example") print path > (out ".path"); next }
  inside && /^```$/ { inside = 0; mode = ""; close(out); next }
  inside { print > out }
' "$readme"
checked=0
for block in "$work"/*.example "$work"/*.run; do
  [ -f "$block" ] || continue
  checked=$((checked + 1))
  if [[ $block == *.example ]]; then
    path=$(cat "$block.path")
    if ! diff -u "$root/$path" "$block"; then
      echo "README.md quotes $path, but not as it is now"
      exit 1
    fi
  else
    while IFS= read -r command; do
      echo "\$ $command"
      (cd "$root" && eval "${command/#build\/tools\/explorer-schema/\"\$cli\"}") || {
        echo "README.md runs this command, and it fails"
        exit 1
      }
    done < "$block"
  fi
done
if ((checked < 3)); then
  echo "README.md has $checked checked blocks; its first screen alone has three"
  exit 1
fi
echo "$checked quoted blocks checked"
