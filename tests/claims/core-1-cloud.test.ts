/**
 * Executed claims about the Lambda and Cloud Run client code (4-0-migration, 5-0-migration, deno,
 * cloudrun, compare-ssr, lambda, gl-options, chromium-flags). Nothing talks to AWS or Google Cloud:
 * the one function that would send the request (`awsImplementation.callFunctionSync` /
 * `callFunctionStreaming`, Cloud Run's `internalDeployService`) is replaced, so the installed
 * functions fill in their defaults and validate their input exactly as they would before sending.
 */
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {lastJson, requireInstalled, runNode} from './lib';

const nm = (file: string) => path.join(PROJECT_ROOT, 'node_modules', file);

describe('renderMediaOnLambda() and renderStillOnLambda() before the request is sent', () => {
  let r: Record<string, unknown>;
  beforeAll(() => {
    r = lastJson(
      runNode(
        'cjs',
        `
const lc = require('@remotion/lambda-client');
const {awsImplementation} = require(process.cwd() + '/node_modules/@remotion/lambda-client/dist/aws-provider.js');
const sent = [];
awsImplementation.callFunctionSync = async ({payload}) => { sent.push(payload); return {renderId: 'r1', bucketName: 'b'}; };
awsImplementation.callFunctionStreaming = ({payload, receivedStreamingPayload}) => {
  sent.push(payload);
  receivedStreamingPayload({message: {type: 'still-rendered', payload: {output: 'u', outKey: 'k', size: 1, estimatedPrice: {}, renderId: 'r2', receivedArtifacts: []}}});
  return new Promise(() => {});
};
const base = {region: 'us-east-1', functionName: 'remotion-render-4-0-278-mem2048mb-disk2048mb-120sec', serveUrl: 'https://remotionlambda-useast1-abcdef.s3.us-east-1.amazonaws.com/sites/shop/index.html', composition: 'ProductSpot', codec: 'h264', inputProps: {sku: 'LMP-49'}};
const out = {};
(async () => {
  try { lc.renderMediaOnLambda({...base, quality: 90}); out.mediaQuality = 'no error'; } catch (e) { out.mediaQuality = e.message; out.mediaQualitySync = true; }
  await lc.renderMediaOnLambda(base);
  out.overwrite = sent.at(-1).overwrite;
  require('@remotion/serverless-client').ENABLE_V5_BREAKING_CHANGES = true;
  await lc.renderMediaOnLambda(base);
  out.overwriteWithFlag = sent.at(-1).overwrite;
  const {makeLambdaRenderMediaPayload} = require(process.cwd() + '/node_modules/@remotion/lambda-client/dist/make-lambda-payload.js');
  const {renderMediaOnLambdaOptionalToRequired} = require(process.cwd() + '/node_modules/@remotion/lambda-client/dist/render-media-on-lambda.js');
  const required = renderMediaOnLambdaOptionalToRequired(base);
  out.builderWithFlag = (await makeLambdaRenderMediaPayload({...required, overwrite: undefined})).overwrite;
  require('@remotion/serverless-client').ENABLE_V5_BREAKING_CHANGES = false;
  out.explicit = (await lc.renderMediaOnLambda({...base, overwrite: true}), sent.at(-1).overwrite);
  out.codecMkv = await lc.renderMediaOnLambda({...base, codec: 'h264-mkv'}).then(() => 'no error', (e) => e.message);
  const still = await lc.renderStillOnLambda({...base, imageFormat: 'png', privacy: 'public', quality: 90});
  out.stillUrl = still.url;
  out.stillJpegQuality = sent.at(-1).jpegQuality;
  out.stillHasQuality = sent.at(-1).quality;
  console.log(JSON.stringify(out));
})();
`,
      ),
    );
  }, 120_000);

  it('renderMediaOnLambda() with the old quality option throws "quality has been renamed to jpegQuality. Please rename the option." (synchronously)', () => {
    expect(r.mediaQuality).toBe('quality has been renamed to jpegQuality. Please rename the option.');
    expect(r.mediaQualitySync).toBe(true);
  });

  it('renderStillOnLambda() ignores a leftover quality option and renders with jpegQuality 80', () => {
    expect(r.stillUrl).toBe('u');
    expect(r.stillJpegQuality).toBe(80);
    expect(r.stillHasQuality).toBeUndefined();
  });

  it('overwrite of renderMediaOnLambda() defaults to false, also with the v5 flag on; only the internal payload builder falls back to the flag', () => {
    expect(r.overwrite).toBe(false);
    expect(r.overwriteWithFlag).toBe(false);
    expect(r.builderWithFlag).toBe(true);
    expect(r.explicit).toBe(true);
  });

  it("Lambda accepts h264, h265, vp8, vp9, mp3, aac, wav, gif and prores, and rejects h264-mkv: 'h264-mkv' is not a valid codec for Lambda", () => {
    expect(r.codecMkv).toBe(
      "'h264-mkv' is not a valid codec for Lambda. The following values are supported: h264, h265, vp8, vp9, mp3, aac, wav, gif, prores",
    );
  });
});

