/**
 * Executed claims of a second read of the Lambda CLI pages lambda/cli, lambda/cli/still and
 * lambda/cli/sites/create: the installed packages run in child Node.js processes, so that
 * environment variables and option state set there do not leak into other tests.
 */
import {installedFile, lastJson, pageSays, runNode} from './lib';

describe('npx remotion lambda credentials', () => {
  it('REMOTION_SKIP_AWS_CREDENTIALS_CHECK makes the clients ignore REMOTION_AWS_ACCESS_KEY_ID and take the AWS SDK default chain', () => {
    const out = runNode(
      'cjs',
      `
for (const k of Object.keys(process.env)) if (k.startsWith('AWS_') || k.startsWith('REMOTION_')) delete process.env[k];
process.env.REMOTION_AWS_ACCESS_KEY_ID = 'AKIAREMOTIONKEY';
process.env.REMOTION_AWS_SECRET_ACCESS_KEY = 'remotion-secret';
process.env.AWS_ACCESS_KEY_ID = 'AKIASDKCHAINKEY';
process.env.AWS_SECRET_ACCESS_KEY = 'sdk-secret';
process.env.AWS_SHARED_CREDENTIALS_FILE = '/nonexistent/credentials';
process.env.AWS_CONFIG_FILE = '/nonexistent/config';
const {getAwsClient} = require('@remotion/lambda/client');
(async () => {
  const withRemotionKeys = await getAwsClient({region: 'us-east-1', service: 's3'}).client.config.credentials();
  process.env.REMOTION_SKIP_AWS_CREDENTIALS_CHECK = '1';
  const skipped = await getAwsClient({region: 'us-east-1', service: 's3'}).client.config.credentials();
  console.log(JSON.stringify({withRemotionKeys: withRemotionKeys.accessKeyId, skipped: skipped.accessKeyId}));
})();
`,
    );
    expect(lastJson(out)).toEqual({withRemotionKeys: 'AKIAREMOTIONKEY', skipped: 'AKIASDKCHAINKEY'});
    expect(installedFile('@remotion/lambda-client/dist/get-service-client.js')).toContain(
      "getEnvVariable)('REMOTION_SKIP_AWS_CREDENTIALS_CHECK')",
    );
    expect(pageSays('lambda/cli')).toContain(
      "`REMOTION_SKIP_AWS_CREDENTIALS_CHECK`, which skips this check and also makes Remotion ignore the `REMOTION_AWS_…` credential variables, so that the AWS SDK's default chain finds the credentials",
    );
  });
});

describe('npx remotion lambda still', () => {
  it('the + S3 line prints the full URL instead of the key when CI is set (fallback: res.url), the key only in a terminal with link support', () => {
    const out = runNode(
      'cjs',
      `
for (const k of ['CI', 'TERM_PROGRAM', 'TERM_PROGRAM_VERSION', 'VTE_VERSION', 'NETLIFY', 'TEAMCITY_VERSION', 'NO_COLOR']) delete process.env[k];
const {CliInternals} = require('@remotion/cli');
const url = 'https://remotionlambda-useast1-q7f3k9x2pd.s3.us-east-1.amazonaws.com/renders/7yq2m4n8kd/out.jpeg';
// The arguments that still.js passes for the + S3 line.
const s3Line = () => CliInternals.makeHyperlink({fallback: url, url, text: 'renders/7yq2m4n8kd/out.jpeg'});
process.env.FORCE_COLOR = '1';
process.env.TERM_PROGRAM = 'vscode';
process.env.TERM_PROGRAM_VERSION = '1.90.0';
const linkTerminal = s3Line();
process.env.CI = 'true';
const ci = s3Line();
delete process.env.CI;
delete process.env.FORCE_COLOR;
process.env.NO_COLOR = '1';
const noColor = s3Line();
console.log(JSON.stringify({linkTerminal, ci, noColor}));
`,
    );
    const {linkTerminal, ci, noColor} = lastJson<Record<string, string>>(out);
    const url = 'https://remotionlambda-useast1-q7f3k9x2pd.s3.us-east-1.amazonaws.com/renders/7yq2m4n8kd/out.jpeg';
    expect(linkTerminal).toContain('\u0007renders/7yq2m4n8kd/out.jpeg\u001b');
    expect(ci).toBe(url);
    expect(noColor).toBe(url);
    const still = installedFile('@remotion/lambda/dist/cli/commands/still.js');
    expect(still).toContain('fallback: res.url');
    expect(still).toContain('fallback: outputPath');
    expect(pageSays('lambda/cli/still')).toContain(
      'the `+ S3` line shows the full URL of the image instead of its key, and the `↓` line the absolute path of the download.',
    );
  });
});

describe('npx remotion lambda sites create', () => {
  it('--enable-folder-expiry falls back to Config.setEnableFolderExpiry() (source "config") and only without it to null', () => {
    const out = runNode(
      'cjs',
      `
const {Config} = require('@remotion/cli/config');
const {BrowserSafeApis} = require('@remotion/renderer/client');
const {folderExpiryOption} = BrowserSafeApis.options;
const absent = folderExpiryOption.getValue({commandLine: {}});
Config.setEnableFolderExpiry(true);
const fromConfigTrue = folderExpiryOption.getValue({commandLine: {}});
Config.setEnableFolderExpiry(false);
const fromConfigFalse = folderExpiryOption.getValue({commandLine: {}});
const flagWins = folderExpiryOption.getValue({commandLine: {'enable-folder-expiry': true}});
console.log(JSON.stringify({absent, fromConfigTrue, fromConfigFalse, flagWins}));
`,
    );
    expect(lastJson(out)).toEqual({
      absent: {source: 'default', value: null},
      fromConfigTrue: {source: 'config', value: true},
      fromConfigFalse: {source: 'config', value: false},
      flagWins: {source: 'cli', value: true},
    });
    expect(pageSays('lambda/cli/sites/create')).toContain(
      'Default: the value of `Config.setEnableFolderExpiry()` in the config file; without it, the existing lifecycle rules of the bucket are left untouched.',
    );
  });
});
