/**
 * Executed claims of the Cloud Run pages (docs/cloudrun/**). Pure helpers run in this process;
 * the render functions, the service's request handler and the CLI commands run in child Node.js
 * processes in which only the modules that talk to Google Cloud are replaced by in-memory
 * stand-ins (see PRELUDE), so the package code that decides defaults, order and messages is real.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {requireInstalled, runNode, STUB_MODULE_SCRIPT} from './lib';

const dist = (file: string) => path.join(PROJECT_ROOT, 'node_modules/@remotion/cloudrun/dist', file);
const load = <T>(file: string) => requireInstalled(dist(file)) as T;

type Fn<A extends unknown[] = never[], R = unknown> = (...args: A) => R;

/** CommonJS prelude: stub(file, exports) pre-fills the require cache; process.exit() throws. */
const PRELUDE = `
${STUB_MODULE_SCRIPT}const path = require('path');
const ROOT = process.cwd();
const CR = (p) => path.join(ROOT, 'node_modules/@remotion/cloudrun/dist', p);
const realExit = process.exit.bind(process);
class ExitSignal extends Error { constructor(code) { super('process.exit(' + code + ')'); this.code = code; } }
const exits = [];
process.exit = (code) => { exits.push(code); throw new ExitSignal(code); };
const logs = [];
const strip = (s) => String(s).replace(/\\u001b\\[[0-9;]*m/g, '');
for (const k of ['log', 'warn', 'error', 'info']) {
  console[k] = (...a) => logs.push(a.map((x) => (x instanceof Error ? x.message : strip(typeof x === 'string' ? x : JSON.stringify(x)))).join(' '));
}
const out = {};
const done = () => { process.stdout.write('RESULT' + JSON.stringify(out) + '\\n'); realExit(0); };
`;

const result = (stdout: string) => {
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT'));
  if (!line) {
    throw new Error(`no result in: ${stdout.slice(0, 500)}`);
  }
  return JSON.parse(line.slice('RESULT'.length)) as Record<string, unknown>;
};

