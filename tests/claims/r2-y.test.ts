/**
 * Executed claims of a second read of lambda/troubleshooting/rate-limit, lambda/s3-public-access and
 * lambda/serverless-framework-integration: the installed Lambda packages run in Node.js, with AWS
 * replaced by a local HTTP server or by a recorded send().
 */
import {lastJson, pageSays, requireInstalled, runNode} from './lib';

type Json = Record<string, unknown>;

describe('rate limit: the error of a chunk that hits the concurrency limit', () => {
  it('streamRendererFunctionWithRetry() throws a message that begins with "Error: AWS Concurrency limit reached (Original Error:" for a TooManyRequestsException', () => {
    // stream-renderer.js resolves a failed chunk with `error: err.stack` and then calls
    // `throw new Error(result.error)`, so the message starts with the stack's "Error: " prefix.
    // A local endpoint answers every Lambda invocation with 429 TooManyRequestsException, the error
    // AWS sends when the concurrency limit is reached; the main function then throws this message.
    const out = runNode(
      'cjs',
      `
const http = require('node:http');
const path = require('node:path');
for (const k of Object.keys(process.env)) if (k.startsWith('AWS_') || k.startsWith('REMOTION_')) delete process.env[k];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(429, {'content-type': 'application/json', 'x-amzn-errortype': 'TooManyRequestsException'});
    res.end(JSON.stringify({Type: 'User', message: 'Rate Exceeded.'}));
  });
});
server.listen(0, '127.0.0.1', async () => {
  process.env.AWS_ENDPOINT_URL_LAMBDA = 'http://127.0.0.1:' + server.address().port;
  process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLEEXAMPLE12';
  process.env.AWS_SECRET_ACCESS_KEY = 'x'.repeat(40);
  process.env.AWS_EC2_METADATA_DISABLED = 'true';
  // One attempt: the SDK's own retries of a throttled call only add waiting time.
  process.env.AWS_MAX_ATTEMPTS = '1';
  const {LambdaClientInternals} = require('@remotion/lambda-client');
  const {streamRendererFunctionWithRetry} = require(path.join(process.cwd(), 'node_modules/@remotion/serverless/dist/stream-renderer.js'));
  let message = null;
  try {
    await streamRendererFunctionWithRetry({
      payload: {type: 'renderer', chunk: 0, attempt: 1, retriesLeft: 1},
      files: [],
      functionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec',
      outdir: '/tmp',
      overallProgress: {},
      logLevel: 'error',
      onArtifact: () => ({alreadyExisted: false}),
      providerSpecifics: LambdaClientInternals.awsImplementation,
      insideFunctionSpecifics: {getCurrentRegionInFunction: () => 'us-east-1'},
    });
  } catch (e) {
    message = e.message;
  }
  console.log(JSON.stringify({firstLine: message && message.split('\\n')[0]}));
  // The SDK keeps its connection alive; end the process instead of waiting for it.
  process.exit(0);
});
`,
    );
    const {firstLine} = lastJson<{firstLine: string}>(out);
    expect(firstLine).toMatch(/^Error: AWS Concurrency limit reached \(Original Error: Rate Exceeded\.\)/);
    const page = pageSays('lambda/troubleshooting/rate-limit');
    expect(page).toContain('begins with `Error: ` and then this text');
    expect(page).toContain('AWS Concurrency limit reached (Original Error:');
  });
});

describe('rate limit: chunks planned without framesPerLambda', () => {
  it('a 21-frame video gets framesPerLambda 11, so 2 chunks of 11 and 10 frames; 150 frames get 8 chunks of at most 19', () => {
    // bestFramesPerFunctionParam(): Math.max(frameCount / concurrency, 20), then Math.ceil(frameCount / functionsNeeded).
    const out = runNode(
      'cjs',
      `
const path = require('node:path');
const dist = (f) => require(path.join(process.cwd(), 'node_modules/@remotion/serverless/dist', f));
const {bestFramesPerFunctionParam} = dist('best-frames-per-function-param.js');
const {planFrameRanges} = dist('plan-frame-ranges.js');
const plan = (frames) => {
  const framesPerFunction = bestFramesPerFunctionParam(frames);
  const {chunks} = planFrameRanges({framesPerFunction, frameRange: [0, frames - 1], everyNthFrame: 1});
  return {framesPerFunction, sizes: chunks.map(([a, b]) => b - a + 1)};
};
console.log(JSON.stringify({21: plan(21), 150: plan(150)}));
`,
    );
    const result = lastJson<Record<string, {framesPerFunction: number; sizes: number[]}>>(out);
    expect(result[21]).toEqual({framesPerFunction: 11, sizes: [11, 10]});
    expect(result[150].framesPerFunction).toBe(19);
    expect(result[150].sizes).toHaveLength(8);
    expect(pageSays('lambda/troubleshooting/rate-limit')).toContain(
      'so a 21-frame video becomes 2 chunks of 11 and 10 frames',
    );
  });
});

