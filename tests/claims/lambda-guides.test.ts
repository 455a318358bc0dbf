/**
 * Executed claims of the Lambda guide pages (docs/lambda/*, except the API and CLI references).
 * Nothing here reaches AWS: scripts that need AWS replace send() of the AWS SDK clients with a
 * recorder that answers like AWS would, so the package code between the call and AWS runs as is.
 * Process-wide state (environment, timers, process.argv) is changed only inside child processes
 * started with runNode(); each prints one line "RESULT <json>".
 */
import crypto from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
import {readMarkdown} from '../../scripts/lib/markdown';
import {installedFile, requireInstalled, runNode, thrownMessage} from './lib';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const results = new Map<string, Json>();
const result = (name: string, format: 'esm' | 'cjs', script: string): Json => {
  if (!results.has(name)) {
    const line = runNode(format, script)
      .split('\n')
      .find((l) => l.startsWith('RESULT '));
    if (!line) {
      throw new Error(`${name} printed no RESULT line`);
    }
    results.set(name, JSON.parse(line.slice('RESULT '.length)) as Json);
  }
  return results.get(name) as Json;
};
const awsRun = () => result('aws', 'cjs', AWS_SCRIPT);
const cliRun = () => result('cli', 'cjs', CLI_SCRIPT);
const modulesRun = () => result('modules', 'esm', MODULES_SCRIPT);

/** A file of an installed package that its "exports" do not list. */
const requireDist = (pkg: string, file: string) =>
  requireInstalled(path.join(path.dirname(requireInstalled.resolve(`${pkg}/package.json`)), file));

/** The code blocks of a docs page, with their info strings. */
const codeBlocks = (id: string) =>
  [...readMarkdown(`docs/${id}.mdx`).body.matchAll(/```(\w+)([^\n]*)\n([\s\S]*?)\n```/g)].map((m) => ({
    lang: m[1],
    info: m[2],
    code: m[3],
  }));

const client = requireInstalled('@remotion/lambda/client') as Json;
const lambda = requireInstalled('@remotion/lambda') as Json;
const serverless = requireInstalled('@remotion/serverless') as Json;
const {RenderInternals} = requireInstalled('@remotion/renderer') as Json;
const L = client.LambdaClientInternals as Json;
const awsImplementation = L.awsImplementation as Json;

/** Replaces send() of every AWS SDK client Remotion uses; `handlers` answer by command name. */
const MOCK_AWS = `
const sends = [];
const handlers = {};
const realSend = {};
for (const [pkg, cls] of [['@aws-sdk/client-s3', 'S3Client'], ['@aws-sdk/client-lambda', 'LambdaClient'], ['@aws-sdk/client-sts', 'STSClient'], ['@aws-sdk/client-cloudwatch-logs', 'CloudWatchLogsClient'], ['@aws-sdk/client-service-quotas', 'ServiceQuotasClient'], ['@aws-sdk/client-iam', 'IAMClient']]) {
  realSend[cls] = require(pkg)[cls].prototype.send;
  require(pkg)[cls].prototype.send = async function (cmd) {
    const name = cmd.constructor.name.replace(/Command$/, '');
    sends.push({name, input: cmd.input});
    const handler = handlers[name];
    if (!handler) throw new Error('unmocked ' + name);
    return handler(cmd.input);
  };
}
const reset = (h) => { sends.length = 0; for (const k of Object.keys(handlers)) delete handlers[k]; Object.assign(handlers, h); };
const names = () => sends.map((s) => s.name);
const fail = (message, name = 'Error') => () => { const e = new Error(message); e.name = name; throw e; };
const settle = async (fn) => { try { return {ok: await fn()}; } catch (e) { return {error: e.message}; } };
const json = (o) => ({Payload: new TextEncoder().encode(JSON.stringify(o))});
`;