describe('Deno and the Lambda client', () => {
  let r: Record<string, unknown>;
  beforeAll(() => {
    r = lastJson(
      runNode(
        'cjs',
        `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-aws-'));
fs.writeFileSync(path.join(dir, 'credentials'), '[default]\\naws_access_key_id = x\\n');
process.env.AWS_SHARED_CREDENTIALS_FILE = path.join(dir, 'credentials');
delete process.env.REMOTION_AWS_ACCESS_KEY_ID;
const {getEnvVariable} = require(process.cwd() + '/node_modules/@remotion/lambda-client/dist/get-env-variable.js');
const {isLikelyToHaveAwsProfile} = require(process.cwd() + '/node_modules/@remotion/lambda-client/dist/is-likely-to-have-aws-profile.js');
const out = {profileNode: isLikelyToHaveAwsProfile(), keyNode: getEnvVariable('REMOTION_AWS_ACCESS_KEY_ID') ?? null};
globalThis.Deno = {env: {has: (n) => n === 'REMOTION_AWS_ACCESS_KEY_ID', get: () => 'from-deno-env'}};
out.profileDeno = isLikelyToHaveAwsProfile();
out.keyDeno = getEnvVariable('REMOTION_AWS_ACCESS_KEY_ID');
fs.rmSync(dir, {recursive: true, force: true});
console.log(JSON.stringify(out));
`,
      ),
    );
  }, 120_000);

  it('the Lambda client reads credentials from Deno.env when process.env lacks them', () => {
    expect(r.keyNode).toBeNull();
    expect(r.keyDeno).toBe('from-deno-env');
  });

  it('under Deno it never assumes an AWS profile: isLikelyToHaveAwsProfile() returns false although ~/.aws/credentials has [default]', () => {
    expect(r.profileNode).toBe(true);
    expect(r.profileDeno).toBe(false);
  });
});

describe('Lambda limits and chunking', () => {
  const {validateTimeout} = require(nm('@remotion/lambda/dist/shared/validate-timeout.js')) as {
    validateTimeout: (t: unknown) => void;
  };
  const {bestFramesPerFunctionParam} = require(nm('@remotion/serverless/dist/best-frames-per-function-param.js')) as {
    bestFramesPerFunctionParam: (frames: number) => number;
  };
  const chunks = (frames: number) => Math.ceil(frames / bestFramesPerFunctionParam(frames));

  it('a function timeout can be at most 900 seconds (15 minutes): 901 throws', () => {
    expect(() => validateTimeout(900)).not.toThrow();
    expect(() => validateTimeout(901)).toThrow("parameter 'timeoutInSeconds' must be between 15 and 900, but got 901");
  });

  it('chunking: at least 20 frames per chunk, so 300 frames use 15 chunks; from 10 minutes at 30 fps (18000 frames) on, 150 chunks', () => {
    expect(bestFramesPerFunctionParam(300)).toBe(20);
    expect(chunks(300)).toBe(15);
    expect(chunks(1500)).toBe(75);
    expect(chunks(18000)).toBe(150);
    expect(chunks(36000)).toBe(150);
  });

  it('a render can never use more than 200 functions (MAX_FUNCTIONS_PER_RENDER)', () => {
    const {MAX_FUNCTIONS_PER_RENDER} = requireInstalled('@remotion/serverless-client') as {
      MAX_FUNCTIONS_PER_RENDER: number;
    };
    expect(MAX_FUNCTIONS_PER_RENDER).toBe(200);
  });
});

