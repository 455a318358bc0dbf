/**
 * Executed claims of a second read of the Lambda pages getsites, deletesite, getorcreatebucket and
 * getregions. The AWS-facing pieces (the S3 client, provider methods) are replaced with local
 * stand-ins; nothing here needs the network or AWS credentials.
 */
import path from 'node:path';
import {installedFile, patchesUndoneAfterEach, requireInstalled} from './lib';

type Obj = Record<string, unknown>;
type AsyncFn = (...args: unknown[]) => Promise<unknown>;
const dist = (file: string) => requireInstalled(path.join(process.cwd(), 'node_modules', file)) as Obj;

const lambda = requireInstalled('@remotion/lambda') as Obj;
const client = requireInstalled('@remotion/lambda-client') as Obj;
const aws = (client.LambdaClientInternals as Obj).awsImplementation as Obj;
const s3ClientModule = dist('@remotion/lambda-client/dist/get-s3-client.js');

const patch = patchesUndoneAfterEach();

/** A fake S3 client that records the commands and answers with `reply`. */
const fakeS3 = (reply: (name: string, input: Obj) => unknown) => {
  const sent: {name: string; input: Obj}[] = [];
  patch(s3ClientModule, 'getS3Client', () => ({
    send: async (command: {constructor: {name: string}; input: Obj}) => {
      sent.push({name: command.constructor.name, input: command.input});
      return reply(command.constructor.name, command.input);
    },
  }));
  return sent;
};

describe('lambda/getsites same site name in two buckets', () => {
  it('a site name found in two Remotion buckets becomes one entry with the bucket and serve URL of the first bucket and the sizes of both added up', async () => {
    patch(aws, 'getAccountId', async () => '123456789012');
    patch(aws, 'getBuckets', async () => [
      {name: 'remotionlambda-useast1-aaa', region: 'us-east-1', creationDate: 0},
      {name: 'remotionlambda-useast1-bbb', region: 'us-east-1', creationDate: 0},
    ]);
    patch(aws, 'listObjects', async ({bucketName}: Obj) =>
      bucketName === 'remotionlambda-useast1-aaa'
        ? [{Key: 'sites/promo/index.html', Size: 100, LastModified: new Date(1000)}]
        : [
            {Key: 'sites/promo/index.html', Size: 40, LastModified: new Date(5000)},
            {Key: 'sites/other/index.html', Size: 7, LastModified: new Date(5000)},
          ],
    );
    const {sites, buckets} = (await (client.getSites as AsyncFn)({region: 'us-east-1'})) as {
      sites: Obj[];
      buckets: Obj[];
    };
    expect(buckets.length).toBe(2);
    expect(sites.map((s) => [s.id, s.bucketName, s.sizeInBytes, s.lastModified])).toEqual([
      ['promo', 'remotionlambda-useast1-aaa', 140, 5000],
      ['other', 'remotionlambda-useast1-bbb', 7, 5000],
    ]);
    expect(sites[0].serveUrl).toBe(
      'https://remotionlambda-useast1-aaa.s3.us-east-1.amazonaws.com/sites/promo/index.html',
    );
    // One object keyed by the site ID alone collects the sites of all buckets.
    expect(installedFile('@remotion/lambda-client/dist/get-sites.js')).toContain('if (!sites[siteId]) {');
  });
});

describe('lambda/deletesite bucket of another account', () => {
  it('a bucket owned by another account throws "Bucket owner mismatch: Expected the bucket <bucket> to be owned by you (AWS Account ID: <id>) but it\'s not the case."', async () => {
    patch(aws, 'getAccountId', async () => '123456789012');
    const sent = fakeS3((_name, input) => {
      if (input.ExpectedBucketOwner) {
        throw new Error('AccessDenied: Access Denied');
      }
      return {Contents: []};
    });
    await expect(
      (lambda.deleteSite as AsyncFn)({region: 'us-east-1', bucketName: 'someone-elses-bucket', siteName: 'promo'}),
    ).rejects.toThrow(
      "Bucket owner mismatch: Expected the bucket someone-elses-bucket to be owned by you (AWS Account ID: 123456789012) but it's not the case. Did you accidentially specify the wrong bucket?",
    );
    // The listing is tried with the account as expected owner, then again without it.
    expect(sent.map((c) => [c.name, c.input.ExpectedBucketOwner])).toEqual([
      ['ListObjectsV2Command', '123456789012'],
      ['ListObjectsV2Command', undefined],
    ]);
    expect(installedFile('@remotion/lambda-client/dist/list-objects.js')).toContain(
      'AWS Account ID: ${expectedBucketOwner}',
    );
  });
});

describe('lambda/getorcreatebucket lifecycle errors', () => {
  const setup = (error: string) => {
    patch(aws, 'getBuckets', async () => [{name: 'remotionlambda-useast1-abc', region: 'us-east-1', creationDate: 0}]);
    return fakeS3(() => {
      throw new Error(error);
    });
  };

  it('an error of the lifecycle request other than AccessDenied is ignored and the call resolves, for true and false', async () => {
    const sent = setup('MalformedXML: The XML you provided was not well-formed');
    const getOrCreateBucket = lambda.getOrCreateBucket as AsyncFn;
    await expect(getOrCreateBucket({region: 'us-east-1', enableFolderExpiry: true})).resolves.toEqual({
      bucketName: 'remotionlambda-useast1-abc',
      alreadyExisted: true,
    });
    await expect(getOrCreateBucket({region: 'us-east-1', enableFolderExpiry: false})).resolves.toEqual({
      bucketName: 'remotionlambda-useast1-abc',
      alreadyExisted: true,
    });
    expect(sent.map((c) => c.name)).toEqual(['PutBucketLifecycleConfigurationCommand', 'DeleteBucketLifecycleCommand']);
  });

  it('AccessDenied on the lifecycle request throws and names s3:PutLifecycleConfiguration', async () => {
    setup('AccessDenied: Access Denied');
    await expect(
      (lambda.getOrCreateBucket as AsyncFn)({region: 'us-east-1', enableFolderExpiry: true}),
    ).rejects.toThrow('Ensure that your user has the "s3:PutLifecycleConfiguration" permission.');
    // Both lifecycle requests rethrow only this error; any other one is swallowed.
    const source = installedFile('@remotion/lambda-client/dist/lifecycle-rules.js');
    expect(source.split("includes('AccessDenied')").length - 1).toBe(2);
  });
});

describe('lambda/getregions serve URLs across regions', () => {
  it('a site name is resolved to the bucket of the function region; a full https URL of another region is used as it is', () => {
    const convert = aws.convertToServeUrl as (args: Obj) => string;
    const bucketName = 'remotionlambda-useast1-xyz';
    expect(convert({urlOrId: 'promo', region: 'us-east-1', bucketName})).toBe(
      'https://remotionlambda-useast1-xyz.s3.us-east-1.amazonaws.com/sites/promo/index.html',
    );
    const euUrl = 'https://remotionlambda-euwest1-abc.s3.eu-west-1.amazonaws.com/sites/promo/index.html';
    expect(convert({urlOrId: euUrl, region: 'us-east-1', bucketName})).toBe(euUrl);
    expect(installedFile('@remotion/lambda-client/dist/convert-to-serve-url.js')).toContain('return urlOrId;');
  });
});
