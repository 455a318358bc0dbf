/**
 * Suggests existing pages for a path that matched nothing, by comparing the
 * last path segment with the last segment of every known route.
 */

function lastSegment(path: string): string {
  const clean = path
    .replace(/\/index(\.html)?$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return decodeURIComponent(clean.slice(clean.lastIndexOf('/') + 1)).toLowerCase();
}

/** Classic edit distance, bounded: returns limit + 1 as soon as it must exceed limit. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) {
      return limit + 1;
    }
    previous = current;
  }
  return previous[b.length];
}

export type Candidate = {path: string; title: string};

export function suggestPaths(missingPath: string, candidates: Candidate[], max = 3): Candidate[] {
  const wanted = lastSegment(missingPath);
  if (wanted.length < 2) {
    return [];
  }
  const limit = Math.max(1, Math.floor(wanted.length / 4));
  return candidates
    .map((candidate) => {
      const segment = lastSegment(candidate.path);
      const contains = segment.length >= 3 && (segment.includes(wanted) || wanted.includes(segment));
      const distance = contains ? 0 : editDistance(wanted, segment, limit);
      return {candidate, distance};
    })
    .filter(({distance}) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.path.length - b.candidate.path.length)
    .slice(0, max)
    .map(({candidate}) => candidate);
}