/** The AWS-facing APIs of @remotion/lambda and @remotion/lambda/client against recorded AWS calls. */
const AWS_SCRIPT = `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
for (const k of Object.keys(process.env)) if (k.startsWith('AWS_') || k.startsWith('REMOTION_')) delete process.env[k];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-guides-credentials-'));
process.env.HOME = dir;
process.env.AWS_CONFIG_FILE = path.join(dir, 'config');
process.env.AWS_EC2_METADATA_DISABLED = 'true';
const profiles = path.join(dir, 'credentials');
fs.writeFileSync(profiles, '[remprof]\\naws_access_key_id=AKIAREMOTIONPROFILE\\naws_secret_access_key=a\\n[awsprof]\\naws_access_key_id=AKIAAWSPROFILE\\naws_secret_access_key=b\\n');
const withDefault = path.join(dir, 'with-default');
fs.writeFileSync(withDefault, '[default]\\naws_access_key_id=AKIADEFAULTPROFILE\\naws_secret_access_key=c\\n');
const {getAwsClient} = require('@remotion/lambda/client');
const VARS = ['REMOTION_AWS_PROFILE', 'REMOTION_AWS_ACCESS_KEY_ID', 'REMOTION_AWS_SECRET_ACCESS_KEY', 'REMOTION_AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'REMOTION_SKIP_AWS_CREDENTIALS_CHECK', 'AWS_SHARED_CREDENTIALS_FILE', 'REMOTION_DISABLE_AWS_CLIENT_CACHE'];
const setEnv = (env) => { for (const k of VARS) delete process.env[k]; Object.assign(process.env, env); };
const who = async (env, file = profiles) => {
  setEnv({AWS_SHARED_CREDENTIALS_FILE: file, REMOTION_DISABLE_AWS_CLIENT_CACHE: '1', ...env});
  try {
    const {client} = getAwsClient({region: 'eu-west-1', service: 's3'});
    const c = await client.config.credentials();
    return c.accessKeyId + (c.sessionToken ? ' + ' + c.sessionToken : '');
  } catch (e) {
    return 'ERROR ' + e.message.split('\\n')[0];
  }
};
const all = {REMOTION_AWS_PROFILE: 'remprof', REMOTION_AWS_ACCESS_KEY_ID: 'AKIAREMOTIONKEY', REMOTION_AWS_SECRET_ACCESS_KEY: 'x', REMOTION_AWS_SESSION_TOKEN: 'remotion-token', AWS_PROFILE: 'awsprof', AWS_ACCESS_KEY_ID: 'AKIAAWSKEY', AWS_SECRET_ACCESS_KEY: 'y', AWS_SESSION_TOKEN: 'aws-token'};
const without = (o, ...keys) => { const c = {...o}; for (const k of keys) delete c[k]; return c; };
${MOCK_AWS}
// deployFunction() polls GetFunction once a second; the webhook retries wait 500 and 1000 ms.
const realSetTimeout = setTimeout;
const delays = [];
global.setTimeout = (fn, ms, ...a) => { delays.push(ms); return realSetTimeout(fn, ms === 1000 || ms === 500 ? 0 : ms, ...a); };
const http = require('node:http');
const lambda = require('@remotion/lambda');
const client = require('@remotion/lambda/client');
const serverless = require('@remotion/serverless');
const aws = client.LambdaClientInternals.awsImplementation;
const out = {};
const bucket = 'remotionlambda-eucentral1-abcdefghij';
(async () => {
  // Credentials: which ones a client gets (no request is sent; the credentials provider is resolved directly)
  out.order = [
    await who(all),
    await who(without(all, 'REMOTION_AWS_PROFILE')),
    await who(without(all, 'REMOTION_AWS_PROFILE', 'REMOTION_AWS_SESSION_TOKEN')),
    await who(without(all, 'REMOTION_AWS_PROFILE', 'REMOTION_AWS_SECRET_ACCESS_KEY')),
    await who(without(all, 'REMOTION_AWS_PROFILE', 'REMOTION_AWS_ACCESS_KEY_ID', 'REMOTION_AWS_SECRET_ACCESS_KEY', 'REMOTION_AWS_SESSION_TOKEN', 'AWS_PROFILE')),
    await who(without(all, 'REMOTION_AWS_PROFILE', 'REMOTION_AWS_ACCESS_KEY_ID', 'REMOTION_AWS_SECRET_ACCESS_KEY', 'REMOTION_AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_SESSION_TOKEN')),
  ];
  out.remotionPairWithAwsToken = await who({REMOTION_AWS_ACCESS_KEY_ID: 'AKIAREMOTIONKEY', REMOTION_AWS_SECRET_ACCESS_KEY: 'x', AWS_SESSION_TOKEN: 'aws-token'});
  out.skip = await who({...without(all, 'AWS_PROFILE'), REMOTION_SKIP_AWS_CREDENTIALS_CHECK: '1'});
  out.skipFalse = await who({...without(all, 'AWS_PROFILE'), REMOTION_SKIP_AWS_CREDENTIALS_CHECK: 'false'});
  out.skipWithOnlyRemotionKeys = await who({REMOTION_SKIP_AWS_CREDENTIALS_CHECK: '1', REMOTION_AWS_ACCESS_KEY_ID: 'AKIAREMOTIONKEY', REMOTION_AWS_SECRET_ACCESS_KEY: 'x'});
  out.defaultSection = await who({}, withDefault);
  out.noCredentials = await who({});
  out.onlyKeyId = await who({AWS_ACCESS_KEY_ID: 'AKIAAWSKEY'});
  setEnv({REMOTION_AWS_ACCESS_KEY_ID: 'AKIAREMOTIONKEY', REMOTION_AWS_SECRET_ACCESS_KEY: 'x'});
  {
    const a = getAwsClient({region: 'eu-west-1', service: 's3'}).client;
    const b = getAwsClient({region: 'eu-west-1', service: 's3'}).client;
    const c = getAwsClient({region: 'eu-west-2', service: 's3'}).client;
    const d = getAwsClient({region: 'eu-west-1', service: 'lambda'}).client;
    process.env.REMOTION_DISABLE_AWS_CLIENT_CACHE = '1';
    const e = getAwsClient({region: 'eu-west-3', service: 's3'}).client;
    const f = getAwsClient({region: 'eu-west-3', service: 's3'}).client;
    const g = getAwsClient({region: 'eu-west-1', service: 's3'}).client;
    out.cache = {sameTwice: a === b, otherRegion: a === c, otherService: a === d, disabledFresh: e === f, disabledAlreadyCached: g === a};
  }
  // The Node.js APIs do not read .env: a .env file in the working directory changes nothing.
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-guides-dotenv-'));
  fs.writeFileSync(path.join(project, '.env'), 'REMOTION_AWS_ACCESS_KEY_ID=AKIAFROMDOTENV\\nREMOTION_AWS_SECRET_ACCESS_KEY=z\\n');
  process.chdir(project);
  out.dotenvIgnored = await who({});
  setEnv({REMOTION_AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', REMOTION_AWS_SECRET_ACCESS_KEY: 'secret'});

  // Bucket creation
  reset({CreateBucket: () => ({}), DeleteBucketOwnershipControls: () => ({}), DeletePublicAccessBlock: () => ({}), PutBucketAcl: () => ({})});
  await aws.createBucket({region: 'eu-central-1', bucketName: bucket, forcePathStyle: false});
  out.createSteps = sends.map((s) => s.name + (s.input.ACL ? ' ' + s.input.ACL : ''));
  reset({CreateBucket: () => ({}), DeleteBucketOwnershipControls: fail('Access Denied')});
  out.createDenied = {...(await settle(() => aws.createBucket({region: 'eu-central-1', bucketName: bucket, forcePathStyle: false}))), steps: names()};
  reset({CreateBucket: () => ({}), DeleteBucketOwnershipControls: () => ({}), DeletePublicAccessBlock: fail('Access Denied')});
  out.createPartial = await settle(() => aws.createBucket({region: 'eu-central-1', bucketName: bucket, forcePathStyle: false}));
  reset({CreateBucket: () => ({}), DeleteBucketOwnershipControls: () => ({}), DeletePublicAccessBlock: () => ({}), PutBucketAcl: fail('The bucket does not allow ACLs')});
  out.createNoAcl = await settle(() => aws.createBucket({region: 'eu-central-1', bucketName: bucket, forcePathStyle: false}));

  // Lifecycle rules
  out.lifecycle = {};
  for (const value of [true, 'true', false, null]) {
    reset({PutBucketLifecycleConfiguration: () => ({}), DeleteBucketLifecycle: () => ({})});
    await aws.applyLifeCycle({enableFolderExpiry: value, bucketName: bucket, region: 'eu-central-1', customCredentials: null, forcePathStyle: false});
    out.lifecycle[JSON.stringify(value)] = names();
    if (value === true) out.rules = sends[0].input.LifecycleConfiguration.Rules;
  }
  reset({PutBucketLifecycleConfiguration: fail('User is not authorized', 'AccessDenied')});
  out.lifecycleDenied = await settle(() => aws.applyLifeCycle({enableFolderExpiry: true, bucketName: bucket, region: 'eu-central-1', customCredentials: null, forcePathStyle: false}));
  reset({PutBucketLifecycleConfiguration: fail('InternalError: We encountered an internal error.', 'InternalError')});
  out.lifecycleOtherError = await settle(() => aws.applyLifeCycle({enableFolderExpiry: true, bucketName: bucket, region: 'eu-central-1', customCredentials: null, forcePathStyle: false}));

  // Finding the bucket
  const b = (Name) => ({Name, CreationDate: new Date()});
  reset({ListBuckets: () => ({Buckets: [b('remotionlambda-useast1-k3x9q0va2m'), b('remotionlambda-useast1-p8w1n4c7zd'), b('acme-video-renders')]})});
  out.multiple = await settle(() => lambda.getOrCreateBucket({region: 'us-east-1'}));
  reset({ListBuckets: () => ({Buckets: [b(bucket), b('remotionlambda-custom-name'), b('remotionlambda-useast1-k3x9q0va2m')]}), GetBucketLocation: () => ({LocationConstraint: 'eu-west-1'})});
  out.existing = await settle(() => lambda.getOrCreateBucket({region: 'eu-central-1'}));
  out.existingSteps = sends.map((s) => s.name + (s.input.Bucket ? ' ' + s.input.Bucket : ''));
  reset({ListBuckets: () => ({Buckets: []}), CreateBucket: () => ({}), DeleteBucketOwnershipControls: () => ({}), DeletePublicAccessBlock: () => ({}), PutBucketAcl: () => ({}), PutBucketLifecycleConfiguration: () => ({})});
  out.created = await settle(() => lambda.getOrCreateBucket({region: 'eu-central-1', enableFolderExpiry: true}));
  out.createdSteps = names();
  out.deploySiteOwnBucket = await settle(() => lambda.deploySite({bucketName: 'acme-video-renders', entryPoint: 'src/index.ts', region: 'eu-central-1', siteName: 'summer-campaign'}));

  // Permission validation with the root user
  reset({GetCallerIdentity: () => ({Arn: 'arn:aws:iam::123456789012:root', Account: '123456789012'})});
  out.simulateRoot = await settle(() => lambda.simulatePermissions({region: 'eu-central-1'}));

  // Listing functions
  const functions = {Functions: [
    {FunctionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec', MemorySize: 2048, Timeout: 120, EphemeralStorage: {Size: 2048}},
    {FunctionName: 'remotion-render-prerelease', MemorySize: 2048, Timeout: 120},
    {FunctionName: 'remotion-render-unreachable', MemorySize: 1024, Timeout: 60},
    {FunctionName: 'my-renderer', MemorySize: 2048, Timeout: 120},
  ]};
  const invoke = (input) => {
    const payload = JSON.parse(input.Payload);
    if (payload.type === 'info') {
      if (input.FunctionName === 'remotion-render-prerelease') return json({type: 'error', message: 'Command not found: {}', stack: 'Error: Command not found'});
      if (input.FunctionName === 'remotion-render-unreachable') throw new Error('socket hang up');
      return json({type: 'success', version: '4.0.278'});
    }
    out.lastPayload = payload;
    if (payload.type === 'start') return json({type: 'success', renderId: 'abcdef1234', bucketName: bucket});
    return json({type: 'error', message: 'unexpected'});
  };
  reset({ListFunctions: () => functions, Invoke: invoke});
  out.functions = (await client.getFunctions({region: 'eu-central-1', compatibleOnly: false})).map((f) => [f.functionName, f.version]);
  out.functionsInvoked = sends.filter((s) => s.name === 'Invoke').length;

  // Deploying a function
  reset({GetCallerIdentity: () => ({Account: '123456789012'}), ListFunctions: () => functions, Invoke: invoke, CreateLogGroup: () => ({}), PutRetentionPolicy: () => ({})});
  out.redeploy = await settle(() => lambda.deployFunction({region: 'eu-central-1', memorySizeInMb: 2048, diskSizeInMb: 2048, timeoutInSeconds: 120, createCloudWatchLogGroup: true}));
  out.redeploySteps = [...new Set(names())];
  const deployHandlers = {GetCallerIdentity: () => ({Account: '123456789012'}), ListFunctions: () => ({Functions: []}), CreateLogGroup: () => ({}), PutRetentionPolicy: () => ({}), CreateFunction: (i) => ({FunctionName: i.FunctionName, FunctionArn: 'arn:aws:lambda:eu-central-1:123456789012:function:' + i.FunctionName}), TagResource: fail('not allowed', 'AccessDeniedException'), PutFunctionEventInvokeConfig: () => ({}), GetFunction: () => ({Configuration: {State: 'Active'}}), PutRuntimeManagementConfig: fail('not allowed', 'AccessDeniedException')};
  const warnings = [];
  const realWarn = console.warn;
  console.warn = (...a) => warnings.push(a.join(' '));
  reset(deployHandlers);
  out.deploy = await settle(() => lambda.deployFunction({region: 'eu-central-1', memorySizeInMb: 3008, diskSizeInMb: 4096, timeoutInSeconds: 300, createCloudWatchLogGroup: true, enableV5Runtime: true}));
  const created = sends.find((s) => s.name === 'CreateFunction').input;
  out.createFunction = {Runtime: created.Runtime, Architectures: created.Architectures, Handler: created.Handler, Role: created.Role, Layers: created.Layers, MemorySize: created.MemorySize, Timeout: created.Timeout, EphemeralStorage: created.EphemeralStorage};
  out.deploySteps = names();
  out.retention = sends.find((s) => s.name === 'PutRetentionPolicy').input;
  out.eventInvokeConfig = sends.find((s) => s.name === 'PutFunctionEventInvokeConfig').input;
  out.runtimeManagement = sends.find((s) => s.name === 'PutRuntimeManagementConfig').input;
  reset(deployHandlers);
  await lambda.deployFunction({region: 'eu-central-1', memorySizeInMb: 2048, timeoutInSeconds: 120, createCloudWatchLogGroup: false, runtimePreference: 'apple-emojis', enableLambdaInsights: true});
  out.appleEmojiLayers = sends.find((s) => s.name === 'CreateFunction').input.Layers;
  reset(deployHandlers);
  out.insightsUnsupported = await settle(() => lambda.deployFunction({region: 'eu-central-2', memorySizeInMb: 2048, timeoutInSeconds: 120, createCloudWatchLogGroup: false, enableLambdaInsights: true}));
  out.insightsUnsupportedSteps = names();
  console.warn = realWarn;
  out.warnings = warnings;

  // Starting renders
  const base = {region: 'eu-central-1', functionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec', serveUrl: 'match-highlights', composition: 'Highlights', codec: 'h264'};
  reset({Invoke: invoke});
  out.render = await settle(() => client.renderMediaOnLambda(base));
  out.startPayload = out.lastPayload;
  out.quality = await settle(() => client.renderMediaOnLambda({...base, quality: 80}));
  out.renderVideoOnLambdaIsRenderMediaOnLambda = client.renderVideoOnLambda === client.renderMediaOnLambda;
  out.codecs = {};
  for (const codec of ['h264', 'h265', 'vp8', 'vp9', 'mp3', 'aac', 'wav', 'gif', 'prores', 'h264-mkv', 'h264-ts']) {
    out.codecs[codec] = (await settle(() => client.renderMediaOnLambda({...base, codec}))).error ?? 'accepted';
  }
  out.framesPerLambda2 = (await settle(() => client.renderMediaOnLambda({...base, framesPerLambda: 2}))).error ?? 'accepted';
  out.framesPerLambdaHalf = (await settle(() => client.renderMediaOnLambda({...base, framesPerLambda: 20.5}))).error ?? 'accepted';
  out.mainEntry = Object.keys(lambda);
  out.policiesEntry = Object.keys(require('@remotion/lambda/policies'));
  reset({Invoke: invoke});
  out.customData1024 = await settle(() => client.renderMediaOnLambda({...base, webhook: {url: 'https://example.com', secret: null, customData: {d: 'x'.repeat(1016)}}}));
  out.customData1025 = await settle(() => client.renderMediaOnLambda({...base, webhook: {url: 'https://example.com', secret: null, customData: {d: 'x'.repeat(1017)}}}));
  out.customDataInvocations = names().length;
  reset({Invoke: fail('UnrecognizedClientException: The security token included in the request is invalid.', 'UnrecognizedClientException')});
  out.unrecognized = await settle(() => client.renderMediaOnLambda(base));
  reset({Invoke: (input) => { out.statusPayload = JSON.parse(input.Payload); return json({type: 'error', message: 'No render with ID abcdef1234'}); }});
  out.progressError = await settle(() => client.getRenderProgress({region: 'eu-central-1', functionName: base.functionName, renderId: 'abcdef1234', bucketName: bucket}));
  reset({});
  out.skipInvocationOtherName = await settle(() => client.getRenderProgress({region: 'eu-central-1', functionName: 'my-renderer', renderId: 'abcdef1234', bucketName: bucket, skipLambdaInvocation: true}));
  out.skipInvocationCalls = names();
  reset({InvokeWithResponseStream: fail('TooManyRequestsException: Rate Exceeded.', 'TooManyRequestsException')});
  out.streamingRateLimit = await settle(() => aws.callFunctionStreaming({functionName: base.functionName, type: 'renderer', payload: {type: 'renderer'}, region: 'eu-central-1', timeoutInTest: 1000, receivedStreamingMessage: () => undefined, retriesRemaining: 0}));

  // HTTP_PROXY and HTTPS_PROXY are not used: a request of a Remotion-made S3 client reaches a local
  // endpoint directly although both point at a closed port.
  {
    const hits = [];
    const endpoint = http.createServer((req, res) => { hits.push(req.method + ' ' + req.url); res.setHeader('Content-Type', 'application/xml'); res.end('<?xml version="1.0" encoding="UTF-8"?><ListAllMyBucketsResult><Buckets></Buckets></ListAllMyBucketsResult>'); });
    await new Promise((r) => endpoint.listen(0, '127.0.0.1', r));
    process.env.HTTP_PROXY = 'http://127.0.0.1:9';
    process.env.HTTPS_PROXY = 'http://127.0.0.1:9';
    const {client: s3, sdk} = client.getAwsClient({region: 'eu-central-1', service: 's3', customCredentials: {endpoint: 'http://127.0.0.1:' + endpoint.address().port, accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true}});
    out.proxyIgnored = await settle(() => realSend.S3Client.call(s3, new sdk.ListBucketsCommand({})).then(() => 'answered'));
    out.proxyIgnoredHits = hits;
    delete process.env.HTTP_PROXY;
    delete process.env.HTTPS_PROXY;
    endpoint.close();
  }
  // Uploads: ACL per privacy, bucket owner, content type and disposition
  out.uploads = {};
  for (const privacy of ['public', 'private', 'no-acl']) {
    reset({PutObject: () => ({})});
    await aws.writeFile({bucketName: bucket, key: 'renders/abcdef1234/out.mp4', body: 'x', region: 'eu-central-1', privacy, expectedBucketOwner: '123456789012', downloadBehavior: {type: 'download', fileName: 'my-2025-recap.mp4'}, customCredentials: null, forcePathStyle: false});
    const input = sends[0].input;
    out.uploads[privacy] = {ACL: input.ACL ?? null, ExpectedBucketOwner: input.ExpectedBucketOwner ?? null, ContentType: input.ContentType, ContentDisposition: input.ContentDisposition};
  }
  reset({PutObject: () => ({})});
  await aws.writeFile({bucketName: 'recaps', key: 'u_5521.mp4', body: 'x', region: 'eu-central-1', privacy: 'no-acl', expectedBucketOwner: '123456789012', downloadBehavior: null, customCredentials: {endpoint: 'https://example.r2.cloudflarestorage.com', accessKeyId: 'a', secretAccessKey: 'b'}, forcePathStyle: false});
  out.uploadToOtherProvider = {ExpectedBucketOwner: sends[0].input.ExpectedBucketOwner ?? null};
  out.customProviderRegion = await client.getAwsClient({region: 'eu-central-1', service: 's3', customCredentials: {endpoint: 'https://example.r2.cloudflarestorage.com', accessKeyId: 'a', secretAccessKey: 'b'}}).client.config.region();
  out.customProviderRegionSet = await client.getAwsClient({region: 'eu-central-1', service: 's3', customCredentials: {endpoint: 'https://example.r2.cloudflarestorage.com', accessKeyId: 'a', secretAccessKey: 'b', region: 'eu-west-1'}}).client.config.region();
  reset({Invoke: invoke});
  out.outNameWrongExtension = (await settle(() => client.renderMediaOnLambda({...base, outName: 'recap.webm'}))).error ?? 'accepted';

  // Webhooks: what is sent, how often, with which pauses
  const requests = [];
  const realFetch = global.fetch;
  const timeouts = [];
  const realTimeout = AbortSignal.timeout;
  AbortSignal.timeout = (ms) => { timeouts.push(ms); return realTimeout.call(AbortSignal, ms); };
  let status = 500;
  global.fetch = async (url, init) => { requests.push({url, method: init.method, redirect: init.redirect, headers: init.headers, body: init.body}); return {ok: status >= 200 && status < 300, status}; };
  const payload = {type: 'timeout', renderId: 'x7k2m9p0qa', bucketName: bucket, expectedBucketOwner: '123456789012', customData: {orderId: 'A-1042'}};
  delays.length = 0;
  out.webhookFailing = await settle(() => serverless.invokeWebhook({options: {url: 'https://shop.example.com/api/render-finished', secret: 's3cr3t', payload}, logLevel: 'error'}));
  out.webhookAttempts = requests.length;
  out.webhookDelays = delays.filter((d) => d === 500 || d === 1000);
  out.webhookRequest = requests[0];
  out.webhookTimeouts = timeouts;
  requests.length = 0;
  status = 204;
  out.webhook204 = await settle(() => serverless.invokeWebhook({options: {url: 'https://shop.example.com/api/render-finished', secret: null, payload}, logLevel: 'error'}));
  out.webhook204Attempts = requests.length;
  out.noSecretSignature = requests[0].headers['X-Remotion-Signature'];
  global.fetch = realFetch;
  // A non-ASCII body against a real local server, with the 10 s timeout shortened to 400 ms
  AbortSignal.timeout = (ms) => realTimeout.call(AbortSignal, 400);
  const received = [];
  const server = http.createServer((req, res) => { let body = ''; req.on('data', (d) => { body += d; }); req.on('end', () => { received.push(Buffer.byteLength(body)); res.end('ok'); }); });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = 'http://127.0.0.1:' + server.address().port + '/hook';
  out.asciiBody = await settle(() => serverless.invokeWebhook({options: {url, secret: 's', payload: {...payload, customData: {name: 'Zoe'}}}, logLevel: 'error', retries: 0}));
  out.nonAsciiBody = await settle(() => serverless.invokeWebhook({options: {url, secret: 's', payload: {...payload, customData: {name: 'Zoë'}}}, logLevel: 'error', retries: 0}));
  out.serverReceived = received;
  server.close();
  console.log('RESULT ' + JSON.stringify(out));
  process.exit(0);
})();
`;

