/**
 * Executed claims added for readers' questions from public threads (encoding: H.265 codec tag;
 * lambda/renderstillonlambda: "Expected response to be streamed"; lambda/disk-size: the low disk
 * space warning; lambda/getrenderprogress: errors that Lambda reports itself; player/api: the
 * remembered volume; sequence: fractional from and durationInFrames). The installed packages run in
 * Node.js, with local stand-ins for the AWS SDK clients and the bundled FFmpeg.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {fixture, h, lastJson, pageSays, patchesUndoneAfterEach, renderToString, requireInstalled, runNode} from './lib';

type Obj = Record<string, unknown>;

const patch = patchesUndoneAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
});

const dist = (file: string) => requireInstalled(path.join(PROJECT_ROOT, 'node_modules', file)) as Obj;

describe('h265 codec tag', () => {
  it('a local h265 render gets hev1; joined chunks, a stitcher ffmpegOverride and npx remotion ffmpeg -c copy -tag:v hvc1 give hvc1', () => {
    const out = runNode(
      'cjs',
      `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {stitchFramesToVideo, RenderInternals} = require('@remotion/renderer');
const ff = async (bin, args) =>
  (await RenderInternals.callFf({bin, args, indent: false, logLevel: 'error', binariesDirectory: null, cancelSignal: undefined})).stdout;
const tag = async (file) =>
  JSON.parse(await ff('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_entries', 'stream=codec_name,codec_tag_string', '-of', 'json', file])).streams[0];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2t-h265-'));
(async () => {
  await ff('ffmpeg', ['-y', '-loglevel', 'error', '-i', ${JSON.stringify(fixture('media-h264-aac.mp4'))}, '-frames:v', '3', '-s', '32x32', '-start_number', '0', path.join(dir, 'element-%d.png')]);
  const stitch = (outputLocation, ffmpegOverride) =>
    stitchFramesToVideo({
      fps: 30, width: 32, height: 32, codec: 'h265', outputLocation, force: true, muted: true, ffmpegOverride,
      assetsInfo: {
        assets: [0, 1, 2].map(() => ({audioAndVideoAssets: [], artifactAssets: [], inlineAudioAssets: []})),
        imageSequenceName: path.join(dir, 'element-%d.png'), firstFrameIndex: 0, downloadMap: RenderInternals.makeDownloadMap(),
        trimLeftOffset: 0, trimRightOffset: 0, chunkLengthInSeconds: 0.1, forSeamlessAacConcatenation: false,
      },
    });
  const result = {dir, calls: []};
  // Without an override: the command stitchFramesToVideo() builds.
  await stitch(path.join(dir, 'local.mp4'), ({type, args}) => {
    result.calls.push({type, last: args[args.length - 1], hasTag: args.includes('-tag:v')});
    return args;
  });
  result.local = await tag(path.join(dir, 'local.mp4'));
  // The override from the page.
  await stitch(path.join(dir, 'override.mp4'), ({type, args}) =>
    type === 'stitcher' ? [...args.slice(0, -1), '-tag:v', 'hvc1', ...args.slice(-1)] : args);
  result.override = await tag(path.join(dir, 'override.mp4'));
  // Two chunks joined the way a distributed render (Lambda's concat-videos.js) joins them.
  const files = [];
  for (const i of [0, 1]) {
    await stitch(path.join(dir, 'c' + i + '.mp4'), null);
    fs.renameSync(path.join(dir, 'c' + i + '.mp4'), path.join(dir, 'chunk-' + i + '.video'));
    files.push(path.join(dir, 'chunk-' + i + '.video'));
  }
  fs.mkdirSync(path.join(dir, 'list'));
  await RenderInternals.combineChunks({
    files, filelistDir: path.join(dir, 'list'), output: path.join(dir, 'joined.mp4'), onProgress: () => undefined,
    numberOfFrames: 6, codec: 'h265', fps: 30, numberOfGifLoops: null, resolvedAudioCodec: null, audioBitrate: null,
    indent: false, logLevel: 'error', chunkDurationInSeconds: 0.1, binariesDirectory: null, cancelSignal: undefined,
    seamlessAudio: false, seamlessVideo: false, muted: true, metadata: null,
  });
  result.joined = await tag(path.join(dir, 'joined.mp4'));
  console.log(JSON.stringify(result));
})();
`,
    );
    type Stream = {codec_name: string; codec_tag_string: string};
    const r = lastJson<{
      dir: string;
      calls: {type: string; last: string; hasTag: boolean}[];
      local: Stream;
      override: Stream;
      joined: Stream;
    }>(out);
    try {
      // stitchFramesToVideo() hands its one FFmpeg command to ffmpegOverride as {type: 'stitcher'}, output path last, no -tag:v.
      expect(r.calls).toEqual([{type: 'stitcher', last: path.join(r.dir, 'local.mp4'), hasTag: false}]);
      expect(r.local).toEqual({codec_name: 'hevc', codec_tag_string: 'hev1'});
      expect(r.override).toEqual({codec_name: 'hevc', codec_tag_string: 'hvc1'});
      // combine-video-streams.js: codec === 'h265' ? '-tag:v' : null, codec === 'h265' ? 'hvc1' : null
      expect(r.joined).toEqual({codec_name: 'hevc', codec_tag_string: 'hvc1'});

      // The re-mux command from the page, run through the CLI (its 'ffmpeg' command) in the folder of the file.
      const command = 'npx remotion ffmpeg -i out/video.mp4 -c copy -tag:v hvc1 out/video-hvc1.mp4';
      fs.mkdirSync(path.join(r.dir, 'out'));
      fs.copyFileSync(path.join(r.dir, 'local.mp4'), path.join(r.dir, 'out/video.mp4'));
      const cli = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/remotion-cli.js');
      const remux = spawnSync(process.execPath, [cli, ...command.split(' ').slice(2)], {cwd: r.dir, encoding: 'utf8'});
      expect(remux.status).toBe(0);
      const probe = spawnSync(
        process.execPath,
        [cli, 'ffprobe', '-v', 'error', '-show_entries', 'stream=codec_tag_string', '-of', 'csv', 'out/video-hvc1.mp4'],
        {cwd: r.dir, encoding: 'utf8'},
      );
      expect(probe.stdout).toContain('stream,hvc1');

      const page = pageSays('encoding');
      expect(page).toContain("FFmpeg's default tag for H.265, `hev1`");
      expect(page).toContain(
        "type === 'stitcher' ? [...args.slice(0, -1), '-tag:v', 'hvc1', ...args.slice(-1)] : args",
      );
      expect(page).toContain(command);
    } finally {
      fs.rmSync(r.dir, {recursive: true, force: true});
    }
  });
});

describe('renderStillOnLambda()', () => {
  it('rejects with "Expected response to be streamed" after one request when the response has no still-rendered or error-occurred message, and a function asked by another version streams "Version mismatch"', () => {
    const out = runNode(
      'cjs',
      `
const path = require('node:path');
const root = ${JSON.stringify(PROJECT_ROOT)};
const awsClients = require(path.join(root, 'node_modules/@remotion/lambda-client/dist/aws-clients.js'));
const {serverAwsImplementation} = require(path.join(root, 'node_modules/@remotion/lambda/dist/functions/aws-server-implementation.js'));
const {renderStillOnLambda, LambdaClientInternals} = require('@remotion/lambda-client');
const {innerHandler} = require('@remotion/serverless');
// The Lambda client's only request: InvokeWithResponseStream, answered with the given bytes and a clean end.
let body = [];
let requests = 0;
awsClients.getLambdaClient = () => ({
  send: async () => {
    requests++;
    return {
      $metadata: {requestId: 'r'},
      EventStream: (async function* () {
        for (const chunk of body) yield {PayloadChunk: {Payload: chunk}};
        yield {InvokeComplete: {}};
      })(),
    };
  },
});
const functionName = 'remotion-render-4-0-273-mem2048mb-disk2048mb-120sec';
const input = {region: 'us-east-1', functionName, serveUrl: 'https://example.com/site', composition: 'c', inputProps: {}, imageFormat: 'png', privacy: 'public', logLevel: 'error', maxRetries: 2};
const settle = (p) => p.then(() => 'resolved', (e) => e.message);
(async () => {
  const result = {};
  // A plain JSON body, as a function answers that does not write Remotion's stream messages.
  body = [new TextEncoder().encode(JSON.stringify({type: 'success', output: 'https://example.com/out.png'}))];
  result.plain = await settle(renderStillOnLambda(input));
  result.plainRequests = requests;

  // What Remotion's own function writes when a request from another version reaches its still routine.
  const payload = await LambdaClientInternals.makeLambdaRenderStillPayload({
    ...input, jpegQuality: 80, frame: 0, envVariables: {}, chromiumOptions: {}, scale: 1, timeoutInMilliseconds: 30000,
    downloadBehavior: {type: 'play-in-browser'}, outName: null, forceBucketName: null, forceHeight: null, forceWidth: null,
    offthreadVideoCacheSizeInBytes: null, deleteAfter: null, forcePathStyle: false, apiKey: null, indent: false,
  });
  const written = [];
  await innerHandler({
    params: {...payload, version: '4.0.1'},
    responseWriter: {write: async (b) => void written.push(Buffer.from(b)), end: async () => undefined},
    context: {awsRequestId: 'a', getRemainingTimeInMillis: () => 100000, invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:' + functionName},
    providerSpecifics: {...LambdaClientInternals.awsImplementation, printLoggingHelper: false},
    insideFunctionSpecifics: {...serverAwsImplementation, deleteTmpDir: async () => undefined, getCurrentFunctionName: () => functionName},
  });
  result.streamedMessages = Buffer.concat(written).toString().match(/remotion_buffer:\\d+/g);
  body = written;
  requests = 0;
  result.mismatch = (await settle(renderStillOnLambda(input))).split('\\n')[0];
  result.mismatchRequests = requests;
  console.log(JSON.stringify(result));
})();
`,
    );
    const r = lastJson<{
      plain: string;
      plainRequests: number;
      streamedMessages: string[];
      mismatch: string;
      mismatchRequests: number;
    }>(out);
    // render-still-on-lambda.js: once the stream has ended, .then(() => reject(new Error('Expected response to be streamed')));
    // only still-rendered resolves and error-occurred rejects before that. maxRetries: 2 did not bring a second request.
    expect(r.plain).toBe('Expected response to be streamed');
    expect(r.plainRequests).toBe(1);
    // Message ids 3 (render-id-determined) and 2 (error-occurred), in the streamed format.
    expect(r.streamedMessages).toEqual(['remotion_buffer:3', 'remotion_buffer:2']);
    expect(r.mismatch).toMatch(
      /^Error: Version mismatch: When calling renderStillOnLambda\(\), you passed remotion-render-/,
    );
    expect(r.mismatchRequests).toBe(1);
    const page = pageSays('lambda/renderstillonlambda');
    expect(page).toContain('`Expected response to be streamed`: the invocation ended without an error');
    expect(page).toContain('`Version mismatch: When calling renderStillOnLambda(), …`');
  });
});

describe('low disk space warning', () => {
  it('is printed for a failed Fetch of a /proxy address with net::ERR_FAILED, its first line twice, not for other requests and not at logLevel error', () => {
    const {handleFailedResource} = dist('@remotion/renderer/dist/browser/handle-failed-resource.js') as {
      handleFailedResource: (o: Obj) => void;
    };
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    const fail = (url: string, type: string, logLevel: string) =>
      handleFailedResource({
        extraInfo: [],
        logLevel,
        indent: false,
        request: {_url: url},
        event: {type, errorText: 'net::ERR_FAILED'},
      });
    const proxy = 'http://localhost:3000/proxy?src=http%3A%2F%2Flocalhost%3A3000%2Fclip.mp4&time=0';
    fail(proxy, 'Fetch', 'info');
    expect(lines).toEqual([
      `Browser failed to load ${proxy} (Fetch): net::ERR_FAILED`,
      'This could be caused by Chrome rejecting the request because the disk space is low.',
      'This could be caused by Chrome rejecting the request because the disk space is low.',
      'Consider increasing the disk size of your Lambda function.',
    ]);
    lines.length = 0;
    fail('http://localhost:3000/image.png', 'Image', 'info');
    fail('http://localhost:3000/data.json', 'Fetch', 'info');
    expect(lines).toEqual([
      'Browser failed to load http://localhost:3000/image.png (Image): net::ERR_FAILED',
      'Browser failed to load http://localhost:3000/data.json (Fetch): net::ERR_FAILED',
    ]);
    lines.length = 0;
    fail(proxy, 'Fetch', 'error');
    expect(lines).toEqual([]);
    const page = pageSays('lambda/disk-size');
    expect(page).toContain('then the first line above twice, then the second');
  });
});

describe('getRenderProgress()', () => {
  it("resolves with an error payload that Lambda reports itself (FunctionError), and throws only for the function's {type: 'error'} answers", async () => {
    const awsClients = dist('@remotion/lambda-client/dist/aws-clients.js');
    const {getRenderProgress} = requireInstalled('@remotion/lambda-client') as {
      getRenderProgress: (o: Obj) => Promise<Obj>;
    };
    let answer: {FunctionError?: string; body: Obj} = {body: {}};
    patch(awsClients, 'getLambdaClient', () => ({
      send: async () => ({
        FunctionError: answer.FunctionError,
        Payload: new TextEncoder().encode(JSON.stringify(answer.body)),
      }),
    }));
    const input = {
      region: 'us-east-1',
      functionName: 'remotion-render-4-0-273-mem2048mb-disk2048mb-120sec',
      bucketName: 'remotionlambda-useast1-abcdef',
      renderId: 'abcdef1234',
    };
    const lambdaError = {
      errorType: 'Function.ResponseSizeTooLarge',
      errorMessage: 'Response payload size exceeded maximum allowed payload size (6291556 bytes).',
    };
    answer = {FunctionError: 'Unhandled', body: lambdaError};
    // call-lambda-sync.js: if (res.type === 'error') throws; res.FunctionError is never read.
    await expect(getRenderProgress(input)).resolves.toEqual(lambdaError);
    answer = {body: {type: 'error', message: 'No render with ID abcdef1234', stack: 'Error: No render'}};
    await expect(getRenderProgress(input)).rejects.toThrow('No render with ID abcdef1234');
    expect(pageSays('lambda/getrenderprogress')).toContain(
      "`getRenderProgress()` throws only for answers of the form `{type: 'error'}`",
    );
  });
});

describe('Player volume persistence', () => {
  it('saves the volume under remotion.volumePreference and reads it back, with 1 when nothing is saved, after removeItem() or when localStorage throws', () => {
    const out = runNode(
      'cjs',
      `
const path = require('node:path');
const store = new Map();
globalThis.window = {
  localStorage: {
    getItem: (k) => (store.has(k) ? store.get(k) : null),
    setItem: (k, v) => void store.set(k, String(v)),
    removeItem: (k) => void store.delete(k),
  },
};
const {persistVolume, getPreferredVolume} = require(path.join(${JSON.stringify(PROJECT_ROOT)}, 'node_modules/@remotion/player/dist/cjs/volume-persistance.js'));
const result = {empty: getPreferredVolume()};
persistVolume(0.25, 'info');
result.keys = [...store.keys()];
result.saved = store.get('remotion.volumePreference');
result.read = getPreferredVolume();
window.localStorage.removeItem('remotion.volumePreference');
result.afterRemove = getPreferredVolume();
window.localStorage.getItem = () => { throw new Error('SecurityError'); };
result.blocked = getPreferredVolume();
console.log(JSON.stringify(result));
`,
    );
    expect(lastJson(out)).toEqual({
      empty: 1,
      keys: ['remotion.volumePreference'],
      saved: '0.25',
      read: 0.25,
      afterRemove: 1,
      blocked: 1,
    });
    expect(pageSays('player/api')).toContain(
      "remove the key before the Player mounts, with `localStorage.removeItem('remotion.volumePreference')`",
    );
  });
});

describe('<Sequence> with fractions', () => {
  /** The frames of a 30-frame composition on which the child shows, with what it reads there. */
  const visible = (from: number, durationInFrames: number) => {
    const {Thumbnail} = requireInstalled('@remotion/player') as {Thumbnail: unknown};
    const {Sequence, useCurrentFrame, useVideoConfig} = requireInstalled('remotion') as {
      Sequence: unknown;
      useCurrentFrame: () => number;
      useVideoConfig: () => {durationInFrames: number};
    };
    const Child = () => h('i', null, `${useCurrentFrame()}|${useVideoConfig().durationInFrames}`);
    const Comp = () => h(Sequence, {from, durationInFrames}, h(Child));
    const shown: Record<number, string> = {};
    for (let frame = 0; frame < 30; frame++) {
      const html = renderToString(
        h(Thumbnail, {
          component: Comp,
          compositionWidth: 10,
          compositionHeight: 10,
          fps: 30,
          durationInFrames: 30,
          frameToDisplay: frame,
        }),
      );
      const match = html.match(/<i>([^<]*)<\/i>/);
      if (match) shown[frame] = match[1];
    }
    return shown;
  };

  it('shows from={10.5} durationInFrames={5} on frames 11 to 15 counting 0.5 to 4.5, durationInFrames={2.5} on frames 0 to 2, and from={2.2} durationInFrames={0.5} nowhere, without an error', () => {
    // Sequence.js checks only typeof, durationInFrames <= 0 and Number.isFinite(from); it shows the children
    // from cumulatedFrom + from up to Math.ceil(cumulatedFrom + from + durationInFrames - 1), and
    // hides them when absoluteFrame > endThreshold.
    expect(visible(10.5, 5)).toEqual({11: '0.5|5', 12: '1.5|5', 13: '2.5|5', 14: '3.5|5', 15: '4.5|5'});
    expect(visible(0, 2.5)).toEqual({0: '0|2.5', 1: '1|2.5', 2: '2|2.5'});
    expect(visible(2.2, 0.5)).toEqual({});
    const page = pageSays('sequence');
    expect(page).toContain('the children are shown on frames 11 to 15 and count 0.5 to 4.5');
    expect(page).toContain('`durationInFrames={2.5}` from frame 0 shows them on frames 0, 1 and 2');
  });
});
