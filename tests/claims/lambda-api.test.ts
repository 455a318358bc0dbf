/**
 * Executed claims of the @remotion/lambda API reference (docs/lambda/*.mdx). Each test runs the
 * installed packages in this process. Where a function would talk to AWS, the test replaces the
 * AWS-facing piece (an SDK client, a provider method, `fetch`) with a local stand-in and checks what
 * the package does around it: validation, defaults, retries, error texts, computed values.
 * Nothing here needs the network or AWS credentials.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Readable} from 'node:stream';
import {requireInstalled} from './lib';

type Obj = Record<string, unknown>;
type Fn = (...args: unknown[]) => unknown;
type AsyncFn = (...args: unknown[]) => Promise<unknown>;
const fn = (mod: Obj, name: string) => mod[name] as Fn;
const afn = (mod: Obj, name: string) => mod[name] as AsyncFn;
const dist = (file: string) => requireInstalled(path.join(process.cwd(), 'node_modules', file)) as Obj;

const lambda = requireInstalled('@remotion/lambda') as Obj;
const client = requireInstalled('@remotion/lambda-client') as Obj;
const internals = client.LambdaClientInternals as Obj;
const aws = internals.awsImplementation as Obj;
const serverlessClient = requireInstalled('@remotion/serverless-client') as Obj;
const serverless = requireInstalled('@remotion/serverless') as Obj;
const awsClients = dist('@remotion/lambda-client/dist/aws-clients.js');
const s3ClientModule = dist('@remotion/lambda-client/dist/get-s3-client.js');
const {VERSION} = requireInstalled('remotion/version') as {VERSION: string};

/** Replaces properties of an object for one test and restores them afterwards. */
const patches: [Obj, string, unknown][] = [];
const patch = (target: Obj, key: string, value: unknown) => {
  patches.push([target, key, target[key]]);
  target[key] = value;
};

const AWS_ENV = /^(REMOTION_)?AWS_|^REMOTION_(SKIP_AWS|DISABLE_AWS)/;
const savedEnv = {...process.env};
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-api-home-'));
/** An environment without any AWS credentials: no variables, no ~/.aws/credentials. */
const clearAwsEnv = () => {
  for (const key of Object.keys(process.env)) {
    if (AWS_ENV.test(key)) delete process.env[key];
  }
  process.env.HOME = home;
  process.env.AWS_SHARED_CREDENTIALS_FILE = path.join(home, 'no-such-file');
};
const fakeKeys = () => {
  process.env.AWS_ACCESS_KEY_ID = 'AKIAFAKEFAKEFAKEFAKE';
  process.env.AWS_SECRET_ACCESS_KEY = 'fake-secret-access-key';
};

beforeEach(() => clearAwsEnv());
afterEach(() => {
  while (patches.length > 0) {
    const [target, key, value] = patches.pop()!;
    target[key] = value;
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const key of Object.keys(process.env)) {
    if (!(key in savedEnv)) delete process.env[key];
  }
  Object.assign(process.env, savedEnv);
});

/** A fake SDK client: records every command and answers with `reply(commandName, input)`. */
const fakeClient = (reply: (name: string, input: Obj) => unknown) => {
  const sent: {name: string; input: Obj}[] = [];
  return {
    sent,
    client: {
      send: async (command: {constructor: {name: string}; input: Obj}) => {
        sent.push({name: command.constructor.name, input: command.input});
        return reply(command.constructor.name, command.input);
      },
    },
  };
};

