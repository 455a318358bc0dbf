/**
 * Executed claims of a second read of the audio data and renderer utility pages (use-audio-data,
 * visualize-audio, renderer/open-browser, renderer/ensure-browser, renderer/extract-audio): the
 * installed packages run in child Node.js processes, with the network, the browser process or the
 * platform replaced where the claim is about what Remotion does with them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {type AudioData, fixture, lastJson, requireInstalled, runNode} from './lib';

type VisualizeAudio = (options: {
  audioData: AudioData;
  frame: number;
  fps: number;
  numberOfSamples: number;
  optimizeFor?: 'accuracy' | 'speed';
  smoothing?: boolean;
}) => number[];

/** Runs a CommonJS script like runNode(), but also returns the exit code and stderr of a process that fails. */
const runFailingNode = (code: string) => {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/claims-'));
  const file = path.join(dir, 'script.cjs');
  fs.writeFileSync(file, code);
  try {
    const {status, stdout, stderr} = spawnSync(process.execPath, [file], {cwd: PROJECT_ROOT, encoding: 'utf8'});
    return {status, stdout, stderr};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
};

describe('useAudioData() while rendering', () => {
  it('the delayRender() handle of the hook fires after 28000 ms with the default render timeout of 30000 ms', () => {
    // A rendering page as the renderer prepares it (NODE_ENV production, remotion_puppeteerTimeout set),
    // with React's hooks reduced to what runs the hook's layout effect once.
    const out = runNode(
      'cjs',
      `process.on('unhandledRejection', () => {});
globalThis.window = {process: {env: {NODE_ENV: 'production'}}, remotion_puppeteerTimeout: 30000, remotion_attempt: 1};
const timers = [];
globalThis.setTimeout = (fn, ms) => { timers.push({fn, ms}); return timers.length; };
const React = require('react');
Object.assign(React, {useRef: (v) => ({current: v}), useEffect: () => {}, useState: (v) => [v, () => {}], useCallback: (fn) => fn, useLayoutEffect: (fn) => { fn(); }});
const {useAudioData} = require('@remotion/media-utils');
const result = useAudioData('https://example.com/beat.mp3');
setImmediate(() => {
  const fired = timers.map(({fn, ms}) => { try { fn(); } catch (e) { return ms + ' | ' + e.message.split(' The delayRender was called:')[0]; } return ms + ' | no error'; });
  console.log(JSON.stringify({result, fired}));
});
`,
    );
    expect(lastJson(out)).toEqual({
      result: null,
      fired: [
        '28000 | A delayRender() "Waiting for audio metadata with src="https://example.com/beat.mp3" to be loaded" was called but not cleared after 28000ms. See https://remotion.dev/docs/timeout for help.',
      ],
    });
  });
});

describe('visualizeAudio() optimizeFor', () => {
  it("'speed' returns the same values as 'accuracy', apart from floating-point rounding", () => {
    const {visualizeAudio} = requireInstalled('@remotion/media-utils') as {visualizeAudio: VisualizeAudio};
    const sampleRate = 48000;
    const samples = new Float32Array(sampleRate * 2);
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < samples.length; i++) {
      samples[i] = (random() * 2 - 1) * 0.5 + 0.3 * Math.sin((2 * Math.PI * 110 * i) / sampleRate);
    }
    const audioData: AudioData = {
      channelWaveforms: [samples],
      sampleRate,
      durationInSeconds: 2,
      numberOfChannels: 1,
      resultId: 'r2-h-noise',
      isRemote: false,
    };
    let largestDifference = 0;
    let largestValue = 0;
    for (const numberOfSamples of [16, 64, 256]) {
      for (const frame of [0, 7, 31, 50]) {
        for (const smoothing of [true, false]) {
          const accurate = visualizeAudio({audioData, frame, fps: 30, numberOfSamples, smoothing});
          const fast = visualizeAudio({audioData, frame, fps: 30, numberOfSamples, smoothing, optimizeFor: 'speed'});
          expect(fast).toHaveLength(numberOfSamples);
          accurate.forEach((value, i) => {
            largestDifference = Math.max(largestDifference, Math.abs(value - fast[i]));
            largestValue = Math.max(largestValue, value);
          });
        }
      }
    }
    expect(largestValue).toBeGreaterThan(0.1);
    expect(largestDifference).toBeLessThan(1e-12);
  });
});

describe('openBrowser() chromiumOptions.userAgent', () => {
  it('the user agent reaches Chrome as --user-agent="MyAgent/1.0", quotes included, without a shell', () => {
    // The browser process is replaced: the script records what Remotion would start Chrome with.
    const out = runNode(
      'cjs',
      `const childProcess = require('node:child_process');
const fs = require('node:fs');
let launch = null;
childProcess.spawn = (file, args, options) => { launch = {args, shell: options.shell ?? null}; throw new Error('not launched'); };
const {openBrowser} = require('@remotion/renderer');
openBrowser('chrome', {browserExecutable: process.execPath, chromiumOptions: {userAgent: 'MyAgent/1.0'}, logLevel: 'error'})
  .catch(() => {})
  .then(() => {
    const dir = launch.args.find((a) => a.startsWith('--user-data-dir=')).slice('--user-data-dir='.length);
    fs.rmSync(dir, {recursive: true, force: true});
    console.log(JSON.stringify({userAgent: launch.args.filter((a) => a.startsWith('--user-agent')), shell: launch.shell}));
  });
`,
    );
    expect(lastJson(out)).toEqual({userAgent: ['--user-agent="MyAgent/1.0"'], shell: null});
  });
});

