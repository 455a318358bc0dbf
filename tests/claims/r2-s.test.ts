/**
 * Executed claims of a second read of miscellaneous/automatic-duration, miscellaneous/snippets/jumpcuts
 * and miscellaneous/chrome-headless-shell: the installed packages run in Node.js on committed fixtures
 * and on MP3 files that the FFmpeg shipped with Remotion encodes for the test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {
  type Component,
  bundledFfmpeg,
  fixture,
  h,
  installedFile,
  lastJson,
  pageSays,
  firstRenderError,
  requireInstalled,
  runNode,
} from './lib';

type Durations = {durationInSeconds: number | null; slowDurationInSeconds: number};

/** Both duration fields of each file, each from its own parseMedia() call as the page's sample asks. */
const durationsOf = (files: string[]) =>
  lastJson<Record<string, Durations>>(
    runNode(
      'cjs',
      `
const {parseMedia} = require('@remotion/media-parser');
const {nodeReader} = require('@remotion/media-parser/node');
(async () => {
  const result = {};
  for (const src of ${JSON.stringify(files)}) {
    const fast = await parseMedia({src, reader: nodeReader, fields: {durationInSeconds: true}, acknowledgeRemotionLicense: true});
    const slow = await parseMedia({src, reader: nodeReader, fields: {slowDurationInSeconds: true}, acknowledgeRemotionLicense: true});
    result[src] = {durationInSeconds: fast.durationInSeconds, slowDurationInSeconds: slow.slowDurationInSeconds};
  }
  console.log(JSON.stringify(result));
})();
`,
    ),
  );

describe('Calculating the duration of a composition automatically', () => {
  it("durationInSeconds is null and slowDurationInSeconds a number for an ADTS AAC file ('aac') and an MPEG transport stream (transport-stream)", () => {
    const aac = fixture('media-tone.aac');
    const ts = fixture('media-h264-aac.ts');
    const r = durationsOf([aac, ts]);
    expect(r[aac].durationInSeconds).toBeNull();
    expect(r[aac].slowDurationInSeconds).toBeCloseTo(1.04, 1);
    expect(r[ts].durationInSeconds).toBeNull();
    expect(r[ts].slowDurationInSeconds).toBeCloseTo(1, 1);
    expect(pageSays('miscellaneous/automatic-duration')).toContain(
      "`durationInSeconds` comes from the start of the file and is `null` for formats that don't state a length there, such as AAC files with ADTS headers and MPEG transport streams",
    );
  });

  it('for an MP3, durationInSeconds is estimated from the file size and the first frame bitrate (bitrateKbit) and slowDurationInSeconds returns the same value: exact for a constant bitrate, 10 s measured as almost 25 s for a variable bitrate', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-s-mp3-'));
    try {
      const cbr = path.join(dir, 'cbr.mp3');
      const vbr = path.join(dir, 'vbr.mp3');
      // 2 s of silence, then 8 s of a tone: LAME's VBR mode gives the silent frames a low bitrate.
      const input = [
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=44100:cl=mono:d=2',
        '-f',
        'lavfi',
        '-i',
        'sine=f=440:d=8:r=44100',
      ];
      const concat = ['-filter_complex', '[0][1]concat=n=2:v=0:a=1'];
      bundledFfmpeg(['-loglevel', 'error', '-y', ...input, ...concat, '-c:a', 'libmp3lame', '-b:a', '128k', cbr]);
      bundledFfmpeg(['-loglevel', 'error', '-y', ...input, ...concat, '-c:a', 'libmp3lame', '-q:a', '2', vbr]);
      const r = durationsOf([cbr, vbr]);
      expect(r[cbr].durationInSeconds).toBeCloseTo(10, 0);
      expect(r[cbr].slowDurationInSeconds).toBe(r[cbr].durationInSeconds);
      expect(r[vbr].slowDurationInSeconds).toBe(r[vbr].durationInSeconds);
      expect(r[vbr].durationInSeconds).toBeGreaterThan(24);
      expect(r[vbr].durationInSeconds).toBeLessThan(25);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('miscellaneous/automatic-duration')).toContain(
      'For an MP3, Remotion 4.0.278 estimates `durationInSeconds` from the file size and the bitrate of the first audio frame, and `slowDurationInSeconds` returns the same value.',
    );
  });
});

describe('Jump Cutting', () => {
  it('the first audible part starts at 0 for a recording that does not begin with silence, and startFrom -3 fails with "startFrom must be greater than equal to 0 instead got -3."', async () => {
    const {getSilentParts} = requireInstalled('@remotion/renderer') as {
      getSilentParts: (o: {src: string}) => Promise<{audibleParts: {startInSeconds: number; endInSeconds: number}[]}>;
    };
    // The fixture starts with 0.8 s of a loud tone; getAudibleParts() begins with `let lastEnd = 0`.
    const {audibleParts} = await getSilentParts({src: fixture('psrm-loud-quiet-loud.mp4')});
    expect(audibleParts[0].startInSeconds).toBe(0);
    const {OffthreadVideo} = requireInstalled('remotion') as {OffthreadVideo: unknown};
    const component: Component = () => h(OffthreadVideo, {src: 'https://example.com/talk.mp4', startFrom: 0 - 3});
    expect(firstRenderError(component)).toBe('startFrom must be greater than equal to 0 instead got -3.');
    expect(pageSays('miscellaneous/snippets/jumpcuts')).toContain(
      'a negative `startFrom` fails with `startFrom must be greater than equal to 0 instead got -3.`',
    );
  });
});

describe('Chrome Headless Shell', () => {
  it('npx remotion studio --chrome-mode=chrome-for-testing makes chrome-for-testing the chromeMode of getRenderDefaults(), the defaults of renders started from the Studio', () => {
    // getRenderDefaults() reads chromeModeOption from the parsed command line, and studio.js hands it to the Studio.
    const out = runNode(
      'cjs',
      `
process.argv = [process.argv[0], 'remotion', 'studio', '--chrome-mode=chrome-for-testing'];
const {getRenderDefaults} = require(${JSON.stringify(path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/get-render-defaults.js'))});
console.log(JSON.stringify({chromeMode: getRenderDefaults().chromeMode}));
`,
    );
    expect(lastJson<{chromeMode: string}>(out)).toEqual({chromeMode: 'chrome-for-testing'});
    expect(installedFile('@remotion/cli/dist/studio.js')).toContain(
      'getRenderDefaults: get_render_defaults_1.getRenderDefaults',
    );
    expect(pageSays('miscellaneous/chrome-headless-shell')).toContain(
      'and on `studio`, where it becomes the default for renders started from the Studio',
    );
  });
});
