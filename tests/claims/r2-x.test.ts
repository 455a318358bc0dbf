/**
 * Executed claims of a second read of Lambda pages (deployfunction, getuserpolicy, permissions,
 * insights, light-client, go, php). Nothing here reaches AWS: each script runs in its own Node.js
 * process, replaces what would talk to AWS with a stub, and prints its result as the last line.
 */
import path from 'node:path';
import {lastJson, pageSays, requireInstalled, runNode} from './lib';

/** The absolute path of a file of an installed package that its "exports" do not list. */
const distFile = (pkg: string, file: string) =>
  path.join(path.dirname(requireInstalled.resolve(`${pkg}/package.json`)), file);

describe('deployFunction() with enableLambdaInsights in a region without the extension', () => {
  const run = () =>
    lastJson<{existing: unknown; created: string}>(
      runNode(
        'cjs',
        `
const {internalDeployFunction} = require(${JSON.stringify(distFile('@remotion/lambda', 'dist/api/deploy-function.js'))});
const {awsFullClientSpecifics} = require(${JSON.stringify(distFile('@remotion/lambda', 'dist/functions/full-client-implementation.js'))});
const {VERSION} = require('remotion/version');
const params = (existing) => ({
  region: 'eu-central-2',
  memorySizeInMb: 2048,
  timeoutInSeconds: 120,
  diskSizeInMb: 2048,
  createCloudWatchLogGroup: false,
  enableLambdaInsights: true,
  runtimePreference: 'default',
  logLevel: 'error',
  indent: false,
  customRoleArn: undefined,
  cloudWatchLogRetentionPeriodInDays: undefined,
  vpcSubnetIds: undefined,
  vpcSecurityGroupIds: undefined,
  // Stubs for the two AWS lookups; createFunction() is the installed one.
  providerSpecifics: {
    getAccountId: async () => '123456789012',
    getFunctions: async () => existing ? [{version: VERSION, memorySizeInMb: 2048, timeoutInSeconds: 120, diskSizeInMb: 2048}] : [],
  },
  fullClientSpecifics: awsFullClientSpecifics,
});
(async () => {
  const existing = await internalDeployFunction(params(true));
  const created = await internalDeployFunction(params(false)).then(() => 'resolved', (e) => e.message);
  console.log(JSON.stringify({existing, created}));
})();
`,
      ),
    );

  it('returns an existing function with alreadyExisted: true and no error, and throws "Lambda Insights is not supported" only when it would create one', () => {
    const {existing, created} = run();
    expect(existing).toEqual({
      functionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec',
      alreadyExisted: true,
    });
    expect(created).toBe(
      'Lambda Insights is not supported by AWS in region eu-central-2. Please disable Lambda Insights. See http://remotion.dev/docs/lambda/insights#unsupported-regions',
    );
    expect(pageSays('lambda/deployfunction')).toContain(
      'if a function with the same name already exists, it is returned with `alreadyExisted: true` and no error',
    );
  });
});

