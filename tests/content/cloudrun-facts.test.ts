import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {PROJECT_ROOT, proseOnly, readMarkdown} from '../../scripts/lib/markdown';

/**
 * The Cloud Run pages state regions, defaults, codecs and permissions as figures. These tests
 * compare each figure with what the installed @remotion/cloudrun applies, so a page and the
 * package cannot drift apart unnoticed (for example after a version bump).
 */

const requireFromProject = createRequire(path.join(PROJECT_ROOT, 'package.json'));
const CLOUDRUN_DIST = path.join(PROJECT_ROOT, 'node_modules/@remotion/cloudrun/dist');

const {GCP_REGIONS} = requireFromProject('@remotion/cloudrun/regions') as {GCP_REGIONS: readonly string[]};
const defaults = requireFromProject('@remotion/cloudrun/defaults') as Record<string, unknown>;
const {getRegions} = requireFromProject('@remotion/cloudrun/client') as {getRegions: () => readonly string[]};
const permissionsJson = requireFromProject('@remotion/cloudrun/permissions.json') as {list: {name: string}[]};
const {BrowserSafeApis} = requireFromProject('@remotion/renderer/client') as {BrowserSafeApis: Record<string, unknown>};

const distSource = (file: string) => fs.readFileSync(path.join(CLOUDRUN_DIST, file), 'utf8');

/** The prose of a page, without code blocks. */
const prose = (id: string) => proseOnly(readMarkdown(`docs/${id}.mdx`).body);

/** Lines of the section that starts with `## heading`, up to the next `##` heading. */
function section(id: string, heading: string): string[] {
  const lines = prose(id).split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  expect(start, `docs/${id}.mdx has no "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** First-column code values of the Markdown table rows in some lines: | `value` | … */
const firstColumnCodes = (lines: string[]) =>
  lines.map((l) => /^\|\s*`([^`]+)`\s*\|/.exec(l)?.[1]).filter((v): v is string => Boolean(v));

/**
 * The documented default of an option: the first line after `### \`name\`` that says
 * "default: `value`". Returns the raw text between the backticks.
 */
function documentedDefault(id: string, option: string): string {
  const lines = prose(id).split('\n');
  const heading = lines.findIndex((l) => l.trim() === `### \`${option}\``);
  expect(heading, `docs/${id}.mdx has no "### \`${option}\`" heading`).toBeGreaterThanOrEqual(0);
  const typeLine = lines.slice(heading + 1).find((l) => l.trim() !== '') ?? '';
  const match = /default: `([^`]+)`/.exec(typeLine);
  expect(match, `docs/${id}.mdx: "${option}" states no default`).not.toBeNull();
  return match![1];
}

/** Turns a literal as written on a page or in compiled JS ('2Gi', 300, false) into a value. */
function literal(text: string): unknown {
  const t = text.trim();
  if (/^'.*'$/.test(t) || /^".*"$/.test(t)) return t.slice(1, -1);
  if (t === 'true' || t === 'false') return t === 'true';
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  throw new Error(`Not a literal: ${text}`);
}

/** Resolves a fallback expression of the compiled JS: a literal or a known constant. */
function resolveExpression(expression: string): unknown {
  const t = expression.trim();
  const constant = /^constants_1\.(\w+)$/.exec(t);
  if (constant) return defaults[constant[1]];
  const browserSafe = /^client_1\.BrowserSafeApis\.(\w+)$/.exec(t);
  if (browserSafe) return BrowserSafeApis[browserSafe[1]];
  if (/^\{\s*type: 'play-in-browser',?\s*\}$/.test(t)) return {type: 'play-in-browser'};
  return literal(t);
}

/**
 * Fallbacks that a public function applies, read from its compiled body. Matches both
 * `name: name !== null && name !== void 0 ? name : FALLBACK` and
 * `name: (_a = options.name) !== null && _a !== void 0 ? _a : FALLBACK`.
 */
function appliedDefaults(file: string, exportName: string): Record<string, string> {
  const source = distSource(file);
  const start = source.indexOf(`const ${exportName} = `);
  expect(start, `${file} defines no ${exportName}`).toBeGreaterThanOrEqual(0);
  const body = source.slice(start, source.indexOf(`exports.${exportName} = ${exportName};`, start));
  const out: Record<string, string> = {};
  const direct = /(\w+): (\w+) !== null && \2 !== void 0 \? \2 : (\{[^}]*\}|[^\n]+?),?\n/g;
  const viaTemp = /(\w+): \((_\w+) = \w+\.(\w+)\) !== null && \2 !== void 0 \? \2 : (\{[^}]*\}|[^\n]+?),?\n/g;
  for (const m of body.matchAll(direct)) out[m[1]] = m[3];
  for (const m of body.matchAll(viaTemp)) out[m[1]] = m[4];
  return out;
}

describe('Cloud Run regions', () => {
  const listed = firstColumnCodes(section('cloudrun/region-selection', 'Supported regions'));

  it('the region table lists exactly the regions of the package, in its order', () => {
    expect(listed).toEqual([...GCP_REGIONS]);
  });

  it('getRegions() returns the same list, alphabetically sorted as the getRegions page says', () => {
    expect([...getRegions()]).toEqual([...GCP_REGIONS]);
    expect([...GCP_REGIONS]).toEqual([...GCP_REGIONS].sort());
    expect(prose('cloudrun/getregions')).toContain(
      `\`'${GCP_REGIONS[0]}'\` to \`'${GCP_REGIONS[GCP_REGIONS.length - 1]}'\``,
    );
  });

  it('pages that state the number of regions state the right one', () => {
    for (const id of ['cloudrun/region-selection', 'cloudrun/getregions', 'cloudrun/api']) {
      expect(prose(id), `docs/${id}.mdx`).toContain(`${GCP_REGIONS.length}`);
    }
  });

  it('the default CLI region is the package default', () => {
    expect(defaults.DEFAULT_REGION).toBe('us-east1');
    expect(prose('cloudrun/region-selection')).toContain(
      `\`${String(defaults.DEFAULT_REGION)}\`, the package's \`DEFAULT_REGION\``,
    );
    const cliRegion = distSource('cli/get-gcp-region.js');
    expect(cliRegion).toContain('process.env.REMOTION_GCP_REGION');
    expect(cliRegion).toContain('return constants_1.DEFAULT_REGION;');
  });
});

