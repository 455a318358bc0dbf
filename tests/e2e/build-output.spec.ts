import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {cspHash, inlineScripts} from '../../src/plugins/security-headers';

/**
 * Static checks over the built site: no browser, just the files in build/.
 * They run with the browser suites because they need the build.
 */
const BUILD = path.join(__dirname, '../../build');

function files(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const htmlFiles = files(BUILD, (name) => name.endsWith('.html'));
const pageName = (file: string) => `/${path.relative(BUILD, file)}`;

type Tag = {name: string; attributes: Map<string, string>};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'"};
const decodeEntities = (value: string) => value.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, e) => ENTITIES[e]);

/** Start tags with their attributes; the minified HTML leaves many attribute values unquoted. */
function tags(html: string, names: string[]): Tag[] {
  const found: Tag[] = [];
  const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '');
  const start = new RegExp(`<(${names.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  for (const [, name, rest] of withoutScripts.matchAll(start)) {
    const attributes = new Map<string, string>();
    for (const m of rest.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
      attributes.set(m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
    }
    found.push({name: name.toLowerCase(), attributes});
  }
  return found;
}

test('the build has pages to check', () => {
  expect(htmlFiles.length, 'build/ has no HTML: run the build first').toBeGreaterThan(100);
});

test.describe('security headers', () => {
  const headersFile = path.join(BUILD, '_headers');

  test('build/_headers sets the security headers for every path', () => {
    const text = fs.readFileSync(headersFile, 'utf8');
    expect(text).toMatch(/^\/\*$/m);
    for (const header of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(text).toContain(`  ${header}`);
    }
    const csp = /Content-Security-Policy: (.*)/.exec(text)![1];
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
    expect(scriptSrc, 'scripts never need unsafe-inline or unsafe-eval').not.toMatch(/unsafe-(inline|eval)/);
  });

  test('the CSP carries the hash of every inline script in the build', () => {
    const text = fs.readFileSync(headersFile, 'utf8');
    const missing = new Set<string>();
    let count = 0;
    for (const file of htmlFiles) {
      for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
        count++;
        if (!text.includes(cspHash(script))) {
          missing.add(`${pageName(file)}: ${script.slice(0, 80)}`);
        }
      }
    }
    expect(count).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });
});

test('links that open a new tab carry rel="noopener noreferrer"', () => {
  const bad = new Set<string>();
  for (const file of htmlFiles) {
    for (const tag of tags(fs.readFileSync(file, 'utf8'), ['a', 'area', 'form'])) {
      const target = tag.attributes.get('target');
      if (target === undefined || ['_self', '_top', '_parent'].includes(target.toLowerCase())) {
        continue;
      }
      const rel = new Set((tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/));
      if (!rel.has('noopener') || !rel.has('noreferrer')) {
        bad.add(`${pageName(file)}: <${tag.name} href="${tag.attributes.get('href')}" rel="${[...rel].join(' ')}">`);
      }
    }
  }
  expect([...bad]).toEqual([]);
});

test.describe('no secrets in the build', () => {
  // Built from parts so that this file is not itself flagged by secret scanners.
  const PATTERNS: [string, RegExp][] = [
    ['AWS access key id', new RegExp(`\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b`, 'g')],
    // A real key has hundreds of base64 characters after the header; the docs' placeholders stop after a few ("MIIEv…...").
    ['private key', new RegExp(`-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----(?:\\\\[rn]|\\s)*[A-Za-z0-9+/=]{100}`, 'g')],
    ['GitHub token', new RegExp(`\\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\\b`, 'g')],
    [
      'Algolia admin key',
      new RegExp(`(?:ALGOLIA_ADMIN[A-Z_]*|admin_?api_?key|write_?api_?key)["'\\s]*[:=]\\s*["']?[A-Za-z0-9]{16,}`, 'gi'),
    ],
    ['Slack token', new RegExp(`\\bxox[abprs]-[A-Za-z0-9-]{10,}`, 'g')],
    ['Stripe secret key', new RegExp(`\\b[rs]k_live_[A-Za-z0-9]{16,}`, 'g')],
  ];
  // Placeholders the docs print on purpose (AWS' own documentation example).
  const ALLOWED = [/EXAMPLE/];

  function findSecrets(text: string): string[] {
    const hits: string[] = [];
    for (const [kind, pattern] of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        if (!ALLOWED.some((allowed) => allowed.test(match[0]))) {
          hits.push(`${kind}: ${match[0].slice(0, 12)}…`);
        }
      }
    }
    return hits;
  }

  test('the patterns recognise secrets', () => {
    const samples = [
      'AKI' + 'A' + 'Z'.repeat(16),
      '-----BEGIN RSA ' + 'PRIVATE KEY-----\\n' + 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'.repeat(4),
      'gh' + 'p_' + 'a1'.repeat(18),
      'ALGOLIA_ADMIN_' + 'API_KEY=' + '0f'.repeat(16),
      '{"adminApi' + 'Key":"' + 'ab12'.repeat(8) + '"}',
    ];
    for (const sample of samples) {
      expect(findSecrets(sample), sample.slice(0, 20)).not.toEqual([]);
    }
    expect(
      findSecrets(
        'AKIAIOSFODNN7EXAMPLE, ALGOLIA_ADMIN_API_KEY=<your key>, "-----BEGIN PRIVATE KEY-----\\nMIIEvQIB...\\n"',
      ),
    ).toEqual([]);
  });

  test('no file of the build contains anything shaped like a secret', () => {
    const textFiles = files(BUILD, (name) => /\.(html|js|mjs|css|json|xml|txt|md|map|svg|webmanifest)$|^_/.test(name));
    expect(textFiles.length).toBeGreaterThan(100);
    // Values of the secret variables present at build time must not leak either, whatever their shape.
    const envSecrets = ['ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_WRITE_API_KEY', 'AWS_SECRET_ACCESS_KEY', 'GITHUB_TOKEN']
      .map((name) => process.env[name])
      .filter((value): value is string => Boolean(value && value.length >= 8));
    const hits: string[] = [];
    for (const file of textFiles) {
      const text = fs.readFileSync(file, 'utf8');
      for (const hit of findSecrets(text)) {
        hits.push(`${pageName(file)}: ${hit}`);
      }
      if (envSecrets.some((secret) => text.includes(secret))) {
        hits.push(`${pageName(file)}: the value of a secret environment variable`);
      }
    }
    expect(hits).toEqual([]);
  });
});

