/**
 * Executed claims of a second read of the Recorder pages (recorder/*): what the installed Remotion
 * packages do when a Recorder project renders, measures loudness with the bundled FFmpeg or
 * downloads its Whisper model.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {fixture, installedFile, lastJson, pageSays, runNode} from './lib';

describe('Recorder: rendering', () => {
  it('without --concurrency, a render uses half of the CPU threads, rounded, at least 1 and at most 8', () => {
    // get-concurrency.js: userPreference null -> Math.round(Math.min(8, Math.max(1, maxCpus / 2)))
    const code = installedFile('@remotion/renderer/dist/get-concurrency.js');
    expect(code).toContain('maxCpus / 2');
    expect(code).toContain('Math.min(8');
    const c = lastJson<Record<string, number>>(
      runNode(
        'cjs',
        `
const os = require('node:os');
const {RenderInternals: RI} = require('@remotion/renderer');
const withCpus = (n, fn) => { os.cpus = () => new Array(n).fill({}); process.env.PATH = '/nonexistent'; return fn(); };
console.log(JSON.stringify({
  four: withCpus(4, () => RI.resolveConcurrency(null)),
  six: withCpus(6, () => RI.resolveConcurrency(null)),
  thirtyTwo: withCpus(32, () => RI.resolveConcurrency(null)),
  one: withCpus(1, () => RI.resolveConcurrency(null)),
}));
`,
      ),
    );
    expect(c).toEqual({four: 2, six: 3, thirtyTwo: 8, one: 1});
    expect(pageSays('recorder/exporting')).toContain(
      'By default, a render uses half of the CPU threads, rounded, at least 1 and at most 8',
    );
  });

  it('a CLI render writes captions.srt to out/<composition-id>/ under the working directory it was started from', () => {
    // on-artifact.js: path.join(process.cwd(), path.join('out', compositionId, artifact.filename))
    expect(installedFile('@remotion/cli/dist/on-artifact.js')).toContain("path_1.default.join('out', compositionId");
    const r = lastJson<{written: string; cwd: string}>(
      runNode(
        'cjs',
        `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {handleOnArtifact} = require(process.cwd() + '/node_modules/@remotion/cli/dist/on-artifact.js');
const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'r3b-artifact-')));
process.chdir(dir);
let written = null;
const {onArtifact} = handleOnArtifact({
  artifactState: {received: []},
  compositionId: 'bun-vs-node',
  onProgress: (p) => { written = p.received[0] ? p.received[0].absoluteOutputDestination : written; },
});
onArtifact({filename: 'captions.srt', content: '1\\n', frame: 0, downloadBehavior: null});
const file = path.join(dir, 'out', 'bun-vs-node', 'captions.srt');
console.log(JSON.stringify({written: fs.existsSync(file) ? path.relative(dir, file) : null, cwd: dir}));
fs.rmSync(dir, {recursive: true, force: true});
`,
      ),
    );
    expect(r.written).toBe(path.join('out', 'bun-vs-node', 'captions.srt'));
    expect(r.cwd).not.toBe(PROJECT_ROOT);
    expect(pageSays('recorder/exporting-subtitles')).toContain(
      '`out/<composition-id>/captions.srt`, relative to the folder the Studio or the command was started from',
    );
  });
});

describe('Recorder: normalizing audio with npx remotion ffmpeg', () => {
  const ffmpeg = (args: string[]) =>
    spawnSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/remotion-cli.js'), 'ffmpeg', ...args],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
      },
    );

  it('the loudness measurement of a take with video prints Input Integrated with -vn, and stops with Encoder not found without it', () => {
    const take = fixture('ccr-tone-gap.mp4');
    const without = ffmpeg(['-hide_banner', '-i', take, '-af', 'loudnorm=print_format=summary', '-f', 'null', '-']);
    expect(without.status).not.toBe(0);
    expect(without.stderr).toContain('Encoder not found');
    const withVn = ffmpeg([
      '-hide_banner',
      '-i',
      take,
      '-vn',
      '-af',
      'loudnorm=print_format=summary',
      '-f',
      'null',
      '-',
    ]);
    expect(withVn.status).toBe(0);
    expect(withVn.stderr).toMatch(/Input Integrated: +-?[\d.]+ LUFS/);
    const page = pageSays('recorder/editing/normalizing-audio');
    expect(page).toContain('-vn -af loudnorm=print_format=summary -f null -');
    expect(page).toContain('so without it the command stops with `Encoder not found`');
  }, 60_000);
});

describe('Recorder: Whisper model download', () => {
  it('downloadWhisperModel() does not replace a partial model file but throws already exists ..., but the size is', () => {
    const message = lastJson<string>(
      runNode(
        'cjs',
        `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {downloadWhisperModel} = require('@remotion/install-whisper-cpp');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'r3b-whisper-'));
fs.writeFileSync(path.join(folder, 'ggml-tiny.en.bin'), 'part');
downloadWhisperModel({model: 'tiny.en', folder})
  .then(() => console.log(JSON.stringify('resolved')))
  .catch((e) => console.log(JSON.stringify(e.message.split(folder).join('<folder>'))))
  .finally(() => fs.rmSync(folder, {recursive: true, force: true}));
`,
      ),
    );
    expect(message).toBe(
      'Model tiny.en already exists at <folder>/ggml-tiny.en.bin, but the size is 4 bytes (expected 77704715 bytes). Delete <folder>/ggml-tiny.en.bin and try again.',
    );
    expect(message).toContain('already exists at');
    expect(message).toContain('but the size is');
    expect(pageSays('recorder/captions')).toContain(
      'but the size is ... bytes (expected ... bytes). Delete ... and try again.',
    );
  });
});

describe('Recorder: artifacts of a Lambda render', () => {
  it('the progress output lists an artifact on a + S3 line as its S3 key linked to its URL, or only its file name without link support', () => {
    // progress.js: makeHyperlink({url: artifact.s3Url, fallback: artifact.filename, text: artifact.s3Key})
    const code = installedFile('@remotion/lambda/dist/cli/commands/render/progress.js');
    expect(code).toContain('s3Key');
    expect(code).toContain('fallback: artifact.filename');
    const line = (env: Record<string, string>) =>
      lastJson<string>(
        runNode(
          'cjs',
          `
delete process.env.CI;
delete process.env.NO_COLOR;
Object.assign(process.env, ${JSON.stringify(env)});
const {makeArtifactProgress} = require(process.cwd() + '/node_modules/@remotion/lambda/dist/cli/commands/render/progress.js');
const out = makeArtifactProgress([{
  s3Url: 'https://bucket.s3.eu-central-1.amazonaws.com/renders/abc/artifacts/captions.srt',
  s3Key: 'renders/abc/artifacts/captions.srt',
  filename: 'captions.srt',
  sizeInBytes: 1200,
}]);
console.log(JSON.stringify(out.replace(/\\u001b\\[[0-9;]*m/g, '')));
`,
        ),
      );
    const linked = line({FORCE_COLOR: '1', TERM_PROGRAM: 'vscode', TERM_PROGRAM_VERSION: '1.80.0'});
    expect(linked).toMatch(/^\+ S3 +/);
    expect(linked).toContain(
      '\u001b]8;;https://bucket.s3.eu-central-1.amazonaws.com/renders/abc/artifacts/captions.srt\u0007renders/abc/artifacts/captions.srt\u001b]8;;\u0007',
    );
    const plain = line({FORCE_COLOR: '1', TERM_PROGRAM: 'Apple_Terminal'});
    expect(plain).toMatch(/^\+ S3 +captions\.srt 1\.2 kB$/);
    expect(plain).not.toContain('https://');
    expect(pageSays('recorder/lambda-rendering')).toContain(
      'the progress output lists each one on a `+ S3` line: in terminals that support links, as its S3 key linked to its URL, otherwise only as its file name.',
    );
  });
});