/** The npx remotion lambda commands, run through the CLI's executeCommand() with recorded AWS calls. */
const CLI_SCRIPT = `
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
process.argv = [process.argv[0], 'remotion', 'lambda'];
for (const k of Object.keys(process.env)) if (k.startsWith('AWS_') || k.startsWith('REMOTION_')) delete process.env[k];
process.env.REMOTION_AWS_ACCESS_KEY_ID = 'AKIAEXAMPLE';
process.env.REMOTION_AWS_SECRET_ACCESS_KEY = 'secret';
process.env.NO_COLOR = '1';
${MOCK_AWS}
let captured = '';
const realOut = process.stdout.write.bind(process.stdout);
const realErr = process.stderr.write.bind(process.stderr);
const realLog = console.log;
console.log = (...a) => process.stdout.write(a.join(' ') + '\\n');
console.warn = (...a) => process.stderr.write(a.join(' ') + '\\n');
console.error = (...a) => process.stderr.write(a.join(' ') + '\\n');
const capture = () => { captured = ''; process.stdout.write = (c) => { captured += c; return true; }; process.stderr.write = (c) => { captured += c; return true; }; };
const release = () => { process.stdout.write = realOut; process.stderr.write = realErr; return captured.replace(/\\u001b\\[[0-9;]*[A-Za-z]/g, ''); };
class Exit extends Error {}
process.exit = (code) => { throw new Exit('exit code ' + code); };
const lambdaDir = path.dirname(require.resolve('@remotion/lambda/package.json'));
const {executeCommand} = require(path.join(lambdaDir, 'dist/cli/index.js'));
const args = require(path.join(lambdaDir, 'dist/cli/args.js'));
const {getAwsRegion} = require(path.join(lambdaDir, 'dist/cli/get-aws-region.js'));
const {getWebhookCustomData} = require(path.join(lambdaDir, 'dist/cli/helpers/get-webhook-custom-data.js'));
const {CliInternals} = require('@remotion/cli');
const {BrowserSafeApis} = require('@remotion/renderer/client');
const {RenderInternals} = require('@remotion/renderer');
const {LambdaClientInternals} = require('@remotion/lambda/client');
const aws = LambdaClientInternals.awsImplementation;
const out = {};
const run = async (argv, provider = aws) => {
  capture();
  let exit = 'none';
  try { await executeCommand(argv, process.cwd(), 'info', provider); } catch (e) { exit = e instanceof Exit ? e.message : 'threw ' + e.message; }
  return {exit, output: release()};
};
(async () => {
  const region = (flag, env) => {
    args.parsedLambdaCli.region = flag;
    delete process.env.REMOTION_AWS_REGION;
    delete process.env.AWS_REGION;
    Object.assign(process.env, env);
    try { return getAwsRegion(); } catch (e) { return 'ERROR ' + e.message; }
  };
  out.region = {
    flag: region('eu-west-1', {REMOTION_AWS_REGION: 'eu-central-1', AWS_REGION: 'ap-south-1'}),
    remotionVariable: region(undefined, {REMOTION_AWS_REGION: 'eu-central-1', AWS_REGION: 'ap-south-1'}),
    awsVariable: region(undefined, {AWS_REGION: 'ap-south-1'}),
    nothing: region(undefined, {}),
    unsupported: region('mars-1', {}),
  };
  delete args.parsedLambdaCli.region;
  out.upload = await run(['upload']);
  out.deploy = await run(['deploy']);
  out.ls = await run(['ls']);
  const refusing = {...aws, checkCredentials: () => { throw new Error('the credentials were checked'); }};
  out.policiesRole = await run(['policies', 'role'], refusing);
  out.policiesUser = await run(['policies', 'user'], refusing);
  out.regions = await run(['regions'], refusing);
  out.policiesValidate = await run(['policies', 'validate'], refusing);
  const throwing = (message) => ({...aws, checkCredentials: () => { throw new Error(message); }});
  process.env.REMOTION_AWS_ACCESS_KEY_ID = 'ASIAEXAMPLE';
  out.tokenTemporaryKey = await run(['functions', 'ls'], throwing('The security token included in the request is invalid'));
  process.env.REMOTION_AWS_ACCESS_KEY_ID = 'AKIAEXAMPLE';
  out.tokenLongTermKey = await run(['functions', 'ls'], throwing('The security token included in the request is invalid'));
  out.tooManyRequests = await run(['functions', 'ls'], throwing('TooManyRequestsException: Rate Exceeded.'));
  out.accessDenied = await run(['functions', 'ls'], throwing('AccessDenied: User is not authorized'));
  out.roleCannotBeAssumed = await run(['functions', 'ls'], throwing('The role defined for the function cannot be assumed by Lambda.'));
  reset({GetCallerIdentity: () => ({Arn: 'arn:aws:iam::123456789012:root', Account: '123456789012'})});
  out.validateAsRoot = await run(['policies', 'validate']);
  const quotas = (current, awsDefault) => ({GetServiceQuota: () => ({Quota: {Value: current}}), GetAWSDefaultServiceQuota: () => ({Quota: {Value: awsDefault}}), ListRequestedServiceQuotaChangeHistoryByQuota: () => ({RequestedQuotas: []}), RequestServiceQuotaIncrease: () => ({})});
  args.forceFlagProvided = true;
  out.increaseTo = {};
  for (const current of [1000, 4999, 5000, 12000]) {
    reset(quotas(current, 1000));
    await run(['quotas', 'increase']);
    const request = sends.find((s) => s.name === 'RequestServiceQuotaIncrease');
    out.increaseTo[current] = request ? request.input.DesiredValue : null;
  }
  args.forceFlagProvided = false;
  reset(quotas(5000, 1000));
  out.increaseAboveDefault = await run(['quotas', 'increase']);
  out.increaseAboveDefaultRequested = sends.some((s) => s.name === 'RequestServiceQuotaIncrease');
  args.forceFlagProvided = true;
  reset({...quotas(1000, 1000), RequestServiceQuotaIncrease: fail('not allowed', 'DependencyAccessDeniedException')});
  out.increaseSubAccount = await run(['quotas', 'increase']);
  reset({...quotas(1000, 1000), ListRequestedServiceQuotaChangeHistoryByQuota: () => ({RequestedQuotas: [{Status: 'CASE_OPENED', DesiredValue: 5000, CaseId: '1234'}]})});
  out.quotasPending = await run(['quotas']);
  reset(quotas(1000, 1000));
  out.quotasDefault = await run(['quotas']);
  reset(quotas(5000, 1000));
  out.quotasRaised = await run(['quotas']);
  reset({GetCallerIdentity: () => ({Account: '123456789012'}), ListFunctions: () => ({Functions: [{FunctionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec', MemorySize: 2048, Timeout: 120, EphemeralStorage: {Size: 2048}}]}), Invoke: () => json({type: 'success', version: '4.0.278'}), CreateLogGroup: () => ({}), PutRetentionPolicy: () => ({})});
  args.parsedLambdaCli['enable-v5-runtime'] = true;
  out.functionsDeploy = await run(['functions', 'deploy']);
  delete args.parsedLambdaCli['enable-v5-runtime'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-guides-cli-'));
  fs.writeFileSync(path.join(dir, 'custom-data.json'), '{"orderId":"A-1042","source":"file"}');
  out.customDataFlag = BrowserSafeApis.options.webhookCustomDataOption.cliFlag;
  args.parsedLambdaCli[out.customDataFlag] = '{"orderId":"A-1042","source":"inline"}';
  out.customDataInline = getWebhookCustomData('info');
  args.parsedLambdaCli[out.customDataFlag] = path.join(dir, 'custom-data.json');
  out.customDataFile = getWebhookCustomData('info');
  delete args.parsedLambdaCli[out.customDataFlag];
  const {overwriteOption, folderExpiryOption} = BrowserSafeApis.options;
  const parse = (argv) => CliInternals.minimist(argv, {boolean: CliInternals.BooleanFlags, default: {overwrite: true, muted: null}});
  out.overwriteWithoutFlag = overwriteOption.getValue({commandLine: CliInternals.parsedCli}, false).value;
  out.overwriteFalse = overwriteOption.getValue({commandLine: parse(['lambda', 'render', 'site', 'Comp', '--overwrite=false'])}, false).value;
  out.folderExpiry = {
    bareAtEnd: folderExpiryOption.getValue({commandLine: parse(['lambda', 'sites', 'create', 'src/index.ts', '--enable-folder-expiry'])}).value,
    bareBeforeFlag: folderExpiryOption.getValue({commandLine: parse(['lambda', 'sites', 'create', 'src/index.ts', '--enable-folder-expiry', '--site-name=clips'])}).value,
    equalsTrue: folderExpiryOption.getValue({commandLine: parse(['lambda', 'sites', 'create', 'src/index.ts', '--enable-folder-expiry=true'])}).value,
    bareBeforeArgument: folderExpiryOption.getValue({commandLine: parse(['lambda', 'sites', 'create', '--enable-folder-expiry', 'src/index.ts'])}).value,
    absent: folderExpiryOption.getValue({commandLine: parse(['lambda', 'sites', 'create', 'src/index.ts'])}).value,
  };
  const {findFunctionName} = require(path.join(lambdaDir, 'dist/cli/helpers/find-function-name.js'));
  const fn = (FunctionName) => ({FunctionName, MemorySize: 2048, Timeout: 120, EphemeralStorage: {Size: 2048}});
  const find = async (functions, flag) => {
    reset({ListFunctions: () => ({Functions: functions.map(fn)}), Invoke: () => json({type: 'success', version: '4.0.278'})});
    if (flag) args.parsedLambdaCli['function-name'] = flag;
    capture();
    let exit = 'none';
    let picked = null;
    try { picked = await findFunctionName({logLevel: 'info', providerSpecifics: aws}); } catch (e) { exit = e instanceof Exit ? e.message : 'threw ' + e.message; }
    delete args.parsedLambdaCli['function-name'];
    return {picked, exit, output: release()};
  };
  out.findNone = await find([]);
  out.findTwo = await find(['remotion-render-4-0-278-mem2048mb-disk2048mb-120sec', 'remotion-render-4-0-278-mem2048mb-disk2048mb-121sec']);
  out.findOne = await find(['remotion-render-4-0-278-mem2048mb-disk2048mb-120sec', 'other-function']);
  out.findOtherName = await find(['remotion-render-4-0-278-mem2048mb-disk2048mb-120sec'], 'my-renderer');
  capture();
  RenderInternals.printUsefulErrorMessage(new Error('1 validation error detected: Value 10240 at memorySize failed to satisfy constraint: Member must have value less than or equal to 3008'), 'info', false);
  RenderInternals.printUsefulErrorMessage(new Error('AccessControlListNotSupported: The bucket does not allow ACLs'), 'info', false);
  out.usefulErrorMessages = release();
  realLog('RESULT ' + JSON.stringify(out));
  setTimeout(() => process.reallyExit(0), 0);
})();
`;

/**
 * How the pages' entry points load: with import (ESM) and with require() (CJS) in a project that has
 * the pinned packages, and @remotion/lambda-client alone in a project outside the repository that
 * has the AWS SDK but no other Remotion package.
 */
const MODULES_SCRIPT = `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
const require = createRequire(import.meta.url);
const types = (m) => Object.fromEntries(Object.keys(m).map((k) => [k, typeof m[k]]));
const constantsOf = (c) => ({DEFAULT_FRAMES_PER_LAMBDA: c.DEFAULT_FRAMES_PER_LAMBDA, REMOTION_BUCKET_PREFIX: c.REMOTION_BUCKET_PREFIX, RENDER_FN_PREFIX: c.RENDER_FN_PREFIX, LOG_GROUP_PREFIX: c.LOG_GROUP_PREFIX, LAMBDA_INSIGHTS_PREFIX: c.LAMBDA_INSIGHTS_PREFIX, DEFAULT_MEMORY_SIZE: c.DEFAULT_MEMORY_SIZE, DEFAULT_TIMEOUT: c.DEFAULT_TIMEOUT, DEFAULT_EPHEMERAL_STORAGE_IN_MB: c.DEFAULT_EPHEMERAL_STORAGE_IN_MB, MIN_EPHEMERAL_STORAGE_IN_MB: c.MIN_EPHEMERAL_STORAGE_IN_MB, MAX_EPHEMERAL_STORAGE_IN_MB: c.MAX_EPHEMERAL_STORAGE_IN_MB, MIN_MEMORY: c.MIN_MEMORY, MAX_MEMORY: c.MAX_MEMORY, MIN_TIMEOUT: c.MIN_TIMEOUT, MAX_TIMEOUT: c.MAX_TIMEOUT});
const esm = {
  client: types(await import('@remotion/lambda/client')),
  lambdaClient: types(await import('@remotion/lambda-client')),
  constants: constantsOf(await import('@remotion/lambda-client/constants')),
  regions: Object.keys(await import('@remotion/lambda-client/regions')),
  ROLE_NAME: (await import('@remotion/lambda/policies')).ROLE_NAME,
};
const cjs = {
  client: types(require('@remotion/lambda/client')),
  lambdaClient: types(require('@remotion/lambda-client')),
  constants: constantsOf(require('@remotion/lambda-client/constants')),
  regions: Object.keys(require('@remotion/lambda-client/regions')),
  ROLE_NAME: require('@remotion/lambda/policies').ROLE_NAME,
};
// A project with only @remotion/lambda-client: a copy of the package, next to links to every
// non-Remotion package of node_modules (so the AWS SDK resolves).
const installed = path.dirname(require.resolve('@remotion/lambda-client/package.json'));
const nodeModules = path.dirname(path.dirname(installed));
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-guides-light-client-'));
const nm = path.join(project, 'node_modules');
const copy = path.join(nm, '@remotion', 'lambda-client');
fs.mkdirSync(copy, {recursive: true});
for (const entry of fs.readdirSync(nodeModules)) {
  if (entry === '@remotion' || entry === 'remotion' || entry.startsWith('.')) continue;
  fs.symlinkSync(path.join(nodeModules, entry), path.join(nm, entry));
}
fs.cpSync(path.join(installed, 'dist'), path.join(copy, 'dist'), {recursive: true});
fs.copyFileSync(path.join(installed, 'package.json'), path.join(copy, 'package.json'));
fs.symlinkSync(path.join(installed, 'node_modules'), path.join(copy, 'node_modules'));
const exportsOfCopy = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')).exports['.'];
const standaloneEsm = await import(pathToFileURL(path.join(copy, exportsOfCopy.import)).href);
let standaloneCjs;
try {
  createRequire(path.join(project, 'index.js'))('@remotion/lambda-client');
  standaloneCjs = 'loaded';
} catch (e) {
  standaloneCjs = e.message.split('\\n')[0];
}
fs.rmSync(project, {recursive: true, force: true});
console.log('RESULT ' + JSON.stringify({esm, cjs, standalone: {esm: typeof standaloneEsm.renderMediaOnLambda, cjs: standaloneCjs}}));
`;

describe('Lambda credentials', () => {
  it('the lookup order is REMOTION_AWS_PROFILE, the REMOTION_AWS_ keys with and without REMOTION_AWS_SESSION_TOKEN, AWS_PROFILE, then the AWS_ keys with and without AWS_SESSION_TOKEN', () => {
    expect(awsRun().order).toEqual([
      'AKIAREMOTIONPROFILE',
      'AKIAREMOTIONKEY + remotion-token',
      'AKIAREMOTIONKEY',
      'AKIAAWSPROFILE',
      'AKIAAWSKEY + aws-token',
      'AKIAAWSKEY',
    ]);
  });

  it('a key pair counts only if both halves are set: a REMOTION_AWS_ACCESS_KEY_ID without its secret falls through to AWS_PROFILE', () => {
    expect(awsRun().order[3]).toBe('AKIAAWSPROFILE');
  });

  it('the REMOTION_AWS_ key pair is sent without AWS_SESSION_TOKEN: a token of the other family is not used', () => {
    expect(awsRun().remotionPairWithAwsToken).toBe('AKIAREMOTIONKEY');
  });

  it('with REMOTION_SKIP_AWS_CREDENTIALS_CHECK set, even to "false", the REMOTION_AWS_ variables are ignored and the AWS SDK chain takes AWS_ACCESS_KEY_ID with AWS_SESSION_TOKEN', () => {
    expect(awsRun().skip).toBe('AKIAAWSKEY + aws-token');
    expect(awsRun().skipFalse).toBe('AKIAAWSKEY + aws-token');
  });

  it('with the check skipped and no source the SDK chain fails with "Could not load credentials from any providers"', () => {
    expect(awsRun().skipWithOnlyRemotionKeys).toBe('ERROR Could not load credentials from any providers');
  });

  it('a [default] section in the shared credentials file passes the check and supplies the credentials', () => {
    expect(awsRun().defaultSection).toBe('AKIADEFAULTPROFILE');
  });

  it('without credentials the first client throws the AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID message, with only a key ID the AWS_SECRET_ACCESS_KEY or REMOTION_AWS_SECRET_ACCESS_KEY one', () => {
    expect(awsRun().noCredentials).toBe(
      'ERROR You have tried to call a Remotion Lambda function, but have not set the environment variable AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID.',
    );
    expect(awsRun().onlyKeyId).toBe(
      'ERROR You have tried to call a Remotion Lambda function, but have not set the environment variable AWS_SECRET_ACCESS_KEY or REMOTION_AWS_SECRET_ACCESS_KEY.',
    );
  });

  it('clients are cached per combination of credentials, region and service; with REMOTION_DISABLE_AWS_CLIENT_CACHE new combinations get a fresh client on every call', () => {
    expect(awsRun().cache).toEqual({
      sameTwice: true,
      otherRegion: false,
      otherService: false,
      disabledFresh: false,
      disabledAlreadyCached: true,
    });
  });

  it('the Node.js APIs do not read a .env file in the working directory', () => {
    expect(awsRun().dotenvIgnored).toMatch(/^ERROR You have tried to call a Remotion Lambda function/);
  });
});