const errorOf = async (run: () => unknown): Promise<Error> => {
  try {
    await run();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected an error');
};

describe('lambda/api', () => {
  it('without any credentials, creating the first client throws an error that names AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID and says a .env file is not read', async () => {
    const err = await errorOf(() => fn(client, 'getAwsClient')({region: 'us-east-1', service: 's3'}));
    expect(err.message).toContain(
      'You have tried to call a Remotion Lambda function, but have not set the environment variable AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID.',
    );
    expect(err.message).toContain(
      "Environment variables from a '.env' file are not automatically read if you are calling the Node.JS APIs",
    );
  });

  it('REMOTION_SKIP_AWS_CREDENTIALS_CHECK skips the check and leaves credentials to the SDK', () => {
    process.env.REMOTION_SKIP_AWS_CREDENTIALS_CHECK = '1';
    const {client: c} = fn(client, 'getAwsClient')({region: 'us-east-1', service: 'sts'}) as Obj;
    expect(c).toBeDefined();
  });
});

describe('lambda/cli the credentials check', () => {
  const check = () => fn(aws, 'checkCredentials')();

  it('without credentials it fails with "You have tried to call a Remotion Lambda function, but have not set the environment variable AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID."', () => {
    expect(check).toThrow(
      'You have tried to call a Remotion Lambda function, but have not set the environment variable AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID.',
    );
  });

  it('passes with a key pair with or without the REMOTION_ prefix, a profile, a [default] section or REMOTION_SKIP_AWS_CREDENTIALS_CHECK, and fails with a key ID alone', () => {
    process.env.REMOTION_AWS_ACCESS_KEY_ID = 'a';
    expect(check).toThrow('AWS_SECRET_ACCESS_KEY or REMOTION_AWS_SECRET_ACCESS_KEY');
    process.env.REMOTION_AWS_SECRET_ACCESS_KEY = 'b';
    expect(check).not.toThrow();
    clearAwsEnv();
    fakeKeys();
    expect(check).not.toThrow();
    clearAwsEnv();
    process.env.AWS_PROFILE = 'render';
    expect(check).not.toThrow();
    clearAwsEnv();
    process.env.REMOTION_AWS_PROFILE = 'render';
    expect(check).not.toThrow();
    clearAwsEnv();
    const credentials = path.join(home, 'credentials');
    fs.writeFileSync(credentials, '[work]\naws_access_key_id = x\n');
    process.env.AWS_SHARED_CREDENTIALS_FILE = credentials;
    expect(check).toThrow('AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID');
    fs.writeFileSync(credentials, '[default]\naws_access_key_id = x\n');
    expect(check).not.toThrow();
    clearAwsEnv();
    process.env.REMOTION_SKIP_AWS_CREDENTIALS_CHECK = '1';
    expect(check).not.toThrow();
  });
});

describe('lambda/getregions', () => {
  it('getRegions() returns the same array object of 24 regions on every call, 17 with enabledByDefaultOnly', () => {
    const getRegions = fn(lambda, 'getRegions');
    expect(getRegions()).toBe(getRegions());
    expect((getRegions() as string[]).length).toBe(24);
    expect((getRegions({enabledByDefaultOnly: true}) as string[]).length).toBe(17);
  });

  it('a region outside the list fails with "<region> is not a supported AWS region. Must be one of: eu-central-1, eu-central-2, …"', () => {
    expect(() => fn(internals, 'validateAwsRegion')('mars-north-1')).toThrow(
      'mars-north-1 is not a supported AWS region. Must be one of: eu-central-1, eu-central-2,',
    );
  });
});

describe('lambda/estimateprice', () => {
  const estimatePrice = fn(client, 'estimatePrice');
  const base = {
    region: 'us-east-1',
    memorySizeInMb: 2048,
    diskSizeInMb: 2048,
    durationInMilliseconds: 60000,
    lambdasInvoked: 1,
  };

  it('sample results: 0.0016, 0.01603, 0.07078 and 0.1203 dollars', () => {
    expect(estimatePrice(base)).toBe(0.0016);
    expect(estimatePrice({...base, durationInMilliseconds: 600000, lambdasInvoked: 30})).toBe(0.01603);
    expect(
      estimatePrice({
        region: 'eu-central-1',
        memorySizeInMb: 3009,
        diskSizeInMb: 4096,
        durationInMilliseconds: 1800000,
        lambdasInvoked: 120,
      }),
    ).toBe(0.07078);
    expect(
      estimatePrice({
        region: 'ap-south-1',
        memorySizeInMb: 10240,
        diskSizeInMb: 10240,
        durationInMilliseconds: 900000,
        lambdasInvoked: 1,
      }),
    ).toBe(0.1203);
  });

  it('rounds the price in US dollars to 5 decimal places', () => {
    const price = estimatePrice({...base, durationInMilliseconds: 123457, memorySizeInMb: 3009}) as number;
    expect(Math.round(price * 1e5) / 1e5).toBe(price);
    expect(String(price).split('.')[1].length).toBeLessThanOrEqual(5);
  });

  it('charges disk only above 512 MB: a 512 MB disk adds nothing', () => {
    const withMinimumDisk = estimatePrice({...base, diskSizeInMb: 512, lambdasInvoked: 0}) as number;
    const memoryOnly = Number((0.0000133334 * (2048 / 1024) * 60).toFixed(5));
    expect(withMinimumDisk).toBe(memoryOnly);
  });

  it('throws "Parameter \'durationInMilliseconds\' must be over 0 but it is -5." for a negative duration', () => {
    expect(() => estimatePrice({...base, durationInMilliseconds: -5})).toThrow(
      "Parameter 'durationInMilliseconds' must be over 0 but it is -5.",
    );
  });

  it('throws for memory outside 512-10240 and for an unsupported region', () => {
    expect(() => estimatePrice({...base, memorySizeInMb: 256})).toThrow(
      "parameter 'memorySizeInMb' must be between 512 and 10240, but got 256",
    );
    expect(() => estimatePrice({...base, region: 'xx-east-1'})).toThrow('xx-east-1 is not a supported AWS region');
  });

  it('does not validate lambdasInvoked: leaving it out gives NaN', () => {
    const {lambdasInvoked: _unused, ...rest} = base;
    expect(estimatePrice(rest)).toBeNaN();
  });

  it('accepts the misspelled durationInMiliseconds with the same result', () => {
    const {durationInMilliseconds, ...rest} = base;
    expect(estimatePrice({...rest, durationInMiliseconds: durationInMilliseconds})).toBe(estimatePrice(base));
  });
});

describe('lambda/speculatefunctionname', () => {
  const speculate = fn(client, 'speculateFunctionName');
  const versionPart = VERSION.replace(/\./g, '-');

  it('converts each value with Number() and throws an Error unless it is a positive integer', () => {
    expect(() => speculate({memorySizeInMb: 100.5, diskSizeInMb: 2048, timeoutInSeconds: 120})).toThrow(
      'Memory size must be a positive integer. Received: 100.5',
    );
    expect(() => speculate({memorySizeInMb: 2048, diskSizeInMb: 0, timeoutInSeconds: 120})).toThrow(
      'Disk size must be a positive integer. Received: 0',
    );
    expect(() => speculate({memorySizeInMb: 2048, diskSizeInMb: 2048, timeoutInSeconds: 'abc'})).toThrow(
      'Timeout must be a positive integer. Received: abc',
    );
    expect(speculate({memorySizeInMb: '3009', diskSizeInMb: '4096', timeoutInSeconds: '300'})).toBe(
      `remotion-render-${versionPart}-mem3009mb-disk4096mb-300sec`,
    );
  });

  it('uses strings as written, leading zeros included', () => {
    expect(speculate({memorySizeInMb: '03009', diskSizeInMb: 2048, timeoutInSeconds: 120})).toBe(
      `remotion-render-${versionPart}-mem03009mb-disk2048mb-120sec`,
    );
  });

  it('still produces a name for values outside what Lambda allows (memory 1 MB, timeout 3600 seconds)', () => {
    expect(speculate({memorySizeInMb: 1, diskSizeInMb: 20000, timeoutInSeconds: 3600})).toBe(
      `remotion-render-${versionPart}-mem1mb-disk20000mb-3600sec`,
    );
  });
});

describe('lambda/validatewebhooksignature', () => {
  const validate = fn(client, 'validateWebhookSignature');
  const crypto = requireInstalled('node:crypto') as typeof import('node:crypto');
  const body = {type: 'success', renderId: 'abc', customData: {n: 1}};
  const sign = (secret: string) =>
    'sha512=' + crypto.createHmac('sha512', secret).update(JSON.stringify(body)).digest('hex');

  it('accepts the HMAC-SHA512 of JSON.stringify(body), hex-encoded with the prefix sha512=, and returns undefined', () => {
    expect(validate({secret: 's3cr3t', body, signatureHeader: sign('s3cr3t')})).toBeUndefined();
  });

  it('throws the four documented messages', () => {
    expect(() => validate({secret: '', body, signatureHeader: sign('x')})).toThrow(
      "No 'secret' was provided to validateWebhookSignature().",
    );
    expect(() => validate({secret: 'x', body: undefined, signatureHeader: sign('x')})).toThrow(
      "No 'body' was provided to validateWebhookSignature().",
    );
    expect(() => validate({secret: 'x', body, signatureHeader: 'NO_SECRET_PROVIDED'})).toThrow(
      'No webhook signature was provided',
    );
    expect(() => validate({secret: 'x', body, signatureHeader: ''})).toThrow('No webhook signature was provided');
    expect(() => validate({secret: 'x', body, signatureHeader: sign('other')})).toThrow('Signatures do not match');
  });

  it('the first two are TypeErrors', () => {
    expect(() => validate({secret: '', body})).toThrow(TypeError);
    expect(() => validate({secret: 'x', body: null})).toThrow(TypeError);
  });
});

describe('lambda/validatewebhooksignature without require', () => {
  it('the CommonJS build throws "validateWebhookSignature can only be called from Node.JS" where require is not defined', () => {
    const vm = requireInstalled('node:vm') as typeof import('node:vm');
    const source = fs.readFileSync(
      path.join(process.cwd(), 'node_modules/@remotion/lambda-client/dist/validate-webhook-signature.js'),
      'utf8',
    );
    const sandbox = {exports: {} as Obj};
    vm.runInNewContext(source, sandbox);
    expect(() =>
      fn(sandbox.exports, 'validateWebhookSignature')({secret: 'x', body: {a: 1}, signatureHeader: 'sha512=0'}),
    ).toThrow('validateWebhookSignature can only be called from Node.JS');
  });
});

describe('lambda/getuserpolicy and lambda/getrolepolicy', () => {
  it('return the policy as a JSON string indented with two spaces, without any request', () => {
    for (const name of ['getUserPolicy', 'getRolePolicy']) {
      const text = fn(lambda, name)() as string;
      expect(JSON.stringify(JSON.parse(text), null, 2)).toBe(text);
    }
  });
});

describe('lambda/deletefunction', () => {
  it('sends one DeleteFunction request for any name and resolves to undefined', async () => {
    fakeKeys();
    const lambdaFake = fakeClient(() => ({}));
    patch(awsClients, 'getLambdaClient', () => lambdaFake.client);
    expect(
      await afn(client, 'deleteFunction')({region: 'us-east-1', functionName: 'not-a-remotion-function'}),
    ).toBeUndefined();
    expect(lambdaFake.sent).toEqual([
      {name: 'DeleteFunctionCommand', input: {FunctionName: 'not-a-remotion-function'}},
    ]);
  });
});

describe('lambda/presignurl', () => {
  const presignUrl = afn(client, 'presignUrl');
  const args = {region: 'eu-west-3', bucketName: 'remotionlambda-euwest3-p0v8c1m4zs', objectKey: 'renders/k5/out.mp4'};

  it('rejects expiresInSeconds above 604800 and non-integers with the documented messages', async () => {
    fakeKeys();
    await expect(presignUrl({...args, expiresInSeconds: 604801})).rejects.toThrow(
      "The 'expiresIn' parameter must be less or equal than 604800 (7 days) as enforced by AWS",
    );
    await expect(presignUrl({...args, expiresInSeconds: 1.5})).rejects.toThrow(
      "'expiresIn' should be an integer but is 1.5",
    );
    await expect(presignUrl({...args, expiresInSeconds: 0})).rejects.toThrow(
      "The 'expiresIn' parameter must be greater or equal than 1",
    );
  });

  it('rejects an invalid bucket name with the cut-short "The bucket <bucketName> " message', async () => {
    fakeKeys();
    await expect(presignUrl({...args, bucketName: 'Bad_Bucket', expiresInSeconds: 60})).rejects.toThrow(
      /^The bucket Bad_Bucket $/,
    );
    await expect(presignUrl({...args, bucketName: 42, expiresInSeconds: 60})).rejects.toThrow(
      "'bucketName' must be a string",
    );
  });

  it('signs locally, for any valid bucket, and keeps virtual-hosted URLs even with forcePathStyle: true', async () => {
    fakeKeys();
    const url = (await presignUrl({
      ...args,
      bucketName: 'my-own-bucket',
      expiresInSeconds: 900,
      forcePathStyle: true,
    })) as string;
    expect(url.startsWith('https://my-own-bucket.s3.eu-west-3.amazonaws.com/renders/k5/out.mp4?')).toBe(true);
    expect(url).toContain('X-Amz-Expires=900');
  });

  it('with checkIfObjectExists: true returns null for a missing object and explains a 403', async () => {
    fakeKeys();
    let failure: Obj = {name: 'NotFound', message: 'NotFound', $metadata: {httpStatusCode: 404}};
    patch(s3ClientModule, 'getS3Client', () => ({
      send: async () => {
        throw Object.assign(new Error(failure.message as string), failure);
      },
    }));
    expect(await presignUrl({...args, expiresInSeconds: 60, checkIfObjectExists: true})).toBeNull();
    failure = {name: 'Forbidden', message: 'Forbidden', $metadata: {httpStatusCode: 403}};
    await expect(presignUrl({...args, expiresInSeconds: 60, checkIfObjectExists: true})).rejects.toThrow(
      `Unable to access item "renders/k5/out.mp4" from bucket "remotionlambda-euwest3-p0v8c1m4zs". You must have permission for both "s3:GetObject" and "s3:ListBucket" actions.`,
    );
  });
});

describe('lambda/getawsclient', () => {
  const getAwsClient = fn(client, 'getAwsClient');
  const region = async (c: Obj) => ((c.config as Obj).region as () => Promise<string>)();

  it('an unknown service throws "unknown client <service>"', () => {
    fakeKeys();
    expect(() => getAwsClient({region: 'us-east-1', service: 'dynamodb'})).toThrow('unknown client dynamodb');
  });

  it('returns the cached client for the same settings, and a new one on every call with REMOTION_DISABLE_AWS_CLIENT_CACHE, except for clients cached before', () => {
    fakeKeys();
    const a = (getAwsClient({region: 'eu-west-1', service: 'iam'}) as Obj).client;
    const b = (getAwsClient({region: 'eu-west-1', service: 'iam'}) as Obj).client;
    expect(a).toBe(b);
    process.env.REMOTION_DISABLE_AWS_CLIENT_CACHE = '1';
    const c = (getAwsClient({region: 'eu-north-1', service: 'iam'}) as Obj).client;
    const d = (getAwsClient({region: 'eu-north-1', service: 'iam'}) as Obj).client;
    expect(c).not.toBe(d);
    expect((getAwsClient({region: 'eu-west-1', service: 'iam'}) as Obj).client).toBe(a);
  });

  it('with customCredentials, their region is used instead (or us-east-1), and the credentials check still runs', async () => {
    const endpoint = 'https://storage.example.com';
    expect(() => getAwsClient({region: 'eu-west-1', service: 's3', customCredentials: {endpoint}})).toThrow(
      'AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID',
    );
    fakeKeys();
    const withoutRegion = (getAwsClient({region: 'eu-west-1', service: 's3', customCredentials: {endpoint}}) as Obj)
      .client as Obj;
    expect(await region(withoutRegion)).toBe('us-east-1');
    const withRegion = (
      getAwsClient({region: 'eu-west-1', service: 's3', customCredentials: {endpoint, region: 'ap-south-1'}}) as Obj
    ).client as Obj;
    expect(await region(withRegion)).toBe('ap-south-1');
  });

  it('forcePathStyle has no effect on the created client; forcePathStyle inside customCredentials does', () => {
    fakeKeys();
    const plain = (getAwsClient({region: 'eu-west-1', service: 's3', forcePathStyle: true}) as Obj).client as Obj;
    expect(Boolean((plain.config as Obj).forcePathStyle)).toBe(false);
    const custom = (
      getAwsClient({
        region: 'eu-west-1',
        service: 's3',
        customCredentials: {endpoint: 'https://storage.example.com', forcePathStyle: true},
      }) as Obj
    ).client as Obj;
    expect((custom.config as Obj).forcePathStyle).toBe(true);
  });

  it('sdk is the complete SDK module of the service: cloudwatch means CloudWatch Logs', () => {
    fakeKeys();
    const {sdk} = getAwsClient({region: 'eu-west-1', service: 'cloudwatch'}) as {sdk: Obj};
    expect(typeof sdk.CloudWatchLogsClient).toBe('function');
    expect(typeof sdk.CreateLogGroupCommand).toBe('function');
  });
});

describe('lambda/deployfunction', () => {
  const deployFunction = afn(lambda, 'deployFunction');
  const valid = {region: 'eu-central-1', memorySizeInMb: 2048, timeoutInSeconds: 120, createCloudWatchLogGroup: true};

  it('validates the settings before any AWS request, with the documented messages', async () => {
    await expect(deployFunction({...valid, memorySizeInMb: 128})).rejects.toThrow(
      "parameter 'memorySizeInMb' must be between 512 and 10240, but got 128",
    );
    await expect(deployFunction({...valid, timeoutInSeconds: 901})).rejects.toThrow(
      "parameter 'timeoutInSeconds' must be between 15 and 900, but got 901",
    );
    await expect(deployFunction({...valid, timeoutInSeconds: 60.5})).rejects.toThrow(
      "parameter 'timeoutInSeconds' must be an integer but got 60.5",
    );
    await expect(deployFunction({...valid, diskSizeInMb: 256})).rejects.toThrow(
      "parameter 'diskSizeInMb' must be between 512 and 10240, but got 256",
    );
    await expect(deployFunction({...valid, region: 'xx-west-9'})).rejects.toThrow(
      'xx-west-9 is not a supported AWS region',
    );
    await expect(deployFunction({...valid, customRoleArn: 42})).rejects.toThrow(
      'A custom role ARN must either be "undefined" or a string',
    );
    await expect(deployFunction({...valid, runtimePreference: 'noto'})).rejects.toThrow(
      'Invalid runtime preference noto. Must be one of default, apple-emojis, cjk',
    );
  });

  it('the retention check accepts any integer from 1 to 3650, such as 10 and 3650, which CloudWatch does not offer', () => {
    const {validateCloudWatchRetentionPeriod} = dist('@remotion/lambda/dist/shared/validate-retention-period.js') as {
      validateCloudWatchRetentionPeriod: Fn;
    };
    expect(() => validateCloudWatchRetentionPeriod(10)).not.toThrow();
    expect(() => validateCloudWatchRetentionPeriod(3650)).not.toThrow();
    expect(() => validateCloudWatchRetentionPeriod(3653)).toThrow(
      'CloudWatch retention period must be at most 3650, but is 3653',
    );
  });

  it('checks the retention period even with createCloudWatchLogGroup: false', async () => {
    await expect(
      deployFunction({...valid, createCloudWatchLogGroup: false, cloudWatchLogRetentionPeriodInDays: 0}),
    ).rejects.toThrow('CloudWatch retention period must be at least 1, but is 0');
  });

  it('enableV5Runtime: true only prints a warning that the option is on by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(deployFunction({...valid, memorySizeInMb: 1, enableV5Runtime: true})).rejects.toThrow(
      'memorySizeInMb',
    );
    expect(warn).toHaveBeenCalledWith(
      'The `enableV5Runtime` option is now on by default. No need to specify it anymore.',
    );
  });

  it('defaults: diskSizeInMb 2048, cloudWatchLogRetentionPeriodInDays 14, runtimePreference default, no Lambda Insights, the default role', async () => {
    const created: Obj[] = [];
    patch(aws, 'getAccountId', async () => '123456789012');
    patch(aws, 'getFunctions', async () => []);
    patch(
      dist('@remotion/lambda/dist/functions/full-client-implementation.js').awsFullClientSpecifics as Obj,
      'createFunction',
      async (p: Obj) => {
        created.push(p);
        return {FunctionName: p.functionName};
      },
    );
    const result = (await deployFunction(valid)) as Obj;
    expect(created[0]).toMatchObject({
      ephemerealStorageInMb: 2048,
      retentionInDays: 14,
      runtimePreference: 'default',
      enableLambdaInsights: false,
      customRoleArn: undefined,
    });
    expect(result).toEqual({functionName: created[0].functionName, alreadyExisted: false});
  });

  it('reuses a function when version, memory, disk size and timeout match, whatever the other settings', async () => {
    const created: Obj[] = [];
    const result = (await afn(
      dist('@remotion/lambda/dist/api/deploy-function.js'),
      'internalDeployFunction',
    )({
      ...valid,
      diskSizeInMb: 2048,
      cloudWatchLogRetentionPeriodInDays: 14,
      enableLambdaInsights: true,
      runtimePreference: 'apple-emojis',
      customRoleArn: 'arn:aws:iam::123456789012:role/other',
      indent: false,
      logLevel: 'error',
      providerSpecifics: {
        getAccountId: async () => '123456789012',
        getFunctions: async () => [
          {functionName: 'x', version: VERSION, memorySizeInMb: 2048, timeoutInSeconds: 120, diskSizeInMb: 2048},
        ],
      },
      fullClientSpecifics: {
        createFunction: async (p: Obj) => {
          created.push(p);
          return {FunctionName: p.functionName};
        },
      },
    })) as Obj;
    expect(result.alreadyExisted).toBe(true);
    expect(created[0].alreadyCreated).toBe(true);
  });
});

