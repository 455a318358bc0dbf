/**
 * Every `Default: \`value\`` stated under a ``### `--flag` `` heading of an `npx remotion` command
 * page equals what that command's code uses when the flag is absent. Values are read from the
 * installed packages (see scripts/lib/flagDefaults.ts); where the command passes nothing and a
 * deeper layer applies the default, APPLIED_DEEPER names the line that does it.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {listMarkdownFiles, PROJECT_ROOT, readMarkdown} from '../../scripts/lib/markdown';
import {codeDefault, documentedFlagDefaults, emptyCommandLine, sameDefault} from '../../scripts/lib/flagDefaults';

const require = createRequire(path.join(PROJECT_ROOT, 'package.json'));
const pkg = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', file), 'utf8');

/** The files of a command page's command, in the order they are searched for a fallback. */
function commandFiles(file: string): string[] {
  const id = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  const shared = '@remotion/cli/dist/get-cli-options.js';
  const local = /^cli\/(.+)$/.exec(id);
  if (local) {
    const name = local[1];
    return [
      `@remotion/cli/dist/${name}.js`,
      `@remotion/cli/dist/${name}/index.js`,
      `@remotion/cli/dist/render-flows/${name}.js`,
      shared,
    ];
  }
  const cloud = /^(lambda|cloudrun)\/cli\/(.+)$/.exec(id);
  if (cloud) {
    const [, product, name] = cloud;
    const base = `@remotion/${product}/dist/cli/commands/${name}`;
    return [`${base}.js`, `${base}/index.js`, `${base}/${name.split('/').pop()}.js`, shared];
  }
  return [];
}

type Deeper = {file: string; pattern: RegExp; pages?: RegExp};

/** Flags the command passes on as "unset", and the line further down that picks the value. */
const APPLIED_DEEPER: Record<string, Deeper[]> = {
  'audio-bitrate': [{file: '@remotion/renderer/dist/compress-audio.js', pattern: /audioBitrate \|\| '([^']+)'/}],
  'offthreadvideo-video-threads': [
    {file: '@remotion/renderer/dist/options/offthreadvideo-threads.js', pattern: /OFFTHREAD_VIDEO_THREADS = (\d+);/},
  ],
  'public-path': [
    {file: '@remotion/bundler/dist/bundle.js', pattern: /publicPath\) !== null && _\w+ !== void 0 \? _\w+ : '([^']*)'/},
  ],
  'public-dir': [{file: '@remotion/bundler/dist/bundle.js', pattern: /join\(resolvedRemotionRoot, '(\w+)'\)/}],
  gl: [
    {
      file: '@remotion/cloudrun/dist/functions/render-media-single-thread.js',
      pattern: /gl\) !== null && _\w+ !== void 0 \? _\w+ : '(\w+)'/,
      pages: /^docs\/cloudrun\//,
    },
  ],
  'env-file': [
    {file: '@remotion/cli/dist/get-env.js', pattern: /defaultEnvFile = [\w.]+\.resolve\(remotionRoot, '([^']+)'\)/},
  ],
  'pixel-format': [{file: '@remotion/renderer/dist/pixel-format.js', pattern: /DEFAULT_PIXEL_FORMAT = '([^']+)'/}],
  // getProResProfileName() maps an unset profile to FFmpeg's profile 3, which is 'hq'.
  'prores-profile': [
    {file: '@remotion/renderer/dist/get-prores-profile-name.js', pattern: /case '(\w+)':\s*return '3';/},
  ],
  'image-format': [{file: '@remotion/cli/dist/determine-image-format.js', pattern: /return '(jpeg)';/}],
  'every-nth-frame': [{file: '@remotion/cli/dist/config/every-nth-frame.js', pattern: /let everyNthFrame = (\d+);/}],
  'out-dir': [{file: '@remotion/cli/dist/bundle.js', pattern: /join\(remotionRoot, '(\w+)'\)/}],
  config: [{file: '@remotion/cli/dist/get-config-file-name.js', pattern: /defaultConfigFileTypescript = '([^']+)'/}],
  'number-of-shared-audio-tags': [
    {file: '@remotion/cli/dist/config/number-of-shared-audio-tags.js', pattern: /let numberOfSharedAudioTags = (\d+);/},
  ],
  'out-name': [
    {
      file: '@remotion/cloudrun/dist/functions/render-still-single-thread.js',
      pattern: /body\.outName\) !== null && _\w+ !== void 0 \? _\w+ : '([^']+)'/,
      pages: /^docs\/cloudrun\/cli\/still/,
    },
  ],
  frame: [{file: '@remotion/cli/dist/config/still-frame.js', pattern: /let stillFrame = (\d+);/}],
};

/** A default named as an environment variable is right when the command's package reads that variable. */
const ENV_VARIABLE = /^[A-Z][A-Z0-9_]+$/;

const pages = listMarkdownFiles(['docs/cli', 'docs/lambda/cli', 'docs/cloudrun/cli']);
const sections = pages.flatMap((file) => documentedFlagDefaults(file, readMarkdown(file).body, file));

