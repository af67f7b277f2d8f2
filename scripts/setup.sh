#!/usr/bin/env bash
# Installs what a fresh machine lacks, then the workspace's dependencies.
#   bash scripts/setup.sh              Node 24 + pnpm + dependencies (enough to run the store)
#   bash scripts/setup.sh --test       also Chromium, PostgreSQL and CJK fonts (for the tests)
#   bash scripts/setup.sh --tools-only Node 24 + pnpm only (what .ci/run's fresh-machine check runs)
# Node and pnpm go into one fixed prefix, XUNLAN_PREFIX (default /usr/local, whose bin/ is on every
# login PATH): `npm install -g node@24` alone moves npm's global prefix into the node package's own
# folder, so a later `npm install -g pnpm` would land off PATH. Idempotent: skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
PREFIX="${XUNLAN_PREFIX:-/usr/local}"
export PATH="$PREFIX/bin:$PATH"
as_root() {
  if [ "$(id -u)" -eq 0 ] || [ -w "$PREFIX" ]; then "$@"; else sudo "$@"; fi
}
as_root_apt() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
die() { echo "✗ setup: $*" >&2; exit 1; }
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Node 24 LTS from the npm registry (the system Node may be 20), into $PREFIX.
if [ "$(node_major)" -lt 24 ]; then
  echo "▶ installing Node 24 into $PREFIX"
  as_root npm install -g --prefix "$PREFIX" --force --no-fund --no-audit node@24 >/dev/null
  hash -r
fi
command -v node >/dev/null || die "node is missing: expected $PREFIX/bin/node"
[ "$(node_major)" -ge 24 ] || die "node $(node --version) at $(command -v node) is older than 24 (is $PREFIX/bin first on PATH?)"

# pnpm from npm (corepack fails here), the version package.json pins, into the same prefix.
want_pnpm="$(node -p 'require("./package.json").packageManager.split("@")[1]')"
if [ "$(pnpm --version 2>/dev/null || true)" != "$want_pnpm" ]; then
  echo "▶ installing pnpm $want_pnpm into $PREFIX"
  as_root npm install -g --prefix "$PREFIX" --no-fund --no-audit "pnpm@$want_pnpm" >/dev/null
  hash -r
fi
command -v pnpm >/dev/null || die "pnpm is missing: expected $PREFIX/bin/pnpm"
[ "$(pnpm --version)" = "$want_pnpm" ] || die "pnpm $(pnpm --version) at $(command -v pnpm), want $want_pnpm"
echo "node $(node --version) ($(command -v node)), pnpm $(pnpm --version) ($(command -v pnpm))"
case ":${ORIGINAL_PATH:-$PATH}:" in *":$PREFIX/bin:"*) ;; *) echo "⚠ add $PREFIX/bin to your PATH";; esac

[ "${1:-}" = "--tools-only" ] && exit 0

if [ "${1:-}" = "--test" ]; then
  # Chromium for browser tests, PostgreSQL for the real-server suites, CJK fonts for screenshots.
  missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  { ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && id postgres >/dev/null 2>&1; } || missing+=(postgresql)
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "▶ apt-get install ${missing[*]}"
    as_root_apt apt-get update -qq
    as_root_apt apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  for tool in chromium; do command -v "$tool" >/dev/null || die "$tool is missing after apt-get"; done
fi

echo "▶ pnpm install"
if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