describe('lambda/deployfunction what createFunction() sends to AWS', () => {
  const createFunction = afn(dist('@remotion/lambda/dist/api/create-function.js'), 'createFunction');
  const base = {
    createCloudWatchLogGroup: false,
    region: 'us-east-1',
    zipFile: __filename,
    functionName: 'remotion-render-test',
    accountId: '123456789012',
    memorySizeInMb: 2048,
    timeoutInSeconds: 120,
    alreadyCreated: false,
    retentionInDays: 14,
    ephemerealStorageInMb: 2048,
    customRoleArn: undefined,
    enableLambdaInsights: false,
    logLevel: 'error',
    vpcSubnetIds: undefined,
    vpcSecurityGroupIds: undefined,
    runtimePreference: 'default',
  };
  const withFakeLambda = (failLock = false) => {
    const lambdaFake = fakeClient((name) => {
      if (name === 'CreateFunctionCommand') return {FunctionName: 'remotion-render-test', FunctionArn: 'arn:fn'};
      if (name === 'GetFunctionCommand') return {Configuration: {State: 'Active'}};
      if (name === 'PutRuntimeManagementConfigCommand' && failLock) throw new Error('AccessDenied');
      return {};
    });
    const logsFake = fakeClient(() => ({}));
    patch(internals, 'getLambdaClient', () => lambdaFake.client);
    patch(internals, 'getCloudWatchLogsClient', () => logsFake.client);
    return {lambdaSent: lambdaFake.sent, logsSent: logsFake.sent};
  };
  const run = async (input: Obj) => {
    vi.useFakeTimers({toFake: ['setTimeout']});
    const promise = createFunction({...base, ...input});
    await vi.advanceTimersByTimeAsync(1000);
    return promise;
  };

  it('enabling Lambda Insights in eu-central-2 throws "Lambda Insights is not supported by AWS in region eu-central-2" before creating the function', async () => {
    const {lambdaSent} = withFakeLambda();
    for (const region of ['eu-central-2', 'ap-southeast-4', 'ap-southeast-5']) {
      await expect(createFunction({...base, region, enableLambdaInsights: true})).rejects.toThrow(
        `Lambda Insights is not supported by AWS in region ${region}. Please disable Lambda Insights.`,
      );
    }
    expect(lambdaSent).toEqual([]);
  });

  it('creates a nodejs20.x function on arm64 with the remotion-lambda-role of the account, retries set to 0, tags, and continues with a warning if the runtime lock fails', async () => {
    const {lambdaSent} = withFakeLambda(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run({});
    const create = lambdaSent.find((c) => c.name === 'CreateFunctionCommand')!.input;
    expect(create.Runtime).toBe('nodejs20.x');
    expect(create.Architectures).toEqual(['arm64']);
    expect(create.Role).toBe('arn:aws:iam::123456789012:role/remotion-lambda-role');
    expect(create.VpcConfig).toBeUndefined();
    expect(lambdaSent.find((c) => c.name === 'PutFunctionEventInvokeConfigCommand')!.input.MaximumRetryAttempts).toBe(
      0,
    );
    expect(Object.keys(lambdaSent.find((c) => c.name === 'TagResourceCommand')!.input.Tags as Obj)).toEqual([
      'remotion-lambda',
      'remotion-version',
      'remotion-memory-in-mb',
      'remotion-timeout-in-seconds',
      'remotion-ephemereal-storage-in-mb',
    ]);
    expect(warn.mock.calls[0][0]).toContain('Could not lock the runtime version');
  });

  it('applies a VPC only with both subnet and security group IDs, split at the commas as they are', async () => {
    const first = withFakeLambda();
    await run({vpcSubnetIds: 'subnet-a,subnet-b'});
    expect(first.lambdaSent.find((c) => c.name === 'CreateFunctionCommand')!.input.VpcConfig).toBeUndefined();
    const second = withFakeLambda();
    await run({vpcSubnetIds: 'subnet-a, subnet-b', vpcSecurityGroupIds: 'sg-1'});
    expect(second.lambdaSent.find((c) => c.name === 'CreateFunctionCommand')!.input.VpcConfig).toEqual({
      SubnetIds: ['subnet-a', ' subnet-b'],
      SecurityGroupIds: ['sg-1'],
    });
  });

  it('creates the log group and sets its retention also when the function already exists, then returns early', async () => {
    const {lambdaSent, logsSent} = withFakeLambda();
    const result = (await createFunction({
      ...base,
      createCloudWatchLogGroup: true,
      alreadyCreated: true,
      retentionInDays: 7,
    })) as Obj;
    expect(logsSent.map((c) => c.name)).toEqual(['CreateLogGroupCommand', 'PutRetentionPolicyCommand']);
    expect(logsSent[0].input.logGroupName).toBe('/aws/lambda/remotion-render-test');
    expect(logsSent[1].input.retentionInDays).toBe(7);
    expect(lambdaSent).toEqual([]);
    expect(result.FunctionName).toBe('remotion-render-test');
  });

  it('runtimePreference: default and cjk attach the Google emoji and CJK font layers, apple-emojis the Apple emoji layer without CJK', () => {
    const {getLayers} = dist('@remotion/lambda/dist/shared/get-layers.js') as {getLayers: Fn};
    const kinds = (option: string) =>
      (getLayers({option, region: 'us-east-1'}) as {layerArn: string}[]).map((l) =>
        l.layerArn.replace(/.*remotion-binaries-/, '').replace('-arm64', ''),
      );
    expect(kinds('default')).toEqual(['fonts', 'chromium', 'emoji-google', 'cjk']);
    expect(kinds('cjk')).toEqual(['fonts', 'chromium', 'emoji-google', 'cjk']);
    expect(kinds('apple-emojis')).toEqual(['fonts', 'chromium', 'emoji-apple']);
  });
});

describe('lambda/getorcreatebucket', () => {
  const getOrCreateBucket = afn(lambda, 'getOrCreateBucket');
  const setup = (buckets: string[]) => {
    const calls: {method: string; args: Obj}[] = [];
    patch(aws, 'getBuckets', async () => buckets.map((name) => ({name, region: 'us-east-1', creationDate: 0})));
    patch(aws, 'createBucket', async (args: Obj) => calls.push({method: 'createBucket', args}));
    patch(aws, 'applyLifeCycle', async (args: Obj) => calls.push({method: 'applyLifeCycle', args}));
    return calls;
  };

  it('refuses to choose between two Remotion buckets with "You have multiple buckets (…) in your S3 region (…) starting with "remotionlambda-"."', async () => {
    setup(['remotionlambda-useast1-abc', 'remotionlambda-useast1-xyz']);
    await expect(getOrCreateBucket({region: 'us-east-1'})).rejects.toThrow(
      'You have multiple buckets (remotionlambda-useast1-abc,remotionlambda-useast1-xyz) in your S3 region (us-east-1) starting with "remotionlambda-". Please see https://remotion.dev/docs/lambda/multiple-buckets.',
    );
  });

  it('creates remotionlambda-<region without dashes>-<10 random letters and digits> when there is none', async () => {
    const calls = setup([]);
    const result = (await getOrCreateBucket({region: 'ca-central-1'})) as Obj;
    expect(result.alreadyExisted).toBe(false);
    expect(result.bucketName).toMatch(/^remotionlambda-cacentral1-[a-z0-9]{10}$/);
    expect(calls.map((c) => c.method)).toEqual(['createBucket', 'applyLifeCycle']);
  });

  it('without enableFolderExpiry the lifecycle step gets null and leaves the rules as they are; with true or false it is applied to an existing bucket too', async () => {
    const calls = setup(['remotionlambda-useast1-abc']);
    const result = (await getOrCreateBucket({region: 'us-east-1'})) as Obj;
    expect(result).toEqual({bucketName: 'remotionlambda-useast1-abc', alreadyExisted: true});
    await getOrCreateBucket({region: 'us-east-1', enableFolderExpiry: true});
    await getOrCreateBucket({region: 'us-east-1', enableFolderExpiry: false});
    expect(calls.map((c) => c.args.enableFolderExpiry)).toEqual([null, true, false]);
  });
});

describe('lambda/getorcreatebucket lifecycle rules', () => {
  const apply = afn(dist('@remotion/lambda-client/dist/lifecycle-rules.js'), 'applyLifeCyleOperation');
  const run = async (enableFolderExpiry: unknown) => {
    const s3 = fakeClient(() => ({}));
    patch(s3ClientModule, 'getS3Client', () => s3.client);
    await apply({
      enableFolderExpiry,
      bucketName: 'b',
      region: 'us-east-1',
      customCredentials: null,
      forcePathStyle: false,
    });
    return s3.sent;
  };

  it('true puts four rules for renders/1-day, renders/3-days, renders/7-days and renders/30-days after 1, 3, 7 and 30 days', async () => {
    const [sent] = await run(true);
    expect(sent.name).toBe('PutBucketLifecycleConfigurationCommand');
    const rules = (
      sent.input.LifecycleConfiguration as {Rules: {Filter: {Prefix: string}; Expiration: {Days: number}}[]}
    ).Rules;
    expect(rules.map((r) => [r.Filter.Prefix, r.Expiration.Days])).toEqual([
      ['renders/1-day', 1],
      ['renders/3-days', 3],
      ['renders/7-days', 7],
      ['renders/30-days', 30],
    ]);
  });

  it('false, and any value other than true such as the text "true", deletes the lifecycle configuration; null sends nothing', async () => {
    expect((await run(false)).map((c) => c.name)).toEqual(['DeleteBucketLifecycleCommand']);
    expect((await run('true')).map((c) => c.name)).toEqual(['DeleteBucketLifecycleCommand']);
    expect(await run(null)).toEqual([]);
  });

  it('a render ID with deleteAfter gets the period as a prefix, such as 7-days-x2k9qv0m4d', () => {
    const generate = fn(internals, 'generateRandomHashWithLifeCycleRule');
    expect(generate({deleteAfter: '7-days', randomHashFn: () => 'x2k9qv0m4d'})).toBe('7-days-x2k9qv0m4d');
    expect(generate({deleteAfter: null, randomHashFn: () => 'x2k9qv0m4d'})).toBe('x2k9qv0m4d');
  });
});

/** A provider whose bucket holds `files` (key → {size, lastModified}) and a progress.json. */
const storageProvider = (files: Record<string, number>, progress: unknown, readError?: Obj) => {
  const deleted: string[] = [];
  const reads: Obj[] = [];
  const listed: Obj[] = [];
  const provider = {
    getAccountId: async () => '123456789012',
    readFile: async (args: Obj) => {
      reads.push(args);
      if (readError) throw Object.assign(new Error(readError.message as string), readError);
      return Readable.from([Buffer.from(JSON.stringify(progress))]);
    },
    listObjects: async (args: Obj) => {
      listed.push(args);
      return Object.entries(files)
        .filter(([key]) => key.startsWith(args.prefix as string))
        .map(([Key, Size]) => ({Key, Size, LastModified: new Date(0), ETag: 'e'}));
    },
    deleteFile: async (args: Obj) => {
      deleted.push(args.key as string);
      delete files[args.key as string];
    },
    getBucketPrefix: () => 'remotionlambda-',
  };
  return {provider, deleted, reads, listed};
};

const videoMetadata = {
  type: 'video',
  renderId: 'abc',
  codec: 'h264',
  audioCodec: null,
  outName: null,
  privacy: 'public',
  frameRange: [0, 89],
  everyNthFrame: 1,
  totalChunks: 3,
  estimatedRenderLambdaInvokations: 3,
  estimatedTotalLambdaInvokations: 4,
  rendererFunctionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec',
  startedDate: Date.now(),
};

describe('lambda/deleterender', () => {
  const internalDeleteRender = afn(internals, 'internalDeleteRender');

  it('deletes the output first and reports in freedBytes only the files found under renders/<renderId>/ afterwards', async () => {
    const files = {'renders/abc/out.mp4': 5000, 'renders/abc/progress.json': 300, 'renders/abc/chunk-1': 200};
    const {provider, deleted} = storageProvider(files, {renderMetadata: videoMetadata});
    const result = await internalDeleteRender({
      region: 'us-east-1',
      bucketName: 'b',
      renderId: 'abc',
      providerSpecifics: provider,
      forcePathStyle: false,
    });
    expect(deleted[0]).toBe('renders/abc/out.mp4');
    expect(result).toEqual({freedBytes: 500});
  });

  it('a render whose metadata is not written yet is left alone: {freedBytes: 0}', async () => {
    const {provider, deleted} = storageProvider({'renders/abc/progress.json': 300}, {renderMetadata: null});
    expect(
      await internalDeleteRender({region: 'us-east-1', bucketName: 'b', renderId: 'abc', providerSpecifics: provider}),
    ).toEqual({
      freedBytes: 0,
    });
    expect(deleted).toEqual([]);
  });

  it('an unknown render ID passes the NoSuchKey error through; only an error named NotFound becomes "No render with ID"', async () => {
    const missing = storageProvider({}, null, {name: 'NoSuchKey', message: 'The specified key does not exist.'});
    await expect(
      internalDeleteRender({
        region: 'us-east-1',
        bucketName: 'b',
        renderId: 'abc',
        providerSpecifics: missing.provider,
      }),
    ).rejects.toThrow(/^The specified key does not exist\.$/);
    const notFound = storageProvider({}, null, {name: 'NotFound', message: 'NotFound'});
    await expect(
      internalDeleteRender({
        region: 'us-east-1',
        bucketName: 'b',
        renderId: 'abc',
        providerSpecifics: notFound.provider,
      }),
    ).rejects.toThrow('No render with ID "abc" found in bucket b and region us-east-1');
  });

  it('deleteRender() overrides forcePathStyle with false', async () => {
    const {provider, reads} = storageProvider({}, {renderMetadata: null});
    patch(aws, 'getAccountId', provider.getAccountId);
    patch(aws, 'readFile', provider.readFile);
    await afn(client, 'deleteRender')({region: 'us-east-1', bucketName: 'b', renderId: 'abc', forcePathStyle: true});
    expect(reads[0].forcePathStyle).toBe(false);
  });

  it('a private output in custom S3 storage without customCredentials throws the message that names downloadMedia()', async () => {
    const metadata = {
      ...videoMetadata,
      privacy: 'private',
      outName: {bucketName: 'ext', key: 'k.mp4', s3OutputProvider: {endpoint: 'https://x'}},
    };
    const {provider} = storageProvider({}, {renderMetadata: metadata});
    await expect(
      internalDeleteRender({region: 'us-east-1', bucketName: 'b', renderId: 'abc', providerSpecifics: provider}),
    ).rejects.toThrow(
      'The file was rendered with a custom S3 implementation and is not public, but no custom credentials were passed to downloadMedia().',
    );
  });
});

describe('lambda/deletesite', () => {
  it('an unsupported region throws a TypeError before any request', async () => {
    const err = await errorOf(() => afn(lambda, 'deleteSite')({region: 'xx-south-7', bucketName: 'b', siteName: 's'}));
    expect(err).toBeInstanceOf(TypeError);
    expect(err.message).toContain('xx-south-7 is not a supported AWS region');
  });

  it('lists under exactly sites/<siteName>/, so deleting teaser leaves teaser-v2 alone; a missing site gives totalSizeInBytes 0', async () => {
    const files = {'sites/teaser/index.html': 100, 'sites/teaser/bundle.js': 900, 'sites/teaser-v2/index.html': 50};
    const {provider, deleted, listed} = storageProvider(files, null);
    patch(aws, 'getAccountId', provider.getAccountId);
    patch(aws, 'listObjects', provider.listObjects);
    patch(aws, 'deleteFile', provider.deleteFile);
    const items: string[] = [];
    const result = await afn(
      lambda,
      'deleteSite',
    )({
      region: 'us-east-1',
      bucketName: 'b',
      siteName: 'teaser',
      onAfterItemDeleted: ({itemName}: {itemName: string}) => items.push(itemName),
    });
    expect(listed[0].prefix).toBe('sites/teaser/');
    expect(result).toEqual({totalSizeInBytes: 1000});
    expect(deleted.sort()).toEqual(['sites/teaser/bundle.js', 'sites/teaser/index.html']);
    expect(items.sort()).toEqual(deleted);
    expect(await afn(lambda, 'deleteSite')({region: 'us-east-1', bucketName: 'b', siteName: 'nothing'})).toEqual({
      totalSizeInBytes: 0,
    });
  });
});

describe('lambda/getsites', () => {
  const setup = (objects: Record<string, string[]>) => {
    patch(aws, 'getAccountId', async () => '123456789012');
    patch(aws, 'getBuckets', async () =>
      Object.keys(objects).map((name) => ({name, region: 'us-east-1', creationDate: 0})),
    );
    patch(aws, 'listObjects', async ({bucketName}: Obj) =>
      objects[bucketName as string].map((Key) => ({
        Key,
        Size: 10,
        LastModified: Key.endsWith('old') ? undefined : new Date(5),
      })),
    );
  };

  it('site names made only of digits come first, in numeric order; other sites keep the order S3 lists them in', async () => {
    setup({
      'remotionlambda-a': [
        'sites/10/index.html',
        'sites/2025/index.html',
        'sites/alpha/index.html',
        'sites/beta/x',
        'sites/9/index.html',
      ],
    });
    const {sites} = (await afn(client, 'getSites')({region: 'us-east-1'})) as {sites: {id: string}[]};
    expect(sites.map((s) => s.id)).toEqual(['9', '10', '2025', 'alpha', 'beta']);
  });

  it('does not throw for two Remotion buckets and returns the sites of both', async () => {
    setup({'remotionlambda-a': ['sites/one/index.html'], 'remotionlambda-b': ['sites/two/index.html']});
    const result = (await afn(client, 'getSites')({region: 'us-east-1'})) as {sites: Obj[]; buckets: Obj[]};
    expect(result.sites.map((s) => [s.id, s.bucketName])).toEqual([
      ['one', 'remotionlambda-a'],
      ['two', 'remotionlambda-b'],
    ]);
    expect(result.buckets.length).toBe(2);
  });

  it('a file directly under sites/ throws "… which is an unexpected folder structure. Delete this file."', async () => {
    setup({'remotionlambda-a': ['sites/stray.txt']});
    await expect(afn(client, 'getSites')({region: 'us-east-1'})).rejects.toThrow(
      'A file was found in the bucket "remotionlambda-a" with the key sites/stray.txt which is an unexpected folder structure. Delete this file.',
    );
  });

  it('a site name with a space is rejected the same way', async () => {
    setup({'remotionlambda-a': ['sites/my site/index.html']});
    await expect(afn(client, 'getSites')({region: 'us-east-1'})).rejects.toThrow(
      'which is an unexpected folder structure',
    );
  });

  it('lastModified is null if S3 reported no date; sizeInBytes sums the files', async () => {
    setup({'remotionlambda-a': ['sites/s/a-old', 'sites/s/b-old']});
    const {sites} = (await afn(client, 'getSites')({region: 'us-east-1'})) as {sites: Obj[]};
    expect(sites[0].lastModified).toBeNull();
    expect(sites[0].sizeInBytes).toBe(20);
    expect(sites[0].serveUrl).toBe('https://remotionlambda-a.s3.us-east-1.amazonaws.com/sites/s/index.html');
  });
});

describe('lambda/getrenderprogress', () => {
  const getProgress = afn(serverlessClient, 'getProgress');
  const provider = (progress: Obj, readError?: Obj) => ({
    ...aws,
    ...storageProvider({}, progress, readError).provider,
    parseFunctionName: fn(internals, 'parseFunctionName'),
    estimatePrice: fn(client, 'estimatePrice'),
    getEphemeralStorageForPriceCalculation: () => 10240,
  });
  const inProgress = (overrides: Obj) => ({
    renderMetadata: null,
    chunks: [],
    framesRendered: 0,
    framesEncoded: 0,
    combinedFrames: 0,
    timeToCombine: null,
    timeToEncode: null,
    timeToRenderFrames: null,
    lambdasInvoked: 0,
    errors: [],
    retries: [],
    timings: [],
    postRenderData: null,
    timeoutTimestamp: 0,
    functionLaunched: Date.now(),
    serveUrlOpened: null,
    compositionValidated: null,
    receivedArtifact: [],
    ...overrides,
  });
  const call = (progress: Obj, timeoutInMilliseconds = 120000, readError?: Obj) =>
    getProgress({
      bucketName: 'b',
      renderId: 'abc',
      expectedBucketOwner: null,
      region: 'us-east-1',
      memorySizeInMb: 2048,
      timeoutInMilliseconds,
      customCredentials: null,
      providerSpecifics: provider(progress, readError),
      forcePathStyle: false,
      functionName: 'remotion-render-x',
    }) as Promise<Obj>;

  it('with skipLambdaInvocation and a name outside the naming convention it throws and asks for skipLambdaInvocation set to false', async () => {
    await expect(
      afn(
        client,
        'getRenderProgress',
      )({
        renderId: 'abc',
        bucketName: 'b',
        functionName: 'my-renderer',
        region: 'us-east-1',
        skipLambdaInvocation: true,
      }),
    ).rejects.toThrow('You must call getRenderProgress with `skipLambdaInvocation` set to false.');
  });

  it('before the composition is evaluated: renderMetadata null, estimatedBillingDurationInMilliseconds null, renderSize 0, cleanup counts 0 and displayCost <$0.001', async () => {
    const result = await call(inProgress({lambdasInvoked: 1}));
    expect(result.renderMetadata).toBeNull();
    expect(result.estimatedBillingDurationInMilliseconds).toBeNull();
    expect(result.renderSize).toBe(0);
    expect(result.cleanup).toEqual({doneIn: null, minFilesToDelete: 0, filesDeleted: 0});
    expect((result.costs as Obj).displayCost).toBe('<$0.001');
    expect(result.serveUrlOpened).toBeNull();
    expect(result.compositionValidated).toBeNull();
    expect(result.encodingStatus).toEqual({framesEncoded: 0, combinedFrames: 0, timeToCombine: null});
  });

  it('weights overallProgress 10% start-up, 10% invoking, 60% frames, 10% encoding, 10% combining', async () => {
    const now = Date.now();
    const result = await call(
      inProgress({
        renderMetadata: {...videoMetadata, startedDate: now},
        lambdasInvoked: 3,
        serveUrlOpened: now,
        compositionValidated: now,
        framesRendered: 45,
        framesEncoded: 0,
        combinedFrames: 0,
        chunks: [0],
      }),
    );
    // start-up complete (0.1), all 3 functions invoked (0.1), half of 90 frames rendered (0.3)
    expect(result.overallProgress).toBeCloseTo(0.5, 10);
  });

  it('declares a timeout after the function timeout plus 20 seconds with chunks missing, or twice the timeout plus 20 seconds', async () => {
    const timeout = 60000;
    const at = (ago: number, chunks: number[]) =>
      call(
        inProgress({renderMetadata: {...videoMetadata, startedDate: Date.now() - ago}, chunks, lambdasInvoked: 3}),
        timeout,
      );
    expect((await at(timeout + 19000, [0])).fatalErrorEncountered).toBe(false);
    expect((await at(timeout + 21000, [0])).fatalErrorEncountered).toBe(true);
    expect((await at(timeout + 21000, [0, 1, 2])).fatalErrorEncountered).toBe(false);
    expect((await at(timeout * 2 + 19000, [0, 1, 2])).fatalErrorEncountered).toBe(false);
    expect((await at(timeout * 2 + 21000, [0, 1, 2])).fatalErrorEncountered).toBe(true);
  });

  it('throws for a still render, finished or not', async () => {
    await expect(
      call(inProgress({renderMetadata: {...videoMetadata, type: 'still'}, postRenderData: {renderSize: 1}})),
    ).rejects.toThrow("You don't need to call getRenderProgress() on a still render.");
    await expect(call(inProgress({renderMetadata: {...videoMetadata, type: 'still'}}))).rejects.toThrow();
  });

  it('a missing progress.json passes the NoSuchKey error through; the friendly message needs an error named NotFound', async () => {
    await expect(
      call(inProgress({}), 120000, {name: 'NoSuchKey', message: 'The specified key does not exist.'}),
    ).rejects.toThrow(/^The specified key does not exist\.$/);
    await expect(call(inProgress({}), 120000, {name: 'NotFound', message: 'x'})).rejects.toThrow(
      'No render with ID "abc" found in bucket b',
    );
  });

  it('once done, renderSize equals outputSizeInBytes, both cleanup counts are 0 and displayCost has a dollar sign', async () => {
    const createPostRenderData = fn(
      dist('@remotion/serverless/dist/create-post-render-data.js'),
      'createPostRenderData',
    );
    const postRenderData = createPostRenderData({
      region: 'us-east-1',
      memorySizeInMb: 2048,
      renderMetadata: videoMetadata,
      errorExplanations: [],
      timeToDelete: 10,
      outputFile: {url: 'https://x/out.mp4'},
      timeToCombine: 5,
      overallProgress: {
        timings: [{chunk: 0, start: 0, rendered: 1000}],
        timeToEncode: 1,
        timeToRenderFrames: 1,
        retries: [],
      },
      timeToFinish: 2000,
      outputSize: 4321,
      providerSpecifics: {
        estimatePrice: fn(client, 'estimatePrice'),
        parseFunctionName: fn(internals, 'parseFunctionName'),
        getEphemeralStorageForPriceCalculation: () => 10240,
      },
    }) as Obj;
    const result = await call(inProgress({renderMetadata: videoMetadata, postRenderData}));
    expect(result.done).toBe(true);
    expect(result.renderSize).toBe(4321);
    expect(result.outputSizeInBytes).toBe(4321);
    expect(result.cleanup).toEqual({doneIn: 10, filesDeleted: 0, minFilesToDelete: 0});
    expect((result.costs as Obj).displayCost).toMatch(/^\$\d/);
  });
});

describe('lambda/getcompositionsonlambda', () => {
  const getCompositionsOnLambda = afn(client, 'getCompositionsOnLambda');
  const args = {region: 'us-east-1', functionName: 'f', serveUrl: 'site', inputProps: {}};

  it("without envVariables the call throws TypeError: Cannot read properties of undefined (reading 'length') before any request", async () => {
    const err = await errorOf(() => getCompositionsOnLambda(args));
    expect(err).toBeInstanceOf(TypeError);
    expect(err.message).toBe("Cannot read properties of undefined (reading 'length')");
  });

  it('input props that cannot be serialized throw "Error serializing input-props. Check it has no circular references or reduce the size if the object is big."', async () => {
    const circular: Obj = {};
    circular.self = circular;
    await expect(getCompositionsOnLambda({...args, inputProps: circular, envVariables: {}})).rejects.toThrow(
      'Error serializing input-props. Check it has no circular references or reduce the size if the object is big.',
    );
  });

  it('a function of another version fails with "Version mismatch: When calling getCompositionsOnLambda(), …" naming both versions', () => {
    const check = fn(dist('@remotion/serverless/dist/handlers/check-version-mismatch.js'), 'checkVersionMismatch');
    const insideFunctionSpecifics = {getCurrentFunctionName: () => 'remotion-render-fn'};
    expect(() =>
      check({
        apiName: 'getCompositionsOnLambda()',
        insideFunctionSpecifics,
        params: {type: 'compositions', version: '4.0.1'},
      }),
    ).toThrow(
      `Version mismatch: When calling getCompositionsOnLambda(), you passed remotion-render-fn as the function, which has the version ${VERSION}, but the @remotion/lambda package you used to invoke the function has version 4.0.1.`,
    );
    for (const apiName of ['renderMediaOnLambda()', 'renderStillOnLambda()', 'getRenderProgress()']) {
      expect(() => check({apiName, insideFunctionSpecifics, params: {type: 'start', version: '4.0.1'}})).toThrow(
        `Version mismatch: When calling ${apiName}, you passed remotion-render-fn`,
      );
    }
  });

  it('sends timeoutInMilliseconds 30000 by default, logLevel verbose for dumpBrowserLogs, and no offthreadVideoThreads', async () => {
    const payloads: Obj[] = [];
    patch(aws, 'callFunctionSync', async (options: Obj) => {
      payloads.push(options.payload as Obj);
      return {compositions: []};
    });
    await getCompositionsOnLambda({...args, envVariables: {}, dumpBrowserLogs: true, offthreadVideoThreads: 4});
    expect(payloads[0].timeoutInMilliseconds).toBe(30000);
    expect(payloads[0].logLevel).toBe('verbose');
    expect('offthreadVideoThreads' in payloads[0]).toBe(false);
    expect(payloads[0].bucketName).toBeNull();
  });
});

describe('lambda/rendermediaonlambda', () => {
  const renderMediaOnLambda = fn(client, 'renderMediaOnLambda');
  const required = {region: 'us-east-1', functionName: 'f', serveUrl: 's', composition: 'c', codec: 'h264'};

  it('quality throws "quality has been renamed to jpegQuality. Please rename the option." synchronously', () => {
    expect(() => renderMediaOnLambda({...required, quality: 80})).toThrow(
      'quality has been renamed to jpegQuality. Please rename the option.',
    );
  });

  it("'h264-mkv' and 'h264-ts' are rejected before the function is invoked with \"'<codec>' is not a valid codec for Lambda. The following values are supported: h264, h265, vp8, vp9, mp3, aac, wav, gif, prores\"", async () => {
    const sent = vi.fn();
    patch(aws, 'callFunctionSync', sent);
    for (const codec of ['h264-mkv', 'h264-ts']) {
      await expect(renderMediaOnLambda({...required, codec})).rejects.toThrow(
        `'${codec}' is not a valid codec for Lambda. The following values are supported: h264, h265, vp8, vp9, mp3, aac, wav, gif, prores`,
      );
    }
    expect(sent).not.toHaveBeenCalled();
  });

  it('rejects before the request a non-integer framesPerLambda and webhook customData over 1024 characters', async () => {
    patch(aws, 'callFunctionSync', vi.fn());
    await expect(renderMediaOnLambda({...required, framesPerLambda: 2.5})).rejects.toThrow(
      "'framesPerLambda' needs to be an integer, passed 2.5",
    );
    const customData = {d: 'x'.repeat(1017)};
    expect(JSON.stringify(customData).length).toBe(1025);
    await expect(
      renderMediaOnLambda({...required, webhook: {url: 'https://example.com', secret: null, customData}}),
    ).rejects.toThrow('Webhook "customData" must be less than 1024 bytes. Current size: 1025 bytes.');
  });

  it('customData of exactly 1024 characters as JSON passes the check', () => {
    const validateWebhook = fn(serverlessClient, 'validateWebhook');
    const customData = {d: 'x'.repeat(1016)};
    expect(JSON.stringify(customData).length).toBe(1024);
    expect(() => validateWebhook({url: 'https://example.com', secret: null, customData})).not.toThrow();
  });

  it('a string outName is stored under renders/<renderId>/, an object outName at its own bucket and key', () => {
    const customOutName = fn(serverlessClient, 'customOutName');
    expect((customOutName('abc', 'remotionlambda-x', 'invitation-mia-noah.mp4') as Obj).key).toBe(
      'renders/abc/invitation-mia-noah.mp4',
    );
    expect((customOutName('def', 'remotionlambda-x', 'invitation-mia-noah.mp4') as Obj).key).toBe(
      'renders/def/invitation-mia-noah.mp4',
    );
    expect((customOutName('abc', 'remotionlambda-x', 'teasers/spring.mp4') as Obj).key).toBe(
      'renders/abc/teasers/spring.mp4',
    );
    expect(customOutName('abc', 'remotionlambda-x', {bucketName: 'mine', key: 'fixed/video.mp4'})).toEqual({
      key: 'fixed/video.mp4',
      renderBucketName: 'mine',
      customCredentials: null,
    });
  });

  it('framesPerLambda must be at least 4, or the frame count if the video is shorter', () => {
    const validate = fn(serverlessClient, 'validateFramesPerFunction');
    expect(() => validate({framesPerFunction: 3, durationInFrames: 100})).toThrow(
      'The framesPerLambda needs to be at least 4, but is 3',
    );
    expect(() => validate({framesPerFunction: 2, durationInFrames: 2})).not.toThrow();
  });

  it('a serveUrl starting with src/ is rejected as a local file; other values without http(s):// are site names', () => {
    const convert = fn(internals, 'convertToServeUrlImplementation');
    expect(() => convert({urlOrId: 'src/index.ts', region: 'us-east-1', bucketName: 'b'})).toThrow(
      'Remotion Lambda can only render based on a URL in the cloud. It seems like you passed a local file: src/index.ts.',
    );
    expect(convert({urlOrId: 'wedding-invites', region: 'eu-central-1', bucketName: 'b'})).toBe(
      'https://b.s3.eu-central-1.amazonaws.com/sites/wedding-invites/index.html',
    );
    expect(convert({urlOrId: 'http://localhost:3000', region: 'eu-central-1', bucketName: 'b'})).toBe(
      'http://localhost:3000',
    );
  });

  it('retries count only for transient errors: a browser crash, a network error, an S3 internal error, a page-load timeout', () => {
    const isFlaky = fn(internals, 'isFlakyError');
    const e = (message: string) => Object.assign(new Error(message), {stack: message});
    expect(isFlaky(e('Target closed'))).toBe(true);
    expect(isFlaky(e('Error: read ECONNRESET'))).toBe(true);
    expect(isFlaky(e('We encountered an internal error. Please try again.'))).toBe(true);
    expect(isFlaky(e('Timed out evaluating page function'))).toBe(true);
    expect(isFlaky(e('TypeError: Cannot read properties of undefined (reading "title")'))).toBe(false);
  });

  it('inputProps plus envVariables above 193976 characters as JSON are uploaded, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const needsToUpload = fn(serverlessClient, 'getNeedsToUpload');
    expect(needsToUpload({type: 'video-or-audio', sizes: [193976, 0], providerSpecifics: aws})).toBe(false);
    expect(needsToUpload({type: 'video-or-audio', sizes: [193970, 7], providerSpecifics: aws})).toBe(true);
    expect(warn.mock.calls[0][0]).toContain('Warning: The props are over 194KB');
    expect(needsToUpload({type: 'still', sizes: [4993976, 0], providerSpecifics: aws})).toBe(false);
    expect(needsToUpload({type: 'still', sizes: [4993977, 0], providerSpecifics: aws})).toBe(true);
  });

  it('applies privacy public, timeoutInMilliseconds 30000 and downloadBehavior play-in-browser when left out', () => {
    const applied = fn(internals, 'renderMediaOnLambdaOptionalToRequired')(required) as Obj;
    expect(applied.privacy).toBe('public');
    expect(applied.timeoutInMilliseconds).toBe(30000);
    expect(applied.downloadBehavior).toEqual({type: 'play-in-browser'});
    expect(applied.maxRetries).toBe(1);
  });

  it('mixed-up credentials become "UnrecognizedClientException: The AWS credentials provided were probably mixed up."', async () => {
    patch(aws, 'callFunctionSync', async () => {
      throw new Error('UnrecognizedClientException: The security token included in the request is invalid.');
    });
    await expect(renderMediaOnLambda({...required, inputProps: {}})).rejects.toThrow(
      'UnrecognizedClientException: The AWS credentials provided were probably mixed up.',
    );
  });

  it('chunk sizes: 20 frames in 1 function, 21 in 2 of 11, 90 in 5 of 18, 900 in 45 of 20, 18000 in 150 of 120, 54000 in 150 of 360', () => {
    const {bestFramesPerFunctionParam} = dist('@remotion/serverless/dist/best-frames-per-function-param.js') as {
      bestFramesPerFunctionParam: (n: number) => number;
    };
    const table = [20, 21, 90, 900, 1800, 3600, 9000, 18000, 54000].map((frames) => {
      const perLambda = bestFramesPerFunctionParam(frames);
      return [frames, perLambda, Math.ceil(frames / perLambda)];
    });
    expect(table).toEqual([
      [20, 20, 1],
      [21, 11, 2],
      [90, 18, 5],
      [900, 20, 45],
      [1800, 22, 82],
      [3600, 40, 90],
      [9000, 80, 113],
      [18000, 120, 150],
      [54000, 360, 150],
    ]);
  });

  it('codec defaults: prores profile hq, pixel format yuv420p, color space default', () => {
    const {getProResProfileName} = dist('@remotion/renderer/dist/get-prores-profile-name.js') as {
      getProResProfileName: Fn;
    };
    expect(getProResProfileName('prores', undefined)).toBe(getProResProfileName('prores', 'hq'));
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {RenderInternals: Obj};
    expect(RenderInternals.DEFAULT_PIXEL_FORMAT).toBe('yuv420p');
    expect(dist('@remotion/renderer/dist/options/color-space.js').DEFAULT_COLOR_SPACE).toBe('default');
  });

  it('with apiKey, a cloud-render usage event is sent; a failing report is logged, not thrown', async () => {
    const {sendTelemetryEvent} = dist('@remotion/serverless/dist/handlers/send-telemetry-event.js') as {
      sendTelemetryEvent: AsyncFn;
    };
    const bodies: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      throw new Error('network down');
    });
    await expect(sendTelemetryEvent('rm_pub_key', 'error')).resolves.toBeUndefined();
    vi.unstubAllGlobals();
    expect(bodies.join('')).toContain('cloud-render');
  });

  it('leaves overwrite at false when not set', () => {
    const applied = fn(internals, 'renderMediaOnLambdaOptionalToRequired')(required) as Obj;
    expect(applied.overwrite).toBe(false);
  });
});

