/**
 * Executed claims of a second read of the @remotion/cloudrun overview, deployService(), deploySite()
 * and `npx remotion cloudrun sites create`: the installed package runs in a child Node.js process in
 * which only the clients that talk to Google Cloud (and, for deploySite(), the Webpack bundler) are
 * replaced by in-memory stand-ins, so the code that decides what is listed, deleted or reused is real.
 */
import {installedFile, lastJson, pageSays, runNode, STUB_MODULE_SCRIPT} from './lib';

/** CommonJS prelude: `CR(file)` is a module of the installed @remotion/cloudrun dist folder. */
const PRELUDE = `
const path = require('path');
const CR = (p) => path.join(process.cwd(), 'node_modules/@remotion/cloudrun/dist', p);
`;

describe('deploySite() and sites create with an in-memory bucket', () => {
  it('deploying the site promo lists the prefix sites/promo and deletes the files of the site promo-v2', () => {
    // shared/constants.js: getSitesKey = (siteId) => `sites/${siteId}` (no trailing slash);
    // get-storage-operations.js: toDelete: filesOnStorageButNotLocal. `sites create` passes
    // parsedCloudrunCli['site-name'] to the same internalDeploySiteRaw().
    const out = runNode(
      'cjs',
      `${PRELUDE}
const fs = require('fs');
const os = require('os');
const crypto = require('crypto');
const storage = require(CR('api/helpers/get-cloud-storage-client.js'));
const {BundlerInternals} = require('@remotion/bundler');
const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
fs.writeFileSync(path.join(bundleDir, 'index.html'), 'promo');
const md5 = (s) => crypto.createHash('md5').update(s).digest('base64');
const objects = [
  {name: 'sites/promo/index.html', metadata: {md5Hash: md5('promo')}},
  {name: 'sites/promo-v2/index.html', metadata: {md5Hash: md5('v2')}},
  {name: 'sites/promo-v2/bundle.js', metadata: {md5Hash: md5('js')}},
];
const listedPrefixes = [];
const deleted = [];
storage.getCloudStorageClient = () => ({
  bucket: () => ({
    get: async () => [{}],
    // Cloud Storage returns every object whose name starts with the prefix string.
    getFiles: async ({prefix}) => {
      listedPrefixes.push(prefix);
      return [objects.filter((o) => o.name.startsWith(prefix))];
    },
    file: (key) => ({
      delete: async () => { deleted.push(key); },
      createWriteStream: () => { throw new Error('nothing should be uploaded'); },
    }),
  }),
});
BundlerInternals.internalBundle = async () => bundleDir;
const {deploySite} = require('@remotion/cloudrun');
deploySite({entryPoint: 'src/index.ts', bucketName: 'remotioncloudrun-abcdefghij', siteName: 'promo'}).then((r) => {
  fs.rmSync(bundleDir, {recursive: true, force: true});
  console.log(JSON.stringify({listedPrefixes, deleted, stats: r.stats}));
});
`,
    );
    expect(lastJson(out)).toEqual({
      listedPrefixes: ['sites/promo'],
      deleted: ['sites/promo-v2/index.html', 'sites/promo-v2/bundle.js'],
      stats: {uploadedFiles: 0, deletedFiles: 2, untouchedFiles: 1},
    });
    expect(pageSays('cloudrun/deploysite')).toContain(
      'the existing files are looked up by the prefix `sites/<siteName>` without a trailing slash, so deploying `promo` deletes all files of a site called `promo-v2`.',
    );
    expect(pageSays('cloudrun/cli/sites/create')).toContain(
      'because the bucket is searched for `sites/<site-name>` without a trailing slash: `--site-name=promo` wipes a site called `promo-v2`.',
    );
  });
});

