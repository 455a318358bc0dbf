/**
 * Pure checks for the directory data (experts, templates, showcase). Each
 * validator returns a list of human-readable problems; an empty list means the
 * data is fine. The unit tests run them on the real lists and on broken copies.
 *
 * No entry uses a local image (avatars and previews are drawn in CSS), so there
 * is no file-system check here and the functions stay free of Node APIs.
 */
import type {Expert} from './experts';
import type {Template} from './templates';
import {SHOWCASE_LINK_TYPES, type ShowcaseEntry} from './showcase';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GITHUB_REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const MUX_ID = /^[A-Za-z0-9]+$/;

export function isKebabCase(value: string): boolean {
  return KEBAB_CASE.test(value);
}

/** A real calendar date written as YYYY-MM-DD (2023-02-30 is rejected). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An absolute https URL with a host name. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** Rough sentence count: a sentence ends with . ! or ? followed by a space and a capital, or by the end. */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') {
    return 0;
  }
  return (trimmed.match(/[.!?](?=\s+["'(]?[A-Z0-9@<]|\s*$)/g) ?? []).length || 1;
}

type Reporter = (message: string) => void;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function requireString(entry: Record<string, unknown>, field: string, report: Reporter): string | undefined {
  const value = entry[field];
  if (!isNonEmptyString(value)) {
    report(`missing required field "${field}"`);
    return undefined;
  }
  return value;
}

function checkOptionalUrl(entry: Record<string, unknown>, field: string, report: Reporter): void {
  const value = entry[field];
  if (value === undefined) {
    return;
  }
  if (typeof value !== 'string' || !isHttpsUrl(value)) {
    report(`"${field}" must be an https URL, got ${JSON.stringify(value)}`);
  }
}

/** Runs `check` on every entry with a reporter that prefixes the entry's position and id. */
function collect<T>(
  list: readonly T[],
  label: string,
  idField: string,
  check: (entry: Record<string, unknown>, report: Reporter) => void,
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  list.forEach((item, index) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    const id = entry[idField];
    const where = `${label}[${index}]${isNonEmptyString(id) ? ` (${id})` : ''}`;
    const report: Reporter = (message) => problems.push(`${where}: ${message}`);
    if (isNonEmptyString(id)) {
      if (!isKebabCase(id)) {
        report(`"${idField}" must be kebab-case (lowercase letters, digits and single hyphens), got "${id}"`);
      }
      const first = seen.get(id);
      if (first !== undefined) {
        report(`duplicate ${idField} "${id}" (already used by ${label}[${first}])`);
      } else {
        seen.set(id, index);
      }
    }
    check(entry, report);
  });
  return problems;
}

export function validateExperts(list: readonly Expert[]): string[] {
  return collect(list, 'experts', 'slug', (entry, report) => {
    requireString(entry, 'slug', report);
    requireString(entry, 'name', report);
    requireString(entry, 'summary', report);
    const since = requireString(entry, 'since', report);
    if (since !== undefined && !isIsoDate(since)) {
      report(`"since" must be an ISO date (YYYY-MM-DD), got "${since}"`);
    }
    for (const field of ['website', 'x', 'github', 'linkedin', 'videocall']) {
      checkOptionalUrl(entry, field, report);
    }
    if (entry.discord !== undefined && (!isNonEmptyString(entry.discord) || /\s/.test(entry.discord))) {
      report(`"discord" must be a username without spaces, got ${JSON.stringify(entry.discord)}`);
    }
  });
}

export function validateTemplates(list: readonly Template[]): string[] {
  return collect(list, 'templates', 'cliId', (entry, report) => {
    requireString(entry, 'cliId', report);
    requireString(entry, 'title', report);
    requireString(entry, 'defaultBranch', report);
    const description = requireString(entry, 'description', report);
    if (description !== undefined && countSentences(description) !== 1) {
      report(`"description" must be one sentence, found ${countSentences(description)}`);
    }
    const longDescription = requireString(entry, 'longDescription', report);
    if (longDescription !== undefined) {
      const sentences = countSentences(longDescription);
      if (sentences < 2 || sentences > 4) {
        report(`"longDescription" must have 2 to 4 sentences, found ${sentences}`);
      }
    }
    const repo = requireString(entry, 'repo', report);
    if (repo !== undefined && !GITHUB_REPO.test(repo)) {
      report(`"repo" must look like "owner/name", got "${repo}"`);
    }
    checkOptionalUrl(entry, 'previewUrl', report);
    const {tags, contents} = entry;
    if (!Array.isArray(tags) || tags.length === 0 || !tags.every(isNonEmptyString)) {
      report('"tags" must be a non-empty list of strings');
    } else if (new Set(tags).size !== tags.length) {
      report('"tags" contains duplicates');
    }
    if (!Array.isArray(contents) || !contents.every(isNonEmptyString)) {
      report('missing required field "contents" (a list of strings)');
    } else if (contents.length < 3 || contents.length > 6) {
      report(`"contents" must have 3 to 6 items, found ${contents.length}`);
    }
  });
}

export function validateShowcase(list: readonly ShowcaseEntry[]): string[] {
  return collect(list, 'showcase', 'slug', (entry, report) => {
    requireString(entry, 'slug', report);
    requireString(entry, 'title', report);
    requireString(entry, 'summary', report);
    const submittedOn = requireString(entry, 'submittedOn', report);
    if (submittedOn !== undefined && !isIsoDate(submittedOn)) {
      report(`"submittedOn" must be an ISO date (YYYY-MM-DD), got "${submittedOn}"`);
    }
    const author = entry.author as Record<string, unknown> | undefined;
    if (author !== undefined) {
      if (!isNonEmptyString(author?.name)) {
        report('missing required field "author.name"');
      }
      if (author?.url !== undefined && (typeof author.url !== 'string' || !isHttpsUrl(author.url))) {
        report(`"author.url" must be an https URL, got ${JSON.stringify(author.url)}`);
      }
    }
    const {links} = entry;
    if (!Array.isArray(links)) {
      report('missing required field "links" (a list, possibly empty)');
    } else {
      links.forEach((link: {type?: unknown; url?: unknown} | null, i) => {
        if (!SHOWCASE_LINK_TYPES.includes(link?.type as ShowcaseEntry['links'][number]['type'])) {
          report(`links[${i}].type must be one of ${SHOWCASE_LINK_TYPES.join(', ')}, got ${JSON.stringify(link?.type)}`);
        }
        if (typeof link?.url !== 'string' || !isHttpsUrl(link.url)) {
          report(`links[${i}].url must be an https URL, got ${JSON.stringify(link?.url)}`);
        }
      });
    }
    if (entry.muxId !== undefined && (typeof entry.muxId !== 'string' || !MUX_ID.test(entry.muxId))) {
      report(`"muxId" must be letters and digits only, got ${JSON.stringify(entry.muxId)}`);
    }
    for (const field of ['width', 'height']) {
      const value = entry[field];
      if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
        report(`"${field}" must be a positive integer, got ${JSON.stringify(value)}`);
      }
    }
    if (entry.muxId === undefined && !(Array.isArray(links) && links.some((l) => l?.type === 'video'))) {
      report('needs a "muxId" or a link of type "video" so the card can play something');
    }
  });
}
