/**
 * Executed claims of a second read of cli/upgrade, cli/browser/ensure and
 * media-parser/download-and-parse-media: the installed packages run in Node.js.
 */
import {fixture, lastJson, pageSays, requireInstalled, runNode, quietDownloadProgress} from './lib';

type CliInternals = {listOfRemotionPackages: string[]};
type StudioServerInternals = {
  getInstallCommand: (o: {manager: string; packages: string[]; version: string; additionalArgs: string[]}) => string[];
};

describe('npx remotion upgrade', () => {
  it('lists @remotion/cli before remotion in the npm install command it prints', () => {
    const {CliInternals} = requireInstalled('@remotion/cli') as {CliInternals: CliInternals};
    const {StudioServerInternals} = requireInstalled('@remotion/studio-server') as {
      StudioServerInternals: StudioServerInternals;
    };
    // upgrade.js keeps the order of listOfRemotionPackages when it filters the installed packages.
    const toUpgrade = CliInternals.listOfRemotionPackages.filter((p) => ['remotion', '@remotion/cli'].includes(p));
    const command = StudioServerInternals.getInstallCommand({
      manager: 'npm',
      packages: toUpgrade,
      version: '<version>',
      additionalArgs: [],
    });
    const printed = `$ npm ${command.join(' ')}`;
    expect(printed).toBe('$ npm i --save-exact --no-fund --no-audit @remotion/cli@<version> remotion@<version>');
    expect(pageSays('cli/upgrade')).toContain(printed);
  });
});

describe('npx remotion browser ensure', () => {
  it('--quiet does not hide the download progress lines in a non-interactive terminal', () => {
    // runNode pipes stdout, so process.stdout.isTTY is false there, as in CI.
    const {output, verboseUsesLines} = quietDownloadProgress();
    expect(output).toMatch(/Getting Headless Shell - /);
    expect(output).toContain('Got Headless Shell');
    // At --log=verbose the same line-by-line output is used, also in an interactive terminal.
    expect(verboseUsesLines).toBe(true);
  });
});

describe('downloadAndParseMedia()', () => {
  it('writes 0 bytes for a faststart MP4 and a WAV without track callbacks, and a full copy with them', () => {
    const out = runNode(
      'cjs',
      `
const fs = require('node:fs');
const {downloadAndParseMedia} = require('@remotion/media-parser');
const {nodeReader} = require('@remotion/media-parser/node');
const memoryWriter = (sink) => ({
  createContent: async () => ({
    write: async (d) => void sink.push(Buffer.from(d)),
    finish: async () => undefined,
    getBlob: async () => new Blob(sink),
    remove: async () => void sink.splice(0),
    updateDataAt: async () => undefined,
    getWrittenByteCount: () => sink.reduce((a, b) => a + b.length, 0),
  }),
});
(async () => {
  const result = {};
  for (const src of ${JSON.stringify([fixture('media-h264-aac.mp4'), fixture('media-tone.wav'), fixture('media-tone.mp3')])}) {
    const plain = [];
    const fields = await downloadAndParseMedia({src, reader: nodeReader, writer: memoryWriter(plain), fields: {durationInSeconds: true}, acknowledgeRemotionLicense: true, logLevel: src.endsWith('.mp3') ? 'error' : 'verbose'});
    const withCallbacks = [];
    await downloadAndParseMedia({src, reader: nodeReader, writer: memoryWriter(withCallbacks), onVideoTrack: () => () => {}, onAudioTrack: () => () => {}, acknowledgeRemotionLicense: true, logLevel: 'error'});
    const original = fs.readFileSync(src);
    result[src.split('/').pop()] = {
      resolved: typeof fields.durationInSeconds === 'number',
      size: original.length,
      plainBytes: Buffer.concat(plain).length,
      callbacksIdentical: Buffer.concat(withCallbacks).equals(original),
    };
  }
  console.log(JSON.stringify(result));
})();
`,
    );
    // The parser stops at the skip to the end of the file, before any byte reaches the writer.
    expect(out.split('Skipped to end of file, not fetching.').length - 1).toBe(2);
    const r =
      lastJson<Record<string, {resolved: boolean; size: number; plainBytes: number; callbacksIdentical: boolean}>>(out);
    expect(r['media-h264-aac.mp4']).toMatchObject({resolved: true, plainBytes: 0, callbacksIdentical: true});
    expect(r['media-tone.wav']).toMatchObject({resolved: true, plainBytes: 0, callbacksIdentical: true});
    // An MP3 is copied completely even without the callbacks.
    expect(r['media-tone.mp3'].plainBytes).toBe(r['media-tone.mp3'].size);
    expect(r['media-tone.mp3'].callbacksIdentical).toBe(true);
  });
});
