/**
 * Executed claims of the Recorder pages (docs/recorder/*) that concern the installed Remotion
 * packages: the FFmpeg that ships with Remotion (`npx remotion ffmpeg`), the CLI's frame range and
 * the props merging of the Studio and the CLI. The Recorder template itself (remotion-dev/recorder)
 * is not an installed package, so its own constants and UI texts are not executed here.
 */
import {bundledFfmpeg, installedFile, runNode} from './lib';

describe('Recorder: the FFmpeg that ships with Remotion', () => {
  it('npx remotion ffmpeg runs the bundled FFmpeg, which has the libx264 and aac encoders and the crop and loudnorm filters', () => {
    const cli = installedFile('@remotion/cli/dist/index.js');
    expect(cli).toContain(
      "else if (command === 'ffmpeg') {\n            (0, ffmpeg_1.ffmpegCommand)(process.argv.slice(3), logLevel);",
    );
    const encoders = bundledFfmpeg(['-encoders']);
    expect(encoders).toMatch(/^ V[.A-Z]{5} libx264 /m);
    expect(encoders).toMatch(/^ A[.A-Z]{5} aac /m);
    const filters = bundledFfmpeg(['-filters']);
    expect(filters).toMatch(/^ [.TSC]{3} crop +V->V/m);
    expect(filters).toMatch(/^ [.TSC]{3} loudnorm +A->A/m);
  });
});

describe('Recorder: rendering with the CLI', () => {
  it('--frames=0-149 renders frames 0 to 149: 150 frames, the first five seconds at 30 fps', () => {
    const out = runNode(
      'cjs',
      `const {ConfigInternals} = require('@remotion/cli/config');
ConfigInternals.setFrameRangeFromCli('0-149');
console.log(JSON.stringify(ConfigInternals.getRange()));`,
    );
    const [from, to] = JSON.parse(out) as [number, number];
    expect([from, to]).toEqual([0, 149]);
    expect((to - from + 1) / 30).toBe(5);
  });
});

describe('Recorder: the defaults of a render', () => {
  it('without options, a render is an H.264 MP4 at out/<composition-id>.mp4', () => {
    const out = runNode(
      'cjs',
      `const {getDefaultOutLocation} = require('@remotion/studio-shared');
const {BrowserSafeApis} = require('@remotion/renderer/client');
const {RenderInternals} = require('@remotion/renderer');
const codec = BrowserSafeApis.options.videoCodecOption.getValue({commandLine: {}}, {compositionCodec: null, configFile: null, downloadName: null, outName: null, uiCodec: null}).value;
const extension = RenderInternals.getFileExtensionFromCodec(codec, 'aac');
console.log(JSON.stringify({codec, location: getDefaultOutLocation({compositionName: 'bun-vs-node', defaultExtension: extension, type: 'asset', compositionDefaultOutName: null})}));`,
    );
    expect(JSON.parse(out)).toEqual({codec: 'h264', location: 'out/bun-vs-node.mp4'});
  });
});