describe('lambda/renderstillonlambda', () => {
  const renderStillOnLambda = afn(client, 'renderStillOnLambda');
  const required = {
    region: 'us-east-1',
    functionName: 'f',
    serveUrl: 's',
    composition: 'c',
    inputProps: {},
    imageFormat: 'png',
    privacy: 'public',
  };
  const stillResult = {
    output: 'https://x/out.png',
    outKey: 'renders/abc/out.png',
    size: 10,
    bucketName: 'b',
    renderId: 'abc',
    estimatedPrice: {},
    receivedArtifacts: [],
  };

  it('ignores quality, sends jpegQuality 80, maxRetries 1 and offthreadVideoThreads null by default', async () => {
    const payloads: Obj[] = [];
    patch(aws, 'callFunctionStreaming', async (options: Obj) => {
      payloads.push(options);
      (options.receivedStreamingPayload as Fn)({message: {type: 'still-rendered', payload: stillResult}});
    });
    const result = (await renderStillOnLambda({...required, quality: 50, offthreadVideoThreads: 4})) as Obj;
    const payload = payloads[0].payload as Obj;
    expect(payload.jpegQuality).toBe(80);
    expect(payload.maxRetries).toBe(1);
    expect(payloads[0].retriesRemaining).toBe(1);
    expect(payload.offthreadVideoThreads).toBeNull();
    expect(payload.frame).toBe(0);
    expect(result.outKey).toBe('renders/abc/out.png');
  });

  it('calls onInit once, as soon as the function has assigned a render ID, before the image is finished', async () => {
    const events: string[] = [];
    patch(aws, 'callFunctionStreaming', async (options: Obj) => {
      const send = options.receivedStreamingPayload as Fn;
      send({message: {type: 'render-id-determined', payload: {renderId: 'abc'}}});
      events.push('render-id-determined');
      send({message: {type: 'still-rendered', payload: stillResult}});
      events.push('still-rendered');
    });
    await renderStillOnLambda({
      ...required,
      onInit: ({renderId}: {renderId: string}) => events.push(`onInit ${renderId}`),
    });
    expect(events).toEqual(['onInit abc', 'render-id-determined', 'still-rendered']);
  });

  it('an error while rendering rejects right away, without another request', async () => {
    const calls: Obj[] = [];
    patch(aws, 'callFunctionStreaming', async (options: Obj) => {
      calls.push(options);
      (options.receivedStreamingPayload as Fn)({
        message: {type: 'error-occurred', payload: {error: 'Error: boom in component'}},
      });
    });
    await expect(renderStillOnLambda(required)).rejects.toThrow('Error: boom in component');
    expect(calls.length).toBe(1);
  });

  it('a response stream that breaks off is requested again maxRetries times; other errors are not retried', async () => {
    const stream = fn(
      dist('@remotion/lambda-client/dist/call-lambda-streaming.js'),
      'callFunctionWithStreamingImplementation',
    );
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let message = 'Runtime.TruncatedResponse';
    let attempts = 0;
    patch(awsClients, 'getLambdaClient', () => ({
      send: async () => {
        attempts++;
        throw new Error(message);
      },
    }));
    const options = {
      functionName: 'f',
      type: 'still',
      payload: {},
      region: 'us-east-1',
      timeoutInTest: 1,
      receivedStreamingPayload: () => undefined,
    };
    await expect(stream({...options, retriesRemaining: 1})).rejects.toThrow('Runtime.TruncatedResponse');
    expect(attempts).toBe(2);
    attempts = 0;
    message = 'AccessDeniedException: not allowed';
    await expect(stream({...options, retriesRemaining: 1})).rejects.toThrow('AccessDeniedException');
    expect(attempts).toBe(1);
    attempts = 0;
    message = 'TooManyRequestsException: Rate exceeded';
    await expect(stream({...options, retriesRemaining: 1})).rejects.toThrow(
      'AWS Concurrency limit reached (Original Error: TooManyRequestsException: Rate exceeded). See https://www.remotion.dev/docs/lambda/troubleshooting/rate-limit for tips to fix this.',
    );
    vi.clearAllTimers();
  });

  it('a negative frame is converted with durationInFrames - frame, so -1 points after the end', () => {
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {RenderInternals: Obj};
    const convert = fn(RenderInternals, 'convertToPositiveFrameIndex');
    expect(convert({frame: -1, durationInFrames: 30})).toBe(31);
    expect(convert({frame: 29, durationInFrames: 30})).toBe(29);
  });
});

