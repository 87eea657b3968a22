#!/usr/bin/env bash
# Set-up command: installs everything the site and its tests need on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")"

PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION"
fi

# Browser tests drive Debian's Chromium (Playwright's own download does not work here), and the
# compose file is validated with docker-compose: both come from the system's packages.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Please install: ${missing[*]} (needed by 'pnpm test' only)" >&2
  fi
fi

pnpm install --frozen-lockfile
echo "Set up. Run the site with: pnpm start"
