/**
 * First guesses for ledger entries written before `kind` and `states` existed (`npm run audit --
 * --suggest`): the tokens of the claim that its cited lines contain, and a kind read off the
 * wording. A reader reviews both; an entry whose lines contain nothing the claim says keeps no
 * `states`, so the audit names it until someone cites the right lines or runs the claim.
 */
import type {ClaimEntry, Kind} from './claimsLedger';

/** Identifiers, values and quoted messages in a claim, longest first. */
export function claimTokens(claim: string): string[] {
  const tokens = new Set<string>();
  for (const match of claim.matchAll(/`([^`]+)`/g)) {
    const code = match[1].trim();
    tokens.add(code);
    tokens.add(code.replace(/\(\)$/, '').replace(/^<(\w+)\s*\/?>$/, '$1'));
    for (const part of code.split(/[\s.(),<>{}=:;'"/[\]|]+/)) {
      const bare = part.replace(/^-+/, '');
      if (bare.length >= 3) {
        tokens.add(bare);
      }
    }
  }
  for (const match of claim.matchAll(/(?<![\w.])(\d[\d,_]*(?:\.\d+)?)(?!\w)/g)) {
    const digits = match[1].replace(/[,_]/g, '');
    if (digits.length >= 2) {
      tokens.add(digits);
    }
  }
  for (const match of claim.matchAll(/"([^"]{3,})"|'([^']{3,})'/g)) {
    tokens.add(match[1] ?? match[2]);
  }
  return [...tokens].filter((t) => t.length >= 2).sort((a, b) => b.length - a.length);
}

/** The tokens of the claim that the cited text contains, without ones that are part of a longer one kept. */
export function suggestStates(claim: string, cited: string): string[] {
  const kept: string[] = [];
  for (const token of claimTokens(claim)) {
    if (cited.includes(token) && !kept.some((k) => k.includes(token))) {
      kept.push(token);
    }
  }
  return kept.slice(0, 4);
}

const KIND_RULES: [Kind, RegExp][] = [
  ['module-format', /\b(ESM|CommonJS|CJS|require\(|top-level await|\.mjs|\.cjs|ES module)/],
  ['error-text', /\b(throws?|thrown|rejects?|fails? with|error message|an error)\b/i],
  ['empty-result', /\b(returns?|resolves? to|gives?|is)\s+(`?null`?|`?undefined`?|an empty|`\[\]`|`\{\}`)/i],
  ['callback-count', /\b(called|fires?|invoked|calls? `?on[A-Z]\w*)\b.{0,60}\b(once|twice|every|each|times|per)\b/i],
  ['precedence', /\b(wins?|takes? (precedence|priority)|overrides?|has priority|ignored (when|if))\b/i],
  ['timing', /\b(retr(y|ies|ied)|time(s)? out|timeout|\d+\s?(ms|milliseconds|seconds?)\b)/i],
  ['default', /\b(defaults? (to|is)|by default|\bDefault:|when (not set|omitted|left out)|if (not set|omitted))/i],
  ['flags-read', /--[a-z][\w-]+.{0,60}\b(reads?|ignores?|ignored|has no effect|is read)\b/i],
];

export function suggestKind(entry: Pick<ClaimEntry, 'claim' | 'page'>): Kind {
  for (const [kind, rule] of KIND_RULES) {
    if (rule.test(entry.claim)) {
      return kind;
    }
  }
  return entry.page.startsWith('noise/') ? 'value' : 'fact';
}
