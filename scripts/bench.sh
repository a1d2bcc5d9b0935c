#!/usr/bin/env bash
# Measures the clock and prints one table (also written to target/bench/table.md, raw figures in
# target/bench/results.json). Installs what is missing first (scripts/tools.sh), then:
#   1. the release page (trunk build --release) and the release arbiter;
#   2. the criterion benches, native, with a short measurement time (benches/clock.rs, rules.rs);
#   3. the same rules-engine figures in headless Chromium, as release wasm (tests/bench/web.rs);
#   4. the browser benchmark (tests/bench/run.js): accuracy, cost while running, latency, weight
#      and start, in headless Chromium through the DevTools protocol.
# BENCH_SECONDS=10 shortens the running-clock window (default 60 s). Figures are reported, never
# asserted: a missed target is a finding. Takes about 10 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/tools.sh test
export PATH="$HOME/.cargo/bin:$PATH"
out=target/bench
mkdir -p "$out"
say() { printf '\033[1m[bench]\033[0m %s\n' "$*" >&2; }

say "release build"
trunk build --release
cargo build --locked --release --bin arbiter

say "criterion benches (native)"
cargo bench --locked --bench clock --bench rules -- --warm-up-time 1 --measurement-time 3 2>&1 | tee "$out/native.log"

say "rules engine in the browser (wasm, release)"
positions=${CHASOLVER_POSITIONS:-$(ls "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/chasolver-3.0.0/tests/positions.txt 2>/dev/null | head -1)}
if [ -n "$positions" ]; then
  FAIRCLOCK_POSITIONS="$positions" CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=900 \
    cargo test --locked --release --target wasm32-unknown-unknown --features bench-web --test bench_web -- --nocapture 2>&1 | tee "$out/web.log"
else
  say "chasolver's positions.txt not found (set CHASOLVER_POSITIONS): no browser figures for the rules engine"
  : > "$out/web.log"
fi

say "browser benchmark"
# Lighthouse, for the mobile performance audit: the benchmark's own npm package.
if [ ! -x tests/bench/node_modules/.bin/lighthouse ]; then
  (cd tests/bench && npm ci --no-audit --no-fund)
fi
node tests/bench/run.js
