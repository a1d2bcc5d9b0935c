#!/usr/bin/env bash
# Installs what the clock needs to build, serve and test, only where it is missing.
# Sources: the Rust package registry (cargo install) and Debian packages; nothing else is
# reachable on a build machine, so no tool may download its own binaries.
#   scripts/tools.sh build   # toolchain target, trunk, wasm-bindgen-cli, wasm-opt
#   scripts/tools.sh test    # the above plus browsers, drivers and playwright-core
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_OPT_VERSION=0.116.1
GECKODRIVER_VERSION=0.36.0
PYTHON_CHESS_VERSION=1.11.2
PYTHON_BROTLI_VERSION=1.1.0
# wasm-bindgen-cli must match the wasm-bindgen the page links, exactly.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[tools]\033[0m %s\n' "$*" >&2; }

has_version() { # command, expected version substring
  command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -q -- "$2"
}

cargo_tool() { # binary, version, cargo install arguments...
  local bin=$1 version=$2; shift 2
  if has_version "$bin" "$version"; then return; fi
  say "installing $bin $version (cargo install; several minutes on 2 cores)"
  cargo install "$@"
}

ensure_build_tools() {
  if ! rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  cargo_tool trunk "$TRUNK_VERSION" --locked "trunk@=$TRUNK_VERSION"
  # Without --locked: the lock file of wasm-bindgen-cli names a crate the registry no longer serves.
  cargo_tool wasm-bindgen "$WASM_BINDGEN_VERSION" "wasm-bindgen-cli@=$WASM_BINDGEN_VERSION"
  cargo_tool wasm-opt "version 116" wasm-opt --version "$WASM_OPT_VERSION"
  # The build's post_build hook (scripts/precache.py) writes brotli copies of the files.
  if ! python3 -c 'import brotli' 2>/dev/null; then
    say "installing brotli $PYTHON_BROTLI_VERSION for python3 (pip)"
    python3 -m pip install --quiet "brotli==$PYTHON_BROTLI_VERSION" 2>/dev/null \
      || python3 -m pip install --quiet --user --break-system-packages "brotli==$PYTHON_BROTLI_VERSION" 2>/dev/null \
      || apt_install python3-brotli
  fi
  sync_trunk_pins
}

# Trunk downloads any tool whose version it is not given; pin the installed ones.
sync_trunk_pins() {
  sed -i -E "s/^wasm_bindgen = \".*\"/wasm_bindgen = \"$WASM_BINDGEN_VERSION\"/" Trunk.toml
}

apt_install() { # packages...
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return
  say "installing Debian packages: ${missing[*]}"
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_test_tools() {
  # The test command's gates: the formatter and the linter of the one toolchain.
  for component in rustfmt clippy; do
    if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
      say "adding the $component component"
      rustup component add "$component"
    fi
  done
  apt_install chromium chromium-driver firefox-esr
  cargo_tool geckodriver "$GECKODRIVER_VERSION" "geckodriver@=$GECKODRIVER_VERSION"
  # python-chess reads the exported PGN back in tests/pgn.rs: pip (user or system), else Debian's.
  if ! python3 -c 'import chess.pgn' 2>/dev/null; then
    say "installing python-chess $PYTHON_CHESS_VERSION (pip)"
    python3 -m pip install --quiet "chess==$PYTHON_CHESS_VERSION" 2>/dev/null \
      || python3 -m pip install --quiet --user --break-system-packages "chess==$PYTHON_CHESS_VERSION" 2>/dev/null \
      || apt_install python3-chess
  fi
  if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -d tests/e2e/node_modules/axe-core ] || [ ! -d tests/e2e/node_modules/jsqr ] || [ ! -d tests/e2e/node_modules/pngjs ]; then
    say "installing playwright-core, axe-core, jsqr and pngjs (npm; Debian's chromium is used, no browser is downloaded)"
    (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

case "${1:-build}" in
  build) ensure_build_tools ;;
  test) ensure_build_tools; ensure_test_tools ;;
  *) echo "usage: scripts/tools.sh [build|test]" >&2; exit 64 ;;
esac
