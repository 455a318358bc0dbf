/**
 * Executed claims of a second read of schemas, metadata, render-all, dataset-render and absolute-fill:
 * the installed packages run in Node.js (zColor(), stitchFramesToVideo() with the bundled FFmpeg,
 * `npx remotion compositions`, bundle()) and the components are rendered with react-dom/server.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {fixture, h, lastJson, pageSays, renderInComposition, requireInstalled, runNode} from './lib';

/** A temporary folder inside the project, so that Node.js and Webpack resolve the installed packages from it. */
const projectTempDir = () => fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/r2m-'));

/** An entry point that registers one composition with the ID "A". */
const ENTRY_POINT = `import {registerRoot, Composition} from 'remotion';
import React from 'react';
const C = () => null;
registerRoot(() => React.createElement(Composition, {id: 'A', component: C, durationInFrames: 1, fps: 30, width: 10, height: 10}));
`;

describe('zColor()', () => {
  it('accepts hex, named and comma-separated rgb()/rgba()/hsl()/hsla() colors, and rejects oklch(), rgb(1 2 3) and currentColor', () => {
    const {zColor} = requireInstalled('@remotion/zod-types') as {
      zColor: () => {safeParse: (v: unknown) => {success: boolean}};
    };
    const ok = (value: string) => zColor().safeParse(value).success;
    for (const value of ['#ffcc00', '#ffcc0080', 'red', 'rgb(1, 2, 3)', 'rgba(1, 2, 3, 0.5)', 'hsl(10, 20%, 30%)']) {
      expect(ok(value)).toBe(true);
    }
    expect(ok('hsla(10, 20%, 30%, 0.5)')).toBe(true);
    for (const value of ['oklch(0.5 0.1 100)', 'rgb(1 2 3)', 'currentColor', 'hwb(10 20% 30%)']) {
      expect(ok(value)).toBe(false);
    }
    expect(pageSays('schemas')).toContain(
      'other CSS color syntaxes such as `oklch(…)`, `rgb(1 2 3)` or `currentColor` fail validation',
    );
  });
});

/** The ten well-known keys the metadata page lists, as passed to stitchFramesToVideo(). */
const METADATA = {
  title: 'T',
  artist: 'A',
  album: 'Al',
  album_artist: 'AA',
  comment: 'C',
  description: 'D',
  copyright: 'Cp',
  date: '2025',
  genre: 'G',
  composer: 'Co',
};

describe('metadata', () => {
  it('mp3, aac and wav files get no tags and no Made with Remotion comment; MP4 keeps all ten well-known keys; MOV drops album_artist, description and composer', () => {
    const out = runNode(
      'cjs',
      `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {stitchFramesToVideo, RenderInternals} = require('@remotion/renderer');
const ff = async (bin, args) =>
  (await RenderInternals.callFf({bin, args, indent: false, logLevel: 'error', binariesDirectory: null, cancelSignal: undefined})).stdout;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2m-metadata-'));
const metadata = ${JSON.stringify(METADATA)};
(async () => {
  const tags = {};
  // Audio-only codecs first: they need no frames, and their run makes the bundled binaries executable.
  for (const [codec, ext] of [['mp3', 'mp3'], ['aac', 'aac'], ['wav', 'wav'], ['h264', 'mp4'], ['prores', 'mov']]) {
    if (codec === 'h264') {
      await ff('ffmpeg', ['-y', '-loglevel', 'error', '-i', ${JSON.stringify(fixture('media-h264-aac.mp4'))}, '-frames:v', '3', '-s', '32x32', '-start_number', '0', path.join(dir, 'element-%d.png')]);
    }
    const file = path.join(dir, 'out.' + ext);
    await stitchFramesToVideo({
      fps: 30, width: 32, height: 32, codec, outputLocation: file, force: true, enforceAudioTrack: true, metadata,
      assetsInfo: {
        assets: [0, 1, 2].map(() => ({audioAndVideoAssets: [], artifactAssets: [], inlineAudioAssets: []})),
        imageSequenceName: path.join(dir, 'element-%d.png'), firstFrameIndex: 0, downloadMap: RenderInternals.makeDownloadMap(),
        trimLeftOffset: 0, trimRightOffset: 0, chunkLengthInSeconds: 0.1, forSeamlessAacConcatenation: false,
      },
    });
    const probe = JSON.parse(await ff('ffprobe', ['-v', 'error', '-show_entries', 'format_tags', '-of', 'json', file]));
    tags[codec] = probe.format.tags || {};
  }
  fs.rmSync(dir, {recursive: true, force: true});
  console.log(JSON.stringify(tags));
})();
`,
    );
    const tags = lastJson<Record<string, Record<string, string>>>(out);
    for (const codec of ['mp3', 'aac', 'wav']) {
      expect(Object.keys(tags[codec]).filter((k) => k.toLowerCase() in METADATA)).toEqual([]);
    }
    expect(tags.h264).toMatchObject({...METADATA, comment: 'Made with Remotion 4.0.278; C'});
    expect(tags.prores).toMatchObject({
      title: 'T',
      artist: 'A',
      album: 'Al',
      copyright: 'Cp',
      date: '2025',
      genre: 'G',
    });
    expect(tags.prores.comment).toBe('Made with Remotion 4.0.278; C');
    expect(tags.prores).not.toHaveProperty('album_artist');
    expect(tags.prores).not.toHaveProperty('description');
    expect(tags.prores).not.toHaveProperty('composer');
    const page = pageSays('metadata');
    expect(page).toContain('Audio-only renders (`mp3`, `aac`, `wav`) get neither this comment nor your own entries');
    expect(page).toContain('while `album_artist`, `description` and `composer` are dropped');
  });
});