describe('deployService() defaults', () => {
  const applied = appliedDefaults('api/deploy-service.js', 'deployService');
  const options = [
    'memoryLimit',
    'cpuLimit',
    'timeoutSeconds',
    'minInstances',
    'maxInstances',
    'onlyAllocateCpuDuringRequestProcessing',
    'logLevel',
  ];

  it.each(options)('%s on the deployService() page matches the package', (option) => {
    expect(applied[option], `deployService() applies no fallback for ${option}`).toBeDefined();
    expect(literal(documentedDefault('cloudrun/deployservice', option))).toEqual(resolveExpression(applied[option]));
  });

  it('performImageVersionValidation defaults to true', () => {
    expect(distSource('api/deploy-service.js')).toContain(
      'const deployService = ({ performImageVersionValidation = true,',
    );
    expect(literal(documentedDefault('cloudrun/deployservice', 'performImageVersionValidation'))).toBe(true);
  });

  it('the CLI deploys with the same fallbacks', () => {
    const cli = distSource('cli/commands/services/deploy.js');
    const fallback = (flag: string) =>
      new RegExp(`parsedCloudrunCli\\.${flag}\\) !== null && _\\w !== void 0 \\? _\\w : ([^)\\n;]+)`).exec(cli)?.[1];
    expect(resolveExpression(fallback('memoryLimit')!)).toBe(resolveExpression(applied.memoryLimit));
    expect(resolveExpression(fallback('cpuLimit')!)).toBe(resolveExpression(applied.cpuLimit));
    expect(resolveExpression(fallback('timeoutSeconds')!)).toBe(resolveExpression(applied.timeoutSeconds));
    expect(resolveExpression(fallback('minInstances')!)).toBe(resolveExpression(applied.minInstances));
    expect(resolveExpression(fallback('maxInstances')!)).toBe(resolveExpression(applied.maxInstances));
  });
});

