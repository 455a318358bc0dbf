/** Phrases that mark unfinished writing. A page that exists must be real. */
const PLACEHOLDER =
  /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder text|to be written|under construction/gi;

export function findPlaceholders(text: string): {line: number; text: string}[] {
  return text.split('\n').flatMap((line, i) => [...line.matchAll(PLACEHOLDER)].map((m) => ({line: i + 1, text: m[0]})));
}