describe('CLI flag defaults are the ones the commands use', () => {
  it('finds documented defaults to check', () => {
    expect(sections.length).toBeGreaterThan(50);
  });

  it('every literal default matches the code path of its command', () => {
    const wrong: string[] = [];
    const unverified: string[] = [];
    for (const s of sections) {
      const where = `${s.file} --${s.flag}: documented \`${s.documented}\``;
      if (s.documented.includes('<')) {
        continue; // a pattern such as out.<extension>, not a value
      }
      if (ENV_VARIABLE.test(s.documented)) {
        const product = s.file.split('/')[1];
        const dist = path.join(PROJECT_ROOT, 'node_modules/@remotion', product, 'dist');
        const reads = fs
          .readdirSync(dist, {recursive: true})
          .some(
            (f) =>
              String(f).endsWith('.js') &&
              new RegExp(`env\\.${s.documented}\\b|'${s.documented}'`).test(
                fs.readFileSync(path.join(dist, String(f)), 'utf8'),
              ),
          );
        if (!reads) wrong.push(`${where}, but @remotion/${product} never reads the ${s.documented} variable`);
        continue;
      }
      const deeper = (APPLIED_DEEPER[s.flag] ?? []).find((d) => !d.pages || d.pages.test(s.file));
      const resolved = codeDefault(commandFiles(s.file), s.flag);
      if (resolved && resolved.value !== null && resolved.value !== undefined) {
        if (!sameDefault(s.documented, resolved.value)) {
          wrong.push(`${where}, the command uses ${JSON.stringify(resolved.value)} (${resolved.how})`);
        }
        continue;
      }
      if (deeper) {
        const match = deeper.pattern.exec(pkg(deeper.file));
        if (!match) {
          wrong.push(
            `${where}: ${deeper.file} no longer matches ${deeper.pattern}; find where the default is applied now`,
          );
        } else if (match[1] !== s.documented) {
          wrong.push(`${where}, ${deeper.file} applies ${match[1]}`);
        }
        continue;
      }
      unverified.push(`${where}: no code path found; add where it is applied to APPLIED_DEEPER`);
    }
    expect([...wrong, ...unverified]).toEqual([]);
  });
});

describe('the resolver reads the command line the way the CLI parses it', () => {
  it('sees the preset overwrite: true of the CLI parser on local and Lambda renders', () => {
    expect(codeDefault(commandFiles('docs/cli/render.mdx'), 'overwrite')?.value).toBe(true);
    expect(codeDefault(commandFiles('docs/lambda/cli/render.mdx'), 'overwrite')?.value).toBe(true);
  });
  it('reads ?? fallbacks for value flags, and false for absent boolean flags', () => {
    expect(codeDefault(commandFiles('docs/lambda/cli/functions/deploy.mdx'), 'memory')?.value).toBe(2048);
    expect(emptyCommandLine('parsedLambdaCli')['force-path-style']).toBe(false);
    expect(emptyCommandLine('parsedCli').muted).toBeNull();
  });
});

type OptionWithSsrName = {
  ssrName: string | null;
  getValue: (input: {commandLine: Record<string, unknown>}) => {value: unknown};
};

describe('renderer option defaults on the Node.js API pages are the options’ own defaults', () => {
  const {BrowserSafeApis} = require('@remotion/renderer/client') as {
    BrowserSafeApis: {options: Record<string, OptionWithSsrName>};
  };
  const bySsrName = new Map(
    Object.values(BrowserSafeApis.options)
      .filter((o) => o.ssrName)
      .map((o) => [o.ssrName as string, o]),
  );
  const apiPages = listMarkdownFiles(['docs/renderer', 'docs/lambda', 'docs/cloudrun']);

  it('each `### `option`` section states the default the option applies', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const file of apiPages) {
      const lines = readMarkdown(file).body.split('\n');
      lines.forEach((line, i) => {
        const option = bySsrName.get(/^### `(\w+)`/.exec(line)?.[1] ?? '');
        if (!option) return;
        for (let j = i + 1; j < lines.length && !/^#{2,3} /.test(lines[j]); j++) {
          const stated = /\bdefault:?\s*`([^`]+)`/i.exec(lines[j])?.[1].replace(/^'(.*)'$/, '$1');
          if (stated === undefined) continue;
          let value: unknown;
          try {
            value = option.getValue({commandLine: {}}).value;
          } catch {
            return; // the option's default depends on another option (e.g. the codec)
          }
          // `null` on a page means "not set"; options without a value of their own have nothing to compare.
          if (stated === 'null' || value === null || value === undefined) return;
          checked.push(`${file} ${option.ssrName}`);
          if (String(value) !== stated && JSON.stringify(value) !== stated) {
            wrong.push(
              `${file}:${j + 1} ${option.ssrName}: page says \`${stated}\`, the option's default is ${JSON.stringify(value)}`,
            );
          }
          return;
        }
      });
    }
    expect(checked.length).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});
