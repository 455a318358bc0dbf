/**
 * Sentences about how this website was built, checked or hosted have no place in the readers'
 * text: readers of the docs learn about Remotion, not about the site's package mirror. Which
 * package versions the facts were read from lives in the README's versions table and in the
 * claims ledger (audit/claims).
 */
const SITE_MAKING = [
  /\bthis (?:web)?site(?:'s)? (?:build|builds|registry|mirror|tooling|pipeline|test(?:s|ing)?|checks?)\b/i,
  /\b(?:for|to|by|in|on) this (?:web)?site(?:'s)? (?:build|checks?|tests?)\b/i,
  /\b(?:available|used|installed|pinned) (?:to|for|by|on|in) this (?:web)?site\b/i,
  /\bthe (?:site|website)(?:'s)? (?:build|registry|package mirror)\b/i,
  /\b(?:package )?registry (?:used|available) (?:for|to|here|by)\b/i,
  /\bchecked against (?:v|version )?4\.\d+\.\d+/i,
  /\bverified against (?:v|version )?4\.\d+\.\d+/i,
  /\bbuild examined\b/i,
  /\bexamined for these pages\b/i,
  /\bthese pages (?:were|are) (?:checked|verified|written|built|tested)\b/i,
  /\bnewest (?:one|version|release) available to\b/i,
  /\b(?:could|can) ?not be installed here\b/i,
  /\bnot (?:installed|available|published) (?:here|on the registry)\b/i,
  /\bon the registry (?:used|available)\b/i,
  /\bthe docs(?:'| site's) (?:build|type-?check(?:er)?)\b/i,
  /\b(?:facts|behaviou?r|code|options?|defaults?)(?: described)? (?:on|in) these pages (?:was|were|is|are) (?:checked|read|verified)\b/i,
  /\bthe page is checked against\b/i,
  // Any "checked against": in these pages it read as how the docs were checked. Validation by
  // Remotion or TypeScript names who validates ("Remotion validates … against …").
  /\bchecked against\b/i,
  /\btype-checked against,? Remotion \d/i,
  /\bnot compiled by the site's tests\b/i,
  /\bthe site's tests\b/i,
  /\b(?:is|are) not covered on this (?:web)?site\b/i,
  /\bnewest (?:release|version) at or below\b/i,
  /\bfirst version it offers\b/i,
  /\b4\.\d+\.\d+\*{0,2}\)? on this (?:web)?site\b/i,
  /\b(?:for|on) this (?:web)?site,? that (?:version )?is\b/i,
];

export type SiteMakingNote = {line: number; text: string};

/** Lines of a page (front matter, prose and code-block meta alike) that talk about the site's making. */
export function findSiteMakingNotes(source: string): SiteMakingNote[] {
  return source.split('\n').flatMap((line, i) => {
    const hit = SITE_MAKING.map((re) => re.exec(line)).find(Boolean);
    return hit ? [{line: i + 1, text: hit[0]}] : [];
  });
}
