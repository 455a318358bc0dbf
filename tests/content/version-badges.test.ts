import {listMarkdownFiles, proseOnly, readMarkdown} from '../../scripts/lib/markdown';
import {validateApiStatus, validateBadgeVersion} from '../../src/components/AvailableFrom/versions';

/**
 * "Available from v4.0.N" and experimental/deprecated notes live in one component each
 * (src/components/AvailableFrom): these checks keep every badge valid and keep the same
 * facts out of free prose.
 */

const files = listMarkdownFiles(['docs', 'blog', 'learn']);
const pages = files.map((file) => ({file, body: readMarkdown(file).body}));

/** Fewest badges the docs must keep: the number placed when the badges were introduced. */
const MIN_AVAILABLE_FROM = 225;
const MIN_API_STATUS = 23;

const IMPORT = /^import (.+) from '@site\/src\/components\/AvailableFrom';$/m;

type Usage = {file: string; tag: string; attrs: Record<string, string>};

function usages(file: string, body: string, name: 'AvailableFrom' | 'ApiStatus'): Usage[] {
  const out: Usage[] = [];
  for (const m of proseOnly(body).matchAll(new RegExp(`<${name}\\b([^>]*?)/?>`, 'g'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g)) {
      attrs[a[1]] = a[2] ?? a[3] ?? a[4];
    }
    out.push({file, tag: m[0], attrs});
  }
  return out;
}

const available = pages.flatMap((p) => usages(p.file, p.body, 'AvailableFrom'));
const statuses = pages.flatMap((p) => usages(p.file, p.body, 'ApiStatus'));

describe('version badges', () => {
  it('every <AvailableFrom v> names a release from 4.0.1 to the documented version', () => {
    const bad = available.flatMap((u) => {
      try {
        validateBadgeVersion(u.attrs.v);
        return Object.keys(u.attrs).every((k) => k === 'v') ? [] : [`${u.file}: ${u.tag} has props other than v`];
      } catch (e) {
        return [`${u.file}: ${u.tag}: ${(e as Error).message}`];
      }
    });
    expect(bad).toEqual([]);
  });

  it('every <ApiStatus> has a known status and, if given, a valid since', () => {
    const bad = statuses.flatMap((u) => {
      try {
        validateApiStatus(u.attrs.status, u.attrs.since);
        if (u.attrs.since !== undefined && u.attrs.status !== 'deprecated') {
          return [`${u.file}: ${u.tag}: since is only for deprecated`];
        }
        return [];
      } catch (e) {
        return [`${u.file}: ${u.tag}: ${(e as Error).message}`];
      }
    });
    expect(bad).toEqual([]);
  });

  it('pages that use a badge import it, and pages that import it use it', () => {
    const bad = pages.flatMap(({file, body}) => {
      const imp = IMPORT.exec(body)?.[1] ?? '';
      const usesAvailable = usages(file, body, 'AvailableFrom').length > 0;
      const usesStatus = usages(file, body, 'ApiStatus').length > 0;
      const importsAvailable = /^AvailableFrom\b/.test(imp);
      const importsStatus = /\{[^}]*\bApiStatus\b[^}]*\}/.test(imp);
      const problems: string[] = [];
      if (usesAvailable !== importsAvailable) {
        problems.push(`${file}: <AvailableFrom> ${usesAvailable ? 'used without import' : 'imported but unused'}`);
      }
      if (usesStatus !== importsStatus) {
        problems.push(`${file}: <ApiStatus> ${usesStatus ? 'used without import' : 'imported but unused'}`);
      }
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('no page states "Available from v…" or "available since v…" in prose outside the component', () => {
    // A quoted phrase ("Available from v4.0.279") talks about the wording itself, for example in the
    // contributing guide, and is allowed.
    const PROSE =
      /(?<!")\b(?:available|added)\s+(?:in\s+`[^`]+`\s+)?(?:from|since)\s+(?:Remotion\s+)?v?\d+\.\d+(?:\.\d+)?/gi;
    const bad = pages.flatMap(({file, body}) => [...proseOnly(body).matchAll(PROSE)].map((m) => `${file}: "${m[0]}"`));
    expect(bad).toEqual([]);
  });

  it(`keeps at least ${MIN_AVAILABLE_FROM} version badges and ${MIN_API_STATUS} status badges`, () => {
    expect(available.length).toBeGreaterThanOrEqual(MIN_AVAILABLE_FROM);
    expect(statuses.length).toBeGreaterThanOrEqual(MIN_API_STATUS);
  });
});
