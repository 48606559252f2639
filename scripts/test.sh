#!/usr/bin/env bash
# The README's test command (`npm test`): types, unit and server tests on the embedded stores,
# the server tests again on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it),
# then the production build and the Playwright end-to-end suites.
set -euo pipefail
cd "$(dirname "$0")/.."

# PGlite loads its WebAssembly with a dynamic import, which Jest's VM allows only with this flag.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"

step() { printf '\n=== %s ===\n' "$1"; }

step "generate (resolver types, Relay artifacts; schema.graphql and the module list must be current)"
npm run --silent codegen -- --check
npm run --silent relay

step "typecheck"
npm run --silent typecheck

step "boundary rules (dependency-cruiser: FSD layers and slices in src/, server modules)"
npm run --silent lint:layers

step "unit + server tests (PGlite + chDB)"
npx jest --ci

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests on PostgreSQL (${TEST_DATABASE_URL%%@*}@…)"
  npx jest --ci --selectProjects server
else
  echo "(TEST_DATABASE_URL not set: the PostgreSQL-server run is skipped here; CI runs it)"
fi

step "production build"
npm run --silent build

step "end-to-end (Playwright, system Chromium)"
npx playwright test
