#!/usr/bin/env bash
# Checks what the README quotes. The fenced block after a line
#   <!-- example: PATH -->
# must be the file PATH as it is; the one after
#   <!-- excerpt: PATH -->
# must be lines of the file PATH as they are; each line of the fenced block after
#   <!-- run -->
# is run with bash from the project's root, `build/tools/explorer-schema`
# meaning the program built, and must succeed; in the fenced block after
#   <!-- transcript -->
# each line "$ explorer-schema ..." is run the same way, and what it prints
# (standard output and error) must be the lines that follow it. Usage:
#   readme_check.sh FILE ROOT EXPLORER_SCHEMA [FEWEST_BLOCKS]
set -euo pipefail
readme=$1 root=$2 cli=$3 fewest=${4:-0}
name=${readme#"$root"/}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each checked block into its own file: N.example holding the path, or N.run.
awk -v work="$work" '
  !inside && /^<!-- example: .* -->$/ { mode = "example"; path = $3; next }
  !inside && /^<!-- excerpt: .* -->$/ { mode = "excerpt"; path = $3; next }
  !inside && /^<!-- run -->$/ { mode = "run"; next }
  !inside && /^<!-- transcript -->$/ { mode = "transcript"; next }
  !inside && mode != "" && /^```/ { inside = 1; n++; out = work "/" n "." mode; printf "" > out;
                                    if (mode == "example" || mode == "excerpt") print path > (out ".path"); next }
  inside && /^```$/ { inside = 0; mode = ""; close(out); next }
  inside { print > out }
' "$readme"
checked=0
# Runs a command line of the README from the project's root.
run_quoted() {
  (cd "$root" && eval "${1/#build\/tools\/explorer-schema/\"\$cli\"}")
}
for block in "$work"/*.example "$work"/*.excerpt "$work"/*.run "$work"/*.transcript; do
  [ -f "$block" ] || continue
  checked=$((checked + 1))
  if [[ $block == *.example ]]; then
    path=$(cat "$block.path")
    if ! diff -u "$root/$path" "$block"; then
      echo "$name quotes $path, but not as it is now"
      exit 1
    fi
  elif [[ $block == *.excerpt ]]; then
    path=$(cat "$block.path")
    if [[ "$(cat "$root/$path")" != *"$(cat "$block")"* ]]; then
      echo "$name quotes lines of $path that it does not hold:"
      cat "$block"
      exit 1
    fi
  elif [[ $block == *.run ]]; then
    while IFS= read -r command; do
      echo "\$ $command"
      run_quoted "$command" || {
        echo "$name runs this command, and it fails"
        exit 1
      }
    done < "$block"
  else
    # Each command with the lines after it, up to the next command.
    awk -v out="$block" '/^\$ / { n++; print substr($0, 3) > (out "." n ".command"); printf "" > (out "." n ".expected"); next }
                         { print > (out "." n ".expected") }' "$block"
    for command_file in "$block".*.command; do
      command=$(cat "$command_file")
      expected="${command_file%.command}.expected"
      echo "\$ $command"
      run_quoted "${command/#explorer-schema/build/tools/explorer-schema} 2>&1" > "$expected.actual" || true
      if ! diff -u "$expected" "$expected.actual"; then
        echo "$name shows this command printing otherwise"
        exit 1
      fi
    done
  fi
done
if ((checked < fewest)); then
  echo "$name has $checked checked blocks; it should have at least $fewest"
  exit 1
fi
echo "$checked quoted blocks checked"
