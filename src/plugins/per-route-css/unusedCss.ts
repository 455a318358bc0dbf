/**
 * Drops the rules of the site-wide stylesheet that no page can use. Infima ships utility and
 * component classes (spacing helpers, pills, pagination, avatar sizes…) that neither the theme nor
 * this site's pages or components ever write; every page downloaded them before its first paint.
 * A class counts as used when its name appears anywhere in the built HTML or JS, which is where
 * every class a page can receive comes from (server-rendered markup, components' class strings,
 * names the theme adds at run time).
 */

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Removes the balanced `:not(…)` groups: a class there is excluded, not required. */
function withoutNegations(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      for (let j = i + 4; j < selector.length; j++) {
        if (selector[j] === '(') depth++;
        else if (selector[j] === ')' && --depth === 0) {
          i = j;
          break;
        }
      }
      continue;
    }
    out += selector[i];
  }
  return out;
}

/**
 * Whether a complex selector can never match: it requires a class no page uses. Selectors with
 * alternatives inside (`:is()`, `:where()`, `:has()`) are kept whole, since one unused class in
 * them does not make them dead.
 */
export function isDeadSelector(selector: string, isUsed: (className: string) => boolean): boolean {
  if (/:(?:is|where|has|matches|-webkit-any)\(/.test(selector)) return false;
  for (const [, name] of withoutNegations(selector).matchAll(CLASS_NAME)) {
    if (!isUsed(name)) return true;
  }
  return false;
}

/** Splits a selector list at its top-level commas. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The index of the `}` that closes the block opened at `open`, skipping strings. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`unused-css: the block opened at offset ${open} is never closed`);
}

/**
 * The stylesheet without the selectors that can't match and the rules left with none. Group rules
 * (@media, @layer, @supports) are pruned inside and dropped when empty; other at-rules (@font-face,
 * @keyframes, @property…) are kept as they are.
 */
export function pruneUnusedRules(css: string, isUsed: (className: string) => boolean): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (open < 0 || (semicolon >= 0 && semicolon < open && css.slice(i, semicolon).trim().startsWith('@'))) {
      // A statement at-rule (`@layer a,b;`, `@import …;`) or the tail.
      const end = open < 0 ? css.length : semicolon + 1;
      out += css.slice(i, end);
      i = end;
      continue;
    }
    const close = closingBrace(css, open);
    const prelude = css.slice(i, open);
    const body = css.slice(open + 1, close);
    const head = prelude.trim();
    if (/^@(?:media|layer|supports|container|document)\b/.test(head)) {
      const inner = pruneUnusedRules(body, isUsed);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (head.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = splitSelectorList(prelude).filter((selector) => !isDeadSelector(selector, isUsed));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = close + 1;
  }
  return out;
}

/**
 * A test for "this class is used somewhere in the built site", from the text of every built HTML
 * and JS file: a class is used when it occurs there as a whole word. A family the scripts build by
 * concatenation (`"alert--" + type`, `` `alert--${type}` ``) counts as used as a whole.
 */
export function usedClassTest(builtTexts: Iterable<string>): (className: string) => boolean {
  const words = new Set<string>();
  const families = new Set<string>();
  for (const text of builtTexts) {
    for (const [word] of text.matchAll(/[\w-]+/g)) words.add(word);
    for (const [, family] of text.matchAll(/([a-zA-Z][\w-]*?(?:--|__))(?=["'`$+])/g)) families.add(family);
  }
  return (className) =>
    words.has(className) ||
    [...families].some((family) => className.startsWith(family) && className.length > family.length);
}