test.describe('link integrity', () => {
  /** The built file a same-origin path is served from, the way scripts/serve-build.mjs resolves it. */
  function resolves(pathname: string): boolean {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const absolute = path.join(BUILD, decoded);
    const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
    return [absolute, path.join(absolute, 'index.html'), `${absolute.replace(/\/$/, '')}.html`].some(isFile);
  }

  test('every same-origin link and asset of the built HTML resolves to a built file', () => {
    const broken = new Map<string, string>();
    let checked = 0;
    for (const file of htmlFiles) {
      for (const tag of tags(fs.readFileSync(file, 'utf8'), [
        'a',
        'link',
        'img',
        'script',
        'source',
        'video',
        'audio',
      ])) {
        for (const attribute of ['href', 'src', 'poster']) {
          const value = tag.attributes.get(attribute);
          if (!value) {
            continue;
          }
          // Root-relative only: absolute links to the production origin may point at pages other
          // deployments serve (the store, llms.txt), and canonical URLs repeat the page's own path.
          if (!value.startsWith('/') || value.startsWith('//')) {
            continue;
          }
          const pathname = value.replace(/[?#].*$/, '') || '/';
          checked++;
          if (!resolves(pathname)) {
            broken.set(`${value}`, pageName(file));
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...broken].map(([link, page]) => `${link} (first seen on ${page})`)).toEqual([]);
  });
});

test('main.js carries the layout routes only; each page carries its own route (route-shards plugin)', () => {
  const mainFiles = files(path.join(BUILD, 'assets/js'), (name) => /^main\.[0-9a-f]+\.js$/.test(name));
  expect(mainFiles, 'one main.js in build/assets/js').toHaveLength(1);
  const main = fs.readFileSync(mainFiles[0]!, 'utf8');
  // Pages no component links to by name (the navbar, footer and 404 page link to a few).
  const pages = [
    '/docs/renderer/render-media',
    '/docs/lambda/cli/render',
    '/blog/4-0',
    '/experts/alex-fernandez',
    '/templates/hello-world',
  ];
  for (const pagePath of pages) {
    expect(main.includes(`"${pagePath}"`), `main.js names the route ${pagePath}`).toBe(false);
    const html = fs.readFileSync(path.join(BUILD, pagePath, 'index.html'), 'utf8');
    const blocks = [...html.matchAll(/<script type="application\/json" id="route-data">(.*?)<\/script>/g)];
    expect(blocks, `${pagePath} carries one route-data block`).toHaveLength(1);
    const data = JSON.parse(blocks[0]![1]!) as {build: string; routes: {route: {path: string}}[]; modules: object};
    expect(data.routes.map((page) => page.route.path)).toEqual([pagePath]);
    expect(Object.keys(data.modules).length).toBeGreaterThan(0);
    // The same route is in the file client navigation fetches.
    const fileNames = fs.readdirSync(path.join(BUILD, 'route-data'));
    const file = fileNames
      .map((name) => JSON.parse(fs.readFileSync(path.join(BUILD, 'route-data', name), 'utf8')) as typeof data)
      .find((candidate) => candidate.routes.some((page) => page.route.path === pagePath));
    expect(file?.build, `a route-data file holds ${pagePath}`).toBe(data.build);
  }
  // A kept route (the home page) says so; 404.html answers for any address and has none.
  expect(fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8')).toContain(
    '<script type="application/json" id="route-data">null</script>',
  );
  expect(fs.readFileSync(path.join(BUILD, '404.html'), 'utf8')).not.toContain('id="route-data"');
  // No registry entry in main.js carries a module path (read only by server rendering).
  const withPaths = main.match(/\(\)=>[a-z]\.e\([^)]*\)\.then\([^)]*\)\),"@(site|generated|theme)[^"]*"/g) ?? [];
  expect(withPaths.slice(0, 3), `${withPaths.length} registry entries carry their module path`).toEqual([]);
});

test.describe('links go to the most specific page (no dead ends)', () => {
  /** The part of a page its own author wrote: <main>, without the navbar and footer every page shares. */
  const mainHtml = (html: string) => /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? '';
  const built = (route: string) => fs.existsSync(path.join(BUILD, route, 'index.html'));
  const hrefs = (html: string) =>
    tags(mainHtml(html), ['a'])
      .map((tag) => (tag.attributes.get('href') ?? '').split('#')[0].replace(/\/$/, ''))
      .filter(Boolean);
  /** The general API index, and the specific reference that replaces it for a product that has one. */
  const specificFor = (section: string): Record<string, string> => ({'/docs/api': `/docs/${section}/api`});

  test("product pages link to their product's own docs, not the general ones", () => {
    const products = ['player', 'lambda', 'media-parser', 'webcodecs', 'recorder', 'timeline'];
    const problems: string[] = [];
    for (const product of products) {
      const html = fs.readFileSync(path.join(BUILD, product, 'index.html'), 'utf8');
      for (const href of hrefs(html)) {
        const specific = specificFor(product)[href];
        if (specific && built(specific)) problems.push(`/${product}: links ${href} where ${specific} exists`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('docs pages inside a section link to its own API reference, not the general one', () => {
    const problems: string[] = [];
    for (const file of htmlFiles.filter((f) => pageName(f).startsWith('/docs/'))) {
      const section = pageName(file).split('/')[2];
      const specific = `/docs/${section}/api`;
      if (!built(specific) || pageName(file) === `${specific}/index.html`) continue;
      if (hrefs(fs.readFileSync(file, 'utf8')).includes('/docs/api')) {
        problems.push(`${pageName(file)}: links /docs/api where ${specific} exists`);
      }
    }
    expect(problems).toEqual([]);
  });
});
