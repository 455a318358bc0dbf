/**
 * Executed claims of a second read of the Cloud Run pages (getServices, limits, generate-env): the
 * installed @remotion/cloudrun runs in Node.js, without credentials or with Google's own decoder.
 */
import {installedFile, lastJson, pageSays, runNode} from './lib';

/** Deletes the credential variables, records what escapes the returned promise, prints it after `wait` ms. */
const prelude = (extraEnv: string, wait: number) => `
for (const k of Object.keys(process.env)) {
  if (k.startsWith('REMOTION_GCP') || ['GCLOUD_PROJECT', 'K_CONFIGURATION', 'GOOGLE_APPLICATION_CREDENTIALS'].includes(k)) delete process.env[k];
}
${extraEnv}
const out = {settled: null, unhandled: [], uncaught: []};
process.on('unhandledRejection', (e) => out.unhandled.push(e.message));
process.on('uncaughtException', (e) => out.uncaught.push(e.message));
const report = (p) => {
  p.then(() => { out.settled = 'resolved'; }, (e) => { out.settled = 'rejected: ' + e.message; });
  setTimeout(() => { console.log(JSON.stringify(out)); process.exit(0); }, ${wait});
};
`;

type Escaped = {settled: string | null; unhandled: string[]; uncaught: string[]};

const CLIENT_EMAIL_MISSING = 'The incoming JSON object does not contain a client_email field';

describe('Cloud Run calls without the credential variables', () => {
  it('getServices() neither resolves nor rejects: the client_email message is thrown as an uncaught exception', () => {
    const out = runNode(
      'cjs',
      `${prelude('', 2000)}
const {getServices} = require('@remotion/cloudrun/client');
report((async () => { try { return await getServices({region: 'us-east1', compatibleOnly: true}); } catch (e) { throw e; } })());
`,
    );
    // services_client.js turns the failed credential setup into "(err) => () => { throw err; }" for listServices.
    expect(lastJson<Escaped>(out)).toEqual({settled: null, unhandled: [], uncaught: [CLIENT_EMAIL_MISSING]});
    expect(pageSays('cloudrun/getservices')).toContain(
      `the call neither resolves nor rejects: \`${CLIENT_EMAIL_MISSING}\` is thrown as an uncaught exception`,
    );
  });

  it('deployService() rejects, and its unawaited image check throws the client_email message as an uncaught exception, not an unhandled rejection', () => {
    const out = runNode(
      'cjs',
      `${prelude('', 3000)}
const {deployService} = require('@remotion/cloudrun');
report(deployService({projectID: 'northwind-media', region: 'us-east1'}));
`,
    );
    // deploy-service.js starts validateImageRemotionVersion() without awaiting it; the Artifact Registry
    // client throws its credential error from "(err) => () => { throw err; }" outside any promise.
    expect(lastJson<Escaped>(out)).toEqual({
      settled: `rejected: ${CLIENT_EMAIL_MISSING}`,
      unhandled: [],
      uncaught: [CLIENT_EMAIL_MISSING],
    });
    expect(pageSays('cloudrun/limits')).toContain(
      'then also arrives as an unhandled rejection from the render functions, and as an uncaught exception from `deployService()`',
    );
  });

  it('with K_CONFIGURATION and GCLOUD_PROJECT but no key, the deployService() image check still uses the key variables and throws the client_email message as an uncaught exception', () => {
    const out = runNode(
      'cjs',
      `${prelude("process.env.K_CONFIGURATION = 'render-backend'; process.env.GCLOUD_PROJECT = 'northwind-media';", 3000)}
const {deployService} = require('@remotion/cloudrun');
report(deployService({projectID: 'northwind-media', region: 'us-east1'}));
`,
    );
    // validate-image-remotion-version.js builds its client from REMOTION_GCP_CLIENT_EMAIL and REMOTION_GCP_PRIVATE_KEY
    // directly, without the isInCloudTask() branch the other clients have.
    expect(lastJson<Escaped>(out).uncaught).toEqual([CLIENT_EMAIL_MISSING]);
    expect(pageSays('cloudrun/generate-env')).toContain(
      `its check for Remotion's container image always signs in with the key variables, so without them it throws \`${CLIENT_EMAIL_MISSING}\` as an uncaught exception`,
    );
  });
});

describe('getServices() values as Google’s client decodes them', () => {
  it("timeoutInSeconds is the string '300', not the number 300, for a service with a 300-second timeout", () => {
    const out = runNode(
      'cjs',
      `
process.env.REMOTION_GCP_PROJECT_ID = 'northwind-media';
const {GrpcClient} = require('google-gax');
const {v2} = require('@google-cloud/run');
// Encode a Service as Cloud Run sends it and decode it with the loader options the client uses
// (google-gax grpc.js: longs: String, so int64 fields such as Duration.seconds become strings).
const protos = new GrpcClient().loadProtoJSON(require('@google-cloud/run/build/protos/protos.json'));
const method = protos.google.cloud.run.v2.Services.service.GetService;
const name = 'projects/northwind-media/locations/europe-north1/services/remotion-4-0-278-mem2gi-cpu1-0-t300';
const decoded = method.responseDeserialize(method.responseSerialize({name, template: {timeout: {seconds: 300}, containers: [{resources: {limits: {memory: '2Gi', cpu: '1.0'}}}]}}));
v2.ServicesClient.prototype.listServices = async () => [[decoded]];
const {getServices} = require('@remotion/cloudrun/client');
getServices({region: 'europe-north1', compatibleOnly: true}).then((s) => console.log(JSON.stringify({timeoutInSeconds: s[0].timeoutInSeconds, type: typeof s[0].timeoutInSeconds})));
`,
    );
    expect(lastJson<{timeoutInSeconds: unknown; type: string}>(out)).toEqual({timeoutInSeconds: '300', type: 'string'});
    expect(pageSays('cloudrun/getservices')).toContain(
      "Typed as a number, but it arrives as a string of digits such as `'300'`",
    );
  });
});

describe('deprecated exports of @remotion/cloudrun', () => {
  it('the @deprecated notice of getSites() names @remotion/lambda/client, those of the render functions @remotion/cloudrun/client', () => {
    const declarations = installedFile('@remotion/cloudrun/dist/index.d.ts');
    const notices = [...declarations.matchAll(/@deprecated\s+(.+)\n\s*\*\/\ndeclare const (\w+)/g)].map((m) => [
      m[2],
      m[1].trim(),
    ]);
    expect(notices).toEqual([
      ['renderMediaOnCloudrun', 'Import this from `@remotion/cloudrun/client` instead'],
      ['renderStillOnCloudrun', 'Import this from `@remotion/cloudrun/client` instead'],
      ['getSites', 'Import this from `@remotion/lambda/client` instead'],
    ]);
    expect(pageSays('cloudrun/getsites')).toContain(
      'Its deprecation notice names `@remotion/lambda/client` as the replacement by mistake',
    );
    expect(pageSays('cloudrun/light-client')).toContain(
      'The notice on `getSites()` names `@remotion/lambda/client` instead',
    );
  });
});