describe('deployService() with an in-memory Cloud Run project', () => {
  it('returns an existing service with the same memory limit, CPU limit and timeout (alreadyExists: true) although minInstances, maxInstances and CPU allocation differ', () => {
    // deploy-service.js: if (existingService) returns {..., alreadyExists: true} before createService();
    // the name it looks for comes from generateServiceName({memoryLimit, cpuLimit, timeoutSeconds}).
    const out = runNode(
      'cjs',
      `${PRELUDE}
const run = require(CR('api/helpers/get-cloud-run-client.js'));
const {speculateServiceName} = require('@remotion/cloudrun');
const existing = speculateServiceName({memoryLimit: '2Gi', cpuLimit: '1.0', timeoutSeconds: 300});
let createCalls = 0;
run.getCloudRunClient = () => ({
  listServicesAsync: async function* ({parent}) {
    yield {name: parent + '/services/' + existing, uri: 'https://existing.a.run.app'};
  },
  createService: async () => { createCalls++; throw new Error('should not create'); },
});
const {deployService} = require('@remotion/cloudrun');
deployService({
  projectID: 'lumen-ads',
  region: 'us-east4',
  minInstances: 2,
  maxInstances: 5,
  onlyAllocateCpuDuringRequestProcessing: true,
  performImageVersionValidation: false,
}).then((r) => console.log(JSON.stringify({shortName: r.shortName, uri: r.uri, alreadyExists: r.alreadyExists, createCalls})));
`,
    );
    const res = lastJson<{shortName: string; uri: string; alreadyExists: boolean; createCalls: number}>(out);
    expect(res.shortName).toMatch(/^remotion-4-0-\d+-mem2gi-cpu1-0-t300$/);
    expect(res).toMatchObject({uri: 'https://existing.a.run.app', alreadyExists: true, createCalls: 0});
    expect(pageSays('cloudrun/deployservice')).toContain(
      'If a service with the same memory limit, CPU limit and timeout already exists in the region, it returns that one and changes nothing, even when the instance limits differ.',
    );
    expect(pageSays('cloudrun/api')).toContain(
      'unless one with the same memory limit, CPU limit and timeout exists in the region.',
    );
  });
});

describe('npx remotion cloudrun still with --privacy=private', () => {
  it('the service answers a private still with a non-null publicUrl and privacy project-private, and the command prints publicUrl unconditionally', () => {
    // render-still-single-thread.js: publicUrl: uploadedFile.publicUrl() for every privacy, next to
    // privacy: publicUpload ? 'public-read' : 'project-private'. The storage client and the renderer are in memory.
    const out = runNode(
      'cjs',
      `${PRELUDE}
${STUB_MODULE_SCRIPT}const acls = [];
stub(require.resolve('@google-cloud/storage', {paths: [CR('functions')]}), {Storage: class { bucket(name) { return {upload: async (file, opts) => {
  acls.push(opts.predefinedAcl);
  return [{
    publicUrl: () => 'https://storage.googleapis.com/' + name + '/' + opts.destination,
    cloudStorageURI: {href: 'gs://' + name + '/' + opts.destination},
    getMetadata: async () => [{size: '2048'}],
  }];
}}; } }});
stub(CR('functions/helpers/get-composition-from-body.js'), {getCompositionFromBody: async () => ({id: 'Poster', width: 100, height: 100, fps: 30, durationInFrames: 30, props: {}})});
const {RenderInternals} = require('@remotion/renderer');
RenderInternals.Log.info = () => undefined;
RenderInternals.internalRenderStill = async () => undefined;
const {VERSION} = require('remotion/version');
let ended = null;
const res = {writeHead() {}, write(s, cb) { cb && cb(); }, end(s) { ended = JSON.parse(s); }};
const {renderStillSingleThread} = require(CR('functions/render-still-single-thread.js'));
renderStillSingleThread({type: 'still', serveUrl: 'https://example.com', composition: 'Poster', serializedInputPropsWithCustomSchema: '{}', imageFormat: 'png', scale: 1, privacy: 'private', envVariables: {}, outputBucket: 'remotioncloudrun-h8p2v6c4na', outName: null, frame: 0, delayRenderTimeoutInMilliseconds: 30000, logLevel: 'info', offthreadVideoCacheSizeInBytes: null, offthreadVideoThreads: null, clientVersion: VERSION, renderIdOverride: 'poster-1', downloadBehavior: {type: 'play-in-browser'}}, res).then(() => {
  console.log(JSON.stringify({acls, publicUrl: ended.response.publicUrl, privacy: ended.response.privacy}));
});
`,
    );
    expect(lastJson(out)).toEqual({
      acls: ['projectPrivate'],
      publicUrl: 'https://storage.googleapis.com/remotioncloudrun-h8p2v6c4na/renders/poster-1/out.png',
      privacy: 'project-private',
    });
    // still.js prints the URL line without checking privacy.
    expect(installedFile('@remotion/cloudrun/dist/cli/commands/still.js')).toContain(
      'chalk.blue(`○ ${res.publicUrl}`)',
    );
    expect(pageSays('cloudrun/cli/still')).toContain(
      'With `private`, the last line still shows a `https://storage.googleapis.com/…` URL, although the image is not publicly readable at that address.',
    );
  });
});
