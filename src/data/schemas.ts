/**
 * The shape and the rules of the directory data (experts, templates, showcase)
 * as zod schemas. The TypeScript types are inferred from them, so the type and
 * the validation cannot drift apart. `validate.ts` runs the schemas over the
 * lists, adds the checks that span entries (unique ids) and turns zod's issues
 * into one readable line each.
 *
 * Messages of the custom rules are predicates ("must be an https URL, got …");
 * validate.ts puts the entry and the field name in front of them.
 *
 * Only validate.ts and the build import this module: the data files import the
 * inferred types with `import type`, so zod never reaches the browser bundle.
 */
import {z} from 'zod';
import {TEMPLATE_TAGS} from './templates';
import {SHOWCASE_LINK_TYPES} from './showcase';

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

/** Marks the issue of a blank required string, so it reads "missing required field" like an absent one. */
export const MISSING = 'missing';

/** A rule returns what is wrong with the value ("must be …, got …"), or null when it is fine. */
type Rule<T> = (value: T) => string | null;

function applyRules<T>(value: T, ctx: z.RefinementCtx, rules: Rule<T>[]): void {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem !== null) {
      ctx.addIssue({code: z.ZodIssueCode.custom, message: problem});
      return;
    }
  }
}

/** A string checked by `rules`; only the first failing rule is reported. */
function text(...rules: Rule<string>[]) {
  return z.string().superRefine((value, ctx) => applyRules(value, ctx, rules));
}

/** A string that must not be blank, then checked by `rules`. */
function requiredText(...rules: Rule<string>[]) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({code: z.ZodIssueCode.custom, params: {[MISSING]: true}});
      return;
    }
    applyRules(value, ctx, rules);
  });
}

const got = (value: unknown) => `got ${JSON.stringify(value)}`;

const kebabCase: Rule<string> = (v) =>
  isKebabCase(v) ? null : `must be kebab-case (lowercase letters, digits and single hyphens), ${got(v)}`;
const isoDate: Rule<string> = (v) => (isIsoDate(v) ? null : `must be an ISO date (YYYY-MM-DD), ${got(v)}`);
const httpsUrl: Rule<string> = (v) => (isHttpsUrl(v) ? null : `must be an https URL, ${got(v)}`);
const sentences =
  (min: number, max: number): Rule<string> =>
  (v) => {
    const found = countSentences(v);
    if (found >= min && found <= max) return null;
    return min === max && min === 1
      ? `must be one sentence, found ${found}`
      : `must have ${min} to ${max} sentences, found ${found}`;
  };

const url = () => text(httpsUrl);

const positiveInteger = () =>
  z
    .number()
    .superRefine((value, ctx) =>
      applyRules(value, ctx, [(v) => (Number.isInteger(v) && v > 0 ? null : `must be a positive integer, ${got(v)}`)]),
    );

/* ------------------------------------------------------------------ experts */

export const expertSchema = z
  .object({
    /** kebab-case, used in the route /experts/<slug> */
    slug: requiredText(kebabCase),
    name: requiredText(),
    /** ISO date (YYYY-MM-DD) the person joined the directory */
    since: requiredText(isoDate),
    /** One to three sentences in our own words */
    summary: requiredText(),
    website: url().optional(),
    x: url().optional(),
    github: url().optional(),
    linkedin: url().optional(),
    /** Booking page for a call (cal.com or similar) */
    videocall: url().optional(),
    /** Discord username, shown as text */
    discord: text((v) => (/^\S+$/.test(v) ? null : `must be a username without spaces, ${got(v)}`)).optional(),
  })
  .strict();

export type Expert = z.infer<typeof expertSchema>;

/* ---------------------------------------------------------------- templates */

export const templateTagSchema = z.enum(TEMPLATE_TAGS);

export const templateSchema = z
  .object({
    /** The create-video flag and the route /templates/<cliId> */
    cliId: requiredText(kebabCase),
    title: requiredText(),
    /** One sentence */
    description: requiredText(sentences(1, 1)),
    /** Two to four sentences: what the template is for */
    longDescription: requiredText(sentences(2, 4)),
    /** owner/name on GitHub */
    repo: requiredText((v) => (GITHUB_REPO.test(v) ? null : `must look like "owner/name", ${got(v)}`)),
    defaultBranch: requiredText(),
    previewUrl: url().optional(),
    tags: z
      .array(templateTagSchema)
      .superRefine((tags, ctx) =>
        applyRules(tags, ctx, [
          (v) => (v.length > 0 ? null : `must be a non-empty list, ${got(v)}`),
          (v) => (new Set(v).size === v.length ? null : `contains duplicates, ${got(v)}`),
        ]),
      ),
    /** Three to six verifiable facts about the repository */
    contents: z
      .array(requiredText())
      .superRefine((items, ctx) =>
        applyRules(items, ctx, [
          (v) => (v.length >= 3 && v.length <= 6 ? null : `must have 3 to 6 items, found ${v.length}`),
        ]),
      ),
  })
  .strict();

export type Template = z.infer<typeof templateSchema>;

/* ----------------------------------------------------------------- showcase */

export const showcaseLinkSchema = z
  .object({
    type: z.enum(SHOWCASE_LINK_TYPES),
    url: url(),
  })
  .strict();

export type ShowcaseLink = z.infer<typeof showcaseLinkSchema>;

export const showcaseEntrySchema = z
  .object({
    slug: requiredText(kebabCase),
    title: requiredText(),
    author: z.object({name: requiredText(), url: url().optional()}).strict().optional(),
    /** ISO date (YYYY-MM-DD) */
    submittedOn: requiredText(isoDate),
    summary: requiredText(),
    /** Possibly empty */
    links: z.array(showcaseLinkSchema),
    /** Mux playback id; the player is only loaded after a click */
    muxId: text((v) => (MUX_ID.test(v) ? null : `must be letters and digits only, ${got(v)}`)).optional(),
    width: positiveInteger(),
    height: positiveInteger(),
  })
  .strict()
  // Runs once every field above has the right type.
  .superRefine((entry, ctx) =>
    applyRules(entry, ctx, [
      (e) =>
        e.muxId !== undefined || e.links.some((l) => l.type === 'video')
          ? null
          : 'needs a "muxId" or a link of type "video" so the card can play something',
    ]),
  );

export type ShowcaseEntry = z.infer<typeof showcaseEntrySchema>;
