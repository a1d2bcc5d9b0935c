#!/usr/bin/env bash
# Builds the clock (release) and serves it on http://127.0.0.1:8080, installing what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/tools.sh build
export PATH="$HOME/.cargo/bin:$PATH"
echo "Serving the clock on http://127.0.0.1:8080 (Ctrl-C stops)"
exec trunk serve --release
