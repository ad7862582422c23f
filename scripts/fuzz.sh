#!/usr/bin/env bash
# Runs each libFuzzer target of the sanitized build (clang, ASan and UBSan,
# in build-sanitize/) for a bounded time on seeds from the fixtures, then
# the sample consumer's. Any finding fails.
#   scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
seconds=${1:-60}
# The sanitized build (setup.sh), which scripts/sanitize.sh may have built.
build_sanitized
fuzz_build="$sanitize_build"

captured="$root/../shared/fixtures/captured"
# JSON's own tokens, then every name and value of the model.
cat "$root/fuzz/json.dict" > "$fuzz_build/fuzz.dict"
"$fuzz_build/fuzz/fuzz_dictionary" >> "$fuzz_build/fuzz.dict"
# The targets run side by side, one per core; each one's log is shown once
# they all end, in full when it found something. An endpoint's target is
# seeded with that endpoint's fixtures and recording; the others, which run
# each input under every endpoint, with one valid fixture of each endpoint
# and the captures.
rm -f "$fuzz_build"/fuzz_*.status
for program in "$fuzz_build"/fuzz/fuzz_*; do
  [ -x "$program" ] && [ -f "$program" ] || continue
  target=${program##*/fuzz_}
  [ "$target" != dictionary ] || continue
  corpus="$fuzz_build/corpus/$target"
  mkdir -p "$corpus"
  if [ -d "$root/fixtures/blockscout/$target" ]; then
    seeds=("$root/fixtures/$target"/*/*.json "$root/fixtures/blockscout/$target"/*/*.json "$captured/real/endpoints/$target.json")
  else
    seeds=("$captured"/*.json "$captured"/real/*.json)
    for valid in "$root"/fixtures/*/valid "$root"/fixtures/*/*/valid; do
      first=("$valid"/*.json)
      seeds+=("${first[0]}")
    done
  fi
  for seed in "${seeds[@]}"; do
    [ -f "$seed" ] && cp "$seed" "$corpus/seed_$(echo "${seed#"$root"/}" | tr / _)"
  done
  rm -f "$fuzz_build/fuzz_$target.status"
  (cd "$fuzz_build" && "$program" -max_total_time="$seconds" -dict="$fuzz_build/fuzz.dict" -max_len=65536 \
     -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$corpus" >"$fuzz_build/fuzz_$target.log" 2>&1
   echo $? >"$fuzz_build/fuzz_$target.status") &
  while (($(jobs -rp | wc -l) >= $(nproc))); do wait -n || true; done
done
wait
failed=0
for status in "$fuzz_build"/fuzz_*.status; do
  target=${status##*/fuzz_}
  target=${target%.status}
  echo "Fuzzed $target for ${seconds}s"
  if [ "$(cat "$status")" = 0 ]; then
    tail -4 "$fuzz_build/fuzz_$target.log"
  else
    tail -60 "$fuzz_build/fuzz_$target.log"
    failed=1
  fi
done
((failed == 0)) || { echo "A fuzz target found a failure (above)."; exit 1; }
echo "Every fuzz target ran clean."

# The sample consumer under examples/fuzz_consumer has a planted bug: its
# fuzz target, seeded by `explorer-schema generate` and `mutate` and driven by
# the library's mutator, must find it within 60 s.
cli="$fuzz_build/tools/explorer-schema"
corpus="$fuzz_build/consumer_corpus"
rm -rf "$corpus" && mkdir -p "$corpus"
# mutate writes only into an empty folder: it comes first.
"$cli" mutate --endpoint main-page-transactions --count 40 --out "$corpus" "$root/fixtures/main-page-transactions/valid/latest.json"
rm "$corpus"/*.expected.json
"$cli" generate --endpoint main-page-transactions --count 10 | split -l 1 - "$corpus/generated_"
log="$fuzz_build/consumer.log"
start=$(date +%s)
if (cd "$fuzz_build" && examples/fuzz_consumer/fuzz_consumer -max_total_time=60 -max_len=65536 "$corpus" >"$log" 2>&1); then
  echo "The sample consumer's planted bug was not found in 60 s"
  exit 1
fi
if ! grep -q "stack-buffer-overflow" "$log" || ! grep -q "list_methods" "$log"; then
  tail -40 "$log"
  echo "The sample consumer's fuzz target stopped, but not on its planted bug"
  exit 1
fi
echo "The sample consumer's planted bug was found in $(($(date +%s) - start)) s:"
grep -m1 "ERROR: AddressSanitizer" "$log"