describe('getUserPolicy() FetchBinaries statement', () => {
  it('covers the Lambda Insights layer of us-east-1 (account 580247275435) but not those of af-south-1, ap-east-1, ap-northeast-3, eu-south-1 and me-south-1', () => {
    const {getUserPolicy} = requireInstalled('@remotion/lambda') as {getUserPolicy: () => string};
    const {lambdaInsightsExtensions} = requireInstalled(
      distFile('@remotion/lambda', 'dist/shared/lambda-insights-extensions.js'),
    ) as {lambdaInsightsExtensions: Record<string, string | null>};
    const statement = (JSON.parse(getUserPolicy()) as {Statement: {Sid: string; Resource: string[]}[]}).Statement.find(
      (s) => s.Sid === 'FetchBinaries',
    );
    const patterns = (statement?.Resource ?? []).map(
      (r) => new RegExp(`^${r.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
    );
    const covered = (region: string) => patterns.some((p) => p.test(lambdaInsightsExtensions[region] ?? ''));
    expect(covered('us-east-1')).toBe(true);
    expect(lambdaInsightsExtensions['us-east-1']).toContain('580247275435');
    const notCovered = Object.keys(lambdaInsightsExtensions).filter((r) => lambdaInsightsExtensions[r] && !covered(r));
    expect(notCovered.sort()).toEqual(['af-south-1', 'ap-east-1', 'ap-northeast-3', 'eu-south-1', 'me-south-1']);
    for (const id of ['lambda/getuserpolicy', 'lambda/permissions']) {
      expect(pageSays(id)).toContain('`af-south-1`, `ap-east-1`, `ap-northeast-3`, `eu-south-1` and `me-south-1`');
    }
  });
});

describe('Lambda invocations of a video render', () => {
  it('renderMediaOnLambda() invokes the function once with type start, and getRenderProgress() without skipLambdaInvocation once with type status', () => {
    const out = runNode(
      'cjs',
      `
const {renderMediaOnLambda, getRenderProgress, LambdaClientInternals} = require('@remotion/lambda-client');
const calls = [];
LambdaClientInternals.awsImplementation.callFunctionSync = async ({type}) => {
  calls.push(type);
  return type === 'start' ? {type: 'success', renderId: 'abcdefghij', bucketName: 'remotionlambda-useast1-abcdefghij'} : {type: 'success', done: false};
};
(async () => {
  const functionName = 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec';
  await renderMediaOnLambda({region: 'us-east-1', functionName, serveUrl: 'site', composition: 'C', codec: 'h264'});
  await getRenderProgress({region: 'us-east-1', functionName, renderId: 'abcdefghij', bucketName: 'remotionlambda-useast1-abcdefghij'});
  await getRenderProgress({region: 'us-east-1', functionName, renderId: 'abcdefghij', bucketName: 'remotionlambda-useast1-abcdefghij'});
  console.log(JSON.stringify(calls));
})();
`,
    );
    expect(lastJson<string[]>(out)).toEqual(['start', 'status', 'status']);
    expect(pageSays('lambda/insights')).toContain(
      'once for the `start` request, and every `getRenderProgress()` call without `skipLambdaInvocation` is one more invocation',
    );
  });
});

describe('light client credentials', () => {
  it('REMOTION_AWS_PROFILE wins over REMOTION_AWS_ACCESS_KEY_ID, which wins over AWS_PROFILE, which wins over AWS_ACCESS_KEY_ID', () => {
    const out = runNode(
      'cjs',
      `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'creds-'));
const file = path.join(dir, 'credentials');
fs.writeFileSync(file, '[remo]\\naws_access_key_id = AKIAREMOTIONPROFILE\\naws_secret_access_key = s1\\n[awsp]\\naws_access_key_id = AKIAAWSPROFILE\\naws_secret_access_key = s2\\n');
for (const k of Object.keys(process.env)) if (k.startsWith('AWS_') || k.startsWith('REMOTION_AWS')) delete process.env[k];
process.env.AWS_SHARED_CREDENTIALS_FILE = file;
process.env.AWS_CONFIG_FILE = path.join(dir, 'config');
const {getCredentials} = require(${JSON.stringify(distFile('@remotion/lambda-client', 'dist/get-credentials.js'))});
const read = async () => {
  const c = getCredentials();
  return typeof c === 'function' ? (await c()).accessKeyId : c ? c.accessKeyId : null;
};
(async () => {
  const order = [];
  process.env.AWS_ACCESS_KEY_ID = 'AKIAAWSKEY';
  process.env.AWS_SECRET_ACCESS_KEY = 's3';
  process.env.AWS_PROFILE = 'awsp';
  process.env.REMOTION_AWS_ACCESS_KEY_ID = 'AKIAREMOTIONKEY';
  process.env.REMOTION_AWS_SECRET_ACCESS_KEY = 's4';
  process.env.REMOTION_AWS_PROFILE = 'remo';
  order.push(await read());
  delete process.env.REMOTION_AWS_PROFILE;
  order.push(await read());
  delete process.env.REMOTION_AWS_ACCESS_KEY_ID;
  order.push(await read());
  delete process.env.AWS_PROFILE;
  order.push(await read());
  fs.rmSync(dir, {recursive: true, force: true});
  console.log(JSON.stringify(order));
})();
`,
    );
    expect(lastJson<string[]>(out)).toEqual(['AKIAREMOTIONPROFILE', 'AKIAREMOTIONKEY', 'AKIAAWSPROFILE', 'AKIAAWSKEY']);
    expect(pageSays('lambda/light-client')).toContain(
      '`REMOTION_AWS_PROFILE` first, then `REMOTION_AWS_ACCESS_KEY_ID` and `REMOTION_AWS_SECRET_ACCESS_KEY`, then `AWS_PROFILE`',
    );
  });
});

describe('props forwarded from the start invocation to the main function', () => {
  it('an asynchronous invocation with a payload over 256 KB fails with "Payload is too big:" before AWS is called', () => {
    const out = runNode(
      'cjs',
      `
const {callFunctionAsyncImplementation} = require(${JSON.stringify(distFile('@remotion/lambda-client', 'dist/call-lambda-async.js'))});
const {LambdaClientInternals} = require('@remotion/lambda-client');
process.env.REMOTION_SKIP_AWS_CREDENTIALS_CHECK = '1';
let sent = 0;
LambdaClientInternals.getLambdaClient('us-east-1').send = async () => { sent++; return {}; };
(async () => {
  const big = {type: 'launch', inputProps: {type: 'payload', payload: 'x'.repeat(256 * 1024)}};
  const message = await callFunctionAsyncImplementation({functionName: 'remotion-render-x', payload: big, region: 'us-east-1', timeoutInTest: 1000}).then(() => 'resolved', (e) => e.message);
  const small = await callFunctionAsyncImplementation({functionName: 'remotion-render-x', payload: {type: 'launch'}, region: 'us-east-1', timeoutInTest: 1000}).then(() => 'resolved', (e) => e.message);
  console.log(JSON.stringify({message: message.slice(0, 80), small, sent}));
})();
`,
    );
    const {message, small, sent} = lastJson<{message: string; small: string; sent: number}>(out);
    expect(message.startsWith('Payload is too big: ')).toBe(true);
    expect(message).toContain('Maximum size is 256 KB');
    expect(small).toBe('resolved');
    expect(sent).toBe(1);
    expect(pageSays('lambda/php')).toContain('the answer is an error that begins with `Payload is too big:`');
    expect(pageSays('lambda/go')).toContain('the `start` invocation answers with `Payload is too big: …`');
  });
});

describe('region validation of the Lambda Node.js APIs', () => {
  it('deployFunction(), deploySite(), getFunctionInfo(), downloadMedia(), deleteRender() and estimatePrice() reject an unknown region before contacting AWS; renderMediaOnLambda(), renderStillOnLambda(), getRenderProgress(), getCompositionsOnLambda(), presignUrl(), deleteFunction() and getFunctions() pass it on', () => {
    const out = runNode(
      'cjs',
      `
process.env.REMOTION_SKIP_AWS_CREDENTIALS_CHECK = '1';
process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLE';
process.env.AWS_SECRET_ACCESS_KEY = 'example';
const lc = require('@remotion/lambda-client');
const l = require('@remotion/lambda');
const region = 'xx-fake-1';
const reached = (what) => async () => { throw new Error('REACHED AWS ' + what); };
// Everything that would leave the process is replaced: an API that gets here did not check the region.
// The APIs that check call validateAwsRegion() (directly or through getAccountId()) first.
lc.LambdaClientInternals.awsImplementation.callFunctionSync = reached('invoke');
lc.LambdaClientInternals.awsImplementation.callFunctionStreaming = reached('invoke');
lc.LambdaClientInternals.getLambdaClient(region).send = reached('lambda');
const fn = 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec';
const outcome = (f) => Promise.resolve().then(f).then(
  () => 'no check',
  (e) => e.message.startsWith(region + ' is not a supported AWS region') ? 'rejected' : e.message.startsWith('REACHED AWS') ? 'passed on' : 'other: ' + e.message,
);
(async () => {
  const r = {
    deployFunction: await outcome(() => l.deployFunction({region, memorySizeInMb: 2048, timeoutInSeconds: 120, createCloudWatchLogGroup: false})),
    deploySite: await outcome(() => l.deploySite({region, bucketName: 'remotionlambda-example', entryPoint: 'src/index.ts'})),
    getFunctionInfo: await outcome(() => l.getFunctionInfo({region, functionName: fn})),
    downloadMedia: await outcome(() => l.downloadMedia({region, bucketName: 'remotionlambda-example', renderId: 'a', outPath: 'out.mp4'})),
    deleteRender: await outcome(() => lc.deleteRender({region, bucketName: 'remotionlambda-example', renderId: 'a'})),
    estimatePrice: await outcome(() => lc.estimatePrice({region, memorySizeInMb: 2048, diskSizeInMb: 2048, durationInMilliseconds: 1, lambdasInvoked: 1})),
    renderMediaOnLambda: await outcome(() => lc.renderMediaOnLambda({region, functionName: fn, serveUrl: 's', composition: 'c', codec: 'h264'})),
    renderStillOnLambda: await outcome(() => lc.renderStillOnLambda({region, functionName: fn, serveUrl: 's', composition: 'c', inputProps: {}, imageFormat: 'png', privacy: 'public'})),
    getRenderProgress: await outcome(() => lc.getRenderProgress({region, functionName: fn, renderId: 'a', bucketName: 'b'})),
    getCompositionsOnLambda: await outcome(() => lc.getCompositionsOnLambda({region, functionName: fn, serveUrl: 's', inputProps: {}, envVariables: {}})),
    deleteFunction: await outcome(() => lc.deleteFunction({region, functionName: fn})),
    getFunctions: await outcome(() => lc.getFunctions({region, compatibleOnly: false})),
    // presignUrl() signs locally: it returns a URL for the unknown region.
    presignUrl: await outcome(() => lc.presignUrl({region, bucketName: 'remotionlambda-example', objectKey: 'k', expiresInSeconds: 60})),
  };
  console.log(JSON.stringify(r));
})();
`,
    );
    const r = lastJson<Record<string, string>>(out);
    for (const name of [
      'deployFunction',
      'deploySite',
      'getFunctionInfo',
      'downloadMedia',
      'deleteRender',
      'estimatePrice',
    ]) {
      expect([name, r[name]]).toEqual([name, 'rejected']);
    }
    for (const name of [
      'renderMediaOnLambda',
      'renderStillOnLambda',
      'getRenderProgress',
      'getCompositionsOnLambda',
      'deleteFunction',
      'getFunctions',
    ]) {
      expect([name, r[name]]).toEqual([name, 'passed on']);
    }
    expect(r.presignUrl).toBe('no check');
    expect(pageSays('lambda/region-selection')).toContain(
      'Only some of them check it against that list before contacting AWS, for example',
    );
  });
});

describe('deployFunction() validation errors', () => {
  it('memory, timeout, disk size, region and customRoleArn throw a TypeError; a retention period of 5000 days and an unknown runtimePreference throw a plain Error', () => {
    const out = runNode(
      'cjs',
      `
const {deployFunction} = require('@remotion/lambda');
const base = {region: 'us-east-1', memorySizeInMb: 2048, timeoutInSeconds: 120, createCloudWatchLogGroup: false, logLevel: 'error'};
const cases = {
  memorySizeInMb: {memorySizeInMb: 128},
  timeoutInSeconds: {timeoutInSeconds: 60.5},
  diskSizeInMb: {diskSizeInMb: 100},
  region: {region: 'xx-fake-1'},
  customRoleArn: {customRoleArn: 5},
  cloudWatchLogRetentionPeriodInDays: {cloudWatchLogRetentionPeriodInDays: 5000},
  runtimePreference: {runtimePreference: 'no-such-preference'},
};
(async () => {
  const r = {};
  for (const [name, extra] of Object.entries(cases)) {
    // All of these are checked before the first AWS request.
    r[name] = await deployFunction({...base, ...extra}).then(() => 'resolved', (e) => e.constructor.name + ': ' + e.message.split('. Must')[0]);
  }
  console.log(JSON.stringify(r));
})();
`,
    );
    const r = lastJson<Record<string, string>>(out);
    expect(r.memorySizeInMb).toBe("TypeError: parameter 'memorySizeInMb' must be between 512 and 10240, but got 128");
    expect(r.timeoutInSeconds).toBe("TypeError: parameter 'timeoutInSeconds' must be an integer but got 60.5");
    expect(r.diskSizeInMb).toBe("TypeError: parameter 'diskSizeInMb' must be between 512 and 10240, but got 100");
    expect(r.region).toBe('TypeError: xx-fake-1 is not a supported AWS region');
    expect(r.customRoleArn.startsWith('TypeError: ')).toBe(true);
    expect(r.cloudWatchLogRetentionPeriodInDays).toBe(
      'Error: CloudWatch retention period must be at most 3650, but is 5000',
    );
    expect(r.runtimePreference).toBe('Error: Invalid runtime preference no-such-preference');
    expect(pageSays('lambda/deployfunction')).toContain(
      'while a retention period outside 1–3650 days (`CloudWatch retention period must be at most 3650, but is 5000`) and an unknown `runtimePreference` (`Invalid runtime preference …`) throw a plain `Error`',
    );
  });
});

describe('outName object with s3OutputProvider (validateOutname)', () => {
  it('accepts a key with a space and braces and a .webm key for h264, and rejects only a key whose first character is not allowed with "The S3 Key must match the RegExp"', () => {
    const {validateOutname} = requireInstalled('@remotion/serverless-client') as {
      validateOutname: (o: Record<string, unknown>) => void;
    };
    const check = (key: string) => {
      try {
        validateOutname({
          outName: {bucketName: 'clip-exports', key},
          codec: 'h264',
          audioCodecSetting: null,
          separateAudioTo: null,
          bucketNamePrefix: 'remotionlambda-',
        });
        return 'accepted';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(check('episodes/87/high light {1}.mp4')).toBe('accepted');
    expect(check('episodes/87/highlight.webm')).toBe('accepted');
    expect(check(' episodes/87/highlight.mp4')).toMatch(/^The S3 Key must match the RegExp/);
    expect(pageSays('lambda/r2')).toContain(
      "Remotion only checks that it starts with a character S3 allows (a letter, a digit or one of `-!_.*'()/:&$@=;+,?`) and does not compare the extension with the codec.",
    );
  });
});
