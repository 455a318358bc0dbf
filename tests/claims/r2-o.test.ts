/**
 * Executed claims of a second read of ssr-node, presigned-urls, version-mismatch, upgrading, webpack
 * and artifacts: the installed packages (and the page's own server sample) run in Node.js.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {lastJson, pageSays, requireInstalled, runNode} from './lib';

type Esbuild = {transformSync: (code: string, options: {loader: string; format: string}) => {code: string}};

/** Runs a CommonJS script that lives in the project (so it resolves the installed packages) with `cwd`. */
const runIn = (cwd: string, code: string, args: string[] = []) => {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/r2-o-'));
  const file = path.join(dir, 'script.cjs');
  fs.writeFileSync(file, code);
  const env: NodeJS.ProcessEnv = {...process.env, CI: '1', FORCE_COLOR: '0'};
  delete env.NODE_ENV;
  try {
    const result = spawnSync(process.execPath, [file, ...args], {cwd, encoding: 'utf8', env, timeout: 30_000});
    return {output: `${result.stdout}${result.stderr}`, status: result.status};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
};

describe('the render server of the SSR guide', () => {
  it('a job posted to an idle server is already "rendering" when its id comes back; only a job posted during another render is "queued"', () => {
    const mdx = fs.readFileSync(path.join(PROJECT_ROOT, 'docs/ssr-node.mdx'), 'utf8');
    const sample = /```ts title="server\.ts"\n([\s\S]*?)```/.exec(mdx)?.[1];
    expect(sample).toBeDefined();
    const {transformSync} = requireInstalled('esbuild') as Esbuild;
    const server = transformSync((sample as string).replace('server.listen(3000', 'server.listen(0'), {
      loader: 'ts',
      format: 'cjs',
    }).code;
    // @remotion/renderer is replaced by stubs: renderMedia() stays pending until the harness releases it.
    const {output} = runIn(
      os.tmpdir(),
      `
const Module = require('node:module');
const releases = [];
const stub = {
  makeCancelSignal: () => ({cancelSignal: () => undefined, cancel: () => undefined}),
  selectComposition: async () => ({id: 'Greeting'}),
  renderMedia: (options) => new Promise((resolve) => { options.onProgress({progress: 0.5}); releases.push(resolve); }),
};
const load = Module._load;
Module._load = function (request, ...rest) { return request === '@remotion/renderer' ? stub : load.call(this, request, ...rest); };
${server}
server.on('listening', async () => {
  const base = 'http://127.0.0.1:' + server.address().port;
  const post = async (body) => (await (await fetch(base + '/renders', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)})).json()).id;
  const status = async (id) => (await (await fetch(base + '/renders/' + id)).json()).status;
  const a = await post({name: 'Ada'});
  const first = await status(a);
  const b = await post({name: 'Grace'});
  const second = await status(b);
  releases.shift()();
  await new Promise((r) => setTimeout(r, 100));
  console.log(JSON.stringify({first, second, firstAfter: await status(a), secondAfter: await status(b)}));
  process.exit(0);
});
`,
    );
    expect(lastJson(output)).toEqual({
      first: 'rendering',
      second: 'queued',
      firstAfter: 'done',
      secondAfter: 'rendering',
    });
    expect(pageSays('ssr-node')).toContain(
      'A job shows `queued` only while another render is running: on an idle server, `processQueue()` marks the new job as `rendering` before its first `await`',
    );
  });
});

describe('presigned upload URLs', () => {
  it('content-type is signed only with signableHeaders, and the URL carries the empty-body CRC32 unless requestChecksumCalculation is WHEN_REQUIRED', () => {
    const out = runNode(
      'esm',
      `
import {S3Client, PutObjectCommand} from '@aws-sdk/client-s3';
import {getSignedUrl} from '@aws-sdk/s3-request-presigner';
const client = (extra) => new S3Client({region: 'eu-central-1', credentials: {accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret'}, ...extra});
const command = () => new PutObjectCommand({Bucket: 'my-bucket', Key: 'uploads/a.mp4', ContentType: 'video/mp4', ContentLength: 1234});
const params = async (c, options) => Object.fromEntries(new URL(await getSignedUrl(c, command(), options)).searchParams);
const plain = await params(client({}), {expiresIn: 600});
const typed = await params(client({}), {expiresIn: 600, signableHeaders: new Set(['content-type'])});
const required = await params(client({requestChecksumCalculation: 'WHEN_REQUIRED'}), {expiresIn: 600});
console.log(JSON.stringify({
  plain: [plain['X-Amz-SignedHeaders'], plain['x-amz-checksum-crc32'] ?? null],
  typed: [typed['X-Amz-SignedHeaders'], typed['x-amz-checksum-crc32'] ?? null],
  required: [required['X-Amz-SignedHeaders'], required['x-amz-checksum-crc32'] ?? null],
}));
`,
    );
    expect(lastJson(out)).toEqual({
      plain: ['content-length;host', 'AAAAAA=='],
      typed: ['content-length;content-type;host', 'AAAAAA=='],
      required: ['content-length;host', null],
    });
    const page = pageSays('presigned-urls');
    expect(page).toContain('The type is not: the presigner leaves `content-type` out of the signed headers');
    expect(page).toContain("signableHeaders: new Set(['content-type'])");
    expect(page).toContain("Also pass `requestChecksumCalculation: 'WHEN_REQUIRED'`");
  });
});

describe('npx remotion versions', () => {
  it('--log=verbose does not show a second copy of remotion nested in a library and reports all versions equal', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-o-versions-'));
    try {
      const write = (file: string, json: object) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
      };
      write('package.json', {name: 'app', dependencies: {remotion: '4.0.278', 'some-lib': '1.0.0'}});
      write('node_modules/remotion/package.json', {name: 'remotion', version: '4.0.278'});
      write('node_modules/some-lib/package.json', {name: 'some-lib', version: '1.0.0'});
      write('node_modules/some-lib/node_modules/remotion/package.json', {name: 'remotion', version: '4.0.261'});
      const cli = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/remotion-cli.js');
      const {output, status} = runIn(dir, `process.argv.splice(1, 1); require(${JSON.stringify(cli)});`, [
        cli,
        'versions',
        '--log=verbose',
      ]);
      expect(output).toContain(path.join(dir, 'node_modules/remotion/package.json'));
      expect(output).not.toContain('some-lib');
      expect(output).not.toContain('4.0.261');
      expect(output).toContain('Great! All packages have the same version.');
      expect(status).toBe(0);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('version-mismatch')).toContain(
      "Each package is resolved once, from the project folder, so a second copy nested inside a library's own `node_modules` does not appear",
    );
    expect(pageSays('upgrading')).toContain(
      'which helps in monorepos where packages are installed in a parent folder, add the verbose log level',
    );
  });

  it('a second copy of remotion with another version throws "Multiple versions of Remotion detected"; one with the same version does not', () => {
    const out = runNode(
      'cjs',
      `
const load = (version) => {
  globalThis.remotion_imported = version;
  for (const key of Object.keys(require.cache)) delete require.cache[key];
  try { require('remotion'); return 'ok'; } catch (e) { return e.message.split('.')[0]; }
};
console.log(JSON.stringify({same: load('4.0.278'), other: load('4.0.261')}));
`,
    );
    expect(lastJson(out)).toEqual({same: 'ok', other: '🚨 Multiple versions of Remotion detected: 4'});
    expect(pageSays('version-mismatch')).toContain(
      'loading two different versions of the `remotion` package on one page throws an error instead (two copies of the same version load without it)',
    );
  });
});

