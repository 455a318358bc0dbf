/**
 * Executed claims of a second read of renderer/render-media, renderer/stitch-frames-to-video,
 * renderer/get-video-metadata and renderer/get-silent-parts: the option checks that run before a
 * browser or FFmpeg starts, and the compositor functions on committed fixtures. No browser is started.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {bundledFfmpeg, fixture, installedFile, pageSays, renderMediaError, requireInstalled} from './lib';

type AnyFn = (...args: never[]) => unknown;
const renderer = requireInstalled('@remotion/renderer') as Record<string, AnyFn>;
const call = <R>(fn: AnyFn, ...args: unknown[]) => (fn as unknown as (...a: unknown[]) => R)(...args);

/** stitchFramesToVideo() with an empty assetsInfo: the bitrate checks run before the assets are touched. */
const stitchError = async (options: Record<string, unknown>) => {
  try {
    await call(renderer.stitchFramesToVideo, {
      assetsInfo: {},
      fps: 30,
      width: 1280,
      height: 720,
      ...options,
    });
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

/**
 * Runs a CommonJS script in its own Node.js process and stops it after `ms`: the compositor
 * functions leave their compositor process running after a rejection. Returns what the script
 * printed and whether it ended on its own.
 */
const runWithTimeout = (code: string, ms: number) => {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/r3f-'));
  const file = path.join(dir, 'script.cjs');
  fs.writeFileSync(file, code);
  try {
    const res = spawnSync(process.execPath, [file], {cwd: PROJECT_ROOT, encoding: 'utf8', timeout: ms});
    return {out: res.stdout, exitedOnItsOwn: res.signal === null};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
};

describe('renderMedia() bitrate options', () => {
  it('videoBitrate and audioBitrate must end in k, K or M: 8000000, the number 8000000 and 128000 throw before rendering; 8M, 2500k and 128k pass the check', async () => {
    expect(await renderMediaError({videoBitrate: '8000000'})).toBe(
      '"videoBitrate" must end in "K", "k" or "M", but got "8000000"',
    );
    expect(await renderMediaError({videoBitrate: 8000000})).toBe(
      '"videoBitrate" must be a string ending in "K" or "M". Got a number: 8000000',
    );
    expect(await renderMediaError({audioBitrate: '128000'})).toBe(
      '"audioBitrate" must end in "K", "k" or "M", but got "128000"',
    );
    // The check renderMedia() runs (validate-videobitrate.js) accepts the values the page names.
    const {validateBitrate} = requireInstalled(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer/dist/validate-videobitrate.js'),
    ) as {validateBitrate: (b: unknown, name: string) => void};
    for (const ok of ['8M', '2500k', '128k', '2500K']) {
      expect(() => validateBitrate(ok, 'videoBitrate')).not.toThrow();
    }
    const page = pageSays('renderer/render-media');
    expect(page).toContain("such as `'8000000'` or a number, throw.");
    expect(page).toContain("for example `'128k'`; other values, such as `'128000'`, throw.");
  });
});

describe('stitchFramesToVideo() bitrate options', () => {
  it('videoBitrate, audioBitrate, maxRate and bufferSize must end in k, K or M: 6000000 throws for each', async () => {
    for (const name of ['videoBitrate', 'audioBitrate', 'maxRate', 'bufferSize']) {
      expect(await stitchError({[name]: '6000000'})).toBe(`"${name}" must end in "K", "k" or "M", but got "6000000"`);
    }
    expect(pageSays('renderer/stitch-frames-to-video')).toContain(
      "Like `audioBitrate`, `maxRate` and `bufferSize`, it must be a string ending in `k`, `K` or `M`; other values, such as `'6000000'`, throw.",
    );
  });
});

// get-video-metadata.js and get-silent-parts.js call finishCommands() only after executeCommand()
// succeeded, so after a rejection the compositor child keeps waiting on its stdin.
describe('compositor functions after a rejection', () => {
  it('getVideoMetadata() rejects an audio-only file with No video stream found, and the script does not exit on its own', () => {
    const {out, exitedOnItsOwn} = runWithTimeout(
      `
const {getVideoMetadata} = require('@remotion/renderer');
getVideoMetadata(${JSON.stringify(fixture('media-tone.mp3'))}).catch((e) => console.log(e.message.split('\\n')[0]));
`,
      8000,
    );
    expect(out).toContain(
      `Compositor error: No video stream found in ${fixture('media-tone.mp3')}. Is this a video file?`,
    );
    expect(exitedOnItsOwn).toBe(false);
    expect(pageSays('renderer/get-video-metadata')).toContain(
      'with `No video stream found in <path>. Is this a video file?`. After a rejection, the compositor process that the call started keeps running, so a script does not exit on its own',
    );
  });

  it('getSilentParts() rejects a video without audio with Could not find audio stream, and the script does not exit on its own', () => {
    const {out, exitedOnItsOwn} = runWithTimeout(
      `
const {getSilentParts} = require('@remotion/renderer');
getSilentParts({src: ${JSON.stringify(fixture('media-h264.ts'))}}).catch((e) => console.log(e.message.split('\\n')[0]));
`,
      8000,
    );
    expect(out).toContain(`Compositor error: Could not find audio stream in ${fixture('media-h264.ts')}`);
    expect(exitedOnItsOwn).toBe(false);
    expect(pageSays('renderer/get-silent-parts')).toContain(
      'or if it has no audio track (`Could not find audio stream in <path>`). After a rejection, the compositor process that the call started keeps running, so a script does not exit on its own',
    );
  });

  it('getSilentParts() with minDurationInSeconds 0 rejects, and the script does not exit on its own', () => {
    const {out, exitedOnItsOwn} = runWithTimeout(
      `
const {getSilentParts} = require('@remotion/renderer');
getSilentParts({src: ${JSON.stringify(fixture('ccr-tone-gap.mp4'))}, minDurationInSeconds: 0}).catch((e) => console.log(e.message));
`,
      8000,
    );
    expect(out).toContain('minDurationInSeconds must be greater than 0, but was 0');
    expect(exitedOnItsOwn).toBe(false);
  });

  it('getSilentParts() rejects WAV files with Compositor error: Invalid argument, while the MP3 of the same tone resolves', () => {
    const {out} = runWithTimeout(
      `
const {getSilentParts} = require('@remotion/renderer');
(async () => {
  for (const src of ${JSON.stringify([fixture('media-tone.wav'), fixture('media-tagged.wav'), fixture('media-tone.mp3')])}) {
    await getSilentParts({src}).then((r) => console.log('resolved', r.durationInSeconds > 0), (e) => console.log(e.message.split('\\n')[0]));
  }
  process.exit(0);
})();
`,
      30000,
    );
    expect(out.trim().split('\n')).toEqual([
      'Compositor error: Invalid argument',
      'Compositor error: Invalid argument',
      'resolved true',
    ]);
    expect(pageSays('renderer/get-silent-parts')).toContain(
      'WAV files cannot be analyzed in 4.0.278: the call rejects with `Compositor error: Invalid argument`.',
    );
  });

  it('a successful getSilentParts() call lets the script exit on its own', () => {
    const {out, exitedOnItsOwn} = runWithTimeout(
      `
const {getSilentParts} = require('@remotion/renderer');
getSilentParts({src: ${JSON.stringify(fixture('ccr-tone-gap.mp4'))}}).then((r) => console.log(r.durationInSeconds));
`,
      20000,
    );
    expect(out.trim()).toBe('3');
    expect(exitedOnItsOwn).toBe(true);
  });
});

describe('still image backgrounds', () => {
  it('only png captures with omitBackground, so a webp still gets no transparent background', () => {
    expect(installedFile('@remotion/renderer/dist/screenshot-dom-element.js')).toContain(
      "omitBackground: imageFormat === 'png',",
    );
    expect(pageSays('stills')).toContain('The background is not made transparent: Remotion does this only for PNG.');
  });
});

// stitch-frames-to-video.js adds -y only as `force ? '-y' : null`, so FFmpeg asks before overwriting;
// audio-only codecs skip FFmpeg and copy the audio with cpSync(), which overwrites.
describe('stitchFramesToVideo() force: false', () => {
  // 30 JPEG frames (64×48) taken from a committed fixture, and an assetsInfo without audio assets.
  const frames = fs.mkdtempSync(path.join(os.tmpdir(), 'r3f-frames-'));
  const assetsInfo = `{assets: [], imageSequenceName: ${JSON.stringify(path.join(frames, 'element-%02d.jpeg'))}, firstFrameIndex: 0, downloadMap: RenderInternals.makeDownloadMap(), trimLeftOffset: 0, trimRightOffset: 0, chunkLengthInSeconds: 1, forSeamlessAacConcatenation: false}`;
  beforeAll(() => {
    bundledFfmpeg([
      '-loglevel',
      'error',
      '-i',
      fixture('ccr-tone-gap.mp4'),
      '-frames:v',
      '30',
      '-start_number',
      '0',
      path.join(frames, 'element-%02d.jpeg'),
    ]);
  });
  afterAll(() => fs.rmSync(frames, {recursive: true, force: true}));

  it('with an existing output file, an h264 encode neither fails nor finishes, and an mp3 encode replaces the file', () => {
    const existing = path.join(frames, 'existing.mp4');
    fs.writeFileSync(existing, 'old');
    const video = runWithTimeout(
      `
const {stitchFramesToVideo, RenderInternals} = require('@remotion/renderer');
stitchFramesToVideo({assetsInfo: ${assetsInfo}, fps: 30, width: 64, height: 48, codec: 'h264', force: false, outputLocation: ${JSON.stringify(existing)}})
  .then(() => console.log('resolved'), (e) => console.log('rejected'));
`,
      8000,
    );
    expect(video.out).toBe('');
    expect(video.exitedOnItsOwn).toBe(false);
    expect(fs.readFileSync(existing, 'utf8')).toBe('old');

    const audio = path.join(frames, 'existing.mp3');
    fs.writeFileSync(audio, 'old');
    const audioOnly = runWithTimeout(
      `
const {stitchFramesToVideo, RenderInternals} = require('@remotion/renderer');
stitchFramesToVideo({assetsInfo: ${assetsInfo}, fps: 30, width: 64, height: 48, codec: 'mp3', enforceAudioTrack: true, force: false, outputLocation: ${JSON.stringify(audio)}})
  .then(() => console.log('resolved'), (e) => console.log('rejected'));
`,
      30000,
    );
    expect(audioOnly.out.trim()).toBe('resolved');
    expect(fs.statSync(audio).size).toBeGreaterThan(1000);

    const says =
      'With `false` and an existing file, a video encode neither fails nor finishes: FFmpeg waits for a confirmation that never comes. Audio-only codecs replace the file anyway.';
    expect(pageSays('renderer/stitch-frames-to-video')).toContain(says);
    expect(pageSays('renderer/render-media')).toContain(
      'With `false` and an existing file, a video render neither fails nor finishes: after all frames are rendered, FFmpeg waits for a confirmation that never comes. Audio-only codecs replace the file anyway.',
    );
  });
});
