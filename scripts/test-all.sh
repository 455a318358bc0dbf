#!/usr/bin/env bash
# Runs every suite, keeps going after a failure so one run shows everything,
# and ends with one line: "N passed, N failed" over all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/*.json reports/*.status

step() {
  local name="$1"
  shift
  echo "::: $name"
  local started=$SECONDS
  "$@"
  local code=$?
  echo "::: $name finished in $((SECONDS - started))s (exit $code)"
  echo "$code" >"reports/$name.status"
  return $code
}

step chromium bash scripts/ensure-chromium.sh
# Types on hover: filled into its cache beside the static checks; the build then reads the cache.
npx jiti scripts/warm-type-hover.ts >reports/type-hover-warm.log 2>&1 &
warm_type_hover=$!
# The three static checks are single-threaded: they run side by side, each printing when done.
CHECKED="src tests scripts docusaurus.config.ts playwright.config.ts vitest.config.ts babel.config.js eslint.config.mjs"
step typecheck npx tsc -p tsconfig.json >reports/typecheck.log 2>&1 &
step lint npx eslint --max-warnings=0 $CHECKED >reports/lint.log 2>&1 &
step format npx prettier --check $CHECKED >reports/format.log 2>&1 &
for name in typecheck lint format; do
  while [ ! -f "reports/$name.status" ]; do sleep 1; done
  cat "reports/$name.log"
done
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
# The claims ledger: every claim on its page, its cited lines containing what it states, its test
# passed in the run above; then no cited source changed since its claim was checked.
step audit npx jiti scripts/audit.ts --report reports/vitest.json
step audit-stale npx jiti scripts/audit.ts --stale
# A failed warm-up only costs time: the build computes what the cache lacks.
wait "$warm_type_hover" || echo "type-hover warm-up failed (see reports/type-hover-warm.log); the build computes it"
# The log is kept: check-build-log fails the run on warnings the build itself lets pass.
if step build bash -c 'npx docusaurus build 2>&1 | tee reports/build.log; exit "${PIPESTATUS[0]}"'; then
  step build-log bash scripts/check-build-log.sh reports/build.log
  step e2e npx playwright test
else
  echo "build failed: browser tests not run"
fi
node scripts/summarize-tests.mjs