describe('lambda/getfunctions', () => {
  const listing = (names: {name: string; disk?: number}[]) => {
    const versions: string[] = [];
    patch(awsClients, 'getLambdaClient', () => ({
      send: async () => ({
        Functions: names.map(({name, disk}) => ({
          FunctionName: name,
          MemorySize: 2048,
          Timeout: 120,
          EphemeralStorage: disk ? {Size: disk} : undefined,
        })),
      }),
    }));
    patch(aws, 'callFunctionSync', async ({functionName}: Obj) => {
      versions.push(functionName as string);
      if (functionName === 'remotion-render-broken') throw new Error('AccessDeniedException');
      if (functionName === 'remotion-render-ancient') throw new Error('Command not found');
      return {version: VERSION};
    });
    return versions;
  };

  it('returns only remotion-render- functions, invokes each once, gives null for a failed version request, n/a for very old functions and 2048 MB disk when AWS reports none', async () => {
    const invoked = listing([
      {name: 'remotion-render-current'},
      {name: 'my-own-function'},
      {name: 'remotion-render-broken', disk: 4096},
      {name: 'remotion-render-ancient', disk: 512},
    ]);
    const all = (await afn(client, 'getFunctions')({region: 'eu-west-1', compatibleOnly: false})) as Obj[];
    expect(all.map((f) => [f.functionName, f.version, f.diskSizeInMb])).toEqual([
      ['remotion-render-current', VERSION, 2048],
      ['remotion-render-broken', null, 4096],
      ['remotion-render-ancient', 'n/a', 512],
    ]);
    expect(invoked.sort()).toEqual(['remotion-render-ancient', 'remotion-render-broken', 'remotion-render-current']);
  });

  it('compatibleOnly: true filters out functions of other versions and those whose version could not be read', async () => {
    listing([{name: 'remotion-render-current'}, {name: 'remotion-render-broken'}]);
    const compatible = (await afn(client, 'getFunctions')({region: 'eu-west-1', compatibleOnly: true})) as Obj[];
    expect(compatible.map((f) => f.functionName)).toEqual(['remotion-render-current']);
  });
});