describe('Cloud Run Limits page', () => {
  const rows = section('cloudrun/limits', 'Service defaults');
  const value = (label: string) => {
    const row = rows.find((l) => l.startsWith(`| ${label} |`));
    expect(row, `no "${label}" row in the service defaults table`).toBeDefined();
    return /^\|[^|]+\|\s*`([^`]+)`/.exec(row!)![1];
  };
  const applied = appliedDefaults('api/deploy-service.js', 'deployService');
  const template = distSource('api/helpers/construct-service-deploy-request.js');

  it('states the service defaults the package applies', () => {
    expect(value('Memory limit')).toBe(resolveExpression(applied.memoryLimit));
    expect(value('CPU limit')).toBe(resolveExpression(applied.cpuLimit));
    expect(Number(value('Request timeout'))).toBe(defaults.DEFAULT_TIMEOUT);
    expect(Number(value('Minimum instances'))).toBe(defaults.DEFAULT_MIN_INSTANCES);
    expect(Number(value('Maximum instances'))).toBe(defaults.DEFAULT_MAX_INSTANCES);
    expect(literal(value('CPU allocated only during requests'))).toBe(
      resolveExpression(applied.onlyAllocateCpuDuringRequestProcessing),
    );
    expect(value('Default CLI region')).toBe(defaults.DEFAULT_REGION);
  });

  it('states the request concurrency and execution environment of the service template', () => {
    const concurrency = /maxInstanceRequestConcurrency: (\d+)/.exec(template)?.[1];
    expect(Number(value('Requests per instance'))).toBe(Number(concurrency));
    expect(template).toContain('executionEnvironment: ExecutionEnvironment.EXECUTION_ENVIRONMENT_GEN1');
    expect(rows.find((l) => l.startsWith('| Execution environment |'))).toContain('first generation');
  });

  it('lists exactly the codecs the package accepts', () => {
    const codecSource = distSource('shared/validate-gcp-codec.js');
    const accepted = [
      ...(/const cloudrunCodecs = \[([\s\S]*?)\];/.exec(codecSource)?.[1] ?? '').matchAll(/'([\w-]+)'/g),
    ].map((m) => m[1]);
    expect(accepted.length).toBeGreaterThan(0);
    const row = section('cloudrun/limits', 'Codecs and formats').find((l) => l.startsWith('| Video and audio'));
    const documented = [...(row ?? '').split('|')[2].matchAll(/`([\w-]+)`/g)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...accepted].sort());
  });

  it('states the props size warning threshold of the service', () => {
    const threshold = /propsSize > (\d+)/.exec(distSource('functions/helpers/get-composition-from-body.js'))?.[1];
    expect(prose('cloudrun/limits')).toContain(Number(threshold).toLocaleString('en-US'));
  });
});

describe('render defaults', () => {
  it('renderMediaOnCloudrun() page states the fallbacks the function applies', () => {
    const applied = appliedDefaults('api/render-media-on-cloudrun.js', 'renderMediaOnCloudrun');
    for (const option of [
      'jpegQuality',
      'scale',
      'muted',
      'enforceAudioTrack',
      'preferLossless',
      'delayRenderTimeoutInMilliseconds',
      'logLevel',
      'downloadBehavior',
    ]) {
      expect(applied[option], `no fallback for ${option}`).toBeDefined();
      const documented = documentedDefault('cloudrun/rendermediaoncloudrun', option);
      const expected = resolveExpression(applied[option]);
      if (typeof expected === 'object') {
        expect(documented, option).toBe(`{type: '${(expected as {type: string}).type}'}`);
      } else {
        expect(literal(documented), option).toEqual(expected);
      }
    }
  });

  it('renderMediaOnCloudrun() page states the fallbacks of the service for pixel and image format', () => {
    const service = distSource('functions/render-media-single-thread.js');
    expect(service).toContain('renderer_1.RenderInternals.DEFAULT_PIXEL_FORMAT');
    expect(service).toContain('renderer_1.RenderInternals.DEFAULT_VIDEO_IMAGE_FORMAT');
    const {RenderInternals} = requireFromProject('@remotion/renderer') as {RenderInternals: Record<string, unknown>};
    expect(literal(documentedDefault('cloudrun/rendermediaoncloudrun', 'pixelFormat'))).toBe(
      RenderInternals.DEFAULT_PIXEL_FORMAT,
    );
    expect(literal(documentedDefault('cloudrun/rendermediaoncloudrun', 'imageFormat'))).toBe(
      RenderInternals.DEFAULT_VIDEO_IMAGE_FORMAT,
    );
  });

  it('renderStillOnCloudrun() page states the fallbacks the function applies', () => {
    const applied = appliedDefaults('api/render-still-on-cloudrun.js', 'renderStillOnCloudrun');
    for (const option of [
      'frame',
      'jpegQuality',
      'scale',
      'privacy',
      'delayRenderTimeoutInMilliseconds',
      'logLevel',
      'downloadBehavior',
    ]) {
      expect(applied[option], `no fallback for ${option}`).toBeDefined();
      const documented = documentedDefault('cloudrun/renderstilloncloudrun', option);
      const expected = resolveExpression(applied[option]);
      if (typeof expected === 'object') {
        expect(documented, option).toBe(`{type: '${(expected as {type: string}).type}'}`);
      } else {
        expect(literal(documented), option).toEqual(expected);
      }
    }
  });

  it('the default privacy of media renders is public', () => {
    expect(defaults.DEFAULT_OUTPUT_PRIVACY).toBe('public');
    expect(distSource('functions/render-media-single-thread.js')).toContain(
      "const publicUpload = body.privacy === 'public' || !body.privacy;",
    );
    expect(literal(documentedDefault('cloudrun/rendermediaoncloudrun', 'privacy'))).toBe(
      defaults.DEFAULT_OUTPUT_PRIVACY,
    );
  });
});

describe('permissions', () => {
  const required = permissionsJson.list.map((p) => p.name);

  it('the Permissions page table lists exactly the permissions of the package, in its order', () => {
    expect(firstColumnCodes(section('cloudrun/permissions', 'The permission list'))).toEqual(required);
  });

  it('the Setup page lists and grants exactly these permissions', () => {
    const body = readMarkdown('docs/cloudrun/setup.mdx').body;
    const listed = section('cloudrun/setup', '4. Create the role with the Remotion permissions')
      .map((l) => /^- `([\w.]+)`$/.exec(l)?.[1])
      .filter(Boolean);
    expect(listed).toEqual(required);
    const granted = /--permissions=([\w.,]+)/.exec(body)?.[1]?.split(',');
    expect(granted).toEqual(required);
  });

  it('the gcloud commands on the Permissions page grant exactly these permissions', () => {
    const body = readMarkdown('docs/cloudrun/permissions.mdx').body;
    const lists = [...body.matchAll(/--permissions=([\w.,]+)/g)].map((m) => m[1].split(','));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(required);
  });

  it('pages that state the number of permissions state the right one', () => {
    for (const id of ['cloudrun/permissions', 'cloudrun/setup', 'cloudrun/testpermissions']) {
      expect(prose(id), `docs/${id}.mdx`).toContain(`${required.length}`);
    }
  });
});

describe('environment variables', () => {
  it('the .env page lists every REMOTION_ variable the package reads', () => {
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.js')) {
          for (const m of fs.readFileSync(full, 'utf8').matchAll(/process\.env\.(REMOTION_\w+)/g)) read.add(m[1]);
        }
      }
    };
    walk(CLOUDRUN_DIST);
    expect(read.size).toBeGreaterThan(0);
    const documented = firstColumnCodes(section('cloudrun/generate-env', 'The variables'));
    expect([...documented].sort()).toEqual([...read].sort());
  });
});