describe('s3-public-access: bucket creation inside the function', () => {
  it('getRolePolicy() has neither s3:PutBucketOwnershipControls nor s3:PutBucketPublicAccessBlock, getUserPolicy() has both, and the start handler creates a missing bucket itself', () => {
    const lambda = requireInstalled('@remotion/lambda') as {getRolePolicy: () => string; getUserPolicy: () => string};
    const role = lambda.getRolePolicy();
    const user = lambda.getUserPolicy();
    for (const action of ['s3:PutBucketOwnershipControls', 's3:PutBucketPublicAccessBlock']) {
      expect(role).not.toContain(action);
      expect(user).toContain(action);
    }
    // The start handler of remotion-lambda-role's function calls internalGetOrCreateBucket when no bucket was passed.
    // createBucket() needs them: DeleteBucketOwnershipControlsCommand and DeletePublicAccessBlockCommand follow CreateBucket.
    const out = runNode(
      'cjs',
      `
const fs = require('node:fs');
const path = require('node:path');
const start = fs.readFileSync(path.join(process.cwd(), 'node_modules/@remotion/serverless/dist/handlers/start.js'), 'utf8');
const create = fs.readFileSync(path.join(process.cwd(), 'node_modules/@remotion/lambda-client/dist/create-bucket.js'), 'utf8');
console.log(JSON.stringify({
  startCreates: /params\\.bucketName\\) !== null && _a !== void 0 \\? _a : \\(await \\(0, serverless_client_1\\.internalGetOrCreateBucket\\)/.test(start),
  steps: ['CreateBucketCommand', 'DeleteBucketOwnershipControlsCommand', 'DeletePublicAccessBlockCommand', 'PutBucketAclCommand'].map((c) => create.indexOf('new client_s3_1.' + c)),
}));
`,
    );
    const {startCreates, steps} = lastJson<{startCreates: boolean; steps: number[]}>(out);
    expect(startCreates).toBe(true);
    expect(steps.every((s, i) => s > 0 && (i === 0 || s > steps[i - 1]))).toBe(true);
    expect(pageSays('lambda/s3-public-access')).toContain(
      'whose policy does not include `s3:PutBucketOwnershipControls` or `s3:PutBucketPublicAccessBlock`',
    );
  });
});

describe('serverless-framework-integration: uploading large input props', () => {
  it('compressInputProps() uploads the props with PutObject and ACL private, after ListBuckets', () => {
    // compress-props.js writes the file with privacy: 'private', which write-file.js sends as ACL 'private'.
    const out = runNode(
      'cjs',
      `
for (const k of Object.keys(process.env)) if (k.startsWith('AWS_') || k.startsWith('REMOTION_')) delete process.env[k];
process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLEEXAMPLE12';
process.env.AWS_SECRET_ACCESS_KEY = 'x'.repeat(40);
const sends = [];
const {S3Client} = require('@aws-sdk/client-s3');
S3Client.prototype.send = async function (cmd) {
  const name = cmd.constructor.name.replace(/Command$/, '');
  sends.push({name, ACL: cmd.input.ACL ?? null});
  if (name === 'ListBuckets') return {Buckets: [{Name: 'remotionlambda-eucentral1-k3x9q0va2m', CreationDate: new Date()}]};
  if (name === 'PutObject') return {};
  throw new Error('unmocked ' + name);
};
const {LambdaClientInternals} = require('@remotion/lambda-client');
const {compressInputProps, getNeedsToUpload} = require('@remotion/serverless-client');
(async () => {
  const providerSpecifics = LambdaClientInternals.awsImplementation;
  const stringifiedInputProps = JSON.stringify({rows: 'x'.repeat(300000)});
  const needsToUpload = getNeedsToUpload({type: 'video-or-audio', sizes: [stringifiedInputProps.length], providerSpecifics});
  const res = await compressInputProps({stringifiedInputProps, region: 'eu-central-1', userSpecifiedBucketName: null, propsType: 'input-props', needsToUpload, providerSpecifics, forcePathStyle: false, skipPutAcl: false});
  console.log(JSON.stringify({needsToUpload, type: res.type, sends}));
})();
`,
    );
    const result = lastJson<{needsToUpload: boolean; type: string; sends: Json[]}>(out);
    expect(result.needsToUpload).toBe(true);
    expect(result.type).toBe('bucket-url');
    expect(result.sends).toEqual([
      {name: 'ListBuckets', ACL: null},
      {name: 'PutObject', ACL: 'private'},
    ]);
    expect(pageSays('lambda/serverless-framework-integration')).toContain(
      '`s3:PutObject` and `s3:PutObjectAcl` (the props file is uploaded with the ACL `private`)',
    );
  });
});