describe('lambda/getfunctioninfo', () => {
  it('an unsupported region throws a TypeError before any request', async () => {
    const err = await errorOf(() => afn(lambda, 'getFunctionInfo')({region: 'xx-east-1', functionName: 'f'}));
    expect(err).toBeInstanceOf(TypeError);
    expect(err.message).toContain('xx-east-1 is not a supported AWS region. Must be one of:');
  });

  it('a failing version request is not caught, and 2048 MB disk is reported when AWS reports none', async () => {
    patch(internals, 'getLambdaClient', () => ({
      send: async () => ({Configuration: {Timeout: 120, MemorySize: 3009}}),
    }));
    patch(aws, 'callFunctionSync', async () => {
      throw new Error('AccessDeniedException: lambda:InvokeFunction');
    });
    await expect(afn(lambda, 'getFunctionInfo')({region: 'us-east-1', functionName: 'f'})).rejects.toThrow(
      'AccessDeniedException',
    );
    patch(aws, 'callFunctionSync', async () => ({version: VERSION}));
    expect(await afn(lambda, 'getFunctionInfo')({region: 'us-east-1', functionName: 'f'})).toEqual({
      functionName: 'f',
      timeoutInSeconds: 120,
      memorySizeInMb: 3009,
      version: VERSION,
      diskSizeInMb: 2048,
    });
  });
});

