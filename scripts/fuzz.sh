#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan and UBSan) into build-fuzz/ and
# runs each for a bounded time on seeds from the fixtures. Any finding fails.
#   scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_packages clang-14 libclang-rt-14-dev
seconds=${1:-60}
fuzz_build="$root/build-fuzz"
CXX=clang++-14 cmake -S "$root" -B "$fuzz_build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DEXPLORER_SCHEMA_FUZZ=ON -DEXPLORER_SCHEMA_BUILD_TESTS=OFF -DEXPLORER_SCHEMA_BUILD_TOOLS=OFF \
  -DEXPLORER_SCHEMA_BUILD_COMPILED=OFF "$werror" >/dev/null
cmake --build "$fuzz_build" -j "$(nproc)"

# clang compiles what the fuzz build does not: the program, and a consumer's
# file with every header, both without a warning.
for source in tools/explorer_schema_cli.cpp tests/consumer/every_header.cpp; do
  clang++-14 -std=c++20 -fsyntax-only -Wall -Wextra -Wpedantic -Werror -I"$root/include" "$root/$source"
done

# The same seed generates the same bytes with clang as with g++.
if ! "$fuzz_build/fuzz/generated_digests" | diff "$root/tests/generated/digests.txt" -; then
  echo "Generated bodies differ between clang and g++ (tests/generated/digests.txt)"
  exit 1
fi

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

# The sample consumer under examples/fuzz_consumer has a planted bug: its
# fuzz target, seeded by `explorer-schema generate` and `mutate` and driven by
# the library's mutator, must find it within 60 s.
[ -x "$build/tools/explorer-schema" ] || build_project -DEXPLORER_SCHEMA_BUILD_TESTS=OFF
cli="$build/tools/explorer-schema"
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
