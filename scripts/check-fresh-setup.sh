#!/usr/bin/env bash
# Proves scripts/setup.sh works on a fresh machine: runs its tool install in a clean environment
# (a throwaway prefix and HOME, PATH reduced to the system directories, the system Node first,
# no pnpm) and checks that Node 24 and the pinned pnpm are on PATH afterwards. .ci/run runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/prefix"
want_pnpm="$(sed -n 's/.*"packageManager": "pnpm@\([^"]*\)".*/\1/p' package.json)"
sys_path="/usr/sbin:/usr/bin:/sbin:/bin"
# The machine's own trust settings stay (a registry behind a TLS proxy needs its CA); nothing else does.
keep=()
for v in NODE_EXTRA_CA_CERTS SSL_CERT_FILE SSL_CERT_DIR http_proxy https_proxy HTTP_PROXY HTTPS_PROXY no_proxy NO_PROXY; do
  [ -n "${!v:-}" ] && keep+=("$v=${!v}")
done
echo "▶ fresh-machine set-up check: system node $(PATH=$sys_path node --version 2>/dev/null || echo none), prefix $scratch/prefix"
env -i "${keep[@]}" HOME="$scratch/home" PATH="$sys_path" XUNLAN_PREFIX="$scratch/prefix" \
  npm_config_cache="${npm_config_cache:-$HOME/.npm}" npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false \
  bash scripts/setup.sh --tools-only
# What a new login shell would see: the prefix's bin/ first, then the system directories.
got_node="$(env -i "${keep[@]}" HOME="$scratch/home" PATH="$scratch/prefix/bin:$sys_path" bash -c 'node --version')"
got_pnpm="$(env -i "${keep[@]}" HOME="$scratch/home" PATH="$scratch/prefix/bin:$sys_path" bash -c 'pnpm --version')"
case "$got_node" in v24.*) ;; *) echo "✗ node is $got_node after set-up, want v24" >&2; exit 1;; esac
[ "$got_pnpm" = "$want_pnpm" ] || { echo "✗ pnpm is $got_pnpm after set-up, want $want_pnpm" >&2; exit 1; }
echo "✓ fresh set-up gives node $got_node and pnpm $got_pnpm"
