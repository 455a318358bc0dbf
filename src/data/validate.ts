/**
 * Checks the directory data (experts, templates, showcase) against the zod
 * schemas in ./schemas and across entries (unique ids). Each validator returns
 * a list of problems, one line each, naming the entry and the field:
 *
 *   experts[3] (jane-doe): "website" must be an https URL, got "http://…"
 *
 * An empty list means the data is fine. The directory-routes plugin fails the
 * build on any problem; the unit tests run the validators on the real lists and
 * on broken copies.
 */
import type {z} from 'zod';
import {expertSchema, MISSING, showcaseEntrySchema, templateSchema} from './schemas';
import type {Expert, ShowcaseEntry, Template} from './schemas';

export {countSentences, isHttpsUrl, isIsoDate, isKebabCase} from './schemas';

/** `["website"]` → `"website"`, `["author", "name"]` → `"author.name"`, `["links", 0, "url"]` → `links[0].url`. */
function fieldName(path: (string | number)[]): string {
  const joined = path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
  return path.some((part) => typeof part === 'number') ? joined : `"${joined}"`;
}

/** One zod issue as a sentence about the field it concerns. */
function describeIssue(issue: z.ZodIssue): string {
  const name = issue.path.length > 0 ? fieldName(issue.path) : 'the entry';
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined'
        ? `missing required field ${name}`
        : `${name} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}, got ${issue.received}`;
    case 'invalid_enum_value':
      return `${name} must be one of ${issue.options.join(', ')}, got ${JSON.stringify(issue.received)}`;
    case 'unrecognized_keys':
      return `${name} has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'custom':
      if (issue.params?.[MISSING]) {
        return `missing required field ${name}`;
      }
      // Rules on the whole entry are complete sentences; rules on a field start with "must".
      return issue.path.length > 0 ? `${name} ${issue.message}` : issue.message;
    default:
      return `${name}: ${issue.message}`;
  }
}

/**
 * Runs `schema` on every entry and checks that `idField` is unique. Problems are
 * prefixed with the entry's position and id, and come out in list order.
 */
function validateList(list: readonly unknown[], label: string, idField: string, schema: z.ZodTypeAny): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  list.forEach((entry, index) => {
    const id = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)[idField] : undefined;
    const hasId = typeof id === 'string' && id.trim() !== '';
    const where = `${label}[${index}]${hasId ? ` (${id})` : ''}`;

    const result = schema.safeParse(entry);
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => `${where}: ${describeIssue(issue)}`));
    }

    if (hasId) {
      const first = seen.get(id);
      if (first !== undefined) {
        problems.push(`${where}: duplicate ${idField} "${id}" (already used by ${label}[${first}])`);
      } else {
        seen.set(id, index);
      }
    }
  });
  return problems;
}

export function validateExperts(list: readonly Expert[]): string[] {
  return validateList(list, 'experts', 'slug', expertSchema);
}

export function validateTemplates(list: readonly Template[]): string[] {
  return validateList(list, 'templates', 'cliId', templateSchema);
}

export function validateShowcase(list: readonly ShowcaseEntry[]): string[] {
  return validateList(list, 'showcase', 'slug', showcaseEntrySchema);
}
