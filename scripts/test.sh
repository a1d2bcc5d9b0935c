#!/usr/bin/env bash
# Installs what is missing, then runs every test layer and ends with the counts:
#   0. `cargo fmt --check` and `cargo clippy -D warnings` (native and wasm32);
#   1. native `cargo test` — the pure core (clock, time controls, rulebooks, replay), the scenarios,
#      then the core as the page builds it (no analyser);
#   2. wasm-bindgen-test in headless Chromium, then in headless Firefox;
#   3. the release build served on loopback and driven in headless Chromium (Playwright),
#      with screenshots at 390×844 in tests/e2e/artifacts/; a second build of the same source
#      (another build id) is deployed over it by the update test.
#
# One part:  scripts/test.sh [native] [page] [chromium] [firefox] [e2e] [FILE.test.js…] [JOURNEY…]
#   native    fmt, clippy (native and wasm32) and `cargo test` (the shape, layers and docs tests too)
#   page      the core as the page builds it (no analyser)
#   chromium  firefox   the browser tests in that browser
#   e2e       the release build, the shared scenarios and the e2e files
# A `*.test.js` name runs that e2e file alone; any other word is a journey's name (a regular
# expression on the test names, `.` for `×`), so `scripts/test.sh claims.test.js "^390.844: "`
# runs the portrait journeys of one file. Naming a file or journey implies e2e.
set -uo pipefail
cd "$(dirname "$0")/.."
layers=() e2e_files=() journeys=()
for arg in "$@"; do
  case "$arg" in
    native|page|chromium|firefox|e2e) layers+=("$arg") ;;
    *.test.js) e2e_files+=("$(basename "$arg")") ;;
    -*) echo "unknown option: $arg (parts: native page chromium firefox e2e, an e2e file, a journey's name)" >&2; exit 2 ;;
    *) journeys+=("$arg") ;;
  esac
done
if [ ${#e2e_files[@]} -gt 0 ] || [ ${#journeys[@]} -gt 0 ]; then layers+=(e2e); fi
wants() { [ ${#layers[@]} -eq 0 ] || printf '%s\n' "${layers[@]}" | grep -qx "$1"; }
for f in "${e2e_files[@]}"; do
  [ -f "tests/e2e/$f" ] || { echo "no e2e file tests/e2e/$f" >&2; exit 2; }
done

scripts/tools.sh test || { echo "tools could not be installed" >&2; exit 1; }
export PATH="$HOME/.cargo/bin:$PATH"
mkdir -p target/test-logs
logs=target/test-logs
rm -f "$logs"/*.log
failed_layers=()

run() { # name, command...
  local name=$1; shift
  printf '\n\033[1m=== %s\033[0m\n' "$name"
  if "$@" 2>&1 | tee "$logs/$name.log"; then :; else failed_layers+=("$name"); fi
}

# A browser's very first start on a machine (profile creation) can outlast the driver's wait; a
# run that ended with no test result at all is tried once more. A failed test is never retried.
browser_tests() { # name, env assignments...
  local name=$1; shift
  run "$name" env "$@" cargo test --locked --target wasm32-unknown-unknown --test web
  if ! grep -q 'test result:' "$logs/$name.log"; then
    echo "[test] $name: the browser did not start; once more"
    failed_layers=("${failed_layers[@]/$name}")
    run "$name" env "$@" cargo test --locked --target wasm32-unknown-unknown --test web
  fi
}

# Gates first: unformatted code and any clippy warning fail the run (native, and the page's wasm32
# build with its browser tests; the benches and native-only tests are native).
if wants native; then
  run fmt cargo fmt --check
  run clippy cargo clippy --locked --all-targets -- -D warnings
  run clippy-wasm cargo clippy --locked --target wasm32-unknown-unknown --lib --bins --test web -- -D warnings
  run native cargo test --locked
fi
# The page's own build has no dead-position analyser (the rules worker has it): its core is tested too.
wants page && run native-page cargo test --locked --no-default-features --lib
# With both drivers set the runner picks Firefox only, so each browser gets its own run.
wants chromium && browser_tests chromium -u GECKODRIVER CHROMEDRIVER=/usr/bin/chromedriver
wants firefox && browser_tests firefox -u CHROMEDRIVER GECKODRIVER="$(command -v geckodriver)"
if wants e2e; then
  # Build B of the update test (tests/e2e/update.test.js): this source under another build id, made
  # first so that dist/ is the last build Cargo made.
  run release-build sh -c 'FAIRCLOCK_BUILD=e2e-next trunk build --release --dist target/e2e/next && trunk build --release && cargo build --locked --release --bin arbiter'
  if [ -f ../shared/scenarios/check.py ] && [ ${#e2e_files[@]} -eq 0 ] && [ ${#journeys[@]} -eq 0 ]; then
    run shared-scenarios env ARBITER=target/release/arbiter python3 ../shared/scenarios/check.py
  fi
  pattern=()
  if [ ${#journeys[@]} -gt 0 ]; then
    pattern=(--test-name-pattern="$(IFS='|'; echo "${journeys[*]}")")
  fi
  run e2e sh -c 'cd tests/e2e && exec node --test --test-concurrency=1 "$@"' e2e "${pattern[@]}" "${e2e_files[@]}"
fi

# Counts: cargo's "test result" lines, node's "# pass/# fail", the scenario checker's "N passed, M failed".
passed=0; failed=0
for f in "$logs"/*.log; do
  p=$(grep -hoE 'test result: [a-zA-Z]+\. [0-9]+ passed; [0-9]+ failed' "$f" | awk '{s+=$4} END {print s+0}')
  q=$(grep -hoE 'test result: [a-zA-Z]+\. [0-9]+ passed; [0-9]+ failed' "$f" | awk '{s+=$6} END {print s+0}')
  passed=$((passed + p)); failed=$((failed + q))
  p=$(grep -hoE '^# pass [0-9]+' "$f" | awk '{s+=$3} END {print s+0}')
  q=$(grep -hoE '^# fail [0-9]+' "$f" | awk '{s+=$3} END {print s+0}')
  passed=$((passed + p)); failed=$((failed + q))
  p=$(grep -hoE '^[0-9]+ passed, [0-9]+ failed$' "$f" | awk '{s+=$1} END {print s+0}')
  q=$(grep -hoE '^[0-9]+ passed, [0-9]+ failed$' "$f" | awk '{s+=$3} END {print s+0}')
  passed=$((passed + p)); failed=$((failed + q))
done
printf '\n=== summary\n'
for f in "$logs"/*.log; do printf '%-18s %s\n' "$(basename "$f" .log)" "$(grep -hoE 'test result: [a-zA-Z]+\. [0-9]+ passed; [0-9]+ failed|^# (pass|fail) [0-9]+|^[0-9]+ passed, [0-9]+ failed$' "$f" | tr '\n' ' ')"; done
failed_layers=($(printf '%s\n' "${failed_layers[@]}" | grep -v '^$'))
if [ ${#failed_layers[@]} -gt 0 ]; then
  echo "failed layers: ${failed_layers[*]}"
  [ "$failed" -gt 0 ] || failed=${#failed_layers[@]}
fi
echo "total: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ ${#failed_layers[@]} -eq 0 ]
