/**
 * Executed claims of a second read of the CLI, config, Lambda CLI and Cloud Run pages (group G):
 * the Cloud Run service's render routine run in Node.js, with the browser render, the composition
 * lookup and the Cloud Storage upload replaced by stubs, so that only its own webhook code runs.
 */
import {lastJson, runNode} from './lib';

/**
 * Runs renderMediaSingleThread() of the installed @remotion/cloudrun with a webhook that points at a
 * local server answering 500, then at the same port after the server has closed (refused connection),
 * once with logLevel 'info' and once with 'error'. Prints the progress values the server received,
 * the first body, and how many "Failed to call webhook" lines were logged after each step.
 */
const webhookScript = `
const path = require('path');
const {createRequire} = require('module');
const req = createRequire(path.join(process.cwd(), 'package.json'));
const http = require('http');
const renderer = req('@remotion/renderer');
const {Storage} = req('@google-cloud/storage');
const {VERSION} = req('remotion/version');
const {renderMediaSingleThread} = require(path.join(process.cwd(), 'node_modules/@remotion/cloudrun/dist/functions/render-media-single-thread.js'));
renderer.RenderInternals.internalSelectComposition = async () => ({
  metadata: {id: 'c', width: 10, height: 10, fps: 30, durationInFrames: 30, props: {}, defaultProps: {}},
  propsSize: 2,
});
renderer.RenderInternals.internalRenderMedia = async ({onProgress}) => {
  for (const p of [0, 0.01, 0.05, 0.12, 0.3, 1]) onProgress({progress: p, renderedFrames: 1, encodedFrames: 1});
};
Storage.prototype.bucket = () => ({
  upload: async () => [{getMetadata: async () => [{size: '123'}], publicUrl: () => 'https://x', cloudStorageURI: {href: 'gs://b/x'}}],
});
const logs = [];
for (const k of ['log', 'warn', 'error', 'info']) console[k] = (...a) => logs.push(a.map(String).join(' '));
const failed = () => logs.filter((l) => l.includes('Failed to call webhook')).length;
const calls = [];
const server = http.createServer((rq, rs) => {
  let b = '';
  rq.on('data', (c) => (b += c));
  rq.on('end', () => {
    calls.push({body: JSON.parse(b), ct: rq.headers['content-type'], auth: rq.headers.authorization});
    rs.statusCode = 500;
    rs.end('nope');
  });
});
server.listen(0, '127.0.0.1', async () => {
  const url = 'http://127.0.0.1:' + server.address().port + '/hook';
  const run = async (logLevel) => {
    const res = {writeHead() {}, write(s, cb) { if (cb) cb(); }, end() {}};
    await renderMediaSingleThread({
      type: 'media', clientVersion: VERSION, serveUrl: 'https://x', composition: 'c', codec: 'h264', audioCodec: null,
      logLevel, outputBucket: 'b', renderIdOverride: 'rid', downloadBehavior: {type: 'play-in-browser'},
      renderStatusWebhook: {url, headers: {Authorization: 'Bearer t'}, data: {jobId: 'j'}},
    }, res);
    await new Promise((r) => setTimeout(r, 500));
  };
  await run('info');
  const after500 = failed();
  server.close();
  await run('info');
  const afterRefused = failed();
  await run('error');
  const afterRefusedAtError = failed();
  process.stdout.write(JSON.stringify({
    progresses: calls.map((c) => c.body.progress), first: calls[0], after500, afterRefused, afterRefusedAtError,
  }) + '\\n');
});
`;

describe('renderMediaOnCloudrun() renderStatusWebhook', () => {
  it('with reports 0, 0.01, 0.05, 0.12, 0.3, 1 the webhook gets 0, 0.01, 0.12, 0.3, 1; a 500 answer logs nothing, a refused connection logs one warning per call, none at logLevel error', () => {
    const out = lastJson<{
      progresses: number[];
      first: {body: Record<string, unknown>; ct: string; auth: string};
      after500: number;
      afterRefused: number;
      afterRefusedAtError: number;
    }>(runNode('cjs', webhookScript));
    // The first report is 0, so lastWebhookProgress === 0 still holds and the next report (0.01) is sent too.
    expect(out.progresses).toEqual([0, 0.01, 0.12, 0.3, 1]);
    expect(out.first.body).toEqual({jobId: 'j', progress: 0, renderId: 'rid', renderedFrames: 1, encodedFrames: 1});
    expect(out.first.ct).toBe('application/json');
    expect(out.first.auth).toBe('Bearer t');
    // HTTP 500 from the webhook server: fetch() resolves, nothing is logged.
    expect(out.after500).toBe(0);
    // Refused connection: one "Failed to call webhook:" warning per call (5 calls).
    expect(out.afterRefused).toBe(5);
    // At logLevel 'error', the warning is not printed.
    expect(out.afterRefusedAtError).toBe(5);
  });
});