describe('Lambda CLI', () => {
  it('the region comes from --region, then REMOTION_AWS_REGION, then AWS_REGION, and is us-east-1 otherwise', () => {
    const {region} = cliRun();
    expect([region.flag, region.remotionVariable, region.awsVariable, region.nothing]).toEqual([
      'eu-west-1',
      'eu-central-1',
      'ap-south-1',
      'us-east-1',
    ]);
  });

  it('an unsupported region stops with "is not a supported AWS region. Must be one of: eu-central-1, eu-central-2"', () => {
    expect(cliRun().region.unsupported).toMatch(
      /^ERROR mars-1 is not a supported AWS region\. Must be one of: eu-central-1, eu-central-2, /,
    );
  });

  it('npx remotion lambda upload and deploy print "The command has been renamed." with the new command and exit with code 1', () => {
    const {upload, deploy} = cliRun();
    expect(upload.output).toContain(
      'The command has been renamed.\nBefore: remotion-lambda upload <entry-point>\nAfter: remotion lambda sites create <entry-point>',
    );
    expect(deploy.output).toContain(
      'The command has been renamed.\nBefore: remotion-lambda deploy\nAfter: remotion lambda functions deploy',
    );
    expect([upload.exit, deploy.exit]).toEqual(['exit code 1', 'exit code 1']);
  });

  it('npx remotion lambda ls prints the functions ls / sites ls hint, then "Command ls not found." and exits with code 1', () => {
    const {ls} = cliRun();
    expect(ls.output).toContain('Did you mean "functions ls" or "sites ls"?\nCommand ls not found.');
    expect(ls.exit).toBe('exit code 1');
  });

  it('policies role, policies user and regions run without the credentials check, policies validate does not', () => {
    const run = cliRun();
    expect(run.policiesRole.output).toContain('"Sid": "0"');
    expect(run.policiesUser.output).toContain('"Sid": "HandleQuotas"');
    expect(run.regions.output).toContain('eu-central-1 eu-central-2');
    expect(run.policiesValidate.output).toContain('the credentials were checked');
  });

  it('"The security token included in the request is invalid" gets the AKI hint when the key ID does not start with AKI, the region hint otherwise', () => {
    expect(cliRun().tokenTemporaryKey.output).toContain(
      `A possible reason is that your AWS Access key ID is set but doesn't start with "AKI", which it usually should.`,
    );
    expect(cliRun().tokenLongTermKey.output).toContain(
      'A possible reason for this is that you did not enable the region in your AWS account under "Account".',
    );
  });

  it('the CLI explains TooManyRequestsException, AccessDenied and a role that cannot be assumed before the original error', () => {
    expect(cliRun().tooManyRequests.output).toContain(
      'AWS returned an "TooManyRequestsException" error message which could mean you reached the concurrency limit of AWS Lambda.',
    );
    expect(cliRun().accessDenied.output).toContain(
      'AWS returned an "AccessDenied" error message meaning a permission is missing.',
    );
    expect(cliRun().roleCannotBeAssumed.output).toContain(
      'The role "remotion-lambda-role" does not exist in your AWS account or has the wrong policy assigned to it.',
    );
  });

  it('policies validate that cannot simulate prints "Did not have the required permissions on AWS:" and ends without an error exit code', () => {
    expect(cliRun().validateAsRoot).toEqual({
      exit: 'none',
      output: 'Did not have the required permissions on AWS:\nError: Unsupported AWS Caller Identity ARN detected\n',
    });
  });

  it('quotas increase asks for the next multiple of 5000 above the current limit, from 1000 to 5000', () => {
    expect(cliRun().increaseTo).toEqual({1000: 5000, 4999: 5000, 5000: 10000, 12000: 15000});
  });

  it('quotas increase refuses a limit above the AWS default without --force, and in a sub-account prints "Could not request increase because this is a sub-account of another AWS account."', () => {
    const run = cliRun();
    expect(run.increaseAboveDefault.output).toContain(
      'Current limit of 5000 is already increased over the default (1000).',
    );
    expect(run.increaseAboveDefault.output).toContain('You can force the increase with the --force flag.');
    expect(run.increaseAboveDefaultRequested).toBe(false);
    expect(run.increaseSubAccount.output).toContain(
      'Could not request increase because this is a sub-account of another AWS account.',
    );
  });

  it('quotas prints "Concurrency limit: <value>", adds "Increase recommended!" unless the limit is above the AWS default, and shows a pending request', () => {
    const run = cliRun();
    expect(run.quotasDefault.output).toContain('Concurrency limit: 1000 - Increase recommended!');
    expect(run.quotasRaised.output).toContain('Concurrency limit: 5000\n');
    expect(run.quotasRaised.output).not.toContain('Increase recommended!');
    expect(run.quotasPending.output).toContain('A request to increase it to 5000 is pending:');
    expect(run.quotasDefault.output).toContain('Region = us-east-1');
  });

  it('functions deploy prints Region, Memory = 2048MB, Disk size = 2048MB, Timeout = 120sec, CloudWatch Retention Period = 14 days, then "Already exists as" for an existing function', () => {
    const {output} = cliRun().functionsDeploy;
    expect(output).toContain(
      [
        'Region = us-east-1',
        'Memory = 2048MB',
        'Disk size = 2048MB',
        'Timeout = 120sec',
        'Version = 4.0.278',
        'CloudWatch Logging Enabled = true',
        'CloudWatch Retention Period = 14 days',
        'Lambda Insights Enabled = false',
      ].join('\n'),
    );
    expect(output).toContain('Already exists as remotion-render-4-0-278-mem2048mb-disk2048mb-120sec');
  });

  it('functions deploy --enable-v5-runtime only warns that the flag "is now enabled by default and has no function anymore"', () => {
    expect(cliRun().functionsDeploy.output).toContain(
      'The --enable-v5-runtime flag is now enabled by default and has no function anymore.',
    );
  });

  it('the render command reads --webhook-custom-data as a JSON string or as the path to a JSON file', () => {
    const run = cliRun();
    expect(run.customDataFlag).toBe('webhook-custom-data');
    expect(run.customDataInline).toEqual({orderId: 'A-1042', source: 'inline'});
    expect(run.customDataFile).toEqual({orderId: 'A-1042', source: 'file'});
  });

  it('npx remotion lambda render overwrites by default (overwrite: true) and --overwrite=false turns it off', () => {
    expect(cliRun().overwriteWithoutFlag).toBe(true);
    expect(cliRun().overwriteFalse).toBe(false);
  });

  it('only the bare --enable-folder-expiry is the boolean true; --enable-folder-expiry=true passes the string "true" and a following argument becomes its value', () => {
    expect(cliRun().folderExpiry).toEqual({
      bareAtEnd: true,
      bareBeforeFlag: true,
      equalsTrue: 'true',
      bareBeforeArgument: 'src/index.ts',
      absent: null,
    });
  });

  it('without --function-name the CLI picks the single function of its version, stops with "No Lambda functions with version 4.0.278 found in your account." or "More than 1 lambda function found in your account. Unsure which one to use."', () => {
    const run = cliRun();
    expect(run.findOne.picked).toBe('remotion-render-4-0-278-mem2048mb-disk2048mb-120sec');
    expect(run.findNone.output).toContain('No Lambda functions with version 4.0.278 found in your account.');
    expect(run.findNone.exit).toBe('exit code 1');
    expect(run.findTwo.output).toContain('More than 1 lambda function found in your account. Unsure which one to use.');
    expect(run.findTwo.output).toContain('- remotion-render-4-0-278-mem2048mb-disk2048mb-121sec');
    expect(run.findTwo.exit).toBe('exit code 1');
  });

  it('--function-name with a name that is not a function of the CLI\'s version warns that it "does not match naming convention" and is "an unsupported workflow", then uses that name', () => {
    const {findOtherName} = cliRun();
    expect(findOtherName.output).toContain('Function "my-renderer" does not match naming convention');
    expect(findOtherName.output).toContain('This is an unsupported workflow.');
    expect(findOtherName.picked).toBe('my-renderer');
    expect(findOtherName.exit).toBe('none');
  });

  it('--force-bucket-name is read by sites create, sites rm, sites rmall, render and compositions, not by still', () => {
    const command = (file: string) => installedFile(`@remotion/lambda/dist/cli/commands/${file}`);
    for (const file of [
      'sites/create.js',
      'sites/rm.js',
      'sites/rmall.js',
      'render/render.js',
      'compositions/index.js',
    ]) {
      expect([file, command(file).includes("parsedLambdaCli['force-bucket-name']")]).toEqual([file, true]);
    }
    expect(command('still.js')).not.toContain('force-bucket-name');
  });

  it('sites rm and sites rmall look up the bucket with enableFolderExpiry: false unless --force-bucket-name is passed', () => {
    for (const file of ['sites/rm.js', 'sites/rmall.js']) {
      const source = installedFile(`@remotion/lambda/dist/cli/commands/${file}`);
      expect(source).toMatch(
        /parsedLambdaCli\['force-bucket-name'\]\) !== null && _a !== void 0 \? _a : \(await \(0, serverless_1\.internalGetOrCreateBucket\)\(\{\s+region,\s+enableFolderExpiry: false,/,
      );
    }
  });

  it('an AWS error "Member must have value less than or equal to 3008" gets the free tier hint and "The bucket does not allow ACLs" a link to the fix', () => {
    const {usefulErrorMessages} = cliRun();
    expect(usefulErrorMessages).toContain(
      'This error indicates that you have a AWS account on the free tier or have been limited by your organization.',
    );
    expect(usefulErrorMessages).toContain(
      'Fix for this issue: https://remotion.dev/docs/lambda/troubleshooting/bucket-disallows-acl',
    );
  });
});

describe('Lambda AWS calls (recorded, nothing reaches AWS)', () => {
  it('a new bucket takes CreateBucket, DeleteBucketOwnershipControls, DeletePublicAccessBlock and PutBucketAcl with public-read, in this order', () => {
    expect(awsRun().createSteps).toEqual([
      'CreateBucket',
      'DeleteBucketOwnershipControls',
      'DeletePublicAccessBlock',
      'PutBucketAcl public-read',
    ]);
  });

  it('a denied DeleteBucketOwnershipControls, right after CreateBucket, fails with "Since April 2023, more AWS permissions are required to create an S3 bucket."', () => {
    const {createDenied} = awsRun();
    expect(createDenied.error).toMatch(
      /^Since April 2023, more AWS permissions are required to create an S3 bucket\. You need to update your user policy to continue\./,
    );
    expect(createDenied.steps).toEqual(['CreateBucket', 'DeleteBucketOwnershipControls']);
  });

  it('a denied DeletePublicAccessBlock fails with "PARTIAL SUCCESS: …" and a bucket without ACLs with "Could not add an ACL to the bucket."', () => {
    expect(awsRun().createPartial.error).toMatch(
      /^PARTIAL SUCCESS: The s3:PutBucketOwnershipControls was found, but the s3:PutBucketPublicAccessBlock permission is not given\./,
    );
    expect(awsRun().createNoAcl.error).toMatch(
      /^Could not add an ACL to the bucket\. This might have happened because the bucket was already successfully created before but then failed to configure correctly\./,
    );
  });

  it('enableFolderExpiry true puts the rules delete-after-1-day, -3-days, -7-days and -30-days on renders/<period>; any other value but null deletes the lifecycle configuration', () => {
    const {lifecycle, rules} = awsRun();
    expect(lifecycle).toEqual({
      true: ['PutBucketLifecycleConfiguration'],
      '"true"': ['DeleteBucketLifecycle'],
      false: ['DeleteBucketLifecycle'],
      null: [],
    });
    expect(rules.map((r: Json) => [r.ID, r.Filter.Prefix, r.Expiration.Days, r.Status])).toEqual([
      ['delete-after-1-day', 'renders/1-day', 1, 'Enabled'],
      ['delete-after-3-days', 'renders/3-days', 3, 'Enabled'],
      ['delete-after-7-days', 'renders/7-days', 7, 'Enabled'],
      ['delete-after-30-days', 'renders/30-days', 30, 'Enabled'],
    ]);
  });

  it('without s3:PutLifecycleConfiguration enabling throws "You don\'t have the required permissions to create lifecycle rules on the bucket"; other S3 errors are swallowed', () => {
    expect(awsRun().lifecycleDenied.error).toBe(
      `You don't have the required permissions to create lifecycle rules on the bucket "remotionlambda-eucentral1-abcdefghij", but the "enableFolderExpiry" was set to true. Ensure that your user has the "s3:PutLifecycleConfiguration" permission.`,
    );
    expect(awsRun().lifecycleOtherError).toEqual({});
  });

  it('two remotionlambda- buckets in the region make the lookup throw "You have multiple buckets (…) in your S3 region (…)"', () => {
    expect(awsRun().multiple.error).toBe(
      'You have multiple buckets (remotionlambda-useast1-k3x9q0va2m,remotionlambda-useast1-p8w1n4c7zd) in your S3 region (us-east-1) starting with "remotionlambda-". Please see https://remotion.dev/docs/lambda/multiple-buckets.',
    );
  });

  it('the region of a bucket comes from its name when that contains a known region, otherwise from GetBucketLocation', () => {
    expect(awsRun().existingSteps).toEqual(['ListBuckets', 'GetBucketLocation remotionlambda-custom-name']);
    expect(awsRun().existing.ok).toEqual({bucketName: 'remotionlambda-eucentral1-abcdefghij', alreadyExisted: true});
  });

  it('without a bucket in the region, getOrCreateBucket() creates remotionlambda-<region without dashes>-<10 lowercase letters and digits> and then applies the lifecycle rules', () => {
    const {created, createdSteps} = awsRun();
    expect(created.ok.bucketName).toMatch(/^remotionlambda-eucentral1-[a-z0-9]{10}$/);
    expect(created.ok.alreadyExisted).toBe(false);
    expect(createdSteps).toEqual([
      'ListBuckets',
      'CreateBucket',
      'DeleteBucketOwnershipControls',
      'DeletePublicAccessBlock',
      'PutBucketAcl',
      'PutBucketLifecycleConfiguration',
    ]);
  });

  it('deploySite() throws "The bucketName parameter must start with remotionlambda-." for another bucket name', () => {
    expect(awsRun().deploySiteOwnBucket.error).toBe('The bucketName parameter must start with remotionlambda-.');
  });

  it('simulatePermissions() throws "Unsupported AWS Caller Identity ARN detected" for the root user', () => {
    expect(awsRun().simulateRoot.error).toBe('Unsupported AWS Caller Identity ARN detected');
  });

  it('getFunctions() keeps only names starting with remotion-render-, invokes each once and reports n/a without the info command and null when a function fails to answer', () => {
    expect(awsRun().functions).toEqual([
      ['remotion-render-4-0-278-mem2048mb-disk2048mb-120sec', '4.0.278'],
      ['remotion-render-prerelease', 'n/a'],
      ['remotion-render-unreachable', null],
    ]);
    expect(awsRun().functionsInvoked).toBe(3);
  });

  it('deployFunction() for a function of the same version, memory, disk and timeout returns alreadyExisted: true and sends no CreateFunction', () => {
    expect(awsRun().redeploy.ok).toEqual({
      functionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec',
      alreadyExisted: true,
    });
    expect(awsRun().redeploySteps).not.toContain('CreateFunction');
  });

  it('a new function runs nodejs20.x on arm64 with index.handler and the role remotion-lambda-role, with the layers fonts, chromium, emoji-google and cjk in this order', () => {
    const {createFunction} = awsRun();
    expect(createFunction.Runtime).toBe('nodejs20.x');
    expect(createFunction.Architectures).toEqual(['arm64']);
    expect(createFunction.Handler).toBe('index.handler');
    expect(createFunction.Role).toBe('arn:aws:iam::123456789012:role/remotion-lambda-role');
    expect(createFunction.Layers.map((l: string) => l.split(':layer:')[1].replace(/:\d+$/, ''))).toEqual([
      'remotion-binaries-fonts-arm64',
      'remotion-binaries-chromium-arm64',
      'remotion-binaries-emoji-google-arm64',
      'remotion-binaries-cjk-arm64',
    ]);
    expect(createFunction.Layers.every((l: string) => l.includes(':678892195805:layer:'))).toBe(true);
    expect(createFunction.EphemeralStorage).toEqual({Size: 4096});
  });

  it('after creating, Remotion sets MaximumRetryAttempts 0, waits with GetFunction, locks the runtime with UpdateRuntimeOn Manual and keeps logs for 14 days', () => {
    const run = awsRun();
    expect(run.eventInvokeConfig.MaximumRetryAttempts).toBe(0);
    expect(run.runtimeManagement.UpdateRuntimeOn).toBe('Manual');
    expect(run.retention).toEqual({
      logGroupName: '/aws/lambda/remotion-render-4-0-278-mem3008mb-disk4096mb-300sec',
      retentionInDays: 14,
    });
    expect(run.deploySteps).toEqual([
      'GetCallerIdentity',
      'ListFunctions',
      'CreateLogGroup',
      'PutRetentionPolicy',
      'CreateFunction',
      'TagResource',
      'PutFunctionEventInvokeConfig',
      'GetFunction',
      'PutRuntimeManagementConfig',
    ]);
  });

  it('without lambda:PutRuntimeManagementConfig deploying warns "Could not lock the runtime version." and succeeds; a denied TagResource is skipped', () => {
    expect(awsRun().deploy.ok).toEqual({
      functionName: 'remotion-render-4-0-278-mem3008mb-disk4096mb-300sec',
      alreadyExisted: false,
    });
    expect(awsRun().warnings.some((w: string) => w.startsWith('⚠️ Could not lock the runtime version.'))).toBe(true);
  });

  it('deployFunction({enableV5Runtime: true}) only warns "The `enableV5Runtime` option is now on by default."', () => {
    expect(awsRun().warnings).toContain(
      'The `enableV5Runtime` option is now on by default. No need to specify it anymore.',
    );
  });

  it('apple-emojis attaches fonts, chromium and emoji-apple, 3 layers, and Lambda Insights adds its own layer after them', () => {
    expect(awsRun().appleEmojiLayers.map((l: string) => l.split(':layer:')[1].replace(/:\d+$/, ''))).toEqual([
      'remotion-binaries-fonts-arm64',
      'remotion-binaries-chromium-arm64',
      'remotion-binaries-emoji-apple-arm64',
      'LambdaInsightsExtension-Arm64',
    ]);
  });

  it('Lambda Insights in eu-central-2 throws "Please disable Lambda Insights." before any function is created', () => {
    expect(awsRun().insightsUnsupported.error).toMatch(
      /^Lambda Insights is not supported by AWS in region eu-central-2\. Please disable Lambda Insights\./,
    );
    expect(awsRun().insightsUnsupportedSteps).not.toContain('CreateFunction');
  });

  it('renderMediaOnLambda() invokes the function with type start and the payload defaults imageFormat jpeg, jpegQuality 80, maxRetries 1, privacy public, timeoutInMilliseconds 30000, overwrite false', () => {
    const payload = awsRun().startPayload;
    expect(payload).toMatchObject({
      type: 'start',
      version: '4.0.278',
      inputProps: {type: 'payload', payload: '{}'},
      imageFormat: 'jpeg',
      jpegQuality: 80,
      maxRetries: 1,
      privacy: 'public',
      logLevel: 'info',
      timeoutInMilliseconds: 30000,
      scale: 1,
      everyNthFrame: 1,
      concurrencyPerLambda: 1,
      downloadBehavior: {type: 'play-in-browser'},
      muted: false,
      overwrite: false,
      envVariables: {},
      chromiumOptions: {},
      framesPerLambda: null,
      webhook: null,
      outName: null,
      deleteAfter: null,
      bucketName: null,
    });
    expect(awsRun().render.ok).toMatchObject({
      renderId: 'abcdef1234',
      bucketName: 'remotionlambda-eucentral1-abcdefghij',
    });
  });

  it('the quality option throws "quality has been renamed to jpegQuality. Please rename the option." and renderVideoOnLambda is renderMediaOnLambda', () => {
    expect(awsRun().quality.error).toBe('quality has been renamed to jpegQuality. Please rename the option.');
    expect(awsRun().renderVideoOnLambdaIsRenderMediaOnLambda).toBe(true);
  });

  it('renderMediaOnLambda() takes h264, h265, vp8, vp9, mp3, aac, wav, gif and prores; h264-mkv and h264-ts throw "is not a valid codec for Lambda"', () => {
    const {codecs} = awsRun();
    for (const codec of ['h264', 'h265', 'vp8', 'vp9', 'mp3', 'aac', 'wav', 'gif', 'prores']) {
      expect(codecs[codec]).toBe('accepted');
    }
    expect(codecs['h264-mkv']).toMatch(/^'h264-mkv' is not a valid codec for Lambda\./);
    expect(codecs['h264-ts']).toMatch(/^'h264-ts' is not a valid codec for Lambda\./);
  });

  it('webhook customData of 1024 characters of JSON is accepted, 1025 throw "Webhook "customData" must be less than 1024 bytes. Current size: 1025 bytes." before the function is invoked', () => {
    expect(awsRun().customData1024.ok).toBeDefined();
    expect(awsRun().customData1025.error).toBe(
      'Webhook "customData" must be less than 1024 bytes. Current size: 1025 bytes.',
    );
    expect(awsRun().customDataInvocations).toBe(1);
  });

  it('framesPerLambda 2 passes the client (it checks against 1 frame); 20.5 throws "needs to be an integer"', () => {
    expect(awsRun().framesPerLambda2).toBe('accepted');
    expect(awsRun().framesPerLambdaHalf).toBe("'framesPerLambda' needs to be an integer, passed 20.5");
  });

  it('an UnrecognizedClientException from AWS becomes "UnrecognizedClientException: The AWS credentials provided were probably mixed up."', () => {
    expect(awsRun().unrecognized.error).toMatch(
      /^UnrecognizedClientException: The AWS credentials provided were probably mixed up\./,
    );
  });

  it('getRenderProgress() invokes with type status, version, bucketName, renderId, logLevel, forcePathStyle and s3OutputProvider, and throws the message of a {"type": "error"} answer', () => {
    expect(awsRun().statusPayload).toEqual({
      type: 'status',
      version: '4.0.278',
      bucketName: 'remotionlambda-eucentral1-abcdefghij',
      renderId: 'abcdef1234',
      logLevel: 'info',
      forcePathStyle: false,
      s3OutputProvider: null,
    });
    expect(awsRun().progressError.error).toBe('No render with ID abcdef1234');
  });

  it('getRenderProgress() with skipLambdaInvocation and a function name outside the convention throws "does not adhere to the function name convention" before any AWS call', () => {
    expect(awsRun().skipInvocationOtherName.error).toBe(
      'The function name my-renderer does not adhere to the function name convention (https://www.remotion.dev/docs/lambda/naming-convention).\nCannot determine memory and disk size from the function name.\nYou must call getRenderProgress with `skipLambdaInvocation` set to false.',
    );
    expect(awsRun().skipInvocationCalls).toEqual([]);
  });

  it('a TooManyRequestsException while streaming a chunk becomes "AWS Concurrency limit reached (Original Error:"', () => {
    expect(awsRun().streamingRateLimit.error).toMatch(
      /^AWS Concurrency limit reached \(Original Error: TooManyRequestsException: Rate Exceeded\.\)/,
    );
  });

  it('the AWS clients Remotion creates ignore HTTP_PROXY and HTTPS_PROXY: with both pointing at a closed port, a request still reaches the endpoint directly', () => {
    expect(awsRun().proxyIgnored).toEqual({ok: 'answered'});
    expect(awsRun().proxyIgnoredHits).toEqual(['GET /?x-id=ListBuckets']);
  });

  it('uploads carry the ACL public-read for privacy public, private for private and none for no-acl, with ExpectedBucketOwner set to the account ID', () => {
    const {uploads} = awsRun();
    expect([uploads.public.ACL, uploads.private.ACL, uploads['no-acl'].ACL]).toEqual(['public-read', 'private', null]);
    for (const privacy of ['public', 'private', 'no-acl']) {
      expect(uploads[privacy].ExpectedBucketOwner).toBe('123456789012');
      expect(uploads[privacy].ContentType).toBe('video/mp4');
      expect(uploads[privacy].ContentDisposition).toBe('attachment; filename="my-2025-recap.mp4"');
    }
  });

  it('an upload to an S3-compatible provider is sent without ExpectedBucketOwner, with the provider region us-east-1 unless s3OutputProvider.region is set', () => {
    expect(awsRun().uploadToOtherProvider.ExpectedBucketOwner).toBeNull();
    expect(awsRun().customProviderRegion).toBe('us-east-1');
    expect(awsRun().customProviderRegionSet).toBe('eu-west-1');
  });

  it('a string outName whose extension does not fit the codec does not throw in renderMediaOnLambda(); the check runs in the main function', () => {
    expect(awsRun().outNameWrongExtension).toBe('accepted');
    const {validateOutname} = serverless as {validateOutname: (o: Json) => void};
    expect(
      thrownMessage(() =>
        validateOutname({
          outName: 'recap.webm',
          codec: 'h264',
          audioCodecSetting: null,
          separateAudioTo: null,
          bucketNamePrefix: 'remotionlambda-',
        }),
      ),
    ).not.toBeNull();
  });

  it('the main @remotion/lambda entry point does not export appRouterWebhook, pagesRouterWebhook or expressWebhook', () => {
    const {mainEntry} = awsRun();
    expect(mainEntry).toContain('validateWebhookSignature');
    for (const name of ['appRouterWebhook', 'pagesRouterWebhook', 'expressWebhook']) {
      expect(mainEntry).not.toContain(name);
    }
  });
});

describe('Lambda webhooks', () => {
  it('a failing webhook is tried three times, 500 ms and then 1000 ms apart, each attempt with a 10000 ms timeout', () => {
    const run = awsRun();
    expect(run.webhookAttempts).toBe(3);
    expect(run.webhookDelays).toEqual([500, 1000]);
    expect(run.webhookTimeouts.slice(0, 3)).toEqual([10000, 10000, 10000]);
    expect(run.webhookFailing.error).toBe(
      'Failed to send webhook to https://shop.example.com/api/render-finished, got status code 500',
    );
  });

  it('the webhook is a POST that follows redirects, with Content-Type application/json, Content-Length String(body.length), X-Remotion-Mode production, X-Remotion-Status and a sha512= HMAC signature', () => {
    const request = awsRun().webhookRequest;
    expect(request.method).toBe('POST');
    expect(request.redirect).toBe('follow');
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      'Content-Length': String(request.body.length),
      'X-Remotion-Mode': 'production',
      'X-Remotion-Signature': `sha512=${crypto.createHmac('sha512', 's3cr3t').update(request.body).digest('hex')}`,
      'X-Remotion-Status': 'timeout',
    });
  });

  it('any 2xx status counts as delivered (a 204 is sent once) and a null secret gives the signature NO_SECRET_PROVIDED', () => {
    expect(awsRun().webhook204Attempts).toBe(1);
    expect(awsRun().noSecretSignature).toBe('NO_SECRET_PROVIDED');
  });

  it('with the fetch() of Node.js 20, a body with a non-ASCII character such as ë never reaches the server and the attempt ends with the timeout', () => {
    expect(process.versions.node.split('.')[0]).toBe('20');
    expect(awsRun().asciiBody).toEqual({});
    expect(awsRun().nonAsciiBody.error).toBe('The operation was aborted due to timeout');
    expect(awsRun().serverReceived).toHaveLength(1);
  });

  const sign = (body: unknown, secret: string) =>
    `sha512=${crypto.createHmac('sha512', secret).update(JSON.stringify(body)).digest('hex')}`;
  const payload = {type: 'success', renderId: 'x7k2m9p0qa', outputFile: 'https://example.com/out.mp4'};

  it('validateWebhookSignature() returns nothing for a valid signature and throws its four messages otherwise', () => {
    const validate = client.validateWebhookSignature as (o: Json) => void;
    expect(validate({secret: 's', body: payload, signatureHeader: sign(payload, 's')})).toBeUndefined();
    expect(thrownMessage(() => validate({secret: '', body: payload, signatureHeader: 'x'}))).toBe(
      "No 'secret' was provided to validateWebhookSignature().",
    );
    expect(thrownMessage(() => validate({secret: 's', body: undefined, signatureHeader: 'x'}))).toBe(
      "No 'body' was provided to validateWebhookSignature().",
    );
    expect(thrownMessage(() => validate({secret: 's', body: payload, signatureHeader: 'NO_SECRET_PROVIDED'}))).toBe(
      'No webhook signature was provided',
    );
    expect(thrownMessage(() => validate({secret: 's', body: payload, signatureHeader: ''}))).toBe(
      'No webhook signature was provided',
    );
    expect(thrownMessage(() => validate({secret: 'other', body: payload, signatureHeader: sign(payload, 's')}))).toBe(
      'Signatures do not match',
    );
  });

  it('validateWebhookSignature() serializes the parsed body again: other key order makes "Signatures do not match"', () => {
    const validate = client.validateWebhookSignature as (o: Json) => void;
    const reordered = {renderId: payload.renderId, type: payload.type, outputFile: payload.outputFile};
    expect(thrownMessage(() => validate({secret: 's', body: reordered, signatureHeader: sign(payload, 's')}))).toBe(
      'Signatures do not match',
    );
  });

  it('only the CommonJS build throws "validateWebhookSignature can only be called from Node.JS" when require is not defined; the ES module build uses createRequire', () => {
    const source = installedFile('@remotion/lambda-client/dist/validate-webhook-signature.js');
    const sandbox: Json = {exports: {}};
    vm.runInNewContext(source, sandbox);
    expect(
      thrownMessage(() => sandbox.exports.validateWebhookSignature({secret: 's', body: {a: 1}, signatureHeader: 'x'})),
    ).toBe('validateWebhookSignature can only be called from Node.JS');
    const esm = installedFile('@remotion/lambda-client/dist/esm/index.mjs');
    expect(esm).toContain('import { createRequire } from "node:module";');
    expect(esm).not.toContain('can only be called from Node.JS');
  });

  it('appRouterWebhook() answers OPTIONS with an empty body and the headers, the testing headers override extra headers, and a valid POST gets {"success":true}', async () => {
    const onSuccess = vi.fn();
    const handler = client.appRouterWebhook({
      secret: 's',
      testing: true,
      extraHeaders: {'Access-Control-Allow-Origin': 'https://mine.example', 'X-Extra': '1'},
      onSuccess,
    }) as (r: Request) => Promise<Response>;
    const options = await handler(new Request('https://x.example/api', {method: 'OPTIONS'}));
    expect(await options.text()).toBe('');
    expect(options.headers.get('Access-Control-Allow-Origin')).toBe('https://www.remotion.dev');
    expect(options.headers.get('X-Extra')).toBe('1');
    expect(options.headers.get('Access-Control-Allow-Methods')).toBe('OPTIONS,POST');
    const post = await handler(
      new Request('https://x.example/api', {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: {'X-Remotion-Signature': sign(payload, 's')},
      }),
    );
    expect(post.status).toBe(200);
    expect(await post.text()).toBe('{"success":true}');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('appRouterWebhook() rejects with "Signatures do not match" for a wrong signature and does not wait for a callback\'s promise', async () => {
    const handler = client.appRouterWebhook({secret: 's', onSuccess: () => new Promise(() => undefined)}) as (
      r: Request,
    ) => Promise<Response>;
    const bad = handler(
      new Request('https://x.example/api', {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: {'X-Remotion-Signature': sign(payload, 'other')},
      }),
    );
    await expect(bad).rejects.toThrow('Signatures do not match');
    const good = await handler(
      new Request('https://x.example/api', {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: {'X-Remotion-Signature': sign(payload, 's')},
      }),
    );
    expect(good.status).toBe(200);
  });

  it('appRouterWebhook() calls only the callback that matches payload.type, once per request, and none for a type without a callback', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onTimeout = vi.fn();
    const handler = client.appRouterWebhook({secret: 's', onSuccess, onError}) as (r: Request) => Promise<Response>;
    const post = (body: unknown) =>
      handler(
        new Request('https://x.example/api', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {'X-Remotion-Signature': sign(body, 's')},
        }),
      );
    await post(payload);
    await post({type: 'timeout', renderId: 'x7k2m9p0qa'});
    expect([onSuccess.mock.calls.length, onError.mock.calls.length, onTimeout.mock.calls.length]).toEqual([1, 0, 0]);
    await post({type: 'error', renderId: 'x7k2m9p0qa', errors: []});
    expect([onSuccess.mock.calls.length, onError.mock.calls.length]).toEqual([1, 1]);
  });

  const fakeResponse = () => {
    const res: Json = {headers: {} as Record<string, string>, statusCode: 0, ended: false, body: undefined};
    res.setHeader = (k: string, v: string) => {
      res.headers[k] = v;
    };
    res.status = (code: number) => {
      res.statusCode = code;
      return res;
    };
    res.end = () => {
      res.ended = true;
    };
    res.json = (data: unknown) => {
      res.body = data;
    };
    return res;
  };

  it('pagesRouterWebhook() sets extraHeaders before the testing headers, so a testing header of the same name wins, and ends OPTIONS with status 200', () => {
    const res = fakeResponse();
    client.pagesRouterWebhook({
      secret: 's',
      testing: true,
      extraHeaders: {'Access-Control-Allow-Origin': 'https://mine.example'},
    })({method: 'OPTIONS', headers: {}, body: undefined}, res);
    expect(res.headers['Access-Control-Allow-Origin']).toBe('https://www.remotion.dev');
    expect(res.statusCode).toBe(200);
    expect(res.ended).toBe(true);
  });

  it('pagesRouterWebhook() throws "No \'body\' was provided to validateWebhookSignature()." for an empty req.body and answers a valid request with status 200 and {success: true}', () => {
    const handler = client.pagesRouterWebhook({secret: 's', onTimeout: vi.fn()});
    expect(
      thrownMessage(() =>
        handler({method: 'POST', headers: {'x-remotion-signature': 'x'}, body: undefined}, fakeResponse()),
      ),
    ).toBe("No 'body' was provided to validateWebhookSignature().");
    const res = fakeResponse();
    const timeout = {type: 'timeout', renderId: 'x'};
    handler({method: 'POST', headers: {'x-remotion-signature': sign(timeout, 's')}, body: timeout}, res);
    expect([res.statusCode, res.body]).toEqual([200, {success: true}]);
  });

  it('expressWebhook() sets extraHeaders after the testing headers, so an extra header overrides a testing header of the same name', () => {
    const res = fakeResponse();
    client.expressWebhook({
      secret: 's',
      testing: true,
      extraHeaders: {'Access-Control-Allow-Origin': 'https://mine.example'},
    })({method: 'OPTIONS', header: () => undefined, body: undefined}, res);
    expect(res.headers['Access-Control-Allow-Origin']).toBe('https://mine.example');
    expect(res.headers['Access-Control-Allow-Methods']).toBe('OPTIONS,POST');
    expect(res.statusCode).toBe(200);
  });

  it('expressWebhook() throws synchronously without a parsed body and calls onError for an error payload', () => {
    const onError = vi.fn();
    const handler = client.expressWebhook({secret: 's', onError});
    expect(thrownMessage(() => handler({method: 'POST', header: () => 'x', body: undefined}, fakeResponse()))).toBe(
      "No 'body' was provided to validateWebhookSignature().",
    );
    const error = {type: 'error', renderId: 'x', errors: [{message: 'boom', name: 'Error', stack: ''}]};
    const res = fakeResponse();
    handler({method: 'POST', header: () => sign(error, 's'), body: error}, res);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(res.body).toEqual({success: true});
  });
});