describe('lambda/simulatepermissions', () => {
  const simulatePermissions = afn(lambda, 'simulatePermissions');
  const setup = (arn: string, iamReply: (input: Obj) => unknown) => {
    const sts = fakeClient(() => ({Arn: arn, Account: '123456789012'}));
    const iam = fakeClient((_name, input) => iamReply(input));
    patch(internals, 'getStsClient', () => sts.client);
    patch(internals, 'getIamClient', () => iam.client);
    return iam.sent;
  };
  const allowAll = (input: Obj) => ({
    EvaluationResults: (input.ActionNames as string[]).map((a) => ({EvalActionName: a, EvalDecision: 'allowed'})),
  });

  it('calls onSimulation once per action of the user policy, in the order of the statements', async () => {
    setup('arn:aws:iam::123456789012:user/deployer', allowAll);
    const seen: string[] = [];
    const {results} = (await simulatePermissions({
      region: 'eu-central-1',
      onSimulation: (r: Obj) => seen.push(r.name as string),
    })) as {
      results: Obj[];
    };
    const actions = (
      JSON.parse(fn(lambda, 'getUserPolicy')() as string) as {Statement: {Action: string[]}[]}
    ).Statement.flatMap((s) => s.Action);
    expect(seen).toEqual(actions);
    expect(results.length).toBe(actions.length);
  });

  it('the CLI prints ✅ for allowed and ❌ for any other decision', () => {
    const {logPermissionOutput} = dist('@remotion/lambda/dist/api/iam-validation/simulate.js') as {
      logPermissionOutput: Fn;
    };
    expect(logPermissionOutput({decision: 'allowed', name: 'iam:PassRole'})).toBe('✅ iam:PassRole');
    expect(logPermissionOutput({decision: 'implicitDeny', name: 'iam:PassRole'})).toBe('❌ iam:PassRole');
    expect(logPermissionOutput({decision: 'explicitDeny', name: 'iam:PassRole'})).toBe('❌ iam:PassRole');
  });

  it('simulates the role behind an assumed-role session, not the session', async () => {
    const sent = setup('arn:aws:sts::123456789012:assumed-role/Deployer/session-42', allowAll);
    await simulatePermissions({region: 'eu-central-1'});
    expect(sent[0].input.PolicySourceArn).toBe('arn:aws:iam::123456789012:role/Deployer');
  });

  it('root credentials throw "Unsupported AWS Caller Identity ARN detected"; an ARN outside the aws partition "Unknown AWS Caller Identity ARN detected"', async () => {
    setup('arn:aws:iam::123456789012:root', allowAll);
    await expect(simulatePermissions({region: 'eu-central-1'})).rejects.toThrow(
      'Unsupported AWS Caller Identity ARN detected',
    );
    setup('arn:aws-cn:iam::123456789012:user/deployer', allowAll);
    await expect(simulatePermissions({region: 'eu-central-1'})).rejects.toThrow(
      'Unknown AWS Caller Identity ARN detected',
    );
  });

  it('tries each simulation up to three times, two seconds apart, before the error is thrown', async () => {
    vi.useFakeTimers({toFake: ['setTimeout']});
    const sent = setup('arn:aws:iam::123456789012:user/deployer', () => {
      throw new Error('AccessDenied: iam:SimulatePrincipalPolicy');
    });
    const promise = simulatePermissions({region: 'eu-central-1'});
    const outcome = promise.then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.length).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.length).toBe(3);
    expect(await outcome).toBe('AccessDenied: iam:SimulatePrincipalPolicy');
  });
});

describe('lambda/validatewebhooksignature how Lambda sends a webhook', () => {
  const invokeWebhook = afn(serverless, 'invokeWebhook');

  it('POSTs JSON with X-Remotion-Signature, X-Remotion-Status and X-Remotion-Mode, a 10 second timeout, and tries two more times after 0.5 and 1 seconds', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'Date']});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const requests: {at: number; init: RequestInit}[] = [];
    const start = Date.now();
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      requests.push({at: Date.now() - start, init});
      return {ok: false, status: 500};
    });
    const payload = {type: 'timeout', renderId: 'abc'};
    const outcome = invokeWebhook({
      options: {url: 'https://example.com/hook', secret: null, payload},
      logLevel: 'error',
    }).then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(1500);
    expect(await outcome).toBe('Failed to send webhook to https://example.com/hook, got status code 500');
    vi.unstubAllGlobals();
    expect(requests.map((r) => r.at)).toEqual([0, 500, 1500]);
    const headers = requests[0].init.headers as Record<string, string>;
    expect(requests[0].init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Remotion-Status']).toBe('timeout');
    expect(headers['X-Remotion-Mode']).toBe('production');
    expect(headers['X-Remotion-Signature']).toBe('NO_SECRET_PROVIDED');
    expect(timeout).toHaveBeenCalledWith(10000);
  });
});

describe('lambda/downloadmedia', () => {
  it('throws "Render did not finish yet" while the metadata is missing, and overrides forcePathStyle with false', async () => {
    const {provider, reads} = storageProvider({}, {renderMetadata: null});
    patch(aws, 'getAccountId', provider.getAccountId);
    patch(aws, 'readFile', provider.readFile);
    await expect(
      afn(
        lambda,
        'downloadMedia',
      )({region: 'eu-west-1', bucketName: 'b', renderId: 'abc', outPath: 'out.mp4', forcePathStyle: true}),
    ).rejects.toThrow('Render did not finish yet');
    expect(reads[0].forcePathStyle).toBe(false);
  });

  it('an unknown render ID fails with the NoSuchKey error from S3, not with "No render with ID"', async () => {
    const {internalDownloadMedia} = dist('@remotion/lambda/dist/api/download-media.js') as {
      internalDownloadMedia: AsyncFn;
    };
    const {provider} = storageProvider({}, null, {name: 'NoSuchKey', message: 'The specified key does not exist.'});
    await expect(
      internalDownloadMedia({
        region: 'eu-west-1',
        bucketName: 'b',
        renderId: 'nope',
        outPath: 'out.mp4',
        providerSpecifics: provider,
        forcePathStyle: false,
      }),
    ).rejects.toThrow(/^The specified key does not exist\.$/);
  });
});

describe('lambda/deploysite', () => {
  const deploySite = afn(lambda, 'deploySite');
  const args = {
    region: 'eu-west-2',
    bucketName: 'remotionlambda-euwest2-abc',
    entryPoint: 'src/index.ts',
    siteName: 'teasers',
  };

  it('validates before any request: region, bucket prefix, site name type and privacy', async () => {
    await expect(deploySite({...args, region: 'xx-1'})).rejects.toThrow('xx-1 is not a supported AWS region');
    await expect(deploySite({...args, bucketName: 'my-bucket'})).rejects.toThrow(
      'The bucketName parameter must start with remotionlambda-.',
    );
    await expect(deploySite({...args, siteName: 2025})).rejects.toThrow(
      "The 'projectName' argument must be a string if provided, but is 2025",
    );
    await expect(deploySite({...args, privacy: 'private'})).rejects.toThrow(
      'Privacy must be either "public" or "no-acl"',
    );
  });

  it("the site name check only rejects a name without any of the characters 0-9a-zA-Z-!_.*'()", () => {
    const validateSiteName = fn(dist('@remotion/lambda/dist/shared/validate-site-name.js'), 'validateSiteName');
    expect(() => validateSiteName('my site')).not.toThrow();
    expect(() => validateSiteName('äöü ')).toThrow("The `siteName` must match the RegExp `/([0-9a-zA-Z-!_.*'()]+)/g`.");
  });

  it('compares local files with the site folder by ETag: uploads new and changed files, deletes files no longer in the bundle', async () => {
    const diff = afn(dist('@remotion/lambda/dist/shared/get-s3-operations.js'), 'getS3DiffOperations');
    const local: Record<string, string> = {'index.html': '"a"', 'bundle.js': '"b2"', 'new.js': '"c"'};
    const result = (await diff({
      objects: [
        {Key: 'sites/t/index.html', ETag: '"a"'},
        {Key: 'sites/t/bundle.js', ETag: '"b1"'},
        {Key: 'sites/t/old.js', ETag: '"d"'},
      ],
      bundle: '/tmp/bundle',
      prefix: 'sites/t',
      onProgress: () => undefined,
      fullClientSpecifics: {
        readDirectory: () => Object.fromEntries(Object.entries(local).map(([k, v]) => [k, async () => v])),
      },
    })) as {toDelete: {Key: string}[]; toUpload: string[]; existingCount: number};
    expect(result.toUpload).toEqual(['bundle.js', 'new.js']);
    expect(result.toDelete.map((d) => d.Key)).toEqual(['sites/t/old.js']);
    expect(result.existingCount).toBe(1);
  });
});

describe('lambda/cli/render choosing the codec', () => {
  const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
    BrowserSafeApis: {options: Record<string, Obj>};
  };
  const codec = (commandLine: Obj, names: Obj) => {
    try {
      return (
        fn(BrowserSafeApis.options.videoCodecOption, 'getValue')(
          {commandLine},
          {
            downloadName: null,
            outName: null,
            configFile: null,
            uiCodec: null,
            compositionCodec: null,
            ...names,
          },
        ) as Obj
      ).value;
    } catch (err) {
      return `ERR ${(err as Error).message}`;
    }
  };

  it('without --codec: the extension of output-location, then of --out-name, then Config.setCodec(), then h264', () => {
    expect(codec({}, {downloadName: 'out.webm', outName: 'x.webm', configFile: 'h265'})).toBe('vp8');
    expect(codec({}, {outName: 'teasers/spring.mp3', configFile: 'h265'})).toBe('mp3');
    expect(codec({}, {configFile: 'h265'})).toBe('h265');
    expect(codec({}, {})).toBe('h264');
  });

  it('.ts implies h264-ts and refuses any other --codec; .mkv implies h264-mkv unless --codec is h264, h265, vp8, vp9 or prores', () => {
    expect(codec({}, {downloadName: 'out.ts'})).toBe('h264-ts');
    expect(codec({codec: 'h264'}, {downloadName: 'out.ts'})).toMatch(
      /^ERR The download name is out.ts but --codec=h264 was passed/,
    );
    expect(codec({}, {downloadName: 'out.mkv'})).toBe('h264-mkv');
    for (const allowed of ['h264', 'h265', 'vp8', 'vp9', 'prores']) {
      expect(codec({codec: allowed}, {downloadName: 'out.mkv'})).toBe(allowed);
    }
    expect(codec({codec: 'gif'}, {downloadName: 'out.mkv'})).toMatch(/^ERR /);
  });

  it('a flag that contradicts either extension is an error', () => {
    expect(codec({codec: 'vp9'}, {downloadName: 'out.mp4'})).toMatch(
      /^ERR The download name is out.mp4 but --codec=vp9 was passed/,
    );
    expect(codec({codec: 'vp9'}, {outName: 'a.mp4'})).toMatch(/^ERR The out name is a.mp4 but --codec=vp9 was passed/);
  });

  it('--prefer-lossless wins over --audio-codec: pcm-16 for h264 even with aac set', () => {
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {RenderInternals: Obj};
    const resolve = fn(RenderInternals, 'resolveAudioCodec');
    expect(resolve({codec: 'h264', setting: 'aac', preferLossless: true, separateAudioTo: null})).toBe('pcm-16');
    expect(resolve({codec: 'h264', setting: 'aac', preferLossless: false, separateAudioTo: null})).toBe('aac');
  });

  it('without --frames-per-lambda: about 75 functions for short videos up to 150 from 18000 frames, at least 20 frames each', () => {
    const {bestFramesPerFunctionParam} = dist('@remotion/serverless/dist/best-frames-per-function-param.js') as {
      bestFramesPerFunctionParam: (n: number) => number;
    };
    expect(bestFramesPerFunctionParam(300)).toBe(20);
    expect(Math.ceil(7500 / bestFramesPerFunctionParam(7500))).toBe(106);
    expect(Math.ceil(18000 / bestFramesPerFunctionParam(18000))).toBe(150);
    expect(Math.ceil(36000 / bestFramesPerFunctionParam(36000))).toBe(150);
    expect(bestFramesPerFunctionParam(1500)).toBe(20);
  });
});