describe('@remotion/cloudrun helpers', () => {
  const {validatePrivacy} = load<{validatePrivacy: Fn<[unknown]>}>('shared/validate-privacy.js');
  const {validateCloudrunCodec} = load<{validateCloudrunCodec: Fn<[string], string>}>('shared/validate-gcp-codec.js');
  const {validateGcpRegion} = load<{validateGcpRegion: Fn<[string]>}>('shared/validate-gcp-region.js');
  const {validateRegion} = load<{validateRegion: Fn<[string]>}>('shared/validate-region.js');
  const {validateProjectID} = load<{validateProjectID: Fn<[unknown]>}>('shared/validate-project-id.js');
  const {validateBucketName} = load<{validateBucketName: Fn<[string, {mustStartWithRemotion: boolean}]>}>(
    'shared/validate-bucketname.js',
  );
  const {validateSiteName} = load<{validateSiteName: Fn<[unknown]>}>('shared/validate-site-name.js');
  const {convertToServeUrl} = load<{convertToServeUrl: Fn<[{urlOrId: string; bucketName: string}], string>}>(
    'shared/convert-to-serve-url.js',
  );
  const {getDownloadBehaviorSetting} = load<{getDownloadBehaviorSetting: Fn<[unknown], Record<string, string>>}>(
    'functions/helpers/get-download-behavior-setting.js',
  );
  const {constructServiceTemplate} = load<{
    constructServiceTemplate: Fn<[Record<string, unknown>], Record<string, never>>;
  }>('api/helpers/construct-service-deploy-request.js');
  const {getSitesKey} = load<{getSitesKey: Fn<[unknown], string>}>('shared/constants.js');
  const {speculateServiceName, getRegions} = requireInstalled('@remotion/cloudrun/client') as {
    speculateServiceName: Fn<[{memoryLimit: string; cpuLimit: string; timeoutSeconds: number}], string>;
    getRegions: Fn<[], readonly string[]>;
  };

  it('an unknown privacy throws "Privacy must be either "private" or "public""', () => {
    expect(() => validatePrivacy('friends')).toThrow('Privacy must be either "private" or "public"');
  });

  it('codecs outside the Cloud Run list throw the "is not a valid codec for GCP Cloud Run" message, h264-mkv included', () => {
    const list = 'The following values are supported: h264, vp8, vp9, mp3, aac, wav, gif, prores';
    expect(() => validateCloudrunCodec('h265')).toThrow(`'h265' is not a valid codec for GCP Cloud Run. ${list}`);
    expect(() => validateCloudrunCodec('h264-ts')).toThrow(`'h264-ts' is not a valid codec for GCP Cloud Run`);
    // The deprecation message for h264-mkv comes after the list check, so it is never reached.
    expect(() => validateCloudrunCodec('h264-mkv')).toThrow(`'h264-mkv' is not a valid codec for GCP Cloud Run`);
    expect(() => validateCloudrunCodec('h264-mkv')).not.toThrow('deprecated');
    for (const codec of ['h264', 'vp8', 'vp9', 'prores', 'gif', 'mp3', 'aac', 'wav']) {
      expect(validateCloudrunCodec(codec)).toBe(codec);
    }
  });

  it('speculateServiceName() builds remotion-<version>-mem<memory>-cpu<cpu>-t<timeout>', () => {
    expect(speculateServiceName({memoryLimit: '2Gi', cpuLimit: '1.0', timeoutSeconds: 300})).toBe(
      'remotion-4-0-278-mem2gi-cpu1-0-t300',
    );
    expect(speculateServiceName({memoryLimit: '8Gi', cpuLimit: '4', timeoutSeconds: 900})).toBe(
      'remotion-4-0-278-mem8gi-cpu4-t900',
    );
    expect(speculateServiceName({memoryLimit: '512Mi', cpuLimit: '2.5', timeoutSeconds: 3600})).toBe(
      'remotion-4-0-278-mem512mi-cpu2-5-t3600',
    );
    expect(speculateServiceName({memoryLimit: '8Gi', cpuLimit: '4', timeoutSeconds: 1800})).toBe(
      'remotion-4-0-278-mem8gi-cpu4-t1800',
    );
    expect(speculateServiceName({memoryLimit: '4Gi', cpuLimit: '2', timeoutSeconds: 600})).toBe(
      'remotion-4-0-278-mem4gi-cpu2-t600',
    );
    expect(speculateServiceName({memoryLimit: '2Gi', cpuLimit: '1', timeoutSeconds: 300})).not.toBe(
      speculateServiceName({memoryLimit: '2Gi', cpuLimit: '1.0', timeoutSeconds: 300}),
    );
  });

  it('getRegions() returns the same 35 regions from asia-east1 to us-west4 in alphabetical order on every call', () => {
    const regions = getRegions();
    expect(regions).toHaveLength(35);
    expect(regions[0]).toBe('asia-east1');
    expect(regions[34]).toBe('us-west4');
    expect([...regions].sort()).toEqual([...regions]);
    expect(getRegions()).toBe(regions);
    expect((requireInstalled('@remotion/cloudrun/regions') as {GCP_REGIONS: unknown}).GCP_REGIONS).toBe(regions);
  });

  it('an unsupported region fails with "<region> is not a valid GCP region. Must be one of: asia-east1, asia-east2, …"', () => {
    expect(() => validateGcpRegion('europe-west10')).toThrow(
      'europe-west10 is not a valid GCP region. Must be one of: asia-east1, asia-east2, asia-northeast1,',
    );
    expect(() => validateRegion('mars-1')).toThrow('"region" parameter must be one of asia-east1,');
    expect(() => validateRegion('mars-1')).toThrow('but is "mars-1"');
  });

  it('the project ID check names the value and the RegExp; a missing ID has its own message', () => {
    expect(() => validateProjectID(undefined)).toThrow("The 'project-id' argument must be provided, but is missing.");
    expect(() => validateProjectID('9lives')).toThrow('The `project-id` must match the RegExp');
    expect(() => validateProjectID('9lives')).toThrow('You passed: 9lives. Check for invalid characters.');
    expect(() => validateProjectID('acme-video-renders')).not.toThrow();
  });

  it('bucket names must start with remotioncloudrun-; an invalid name gives the cut-off message "The bucket <name> "', () => {
    expect(() => validateBucketName('northwind-customer-videos', {mustStartWithRemotion: true})).toThrow(
      'The bucketName parameter must start with remotioncloudrun-.',
    );
    let message = '';
    try {
      validateBucketName('remotioncloudrun-ABC', {mustStartWithRemotion: true});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('The bucket remotioncloudrun-ABC ');
  });

  it('a site name that is not a string throws "The \'projectName\' argument must be a string if provided, …"', () => {
    expect(() => validateSiteName(123)).toThrow("The 'projectName' argument must be a string if provided, but is 123");
    expect(() => validateSiteName(undefined)).not.toThrow();
  });

  it('without --site-name the site folder is sites/undefined/', () => {
    expect(getSitesKey(undefined)).toBe('sites/undefined');
    expect(getSitesKey('product-tour')).toBe('sites/product-tour');
  });

  it('a site name becomes https://storage.googleapis.com/<bucket>/sites/<name>/index.html; src/ paths are rejected', () => {
    expect(convertToServeUrl({urlOrId: 'product-tour', bucketName: 'remotioncloudrun-h8p2v6c4na'})).toBe(
      'https://storage.googleapis.com/remotioncloudrun-h8p2v6c4na/sites/product-tour/index.html',
    );
    expect(() => convertToServeUrl({urlOrId: 'src/index.ts', bucketName: 'b'})).toThrow(
      'Remotion Lambda can only render based on a URL in the cloud. It seems like you passed a local file: src/index.ts',
    );
  });

  it('a download file name is percent-encoded in Content-Disposition unless it contains an escape of a reserved character', () => {
    expect(getDownloadBehaviorSetting({type: 'play-in-browser'})).toEqual({});
    expect(getDownloadBehaviorSetting({type: 'download', fileName: null})).toEqual({contentDisposition: 'attachment'});
    expect(getDownloadBehaviorSetting({type: 'download', fileName: 'recap.mp4'})).toEqual({
      contentDisposition: 'attachment; filename="recap.mp4"',
    });
    expect(getDownloadBehaviorSetting({type: 'download', fileName: 'Ada Lovelace-certificate.png'})).toEqual({
      contentDisposition: 'attachment; filename="Ada%20Lovelace-certificate.png"',
    });
    // %20 is not one of the escapes the check looks for, so it is encoded again.
    expect(getDownloadBehaviorSetting({type: 'download', fileName: 'a%20b.png'})).toEqual({
      contentDisposition: 'attachment; filename="a%2520b.png"',
    });
    expect(getDownloadBehaviorSetting({type: 'download', fileName: 'a%2Fb.png'})).toEqual({
      contentDisposition: 'attachment; filename="a%2Fb.png"',
    });
  });

  it('the service image is us-docker.pkg.dev/remotion-dev/production/render:<version> unless ARTIFACT_REGISTRY_ENV is set', () => {
    const template = (env?: string) => {
      const saved = process.env.ARTIFACT_REGISTRY_ENV;
      const savedEmail = process.env.REMOTION_GCP_CLIENT_EMAIL;
      if (env === undefined) {
        delete process.env.ARTIFACT_REGISTRY_ENV;
      } else {
        process.env.ARTIFACT_REGISTRY_ENV = env;
      }
      process.env.REMOTION_GCP_CLIENT_EMAIL = 'remotion-sa@acme.iam.gserviceaccount.com';
      try {
        return constructServiceTemplate({
          memoryLimit: '2Gi',
          cpuLimit: '1.0',
          timeoutSeconds: 300,
          minInstances: 0,
          maxInstances: 100,
          onlyAllocateCpuDuringRequestProcessing: false,
        }) as unknown as {
          containers: {image: string}[];
          maxInstanceRequestConcurrency: number;
          executionEnvironment: number;
          serviceAccount: string;
        };
      } finally {
        if (saved === undefined) delete process.env.ARTIFACT_REGISTRY_ENV;
        else process.env.ARTIFACT_REGISTRY_ENV = saved;
        if (savedEmail === undefined) delete process.env.REMOTION_GCP_CLIENT_EMAIL;
        else process.env.REMOTION_GCP_CLIENT_EMAIL = savedEmail;
      }
    };
    expect(template().containers[0].image).toBe('us-docker.pkg.dev/remotion-dev/production/render:4.0.278');
    expect(template('development').containers[0].image).toBe(
      'us-docker.pkg.dev/remotion-dev/development/render:4.0.278',
    );
    expect(template().maxInstanceRequestConcurrency).toBe(1);
    // 1 = EXECUTION_ENVIRONMENT_GEN1, a first-generation service.
    expect(template().executionEnvironment).toBe(1);
    expect(template().serviceAccount).toBe('remotion-sa@acme.iam.gserviceaccount.com');
  });

  it('@remotion/cloudrun/defaults: DEFAULT_REGION us-east1, DEFAULT_TIMEOUT 300, instances 0 to 100, prefix remotioncloudrun-', () => {
    const defaults = requireInstalled('@remotion/cloudrun/defaults') as Record<string, unknown>;
    expect(defaults.DEFAULT_REGION).toBe('us-east1');
    expect(defaults.DEFAULT_TIMEOUT).toBe(300);
    expect(defaults.DEFAULT_MIN_INSTANCES).toBe(0);
    expect(defaults.DEFAULT_MAX_INSTANCES).toBe(100);
    expect(defaults.REMOTION_BUCKET_PREFIX).toBe('remotioncloudrun-');
  });

  it('permissions.json lists 15 permissions, from iam.serviceAccounts.actAs to logging.logEntries.list', () => {
    const {list} = requireInstalled('@remotion/cloudrun/permissions.json') as {list: {name: string}[]};
    expect(list).toHaveLength(15);
    expect(list[0].name).toBe('iam.serviceAccounts.actAs');
    expect(list[14].name).toBe('logging.logEntries.list');
    expect(list.map((p) => p.name)).toContain('run.services.update');
  });

  it('the project comes from GCLOUD_PROJECT only when REMOTION_GCP_PROJECT_ID is unset and K_CONFIGURATION is set', () => {
    const {getProjectId, isInCloudTask} = load<{
      getProjectId: Fn<[], string | undefined>;
      isInCloudTask: Fn<[], boolean>;
    }>('functions/helpers/is-in-cloud-task.js');
    const keys = ['REMOTION_GCP_PROJECT_ID', 'K_CONFIGURATION', 'GCLOUD_PROJECT'] as const;
    const saved = keys.map((k) => process.env[k]);
    try {
      delete process.env.REMOTION_GCP_PROJECT_ID;
      process.env.K_CONFIGURATION = 'backend-00001';
      process.env.GCLOUD_PROJECT = 'from-gcloud';
      expect(isInCloudTask()).toBe(true);
      expect(getProjectId()).toBe('from-gcloud');
      process.env.REMOTION_GCP_PROJECT_ID = 'from-remotion';
      expect(isInCloudTask()).toBe(false);
      expect(getProjectId()).toBe('from-remotion');
    } finally {
      keys.forEach((k, i) => {
        if (saved[i] === undefined) delete process.env[k];
        else process.env[k] = saved[i];
      });
    }
  });

  it('a service whose name does not follow the pattern throws "Could not parse service name <name>"; the version keeps its dashes', () => {
    const {parseServiceName} = load<{parseServiceName: Fn<[string, string], Record<string, string>>}>(
      'api/helpers/parse-service-name.js',
    );
    const saved = process.env.REMOTION_GCP_PROJECT_ID;
    process.env.REMOTION_GCP_PROJECT_ID = 'acme-video-prod';
    try {
      expect(() =>
        parseServiceName('projects/acme-video-prod/locations/us-east1/services/remotion-website', 'us-east1'),
      ).toThrow('Could not parse service name remotion-website');
      const parsed = parseServiceName(
        'projects/acme-video-prod/locations/us-central1/services/remotion-4-0-278-mem2gi-cpu1-0-t300',
        'us-central1',
      );
      expect(parsed.remotionVersion).toBe('4-0-278');
      expect(parsed.region).toBe('us-central1');
      expect(parsed.consoleUrl).toBe(
        'https://console.cloud.google.com/run/detail/us-central1/remotion-4-0-278-mem2gi-cpu1-0-t300/logs?project=acme-video-prod',
      );
    } finally {
      if (saved === undefined) delete process.env.REMOTION_GCP_PROJECT_ID;
      else process.env.REMOTION_GCP_PROJECT_ID = saved;
    }
  });

  it('the service request schema drops chromiumOptions keys other than gl, disableWebSecurity, ignoreCertificateErrors, userAgent and headless', () => {
    const {CloudRunPayload} = load<{
      CloudRunPayload: {parse: Fn<[unknown], {chromiumOptions: Record<string, unknown>}>};
    }>('functions/helpers/payloads.js');
    const still = {
      type: 'still',
      serveUrl: 'https://example.com',
      composition: 'C',
      serializedInputPropsWithCustomSchema: '{}',
      imageFormat: 'png',
      scale: 1,
      privacy: 'public',
      envVariables: {},
      outputBucket: 'remotioncloudrun-abc',
      outName: null,
      frame: 0,
      delayRenderTimeoutInMilliseconds: 30000,
      logLevel: 'info',
      offthreadVideoCacheSizeInBytes: null,
      offthreadVideoThreads: null,
      clientVersion: '4.0.278',
      downloadBehavior: {type: 'play-in-browser'},
      chromiumOptions: {gl: 'angle', userAgent: 'x', enableMultiProcessOnLinux: false, darkMode: true},
    };
    expect(CloudRunPayload.parse(still).chromiumOptions).toEqual({gl: 'angle', userAgent: 'x'});
    expect(() => CloudRunPayload.parse({...still, imageFormat: undefined})).toThrow();
  });

  it('a composition whose props exceed 10000000 bytes gets the "props of your composition are large" warning', async () => {
    // The threshold is read from the function that the service runs before every render.
    const source = requireInstalled('node:fs') as typeof import('node:fs');
    const text = source.readFileSync(dist('functions/helpers/get-composition-from-body.js'), 'utf8');
    expect(text).toContain('propsSize > 10000000');
    expect(text).toContain('This may cause slowdown.');
  });
});

describe('renderMediaOnCloudrun() and renderStillOnCloudrun() with an in-memory service', () => {
  let out: Record<string, never>;
  beforeAll(() => {
    const script = `${PRELUDE}
const {EventEmitter} = require('events');
const calls = {bucket: [], serviceInfo: [], sent: [], unhandled: []};
process.on('unhandledRejection', (e) => calls.unhandled.push(e.message));
let chunks = [];
stub(CR('api/get-or-create-bucket.js'), {getOrCreateBucket: async ({region}) => { calls.bucket.push(region); return {bucketName: 'remotioncloudrun-stubbed01', alreadyExisted: true}; }});
stub(CR('api/get-service-info.js'), {getServiceInfo: async ({serviceName}) => { calls.serviceInfo.push(serviceName); return {uri: 'https://' + serviceName + '-x.a.run.app'}; }});
stub(CR('api/helpers/get-cloud-storage-client.js'), {getCloudStorageClient: () => ({bucket: () => ({file: () => ({exists: async () => [false]})})})});
stub(CR('api/helpers/get-auth-client-for-url.js'), {getAuthClientForUrl: async (url) => ({request: async ({data}) => {
  calls.sent.push(data);
  const stream = new EventEmitter();
  const list = chunks;
  setTimeout(() => { for (const c of list) stream.emit('data', Buffer.from(c)); stream.emit('end'); }, 5);
  return {data: stream};
}})});
const {renderMediaOnCloudrun, renderStillOnCloudrun} = require(CR('client.js'));
const base = {region: 'us-east1', cloudRunUrl: 'https://svc.a.run.app', serveUrl: 'https://example.com/site/index.html', composition: 'Tour', codec: 'h264'};
const attempt = async (fn) => { try { return {resolved: await fn()}; } catch (e) { return {rejected: e instanceof Error ? {message: e.message, isError: true} : {...e, isError: false}}; } };
(async () => {
  const progress = [];
  chunks = ['{"onProgress":0}\\n', '{"onProgress":0.5}\\n', '{"onProgress":1}\\n', '{"response":{"type":"success","publicUrl":null,"cloudStorageUri":"gs://b/renders/r/out.mp4","size":"2841000","bucketName":"b","renderId":"r","privacy":"project-private"}}'];
  out.success = await attempt(() => renderMediaOnCloudrun({...base, updateRenderProgress: (...a) => progress.push(a)}));
  out.successProgress = progress.splice(0);
  out.defaults = calls.sent[0];
  out.bucketCallsWithUrl = calls.bucket.splice(0);
  chunks = ['{"onProg', 'ress":0.25}\\n', '{"response":{"type":"success"}}'];
  logs.length = 0;
  out.split = await attempt(() => renderMediaOnCloudrun({...base, updateRenderProgress: (...a) => progress.push(a)}));
  out.splitProgress = progress.splice(0);
  out.splitLogs = logs.splice(0);
  chunks = ['{"onProgress":0.1}\\n{"onProgress":0.2}\\n', '{"response":{"type":"success"}}'];
  logs.length = 0;
  out.twoInOne = await attempt(() => renderMediaOnCloudrun({...base, updateRenderProgress: (...a) => progress.push(a)}));
  out.twoInOneProgress = progress.splice(0);
  out.twoInOneLogs = logs.splice(0).length;
  chunks = ['{"onProgress":0.3}\\n'];
  out.crash = await attempt(() => renderMediaOnCloudrun({...base, updateRenderProgress: (...a) => progress.push(a)}));
  out.crashProgress = progress.splice(0);
  chunks = ['{"type":"error","message":"A delayRender() was called but not cleared","name":"Error","stack":"Error: ..."}'];
  out.error = await attempt(() => renderMediaOnCloudrun(base));
  out.both = await attempt(() => renderMediaOnCloudrun({...base, serviceName: 'remotion-4-0-278-mem2gi-cpu1-0-t300'}));
  out.neither = await attempt(() => renderMediaOnCloudrun({...base, cloudRunUrl: undefined}));
  out.badCodec = await attempt(() => renderMediaOnCloudrun({...base, codec: 'h265'}));
  out.badPrivacy = await attempt(() => renderMediaOnCloudrun({...base, privacy: 'friends'}));
  calls.bucket.length = 0;
  out.badRegion = await attempt(() => renderMediaOnCloudrun({...base, cloudRunUrl: undefined, serviceName: 'remotion-4-0-278-mem2gi-cpu1-0-t300', region: 'mars-1'}));
  out.badRegionBucketFirst = calls.bucket.splice(0);
  chunks = ['{"response":{"type":"success"}}'];
  calls.sent.length = 0;
  await attempt(() => renderMediaOnCloudrun({...base, forceBucketName: 'northwind-customer-videos'}));
  out.forcedBucketLookups = calls.bucket.splice(0);
  out.forcedBucketSent = calls.sent[0].outputBucket;
  calls.sent.length = 0;
  await attempt(() => renderMediaOnCloudrun({...base, cloudRunUrl: undefined, serviceName: 'remotion-4-0-278-mem2gi-cpu1-0-t300'}));
  out.serviceInfoCalls = calls.serviceInfo.splice(0);
  calls.sent.length = 0;
  out.still = await attempt(() => renderStillOnCloudrun({region: 'us-east1', cloudRunUrl: 'https://svc.a.run.app', serveUrl: base.serveUrl, composition: 'Poster', imageFormat: 'jpeg'}));
  out.stillDefaults = calls.sent[0];
  calls.unhandled.length = 0;
  out.missingSite = await attempt(() => renderStillOnCloudrun({region: 'us-east1', cloudRunUrl: 'https://svc.a.run.app', serveUrl: 'https://storage.googleapis.com/remotioncloudrun-w8d1k5s2ne/sites/summer-sale/index.html', composition: 'Poster', imageFormat: 'png'}));
  await new Promise((r) => setTimeout(r, 20));
  out.unhandled = calls.unhandled.splice(0);
  done();
})();
`;
    out = result(runNode('cjs', script)) as Record<string, never>;
  });

  it('updateRenderProgress receives each reported progress except 0, and (0, true) once when the service ends without a result', () => {
    expect(out.successProgress).toEqual([[0.5], [1]]);
    expect(out.crashProgress).toEqual([[0.3], [0, true]]);
  });

  it('a connection that ends without a result resolves with type crash and "Service crashed without sending a response. Check the logs in GCP console."', () => {
    const crash = (out.crash as {resolved: Record<string, unknown>}).resolved;
    expect(crash.type).toBe('crash');
    expect(crash.message).toBe('Service crashed without sending a response. Check the logs in GCP console.');
    expect(Object.keys(crash).sort()).toEqual(
      [
        'cloudRunEndpoint',
        'message',
        'requestCrashTime',
        'requestElapsedTimeInSeconds',
        'requestStartTime',
        'type',
      ].sort(),
    );
  });

  it('an error reported by the service rejects with a plain object {type: error, message, name, stack}, not an Error', () => {
    const rejected = (out.error as {rejected: Record<string, unknown>}).rejected;
    expect(rejected.isError).toBe(false);
    expect(rejected.type).toBe('error');
    expect(rejected.message).toBe('A delayRender() was called but not cleared');
    expect(Object.keys(rejected).sort()).toEqual(['isError', 'message', 'name', 'stack', 'type']);
  });

  it('a progress message split over two pieces prints "Could not parse progress:" and is used once complete', () => {
    expect((out.splitLogs as string[]).some((l) => l.startsWith('Could not parse progress:'))).toBe(true);
    expect(out.splitProgress).toEqual([[0.25]]);
  });

  it('two progress messages in one piece are never parsed, nor is anything after them: the call resolves with type crash', () => {
    expect((out.twoInOne as {resolved: {type: string}}).resolved.type).toBe('crash');
    expect(out.twoInOneProgress).toEqual([[0, true]]);
    expect(out.twoInOneLogs).toBe(2);
  });

  it('passing both serviceName and cloudRunUrl, or neither, rejects with "Either cloudRunUrl or serviceName must be provided"', () => {
    expect((out.both as {rejected: {message: string}}).rejected.message).toBe(
      'Either cloudRunUrl or serviceName must be provided, not both',
    );
    expect((out.neither as {rejected: {message: string}}).rejected.message).toBe(
      'Either cloudRunUrl or serviceName must be provided',
    );
  });

  it('an invalid codec or privacy rejects before any request', () => {
    expect((out.badCodec as {rejected: {message: string}}).rejected.message).toContain(
      "'h265' is not a valid codec for GCP Cloud Run.",
    );
    expect((out.badPrivacy as {rejected: {message: string}}).rejected.message).toBe(
      'Privacy must be either "private" or "public"',
    );
  });

  it('with serviceName, the region is checked only after the output bucket was looked up in it', () => {
    expect((out.badRegion as {rejected: {message: string}}).rejected.message).toContain(
      '"region" parameter must be one of asia-east1,',
    );
    expect(out.badRegionBucketFirst).toEqual(['mars-1']);
  });

  it('without forceBucketName the bucket of region is looked up, also when the service is addressed by URL; with it, no lookup', () => {
    expect(out.bucketCallsWithUrl).toEqual(['us-east1']);
    expect(out.forcedBucketLookups).toEqual([]);
    expect(out.forcedBucketSent).toBe('northwind-customer-videos');
  });

  it('a serviceName costs one getServiceInfo() call before the request', () => {
    expect(out.serviceInfoCalls).toEqual(['remotion-4-0-278-mem2gi-cpu1-0-t300']);
  });

  it('renderMediaOnCloudrun() sends jpegQuality 80, scale 1, everyNthFrame 1, logLevel info, a 30000 ms delayRender timeout and no concurrency by default', () => {
    const d = out.defaults as Record<string, unknown>;
    expect(d.jpegQuality).toBe(80);
    expect(d.scale).toBe(1);
    expect(d.everyNthFrame).toBe(1);
    expect(d.logLevel).toBe('info');
    expect(d.delayRenderTimeoutInMilliseconds).toBe(30000);
    expect(d.concurrency).toBe(null);
    expect(d.muted).toBe(false);
    expect(d.enforceAudioTrack).toBe(false);
    expect(d.preferLossless).toBe(false);
    expect(d.envVariables).toEqual({});
    expect(d.imageFormat).toBe(null);
    expect(d.numberOfGifLoops).toBe(null);
    expect(d.metadata).toBe(null);
    expect(d.downloadBehavior).toEqual({type: 'play-in-browser'});
    expect(d.clientVersion).toBe('4.0.278');
    expect(d.serializedInputPropsWithCustomSchema).toBe('{}');
  });

  it("renderStillOnCloudrun() sends frame 0, jpegQuality 80, privacy 'public', scale 1, outName null and a 30000 ms timeout by default", () => {
    const d = out.stillDefaults as Record<string, unknown>;
    expect(d.type).toBe('still');
    expect(d.frame).toBe(0);
    expect(d.jpegQuality).toBe(80);
    expect(d.privacy).toBe('public');
    expect(d.scale).toBe(1);
    expect(d.outName).toBe(null);
    expect(d.delayRenderTimeoutInMilliseconds).toBe(30000);
    expect(d.logLevel).toBe('info');
    expect(d.envVariables).toEqual({});
    expect(d.chromiumOptions).toEqual({});
    expect(d.downloadBehavior).toEqual({type: 'play-in-browser'});
  });

  it('a missing site behind a storage.googleapis.com serveUrl is an unhandled rejection "serveURL ERROR. File … not found in bucket …"; the call itself goes on', () => {
    expect(out.unhandled).toEqual([
      'serveURL ERROR. File "sites/summer-sale/index.html" not found in bucket "remotioncloudrun-w8d1k5s2ne". Is your site name correct - "summer-sale"?',
    ]);
    expect(out.missingSite).toHaveProperty('resolved');
  });
});

describe('the Cloud Run service handler with an in-memory renderer and bucket', () => {
  let out: Record<string, never>;
  beforeAll(() => {
    const script = `${PRELUDE}
const events = [];
let captured = null;
let progressSeq = [];
const storagePath = require.resolve('@google-cloud/storage', {paths: [CR('functions')]});
stub(storagePath, {Storage: class { bucket(name) { return {upload: async (file, opts) => {
  events.push({upload: {bucket: name, file, destination: opts.destination, acl: opts.predefinedAcl, metadata: opts.metadata}});
  return [{publicUrl: () => 'https://storage.googleapis.com/' + name + '/' + opts.destination, cloudStorageURI: {href: 'gs://' + name + '/' + opts.destination}, getMetadata: async () => [{size: '12345'}]}];
}}; } }});
stub(CR('functions/helpers/get-composition-from-body.js'), {getCompositionFromBody: async () => ({id: 'C', width: 100, height: 100, fps: 30, durationInFrames: 30, props: {}})});
stub(CR('functions/helpers/write-cloudrun-error.js'), {writeCloudrunError: async (e) => events.push({errorTxt: e.renderId})});
const {RenderInternals} = require('@remotion/renderer');
RenderInternals.Log.info = () => undefined;
RenderInternals.Log.warn = (o, ...a) => events.push({warn: a.map(String).join(' ')});
let artifactError = null;
const fake = async (opts) => {
  captured = opts;
  try { opts.onArtifact({filename: 'a.txt', content: 'x', frame: 0}); } catch (e) { artifactError = e.message; }
  if (opts.onProgress) for (const p of progressSeq) opts.onProgress({progress: p, renderedFrames: Math.round(p * 30), encodedFrames: Math.round(p * 20)});
};
RenderInternals.internalRenderMedia = fake;
RenderInternals.internalRenderStill = fake;
global.fetch = async (url, init) => { events.push({webhook: JSON.parse(init.body).progress, url, headers: init.headers, body: JSON.parse(init.body)}); return {}; };
const res = () => ({writeHead() {}, write(s, cb) { cb && cb(); }, end(s) { events.push({end: JSON.parse(s)}); }});
const {renderMediaSingleThread} = require(CR('functions/render-media-single-thread.js'));
const {renderStillSingleThread} = require(CR('functions/render-still-single-thread.js'));
const media = {type: 'media', serveUrl: 'https://example.com', composition: 'C', codec: 'h264', serializedInputPropsWithCustomSchema: '{}', jpegQuality: null, audioCodec: null, audioBitrate: null, videoBitrate: null, encodingMaxRate: null, encodingBufferSize: null, crf: null, pixelFormat: null, imageFormat: null, scale: 1, proResProfile: null, x264Preset: null, everyNthFrame: 1, numberOfGifLoops: null, frameRange: null, envVariables: {}, chromiumOptions: {gl: null, enableMultiProcessOnLinux: false}, muted: false, outputBucket: 'remotioncloudrun-h8p2v6c4na', logLevel: 'info', delayRenderTimeoutInMilliseconds: null, concurrency: null, enforceAudioTrack: false, preferLossless: false, offthreadVideoCacheSizeInBytes: null, offthreadVideoThreads: null, colorSpace: null, clientVersion: '4.0.278', downloadBehavior: {type: 'play-in-browser'}, metadata: null};
const hook = {url: 'https://api.example.com/hooks/render-progress', headers: {Authorization: 'Bearer 5f0c9a71'}, data: {jobId: 'job-7'}};
(async () => {
  progressSeq = [0.05, 0.1, 0.12, 0.16, 0.3, 0.31, 1];
  await renderMediaSingleThread({...media, renderIdOverride: 'job-7', renderStatusWebhook: {...hook, webhookProgressInterval: null}}, res());
  out.defaultInterval = events.filter((e) => e.webhook !== undefined).map((e) => e.webhook);
  out.hookBody = events.find((e) => e.webhook !== undefined).body;
  out.hookHeaders = events.find((e) => e.webhook !== undefined).headers;
  out.lastHookBeforeUpload = events.map((e) => (e.webhook !== undefined ? 'webhook' : e.upload ? 'upload' : e.end ? 'end' : 'other')).join(',');
  out.mediaUpload = events.find((e) => e.upload).upload;
  out.mediaResponse = events.find((e) => e.end).end.response;
  out.artifactError = artifactError;
  out.renderOptions = {gl: captured.chromiumOptions.gl, multiProcess: captured.chromiumOptions.enableMultiProcessOnLinux, hardwareAcceleration: captured.hardwareAcceleration, imageFormat: captured.imageFormat, pixelFormat: captured.pixelFormat, timeout: captured.timeoutInMilliseconds, concurrency: captured.concurrency, jpegQuality: captured.jpegQuality, chromeMode: captured.chromeMode, overwrite: captured.overwrite};
  events.length = 0;
  progressSeq = [0.05, 0.1, 0.2, 0.3, 0.4, 1];
  await renderMediaSingleThread({...media, renderIdOverride: 'job-8', renderStatusWebhook: {...hook, webhookProgressInterval: 0.25}}, res());
  out.quarterInterval = events.filter((e) => e.webhook !== undefined).map((e) => e.webhook);
  events.length = 0;
  progressSeq = [];
  await renderMediaSingleThread({...media, audioCodec: 'pcm-16', privacy: 'private'}, res());
  out.pcmUpload = events.find((e) => e.upload).upload;
  out.privateResponse = events.find((e) => e.end).end.response;
  events.length = 0;
  await renderMediaSingleThread({...media, codec: 'vp8', renderIdOverride: 'job-9', downloadBehavior: {type: 'download', fileName: 'Ada Lovelace.webm'}}, res());
  out.vp8Upload = events.find((e) => e.upload).upload;
  try { await renderMediaSingleThread({...media, clientVersion: '4.0.270'}, res()); } catch (e) { out.mismatch = e.message; }
  events.length = 0;
  progressSeq = [0.5, 1];
  await renderStillSingleThread({type: 'still', serveUrl: 'https://example.com', composition: 'C', serializedInputPropsWithCustomSchema: '{}', imageFormat: 'jpeg', scale: 1, privacy: 'private', envVariables: {}, outputBucket: 'remotioncloudrun-h8p2v6c4na', outName: null, frame: 0, delayRenderTimeoutInMilliseconds: 30000, logLevel: 'info', offthreadVideoCacheSizeInBytes: null, offthreadVideoThreads: null, clientVersion: '4.0.278', downloadBehavior: {type: 'play-in-browser'}, renderStatusWebhook: hook}, res());
  out.stillUpload = events.find((e) => e.upload).upload;
  out.stillResponse = events.find((e) => e.end).end.response;
  out.stillWebhooks = events.filter((e) => e.webhook !== undefined).length;
  out.stillOptions = {gl: captured.chromiumOptions.gl, multiProcess: captured.chromiumOptions.enableMultiProcessOnLinux};
  try { await renderStillSingleThread({type: 'still', clientVersion: '4.0.270'}, res()); } catch (e) { out.stillMismatch = e.message; }
  done();
})();
`;
    out = result(runNode('cjs', script)) as Record<string, never>;
  });

  it('the webhook is called at the first report, after each advance of at least 0.1 (or webhookProgressInterval) and at progress 1', () => {
    expect(out.defaultInterval).toEqual([0.05, 0.16, 0.3, 1]);
    expect(out.quarterInterval).toEqual([0.05, 0.3, 1]);
  });

  it('the webhook body spreads data with progress, renderId, renderedFrames and encodedFrames; headers get Content-Type: application/json', () => {
    expect(out.hookBody).toEqual({
      jobId: 'job-7',
      progress: 0.05,
      renderId: 'job-7',
      renderedFrames: 2,
      encodedFrames: 1,
    });
    expect(out.hookHeaders).toEqual({Authorization: 'Bearer 5f0c9a71', 'Content-Type': 'application/json'});
  });

  it('the last webhook call (progress 1) happens before the upload and without the file URL', () => {
    expect(out.lastHookBeforeUpload).toBe('webhook,webhook,webhook,webhook,upload,end');
    expect(Object.keys(out.hookBody)).not.toContain('publicUrl');
  });

  it('without outName the file is renders/<render-id>/out.<extension> for codec and audio codec: out.mp4, out.mkv for h264 + pcm-16, out.webm', () => {
    expect((out.mediaUpload as {destination: string}).destination).toBe('renders/job-7/out.mp4');
    expect((out.pcmUpload as {destination: string}).destination).toMatch(/^renders\/[a-z0-9]{10}\/out\.mkv$/);
    expect((out.vp8Upload as {destination: string}).destination).toBe('renders/job-9/out.webm');
  });

  it('a render ID that is not overridden is 10 random lowercase letters and digits', () => {
    expect((out.pcmUpload as {destination: string}).destination.split('/')[1]).toMatch(/^[a-z0-9]{10}$/);
  });

  it('privacy public uploads with publicRead and returns a publicUrl; private uploads projectPrivate with publicUrl null', () => {
    expect((out.mediaUpload as {acl: string}).acl).toBe('publicRead');
    expect((out.mediaResponse as {privacy: string}).privacy).toBe('public-read');
    expect((out.mediaResponse as {publicUrl: string}).publicUrl).toBe(
      'https://storage.googleapis.com/remotioncloudrun-h8p2v6c4na/renders/job-7/out.mp4',
    );
    expect((out.pcmUpload as {acl: string}).acl).toBe('projectPrivate');
    expect((out.privateResponse as {publicUrl: unknown}).publicUrl).toBe(null);
    expect((out.privateResponse as {privacy: string}).privacy).toBe('project-private');
  });

  it('the size in the result is the string of digits that Cloud Storage reports', () => {
    expect((out.mediaResponse as {size: unknown}).size).toBe('12345');
  });

  it('a download file name with a space reaches Cloud Storage percent-encoded as Content-Disposition', () => {
    expect((out.vp8Upload as {metadata: unknown}).metadata).toEqual({
      contentDisposition: 'attachment; filename="Ada%20Lovelace.webm"',
    });
  });

  it("the service renders with gl 'swangle' when none is given, always enables multi-process, uses no hardware acceleration and Chrome Headless Shell", () => {
    expect(out.renderOptions).toEqual({
      gl: 'swangle',
      multiProcess: true,
      hardwareAcceleration: 'disable',
      imageFormat: 'jpeg',
      pixelFormat: 'yuv420p',
      timeout: 30000,
      concurrency: null,
      jpegQuality: 80,
      chromeMode: 'headless-shell',
      overwrite: true,
    });
    expect(out.stillOptions).toEqual({gl: 'swangle', multiProcess: true});
  });

  it('an <Artifact> fails with "Emitting artifacts is not supported in Cloud Run"', () => {
    expect(out.artifactError).toBe('Emitting artifacts is not supported in Cloud Run');
  });

  it('a client of another version gets "Version mismatch: …" naming the service version twice, for stills too with renderMediaOnCloudRun()', () => {
    const expected =
      'Version mismatch: When calling renderMediaOnCloudRun(), you called a service, which has the version 4.0.278, but the @remotion/cloudrun package you used to invoke the function has version 4.0.278. Deploy a new service and use it to call renderMediaOnCloudrun().';
    expect(out.mismatch).toBe(expected);
    expect(out.stillMismatch).toBe(expected);
  });

  it('a still is stored as renders/<render-id>/out.png whatever the image format, gets a publicUrl even when private, and never calls the webhook', () => {
    expect((out.stillUpload as {destination: string}).destination).toMatch(/^renders\/[a-z0-9]{10}\/out\.png$/);
    expect((out.stillUpload as {acl: string}).acl).toBe('projectPrivate');
    expect((out.stillResponse as {publicUrl: string}).publicUrl).toMatch(/^https:\/\/storage\.googleapis\.com\//);
    expect((out.stillResponse as {privacy: string}).privacy).toBe('project-private');
    expect(out.stillWebhooks).toBe(0);
  });
});

describe('Cloud Run without credentials', () => {
  it('missing credential variables reject the call with "The incoming JSON object does not contain a client_email field" and also raise it as an unhandled rejection', () => {
    const script = `
const unhandled = [];
process.on('unhandledRejection', (e) => unhandled.push(e.message));
for (const k of ['REMOTION_GCP_PROJECT_ID', 'REMOTION_GCP_CLIENT_EMAIL', 'REMOTION_GCP_PRIVATE_KEY', 'GOOGLE_APPLICATION_CREDENTIALS']) delete process.env[k];
const {renderMediaOnCloudrun} = require('@remotion/cloudrun/client');
renderMediaOnCloudrun({region: 'us-east1', cloudRunUrl: 'https://svc.a.run.app', forceBucketName: 'remotioncloudrun-abc', serveUrl: 'https://storage.googleapis.com/remotioncloudrun-abc/sites/x/index.html', composition: 'A', codec: 'h264'})
  .then(() => 'resolved', (e) => e.message)
  .then(async (rejection) => { await new Promise((r) => setTimeout(r, 100)); console.log(JSON.stringify({rejection, unhandled})); process.exit(0); });
`;
    const printed = JSON.parse(runNode('cjs', script).trim().split('\n').pop() as string) as {
      rejection: string;
      unhandled: string[];
    };
    expect(printed.rejection).toBe('The incoming JSON object does not contain a client_email field');
    expect(printed.unhandled).toEqual(['The incoming JSON object does not contain a client_email field']);
  });
});

describe('npx remotion cloudrun commands with in-memory Google Cloud', () => {
  let out: Record<string, never>;
  beforeAll(() => {
    const script = `${PRELUDE}
for (const k of ['REMOTION_GCP_PROJECT_ID', 'REMOTION_GCP_REGION', 'CI']) delete process.env[k];
const calls = {bucket: [], deploySite: [], renderMedia: [], renderStill: []};
let services = [];
const crash = (elapsed) => ({type: 'crash', cloudRunEndpoint: 'https://remotion-4-0-278-mem2gi-cpu1-0-t300-9wq4cz1mre-ue.a.run.app', message: 'Service crashed without sending a response. Check the logs in GCP console.', requestStartTime: new Date().toISOString(), requestCrashTime: new Date().toISOString(), requestElapsedTimeInSeconds: elapsed});
let nextResult = crash(295);
stub(CR('api/get-or-create-bucket.js'), {getOrCreateBucket: async ({region}) => { calls.bucket.push(region); return {bucketName: 'remotioncloudrun-h8p2v6c4na', alreadyExisted: true}; }});
stub(CR('api/get-services.js'), {getServices: async (p) => { calls.getServices = p; return services; }});
stub(CR('api/get-service-info.js'), {getServiceInfo: async ({serviceName, region}) => ({serviceName, region, uri: 'https://' + serviceName + '.a.run.app', remotionVersion: '4-0-270', cpuLimit: '1.0', memoryLimit: '2Gi', timeoutInSeconds: 300, consoleUrl: 'https://console'})});
let sites = [];
stub(CR('api/get-sites.js'), {getSites: async () => ({sites, buckets: []})});
stub(CR('api/delete-site.js'), {deleteSite: async (o) => { calls.deletedSites.push(o.siteName); }});
stub(CR('api/delete-service.js'), {deleteService: async (o) => { calls.deletedServices.push(o.serviceName); }});
let deployResult = null;
stub(CR('api/deploy-service.js'), {internalDeployService: async (o) => { calls.deploy = {memoryLimit: o.memoryLimit, cpuLimit: o.cpuLimit, timeoutSeconds: o.timeoutSeconds, minInstances: o.minInstances, maxInstances: o.maxInstances, onlyAllocateCpuDuringRequestProcessing: o.onlyAllocateCpuDuringRequestProcessing, performImageVersionValidation: o.performImageVersionValidation}; if (!deployResult) throw new Error('PERMISSION_DENIED'); return deployResult; }, deployService: async () => undefined});
let answers = [];
stub(CR('cli/helpers/confirm.js'), {confirmCli: async () => answers.shift()});
calls.deletedServices = []; calls.deletedSites = [];
stub(CR('api/deploy-site.js'), {internalDeploySiteRaw: async (o) => { calls.deploySite.push({siteName: o.siteName === undefined ? 'UNDEFINED' : o.siteName, publicDir: o.options.publicDir, rootDir: o.options.rootDir === ROOT}); return {serveUrl: 'https://storage.googleapis.com/remotioncloudrun-h8p2v6c4na/sites/undefined/index.html', siteName: o.siteName, stats: {uploadedFiles: 1, deletedFiles: 0, untouchedFiles: 0}}; }, deploySite: async () => undefined});
stub(CR('api/render-media-on-cloudrun.js'), {internalRenderMediaOnCloudrun: async (o) => { calls.lastMediaOptions = o; calls.renderMedia.push({serveUrl: o.serveUrl, concurrency: o.concurrency, imageFormat: o.imageFormat === undefined ? 'UNDEFINED' : o.imageFormat, audioCodec: o.audioCodec === undefined ? 'UNDEFINED' : o.audioCodec, privacy: o.privacy, cloudRunUrl: o.cloudRunUrl, preferLossless: o.preferLossless, codec: o.codec}); return nextResult; }, renderMediaOnCloudrun: async () => undefined});
stub(CR('api/render-still-on-cloudrun.js'), {renderStillOnCloudrun: async (o) => { calls.renderStill.push({imageFormat: o.imageFormat, keys: Object.keys(o), jpegQuality: o.jpegQuality, scale: o.scale, timeout: o.delayRenderTimeoutInMilliseconds, headless: o.chromiumOptions.headless}); return nextResult; }});
stub(CR('api/download-file.js'), {downloadFile: async () => ({outputPath: '/tmp/x'})});
stub(CR('api/helpers/get-cloud-storage-client.js'), {getCloudStorageClient: () => ({})});
stub(CR('api/helpers/get-cloud-logging-client.js'), {getCloudLoggingClient: () => ({listLogEntriesAsync: async function* () {}})});
stub(CR('shared/validate-image-remotion-version.js'), {validateImageRemotionVersion: async () => undefined});
stub(CR('api/iam-validation/testPermissions.js'), {testPermissions: async () => { throw new Error('The incoming JSON object does not contain a client_email field'); }, logPermissionOutput: () => ''});
const {CliInternals} = require('@remotion/cli');
const {Config} = require('@remotion/cli/config');
const args = require(CR('cli/args.js'));
const setArgs = (cloudrun, cli = {}) => {
  for (const k of Object.keys(args.parsedCloudrunCli)) delete args.parsedCloudrunCli[k];
  Object.assign(args.parsedCloudrunCli, {_: []}, cloudrun);
  for (const k of Object.keys(CliInternals.parsedCli)) delete CliInternals.parsedCli[k];
  Object.assign(CliInternals.parsedCli, {_: [], overwrite: true, muted: null}, cli);
};
const {RenderInternals} = require('@remotion/renderer');
let preparedServeUrl = null;
RenderInternals.prepareServer = async (o) => { preparedServeUrl = o.webpackConfigOrServeUrl; throw new Error('COMPOSITION-PICKER-REACHED'); };
const {executeCommand} = require(CR('cli/index.js'));
const {renderCommand} = require(CR('cli/commands/render/index.js'));
const {stillCommand} = require(CR('cli/commands/still.js'));
const {getGcpRegion} = require(CR('cli/get-gcp-region.js'));
const run = async (fn) => {
  logs.length = 0; exits.length = 0;
  const start = Date.now();
  let error = null;
  try { await fn(); } catch (e) { if (!(e instanceof ExitSignal)) error = e.message; }
  return {logs: logs.splice(0), exits: exits.splice(0), error, ms: Date.now() - start};
};
(async () => {
  setArgs({});
  services = [{serviceName: 'remotion-4-0-278-mem4gi-cpu2-t900', uri: 'https://first.a.run.app'}];
  out.siteNameNoComposition = await run(() => renderCommand(['product-tour'], ROOT, 'info'));
  out.preparedServeUrl = preparedServeUrl;
  setArgs({});
  out.noServeUrl = await run(() => renderCommand([], ROOT, 'info'));
  setArgs({'cloud-run-url': 'https://a.run.app', 'service-name': 'remotion-x'});
  out.bothService = await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  setArgs({});
  services = [];
  out.noService = await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  out.getServicesArgs = calls.getServices;
  services = [{serviceName: 'remotion-4-0-278-mem4gi-cpu2-t900', uri: 'https://first.a.run.app'}, {serviceName: 'remotion-4-0-278-mem2gi-cpu1-0-t300', uri: 'https://second.a.run.app'}];
  setArgs({privacy: 'friends'});
  out.badPrivacy = await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  setArgs({}, {codec: 'vp8'});
  calls.renderMedia.length = 0;
  Config.setConcurrency(4);
  Config.setVideoImageFormat('png');
  Config.setAudioCodec('pcm-16');
  nextResult = crash(295);
  out.crashTimeout = await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  out.crashCall = calls.renderMedia[0];
  out.bucketLookupWithUrl = calls.bucket.slice(-1);
  nextResult = crash(100);
  setArgs({});
  out.crashMemory = await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  setArgs({});
  out.stillCrash = await run(() => stillCommand(['https://example.com/s/index.html', 'Poster'], ROOT, 'info'));
  setArgs({'out-name': 'poster-final.jpg'}, {'image-format': 'png'});
  out.stillMismatch = await run(() => stillCommand(['https://example.com/s/index.html', 'Poster'], ROOT, 'info'));
  setArgs({});
  out.regionDefault = getGcpRegion();
  process.env.REMOTION_GCP_REGION = 'europe-west4';
  out.regionEnv = getGcpRegion();
  setArgs({region: 'asia-east1'});
  out.regionFlag = getGcpRegion();
  delete process.env.REMOTION_GCP_REGION;
  setArgs({region: 'europe-west10'});
  out.regionInvalid = await run(() => getGcpRegion());
  setArgs({});
  out.deployNoProject = await run(() => executeCommand(['services', 'deploy'], ROOT, 'info'));
  out.unknownService = await run(() => executeCommand(['services', 'create'], ROOT, 'info'));
  out.unknownSite = await run(() => executeCommand(['sites', 'deploy'], ROOT, 'info'));
  out.unknownCommand = await run(() => executeCommand(['compositions'], ROOT, 'info'));
  out.deployTypo = await run(() => executeCommand(['deploy'], ROOT, 'info'));
  out.noCommand = await run(() => executeCommand([], ROOT, 'info'));
  out.regions = await run(() => executeCommand(['regions'], ROOT, 'info'));
  out.permissions = await run(() => executeCommand(['permissions'], ROOT, 'info'));
  out.sitesRmNone = await run(() => executeCommand(['sites', 'rm'], ROOT, 'info'));
  out.sitesRmEmpty = await run(() => executeCommand(['sites', 'rm', '()'], ROOT, 'info'));
  out.servicesRmNone = await run(() => executeCommand(['services', 'rm'], ROOT, 'info'));
  out.servicesRmEmpty = await run(() => executeCommand(['services', 'rm', '()'], ROOT, 'info'));
  setArgs({}, {q: true});
  services = [];
  out.servicesLsQuiet = await run(() => executeCommand(['services', 'ls'], ROOT, 'info'));
  out.servicesLsArgs = calls.getServices;
  setArgs({}, {q: true});
  out.sitesLsQuiet = await run(() => executeCommand(['sites', 'ls'], ROOT, 'info'));
  setArgs({});
  out.sitesCreateNoName = await run(() => executeCommand(['sites', 'create', 'package.json'], ROOT, 'info'));
  setArgs({'site-name': 123});
  out.sitesCreateNumber = await run(() => executeCommand(['sites', 'create', 'package.json'], ROOT, 'info'));
  out.deploySiteCalls = calls.deploySite;
  out.cpuLimitParsed = CliInternals.minimist(['--cpuLimit=1.0', '--timeoutSeconds=600'], {boolean: CliInternals.BooleanFlags, string: ['_']});
  services = [{serviceName: 'remotion-4-0-278-mem4gi-cpu2-t900', uri: 'https://first.a.run.app'}];
  setArgs({}, {crf: 21, 'jpeg-quality': 70, scale: 2, 'x264-preset': 'fast', 'color-space': 'bt709', 'audio-bitrate': '128k', 'max-rate': '5M', 'buffer-size': '10M', 'number-of-gif-loops': 2, 'enforce-audio-track': true, 'offthreadvideo-cache-size-in-bytes': 1000000, 'offthreadvideo-video-threads': 3, timeout: 60000, 'disable-headless': true, gl: 'angle', codec: 'h264'});
  await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  const m = calls.lastMediaOptions;
  out.forwarded = {crf: m.crf, jpegQuality: m.jpegQuality, scale: m.scale, x264Preset: m.x264Preset, colorSpace: m.colorSpace, audioBitrate: m.audioBitrate, encodingMaxRate: m.encodingMaxRate, encodingBufferSize: m.encodingBufferSize, numberOfGifLoops: m.numberOfGifLoops, enforceAudioTrack: m.enforceAudioTrack, offthreadVideoCacheSizeInBytes: m.offthreadVideoCacheSizeInBytes, offthreadVideoThreads: m.offthreadVideoThreads, delayRenderTimeoutInMilliseconds: m.delayRenderTimeoutInMilliseconds, headless: m.chromiumOptions.headless, gl: m.chromiumOptions.gl, renderIdOverride: m.renderIdOverride, renderStatusWebhook: m.renderStatusWebhook};
  setArgs({}, {sequence: true});
  require('@remotion/cli/config').ConfigInternals.setFrameRangeFromCli(42);
  await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  out.singleFrame = {frameRange: calls.lastMediaOptions.frameRange, codec: calls.lastMediaOptions.codec};
  Config.setFrameRange(null);
  setArgs({webhook: 'https://api.example.com/hook', 'render-id-override': 'job-7'}, {'jpeg-quality': 70, scale: 2, timeout: 60000, 'disable-headless': true, 'offthreadvideo-cache-size-in-bytes': 1000000});
  await run(() => renderCommand(['https://example.com/s/index.html', 'Tour'], ROOT, 'info'));
  out.renderWebhook = {renderIdOverride: calls.lastMediaOptions.renderIdOverride, renderStatusWebhook: calls.lastMediaOptions.renderStatusWebhook};
  calls.renderStill.length = 0;
  await run(() => stillCommand(['https://example.com/s/index.html', 'Poster'], ROOT, 'info'));
  out.stillForwarded = calls.renderStill[0];
  setArgs({});
  delete process.env.REMOTION_GCP_PROJECT_ID;
  process.env.REMOTION_GCP_PROJECT_ID = 'acme-video-prod';
  deployResult = {fullName: 'projects/acme-video-prod/locations/us-east1/services/remotion-4-0-278-mem2gi-cpu1-0-t300', shortName: 'remotion-4-0-278-mem2gi-cpu1-0-t300', uri: 'https://x.a.run.app', alreadyExists: false};
  out.deployDefaults = await run(() => executeCommand(['services', 'deploy'], ROOT, 'info'));
  out.deployArgs = calls.deploy;
  deployResult = {...deployResult, alreadyExists: true};
  out.deployExisting = await run(() => executeCommand(['services', 'deploy'], ROOT, 'info'));
  setArgs({}, {q: true});
  out.deployQuiet = await run(() => executeCommand(['services', 'deploy'], ROOT, 'info'));
  setArgs({});
  deployResult = null;
  out.deployFails = await run(() => executeCommand(['services', 'deploy'], ROOT, 'info'));
  delete process.env.REMOTION_GCP_PROJECT_ID;
  answers = [false, true];
  out.servicesRmSkip = await run(() => executeCommand(['services', 'rm', 'remotion-4-0-270-mem2gi-cpu1-0-t300', 'remotion-4-0-271-mem2gi-cpu1-0-t300'], ROOT, 'info'));
  out.deletedServices = calls.deletedServices.splice(0);
  sites = [{id: 'promo', bucketName: 'remotioncloudrun-h8p2v6c4na', bucketRegion: 'us-east1', serveUrl: 'https://x'}, {id: 'promo-v2', bucketName: 'remotioncloudrun-h8p2v6c4na', bucketRegion: 'us-east1', serveUrl: 'https://y'}];
  answers = [false];
  out.sitesRmAbort = await run(() => executeCommand(['sites', 'rm', 'promo', 'promo-v2'], ROOT, 'info'));
  out.sitesDeletedAfterAbort = calls.deletedSites.splice(0);
  out.sitesRmUnknown = await run(() => executeCommand(['sites', 'rm', 'holiday-card-2024', 'promo'], ROOT, 'info'));
  out.sitesDeletedAfterUnknown = calls.deletedSites.splice(0);
  answers = [false, true];
  out.sitesRmallSkip = await run(() => executeCommand(['sites', 'rmall'], ROOT, 'info'));
  out.sitesDeletedByRmall = calls.deletedSites.splice(0);
  const {sitesCreateSubcommand} = require(CR('cli/commands/sites/create.js'));
  const emptyRoot = require('fs').mkdtempSync(path.join(require('os').tmpdir(), 'ccr-noentry-'));
  out.sitesCreateNoEntry = await run(() => sitesCreateSubcommand([], emptyRoot, 'info'));
  require('fs').rmSync(emptyRoot, {recursive: true, force: true});
  const aliases = {};
  for (const flag of ['--yes', '-y', '--force', '-f']) {
    process.argv = [process.argv[0], 'remotion', 'cloudrun', 'sites', 'rmall', flag];
    delete require.cache[require.resolve(CR('cli/args.js'))];
    aliases[flag] = Boolean(require(CR('cli/args.js')).forceFlagProvided);
  }
  process.argv = [process.argv[0], 'remotion', 'cloudrun', 'sites', 'rmall'];
  delete require.cache[require.resolve(CR('cli/args.js'))];
  aliases.none = Boolean(require(CR('cli/args.js')).forceFlagProvided);
  out.aliases = aliases;
  done();
})();
`;
    out = result(runNode('cjs', script)) as Record<string, never>;
  });

  type Run = {logs: string[]; exits: number[]; error: string | null; ms: number};
  const run = (key: string) => out[key] as unknown as Run;

  it('render with a site name and no composition ID resolves the site to its full https:// URL and goes on to the composition picker', () => {
    expect(run('siteNameNoComposition').error).toBe('COMPOSITION-PICKER-REACHED');
    expect(out.preparedServeUrl).toBe(
      'https://storage.googleapis.com/remotioncloudrun-h8p2v6c4na/sites/product-tour/index.html',
    );
  });

  it('render without a serve URL prints "No serve URL passed." and exits with code 1', () => {
    expect(run('noServeUrl').logs).toContain('No serve URL passed.');
    expect(run('noServeUrl').exits[0]).toBe(1);
  });

  it('--cloud-run-url together with --service-name fails with "Both a Cloud Run URL and a Service Name was provided. Specify only one."', () => {
    expect(run('bothService').logs).toContain(
      'Both a Cloud Run URL and a Service Name was provided. Specify only one.',
    );
    expect(run('bothService').exits[0]).toBe(1);
  });

  it('without a service and without compatible services: "No compatible services found. Please create a service first:", exit code 1', () => {
    expect(run('noService').logs).toContain('No compatible services found. Please create a service first:');
    expect(run('noService').exits[0]).toBe(1);
    expect(out.getServicesArgs).toEqual({region: 'us-east1', compatibleOnly: true});
  });

  it('an invalid --privacy fails with \'Privacy must be either "private" or "public"\'', () => {
    expect(run('badPrivacy').error).toBe('Privacy must be either "private" or "public"');
  });

  it('a crashed render prints the cause and returns at once: the 30-second wait for Cloud Logging never completes', () => {
    const crash = run('crashTimeout');
    expect(crash.logs.join('\n')).toContain(
      'Error rendering on Cloud Run. The Cloud Run service did not return a response.',
    );
    expect(crash.logs.join('\n')).toContain(
      'Render call likely timed out. Service timeout is 300 seconds, and render took at least 295.0 seconds.',
    );
    expect(crash.logs.join('\n')).toContain('The crash may be due to the service exceeding its memory limit of 2gi.');
    expect(crash.logs.join('\n')).not.toContain('Fetching logs');
    expect(crash.error).toBe(null);
    expect(crash.ms).toBeLessThan(5000);
    expect(run('stillCrash').logs.join('\n')).toContain('Error rendering on Cloud Run.');
    expect(run('stillCrash').ms).toBeLessThan(5000);
  });

  it('a crash well below the timeout prints "Crash unlikely due to timeout."', () => {
    expect(run('crashMemory').logs.join('\n')).toContain(
      'Crash unlikely due to timeout. Render took 100.0 seconds, below the timeout of 300 seconds.',
    );
  });

  it('render sends no concurrency, image format or audio codec from the config file, and never preferLossless', () => {
    expect(out.crashCall).toEqual({
      serveUrl: 'https://example.com/s/index.html',
      concurrency: null,
      imageFormat: 'UNDEFINED',
      audioCodec: 'UNDEFINED',
      privacy: 'public',
      cloudRunUrl: 'https://first.a.run.app',
      preferLossless: false,
      codec: 'vp8',
    });
  });

  it('the status line shows "Output File = out.mp4" when --out-name is missing, whatever the codec', () => {
    expect(run('crashTimeout').logs.join('\n')).toContain('Output File = out.mp4');
    expect(run('crashTimeout').logs.join('\n')).toContain('Codec = vp8');
  });

  it('render with a full URL still looks up the Remotion bucket of the region for the output when --force-bucket-name is missing', () => {
    expect(out.bucketLookupWithUrl).toEqual(['us-east1']);
  });

  it('without --service-name or --cloud-run-url the first compatible service of the region is used', () => {
    expect((out.crashCall as {cloudRunUrl: string}).cloudRunUrl).toBe('https://first.a.run.app');
  });

  it('still: an --image-format that contradicts --out-name fails with "Image format mismatch: …"', () => {
    expect(run('stillMismatch').error).toContain(
      'Image format mismatch: poster-final.jpg was given as the S3 output key',
    );
  });

  it('the region is --region, then REMOTION_GCP_REGION, then us-east1, and must be a supported region', () => {
    expect(out.regionDefault).toBe('us-east1');
    expect(out.regionEnv).toBe('europe-west4');
    expect(out.regionFlag).toBe('asia-east1');
    expect(run('regionInvalid').error).toContain('europe-west10 is not a valid GCP region. Must be one of:');
  });

  it('services deploy without REMOTION_GCP_PROJECT_ID prints "REMOTION_GCP_PROJECT_ID not found in the .env file." and exits with code 0', () => {
    expect(run('deployNoProject').logs).toContain('REMOTION_GCP_PROJECT_ID not found in the .env file.');
    expect(run('deployNoProject').exits[0]).toBe(0);
  });

  it('unknown subcommands print "Subcommand <name> not found." and exit with code 1; unknown commands "Command <name> not found."', () => {
    expect(run('unknownService').logs).toContain('Subcommand create not found.');
    expect(run('unknownService').exits[0]).toBe(1);
    expect(run('unknownSite').logs).toContain('Subcommand deploy not found.');
    expect(run('unknownSite').exits[0]).toBe(1);
    expect(run('unknownCommand').logs).toContain('Command compositions not found.');
    expect(run('unknownCommand').exits[0]).toBe(1);
    expect(run('deployTypo').logs).toContain('Did you mean "service deploy"?');
    expect(run('noCommand').logs).toContain('Available commands:');
    expect(run('noCommand').exits[0]).toBe(0);
  });

  it('regions prints the 35 regions on one line separated by spaces', () => {
    const line = run('regions').logs.find((l) => l.startsWith('asia-east1 '));
    expect(line?.split(' ')).toHaveLength(35);
  });

  it('permissions reports a failed check with "Did not have the required permissions on GCP:" and does not exit with an error', () => {
    expect(run('permissions').logs).toContain('Did not have the required permissions on GCP:');
    expect(run('permissions').logs).toContain('The incoming JSON object does not contain a client_email field');
    expect(run('permissions').exits).toEqual([]);
    expect(run('permissions').error).toBe(null);
  });

  it('sites rm and services rm need a name, and answer the () of an empty ls --quiet with "No sites to remove." / "No services to remove."', () => {
    expect(run('sitesRmNone').logs[0]).toBe(
      'No site name was passed. Run the command again and pass another argument <site-name>.',
    );
    expect(run('sitesRmNone').exits[0]).toBe(1);
    expect(run('sitesRmEmpty').logs).toContain('No sites to remove.');
    expect(run('servicesRmNone').logs).toContain('No service name passed.');
    expect(run('servicesRmNone').exits[0]).toBe(1);
    expect(run('servicesRmEmpty').logs).toContain('No services to remove.');
  });

  it('services ls --quiet and sites ls --quiet print () when there is nothing; services ls lists every Remotion version', () => {
    expect(run('servicesLsQuiet').logs).toContain('()');
    expect(out.servicesLsArgs).toEqual({region: 'us-east1', compatibleOnly: false});
    expect(run('sitesLsQuiet').logs).toContain('()');
  });

  it('sites create without --site-name passes no name, so the site goes to sites/undefined/; a numeric name is rejected', () => {
    expect(out.deploySiteCalls).toEqual([{siteName: 'UNDEFINED', publicDir: null, rootDir: true}]);
    expect(run('sitesCreateNumber').logs.join('\n')).toContain(
      "The 'projectName' argument must be a string if provided, but is 123",
    );
    expect(run('sitesCreateNumber').exits[0]).toBe(1);
  });

  it('the argument parser turns --cpuLimit=1.0 into the number 1, so the name part becomes cpu1', () => {
    const parsed = out.cpuLimitParsed as {cpuLimit: unknown; timeoutSeconds: unknown};
    expect(parsed.cpuLimit).toBe(1);
    expect(`cpu${String(parsed.cpuLimit).replace(/\./g, '-')}`).toBe('cpu1');
  });

  it('render reads the encoding and browser flags like npx remotion render and they are sent to the service with the request', () => {
    expect(out.forwarded).toEqual({
      crf: 21,
      jpegQuality: 70,
      scale: 2,
      x264Preset: 'fast',
      colorSpace: 'bt709',
      audioBitrate: '128k',
      encodingMaxRate: '5M',
      encodingBufferSize: '10M',
      numberOfGifLoops: 2,
      enforceAudioTrack: true,
      offthreadVideoCacheSizeInBytes: 1000000,
      offthreadVideoThreads: 3,
      delayRenderTimeoutInMilliseconds: 60000,
      headless: false,
      gl: 'angle',
      renderIdOverride: null,
      renderStatusWebhook: null,
    });
  });

  it('render with --frames=42 sends a one-frame range for a video codec and does not read --sequence', () => {
    expect(out.singleFrame).toEqual({frameRange: 42, codec: 'h264'});
  });

  it('render passes --render-id-override and --webhook on; the webhook calls are not signed', () => {
    expect(out.renderWebhook).toEqual({
      renderIdOverride: 'job-7',
      renderStatusWebhook: {
        url: 'https://api.example.com/hook',
        headers: {},
        data: null,
        webhookProgressInterval: null,
      },
    });
  });

  it('still sends --jpeg-quality, --scale, --timeout and --disable-headless, but never reads --webhook or --render-id-override, and --offthreadvideo-cache-size-in-bytes is not sent to the service', () => {
    const still = out.stillForwarded as {
      keys: string[];
      jpegQuality: number;
      scale: number;
      timeout: number;
      headless: boolean;
    };
    expect([still.jpegQuality, still.scale, still.timeout, still.headless]).toEqual([70, 2, 60000, false]);
    expect(still.keys).not.toContain('renderIdOverride');
    expect(still.keys).not.toContain('renderStatusWebhook');
    expect(still.keys).not.toContain('offthreadVideoCacheSizeInBytes');
  });

  it('services deploy defaults: memoryLimit 2Gi, cpuLimit 1.0, timeoutSeconds 300, minInstances 0, maxInstances 100, CPU always allocated', () => {
    expect(out.deployArgs).toEqual({
      memoryLimit: '2Gi',
      cpuLimit: '1.0',
      timeoutSeconds: 300,
      minInstances: 0,
      maxInstances: 100,
      onlyAllocateCpuDuringRequestProcessing: false,
      performImageVersionValidation: false,
    });
    expect(run('deployDefaults').logs.join('\n')).toContain('Cloud Run Deployed!');
  });

  it('services deploy of an existing name prints "Service already exists, skipping deployment;"; --quiet prints only the service name', () => {
    expect(run('deployExisting').logs.join('\n')).toContain('Service already exists, skipping deployment;');
    expect(run('deployQuiet').logs.filter((l) => l.trim() !== '')).toEqual(['remotion-4-0-278-mem2gi-cpu1-0-t300']);
  });

  it('a failing deployment prints "Failed to deploy service - <name>." before the error', () => {
    const fails = run('deployFails');
    const index = fails.logs.indexOf('Failed to deploy service - remotion-4-0-278-mem2gi-cpu1-0-t300.');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(fails.logs.slice(index).join('\n')).toContain('PERMISSION_DENIED');
  });

  it('services rm: answering n prints "Skipping service - <name>." and goes on with the next name', () => {
    expect(run('servicesRmSkip').logs).toContain('Skipping service - remotion-4-0-270-mem2gi-cpu1-0-t300.');
    expect(out.deletedServices).toEqual(['remotion-4-0-271-mem2gi-cpu1-0-t300']);
  });

  it('sites rm: answering n prints "Aborting." and stops; an unknown name fails with "<name> was not found in <region>." before the names after it', () => {
    expect(run('sitesRmAbort').logs).toContain('Aborting.');
    expect(run('sitesRmAbort').exits).toEqual([]);
    expect(out.sitesDeletedAfterAbort).toEqual([]);
    expect(run('sitesRmUnknown').logs.join('\n')).toContain('holiday-card-2024 was not found in us-east1.');
    expect(run('sitesRmUnknown').exits[0]).toBe(1);
    expect(out.sitesDeletedAfterUnknown).toEqual([]);
  });

  it('sites rmall: "n" skips with "Skipping site - <name>." and continues with the next site', () => {
    expect(run('sitesRmallSkip').logs).toContain('Skipping site - promo.');
    expect(out.sitesDeletedByRmall).toEqual(['promo-v2']);
    expect(run('sitesRmallSkip').exits).toEqual([]);
  });

  it('sites create without an entry point in the project prints "No entry file passed." and exits with code 1', () => {
    expect(run('sitesCreateNoEntry').logs).toContain('No entry file passed.');
    expect(run('sitesCreateNoEntry').exits[0]).toBe(1);
  });

  it('--yes, -y, --force and -f all confirm deletions without asking', () => {
    expect(out.aliases).toEqual({'--yes': true, '-y': true, '--force': true, '-f': true, none: false});
  });
});

describe('Cloud Run CLI confirmations', () => {
  it('"Delete? (Y/n)" answered with Enter or y deletes, n skips', () => {
    const answer = (input: string) =>
      spawnSync(
        process.execPath,
        [
          '-e',
          `require(${JSON.stringify(dist('cli/helpers/yes-or-no.js'))}).yesOrNo({question: 'Delete? (Y/n)', defaultValue: true}).then((a) => process.stderr.write('ANSWER=' + a))`,
        ],
        {cwd: PROJECT_ROOT, input, encoding: 'utf8'},
      ).stderr;
    expect(answer('\n')).toBe('ANSWER=true');
    expect(answer('y\n')).toBe('ANSWER=true');
    expect(answer('n\n')).toBe('ANSWER=false');
  });
});

describe('Cloud Run lookups with an in-memory project', () => {
  let out: Record<string, never>;
  beforeAll(() => {
    const script = `${PRELUDE}
process.env.REMOTION_GCP_PROJECT_ID = 'acme-video-prod';
let buckets = [];
const created = [];
stub(CR('api/get-buckets.js'), {getRemotionStorageBuckets: async (region) => ({remotionBuckets: buckets.filter((b) => b.location === region.toUpperCase())})});
stub(CR('api/create-bucket.js'), {createBucket: async (o) => { created.push(o); }});
let storageBuckets = [];
const prefixes = {};
const uploads = [];
const {Writable} = require('stream');
stub(CR('api/helpers/get-cloud-storage-client.js'), {getCloudStorageClient: () => ({
  getBuckets: async () => [storageBuckets],
  bucket: (name) => ({
    getFiles: async () => [[], null, {prefixes: prefixes[name]}],
    file: (destination) => ({createWriteStream: (opts) => { uploads.push({destination, public: opts.public}); return new Writable({write(c, e, cb) { cb(); }}); }}),
  }),
})});
const intervals = [];
const realSetInterval = global.setInterval;
global.setInterval = (fn, ms) => { intervals.push(ms); return realSetInterval(fn, ms); };
let runServices = [];
stub(CR('api/helpers/get-cloud-run-client.js'), {getCloudRunClient: () => ({listServices: async () => [runServices]})});
let permissionAnswer = [];
stub(CR('api/helpers/get-resource-manager-client.js'), {getResourceManagerClient: () => ({testIamPermissions: async () => [{permissions: permissionAnswer}]})});
stub(CR('shared/validate-image-remotion-version.js'), {validateImageRemotionVersion: async () => undefined});
stub(CR('api/check-if-service-exists.js'), {checkIfServiceExists: async () => undefined});
const {getOrCreateBucket} = require(CR('api/get-or-create-bucket.js'));
const {getSites} = require(CR('api/get-sites.js'));
const {getServices} = require(CR('api/get-services.js'));
const {deployService} = require(CR('api/deploy-service.js'));
const {testPermissions} = require(CR('api/iam-validation/testPermissions.js'));
const attempt = async (fn) => { try { return {resolved: await fn()}; } catch (e) { return {rejected: e.message}; } };
(async () => {
  const states = [];
  buckets = [{name: 'remotioncloudrun-h2k8d0s1qa', location: 'EUROPE-WEST3'}];
  out.existing = await getOrCreateBucket({region: 'europe-west3', updateBucketState: (s) => states.push(s)});
  out.existingStates = states.splice(0);
  out.created = await getOrCreateBucket({region: 'mars-1', updateBucketState: (s) => states.push(s)});
  out.createdStates = states.splice(0);
  out.createdCalls = created.splice(0);
  buckets.push({name: 'remotioncloudrun-p4z7c3m9wx', location: 'EUROPE-WEST3'});
  out.multiple = await attempt(() => getOrCreateBucket({region: 'europe-west3'}));
  storageBuckets = [];
  out.noSites = await getSites('europe-west3');
  storageBuckets = [
    {name: 'remotioncloudrun-m3c9r1x7ya', metadata: {location: 'ASIA-NORTHEAST1', timeCreated: '2025-03-01T10:00:00.000Z'}},
    {name: 'remotioncloudrun-us0000mult', metadata: {location: 'US', timeCreated: '2025-03-02T10:00:00.000Z'}},
    {name: 'my-other-bucket', metadata: {location: 'ASIA-NORTHEAST1', timeCreated: '2025-03-03T10:00:00.000Z'}},
  ];
  prefixes['remotioncloudrun-m3c9r1x7ya'] = ['sites/event-recap/', 'sites/event-recap-ja/'];
  prefixes['remotioncloudrun-us0000mult'] = ['sites/promo/'];
  out.regionSites = await getSites('asia-northeast1');
  out.allSites = await getSites('all regions');
  const parent = 'projects/acme-video-prod/locations/us-central1/services/';
  runServices = [
    {name: parent + 'remotion-4-0-278-mem2gi-cpu1-0-t300', uri: 'https://a.run.app', template: {timeout: {seconds: '300'}, containers: [{resources: {limits: {memory: '2Gi', cpu: '1.0'}}}]}},
    {name: parent + 'remotion-4-0-270-mem2gi-cpu1-0-t300', uri: 'https://b.run.app', template: {timeout: {seconds: '300'}, containers: [{resources: {limits: {memory: '2Gi', cpu: '1.0'}}}]}},
    {name: parent + 'remotion-website', uri: 'https://c.run.app', template: {}},
    {name: parent + 'billing-api', uri: 'https://d.run.app', template: {}},
  ];
  out.compatible = await attempt(() => getServices({region: 'us-central1', compatibleOnly: true}));
  out.all = await attempt(() => getServices({region: 'us-central1', compatibleOnly: false}));
  runServices = [];
  out.none = await getServices({region: 'us-central1', compatibleOnly: false});
  out.deployBadRegion = await attempt(() => deployService({projectID: 'acme-video-prod', region: 'europe-west10'}));
  out.deployNoProject = await attempt(() => deployService({region: 'us-east1'}));
  const order = [];
  permissionAnswer = ['run.routes.invoke', 'storage.objects.list'];
  out.permissions = await testPermissions({onTest: (r) => order.push(r)});
  out.permissionOrder = order;
  out.permissionsNoCallback = await attempt(() => testPermissions());
  out.permissionsObjectWithoutOnTest = await attempt(() => testPermissions({}));
  permissionAnswer = undefined;
  out.noPermissionList = await attempt(() => testPermissions());
  const fs = require('fs');
  const os = require('os');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-upload-'));
  fs.mkdirSync(path.join(dir, 'public'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
  fs.writeFileSync(path.join(dir, 'bundle.js'), 'x');
  fs.writeFileSync(path.join(dir, 'public', 'logo.png'), 'y');
  const progress = [];
  const {uploadDir} = require(CR('api/upload-dir.js'));
  await uploadDir({bucket: 'remotioncloudrun-abc', localDir: dir, onProgress: (p) => progress.push(p), keyPrefix: 'sites/recipe-shorts', toUpload: ['index.html', 'public/logo.png']});
  out.uploadProgressCalls = progress.length;
  out.uploadInterval = intervals;
  out.uploads = uploads;
  fs.rmSync(dir, {recursive: true, force: true});
  done();
})();
`;
    out = result(runNode('cjs', script)) as Record<string, never>;
  });

  it("getOrCreateBucket() reports 'Used bucket' for an existing bucket, or 'Creating bucket' then 'Created bucket', never 'Checking bucket'", () => {
    expect(out.existing).toEqual({bucketName: 'remotioncloudrun-h2k8d0s1qa', alreadyExisted: true});
    expect(out.existingStates).toEqual(['Used bucket']);
    expect(out.createdStates).toEqual(['Creating bucket', 'Created bucket']);
    expect((out.created as {alreadyExisted: boolean}).alreadyExisted).toBe(false);
  });

  it('getOrCreateBucket() names a new bucket remotioncloudrun- and 10 random characters and sends the region to Google unchecked', () => {
    expect((out.created as {bucketName: string}).bucketName).toMatch(/^remotioncloudrun-[a-z0-9]{10}$/);
    expect(out.createdCalls).toEqual([
      {bucketName: (out.created as {bucketName: string}).bucketName, region: 'mars-1'},
    ]);
  });

  it('two Remotion buckets in one region throw "You have multiple buckets (…) in your Cloud Storage region (…) starting with "remotioncloudrun-"."', () => {
    expect((out.multiple as {rejected: string}).rejected).toBe(
      'You have multiple buckets (remotioncloudrun-h2k8d0s1qa, remotioncloudrun-p4z7c3m9wx) in your Cloud Storage region (europe-west3) starting with "remotioncloudrun-". This is an error, please delete buckets so that you have one maximum.',
    );
  });

  it('getSites() returns {sites: [], buckets: []} when there is nothing, and one site per folder below sites/ of the matching buckets', () => {
    expect(out.noSites).toEqual({sites: [], buckets: []});
    expect(out.regionSites).toEqual({
      buckets: [
        {
          name: 'remotioncloudrun-m3c9r1x7ya',
          creationDate: Date.parse('2025-03-01T10:00:00.000Z'),
          region: 'asia-northeast1',
        },
      ],
      sites: [
        {
          bucketName: 'remotioncloudrun-m3c9r1x7ya',
          id: 'event-recap',
          serveUrl: 'https://storage.googleapis.com/remotioncloudrun-m3c9r1x7ya/sites/event-recap/index.html',
          bucketRegion: 'asia-northeast1',
        },
        {
          bucketName: 'remotioncloudrun-m3c9r1x7ya',
          id: 'event-recap-ja',
          serveUrl: 'https://storage.googleapis.com/remotioncloudrun-m3c9r1x7ya/sites/event-recap-ja/index.html',
          bucketRegion: 'asia-northeast1',
        },
      ],
    });
  });

  it("getSites('all regions') includes Remotion buckets of every location, multi-region ones too, and never other buckets", () => {
    const all = out.allSites as {buckets: {name: string; region: string}[]; sites: {id: string}[]};
    expect(all.buckets.map((b) => b.name)).toEqual(['remotioncloudrun-m3c9r1x7ya', 'remotioncloudrun-us0000mult']);
    expect(all.buckets[1].region).toBe('us');
    expect(all.sites.map((s) => s.id)).toEqual(['event-recap', 'event-recap-ja', 'promo']);
  });

  it('getServices() with compatibleOnly: true keeps remotion-<installed version>- services; false lists all remotion- services and fails on a foreign remotion- name', () => {
    const compatible = (
      out.compatible as {resolved: {serviceName: string; remotionVersion: string; timeoutInSeconds: unknown}[]}
    ).resolved;
    expect(compatible.map((s) => s.serviceName)).toEqual(['remotion-4-0-278-mem2gi-cpu1-0-t300']);
    expect(compatible[0].remotionVersion).toBe('4-0-278');
    expect(compatible[0].timeoutInSeconds).toBe('300');
    expect((out.all as {rejected: string}).rejected).toBe('Could not parse service name remotion-website');
    expect(out.none).toEqual([]);
  });

  it('deployService() rejects an unsupported region and a missing projectID before contacting Google', () => {
    expect((out.deployBadRegion as {rejected: string}).rejected).toContain(
      'europe-west10 is not a valid GCP region. Must be one of: asia-east1, asia-east2,',
    );
    expect((out.deployNoProject as {rejected: string}).rejected).toBe(
      "The 'project-id' argument must be provided, but is missing.",
    );
  });

  it('testPermissions() calls onTest once per permission in the order of permissions.json and returns the same list', () => {
    const order = out.permissionOrder as {permissionName: string; decision: boolean}[];
    expect(order).toHaveLength(15);
    expect(order[0]).toEqual({decision: false, permissionName: 'iam.serviceAccounts.actAs'});
    expect(order.filter((r) => r.decision).map((r) => r.permissionName)).toEqual([
      'run.routes.invoke',
      'storage.objects.list',
    ]);
    expect((out.permissions as {results: unknown[]}).results).toEqual(order);
    expect((out.permissionsNoCallback as {resolved: {results: unknown[]}}).resolved.results).toHaveLength(15);
  });

  it('testPermissions() with an object but no onTest throws, and an answer without a list throws "No permissions returned from the testIamPermissions call."', () => {
    expect((out.permissionsObjectWithoutOnTest as {rejected: string}).rejected).toContain('onTest is not a function');
    expect((out.noPermissionList as {rejected: string}).rejected).toBe(
      'No permissions returned from the testIamPermissions call.',
    );
  });

  it('uploads of a site are public, only files that need uploading are sent, and onUploadProgress runs every 1000 ms, so not at all for an upload that finishes sooner', () => {
    expect(out.uploads).toEqual([
      {destination: 'sites/recipe-shorts/index.html', public: true},
      {destination: 'sites/recipe-shorts/public/logo.png', public: true},
    ]);
    expect(out.uploadInterval).toEqual([1000]);
    expect(out.uploadProgressCalls).toBe(0);
  });
});

describe('the light client', () => {
  it('requiring @remotion/cloudrun/client loads no bundler (Webpack, esbuild), no @remotion/cli, not the main entry of @remotion/renderer and no Artifact Registry, Resource Manager or Cloud Logging client', () => {
    const script = `
require('@remotion/cloudrun/client');
const loaded = Object.keys(require.cache);
const has = (s) => loaded.some((m) => m.includes(s));
console.log(JSON.stringify({
  bundler: has('/@remotion/bundler/'), webpack: has('/node_modules/webpack/'), esbuild: has('/node_modules/esbuild/'), cli: has('/@remotion/cli/'),
  rendererMain: loaded.some((m) => m.endsWith('/@remotion/renderer/dist/index.js')),
  artifactRegistry: has('@google-cloud/artifact-registry'), resourceManager: has('@google-cloud/resource-manager'), logging: has('@google-cloud/logging'),
  run: has('@google-cloud/run'), storage: has('@google-cloud/storage'),
}));`;
    const loaded = JSON.parse(runNode('cjs', script).trim().split('\n').pop() as string) as Record<string, boolean>;
    expect(loaded).toEqual({
      bundler: false,
      webpack: false,
      esbuild: false,
      cli: false,
      rendererMain: false,
      artifactRegistry: false,
      resourceManager: false,
      logging: false,
      run: true,
      storage: true,
    });
  });
});