describe('Lambda pricing', () => {
  const estimate = client.estimatePrice as (o: Json) => number;

  it('the one-minute example costs 0.02214 with 2048 MB disk and 0.02235 with the 10240 MB the reported cost assumes', () => {
    const params = {
      region: 'us-east-1',
      memorySizeInMb: 2048,
      diskSizeInMb: 2048,
      durationInMilliseconds: 82 * (10 * 1000 + 100),
      lambdasInvoked: 83,
    };
    expect(estimate(params)).toBe(0.02214);
    expect(estimate({...params, diskSizeInMb: 10240})).toBe(0.02235);
    expect(awsImplementation.getEphemeralStorageForPriceCalculation()).toBe(10240);
  });

  it('the example at 3008 MB with 7 s per chunk costs 0.02285 and a 20-second main function at 2 GB adds 0.00053', () => {
    expect(
      estimate({
        region: 'us-east-1',
        memorySizeInMb: 3008,
        diskSizeInMb: 2048,
        durationInMilliseconds: 82 * 7100,
        lambdasInvoked: 83,
      }),
    ).toBe(0.02285);
    expect(
      estimate({
        region: 'us-east-1',
        memorySizeInMb: 2048,
        diskSizeInMb: 2048,
        durationInMilliseconds: 20000,
        lambdasInvoked: 0,
      }),
    ).toBe(0.00053);
  });

  it('50 chunks of 20 s plus a 60 s main function cost 0.02833, almost all of it duration', () => {
    expect(
      estimate({
        region: 'us-east-1',
        memorySizeInMb: 2048,
        diskSizeInMb: 2048,
        durationInMilliseconds: 50 * 20_000 + 60_000,
        lambdasInvoked: 51,
      }),
    ).toBe(0.02833);
  });

  it('in us-east-1 the prices are $0.0000133334 per GB-second, $0.0000000309 per GB-second of disk above 512 MB and $0.0000002 per invocation', () => {
    const million = {
      region: 'us-east-1',
      memorySizeInMb: 1024,
      diskSizeInMb: 512,
      durationInMilliseconds: 1e9,
      lambdasInvoked: 0,
    };
    expect(estimate(million)).toBe(13.3334);
    expect(estimate({...million, diskSizeInMb: 1536}) - estimate(million)).toBeCloseTo(0.0309, 8);
    expect(estimate({...million, diskSizeInMb: 512, durationInMilliseconds: 0, lambdasInvoked: 1e6})).toBe(0.2);
  });

  it('only disk above 512 MB is charged: 1024 MB cost half a GB of storage more than 512 MB', () => {
    const base = {region: 'us-east-1', memorySizeInMb: 1024, durationInMilliseconds: 1e9, lambdasInvoked: 0};
    expect(estimate({...base, diskSizeInMb: 1024}) - estimate({...base, diskSizeInMb: 512})).toBeCloseTo(0.01545, 8);
    expect(estimate({...base, diskSizeInMb: 512})).toBe(13.3334);
  });

  it('the duration price differs from us-east-1 only in af-south-1, ap-east-1, eu-central-2, eu-south-1, me-south-1 (higher) and ap-southeast-5 (lower)', () => {
    const page = readMarkdown('docs/lambda/cost-example.mdx').body;
    const sentence = page.slice(page.indexOf('It is higher in'), page.indexOf('Storage prices vary'));
    const onPage = Object.fromEntries(
      [...sentence.matchAll(/`([a-z0-9-]+)` \(\$([0-9.]+)\)/g)].map((m) => [m[1], Number(m[2])]),
    );
    const differing: Record<string, number> = {};
    for (const region of lambda.getRegions() as string[]) {
      const perGbSecond =
        estimate({region, memorySizeInMb: 1024, diskSizeInMb: 512, durationInMilliseconds: 1e9, lambdasInvoked: 0}) /
        1e6;
      if (Math.abs(perGbSecond - 0.0000133334) > 1e-12) {
        differing[region] = Number(perGbSecond.toPrecision(6));
      }
    }
    expect(differing).toEqual(onPage);
    expect(Object.keys(onPage)).toEqual([
      'af-south-1',
      'ap-east-1',
      'eu-central-2',
      'eu-south-1',
      'me-south-1',
      'ap-southeast-5',
    ]);
  });

  it("while a render runs, billed time is the chunks' working time plus the span from the first start to the last end plus the elapsed time of every unfinished chunk", () => {
    let billed = 0;
    const start = 1_000_000;
    serverless.estimatePriceFromMetadata({
      renderMetadata: {startedDate: Date.now() - 10_000, totalChunks: 3},
      memorySizeInMb: 2048,
      diskSizeInMb: 10240,
      functionsInvoked: 4,
      timings: [
        {chunk: 0, start, rendered: start + 4000},
        {chunk: 1, start: start + 1000, rendered: start + 6000},
      ],
      region: 'us-east-1',
      providerSpecifics: {
        estimatePrice: (o: Json) => {
          billed = o.durationInMilliseconds;
          return 0.001;
        },
      },
    });
    // 4000 + 5000 working time, 6000 span, about 10000 for the one unfinished chunk
    expect(billed).toBeGreaterThanOrEqual(25_000);
    expect(billed).toBeLessThan(25_500);
  });

  it("the cost after a render counts each chunk's time plus OVERHEAD_TIME_PER_LAMBDA = 100 ms", () => {
    expect(serverless.OVERHEAD_TIME_PER_LAMBDA).toBe(100);
  });
});