describe('lambda/cli/still choosing the image format', () => {
  const {CliInternals} = requireInstalled('@remotion/cli') as {CliInternals: Obj};
  const format = (input: Obj) => {
    try {
      return (
        fn(
          CliInternals,
          'determineFinalStillImageFormat',
        )({
          downloadName: null,
          outName: null,
          configImageFormat: null,
          cliFlag: null,
          isLambda: true,
          fromUi: null,
          ...input,
        }) as Obj
      ).format;
    } catch (err) {
      return `ERR ${(err as Error).message}`;
    }
  };

  it('the extension of output-location, then of --out-name, then the flag, then Config.setStillImageFormat(), otherwise png', () => {
    expect(format({downloadName: 'out/og.jpg', outName: 'cards/a.jpeg'})).toBe('jpeg');
    expect(format({outName: 'cards/launch.webp', configImageFormat: 'png'})).toBe('webp');
    expect(format({cliFlag: 'pdf', configImageFormat: 'png'})).toBe('pdf');
    expect(format({configImageFormat: 'jpeg'})).toBe('jpeg');
    expect(format({})).toBe('png');
  });

  it('a flag that contradicts an extension fails with "Image format mismatch: …", and none is rejected', () => {
    expect(format({downloadName: 'out/og.png', cliFlag: 'jpeg'})).toMatch(
      /^ERR Image format mismatch: out\/og.png was given as the download name/,
    );
    expect(format({cliFlag: 'none'})).toBe('ERR The --image-format flag must not be "none" for stills.');
  });
});

describe('lambda/cli option defaults', () => {
  const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
    BrowserSafeApis: {options: Record<string, Obj>};
  };
  const value = (option: string) => (fn(BrowserSafeApis.options[option], 'getValue')({commandLine: {}}) as Obj).value;

  it('--log defaults to info, --timeout to 30000 milliseconds, --gl to null (swangle in the function)', () => {
    expect(value('logLevelOption')).toBe('info');
    expect(value('delayRenderTimeoutInMillisecondsOption')).toBe(30000);
    expect(value('glOption')).toBeNull();
  });

  it('sites create shows (+3,-3 files) for a redeploy with changes and (Unchanged) without', () => {
    const {makeDeployProgressBar} = dist('@remotion/lambda/dist/cli/helpers/progress-bar.js') as {
      makeDeployProgressBar: Fn;
    };
    const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
    const strip = (s: unknown) => String(s).replace(ansi, '');
    const bar = (addedFiles: number, removedFiles: number) =>
      strip(
        makeDeployProgressBar({
          sizeUploaded: 1,
          totalSize: 1,
          doneIn: 10,
          stats: {addedFiles, removedFiles, untouchedFiles: 5},
        }),
      );
    expect(bar(3, 3)).toContain('(+3,-3 files)');
    expect(bar(0, 0)).toContain('(Unchanged)');
  });
});

describe('lambda/cli/sites/create privacy no-acl and the bucket', () => {
  it('a new bucket is still opened up and given the public-read ACL when skipPutAcl is set', async () => {
    const s3 = fakeClient(() => ({}));
    patch(s3ClientModule, 'getS3Client', () => s3.client);
    const {createBucket} = dist('@remotion/lambda-client/dist/create-bucket.js') as {createBucket: AsyncFn};
    await createBucket({
      region: 'us-east-1',
      bucketName: 'remotionlambda-useast1-abc',
      forcePathStyle: false,
      skipPutAcl: true,
    });
    expect(s3.sent.map((c) => c.name)).toEqual([
      'CreateBucketCommand',
      'DeleteBucketOwnershipControlsCommand',
      'DeletePublicAccessBlockCommand',
      'PutBucketAclCommand',
    ]);
    expect(s3.sent[3].input.ACL).toBe('public-read');
  });
});

describe('lambda/deploysite with stand-ins for S3 and the bundler', () => {
  const {internalDeploySite} = dist('@remotion/lambda/dist/api/deploy-site.js') as {internalDeploySite: AsyncFn};
  const deploy = (existing: string[], bucketExists = true, extra: Obj = {}) => {
    const events: string[] = [];
    const bundles: Obj[] = [];
    const promise = internalDeploySite({
      bucketName: 'remotionlambda-euwest2-abc',
      entryPoint: 'src/index.ts',
      siteName: 'teasers',
      options: {},
      region: 'eu-west-2',
      privacy: 'public',
      gitSource: null,
      indent: false,
      logLevel: 'error',
      throwIfSiteExists: true,
      forcePathStyle: false,
      providerSpecifics: {
        getAccountId: async () => '123456789012',
        bucketExists: async () => bucketExists,
        listObjects: async () => {
          events.push('listed');
          return existing.map((Key) => ({Key, ETag: '"e"', Size: 1}));
        },
      },
      fullClientSpecifics: {
        bundleSite: async (options: Obj) => {
          events.push('bundled');
          bundles.push(options);
          return '/tmp/bundle';
        },
      },
      ...extra,
    });
    return {promise, events, bundles};
  };

  it('with throwIfSiteExists and an existing site, throws after bundling and lists up to five of the files', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => `sites/teasers/${k}.js`);
    const {promise, events, bundles} = deploy(keys);
    await expect(promise).rejects.toThrow(
      '`throwIfSiteExists` was passed as true, but there are already files in this folder: sites/teasers/a.js, sites/teasers/b.js, sites/teasers/c.js, sites/teasers/d.js, sites/teasers/e.js',
    );
    expect(events.sort()).toEqual(['bundled', 'listed']);
    expect(bundles[0].enableCaching).toBe(true);
  });

  it('a bucket that does not exist throws "No bucket with the name … exists" before bundling', async () => {
    const {promise, events} = deploy([], false);
    await expect(promise).rejects.toThrow('No bucket with the name remotionlambda-euwest2-abc exists');
    expect(events).toEqual([]);
  });

  it('a bucket in another region counts as not existing; a missing one too', async () => {
    const {bucketExistsInRegionImplementation} = dist('@remotion/lambda-client/dist/bucket-exists.js') as {
      bucketExistsInRegionImplementation: AsyncFn;
    };
    let reply: () => unknown = () => ({LocationConstraint: 'eu-west-1'});
    patch(s3ClientModule, 'getS3Client', () => ({send: async () => reply()}));
    const exists = () =>
      bucketExistsInRegionImplementation({
        bucketName: 'b',
        region: 'eu-west-2',
        expectedBucketOwner: '1',
        forcePathStyle: false,
      });
    expect(await exists()).toBe(false);
    reply = () => ({LocationConstraint: 'eu-west-2'});
    expect(await exists()).toBe(true);
    reply = () => {
      throw Object.assign(new Error('NoSuchBucket'), {Code: 'NoSuchBucket'});
    };
    expect(await exists()).toBe(false);
  });
});

describe('lambda/getorcreatebucket creating a bucket', () => {
  const {createBucket} = dist('@remotion/lambda-client/dist/create-bucket.js') as {createBucket: AsyncFn};
  const run = (failOn: string) => {
    const s3 = fakeClient((name) => {
      if (name === failOn) throw new Error('Access Denied');
      return {};
    });
    patch(s3ClientModule, 'getS3Client', () => s3.client);
    return {
      promise: createBucket({region: 'us-east-1', bucketName: 'remotionlambda-useast1-abc', forcePathStyle: false}),
      sent: s3.sent,
    };
  };

  it('without s3:PutBucketOwnershipControls throws "Since April 2023, more AWS permissions are required to create an S3 bucket." after creating it', async () => {
    const {promise, sent} = run('DeleteBucketOwnershipControlsCommand');
    await expect(promise).rejects.toThrow(
      'Since April 2023, more AWS permissions are required to create an S3 bucket.',
    );
    expect(sent[0].name).toBe('CreateBucketCommand');
  });

  it('without s3:PutBucketPublicAccessBlock throws a message that starts with PARTIAL SUCCESS: after creating it', async () => {
    const {promise, sent} = run('DeletePublicAccessBlockCommand');
    await expect(promise).rejects.toThrow(
      /^PARTIAL SUCCESS: The s3:PutBucketOwnershipControls was found, but the s3:PutBucketPublicAccessBlock permission is not given/,
    );
    expect(sent.map((c) => c.name)).toEqual([
      'CreateBucketCommand',
      'DeleteBucketOwnershipControlsCommand',
      'DeletePublicAccessBlockCommand',
    ]);
  });
});

describe('lambda reference pages that list every option', () => {
  const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
    BrowserSafeApis: {optionsMap: Record<string, Record<string, {ssrName: string}>>};
  };
  const headings = (id: string) =>
    [...fs.readFileSync(path.join(process.cwd(), 'docs', `${id}.mdx`), 'utf8').matchAll(/^### `([A-Za-z0-9]+)`\s*$/gm)]
      .map((m) => m[1])
      .sort();
  const dts = (file: string) => fs.readFileSync(path.join(process.cwd(), 'node_modules', file), 'utf8');
  /** Top-level keys of `type <name> = {…}` in a declaration file. */
  const typeKeys = (file: string, name: string) => {
    const text = dts(file);
    const start = text.indexOf(`${name} = {`);
    const end = text.indexOf('\n}', start);
    return [...text.slice(start, end).matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]);
  };
  const ssrNames = (api: string) => Object.values(BrowserSafeApis.optionsMap[api]).map((o) => o.ssrName);
  const unique = (names: string[]) => [...new Set(names)].sort();

  it('rendermediaonlambda documents every option of RenderMediaOnLambdaInput', () => {
    const accepted = unique([
      ...typeKeys('@remotion/lambda-client/dist/render-media-on-lambda.d.ts', 'RenderMediaOnLambdaInput'),
      ...ssrNames('renderMediaOnLambda'),
    ]);
    expect(headings('lambda/rendermediaonlambda')).toEqual(accepted);
  });

  it('deployfunction documents every option deployFunction() destructures', () => {
    const text = dts('@remotion/lambda/dist/api/deploy-function.d.ts');
    const list = /export declare const deployFunction: \(\{([^}]*)\}/.exec(text)![1];
    const accepted = unique(
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    expect(headings('lambda/deployfunction')).toEqual(accepted);
  });

  it('deploysite documents every top-level option of DeploySiteInput', () => {
    const file = '@remotion/lambda/dist/api/deploy-site.d.ts';
    const accepted = unique([
      ...typeKeys(file, 'MandatoryParameters'),
      ...typeKeys(file, 'OptionalParameters'),
      ...ssrNames('deploySiteLambda'),
    ]);
    expect(headings('lambda/deploysite')).toEqual(accepted);
  });

  it('api lists every function that @remotion/lambda or @remotion/lambda/client exports', () => {
    const text = fs.readFileSync(path.join(process.cwd(), 'docs/lambda/api.mdx'), 'utf8');
    const documented = unique([...text.matchAll(/^\| (?:\[)?`(\w+)\(\)`/gm)].map((m) => m[1]));
    const exported = unique(
      [lambda, client].flatMap((mod) =>
        Object.keys(mod).filter((k) => typeof mod[k] === 'function' && !k.endsWith('Internals')),
      ),
    );
    expect(documented).toEqual(exported);
  });
});
