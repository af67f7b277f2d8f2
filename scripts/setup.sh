#!/usr/bin/env bash
# Installs what a fresh machine lacks, then the workspace's dependencies.
#   bash scripts/setup.sh          Node 24 + pnpm + dependencies (enough to run the store)
#   bash scripts/setup.sh --test   also Chromium, PostgreSQL and CJK fonts (for the tests)
# Needs root (or sudo) for global installs. Idempotent: skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Node 24 LTS from the npm registry (the system Node may be 20).
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null; then
  echo "▶ installing Node 24"
  as_root npm install -g --force node@24 >/dev/null
  hash -r
fi

# pnpm from npm (corepack fails here), the version package.json pins.
want_pnpm="$(node -p 'require("./package.json").packageManager.split("@")[1]')"
if [ "$(pnpm --version 2>/dev/null || true)" != "$want_pnpm" ]; then
  echo "▶ installing pnpm $want_pnpm"
  as_root npm install -g "pnpm@$want_pnpm" >/dev/null
  hash -r
fi
echo "node $(node --version), pnpm $(pnpm --version)"

if [ "${1:-}" = "--test" ]; then
  # Chromium for browser tests, PostgreSQL for the real-server suites, CJK fonts for screenshots.
  missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  { ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && id postgres >/dev/null 2>&1; } || missing+=(postgresql)
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "▶ apt-get install ${missing[*]}"
    as_root apt-get update -qq
    as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

echo "▶ pnpm install"
if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