describe('Lambda limits and validation', () => {
  it('disk sizes outside 512 to 10240 MB throw "parameter \'diskSizeInMb\' must be between 512 and 10240, but got 20000", fractions "must be an integer"', () => {
    expect(thrownMessage(() => L.validateDiskSizeInMb(20000))).toBe(
      "parameter 'diskSizeInMb' must be between 512 and 10240, but got 20000",
    );
    expect(thrownMessage(() => L.validateDiskSizeInMb(2048.5))).toBe(
      "parameter 'diskSizeInMb' must be an integer but got 2048.5",
    );
    expect(thrownMessage(() => L.validateDiskSizeInMb(10240))).toBeNull();
  });

  it('memory outside 512 to 10240 MB throws "parameter \'memorySizeInMb\' must be between 512 and 10240, but got 12000"', () => {
    expect(thrownMessage(() => L.validateMemorySize(12000))).toBe(
      "parameter 'memorySizeInMb' must be between 512 and 10240, but got 12000",
    );
    expect(thrownMessage(() => L.validateMemorySize(3009))).toBeNull();
  });

  it('timeouts outside 15 to 900 s throw "parameter \'timeoutInSeconds\' must be between 15 and 900, but got 1200"', () => {
    const {validateTimeout} = requireDist('@remotion/lambda', 'dist/shared/validate-timeout.js') as Json;
    expect(thrownMessage(() => validateTimeout(1200))).toBe(
      "parameter 'timeoutInSeconds' must be between 15 and 900, but got 1200",
    );
    expect(thrownMessage(() => validateTimeout(900))).toBeNull();
  });

  it('the CloudWatch retention period must be an integer from 1 to 3650 days; Remotion checks only that range', () => {
    const {validateCloudWatchRetentionPeriod} = requireDist(
      '@remotion/lambda',
      'dist/shared/validate-retention-period.js',
    ) as Json;
    expect(thrownMessage(() => validateCloudWatchRetentionPeriod(0))).toBe(
      'CloudWatch retention period must be at least 1, but is 0',
    );
    expect(thrownMessage(() => validateCloudWatchRetentionPeriod(3651))).toBe(
      'CloudWatch retention period must be at most 3650, but is 3651',
    );
    expect(thrownMessage(() => validateCloudWatchRetentionPeriod(10))).toBeNull();
    expect(thrownMessage(() => validateCloudWatchRetentionPeriod(3650))).toBeNull();
    expect(L.DEFAULT_CLOUDWATCH_RETENTION_PERIOD).toBe(14);
  });

  it('framesPerLambda must be a number, an integer and at least 4, or the frame count if that is lower: "The framesPerLambda needs to be at least 4, but is 2"', () => {
    const validate = serverless.validateFramesPerFunction as (o: Json) => void;
    expect(thrownMessage(() => validate({framesPerFunction: '20', durationInFrames: 100}))).toBe(
      `'framesPerLambda' needs to be a number, passed "20"`,
    );
    expect(thrownMessage(() => validate({framesPerFunction: 2, durationInFrames: 100}))).toBe(
      'The framesPerLambda needs to be at least 4, but is 2',
    );
    expect(thrownMessage(() => validate({framesPerFunction: 2, durationInFrames: 2}))).toBeNull();
    expect(serverless.MINIMUM_FRAMES_PER_FUNCTIONS).toBe(4);
    expect(serverless.MAX_FUNCTIONS_PER_RENDER).toBe(200);
  });

  it('the default framesPerLambda follows the formula on the page and gives the table of the concurrency page', () => {
    const {bestFramesPerFunctionParam} = requireDist(
      '@remotion/serverless',
      'dist/best-frames-per-function-param.js',
    ) as Json;
    const snippet = codeBlocks('lambda/concurrency').find((b) => b.info.includes('frames-per-lambda.ts'));
    expect(snippet).toBeDefined();
    const js =
      snippet!.code.replace('export const', 'const').replace(/: number/g, '') + '\nreturn defaultFramesPerLambda;';
    const fromPage = new Function(js)() as (n: number) => number;
    for (let frames = 1; frames <= 40000; frames += 7) {
      expect(fromPage(frames)).toBe(bestFramesPerFunctionParam(frames));
    }
    const table = [
      [20, 20, 1],
      [150, 19, 8],
      [300, 20, 15],
      [900, 20, 45],
      [1800, 22, 82],
      [3600, 40, 90],
      [9000, 80, 113],
      [18000, 120, 150],
      [36000, 240, 150],
    ];
    for (const [frames, perLambda, chunks] of table) {
      expect([bestFramesPerFunctionParam(frames), Math.ceil(frames / bestFramesPerFunctionParam(frames))]).toEqual([
        perLambda,
        chunks,
      ]);
    }
    const page = readMarkdown('docs/lambda/concurrency.mdx').body;
    expect(page).toContain('| 1,800 | 1 min | 22 | 82 |');
    expect(page).toContain('| 150 | 5 s | 19 | 8 |');
  });

  it('with everyNthFrame 2 a chunk of 20 frames spans 40 frames of the composition, and 6000 frames at 20 per chunk make 300 chunks', () => {
    const {planFrameRanges} = requireDist('@remotion/serverless', 'dist/plan-frame-ranges.js') as Json;
    expect(planFrameRanges({framesPerFunction: 20, frameRange: [0, 199], everyNthFrame: 2}).chunks[0]).toEqual([0, 39]);
    expect(planFrameRanges({framesPerFunction: 20, frameRange: [0, 5999], everyNthFrame: 1}).chunks).toHaveLength(300);
  });

  it('concurrencyPerLambda above the CPU cores throws "concurrencyPerLambda is set higher than the amount of CPU cores available", unless a rendererFunctionName is set', () => {
    const cores = RenderInternals.getMaxConcurrency() as number;
    expect(
      thrownMessage(() =>
        RenderInternals.validateConcurrency({
          value: cores + 1,
          setting: 'concurrencyPerLambda',
          checkIfValidForCurrentMachine: true,
        }),
      ),
    ).toBe(
      `concurrencyPerLambda is set higher than the amount of CPU cores available. Available CPU cores: ${cores}, value set: ${cores + 1}`,
    );
    expect(
      thrownMessage(() =>
        RenderInternals.validateConcurrency({
          value: cores + 1,
          setting: 'concurrencyPerLambda',
          checkIfValidForCurrentMachine: false,
        }),
      ),
    ).toBeNull();
    expect(
      thrownMessage(() =>
        RenderInternals.validateConcurrency({
          value: 1.5,
          setting: 'concurrencyPerLambda',
          checkIfValidForCurrentMachine: false,
        }),
      ),
    ).toBe('concurrencyPerLambda must be an integer, but is 1.5');
  });

  it('a bucket name must be 3 to 63 characters of lowercase letters, digits, dots and hyphens and not look like an IP address', () => {
    const ok = (bucketName: string) =>
      thrownMessage(() =>
        serverless.validateBucketName({
          bucketName,
          bucketNamePrefix: 'remotionlambda-',
          options: {mustStartWithRemotion: false},
        }),
      ) === null;
    expect(['acme-video-renders', 'a.b-c', 'abc'].map(ok)).toEqual([true, true, true]);
    const invalid = ['ab', 'x'.repeat(64), 'Acme', '192.168.0.1', 'acme_renders', '-acme', 'acme.-x'];
    expect(invalid.map(ok)).toEqual(invalid.map(() => false));
  });

  it('an outName key must match the S3 key RegExp, otherwise "The S3 Key must match the RegExp"; slashes are allowed', () => {
    const check = (outName: unknown) =>
      thrownMessage(() =>
        serverless.validateOutname({
          outName,
          codec: 'h264',
          audioCodecSetting: null,
          separateAudioTo: null,
          bucketNamePrefix: 'remotionlambda-',
        }),
      );
    expect(check({bucketName: 'acme-media-assets', key: 'recaps/2025/u_5521.mp4'})).toBeNull();
    expect(check({bucketName: 'acme-media-assets', key: '~recap.mp4'})).toBe(
      "The S3 Key must match the RegExp `/^([0-9a-zA-Z-!_.*'()/:&$@=;+,?]+)/g`. You passed: ~recap.mp4. Check for invalid characters.",
    );
    expect(check('recap-u_5521.mp4')).toBeNull();
    expect(check('recap.webm')).not.toBeNull();
  });

  it('the default output and a string outName are stored under renders/<render ID>/, an object uses its bucket and key as they are', () => {
    expect(serverless.customOutName('abcdef1234', 'remotionlambda-x', 'recap-u_5521.mp4')).toEqual({
      renderBucketName: 'remotionlambda-x',
      key: 'renders/abcdef1234/recap-u_5521.mp4',
      customCredentials: null,
    });
    expect(
      serverless.getExpectedOutName({
        renderMetadata: {type: 'video', renderId: 'abcdef1234', codec: 'h264', audioCodec: null},
        bucketName: 'remotionlambda-x',
        customCredentials: null,
        bucketNamePrefix: 'remotionlambda-',
      }).key,
    ).toBe('renders/abcdef1234/out.mp4');
    expect(
      serverless.customOutName('abcdef1234', 'remotionlambda-x', {
        bucketName: 'acme-media-assets',
        key: 'recaps/2025/u_5521.mp4',
      }),
    ).toMatchObject({
      renderBucketName: 'acme-media-assets',
      key: 'recaps/2025/u_5521.mp4',
    });
  });

  it('progress of a private render to an S3-compatible provider without its credentials throws "The file was rendered with a custom S3 implementation and is not public"', () => {
    const renderMetadata = {
      type: 'video',
      renderId: 'abc',
      codec: 'h264',
      audioCodec: null,
      privacy: 'private',
      outName: {
        bucketName: 'recaps',
        key: 'u_5521.mp4',
        s3OutputProvider: {endpoint: 'https://example.r2.cloudflarestorage.com'},
      },
    };
    expect(
      thrownMessage(() =>
        serverless.getExpectedOutName({
          renderMetadata,
          bucketName: 'remotionlambda-x',
          customCredentials: null,
          bucketNamePrefix: 'remotionlambda-',
        }),
      ),
    ).toBe(
      'The file was rendered with a custom S3 implementation and is not public, but no custom credentials were passed to downloadMedia().',
    );
    expect(
      serverless.getExpectedOutName({
        renderMetadata: {...renderMetadata, privacy: 'public'},
        bucketName: 'remotionlambda-x',
        customCredentials: null,
        bucketNamePrefix: 'remotionlambda-',
      }).key,
    ).toBe('u_5521.mp4');
  });

  it('presignUrl() accepts an expiresInSeconds from 1 to 604800 (7 days): "The \'expiresIn\' parameter must be less or equal than 604800 (7 days) as enforced by AWS"', () => {
    const {validatePresignExpiration} = requireDist(
      '@remotion/lambda-client',
      'dist/validate-presign-expiration.js',
    ) as Json;
    expect(thrownMessage(() => validatePresignExpiration(604800))).toBeNull();
    expect(thrownMessage(() => validatePresignExpiration(1))).toBeNull();
    expect(thrownMessage(() => validatePresignExpiration(604801))).toBe(
      "The 'expiresIn' parameter must be less or equal than 604800 (7 days) as enforced by AWS",
    );
    expect(thrownMessage(() => validatePresignExpiration(0))).toBe(
      "The 'expiresIn' parameter must be greater or equal than 1",
    );
  });

  it('deleteAfter accepts 1-day, 3-days, 7-days and 30-days; another value throws "Expected deleteAfter value to be one of 1-day, 3-days, 7-days, 30-days, got …"', () => {
    for (const value of ['1-day', '3-days', '7-days', '30-days', null, undefined]) {
      expect(thrownMessage(() => awsImplementation.validateDeleteAfter(value))).toBeNull();
    }
    expect(thrownMessage(() => awsImplementation.validateDeleteAfter('2-days'))).toBe(
      'Expected deleteAfter value to be one of 1-day, 3-days, 7-days, 30-days, got 2-days',
    );
    expect(L.generateRandomHashWithLifeCycleRule({deleteAfter: '7-days', randomHashFn: () => 'k3v9x0cq2m'})).toBe(
      '7-days-k3v9x0cq2m',
    );
    expect(L.generateRandomHashWithLifeCycleRule({deleteAfter: null, randomHashFn: () => 'k3v9x0cq2m'})).toBe(
      'k3v9x0cq2m',
    );
  });

  it('deploySite() accepts privacy public or no-acl; private throws "Privacy must be either "public" or "no-acl""', () => {
    expect(thrownMessage(() => serverless.validatePrivacy('private', false))).toBe(
      'Privacy must be either "public" or "no-acl"',
    );
    expect(thrownMessage(() => serverless.validatePrivacy('no-acl', false))).toBeNull();
    expect(thrownMessage(() => serverless.validatePrivacy('private', true))).toBeNull();
  });

  it('speculateFunctionName() builds remotion-render-4-0-278-mem3009mb-disk4096mb-300sec and throws for a value that is not a positive integer', () => {
    const speculate = client.speculateFunctionName as (o: Json) => string;
    expect(speculate({memorySizeInMb: 3009, diskSizeInMb: 4096, timeoutInSeconds: 300})).toBe(
      'remotion-render-4-0-278-mem3009mb-disk4096mb-300sec',
    );
    expect(speculate({memorySizeInMb: 2048, diskSizeInMb: 2048, timeoutInSeconds: 120})).toBe(
      'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec',
    );
    expect(thrownMessage(() => speculate({memorySizeInMb: 0, diskSizeInMb: 2048, timeoutInSeconds: 120}))).toBe(
      'Memory size must be a positive integer. Received: 0',
    );
    expect(
      thrownMessage(() => speculate({memorySizeInMb: 99999, diskSizeInMb: 2048, timeoutInSeconds: 120})),
    ).toBeNull();
    expect(L.parseFunctionName('remotion-render-4-0-278-mem3009mb-disk4096mb-300sec')).toEqual({
      version: '4-0-278',
      memorySizeInMb: 3009,
      diskSizeInMb: 4096,
      timeoutInSeconds: 300,
    });
    expect(L.parseFunctionName('my-renderer')).toBeNull();
  });

  it('a site name as serveUrl becomes https://<bucket>.s3.<region>.amazonaws.com/sites/<name>/index.html; a path starting with src/ throws "Remotion Lambda can only render based on a URL in the cloud."', () => {
    const convert = awsImplementation.convertToServeUrl as (o: Json) => string;
    expect(convert({urlOrId: 'summer-campaign', region: 'eu-central-1', bucketName: 'acme-video-renders'})).toBe(
      'https://acme-video-renders.s3.eu-central-1.amazonaws.com/sites/summer-campaign/index.html',
    );
    expect(thrownMessage(() => convert({urlOrId: 'src/index.ts', region: 'eu-central-1', bucketName: 'b'}))).toMatch(
      /^Remotion Lambda can only render based on a URL in the cloud\. It seems like you passed a local file: src\/index\.ts\./,
    );
    expect(convert({urlOrId: './src/index.ts', region: 'eu-central-1', bucketName: 'b'})).toBe(
      'https://b.s3.eu-central-1.amazonaws.com/sites/./src/index.ts/index.html',
    );
  });

  it('downloadBehavior play-in-browser sets no Content-Disposition, download with fileName null sets attachment, with a name attachment; filename="…" percent-encoded', () => {
    const {getContentDispositionHeader} = requireDist(
      '@remotion/lambda-client',
      'dist/content-disposition-header.js',
    ) as Json;
    expect(getContentDispositionHeader({type: 'play-in-browser'})).toBeUndefined();
    expect(getContentDispositionHeader({type: 'download', fileName: null})).toBe('attachment');
    expect(getContentDispositionHeader({type: 'download', fileName: 'my-2025-recap.mp4'})).toBe(
      'attachment; filename="my-2025-recap.mp4"',
    );
    expect(getContentDispositionHeader({type: 'download', fileName: 'My Recap.mp4'})).toBe(
      'attachment; filename="My%20Recap.mp4"',
    );
  });

  it('props plus environment variables above 193976 characters (200000 minus 6024) are uploaded for a video, above 4993976 for a still', () => {
    const needs = (type: string, size: number) =>
      serverless.getNeedsToUpload({type, sizes: [size], providerSpecifics: awsImplementation}) as boolean;
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...a: unknown[]) => {
      warnings.push(a.join(' '));
    };
    try {
      expect([needs('video-or-audio', 193976), needs('video-or-audio', 193977)]).toEqual([false, true]);
      expect([needs('still', 4993976), needs('still', 4993977)]).toEqual([false, true]);
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Warning: The props are over 194KB \(190KB\) in size\. Uploading them to S3/);
    expect(serverless.inputPropsKey('abc')).toBe('input-props/abc.json');
  });

  it('the runtime preference must be default, apple-emojis or cjk: "Invalid runtime preference … Must be one of default, apple-emojis, cjk"', () => {
    const {validateRuntimePreference} = requireDist('@remotion/lambda', 'dist/shared/get-layers.js') as Json;
    expect(thrownMessage(() => validateRuntimePreference('apple'))).toBe(
      'Invalid runtime preference apple. Must be one of default, apple-emojis, cjk',
    );
    expect(thrownMessage(() => validateRuntimePreference('cjk'))).toBeNull();
  });

  it('in every region, default and cjk attach fonts, chromium, emoji-google and cjk and apple-emojis fonts, chromium and emoji-apple, from account 678892195805', () => {
    const {getLayers} = requireDist('@remotion/lambda', 'dist/shared/get-layers.js') as Json;
    const names = (option: string, region: string) =>
      (getLayers({option, region}) as {layerArn: string}[]).map((l) => l.layerArn.split(':layer:')[1]);
    for (const region of lambda.getRegions() as string[]) {
      expect(names('default', region)).toEqual([
        'remotion-binaries-fonts-arm64',
        'remotion-binaries-chromium-arm64',
        'remotion-binaries-emoji-google-arm64',
        'remotion-binaries-cjk-arm64',
      ]);
      expect(names('cjk', region)).toEqual(names('default', region));
      expect(names('apple-emojis', region)).toEqual([
        'remotion-binaries-fonts-arm64',
        'remotion-binaries-chromium-arm64',
        'remotion-binaries-emoji-apple-arm64',
      ]);
      expect(
        (getLayers({option: 'default', region}) as {layerArn: string}[]).every((l) =>
          l.layerArn.includes(':678892195805:'),
        ),
      ).toBe(true);
    }
    expect(awsImplementation.getChromiumPath()).toBe('/opt/bin/chromium');
  });

  it('getRegions() returns 24 regions, 17 with enabledByDefaultOnly; the other 7 are af-south-1, ap-east-1, ap-southeast-4, ap-southeast-5, eu-central-2, eu-south-1 and me-south-1', () => {
    const all = lambda.getRegions() as string[];
    const enabled = lambda.getRegions({enabledByDefaultOnly: true}) as string[];
    expect([all.length, enabled.length]).toEqual([24, 17]);
    expect(all.filter((r) => !enabled.includes(r)).sort()).toEqual([
      'af-south-1',
      'ap-east-1',
      'ap-southeast-4',
      'ap-southeast-5',
      'eu-central-2',
      'eu-south-1',
      'me-south-1',
    ]);
  });

  it("the Lambda Insights layer table of the insights page is the package's list: 21 regions, none for ap-southeast-4, ap-southeast-5 and eu-central-2", () => {
    const {lambdaInsightsExtensions} = requireDist(
      '@remotion/lambda',
      'dist/shared/lambda-insights-extensions.js',
    ) as Json;
    const page = readMarkdown('docs/lambda/insights.mdx').body;
    const onPage = Object.fromEntries(
      [...page.matchAll(/^\| `([a-z0-9-]+)` \| `(arn:aws:lambda:[^`]+)` \|$/gm)].map((m) => [m[1], m[2]]),
    );
    const available = Object.fromEntries(
      Object.entries(lambdaInsightsExtensions as Record<string, string | null>).filter(([, arn]) => arn !== null),
    );
    expect(onPage).toEqual(available);
    expect(Object.keys(onPage)).toHaveLength(21);
    for (const region of ['ap-southeast-4', 'ap-southeast-5', 'eu-central-2']) {
      expect(lambdaInsightsExtensions[region]).toBeNull();
    }
  });

  it('the function rejects another client version with "Version mismatch: When calling renderMediaOnLambda(), you passed … as the function, which has the version 4.0.278"', () => {
    const {checkVersionMismatch} = requireDist(
      '@remotion/serverless',
      'dist/handlers/check-version-mismatch.js',
    ) as Json;
    const inside = {getCurrentFunctionName: () => 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec'};
    expect(
      thrownMessage(() =>
        checkVersionMismatch({
          params: {type: 'start', version: '4.0.270'},
          insideFunctionSpecifics: inside,
          apiName: 'renderMediaOnLambda()',
        }),
      ),
    ).toMatch(
      /^Version mismatch: When calling renderMediaOnLambda\(\), you passed remotion-render-4-0-278-mem2048mb-disk2048mb-120sec as the function, which has the version 4\.0\.278, but the @remotion\/lambda package you used to invoke the function has version 4\.0\.270\./,
    );
    expect(
      thrownMessage(() =>
        checkVersionMismatch({
          params: {type: 'start', version: '4.0.278'},
          insideFunctionSpecifics: inside,
          apiName: 'renderMediaOnLambda()',
        }),
      ),
    ).toBeNull();
  });

  it('error explanations are checked in the order zygote, libnss3, TooManyRequestsException, ENOSPC or no space left on device, net::ERR_INSUFFICIENT_RESOURCES, Target closed. or Session closed', () => {
    const explain = (stack: string) =>
      (serverless.inspectErrors({errors: [{stack}]}) as Json[])[0].explanation as string | null;
    expect(explain('FATAL:zygote_communication_linux.cc')).toMatch(/^Failed to launch browser\./);
    expect(explain('error while loading shared libraries: libnss3.so')).toMatch(/^Failed to launch browser\./);
    expect(explain('TooManyRequestsException ENOSPC')).toMatch(
      /^AWS returned an "TooManyRequestsException" error message which could mean you reached the concurrency limit of AWS Lambda\./,
    );
    expect(explain('write: No space left on device')).toMatch(
      /^Your lambda function reached the storage limit\. Reduce the amount of space needed per lambda function or increase the storage limit: https:\/\/remotion\.dev\/docs\/lambda\/disk-size\./,
    );
    expect(explain('ENOSPC net::ERR_INSUFFICIENT_RESOURCES')).toMatch(
      /^Your lambda function reached the storage limit\./,
    );
    expect(explain('net::ERR_INSUFFICIENT_RESOURCES')).toBe(
      'The lambda ran out of memory. Deploy a new function with more memory.',
    );
    expect(explain('Protocol error: Session closed')).toMatch(/^The browser crashed while rendering the video\./);
    expect(explain('Error: something else')).toBeNull();
    expect((serverless.inspectErrors({errors: [{stack: 'x'}]}) as Json[])[0].s3Location).toBe('');
  });

  it('a timeout error is named TimeoutError, begins with "The main function timed out after" and lists up to 5 missing chunks, or says all chunks were rendered', () => {
    const {makeTimeoutError} = requireDist('@remotion/serverless-client', 'dist/make-timeout-error.js') as Json;
    const make = (missingChunks: number[]) =>
      makeTimeoutError({
        timeoutInMilliseconds: 120000,
        missingChunks,
        renderMetadata: {totalChunks: 10, framesPerLambda: 20, type: 'video', frameRange: [0, 199], renderId: 'abc'},
        renderId: 'abc',
        functionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec',
        region: 'us-east-1',
        providerSpecifics: awsImplementation,
      }) as Json;
    const many = make([0, 1, 2, 3, 4, 5, 6]);
    expect(many.name).toBe('TimeoutError');
    expect(many.message).toMatch(
      /^The main function timed out after 120000ms\.\nThe following chunks are missing \(showing 5 out of 7\):/,
    );
    expect(many.message.match(/▸ Logs for chunk \d+:/g)).toHaveLength(5);
    expect(make([]).message).toContain(
      'All chunks have been successfully rendered, but the main function has timed out.',
    );
  });

  it('errors Remotion treats as flaky include a browser that failed to launch, a network hiccup and a timeout while loading the page', () => {
    const flaky = (stack: string) => L.isFlakyError({stack}) as boolean;
    expect(flaky('FATAL:zygote_communication_linux.cc')).toBe(true);
    expect(flaky('Error: getaddrinfo ENOTFOUND example.com')).toBe(true);
    expect(flaky('Timed out evaluating page function')).toBe(true);
    expect(flaky('Target closed')).toBe(true);
    expect(flaky('TypeError: x is not a function')).toBe(false);
    expect(flaky('TooManyRequestsException')).toBe(false);
  });

  it('only h264 video chunks are joined seamlessly, and AAC audio only for chunks longer than 4 frames', () => {
    const {canConcatAudioSeamlessly, canConcatVideoSeamlessly} = requireDist(
      '@remotion/serverless',
      'dist/can-concat-seamlessly.js',
    ) as Json;
    expect(['h264', 'h265', 'vp9', 'prores'].map(canConcatVideoSeamlessly)).toEqual([true, false, false, false]);
    expect([
      canConcatAudioSeamlessly('aac', 4),
      canConcatAudioSeamlessly('aac', 5),
      canConcatAudioSeamlessly('mp3', 20),
    ]).toEqual([false, true, false]);
  });
});

describe('Lambda policies', () => {
  const jsonBlocks = (id: string) =>
    codeBlocks(id)
      .filter((b) => b.lang === 'json')
      .map((b) => b.code);

  it('the setup page prints exactly getRolePolicy() and getUserPolicy()', () => {
    const blocks = jsonBlocks('lambda/setup');
    expect(blocks).toContain(lambda.getRolePolicy());
    expect(blocks).toContain(lambda.getUserPolicy());
  });

  it('policies validate checks the actions of the user policy in the order the setup page shows, from servicequotas:GetServiceQuota to lambda:GetLayerVersion', () => {
    const {requiredPermissions} = requireDist(
      '@remotion/lambda',
      'dist/api/iam-validation/user-permissions.js',
    ) as Json;
    const simulated = (requiredPermissions as {actions: string[]}[]).flatMap((p) => p.actions);
    const policy = JSON.parse(lambda.getUserPolicy()).Statement.flatMap((s: Json) => s.Action) as string[];
    expect([...simulated].sort()).toEqual([...policy].sort());
    const sample = codeBlocks('lambda/setup')
      .find((b) => b.code.startsWith('✅ servicequotas:GetServiceQuota'))!
      .code.split('\n');
    const shown = sample.filter((l) => l !== '...').map((l) => l.replace('✅ ', ''));
    expect(simulated.slice(0, 7)).toEqual(shown.slice(0, 7));
    expect(simulated.slice(-2)).toEqual(shown.slice(-2));
  });

  it('the role policy allows s3:CreateBucket and s3:PutBucketAcl but neither s3:PutBucketOwnershipControls nor s3:PutBucketPublicAccessBlock, which the user policy has', () => {
    const role = JSON.parse(lambda.getRolePolicy()).Statement.flatMap((s: Json) => s.Action) as string[];
    const user = JSON.parse(lambda.getUserPolicy()).Statement.flatMap((s: Json) => s.Action) as string[];
    expect(role).toEqual(expect.arrayContaining(['s3:CreateBucket', 's3:PutBucketAcl']));
    expect(role).not.toContain('s3:PutBucketOwnershipControls');
    expect(role).not.toContain('s3:PutBucketPublicAccessBlock');
    expect(user).toEqual(
      expect.arrayContaining([
        's3:PutBucketOwnershipControls',
        's3:PutBucketPublicAccessBlock',
        's3:PutLifecycleConfiguration',
      ]),
    );
  });
});

describe('Lambda payloads of the PHP and Go pages', () => {
  const payloadDefaults = () => awsRun().startPayload as Json;

  it('the PHP start payload has exactly the fields renderMediaOnLambda() sends, with the same default values', () => {
    const php = codeBlocks('lambda/php').find((b) => b.info.includes('render.php'))!.code;
    const start = php.slice(php.indexOf('$start = invokeRemotion($lambda, ['), php.indexOf('$renderId ='));
    const fields = Object.fromEntries([...start.matchAll(/^ {4}'(\w+)' => (.+?),?$/gm)].map((m) => [m[1], m[2]]));
    expect(Object.keys(fields).sort()).toEqual(Object.keys(payloadDefaults()).sort());
    const literal = (value: string): unknown => {
      if (value === 'null') return null;
      if (value === 'true' || value === 'false') return value === 'true';
      if (value === 'new stdClass()') return {};
      if (/^-?\d+$/.test(value)) return Number(value);
      if (/^'[^']*'$/.test(value)) return value.slice(1, -1);
      if (value === "['type' => 'play-in-browser']") return {type: 'play-in-browser'};
      return undefined;
    };
    const sample = {
      serveUrl: 'welcome-video',
      composition: 'Welcome',
      inputProps: undefined,
      version: '4.0.278',
      codec: 'h264',
    } as Json;
    for (const [key, value] of Object.entries(fields)) {
      if (key in sample) continue;
      expect([key, literal(value)]).toEqual([key, payloadDefaults()[key]]);
    }
  });

  it('the PHP table lists every field of the start payload with the default renderMediaOnLambda() sends', () => {
    const page = readMarkdown('docs/lambda/php.mdx').body;
    const table = page.slice(page.indexOf('| Field | Type | Default | Meaning |'), page.indexOf('### Input props'));
    const defaults: Json = {};
    for (const line of table.split('\n').filter((l) => l.startsWith('| `'))) {
      const [fieldCell, , defaultCell] = line
        .split('|')
        .slice(1)
        .map((c) => c.trim());
      for (const name of fieldCell.match(/\w+/g) ?? []) {
        defaults[name] = defaultCell;
      }
    }
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(payloadDefaults()).sort());
    for (const [key, value] of Object.entries(defaults)) {
      if (value === '') continue;
      expect([key, JSON.parse(value.replace(/`/g, ''))]).toEqual([key, payloadDefaults()[key]]);
    }
  });

  it('the Go StartPayload struct has a JSON field for every field of the start payload, and NewStartPayload with its nil and zero values gives the defaults', () => {
    const go = codeBlocks('lambda/go').find((b) => b.info.includes('payload.go'))!.code;
    const struct = go.slice(go.indexOf('type StartPayload struct {'), go.indexOf('type StatusPayload struct'));
    const fields = [...struct.matchAll(/^\t(\w+)\s+(\S+)\s+`json:"(\w+)"`/gm)].map((m) => ({
      goName: m[1],
      goType: m[2],
      json: m[3],
    }));
    expect(fields.map((f) => f.json).sort()).toEqual(Object.keys(payloadDefaults()).sort());
    const constructor = go.slice(go.indexOf('func NewStartPayload'));
    const set = Object.fromEntries([...constructor.matchAll(/^\t\t(\w+):\s+(.+),$/gm)].map((m) => [m[1], m[2]]));
    const sample = new Set(['serveUrl', 'composition', 'inputProps', 'codec', 'version']);
    for (const field of fields) {
      if (sample.has(field.json)) continue;
      const expected = payloadDefaults()[field.json];
      const literal = set[field.goName];
      let value: unknown;
      if (literal === undefined) {
        value =
          field.goType.startsWith('*') || field.goType.startsWith('map') || field.goType === 'any'
            ? null
            : field.goType === 'bool'
              ? false
              : 0;
      } else if (/^".*"$/.test(literal)) {
        value = literal.slice(1, -1);
      } else if (/^\d+$/.test(literal)) {
        value = Number(literal);
      } else if (literal.startsWith('map[')) {
        value = {};
      } else if (literal === 'DownloadBehavior{Type: "play-in-browser"}') {
        value = {type: 'play-in-browser'};
      }
      expect([field.json, value]).toEqual([field.json, expected]);
    }
  });

  it('the Go StatusPayload has the fields of the status invocation', () => {
    const go = codeBlocks('lambda/go').find((b) => b.info.includes('payload.go'))!.code;
    const struct = go.slice(go.indexOf('type StatusPayload struct {'), go.indexOf('// StartResponse'));
    const jsonNames = [...struct.matchAll(/`json:"(\w+)"`/g)].map((m) => m[1]);
    expect(jsonNames.sort()).toEqual(Object.keys(awsRun().statusPayload).sort());
  });
});

describe('Lambda module formats', () => {
  it('with import and with require(), @remotion/lambda/client and @remotion/lambda-client export the functions of the light client page', () => {
    const {esm, cjs} = modulesRun();
    const page = readMarkdown('docs/lambda/light-client.mdx').body;
    const table = page.slice(page.indexOf('## What it contains'), page.indexOf('Plus the types'));
    const listed = [...table.matchAll(/`(\w+)\(\)`/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(15);
    for (const mod of [esm.client, esm.lambdaClient, cjs.client, cjs.lambdaClient]) {
      for (const name of listed) {
        expect([name, mod[name]]).toEqual([name, 'function']);
      }
    }
  });

  it('deployFunction, deploySite, deleteSite, getOrCreateBucket, getFunctionInfo, downloadMedia, getRegions, getRolePolicy, getUserPolicy and simulatePermissions are only in @remotion/lambda', () => {
    const {esm, cjs} = modulesRun();
    const fullOnly = [
      'deployFunction',
      'deploySite',
      'deleteSite',
      'getOrCreateBucket',
      'getFunctionInfo',
      'downloadMedia',
      'getRegions',
      'getRolePolicy',
      'getUserPolicy',
      'simulatePermissions',
    ];
    for (const name of fullOnly) {
      expect([name, esm.client[name], cjs.lambdaClient[name]]).toEqual([name, undefined, undefined]);
      expect(awsRun().mainEntry).toContain(name);
    }
  });

  it('the constants come from @remotion/lambda-client/constants, the region lists from @remotion/lambda-client/regions and ROLE_NAME from @remotion/lambda/policies, in both formats', () => {
    const {esm, cjs} = modulesRun();
    const constants = {
      DEFAULT_FRAMES_PER_LAMBDA: 20,
      REMOTION_BUCKET_PREFIX: 'remotionlambda-',
      RENDER_FN_PREFIX: 'remotion-render-',
      LOG_GROUP_PREFIX: '/aws/lambda/',
      LAMBDA_INSIGHTS_PREFIX: '/aws/lambda-insights',
      DEFAULT_MEMORY_SIZE: 2048,
      DEFAULT_TIMEOUT: 120,
      DEFAULT_EPHEMERAL_STORAGE_IN_MB: 2048,
      MIN_EPHEMERAL_STORAGE_IN_MB: 512,
      MAX_EPHEMERAL_STORAGE_IN_MB: 10240,
      MIN_MEMORY: 512,
      MAX_MEMORY: 10240,
      MIN_TIMEOUT: 15,
      MAX_TIMEOUT: 900,
    };
    expect(esm.constants).toEqual(constants);
    expect(cjs.constants).toEqual(constants);
    expect(esm.regions).toEqual(['AWS_REGIONS', 'DEFAULT_AWS_REGIONS']);
    expect([esm.ROLE_NAME, cjs.ROLE_NAME]).toEqual(['remotion-lambda-role', 'remotion-lambda-role']);
  });

  it('in a project with only @remotion/lambda-client, import works but require() fails with "Cannot find module \'@remotion/serverless-client\'"', () => {
    expect(modulesRun().standalone).toEqual({esm: 'function', cjs: "Cannot find module '@remotion/serverless-client'"});
  });

  it('the CommonJS build requires @remotion/serverless-client, which loads remotion, @remotion/renderer and @remotion/streaming, none of them a dependency of @remotion/lambda-client', () => {
    const pkg = JSON.parse(installedFile('@remotion/lambda-client/package.json'));
    const deps = Object.keys(pkg.dependencies);
    expect(deps.every((d) => d.startsWith('@aws-sdk/') || d === 'mime-types')).toBe(true);
    expect(installedFile('@remotion/lambda-client/dist/check-credentials.js')).toContain(
      'require("@remotion/serverless-client")',
    );
    const serverlessClient = installedFile('@remotion/serverless-client/dist/index.js');
    for (const needed of [
      'require("remotion/version")',
      'require("@remotion/renderer/error-handling")',
      'require("@remotion/streaming")',
    ]) {
      expect(serverlessClient).toContain(needed);
    }
  });
});

describe('Lambda guide pages agree with themselves', () => {
  it('the example setup creates the permission set RemotionDeployer for developers and the IAM role remotion-deployer-ci for CI, both with the remotion-caller policy', () => {
    const page = readMarkdown('docs/lambda/without-iam/example.mdx').body;
    expect(page).toContain('create a permission set `RemotionDeployer` that contains the `remotion-caller` policy');
    expect(page).toContain('sso_role_name = RemotionDeployer');
    expect(page).toContain('create a role `remotion-deployer-ci` with the `remotion-caller` policy');
    expect(page).toContain('role-to-assume: arn:aws:iam::123456789012:role/remotion-deployer-ci');
    expect(page).not.toMatch(/role `remotion-deployer`/);
  });
});
