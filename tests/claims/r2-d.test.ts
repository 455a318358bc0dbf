/**
 * Second-reader claims of the Lambda, CLI and Player reference pages (group d). The Lambda still
 * handler runs in this process with its AWS-facing pieces (S3 writes, the browser, the bundle server,
 * the frame capture) replaced by local stand-ins; nothing needs the network or AWS credentials.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {installedFile, pageSays, requireInstalled} from './lib';

type Obj = Record<string, unknown>;
type AsyncFn = (...args: unknown[]) => Promise<unknown>;
const dist = (file: string) => requireInstalled(path.join(PROJECT_ROOT, 'node_modules', file)) as Obj;

describe('lambda/renderstillonlambda', () => {
  it('with an outName object, bucketName is the render bucket while the image, outKey and url are in outName.bucketName', async () => {
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {RenderInternals: Obj};
    const {VERSION} = requireInstalled('remotion/version') as {VERSION: string};
    const validateCompositionModule = dist('@remotion/serverless/dist/validate-composition.js');
    const {stillHandler} = requireInstalled('@remotion/serverless') as {stillHandler: AsyncFn};
    const client = requireInstalled('@remotion/lambda-client') as {LambdaClientInternals: {awsImplementation: Obj}};
    const aws = client.LambdaClientInternals.awsImplementation;

    const saved: [Obj, string, unknown][] = [
      [validateCompositionModule, 'validateComposition', validateCompositionModule.validateComposition],
      [RenderInternals, 'makeOrReuseServer', RenderInternals.makeOrReuseServer],
      [RenderInternals, 'internalRenderStill', RenderInternals.internalRenderStill],
    ];
    validateCompositionModule.validateComposition = async () => ({
      id: 'Card',
      width: 100,
      height: 100,
      fps: 30,
      durationInFrames: 1,
      props: {},
    });
    RenderInternals.makeOrReuseServer = async () => ({
      server: {closeServer: async () => undefined},
      cleanupServer: async () => undefined,
    });
    RenderInternals.internalRenderStill = async ({output}: {output: string}) => {
      fs.writeFileSync(output, 'PNG');
    };

    const writes: {bucketName: string; key: string}[] = [];
    const streamed: {type: string; payload: Obj}[] = [];
    try {
      const result = await stillHandler({
        params: {
          type: 'still',
          version: VERSION,
          streamed: true,
          serveUrl: 'https://example.com/site',
          composition: 'Card',
          inputProps: {type: 'payload', payload: '{}'},
          imageFormat: 'png',
          envVariables: {},
          jpegQuality: 80,
          maxRetries: 0,
          frame: 0,
          privacy: 'public',
          attempt: 1,
          logLevel: 'error',
          outName: {bucketName: 'my-images', key: 'cards/a.png'},
          timeoutInMilliseconds: 30000,
          chromiumOptions: {},
          scale: 1,
          downloadBehavior: {type: 'play-in-browser'},
          forceHeight: null,
          forceWidth: null,
          bucketName: 'remotionlambda-useast1-abcdefghij',
          offthreadVideoCacheSizeInBytes: null,
          deleteAfter: null,
          forcePathStyle: false,
          apiKey: null,
          offthreadVideoThreads: null,
        },
        expectedBucketOwner: null,
        renderId: 'x2k9qv0m4d',
        onStream: async (message: {type: string; payload: Obj}) => {
          streamed.push(message);
        },
        timeoutInMilliseconds: 30000,
        providerSpecifics: {
          ...aws,
          writeFile: async (o: {bucketName: string; key: string}) => {
            writes.push({bucketName: o.bucketName, key: o.key});
          },
        },
        insideFunctionSpecifics: {
          getBrowserInstance: async () => ({instance: {}}),
          forgetBrowserEventLoop: () => undefined,
          getCurrentRegionInFunction: () => 'us-east-1',
          getCurrentMemorySizeInMb: () => 2048,
          getCurrentFunctionName: () => 'remotion-render-fn',
          makeArtifactWithDetails: () => ({}),
        },
      });
      expect(result).toEqual({type: 'success'});
    } finally {
      for (const [target, key, value] of saved) target[key] = value;
    }

    // The image goes to outName.bucketName, progress.json to the render bucket.
    expect(writes).toEqual([
      {bucketName: 'remotionlambda-useast1-abcdefghij', key: 'renders/x2k9qv0m4d/progress.json'},
      {bucketName: 'my-images', key: 'cards/a.png'},
    ]);
    // The image write uses the bucket from outName; the streamed result keeps the render bucket.
    const handlerSource = installedFile('@remotion/serverless/dist/handlers/still.js');
    expect(handlerSource).toContain('bucketName: renderBucketName');
    const rendered = streamed.find((m) => m.type === 'still-rendered');
    // renderStillOnLambda() returns payload.bucketName as `bucketName`, payload.output as `url`.
    expect(rendered?.payload.bucketName).toBe('remotionlambda-useast1-abcdefghij');
    expect(rendered?.payload.outKey).toBe('cards/a.png');
    expect(rendered?.payload.output).toBe('https://s3.us-east-1.amazonaws.com/my-images/cards/a.png');
    expect(pageSays('lambda/renderstillonlambda')).toContain(
      'With an `outName` object, the image is written to `outName.bucketName` instead, and `bucketName` still names the render bucket',
    );
  });
});