describe('deployFunction() and the v5 runtime option', () => {
  it('enableV5Runtime: true prints "The `enableV5Runtime` option is now on by default." before anything else runs', async () => {
    const {deployFunction} = requireInstalled('@remotion/lambda') as {
      deployFunction: (o: Record<string, unknown>) => Promise<unknown>;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // An invalid memory size makes the deploy fail in validation, before any AWS request.
      const deploying = deployFunction({
        enableV5Runtime: true,
        region: 'us-east-1',
        memorySizeInMb: -1,
        timeoutInSeconds: 120,
        createCloudWatchLogGroup: false,
      });
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        'The `enableV5Runtime` option is now on by default. No need to specify it anymore.',
      ]);
      await expect(deploying).rejects.toThrow();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('Cloud Run: defaults of deployService() and the codec list', () => {
  let captured: Record<string, unknown> | null = null;
  beforeAll(async () => {
    const mod = require(nm('@remotion/cloudrun/dist/api/deploy-service.js')) as {
      deployService: (o: Record<string, unknown>) => Promise<unknown>;
      internalDeployService: unknown;
    };
    const original = mod.internalDeployService;
    mod.internalDeployService = (args: Record<string, unknown>) => {
      captured = args;
      return Promise.resolve({});
    };
    await mod.deployService({projectID: 'my-project', region: 'europe-west1'});
    mod.internalDeployService = original;
  }, 120_000);

  it('the service timeout defaults to 300 seconds, maxInstances to 100, minInstances to 0, memory 2Gi and 1 CPU', () => {
    expect(captured).toMatchObject({
      timeoutSeconds: 300,
      maxInstances: 100,
      minInstances: 0,
      memoryLimit: '2Gi',
      cpuLimit: '1.0',
    });
  });

  it('onlyAllocateCpuDuringRequestProcessing defaults to false: CPU stays allocated to instances', () => {
    expect(captured).toMatchObject({onlyAllocateCpuDuringRequestProcessing: false});
  });

  it('with these defaults the service is named remotion-4-0-278-mem2gi-cpu1-0-t300', () => {
    const {speculateServiceName} = requireInstalled('@remotion/cloudrun') as {
      speculateServiceName: (o: Record<string, unknown>) => string;
    };
    expect(speculateServiceName({memoryLimit: '2Gi', cpuLimit: '1.0', timeoutSeconds: 300})).toBe(
      'remotion-4-0-278-mem2gi-cpu1-0-t300',
    );
  });

  it("Cloud Run accepts h264, vp8, vp9, mp3, aac, wav, gif and prores, but not h265: 'h265' is not a valid codec for GCP Cloud Run", () => {
    const {validateCloudrunCodec} = require(nm('@remotion/cloudrun/dist/shared/validate-gcp-codec.js')) as {
      validateCloudrunCodec: (c: string) => string;
    };
    expect(() => validateCloudrunCodec('h265')).toThrow(
      "'h265' is not a valid codec for GCP Cloud Run. The following values are supported: h264, vp8, vp9, mp3, aac, wav, gif, prores",
    );
    expect(validateCloudrunCodec('prores')).toBe('prores');
  });

  it('the bucket is named remotioncloudrun- plus 10 random characters', () => {
    const {REMOTION_BUCKET_PREFIX} = require(nm('@remotion/cloudrun/dist/shared/constants.js')) as {
      REMOTION_BUCKET_PREFIX: string;
    };
    const {randomHash} = require(nm('@remotion/cloudrun/dist/shared/random-hash.js')) as {randomHash: () => string};
    expect(REMOTION_BUCKET_PREFIX).toBe('remotioncloudrun-');
    expect(randomHash()).toMatch(/^[a-z0-9]{10}$/);
  });
});

describe('Cloud Run alpha status in the code', () => {
  it('no file of @remotion/cloudrun prints an "alpha" or "experimental" notice', () => {
    const fs = require('node:fs') as typeof import('node:fs');
    const root = nm('@remotion/cloudrun/dist');
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          walk(full);
        } else if (entry.name.endsWith('.js')) {
          const text = fs.readFileSync(full, 'utf8');
          if (/(log|warn|info)\([^)]*\b(alpha|experimental)\b/i.test(text)) {
            hits.push(full);
          }
        }
      }
    };
    walk(root);
    expect(hits).toEqual([]);
  });
});
