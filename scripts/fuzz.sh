#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan and UBSan) into build-fuzz/ and
# runs each for a bounded time on seeds from the fixtures. Any finding fails.
#   scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_packages clang-14 libclang-rt-14-dev
seconds=${1:-60}
fuzz_build="$root/build-fuzz"
CXX=clang++-14 cmake -S "$root" -B "$fuzz_build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DEXPLORER_SCHEMA_FUZZ=ON -DEXPLORER_SCHEMA_BUILD_TESTS=OFF -DEXPLORER_SCHEMA_BUILD_TOOLS=OFF >/dev/null
cmake --build "$fuzz_build" -j "$(nproc)"

captured="$root/../shared/fixtures/captured"
# JSON's own tokens, then every name and value of the model.
cat "$root/fuzz/json.dict" > "$fuzz_build/fuzz.dict"
"$fuzz_build/fuzz/fuzz_dictionary" >> "$fuzz_build/fuzz.dict"
for program in "$fuzz_build"/fuzz/fuzz_*; do
  [ -x "$program" ] && [ -f "$program" ] || continue
  target=${program##*/fuzz_}
  [ "$target" != dictionary ] || continue
  corpus="$fuzz_build/corpus/$target"
  mkdir -p "$corpus"
  # Seeds: the project's fixtures and, when present, the captured payloads.
  for seed in "$root"/fixtures/*/*/*.json "$root"/fixtures/*/*/*/*.json "$captured"/*.json "$captured"/real/*.json; do
    [ -f "$seed" ] && cp "$seed" "$corpus/seed_$(echo "${seed#"$root"/}" | tr / _)"
  done
  echo "Fuzzing $target for ${seconds}s"
  (cd "$fuzz_build" && "$program" -max_total_time="$seconds" -dict="$fuzz_build/fuzz.dict" \
     -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$corpus" 2>&1 | tail -4)
done
echo "Every fuzz target ran clean."
