#!/usr/bin/env bash
# Fails when the build log reports a broken anchor or an unresolved Markdown link.
# onBrokenAnchors and onBrokenMarkdownLinks stay "warn" in docusaurus.config.ts (the build
# still finishes and shows every problem at once); this step is what makes them fail the run.
set -uo pipefail
log="${1:-reports/build.log}"
if [ ! -s "$log" ]; then
  echo "check-build-log: $log is missing or empty: run the build first" >&2
  exit 2
fi
pattern="found broken anchors|found broken links|Markdown (link|image) with URL|couldn't be resolved"
if grep -Eiq "$pattern" "$log"; then
  echo "check-build-log: the build reported broken links or anchors:" >&2
  grep -Ei -A 12 "$pattern" "$log" >&2
  exit 1
fi
echo "check-build-log: no broken anchors or Markdown links in $log"
