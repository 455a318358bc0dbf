import {REMOTION_VERSION} from '../../data/site';

/** Statuses the toolkit marks APIs with. */
export const API_STATUSES = ['experimental', 'deprecated'] as const;
export type ApiStatusKind = (typeof API_STATUSES)[number];

const VERSION = /^4\.0\.(0|[1-9]\d*)$/;

function patchOf(version: string): number {
  return Number(version.split('.')[2]);
}

/**
 * Checks a version written on a badge: it must be `4.0.N` with 1 ≤ N ≤ the documented release.
 * Throws (and so fails the build) otherwise. Returns the version unchanged.
 */
export function validateBadgeVersion(version: unknown, what = 'v'): string {
  if (typeof version !== 'string' || !VERSION.test(version)) {
    throw new Error(
      `Version badge: ${what}="${String(version)}" is not a version of the form 4.0.N (write "4.0.123", without "v").`,
    );
  }
  const n = patchOf(version);
  if (n < 1) {
    throw new Error(`Version badge: ${what}="${version}" is v4.0.0 itself; badges mark what came after v4.0.0.`);
  }
  if (n > patchOf(REMOTION_VERSION)) {
    throw new Error(`Version badge: ${what}="${version}" is newer than the documented Remotion ${REMOTION_VERSION}.`);
  }
  return version;
}

/** Checks the props of <ApiStatus>; throws a clear error when they are invalid. */
export function validateApiStatus(status: unknown, since?: unknown): {status: ApiStatusKind; since?: string} {
  if (!API_STATUSES.includes(status as ApiStatusKind)) {
    throw new Error(
      `<ApiStatus>: status="${String(status)}" is not one of ${API_STATUSES.map((s) => `"${s}"`).join(', ')}.`,
    );
  }
  if (since === undefined) {
    return {status: status as ApiStatusKind};
  }
  return {status: status as ApiStatusKind, since: validateBadgeVersion(since, 'since')};
}

/** The visible text of a status badge. */
export function apiStatusLabel(status: ApiStatusKind, since?: string): string {
  const word = status === 'experimental' ? 'Experimental' : 'Deprecated';
  return since ? `${word} since v${since}` : word;
}