describe('ensureBrowser() downloads', () => {
  /** A script that runs in an empty project folder (so nothing is downloaded into this one) and removes it on exit. */
  const inEmptyProject = (setup: string, body: string) => `const os = require('node:os');
const fs = require('node:fs');
const path = require('node:path');
${setup}
const {ensureBrowser} = require(${JSON.stringify(path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer'))});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-h-browser-'));
fs.writeFileSync(path.join(tmp, 'package.json'), '{}');
process.chdir(tmp);
process.on('exit', () => fs.rmSync(tmp, {recursive: true, force: true}));
${body}
`;

  it('without internet access, the failed download exits the Node.js process before the catch block runs', () => {
    // Every HTTPS request fails the way it does without a network connection.
    const {status, stdout, stderr} = runFailingNode(
      inEmptyProject(
        `const https = require('node:https');
const {EventEmitter} = require('node:events');
https.get = () => {
  const request = new EventEmitter();
  process.nextTick(() => request.emit('error', Object.assign(new Error('getaddrinfo ENOTFOUND storage.googleapis.com'), {code: 'ENOTFOUND'})));
  return request;
};`,
        `(async () => {
  try {
    await ensureBrowser({onBrowserDownload: () => ({version: null, onProgress: () => {}})});
    console.log('resolved');
  } catch (err) {
    console.log('catch: ' + err.message);
  }
})();`,
      ),
    );
    expect(status).toBe(1);
    expect(stderr).toContain('Error: getaddrinfo ENOTFOUND storage.googleapis.com');
    expect(stdout).not.toContain('catch');
    expect(stdout).not.toContain('resolved');
  });

  it('on Linux arm64, null downloads Playwright build 1155 and a version string is used as a Playwright build number', () => {
    // The platform is reported as Linux arm64 and the download is stopped at its URL.
    const urlFor = (version: string | null, chromeMode: string) =>
      lastJson<string[]>(
        runNode(
          'cjs',
          inEmptyProject(
            `os.arch = () => 'arm64';
os.platform = () => 'linux';
process.on('unhandledRejection', () => {});
const download = require(${JSON.stringify(path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer/dist/assets/download-file.js'))});
const urls = [];
download.downloadFile = async ({url}) => { urls.push(url); throw new Error('stopped'); };`,
            `ensureBrowser({chromeMode: ${JSON.stringify(chromeMode)}, onBrowserDownload: () => ({version: ${JSON.stringify(version)}, onProgress: () => {}})})
  .catch(() => {})
  .then(() => console.log(JSON.stringify(urls)));`,
          ),
        ),
      );
    expect(urlFor(null, 'headless-shell')).toEqual([
      'https://playwright.azureedge.net/builds/chromium/1155/chromium-headless-shell-linux-arm64.zip',
    ]);
    expect(urlFor(null, 'chrome-for-testing')).toEqual([
      'https://playwright.azureedge.net/builds/chromium/1155/chromium-headless-shell-linux-arm64.zip',
    ]);
    expect(urlFor('133.0.6943.0', 'headless-shell')).toEqual([
      'https://playwright.azureedge.net/builds/chromium/133.0.6943.0/chromium-headless-shell-linux-arm64.zip',
    ]);
  });
});

describe('extractAudio() with a mismatched extension', () => {
  it('.wav for AAC audio succeeds with the AAC stream inside; .mp3 rejects and leaves an empty file, as does a video without audio', async () => {
    const {extractAudio} = requireInstalled('@remotion/renderer') as {
      extractAudio: (options: {videoSource: string; audioOutput: string}) => Promise<void>;
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-h-extract-'));
    try {
      const wav = path.join(dir, 'audio.wav');
      await expect(
        extractAudio({videoSource: fixture('media-h264-aac.mp4'), audioOutput: wav}),
      ).resolves.toBeUndefined();
      const bytes = fs.readFileSync(wav);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      const fmt = bytes.indexOf('fmt ', 0, 'latin1');
      // WAVE_FORMAT tag 0x00FF: the AAC stream copied as is, not PCM (0x0001).
      expect(bytes.readUInt16LE(fmt + 8)).toBe(0x00ff);

      const mp3 = path.join(dir, 'audio.mp3');
      await expect(extractAudio({videoSource: fixture('media-h264-aac.mp4'), audioOutput: mp3})).rejects.toThrow(
        `Compositor error: Error writing header to '${mp3}'`,
      );
      expect(fs.statSync(mp3).size).toBe(0);

      const silent = path.join(dir, 'silent.aac');
      await expect(extractAudio({videoSource: fixture('media-h264.avi'), audioOutput: silent})).rejects.toThrow(
        'No audio stream found',
      );
      expect(fs.statSync(silent).size).toBe(0);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