describe('remotion.config.ts and the Webpack override', () => {
  it('process.cwd() is the project root at the top level of the config file, but the start folder inside the override; __dirname is not the config folder', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-o-config-'));
    try {
      fs.mkdirSync(path.join(root, 'sub'));
      fs.writeFileSync(path.join(root, 'package.json'), '{}');
      fs.writeFileSync(path.join(root, 'tsconfig.json'), '{}');
      fs.writeFileSync(
        path.join(root, 'remotion.config.ts'),
        `import {Config} from '@remotion/cli/config';
const top = process.cwd();
Config.overrideWebpackConfig((c) => ({...c, name: JSON.stringify({top, inside: process.cwd(), dirname: __dirname})}));
`,
      );
      const {output} = runIn(
        path.join(root, 'sub'),
        `
const {CliInternals} = require('@remotion/cli');
const {ConfigInternals} = require('@remotion/cli/config');
(async () => {
  await CliInternals.loadConfig(${JSON.stringify(root)});
  const config = await ConfigInternals.getWebpackOverrideFn()({});
  console.log(config.name);
})();
`,
      );
      const seen = lastJson<{top: string; inside: string; dirname: string}>(output);
      expect(seen.top).toBe(root);
      expect(seen.inside).toBe(path.join(root, 'sub'));
      expect(seen.dirname).not.toBe(root);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(pageSays('webpack')).toContain(
      'The override function runs later, after the CLI has switched back to the folder you started it in',
    );
  });
});

describe('<Artifact> content', () => {
  it('an empty or whitespace-only string throws "The `content` must not be empty"', () => {
    const out = runNode(
      'cjs',
      `
const {Internals} = require('remotion');
const check = (content) => { try { Internals.validateRenderAsset({type: 'artifact', id: '1', frame: 0, binary: false, filename: 'captions.srt', content}); return 'ok'; } catch (e) { return e.message; } };
console.log(JSON.stringify({empty: check(''), blank: check(' \\n'), text: check('1')}));
`,
    );
    expect(lastJson(out)).toEqual({
      empty: 'The `content` must not be empty',
      blank: 'The `content` must not be empty',
      text: 'ok',
    });
    expect(pageSays('artifacts')).toContain(
      'A string that is empty or only whitespace throws `` The `content` must not be empty `` and fails the render',
    );
  });
});
