/**
 * Executed claims of a second read of the troubleshooting pages (broken-fast-refresh, browser-launch,
 * no-frame-found-at-position, timed-out-page-function, stuck-render, delay-render-proxy,
 * loading-root-component, sigkill): the installed packages run in Node.js child processes, the
 * compositor and FFmpeg that ship with Remotion extract and encode real frames, and a small project
 * is bundled and rendered in Chrome Headless Shell (/usr/bin/chromium-headless-shell).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {fixture, installedFile, lastJson, pageSays, runNode} from './lib';

/**
 * runNode() without blocking the test worker: the renders below take about a minute and a half, longer
 * than vitest waits for a worker that does not answer.
 */
async function runNodeAsync(code: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/claims-'));
  const file = path.join(dir, 'script.cjs');
  fs.writeFileSync(file, code);
  try {
    const {stdout} = await promisify(execFile)(process.execPath, [file], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * Loads the Studio's hot-update client in Node.js with a fake EventSource, window and webpack HMR API.
 * The steps end with process.exit(): the client's reconnect timer would keep the process alive for 20 s.
 */
const hmrClientScript = (steps: string) => `const path = require('path');
const logs = [];
let source;
globalThis.window = {
  remotion_isStudio: true,
  location: {reload: () => logs.push(['reload'])},
  EventSource: class { constructor() { source = this; } close() {} },
};
for (const k of ['log', 'warn', 'error']) console[k] = (...a) => logs.push([k, a.join(' ')]);
let status = 'idle';
let pending = null;
globalThis.__webpack_hash__ = 'h1';
// webpack 5: check(false) resolves to the ids of the modules in the update; apply() with
// ignoreUnaccepted reports an unaccepted chain to onUnaccepted and leaves those modules out of its result.
globalThis.__webpack_module__ = {hot: {
  status: () => status,
  check: async () => { status = 'ready'; return pending.updated; },
  apply: async (options) => {
    if (pending.chain) options.onUnaccepted({type: 'unaccepted', chain: pending.chain, moduleId: pending.updated[0]});
    status = 'idle';
    globalThis.__webpack_hash__ = pending.hash;
    return pending.renewed;
  },
}};
const studioDist = path.dirname(require.resolve('@remotion/studio'));
const {enableHotMiddleware} = require(path.join(studioDist, 'hot-middleware-client/client.js'));
enableHotMiddleware();
const send = (o) => source.onmessage({data: JSON.stringify(o)});
const flush = () => new Promise((r) => setTimeout(r, 50));
(async () => {
${steps}
})();
`;

describe('the Studio hot-update client (Fast Refresh)', () => {
  it('prints nothing for a building message and "[Fast refresh] ./src/Intro.tsx fast refreshed." for a refreshed module', () => {
    const out = runNode(
      'cjs',
      hmrClientScript(`
  send({action: 'building'});
  await flush();
  const afterBuilding = logs.splice(0);
  pending = {hash: 'h2', updated: ['./src/Intro.tsx'], renewed: ['./src/Intro.tsx']};
  send({action: 'built', hash: 'h2', errors: [], warnings: [], modules: {'./src/Intro.tsx': './src/Intro.tsx'}});
  await flush();
  process.stdout.write(JSON.stringify({afterBuilding, afterBuilt: logs}) + '\\n');
  process.exit(0);`),
    );
    const {afterBuilding, afterBuilt} = lastJson<{afterBuilding: string[][]; afterBuilt: string[][]}>(out);
    expect(afterBuilding).toEqual([]);
    expect(afterBuilt).toEqual([['log', '[Fast refresh] ./src/Intro.tsx fast refreshed.']]);
    expect(installedFile('@remotion/studio/dist/hot-middleware-client/client.js')).toContain(
      "console.log('[Fast Refresh] Building');",
    );
    expect(pageSays('troubleshooting/broken-fast-refresh')).toContain(
      'A working update prints one line per refreshed module, such as `[Fast refresh] ./src/Intro.tsx fast refreshed.`',
    );
  });

  it('after "Ignored an update to unaccepted module ./src/index.ts" logs "[Fast refresh] Reloading page" and reloads the page', () => {
    const out = runNode(
      'cjs',
      hmrClientScript(`
  pending = {hash: 'h2', updated: ['./src/index.ts'], renewed: [], chain: ['./src/index.ts']};
  send({action: 'built', hash: 'h2', errors: [], warnings: [], modules: {'./src/index.ts': './src/index.ts'}});
  await flush();
  process.stdout.write(JSON.stringify(logs) + '\\n');
  process.exit(0);`),
    );
    const logs = lastJson<string[][]>(out);
    expect(logs[0]).toEqual(['warn', 'Ignored an update to unaccepted module ./src/index.ts']);
    expect(logs[1][1]).toMatch(
      /^\[Fast refresh\] The following modules couldn't be hot updated: \(Full reload needed\)/,
    );
    expect(logs.slice(2)).toEqual([
      ['warn', '[Fast refresh]  - ./src/index.ts'],
      ['warn', '[Fast refresh] Reloading page'],
      ['reload'],
    ]);
    const page = pageSays('troubleshooting/broken-fast-refresh');
    expect(page).toContain("`[Fast refresh] The following modules couldn't be hot updated: (Full reload needed)`");
    expect(page).toContain('`[Fast refresh] Reloading page`, and reloads the page');
    expect(page).toContain('Edits to the entry point always reload the whole page.');
  });
});

describe('a browserExecutable that does not exist', () => {
  it('openBrowser() rejects with ""browserExecutable" was specified as \'…\' but the path doesn\'t exist." and logs no warning', () => {
    const out = runNode(
      'cjs',
      `const warnings = [];
console.warn = (...a) => warnings.push(a.join(' '));
const {openBrowser} = require('@remotion/renderer');
openBrowser('chrome', {browserExecutable: '/nonexistent/chrome', logLevel: 'info'})
  .then(() => console.log(JSON.stringify({opened: true})))
  .catch((e) => console.log(JSON.stringify({message: e.message, warnings})));
`,
    );
    const {message, warnings} = lastJson<{message: string; warnings: string[]}>(out);
    expect(message).toBe(
      '"browserExecutable" was specified as \'/nonexistent/chrome\' but the path doesn\'t exist. Pass "null" for "browserExecutable" to download a browser automatically.',
    );
    expect(warnings).toEqual([]);
    expect(pageSays('troubleshooting/browser-launch')).toContain(
      "with `\"browserExecutable\" was specified as '…' but the path doesn't exist.`",
    );
  });
});

/** A long-running compositor of @remotion/renderer, as the <OffthreadVideo> server starts it. */
const compositorPrelude = `const path = require('path');
const {execFileSync} = require('child_process');
const rendererDist = path.dirname(require.resolve('@remotion/renderer'));
const {startLongRunningCompositor} = require(path.join(rendererDist, 'compositor/compositor.js'));
const compositor = startLongRunningCompositor({maximumFrameCacheItemsInBytes: null, logLevel: 'error', indent: false, binariesDirectory: null, extraThreads: 1});
const extract = (src, time) => compositor.executeCommand('ExtractFrame', {src, original_src: src, time, transparent: false, tone_mapped: true});
`;

describe("Remotion's compositor (ExtractFrame)", () => {
  it('returns the last frame, not an error, for a time after the end of the video', () => {
    const out = runNode(
      'cjs',
      `${compositorPrelude}
const fs = require('fs');
const os = require('os');
const zlib = require('zlib');
// 20 PNG frames of 64x48 px, each a different grey, encoded at 10 fps with the FFmpeg that ships with Remotion.
const png = (w, h, v) => {
  const chunk = (type, data) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const crc = Buffer.alloc(4); crc.writeUInt32BE(zlib.crc32(td)); return Buffer.concat([len, td, crc]); };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
  const rows = Buffer.alloc((w * 3 + 1) * h, v); for (let y = 0; y < h; y++) rows[y * (w * 3 + 1)] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-r-frames-'));
for (let i = 0; i < 20; i++) fs.writeFileSync(path.join(dir, 'f' + String(i).padStart(2, '0') + '.png'), png(64, 48, i * 12));
const ffDir = path.dirname(require.resolve('@remotion/compositor-linux-x64-gnu/package.json'));
const video = path.join(dir, 'steps.mp4');
execFileSync(path.join(ffDir, 'ffmpeg'), ['-v', 'error', '-framerate', '10', '-i', path.join(dir, 'f%02d.png'), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', video], {env: {LD_LIBRARY_PATH: ffDir}});
(async () => {
  const first = await extract(video, 0);
  const last = await extract(video, 1.9);
  const afterEnd = await extract(video, 100);
  await compositor.finishCommands();
  await compositor.waitForDone();
  fs.rmSync(dir, {recursive: true, force: true});
  console.log(JSON.stringify({afterEndIsLast: Buffer.compare(afterEnd, last) === 0, afterEndIsFirst: Buffer.compare(afterEnd, first) === 0}));
})();
`,
    );
    expect(lastJson(out)).toEqual({afterEndIsLast: true, afterEndIsFirst: false});
    expect(pageSays('troubleshooting/no-frame-found-at-position')).toContain(
      'A time after the end of the video is not such a case: there the compositor returns the last frame.',
    );
  });

  it('rejects with "Compositor error: …", which <OffthreadVideo> keeps when it strips the leading "Error: " of the stack', () => {
    const audioOnly = fixture('psrm-loud-quiet-loud.mp4');
    const out = runNode(
      'cjs',
      `${compositorPrelude}
(async () => {
  let stack = null;
  try { await extract(${JSON.stringify(audioOnly)}, 0); } catch (e) { stack = e.stack; }
  await compositor.finishCommands();
  await compositor.waitForDone();
  // The <OffthreadVideo> server answers with JSON.stringify({error: err.stack}); the component throws
  // new Error(json.error.replace(/^Error: /, '')).
  console.log(JSON.stringify({thrown: new Error(stack.replace(/^Error: /, '')).message.split('\\n')[0]}));
})();
`,
    );
    expect(lastJson<{thrown: string}>(out).thrown).toBe(
      `Compositor error: No video stream found in input file ${audioOnly}. Is this a video file?`,
    );
    expect(installedFile('@remotion/renderer/dist/offthread-video-server.js')).toContain(
      'response.write(JSON.stringify({ error: err.stack }));',
    );
    expect(installedFile('remotion/dist/cjs/video/OffthreadVideoForRendering.js')).toContain(
      "const cleanedUpErrorMessage = json.error.replace(/^Error: /, '');",
    );
    expect(pageSays('troubleshooting/no-frame-found-at-position')).toContain(
      'which Remotion prefixes with `Compositor error: ` and which reads like this: ```text Compositor error: No frame found at position',
    );
  });
});

describe('an FFmpeg that renderMedia() encodes with in parallel, killed with SIGKILL', () => {
  it('counts as quit-successfully, for which renderMedia() throws "FFmpeg already quit while trying to pipe frame"', () => {
    const out = runNode(
      'cjs',
      `const path = require('path');
const os = require('os');
const rendererDist = path.dirname(require.resolve('@remotion/renderer'));
const {prespawnFfmpeg} = require(path.join(rendererDist, 'prespawn-ffmpeg.js'));
const preStitcher = prespawnFfmpeg({width: 64, height: 48, fps: 30, outputLocation: path.join(os.tmpdir(), 'r2-r-prestitch-' + process.pid + '.mp4'), pixelFormat: undefined, codec: 'h264', proResProfile: undefined, crf: null, onProgress: () => {}, logLevel: 'error', imageFormat: 'jpeg', signal: () => {}, ffmpegOverride: ({args}) => args, videoBitrate: null, encodingMaxRate: null, encodingBufferSize: null, indent: false, x264Preset: null, colorSpace: null, binariesDirectory: null, hardwareAcceleration: 'disable'});
(async () => {
  await new Promise((r) => setTimeout(r, 300));
  preStitcher.task.kill('SIGKILL');
  let signal = null;
  try { await preStitcher.task; } catch (e) { signal = e.signal; }
  console.log(JSON.stringify({signal, status: preStitcher.getExitStatus().type}));
})();
`,
    );
    expect(lastJson(out)).toEqual({signal: 'SIGKILL', status: 'quit-successfully'});
    const renderMedia = installedFile('@remotion/renderer/dist/render-media.js');
    expect(renderMedia).toContain(
      "if ((exitStatus === null || exitStatus === void 0 ? void 0 : exitStatus.type) === 'quit-successfully') {",
    );
    expect(renderMedia).toContain('throw new Error(`FFmpeg already quit while trying to pipe frame ${frame} to it.');
    expect(installedFile('@remotion/renderer/dist/can-use-parallel-encoding.js')).toContain(
      "return codec === 'h264' || codec === 'h264-mkv' || codec === 'h265';",
    );
    expect(pageSays('troubleshooting/sigkill')).toContain(
      'a killed FFmpeg counts as having quit normally, and the render stops with `FFmpeg already quit while trying to pipe frame <n> to it.`',
    );
  });
});

/** The project that the render tests bundle: what each composition or entry mode does is in its name. */
const projectFiles: Record<string, string> = {
  'package.json': '{"name": "r2-r-fixture", "private": true}',
  'src/index.ts': `import {getInputProps, registerRoot} from 'remotion';
import {RemotionRoot} from './Root';

const {mode, busyMs} = getInputProps() as {mode?: string; busyMs?: number};
if (mode === 'throw') {
  (window as unknown as {doesNotExist: {call: () => void}}).doesNotExist.call();
}
if (mode === 'busy') {
  const start = Date.now();
  while (Date.now() - start < (busyMs ?? 0)) {}
}
registerRoot(RemotionRoot);
`,
  'src/Root.tsx': `import React from 'react';
import {Composition, delayRender, useCurrentFrame} from 'remotion';

const Blocks: React.FC = () => {
  const frame = useCurrentFrame();
  if (frame === 3) {
    const start = Date.now();
    while (Date.now() - start < 1e9) {}
  }
  return <div>{frame}</div>;
};

const OpenHandle: React.FC<{timeout: number | null}> = ({timeout}) => {
  const frame = useCurrentFrame();
  React.useMemo(
    () => (frame === 2 ? delayRender('open handle', timeout === null ? undefined : {timeoutInMilliseconds: timeout}) : null),
    [frame, timeout],
  );
  return <div>{frame}</div>;
};

export const RemotionRoot: React.FC = () => (
  <>
    <Composition id="Blocks" component={Blocks} durationInFrames={6} fps={30} width={64} height={48} />
    <Composition id="OpenHandle" component={OpenHandle} defaultProps={{timeout: null as number | null}} durationInFrames={6} fps={30} width={64} height={48} />
  </>
);
`,
};

type Outcome = {error: string | null; ms: number; warnings: string[]; cleared: string[]};

describe('renders in Chrome Headless Shell with a 7000 ms render timeout', () => {
  let results: Record<string, Outcome> = {};

  beforeAll(async () => {
    const browser = '/usr/bin/chromium-headless-shell';
    if (!fs.existsSync(browser)) {
      throw new Error(`${browser} is missing: install Debian's chromium-headless-shell (the test command does so)`);
    }
    const out = await runNodeAsync(
      `const fs = require('fs');
const os = require('os');
const path = require('path');
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-r-project-'));
const files = ${JSON.stringify(projectFiles)};
for (const [name, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(project, name)), {recursive: true});
  fs.writeFileSync(path.join(project, name), content);
}
fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(project, 'node_modules'));
const warnings = [];
console.warn = (...a) => warnings.push(a.map(String).join(' '));
const {bundle} = require('@remotion/bundler');
const {renderFrames, selectComposition} = require('@remotion/renderer');
const browserExecutable = ${JSON.stringify(browser)};
const timeoutInMilliseconds = 7000;
const run = async (fn) => {
  warnings.length = 0;
  const cleared = [];
  const onBrowserLog = (log) => { if (log.text.includes('handle was cleared after')) cleared.push(log.text); };
  const start = Date.now();
  let error = null;
  try { await fn(onBrowserLog); } catch (e) { error = e.message; }
  return {error, ms: Date.now() - start, warnings: [...warnings], cleared};
};
const select = (id, inputProps, logLevel = 'error') => (onBrowserLog) =>
  selectComposition({serveUrl, id, inputProps, browserExecutable, timeoutInMilliseconds, logLevel, onBrowserLog});
const frames = (id, inputProps, lastFrame) => async (onBrowserLog) => {
  const composition = await selectComposition({serveUrl, id, inputProps, browserExecutable, timeoutInMilliseconds, logLevel: 'error'});
  await renderFrames({serveUrl, composition, inputProps, browserExecutable, timeoutInMilliseconds, logLevel: 'warn', onBrowserLog,
    concurrency: 1, frameRange: [0, lastFrame], outputDir: path.join(project, 'out'), imageFormat: 'jpeg', onStart: () => {}, onFrameUpdate: () => {}});
};
let serveUrl;
(async () => {
  serveUrl = await bundle({entryPoint: path.join(project, 'src/index.ts'), rootDir: project, enableCaching: false});
  const results = {};
  results.entryThrows = await run(select('Blocks', {mode: 'throw'}));
  results.entryBusy3s = await run(select('Blocks', {mode: 'busy', busyMs: 3000}, 'verbose'));
  results.entryBusy9s = await run(select('Blocks', {mode: 'busy', busyMs: 9000}));
  results.blockedAtFrame3 = await run(frames('Blocks', {}, 3));
  results.defaultHandle = await run(frames('OpenHandle', {timeout: null}, 2));
  results.handle11000 = await run(frames('OpenHandle', {timeout: 11000}, 2));
  results.handle60000 = await run(frames('OpenHandle', {timeout: 60000}, 2));
  fs.rmSync(project, {recursive: true, force: true});
  fs.rmSync(serveUrl, {recursive: true, force: true});
  process.stdout.write(JSON.stringify(results) + '\\n');
  process.exit(0);
})();
`,
    );
    results = lastJson<Record<string, Outcome>>(out);
  }, 400_000);

  it('an exception before registerRoot() fails selectComposition() at once with its own message, not the "Loading root component" timeout', () => {
    const {error, ms} = results.entryThrows;
    expect(error).toBe("Cannot read properties of undefined (reading 'call')");
    expect(ms).toBeLessThan(5000);
    expect(pageSays('troubleshooting/loading-root-component')).toContain(
      "does not lead to this timeout: the render fails right away with that exception's message.",
    );
  });

  it('3 s of work in the entry point before registerRoot() leaves the "Loading root component" handle cleared after less than 1 s; 9 s fail with "Timed out after 7000 while setting up the headless browser."', () => {
    expect(results.entryBusy3s.error).toBe(null);
    const line = results.entryBusy3s.cleared.find((l) => l.includes('"Loading root component - See'));
    expect(line).toBeDefined();
    expect(Number(/handle was cleared after (\d+)ms/.exec(line ?? '')?.[1])).toBeLessThan(1000);
    expect(results.entryBusy9s.error).toMatch(/^Timed out after 7000 while setting up the headless browser\./);
    const page = pageSays('troubleshooting/loading-root-component');
    expect(page).toContain('The handle is created only after your entry point and everything it imports have run');
    expect(page).toContain('with `Timed out after … while setting up the headless browser.`');
  });

  it('a component that blocks the tab at frame 3 fails with "waiting for the page to render the React component at frame 3 failed: timeout 10000ms exceeded" after a warning with "Timed out evaluating page function"', () => {
    const {error, warnings} = results.blockedAtFrame3;
    expect(error).toBe(
      'waiting for the page to render the React component at frame 3 failed: timeout 10000ms exceeded',
    );
    expect(
      warnings.some(
        (w) =>
          w.includes('Tried to get delayRender() handles for timeout, but could not do so because of') &&
          w.includes('Error: Timed out evaluating page function "() => {'),
      ),
    ).toBe(true);
    expect(pageSays('troubleshooting/timed-out-page-function')).toContain(
      '`waiting for the page to render the React component at frame <n> failed: timeout 33000ms exceeded`, and `Timed out evaluating page function` appears only in the warning before it: `Tried to get delayRender() handles for timeout, but could not do so because of Error: Timed out evaluating page function "() => {…"`',
    );
    expect(pageSays('troubleshooting/stuck-render')).toContain(
      'fails with `waiting for the page to render the React component at frame <n> failed: timeout 33000ms exceeded`, after a warning that mentions',
    );
  });

  it('a handle with the default timeout fails with its own message, which ends after "for help." without "The delayRender was called:"', () => {
    expect(results.defaultHandle.error).toBe(
      'A delayRender() "open handle" was called but not cleared after 5000ms. See https://remotion.dev/docs/timeout for help. ',
    );
    expect(installedFile('@remotion/cli/dist/code-frame.js')).toContain("'🕧 The delayRender() call is located at:'");
    expect(pageSays('troubleshooting/delay-render-proxy')).toContain(
      'Where `delayRender()` was called is not part of the message: the CLI prints it below, after `🕧 The delayRender() call is located at:`.',
    );
  });

  it('only a handle whose own timeout is more than 5 s longer than the render\'s (60000, not 11000) is listed in "Open delayRender() handles:"', () => {
    expect(results.handle11000.error).toBe(
      'A delayRender() "open handle" was called but not cleared after 9000ms. See https://remotion.dev/docs/timeout for help. ',
    );
    expect(results.handle60000.error).toBe(
      'Timeout (7000ms) exceeded rendering the component at frame 2. Open delayRender() handles: "1. open handle". You can increase the timeout using the "timeoutInMilliseconds" / "--timeout" option of the function or command you used to trigger this render.',
    );
    expect(pageSays('troubleshooting/stuck-render')).toContain(
      "Only handles whose own timeout is more than 5 seconds longer than the render's show up there",
    );
  });
});