describe('npx remotion compositions --quiet', () => {
  it('prints "⚡️ Cached bundle. Subsequent renders will be faster." on stdout before the IDs the first time an entry point is bundled, and only the IDs the next time', () => {
    const dir = projectTempDir();
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "r2m", "private": true}');
      fs.writeFileSync(path.join(dir, 'src/index.ts'), ENTRY_POINT);
      const browser = '/usr/bin/chromium-headless-shell';
      const list = () =>
        spawnSync(
          process.execPath,
          [
            path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/remotion-cli.js'),
            'compositions',
            'src/index.ts',
            '--quiet',
            `--browser-executable=${browser}`,
          ],
          {cwd: dir, encoding: 'utf8'},
        ).stdout.trim();
      const first = list();
      // The cache line is printed while bundling, before the browser is opened to list the compositions.
      expect(first.split('\n')[0]).toBe('⚡️ Cached bundle. Subsequent renders will be faster.');
      if (fs.existsSync(browser)) {
        expect(first.split(/\s+/)).toEqual([
          '⚡️',
          'Cached',
          'bundle.',
          'Subsequent',
          'renders',
          'will',
          'be',
          'faster.',
          'A',
        ]);
        expect(list()).toBe('A');
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('render-all')).toContain(
      'the line `⚡️ Cached bundle. Subsequent renders will be faster.` comes before the IDs on standard output',
    );
  });

  it('with quiet, a Chrome Headless Shell download still prints its messages on stdout', () => {
    // compositions.js passes quiet: quietFlagProvided() to defaultBrowserDownloadProgress(); runNode pipes stdout.
    const out = runNode(
      'cjs',
      `
const {CliInternals} = require('@remotion/cli');
const {onProgress} = CliInternals.defaultBrowserDownloadProgress({indent: false, logLevel: 'info', quiet: true})({chromeMode: 'headless-shell'});
onProgress({downloadedBytes: 20000000, totalSizeInBytes: 100000000, percent: 0.2});
onProgress({downloadedBytes: 100000000, totalSizeInBytes: 100000000, percent: 1});
`,
    );
    expect(out).toContain('Downloading Chrome Headless Shell');
    expect(out).toContain('Got Headless Shell');
    expect(pageSays('render-all')).toContain('npx remotion browser ensure');
  });
});

describe('bundle()', () => {
  it('prints nothing to stdout or stderr when no onProgress callback is passed', () => {
    const dir = projectTempDir();
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2m-bundle-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.ts'), ENTRY_POINT);
      const script = path.join(dir, 'bundle.cjs');
      fs.writeFileSync(
        script,
        `require('@remotion/bundler').bundle({entryPoint: ${JSON.stringify(path.join(dir, 'index.ts'))}, outDir: ${JSON.stringify(outDir)}}).then(() => process.exit(0));`,
      );
      const result = spawnSync(process.execPath, [script], {cwd: PROJECT_ROOT, encoding: 'utf8'});
      expect(result.status).toBe(0);
      expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe('');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
      fs.rmSync(outDir, {recursive: true, force: true});
    }
    expect(pageSays('dataset-render')).toContain('`bundle()` prints nothing while it works');
  });
});

// Rendering <AbsoluteFill> and <Sequence> inside the contexts a selected composition provides.
const remotion = requireInstalled('remotion') as {AbsoluteFill: unknown; Sequence: unknown};

const renderAtFirstFrame = (element: unknown) => renderInComposition(0, element);

describe('<AbsoluteFill>', () => {
  it('non-Tailwind class names are matched too: "top-bar" leaves out top: 0, "flex-container" and "grid-layout" leave out display: flex', () => {
    const topBar = renderAtFirstFrame(h(remotion.AbsoluteFill, {className: 'top-bar'}));
    expect(topBar).not.toContain('top:0');
    expect(topBar).toContain('left:0');
    for (const className of ['flex-container', 'grid-layout']) {
      const html = renderAtFirstFrame(h(remotion.AbsoluteFill, {className}));
      expect(html).not.toContain('display:flex');
      expect(html).toContain('flex-direction:column');
    }
    expect(pageSays('absolute-fill')).toContain(
      '`className="flex-container"` or `className="grid-layout"` leaves out `display: flex`',
    );
  });
});

describe('<Sequence>', () => {
  it('a style without flexDirection leaves the wrapper without flex-direction (a row); a style with flexDirection sets it', () => {
    const withColor = renderAtFirstFrame(h(remotion.Sequence, {style: {backgroundColor: 'red'}}, 'x'));
    expect(withColor).toContain('background-color:red');
    expect(withColor).not.toContain('flex-direction');
    const withColumn = renderAtFirstFrame(h(remotion.Sequence, {style: {flexDirection: 'column'}}, 'x'));
    expect(withColumn).toContain('flex-direction:column');
    expect(pageSays('absolute-fill')).toContain('laid out in a row unless the `style` you pass sets `flexDirection`');
  });
});
