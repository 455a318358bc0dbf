/**
 * Executed claims of a second read of the CLI reference pages (cli/cli, cli/still and the other
 * command pages): the installed @remotion/cli runs in a child process or its parser and option
 * code runs in Node.js; nothing is bundled and no browser is started.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {installedFile, lastJson, pageSays, requireInstalled, runNode, quietDownloadProgress} from './lib';

const CLI = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/remotion-cli.js');

describe('npx remotion --config', () => {
  it('a relative --config path is checked against process.cwd() but loaded from remotionRoot, so it fails from a subfolder while an absolute path works', () => {
    // get-config-file-name.js tests path.resolve(process.cwd(), config); load-config.js then
    // builds path.resolve(remotionRoot, config).
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r3e-config-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{"name":"r3e-config","private":true}');
      fs.writeFileSync(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"strict":true}}');
      fs.writeFileSync(
        path.join(root, 'remotion.config.ts'),
        "import {Config} from '@remotion/cli/config';\nConfig.setConcurrency(1);\n",
      );
      const sub = path.join(root, 'src');
      fs.mkdirSync(sub);
      const run = (cwd: string, config: string) =>
        spawnSync(process.execPath, [CLI, 'help', `--config=${config}`], {cwd, encoding: 'utf8'});

      const fromRoot = run(root, 'remotion.config.ts');
      expect(fromRoot.status).toBe(0);
      expect(fromRoot.stdout).toContain('@remotion/cli 4.0.278');

      const relativeFromSub = run(sub, '../remotion.config.ts');
      expect(relativeFromSub.status).toBe(1);
      expect(relativeFromSub.stderr).toContain(
        `Could not resolve "${path.join(path.dirname(root), 'remotion.config.ts')}"`,
      );

      const absoluteFromSub = run(sub, path.join(root, 'remotion.config.ts'));
      expect(absoluteFromSub.status).toBe(0);
      expect(absoluteFromSub.stdout).toContain('@remotion/cli 4.0.278');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(pageSays('cli/cli')).toContain(
      'Remotion checks that it exists relative to the current working directory but loads it relative to the project root',
    );
  });
});

describe('npx remotion still --frame', () => {
  it('--frame=-1 passes the frame checks and becomes frame durationInFrames + 1 (151 of 150, 2 of a one-frame still)', () => {
    const out = runNode(
      'cjs',
      `
process.argv = [process.argv[0], 'remotion', 'still', '--frame=-1'];
const path = require('node:path');
const dist = path.join(${JSON.stringify(PROJECT_ROOT)}, 'node_modules/@remotion/cli/dist');
const {parseCommandLine} = require(path.join(dist, 'parse-command-line.js'));
const {ConfigInternals} = require('@remotion/cli/config');
const {NoReactInternals} = require('remotion/no-react');
const {RenderInternals} = require('@remotion/renderer');
parseCommandLine();
const frame = ConfigInternals.getStillFrame();
const result = {frame};
for (const durationInFrames of [150, 1]) {
  // renderStill() runs validateFrame(), then convertToPositiveFrameIndex(): durationInFrames - frame
  NoReactInternals.validateFrame({frame, durationInFrames, allowFloats: false});
  result[durationInFrames] = RenderInternals.convertToPositiveFrameIndex({frame, durationInFrames});
}
console.log(JSON.stringify(result));
`,
    );
    expect(lastJson(out)).toEqual({frame: -1, 150: 151, 1: 2});
    expect(pageSays('cli/still')).toContain('`--frame=-1` renders frame `durationInFrames + 1`, past the last frame');
  });
});

describe('npx remotion versions', () => {
  it('in a project holding only @remotion/cli and its dependencies, lists @remotion/streaming, @remotion/media-parser and @remotion/zod-types too, and exits 0', () => {
    // The packages npm installs with @remotion/cli: its remotion/@remotion dependencies, recursively,
    // as far as they are installed here (of the compositor packages only the one for this platform).
    const installed = (name: string) => {
      try {
        return requireInstalled(`${name}/package.json`) as {
          dependencies?: Record<string, string>;
          optionalDependencies?: Record<string, string>;
        };
      } catch {
        return null;
      }
    };
    const closure = new Set<string>();
    const queue = ['@remotion/cli'];
    while (queue.length > 0) {
      const name = queue.shift() as string;
      const pkg = closure.has(name) ? null : installed(name);
      if (!pkg) continue;
      closure.add(name);
      for (const dep of Object.keys({...pkg.dependencies, ...pkg.optionalDependencies})) {
        if (dep === 'remotion' || dep.startsWith('@remotion/')) queue.push(dep);
      }
    }
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r3e-versions-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{"name":"r3e-versions","private":true}');
      fs.mkdirSync(path.join(root, 'node_modules/@remotion'), {recursive: true});
      for (const name of closure) {
        fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules', name), path.join(root, 'node_modules', name), 'dir');
      }
      const result = spawnSync(process.execPath, [CLI, 'versions'], {cwd: root, encoding: 'utf8'});
      expect(result.status).toBe(0);
      const listed = result.stdout
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.slice(2));
      // versions.js prints the packages in the order of listOfRemotionPackages.
      expect(listed).toEqual(
        expect.arrayContaining(['@remotion/streaming', '@remotion/media-parser', '@remotion/zod-types']),
      );
      expect(listed).toHaveLength(closure.size);
      expect(result.stdout).toContain('✅ Great! All packages have the same version.');
      expect(pageSays('cli/versions')).toContain(
        `On version: 4.0.278 ${listed.map((p) => `- ${p}`).join(' ')} ✅ Great!`,
      );
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(pageSays('cli/versions')).toContain(
      'such as the Studio packages, `@remotion/streaming`, `@remotion/media-parser`, `@remotion/zod-types` and the compositor binary package for your platform, appear as well',
    );
  });
});

describe('npx remotion gpu --quiet', () => {
  it('the browser download progress that gpu passes on still prints Getting Headless Shell lines with quiet: true in a non-interactive terminal, and verbose logging uses the same line output', () => {
    // gpu.js hands defaultBrowserDownloadProgress({quiet: quietFlagProvided()}) to the download;
    // shouldUseNonOverlayingLogger() is true when !process.stdout.isTTY (runNode pipes stdout).
    // In that case browser-download-bar.js logs `Getting ${productName} - …` lines instead of updating a bar.
    const {output, verboseUsesLines} = quietDownloadProgress();
    expect(output).toMatch(/Getting Headless Shell - /);
    expect(output).toContain('Got Headless Shell');
    // At --log=verbose the same line-by-line output is used, also in an interactive terminal.
    expect(verboseUsesLines).toBe(true);
    expect(pageSays('cli/gpu')).toContain(
      'the download progress is printed as separate `Getting Headless Shell` lines, which `--quiet` does not hide',
    );
  });
});

describe('--pixel-format / Config.setPixelFormat()', () => {
  it('yuva420p passes validateSelectedPixelFormatAndCodecCombination only for vp8 and vp9 and throws for every other codec', () => {
    const {validateSelectedPixelFormatAndCodecCombination: validate} = requireInstalled(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer/dist/pixel-format.js'),
    ) as {validateSelectedPixelFormatAndCodecCombination: (pixelFormat: string, codec: string) => void};
    const codecs = ['h264', 'h265', 'vp8', 'vp9', 'prores', 'gif', 'h264-mkv', 'h264-ts', 'mp3', 'aac', 'wav'];
    const accepted = codecs.filter((codec) => {
      try {
        validate('yuva420p', codec);
        return true;
      } catch (e) {
        expect((e as Error).message).toContain(
          `Pixel format was set to 'yuva420p' but codec ${codec} does not support it`,
        );
        return false;
      }
    });
    expect(accepted).toEqual(['vp8', 'vp9']);
    // The other alpha format is accepted with any codec.
    expect(() => validate('yuva444p10le', 'prores')).not.toThrow();
    expect(pageSays('cli/render')).toContain(
      '`yuva420p` works only with `vp8` and `vp9`; with any other codec the render fails.',
    );
    expect(pageSays('config')).toContain(
      '`yuva420p` works only with the `vp8` and `vp9` codecs; with any other codec the render fails.',
    );
  });
});

describe('remotion.config.ts working directory', () => {
  it('the config file runs with process.cwd() at the root, but the overrideWebpackConfig() function runs later in the directory the command started in', () => {
    // load-config.js does process.chdir(remotionRoot) around eval() and chdir(currentCwd) after;
    // the Studio's start-server.js calls BundlerInternals.webpackConfig({webpackOverride}) without a chdir.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r3e-cwd-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{"name":"r3e-cwd","private":true}');
      fs.writeFileSync(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"strict":true}}');
      fs.writeFileSync(
        path.join(root, 'remotion.config.ts'),
        [
          "import {Config} from '@remotion/cli/config';",
          'const topLevel = process.cwd();',
          'Config.overrideWebpackConfig((c) => ({...c, name: JSON.stringify({topLevel, inOverride: process.cwd()})}));',
        ].join('\n'),
      );
      const sub = path.join(root, 'src');
      fs.mkdirSync(sub);
      const out = runNode(
        'cjs',
        `
const {CliInternals} = require('@remotion/cli');
const {ConfigInternals} = require('@remotion/cli/config');
(async () => {
  process.chdir(${JSON.stringify(sub)});
  await CliInternals.loadConfig(${JSON.stringify(root)});
  const config = await ConfigInternals.getWebpackOverrideFn()({});
  console.log(config.name);
})();
`,
      );
      const realRoot = fs.realpathSync(root);
      expect(lastJson(out)).toEqual({topLevel: realRoot, inOverride: path.join(realRoot, 'src')});
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
    const startServer = fs.readFileSync(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/studio-server/dist/preview-server/start-server.js'),
      'utf8',
    );
    expect(startServer).toContain(
      'webpackOverride: options === null || options === void 0 ? void 0 : options.webpackOverride',
    );
    expect(startServer).not.toContain('chdir');
    expect(pageSays('config')).toContain(
      '`npx remotion studio` calls the `Config.overrideWebpackConfig()` function in the directory you started the command in',
    );
  });
});

describe('npx remotion render --concurrency', () => {
  it('on a 4-thread machine resolveConcurrency(8) throws "Maximum for --concurrency is 4" while 50% resolves to 2', () => {
    // getCpuCount() is Math.min(os.cpus().length, nproc); both are stubbed to 4 threads here.
    const out = runNode(
      'cjs',
      `
const os = require('node:os');
const cp = require('node:child_process');
const fourThreads = os.cpus().slice(0, 1);
os.cpus = () => [0, 1, 2, 3].map(() => fourThreads[0]);
const execSync = cp.execSync;
cp.execSync = (cmd, opts) => (cmd === 'nproc' ? Buffer.from('4\\n') : execSync(cmd, opts));
const {RenderInternals} = require('@remotion/renderer');
const result = {};
try {
  result.eight = RenderInternals.resolveConcurrency(8);
} catch (e) {
  result.eight = e.message;
}
result.half = RenderInternals.resolveConcurrency('50%');
console.log(JSON.stringify(result));
`,
    );
    expect(lastJson(out)).toEqual({
      eight: 'Maximum for --concurrency is 4 (number of cores on this system)',
      half: 2,
    });
    expect(pageSays('cli/render')).toContain(`--props='{"title":"Release notes"}' --concurrency=50%`);
    expect(pageSays('cli/render')).toContain('a fixed `--concurrency=8` fails on machines with fewer than 8 threads');
  });
});

describe('npx remotion benchmark --concurrencies', () => {
  it('--concurrencies=1,50%,4 is read as [1, 50, 4] without checks, and resolveConcurrency() (run inside each renderMedia() call) throws Maximum for --concurrency for 50', () => {
    // benchmark.js: getValidConcurrency() splits the flag and maps it with parseInt; the values are
    // passed on unchecked, and internalRenderMedia() calls resolveConcurrency() for each render.
    const source = installedFile('@remotion/cli/dist/benchmark.js');
    const fnSource = source.slice(source.indexOf('const getValidConcurrency'), source.indexOf('const runBenchmark'));
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {
      RenderInternals: {resolveConcurrency: (value: number | string | null) => number};
    };
    const getValidConcurrency = new Function('parsed_cli_1', 'renderer_1', `${fnSource}\nreturn getValidConcurrency;`)(
      {parsedCli: {concurrencies: '1,50%,4'}},
      {RenderInternals},
    ) as (cli: unknown) => number[];
    expect(getValidConcurrency(null)).toEqual([1, 50, 4]);
    expect(() => RenderInternals.resolveConcurrency(50)).toThrow('Maximum for --concurrency is');
    expect(installedFile('@remotion/renderer/dist/render-media.js')).toContain(
      'const resolvedConcurrency = (0, get_concurrency_1.resolveConcurrency)(concurrency);',
    );
    expect(pageSays('cli/benchmark')).toContain('a percentage is read as a plain number here (`50%` becomes `50`)');
  });
});

describe('paths the CLI resolves from the working directory', () => {
  it('output locations, --props files and --env-file are resolved with process.cwd(), not the project root', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r3e-paths-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{"name":"r3e-paths","private":true}');
      const sub = path.join(root, 'src');
      fs.mkdirSync(sub);
      fs.writeFileSync(path.join(sub, 'props.json'), '{"from":"src"}');
      fs.writeFileSync(path.join(sub, '.env.test'), 'FROM=src\n');
      const dist = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist');
      const out = runNode(
        'cjs',
        `
process.chdir(${JSON.stringify(sub)});
process.argv = [process.argv[0], 'remotion', 'still', '--props=props.json', '--env-file=.env.test'];
const path = require('node:path');
const dist = ${JSON.stringify(dist)};
const {getAndValidateAbsoluteOutputFile} = require(path.join(dist, 'get-cli-options.js'));
const {getInputProps} = require(path.join(dist, 'get-input-props.js'));
const {getEnvironmentVariables} = require(path.join(dist, 'get-env.js'));
console.log(JSON.stringify({
  output: getAndValidateAbsoluteOutputFile('out/still.png', true, 'error'),
  props: getInputProps(null, 'error'),
  env: getEnvironmentVariables(null, 'error', false).FROM,
}));
`,
      );
      const realSub = fs.realpathSync(sub);
      expect(lastJson(out)).toEqual({output: path.join(realSub, 'out/still.png'), props: {from: 'src'}, env: 'src'});
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(pageSays('cli/cli')).toContain(
      'but output paths, `--props` files and `--env-file` are resolved from the working directory',
    );
  });
});

describe('npx remotion ffmpeg / ffprobe and the shared flags', () => {
  it('--log and --config reach the binary as arguments (process.argv.slice(3)) and fail as unknown options, while --help still prints the overview', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r3e-ffmpeg-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{"name":"r3e-ffmpeg","private":true}');
      fs.writeFileSync(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"strict":true}}');
      fs.writeFileSync(path.join(root, 'remotion.config.ts'), "import {Config} from '@remotion/cli/config';\n");
      const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], {cwd: root, encoding: 'utf8'});
      const log = run('ffmpeg', '-hide_banner', '--log=verbose', '-version');
      expect(log.status).not.toBe(0);
      expect(log.stderr).toContain("Unrecognized option '-log=verbose'");
      const config = run('ffprobe', '-hide_banner', '--config=remotion.config.ts', '-version');
      expect(config.status).not.toBe(0);
      // FFprobe words it differently: "Failed to set value '-version' for option '-config=…': Option not found".
      expect(config.stderr).toContain("for option '-config=remotion.config.ts': Option not found");
      const help = run('ffmpeg', '--help');
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('@remotion/cli 4.0.278');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(pageSays('cli/cli')).toContain(
      'except `ffmpeg` and `ffprobe`, which hand `--config` and `--log` on to the binary, where they fail as unknown options',
    );
  });
});
