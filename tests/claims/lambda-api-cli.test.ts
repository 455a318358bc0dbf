/**
 * Executed claims of the `npx remotion lambda …` pages (docs/lambda/cli*.mdx) and of how the
 * samples' imports load. One Node.js process (runNode) runs the installed CLI code of
 * @remotion/lambda for many command lines: each scenario sets the parsed command line, calls the
 * command as `npx remotion lambda` would (`executeCommand`), and records what it printed, the first
 * exit code it asked for, and what it handed to AWS. AWS itself is replaced by local stand-ins
 * (SDK clients, provider methods, the function deployer), so nothing here touches the network.
 */
import {requireInstalled, runNode} from './lib';

type Scenario = {
  out: string;
  code: number | null;
  error: string | null;
  calls: Record<string, unknown>[];
  value?: unknown;
};

const HARNESS = String.raw`
const path = require('path');
const fs = require('fs');
const os = require('os');
const util = require('util');
const NM = path.join(process.cwd(), 'node_modules');
const req = (m) => require(require.resolve(m, {paths: [process.cwd()]}));
const dist = (f) => require(path.join(NM, f));
process.argv = [process.argv[0], 'remotion', 'lambda'];
for (const k of Object.keys(process.env)) if (/^(REMOTION_)?AWS_|^REMOTION_(SKIP|DISABLE)_AWS/.test(k)) delete process.env[k];
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-cli-home-'));
process.env.HOME = home;
process.env.AWS_SHARED_CREDENTIALS_FILE = path.join(home, 'none');
process.env.TZ = 'UTC';
let out = [];
const strip = (s) => String(s).replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\u001b\]8;;[^\u0007]*\u0007/g, '');
const realWrite = process.stdout.write.bind(process.stdout);
process.stdout.write = (c) => { out.push(strip(c)); return true; };
process.stderr.write = (c) => { out.push(strip(c)); return true; };
for (const m of ['log', 'info', 'warn', 'error']) {
  console[m] = (...a) => out.push(a.map((x) => (x instanceof Error ? x.message : strip(typeof x === 'string' ? x : util.inspect(x)))).join(' ') + '\n');
}
class Exit extends Error {}
let exitCode = null;
process.exit = (c) => { if (exitCode === null) exitCode = c === undefined ? 0 : c; throw new Exit('exit'); };
const minimist = req('minimist');
const {CliInternals} = req('@remotion/cli');
const {Config} = req('@remotion/cli/config');
const {BrowserSafeApis} = req('@remotion/renderer/client');
const lambdaClient = req('@remotion/lambda-client');
const internals = lambdaClient.LambdaClientInternals;
const aws = internals.awsImplementation;
const awsClients = dist('@remotion/lambda-client/dist/aws-clients.js');
const args = dist('@remotion/lambda/dist/cli/args.js');
const {getAwsRegion} = dist('@remotion/lambda/dist/cli/get-aws-region.js');
const yesOrNoModule = dist('@remotion/lambda/dist/cli/helpers/yes-or-no.js');
const {executeCommand} = dist('@remotion/lambda/dist/cli/index.js');
const {VERSION} = req('remotion/version');
const setArgs = (argv) => {
  const a = CliInternals.parsedCli;
  for (const k of Object.keys(a)) delete a[k];
  Object.assign(a, minimist(argv, {boolean: CliInternals.BooleanFlags, default: {overwrite: true, muted: null}}));
  const b = args.parsedLambdaCli;
  for (const k of Object.keys(b)) delete b[k];
  Object.assign(b, minimist(argv, {boolean: CliInternals.BooleanFlags, string: ['_']}));
  args.forceFlagProvided = b.f || b.force || b.yes || b.y;
};
const saved = [];
const patch = (obj, key, value) => { saved.push([obj, key, obj[key]]); obj[key] = value; };
const unpatch = () => { while (saved.length) { const [o, k, v] = saved.pop(); o[k] = v; } };
const results = {};
let calls = [];
const run = async (name, argv, body, env) => {
  setArgs(argv);
  out = [];
  calls = [];
  exitCode = null;
  const envBefore = Object.assign({}, process.env);
  Object.assign(process.env, env || {});
  let error = null;
  let value;
  try { value = await body(); } catch (e) { if (!(e instanceof Exit)) error = e.message; }
  for (const k of Object.keys(process.env)) if (!(k in envBefore)) delete process.env[k];
  Object.assign(process.env, envBefore);
  unpatch();
  results[name] = {out: out.join(''), code: exitCode, error, calls, value};
};
const root = process.cwd();
const fn = (name, mem, disk, timeout, version) => ({functionName: 'remotion-render-' + name + '-mem' + mem + 'mb-disk' + disk + 'mb-' + timeout + 'sec', memorySizeInMb: mem, diskSizeInMb: disk, timeoutInSeconds: timeout, version});
const current = fn(VERSION.replace(/\./g, '-'), 2048, 2048, 120, VERSION);
const provider = (functions) => Object.assign({}, aws, {
  getAccountId: async () => '123456789012',
  getFunctions: async (p) => { calls.push({getFunctions: p}); return functions; },
});
const deployer = (fail) => ({
  createFunction: async (p) => { calls.push({createFunction: p}); if (fail) throw new Error(fail); return {FunctionName: p.functionName}; },
});
const lambdaCli = (cmd, p, full) => executeCommand(cmd, root, 'info', p || provider([current]), full || deployer());
const fakeQuotas = ({current, def, open, denied}) => {
  patch(internals, 'getServiceQuotasClient', () => ({
    send: async (c) => {
      const n = c.constructor.name;
      calls.push({quota: n, input: c.input});
      if (n === 'GetServiceQuotaCommand') return {Quota: {Value: current}};
      if (n === 'GetAWSDefaultServiceQuotaCommand') return {Quota: {Value: def}};
      if (n === 'ListRequestedServiceQuotaChangeHistoryByQuotaCommand') return {RequestedQuotas: open ? [{Status: 'CASE_OPENED', DesiredValue: 5000, CaseId: '42'}] : []};
      if (n === 'RequestServiceQuotaIncreaseCommand' && denied) throw Object.assign(new Error('denied'), {name: 'DependencyAccessDeniedException'});
      return {};
    },
  }));
};
const fakeSites = (initial) => {
  const buckets = {};
  for (const b of Object.keys(initial)) buckets[b] = initial[b].slice();
  patch(aws, 'getAccountId', async () => '123456789012');
  patch(aws, 'getBuckets', async (p) => { calls.push({getBuckets: p}); return Object.keys(buckets).map((name) => ({name, region: 'us-west-2', creationDate: 0})); });
  patch(aws, 'listObjects', async ({bucketName, prefix}) => (buckets[bucketName] || []).filter((o) => o.Key.startsWith(prefix)));
  patch(aws, 'applyLifeCycle', async (p) => { calls.push({applyLifeCycle: p.enableFolderExpiry}); });
  patch(aws, 'deleteFile', async (p) => {
    calls.push({deleteFile: p.key});
    buckets[p.bucketName] = (buckets[p.bucketName] || []).filter((o) => o.Key !== p.key);
  });
};
const answers = (list) => patch(yesOrNoModule, 'yesOrNo', async ({question}) => { calls.push({asked: question}); return list.shift(); });
const stopAtFunction = () => {
  patch(aws, 'callFunctionSync', async (p) => { calls.push({payload: p.payload}); throw new Error('STOP'); });
  patch(aws, 'callFunctionStreaming', async (p) => { calls.push({payload: p.payload}); throw new Error('STOP'); });
};
const emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-cli-root-'));
const projectRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-cli-project-'));
fs.mkdirSync(path.join(projectRoot, 'src'));
fs.writeFileSync(path.join(projectRoot, 'src', 'index.ts'), 'registerRoot(() => null);');
fs.mkdirSync(path.join(projectRoot, 'build'));
fs.writeFileSync(path.join(projectRoot, 'build', 'index.html'), '<html></html>');

(async () => {
  // Without credentials
  await run('regions', ['lambda', 'regions'], () => lambdaCli(['regions']));
  await run('regions-default', ['lambda', 'regions', '--default-only'], () => lambdaCli(['regions']));
  await run('policies-user', ['lambda', 'policies', 'user'], () => lambdaCli(['policies', 'user']));
  await run('policies-role', ['lambda', 'policies', 'role'], () => lambdaCli(['policies', 'role']));
  for (const group of ['sites', 'functions', 'policies']) {
    await run('nocreds-' + group, ['lambda', group], () => lambdaCli([group]));
  }
  await run('nocreds-render', ['lambda', 'render', 'site', 'Comp'], () => lambdaCli(['render', 'site', 'Comp']));
  process.env.AWS_ACCESS_KEY_ID = 'AKIAFAKEFAKEFAKEFAKE';
  process.env.AWS_SECRET_ACCESS_KEY = 'fake-secret';

  // Region, confirmation and quiet flags
  await run('region', ['lambda', 'regions'], () => {
    const read = (env, argv) => {
      setArgs(argv || ['lambda']);
      delete process.env.REMOTION_AWS_REGION;
      delete process.env.AWS_REGION;
      Object.assign(process.env, env);
      try { return getAwsRegion(); } catch (e) { return 'ERR ' + e.message.split(' eu-central-1')[0]; }
    };
    return {
      none: read({}),
      aws: read({AWS_REGION: 'eu-west-1'}),
      both: read({AWS_REGION: 'eu-west-1', REMOTION_AWS_REGION: 'ap-south-1'}),
      flag: read({AWS_REGION: 'eu-west-1', REMOTION_AWS_REGION: 'ap-south-1'}, ['lambda', '--region=eu-north-1']),
      badEnv: read({AWS_REGION: 'mars-north-1'}),
      badFlag: read({}, ['lambda', '--region=moon-1']),
    };
  });
  await run('force', ['lambda'], () => {
    const f = (argv) => { setArgs(['lambda', 'sites', 'rm', 'a'].concat(argv)); return Boolean(args.forceFlagProvided); };
    return {y: f(['-y']), yes: f(['--yes']), f: f(['-f']), force: f(['--force']), none: f([])};
  });
  const comps = [
    {id: 'Recap', fps: 30, width: 1080, height: 1920, durationInFrames: 900},
    {id: 'Thumbnail', fps: 30, width: 1280, height: 720, durationInFrames: 1},
  ];
  await run('print-compositions', ['lambda', 'compositions', 'site'], () => CliInternals.printCompositions(comps, 'info'));
  await run('print-compositions-quiet', ['lambda', 'compositions', 'site', '-q'], () => CliInternals.printCompositions(comps, 'info'));

  // Unknown commands
  await run('unknown', ['lambda', 'nonsense'], () => lambdaCli(['nonsense']));
  await run('upload', ['lambda', 'upload'], () => lambdaCli(['upload']));
  await run('deploy-old', ['lambda', 'deploy'], () => lambdaCli(['deploy']));
  for (const group of ['functions', 'sites', 'policies', 'quotas']) {
    await run(group + '-unknown', ['lambda', group, 'nope'], () => lambdaCli([group, 'nope']));
  }
  await run('functions-list', ['lambda', 'functions'], () => lambdaCli(['functions']));

  // functions ls
  const listed = [fn('4-0-261', 2048, 2048, 120, '4.0.261'), fn(VERSION.replace(/\./g, '-'), 3008, 4096, 300, VERSION)];
  await run('functions-ls', ['lambda', 'functions', 'ls', '--region=eu-central-1'], () => lambdaCli(['functions', 'ls'], provider(listed)));
  await run('functions-ls-quiet', ['lambda', 'functions', 'ls', '-q'], () => lambdaCli(['functions', 'ls'], provider(listed)));
  await run('functions-ls-quiet-empty', ['lambda', 'functions', 'ls', '--quiet'], () => lambdaCli(['functions', 'ls'], provider([])));
  await run('functions-ls-compatible', ['lambda', 'functions', 'ls', '--compatible-only'], () => lambdaCli(['functions', 'ls'], provider(listed)));
  await run('functions-ls-error', ['lambda', 'functions', 'ls'], () => lambdaCli(['functions', 'ls'], provider([Object.assign({}, listed[0], {version: null}), Object.assign({}, listed[1], {version: 'n/a'})])));

  // functions deploy
  const deploy = (name, flags, p, full) => run(name, ['lambda', 'functions', 'deploy'].concat(flags), () => lambdaCli(['functions', 'deploy'], p || provider([]), full));
  await deploy('deploy-defaults', []);
  await deploy('deploy-example', ['--memory=4096', '--disk=5120', '--timeout=240', '--region=us-west-2']);
  await deploy('deploy-quiet', ['--quiet']);
  await deploy('deploy-exists', [], provider([current]));
  await deploy('deploy-v5', ['--enable-v5-runtime']);
  await deploy('deploy-memory', ['--memory=128']);
  await deploy('deploy-no-cloudwatch', ['--disable-cloudwatch']);
  await deploy('deploy-no-cloudwatch-retention', ['--disable-cloudwatch', '--retention-period=0']);
  await deploy('deploy-runtime', ['--runtime-preference=noto']);
  await deploy('deploy-role', [], undefined, deployer('InvalidParameterValueException: The role defined for the function cannot be assumed by Lambda.'));
  await deploy('deploy-custom-role', ['--custom-role-arn=arn:aws:iam::123456789012:role/renderer'], undefined, deployer('InvalidParameterValueException: The role defined for the function cannot be assumed by Lambda.'));

  // functions rm / rmall
  await run('functions-rm-none', ['lambda', 'functions', 'rm'], () => lambdaCli(['functions', 'rm']));
  await run('functions-rm-empty', ['lambda', 'functions', 'rm', '()'], () => lambdaCli(['functions', 'rm', '()']));
  const functionAccounts = (names) => {
    patch(awsClients, 'getLambdaClient', () => ({
      send: async (c) => {
        const n = c.constructor.name;
        if (n === 'ListFunctionsCommand') return {Functions: names.map((FunctionName) => ({FunctionName, MemorySize: 2048, Timeout: 120}))};
        calls.push({lambda: n, name: c.input.FunctionName});
        return {};
      },
    }));
    patch(internals, 'getLambdaClient', () => ({send: async (c) => ({Configuration: {MemorySize: 2048, Timeout: 120}})}));
    patch(aws, 'callFunctionSync', async (p) => { calls.push({invoked: p.functionName}); return {version: '4.0.250'}; });
  };
  await run('functions-rm-decline', ['lambda', 'functions', 'rm', 'remotion-render-a', 'remotion-render-b'], () => {
    functionAccounts([]);
    answers([false]);
    return lambdaCli(['functions', 'rm', 'remotion-render-a', 'remotion-render-b']);
  });
  await run('functions-rm-enter', ['lambda', 'functions', 'rm', 'remotion-render-a'], () => {
    functionAccounts([]);
    const readline = require('readline');
    patch(readline, 'createInterface', () => ({question: (q, cb) => { calls.push({asked: q}); cb(''); }, close: () => undefined}));
    return lambdaCli(['functions', 'rm', 'remotion-render-a']);
  });
  await run('functions-rmall', ['lambda', 'functions', 'rmall'], () => {
    functionAccounts(['remotion-render-a', 'other', 'remotion-render-b']);
    answers([false, true]);
    return lambdaCli(['functions', 'rmall'], aws);
  });

  // sites ls / rm / rmall / create
  const bucket = 'remotionlambda-uswest2-p0x7c4e2ad';
  const siteFiles = {};
  siteFiles[bucket] = [
    {Key: 'sites/summer-sale/index.html', Size: 3400000, LastModified: new Date('2025-03-02T12:00:00Z')},
    {Key: 'sites/hq7w2k9d1m/index.html', Size: 1100000, LastModified: new Date('2025-02-14T12:00:00Z')},
  ];
  await run('sites-ls', ['lambda', 'sites', 'ls', '--region=us-west-2'], () => { fakeSites(siteFiles); return lambdaCli(['sites', 'ls']); });
  await run('sites-ls-quiet', ['lambda', 'sites', 'ls', '--region=us-west-2', '-q'], () => { fakeSites(siteFiles); return lambdaCli(['sites', 'ls']); });
  await run('sites-ls-two-buckets', ['lambda', 'sites', 'ls', '--region=us-west-2'], () => { fakeSites({a: [], b: []}); return lambdaCli(['sites', 'ls']); });
  await run('sites-ls-none', ['lambda', 'sites', 'ls', '--region=us-west-2'], () => { fakeSites({}); return lambdaCli(['sites', 'ls']); });
  await run('sites-ls-none-quiet', ['lambda', 'sites', 'ls', '--region=us-west-2', '-q'], () => { fakeSites({}); return lambdaCli(['sites', 'ls']); });
  await run('sites-rm-none', ['lambda', 'sites', 'rm'], () => lambdaCli(['sites', 'rm']));
  await run('sites-rm-empty', ['lambda', 'sites', 'rm', '()'], () => lambdaCli(['sites', 'rm', '()']));
  await run('sites-rm-missing', ['lambda', 'sites', 'rm', 'summer-sale', 'nope', 'hq7w2k9d1m', '--region=us-west-2', '-y'], () => { fakeSites(siteFiles); return lambdaCli(['sites', 'rm', 'summer-sale', 'nope', 'hq7w2k9d1m']); });
  await run('sites-rm-decline', ['lambda', 'sites', 'rm', 'summer-sale', 'hq7w2k9d1m', '--region=us-west-2'], () => { fakeSites(siteFiles); answers([false]); return lambdaCli(['sites', 'rm', 'summer-sale', 'hq7w2k9d1m']); });
  await run('sites-rm-force-bucket', ['lambda', 'sites', 'rm', 'summer-sale', '--region=us-west-2', '-y', '--force-bucket-name=' + bucket], () => { fakeSites(siteFiles); return lambdaCli(['sites', 'rm', 'summer-sale']); });
  await run('sites-rmall', ['lambda', 'sites', 'rmall', '--region=us-west-2'], () => { fakeSites(siteFiles); answers([false, true]); return lambdaCli(['sites', 'rmall']); });
  await run('sites-create-no-entry', ['lambda', 'sites', 'create'], () => executeCommand(['sites', 'create'], emptyRoot, 'info', provider([]), deployer()));
  await run('sites-create-number', ['lambda', 'sites', 'create', '--site-name=2025'], () => executeCommand(['sites', 'create'], projectRoot, 'info', provider([]), deployer()));
  await run('sites-create-no-acl', ['lambda', 'sites', 'create', '--privacy=no-acl'], () => {
    fakeSites({});
    patch(aws, 'createBucket', async (p) => { calls.push({createBucket: p}); });
    patch(aws, 'applyLifeCycle', async () => { throw new Error('STOP'); });
    return executeCommand(['sites', 'create'], projectRoot, 'info', aws, deployer());
  });
  await run('entry-point', ['lambda'], () => {
    const find = (a) => { try { const r = CliInternals.findEntryPoint({args: a, remotionRoot: projectRoot, logLevel: 'info', allowDirectory: false}); return [r.file && path.relative(projectRoot, r.file), r.reason]; } catch (e) { return ['ERR', e.message.replace(projectRoot, '<root>')]; } };
    return {typo: find(['src/indx.ts']), given: find([path.join(projectRoot, 'src', 'index.ts')]), bundle: find([path.join(projectRoot, 'build')])};
  });
  await run('site-flags', ['lambda'], () => {
    const expiry = (argv) => { setArgs(argv); return [BrowserSafeApis.options.folderExpiryOption.getValue({commandLine: CliInternals.parsedCli}).value, args.parsedLambdaCli._]; };
    const exists = (argv) => { setArgs(argv); return BrowserSafeApis.options.throwIfSiteExistsOption.getValue({commandLine: CliInternals.parsedCli}).value; };
    return {
      after: expiry(['lambda', 'sites', 'create', 'src/index.ts', '--enable-folder-expiry']),
      withTrue: expiry(['lambda', 'sites', 'create', 'src/index.ts', '--enable-folder-expiry=true']),
      before: expiry(['lambda', 'sites', 'create', '--enable-folder-expiry', 'src/index.ts']),
      none: expiry(['lambda', 'sites', 'create', 'src/index.ts']),
      existsFalse: exists(['lambda', 'sites', 'create', 'src/index.ts', '--throw-if-site-exists=false']),
      existsNone: exists(['lambda', 'sites', 'create', 'src/index.ts']),
      siteName: (setArgs(['lambda', 'sites', 'create', '--site-name=2025']), typeof args.parsedLambdaCli['site-name']),
    };
  });

  // compositions, render, still
  await run('compositions-none', ['lambda', 'compositions'], () => lambdaCli(['compositions']));
  await run('compositions-payload', ['lambda', 'compositions', 'year-in-review', '--force-bucket-name=my-bucket'], () => { stopAtFunction(); return lambdaCli(['compositions', 'year-in-review']); });
  const two = [current, fn(VERSION.replace(/\./g, '-'), 3009, 2048, 120, VERSION)];
  await run('function-several', ['lambda', 'compositions', 'site'], () => { stopAtFunction(); return lambdaCli(['compositions', 'site'], provider(two)); });
  await run('function-none', ['lambda', 'compositions', 'site'], () => { stopAtFunction(); return lambdaCli(['compositions', 'site'], provider([fn('4-0-200', 2048, 2048, 120, '4.0.200')])); });
  await run('function-pick', ['lambda', 'compositions', 'site'], () => { stopAtFunction(); return lambdaCli(['compositions', 'site'], provider([fn('4-0-200', 2048, 2048, 120, '4.0.200'), current])); });
  await run('function-unsupported', ['lambda', 'compositions', 'site', '--function-name=my-renderer'], () => { stopAtFunction(); return lambdaCli(['compositions', 'site'], provider([current])); });
  const render = (name, argv, before) => run(name, ['lambda', 'render'].concat(argv), () => { stopAtFunction(); if (before) before(); return lambdaCli(['render'].concat(argv.filter((a) => !a.startsWith('-')))); });
  await render('render-none', []);
  await render('render-shorthand', ['launch-teaser']);
  await render('render-mismatch', ['launch-teaser', 'Teaser', 'out/teaser.mp4', '--out-name=teaser.webm']);
  await render('render-defaults', ['launch-teaser', 'Teaser']);
  await render('render-config-overwrite', ['launch-teaser', 'Teaser'], () => Config.setOverwriteOutput(false));
  Config.setOverwriteOutput(true);
  await render('render-overwrite-false', ['launch-teaser', 'Teaser', '--overwrite=false']);
  await render('render-audio', ['launch-teaser', 'Teaser', 'out/teaser.mp3']);
  await render('render-out-name', ['launch-teaser', 'Teaser', '--out-name=teasers/spring.webm']);
  await render('render-custom-data-invalid', ['launch-teaser', 'Teaser', '--webhook=https://example.com', '--webhook-custom-data={bad']);
  await render('render-custom-data-long', ['launch-teaser', 'Teaser', '--webhook=https://example.com', '--webhook-custom-data=' + JSON.stringify({d: 'x'.repeat(1017)})]);
  await render('render-custom-data-1024', ['launch-teaser', 'Teaser', '--webhook=https://example.com', '--webhook-custom-data=' + JSON.stringify({d: 'x'.repeat(1016)})]);
  await render('render-custom-data-no-webhook', ['launch-teaser', 'Teaser', '--webhook-custom-data={"a":1}']);
  await run('still-jpeg', ['lambda', 'still', 'social-cards', 'OgImage', 'out/og.jpg'], () => { stopAtFunction(); return lambdaCli(['still', 'social-cards', 'OgImage', 'out/og.jpg']); });
  await run('still-png', ['lambda', 'still', 'social-cards', 'OgImage', '--force-bucket-name=mine'], () => { stopAtFunction(); return lambdaCli(['still', 'social-cards', 'OgImage']); });
  await run('still-none', ['lambda', 'still'], () => lambdaCli(['still']));

  // quotas
  const quotas = (name, argv, state) => run(name, ['lambda', 'quotas'].concat(argv), () => { fakeQuotas(state); answers([true]); return lambdaCli(['quotas'].concat(argv.filter((a) => !a.startsWith('-')))); });
  await quotas('quotas-increase-ask', ['increase'], {current: 10, def: 1000});
  await quotas('quotas-list-low', [], {current: 10, def: 1000});
  await quotas('quotas-list-high', [], {current: 5000, def: 1000});
  await quotas('quotas-increase-10', ['increase', '-y'], {current: 10, def: 1000});
  await quotas('quotas-increase-1000', ['increase', '-y'], {current: 1000, def: 1000});
  await quotas('quotas-increase-above', ['increase'], {current: 5000, def: 1000});
  await quotas('quotas-increase-force', ['increase', '--force'], {current: 5000, def: 1000});
  await quotas('quotas-increase-yes', ['increase', '--yes'], {current: 5000, def: 1000});
  await quotas('quotas-increase-open', ['increase', '-y'], {current: 10, def: 1000, open: true});
  await quotas('quotas-increase-sub', ['increase', '-y'], {current: 10, def: 1000, denied: true});

  await run('not-installed', ['lambda', 'regions'], () => dist('@remotion/cli/dist/lambda-command.js').lambdaCommand(emptyRoot, ['regions'], 'info'));
  await run('render-poll', ['lambda', 'render', 'launch-teaser', 'Teaser', '--function-name=my-renderer'], () => {
    let polls = 0;
    const delays = [];
    const realSetTimeout = global.setTimeout;
    patch(global, 'setTimeout', (cb, ms) => { if (ms === 500) delays.push(ms); return realSetTimeout(cb, 0); });
    calls.push({delays});
    const metadata = {type: 'video', frameRange: [0, 89], everyNthFrame: 1, estimatedRenderLambdaInvokations: 22, estimatedTotalLambdaInvokations: 23};
    patch(aws, 'callFunctionSync', async (p) => {
      if (p.type === 'start') return {renderId: 'x2k9qv0m4d', bucketName: 'remotionlambda-useast1-q7f3k9x2pd'};
      polls++;
      const done = polls >= 3;
      return {
        done, overallProgress: done ? 1 : 0.5, renderMetadata: metadata, lambdasInvoked: 22, retriesInfo: [], artifacts: [],
        encodingStatus: {framesEncoded: 0, combinedFrames: 0, timeToCombine: null}, framesRendered: done ? 90 : 45,
        timeToRenderFrames: null, timeToEncode: null, timeToCombine: null, combinedFrames: 0, chunks: 0,
        compositionValidated: 1, functionLaunched: 0, serveUrlOpened: 1, currentTime: 2, timeoutTimestamp: Date.now() + 60000,
        costs: {displayCost: '$0.051', accruedSoFar: 0.051}, errors: [], fatalErrorEncountered: false,
        outputFile: done ? 'https://remotionlambda-useast1-q7f3k9x2pd.s3.us-east-1.amazonaws.com/renders/x2k9qv0m4d/out.mp4' : null,
        outKey: done ? 'renders/x2k9qv0m4d/out.mp4' : null, outputSizeInBytes: done ? 4200000 : null,
        timeToFinish: done ? 18420 : null, mostExpensiveFrameRanges: null,
      };
    });
    return lambdaCli(['render', 'launch-teaser', 'Teaser']).finally(() => calls.push({polls}));
  });

  const tokenError = () => Object.assign({}, provider([]), {
    getFunctions: async () => { throw new Error('UnrecognizedClientException: The security token included in the request is invalid.'); },
  });
  await run('token-aki', ['lambda', 'functions', 'ls'], () => lambdaCli(['functions', 'ls'], tokenError()));
  await run('token-asia', ['lambda', 'functions', 'ls'], () => lambdaCli(['functions', 'ls'], tokenError()), {AWS_ACCESS_KEY_ID: 'ASIAFAKEFAKEFAKEFAKE'});
  await run('access-denied', ['lambda', 'functions', 'ls'], () => lambdaCli(['functions', 'ls'], Object.assign({}, provider([]), {
    getFunctions: async () => { throw new Error('AccessDeniedException: User is not authorized to perform: lambda:ListFunctions'); },
  })));

  await run('cjs-exports', ['lambda'], () => {
    const main = req('@remotion/lambda');
    const clientEntry = req('@remotion/lambda/client');
    const policies = req('@remotion/lambda/policies');
    return {
      main: MAIN_NAMES.map((n) => typeof main[n]),
      client: CLIENT_NAMES.map((n) => typeof clientEntry[n]),
      policies: Object.keys(policies).sort(),
      roleName: policies.ROLE_NAME,
      same: clientEntry.renderMediaOnLambda === lambdaClient.renderMediaOnLambda,
      onlyInClient: ONLY_IN_CLIENT.map((n) => [typeof main[n], typeof clientEntry[n]]),
      notInClient: ONLY_IN_MAIN.map((n) => [typeof main[n], typeof clientEntry[n]]),
    };
  });

  // policies validate
  await run('policies-validate-root', ['lambda', 'policies', 'validate'], () => {
    patch(internals, 'getStsClient', () => ({send: async () => ({Arn: 'arn:aws:iam::123456789012:root'})}));
    return lambdaCli(['policies', 'validate']);
  });

  realWrite(JSON.stringify(results));
})().catch((e) => realWrite(JSON.stringify({fatal: e.stack})));
`;

let results: Record<string, Scenario>;
beforeAll(() => {
  const lists = `const MAIN_NAMES = ${JSON.stringify(MAIN_NAMES)};\nconst CLIENT_NAMES = ${JSON.stringify(CLIENT_NAMES)};\nconst ONLY_IN_CLIENT = ${JSON.stringify(ONLY_IN_CLIENT)};\nconst ONLY_IN_MAIN = ${JSON.stringify(ONLY_IN_MAIN)};\n`;
  results = JSON.parse(runNode('cjs', lists + HARNESS)) as Record<string, Scenario>;
  if ('fatal' in results) throw new Error(String(results.fatal));
}, 60_000);

const r = (name: string) => {
  const scenario = results[name];
  if (!scenario) throw new Error(`no scenario ${name}`);
  return scenario;
};
/** The payload a command handed to the function (the Lambda invocation was stopped there). */
const payload = (name: string) =>
  (r(name).calls.find((c) => 'payload' in c)?.payload ?? null) as Record<string, unknown> | null;
const called = (name: string, key: string) =>
  r(name)
    .calls.filter((c) => key in c)
    .map((c) => c[key]);
const {VERSION} = requireInstalled('remotion/version') as {VERSION: string};
const V = VERSION.replace(/\./g, '-');

describe('lambda/cli', () => {
  it('regions, policies user and policies role run without credentials; render, sites, functions and policies check them first', () => {
    expect(r('regions').out.split(' ').length).toBe(24);
    expect(r('policies-user').out).toContain('"Sid": "HandleQuotas"');
    expect(r('policies-role').out).toContain('"Sid": "0"');
    for (const name of ['nocreds-sites', 'nocreds-functions', 'nocreds-policies', 'nocreds-render']) {
      expect(r(name).out).toContain(
        'You have tried to call a Remotion Lambda function, but have not set the environment variable AWS_ACCESS_KEY_ID or REMOTION_AWS_ACCESS_KEY_ID.',
      );
      expect(r(name).code).toBe(1);
    }
  });

  it('the region comes from --region, then REMOTION_AWS_REGION, then AWS_REGION, then us-east-1; unknown ones fail with "is not a supported AWS region. Must be one of:"', () => {
    expect(r('region').value).toEqual({
      none: 'us-east-1',
      aws: 'eu-west-1',
      both: 'ap-south-1',
      flag: 'eu-north-1',
      badEnv: 'ERR mars-north-1 is not a supported AWS region. Must be one of:',
      badFlag: 'ERR moon-1 is not a supported AWS region. Must be one of:',
    });
  });

  it('-y, --yes, --force and -f all answer yes to confirmations', () => {
    expect(r('force').value).toEqual({y: true, yes: true, f: true, force: true, none: false});
  });

  it('an unknown command prints "Command <name> not found." and the list and exits with 1; upload and deploy name sites create and functions deploy', () => {
    expect(r('unknown').out).toContain('Command nonsense not found.');
    expect(r('unknown').out).toContain('remotion lambda render <s3-url> <composition-id>');
    expect(r('unknown').code).toBe(1);
    expect(r('upload').out).toContain('After: remotion lambda sites create <entry-point>');
    expect(r('upload').code).toBe(1);
    expect(r('deploy-old').out).toContain('After: remotion lambda functions deploy');
    expect(r('deploy-old').code).toBe(1);
  });

  it('--quiet makes functions ls and sites ls print only the names, or (), and functions deploy only the function name', () => {
    expect(r('functions-ls-quiet').out).toBe(
      `remotion-render-4-0-261-mem2048mb-disk2048mb-120sec remotion-render-${V}-mem3008mb-disk4096mb-300sec\n`,
    );
    expect(r('functions-ls-quiet-empty').out).toBe('()\n');
    expect(r('sites-ls-quiet').out).toBe('summer-sale hq7w2k9d1m\n');
    expect(r('sites-ls-none-quiet').out).toBe('()\n');
    expect(r('deploy-quiet').out).toBe(`remotion-render-${V}-mem2048mb-disk2048mb-120sec\n`);
  });
});

describe('lambda/cli without @remotion/lambda', () => {
  it('prints "Remotion Lambda is not installed." and the install command, then exits with code 1', () => {
    expect(r('not-installed').out).toContain('Remotion Lambda is not installed.');
    expect(r('not-installed').out).toContain(`@remotion/lambda@${VERSION}`);
    expect(r('not-installed').code).toBe(1);
  });
});

describe('lambda/cli/render following the render', () => {
  it('polls every 500 milliseconds until done, then prints the S3 key and "23 λ\'s used, 18.42sec, Estimated cost $0.051"', () => {
    const {delays} = r('render-poll').calls.find((c) => 'delays' in c) as {delays: number[]};
    const {polls} = r('render-poll').calls.find((c) => 'polls' in c) as {polls: number};
    // The first progress request is sent right away, each further one after a 500 ms pause.
    expect(polls).toBe(3);
    expect(delays).toEqual([500, 500]);
    expect(r('render-poll').out).toContain("23 λ's used, 18.42sec, Estimated cost $0.051");
    expect(r('render-poll').out).toContain('renders/x2k9qv0m4d/out.mp4');
    expect(r('render-poll').code).toBe(0);
  });
});

describe('lambda/cli errors from AWS', () => {
  it('"The security token included in the request is invalid" gets a hint that the region may not be enabled, or, for an access key ID not starting with AKI, that the key may be wrong; AccessDenied gets a permissions hint; all exit with code 1', () => {
    expect(r('token-aki').out).toContain(
      'A possible reason for this is that you did not enable the region in your AWS account under "Account".',
    );
    expect(r('token-aki').code).toBe(1);
    expect(r('token-asia').out).toContain('your AWS Access key ID is set but doesn\'t start with "AKI"');
    expect(r('token-asia').out).not.toContain('did not enable the region');
    expect(r('access-denied').out).toContain(
      'AWS returned an "AccessDenied" error message meaning a permission is missing.',
    );
    expect(r('access-denied').code).toBe(1);
  });
});

describe('lambda/cli/functions', () => {
  it('an unknown subcommand prints "Subcommand <name> not found." and the list, and exits with code 1; without a subcommand the list is printed', () => {
    expect(r('functions-unknown').out).toContain('Subcommand nope not found.');
    expect(r('functions-unknown').out).toContain('remotion lambda functions ls');
    expect(r('functions-unknown').code).toBe(1);
    expect(r('functions-list').out).toContain('remotion lambda functions rmall');
    expect(r('functions-list').code).toBeNull();
  });

  it('render, still and compositions stop with "More than 1 lambda function found in your account. Unsure which one to use." for two functions of the version', () => {
    expect(r('function-several').out).toContain(
      'More than 1 lambda function found in your account. Unsure which one to use.',
    );
    expect(r('function-several').code).toBe(1);
  });
});

describe('lambda/cli/functions/ls', () => {
  it('prints the count and a table with name, version, disk, memory and timeout', () => {
    const lines = r('functions-ls').out.split('\n');
    expect(lines).toContain('2 functions in the eu-central-1 region');
    expect(lines).toContain(
      'Name                                                                  Version        Disk (MB)      Memory (MB)    Timeout (sec)  ',
    );
    expect(lines).toContain(
      'remotion-render-4-0-261-mem2048mb-disk2048mb-120sec                   4.0.261        2048           2048           120            ',
    );
  });

  it('--compatible-only asks only for functions of the installed version; without it all are listed', () => {
    expect(called('functions-ls-compatible', 'getFunctions')).toEqual([{region: 'us-east-1', compatibleOnly: true}]);
    expect(called('functions-ls', 'getFunctions')).toEqual([{region: 'eu-central-1', compatibleOnly: false}]);
  });

  it('shows Error as the version of a function that could not answer, and n/a for a very old one', () => {
    expect(r('functions-ls-error').out).toContain(
      'remotion-render-4-0-261-mem2048mb-disk2048mb-120sec                   Error          ',
    );
    expect(r('functions-ls-error').out).toContain('-mem3008mb-disk4096mb-300sec                   n/a            ');
  });
});

describe('lambda/cli/functions/deploy', () => {
  const deployed = (name: string) => called(name, 'createFunction')[0] as Record<string, unknown>;

  it('defaults: memory 2048, disk 2048, timeout 120, log group created with 14 days retention, runtime preference default, no Lambda Insights', () => {
    expect(deployed('deploy-defaults')).toMatchObject({
      memorySizeInMb: 2048,
      ephemerealStorageInMb: 2048,
      timeoutInSeconds: 120,
      createCloudWatchLogGroup: true,
      retentionInDays: 14,
      runtimePreference: 'default',
      enableLambdaInsights: false,
      region: 'us-east-1',
    });
    expect(deployed('deploy-defaults').customRoleArn).toBeUndefined();
    expect(r('deploy-defaults').out).toContain(`Deployed as remotion-render-${V}-mem2048mb-disk2048mb-120sec`);
  });

  it('prints the settings it will use, then "Deployed as remotion-render-4-0-278-mem4096mb-disk5120mb-240sec"', () => {
    expect(r('deploy-example').out).toContain(
      [
        'Region = us-west-2',
        'Memory = 4096MB',
        'Disk size = 5120MB',
        'Timeout = 240sec',
        `Version = ${VERSION}`,
        'CloudWatch Logging Enabled = true',
        'CloudWatch Retention Period = 14 days',
        'Lambda Insights Enabled = false',
      ].join('\n'),
    );
    expect(r('deploy-example').out).toContain(`Deployed as remotion-render-${V}-mem4096mb-disk5120mb-240sec`);
  });

  it('reports "Already exists as …" for a function of the same version, memory, disk and timeout', () => {
    expect(r('deploy-exists').out).toContain(`Already exists as remotion-render-${V}-mem2048mb-disk2048mb-120sec`);
    expect(deployed('deploy-exists').alreadyCreated).toBe(true);
  });

  it('--enable-v5-runtime prints "The --enable-v5-runtime flag is now enabled by default and has no function anymore." and continues', () => {
    expect(r('deploy-v5').out).toContain(
      'The --enable-v5-runtime flag is now enabled by default and has no function anymore.',
    );
    expect(r('deploy-v5').out).toContain('Deployed as');
  });

  it('--memory=128 fails with "parameter \'memorySizeInMb\' must be between 512 and 10240, but got 128"', () => {
    expect(r('deploy-memory').out).toContain("parameter 'memorySizeInMb' must be between 512 and 10240, but got 128");
    expect(r('deploy-memory').code).toBe(1);
    expect(called('deploy-memory', 'createFunction')).toEqual([]);
  });

  it('--disable-cloudwatch skips the log group, but a --retention-period outside 1-3650 still fails', () => {
    expect(deployed('deploy-no-cloudwatch').createCloudWatchLogGroup).toBe(false);
    expect(r('deploy-no-cloudwatch-retention').out).toContain(
      'CloudWatch retention period must be at least 1, but is 0',
    );
    expect(r('deploy-no-cloudwatch-retention').code).toBe(1);
  });

  it('an unknown --runtime-preference fails with "Invalid runtime preference …"', () => {
    expect(r('deploy-runtime').out).toContain(
      'Invalid runtime preference noto. Must be one of default, apple-emojis, cjk',
    );
    expect(r('deploy-runtime').code).toBe(1);
  });

  it('"The role defined for the function cannot be assumed by Lambda" gets a hint about the role, which mentions --custom-role-arn when it was passed', () => {
    expect(r('deploy-role').out).toContain(
      'The role "remotion-lambda-role" does not exist in your AWS account or has the wrong policy assigned to it.',
    );
    expect(r('deploy-role').out).not.toContain('--custom-role-arn');
    expect(r('deploy-custom-role').out).toContain(
      'The role "arn:aws:iam::123456789012:role/renderer" does not exist or has the wrong policy assigned to it.',
    );
    expect(r('deploy-custom-role').out).toContain('Remove the "--custom-role-arn" parameter');
    expect(r('deploy-custom-role').code).toBe(1);
  });
});

describe('lambda/cli/functions/rm', () => {
  it('without a name prints "No function name passed." with a hint to run functions ls and exits with code 1', () => {
    expect(r('functions-rm-none').out).toContain('No function name passed.');
    expect(r('functions-rm-none').out).toContain('remotion lambda functions ls');
    expect(r('functions-rm-none').code).toBe(1);
  });

  it('answers () with "No functions to remove."', () => {
    expect(r('functions-rm-empty').out).toBe('No functions to remove.\n');
    expect(r('functions-rm-empty').code).toBeNull();
  });

  it('shows name, memory, timeout and version, asks "Delete? (Y/n)", and answering n exits with code 1 before the next function', () => {
    const out = r('functions-rm-decline').out;
    expect(out).toContain(
      'Function name:   remotion-render-a\nMemory:          2048MB\nTimeout:         120sec\nVersion:         4.0.250',
    );
    expect(called('functions-rm-decline', 'asked')).toEqual(['Delete? (Y/n)']);
    expect(called('functions-rm-decline', 'lambda')).toEqual([]);
    expect(r('functions-rm-decline').code).toBe(1);
  });

  it('pressing Enter deletes the function and prints "Deleted!"', () => {
    expect(called('functions-rm-enter', 'lambda')).toEqual(['DeleteFunctionCommand']);
    expect(r('functions-rm-enter').out).toContain('Deleted!');
    expect(r('functions-rm-enter').code).toBeNull();
  });
});

describe('lambda/cli/functions/rmall', () => {
  it('offers every remotion-render- function, invokes each twice to read its version, skips on n, and ends with code 0', () => {
    const invoked = called('functions-rmall', 'invoked');
    expect(invoked.filter((n) => n === 'remotion-render-a').length).toBe(2);
    expect(invoked.filter((n) => n === 'remotion-render-b').length).toBe(2);
    expect(invoked).not.toContain('other');
    expect(called('functions-rmall', 'asked').length).toBe(2);
    expect(
      r('functions-rmall')
        .calls.filter((c) => c.lambda === 'DeleteFunctionCommand')
        .map((c) => c.name),
    ).toEqual(['remotion-render-b']);
    expect(r('functions-rmall').code).toBeNull();
  });
});

describe('lambda/cli/regions', () => {
  it('prints the regions on one line separated by spaces, --default-only the 17 enabled by default', () => {
    expect(r('regions').out).toBe(
      'eu-central-1 eu-central-2 eu-west-1 eu-west-2 eu-west-3 eu-south-1 eu-north-1 us-east-1 us-east-2 us-west-1 us-west-2 af-south-1 ap-south-1 ap-east-1 ap-southeast-1 ap-southeast-2 ap-northeast-1 ap-northeast-2 ap-northeast-3 ap-southeast-4 ap-southeast-5 ca-central-1 me-south-1 sa-east-1\n',
    );
    expect(r('regions-default').out).toBe(
      'eu-central-1 eu-west-1 eu-west-2 eu-west-3 eu-north-1 us-east-1 us-east-2 us-west-1 us-west-2 ap-south-1 ap-southeast-1 ap-southeast-2 ap-northeast-1 ap-northeast-2 ap-northeast-3 ca-central-1 sa-east-1\n',
    );
  });
});

describe('lambda/cli/policies', () => {
  it('an unknown subcommand exits with code 1; validate with root credentials prints "Did not have the required permissions on AWS:" and exits with code 0', () => {
    expect(r('policies-unknown').out).toContain('Subcommand nope not found.');
    expect(r('policies-unknown').code).toBe(1);
    expect(r('policies-validate-root').out).toContain('Did not have the required permissions on AWS:');
    expect(r('policies-validate-root').out).toContain('Unsupported AWS Caller Identity ARN detected');
    expect(r('policies-validate-root').code).toBeNull();
  });
});

describe('lambda/cli/quotas', () => {
  const requested = (name: string) =>
    r(name)
      .calls.filter((c) => c.quota === 'RequestServiceQuotaIncreaseCommand')
      .map((c) => (c.input as {DesiredValue: number}).DesiredValue);

  it('shows "Increase recommended!" while the limit is not above the AWS default', () => {
    expect(r('quotas-list-low').out).toContain('Concurrency limit: 10 - Increase recommended!');
    expect(r('quotas-list-high').out).toContain('Concurrency limit: 5000\n');
    expect(r('quotas-list-high').out).not.toContain('Increase recommended!');
  });

  it('requests the current limit rounded down to a multiple of 5000, plus 5000: 10 and 1000 ask for 5000, 5000 for 10000', () => {
    expect(requested('quotas-increase-10')).toEqual([5000]);
    expect(r('quotas-increase-10').out).toContain(
      'Sending request to AWS to increase concurrency limit from 10 to 5000.',
    );
    expect(requested('quotas-increase-1000')).toEqual([5000]);
    expect(requested('quotas-increase-force')).toEqual([10000]);
  });

  it('asks "Send? (Y/n)" before sending; --force, --yes and -y skip the question', () => {
    expect(called('quotas-increase-ask', 'asked')).toEqual(['Send? (Y/n)']);
    expect(requested('quotas-increase-ask')).toEqual([5000]);
    expect(called('quotas-increase-force', 'asked')).toEqual([]);
    expect(called('quotas-increase-yes', 'asked')).toEqual([]);
    expect(called('quotas-increase-10', 'asked')).toEqual([]);
  });

  it('refuses above the default with "Current limit of … is already increased over the default (…)." and code 1, unless --force, --yes or -y', () => {
    expect(r('quotas-increase-above').out).toContain(
      'Current limit of 5000 is already increased over the default (1000).',
    );
    expect(r('quotas-increase-above').code).toBe(1);
    expect(requested('quotas-increase-above')).toEqual([]);
    expect(requested('quotas-increase-yes')).toEqual([10000]);
  });

  it('refuses with "A request to increase it to … is already pending:" and code 1 while a case is open', () => {
    expect(r('quotas-increase-open').out).toContain('A request to increase it to 5000 is already pending:');
    expect(r('quotas-increase-open').code).toBe(1);
  });

  it('prints "Could not request increase because this is a sub-account of another AWS account." for a sub-account', () => {
    expect(r('quotas-increase-sub').out).toContain(
      'Could not request increase because this is a sub-account of another AWS account.',
    );
  });

  it('an unknown subcommand prints "Subcommand … not found." and a short help, but exits with code 0', () => {
    expect(r('quotas-unknown').out).toContain('Subcommand nope not found.');
    expect(r('quotas-unknown').code).toBeNull();
  });
});

describe('lambda/cli/sites', () => {
  it('an unknown subcommand prints "Subcommand <name> not found.", the list, and exits with code 1', () => {
    expect(r('sites-unknown').out).toContain('Subcommand nope not found.');
    expect(r('sites-unknown').code).toBe(1);
  });
});

describe('lambda/cli/sites/ls', () => {
  it('prints the count and fixed-width columns of 20, 30, 10 and 15 characters, followed by the serve URL', () => {
    const out = r('sites-ls').out;
    expect(out).toContain('2 sites in the us-west-2 region.');
    expect(out).toContain('Site Name           Bucket                        Size      Last updated   ');
    expect(out).toContain('summer-sale         remotionlambda-uswest2-p0x7c4e2ad3.4 MB    2025-03-02     ');
    expect(out).toContain(
      'https://remotionlambda-uswest2-p0x7c4e2ad.s3.us-west-2.amazonaws.com/sites/summer-sale/index.html',
    );
  });

  it('warns about more than one Remotion bucket and prints "0 sites in the <region> region." without creating a bucket', () => {
    expect(r('sites-ls-two-buckets').out).toContain(
      'Warning: You have more than one Remotion S3 bucket, but only one is needed. This can lead to conflicts. Remove all but one of them.',
    );
    expect(r('sites-ls-none').out).toContain('0 sites in the us-west-2 region.');
    expect(called('sites-ls-none', 'applyLifeCycle')).toEqual([]);
  });
});

describe('lambda/cli/sites/rm', () => {
  it('without a name prints "No site name was passed. Run the command again and pass another argument <site-name>." and exits with code 1; () gives "No sites to remove."', () => {
    expect(r('sites-rm-none').out).toContain(
      'No site name was passed. Run the command again and pass another argument <site-name>.',
    );
    expect(r('sites-rm-none').code).toBe(1);
    expect(r('sites-rm-empty').out).toBe('No sites to remove.\n');
  });

  it('processes names in order and stops with code 1 at "No site <name> was found in your bucket <bucket>.", leaving later names', () => {
    expect(r('sites-rm-missing').out).toContain('Deleted site summer-sale and freed up 3.4 MB.');
    expect(r('sites-rm-missing').out).toContain(
      'No site nope was found in your bucket remotionlambda-uswest2-p0x7c4e2ad.',
    );
    expect(called('sites-rm-missing', 'deleteFile')).toEqual(['sites/summer-sale/index.html']);
    expect(r('sites-rm-missing').code).toBe(1);
  });

  it('asks "Site … in bucket … (…): Delete? (Y/n)"; answering n exits with code 1 and later sites stay', () => {
    expect(called('sites-rm-decline', 'asked')).toEqual([
      'Site summer-sale in bucket remotionlambda-uswest2-p0x7c4e2ad (3.4 MB): Delete? (Y/n)',
    ]);
    expect(called('sites-rm-decline', 'deleteFile')).toEqual([]);
    expect(r('sites-rm-decline').code).toBe(1);
  });

  it('the bucket lookup runs with folder expiry switched off, which deletes the lifecycle rules; --force-bucket-name skips it', () => {
    expect(called('sites-rm-missing', 'applyLifeCycle')).toEqual([false]);
    expect(called('sites-rm-force-bucket', 'applyLifeCycle')).toEqual([]);
    expect(called('sites-rm-force-bucket', 'getBuckets')).toEqual([
      {region: 'us-west-2', forceBucketName: 'remotionlambda-uswest2-p0x7c4e2ad', forcePathStyle: false},
    ]);
  });
});

describe('lambda/cli/sites/rmall', () => {
  it('asks per site, answering n skips to the next site, removes the lifecycle rules and ends with code 0', () => {
    expect(called('sites-rmall', 'asked').length).toBe(2);
    expect(called('sites-rmall', 'deleteFile')).toEqual(['sites/hq7w2k9d1m/index.html']);
    expect(called('sites-rmall', 'applyLifeCycle')).toEqual([false]);
    expect(r('sites-rmall').code).toBeNull();
  });
});

describe('lambda/cli/sites/create', () => {
  it('without an entry point and none of the default files it prints "No entry file passed." and exits with code 1', () => {
    expect(r('sites-create-no-entry').out).toContain('No entry file passed.');
    expect(r('sites-create-no-entry').code).toBe(1);
  });

  it('a path that does not exist falls back to the default entry point; a folder with an index.html is rejected', () => {
    const value = r('entry-point').value as Record<string, string[]>;
    expect(value.typo).toEqual(['src/index.ts', 'common paths']);
    expect(value.given).toEqual(['src/index.ts', 'argument passed - found in cwd']);
    expect(value.bundle[1]).toMatch(
      /was chosen as the entry point \(reason = .*\) but it is a directory - it needs to be a file\./,
    );
  });

  it('a --site-name such as 2025 arrives as a number and is rejected with "The \'projectName\' argument must be a string if provided, …"', () => {
    expect((r('site-flags').value as Record<string, unknown>).siteName).toBe('number');
    expect(r('sites-create-number').out).toContain(
      "The 'projectName' argument must be a string if provided, but is 2025",
    );
    expect(r('sites-create-number').code).toBe(1);
  });

  it('--enable-folder-expiry without a value is true; =true arrives as the text "true"; before the entry point it swallows it', () => {
    const value = r('site-flags').value as Record<string, unknown>;
    expect(value.after).toEqual([true, ['lambda', 'sites', 'create', 'src/index.ts']]);
    expect(value.withTrue).toEqual(['true', ['lambda', 'sites', 'create', 'src/index.ts']]);
    expect(value.before).toEqual(['src/index.ts', ['lambda', 'sites', 'create']]);
    expect(value.none).toEqual([null, ['lambda', 'sites', 'create', 'src/index.ts']]);
  });

  it('--throw-if-site-exists=false still turns the check on', () => {
    const value = r('site-flags').value as Record<string, unknown>;
    expect(value.existsFalse).toBe('false');
    expect(Boolean(value.existsFalse)).toBe(true);
    expect(value.existsNone).toBe(false);
  });

  it('--privacy=no-acl reaches the bucket creation as skipPutAcl', () => {
    expect(called('sites-create-no-acl', 'createBucket')[0]).toMatchObject({skipPutAcl: true, region: 'us-east-1'});
  });
});

describe('lambda/cli/compositions', () => {
  it('without a serve URL prints "No serve URL passed." and exits with code 1', () => {
    expect(r('compositions-none').out).toContain('No serve URL passed.');
    expect(r('compositions-none').code).toBe(1);
  });

  it('prints one line per composition with ID, frame rate, size and duration, or Still', () => {
    expect(r('print-compositions').out).toContain(
      'The following compositions are available:\n\nRecap        30      1080x1920      900 (30.00 sec)\nThumbnail            1280x720       Still\n',
    );
  });

  it('--quiet prints only the composition IDs, separated by spaces', () => {
    expect(r('print-compositions-quiet').out).toBe('Recap Thumbnail\n');
  });

  it('sends --timeout 30000 by default and --force-bucket-name as the bucket', () => {
    expect(payload('compositions-payload')).toMatchObject({
      timeoutInMilliseconds: 30000,
      bucketName: 'my-bucket',
      serveUrl: 'year-in-review',
    });
  });

  it('uses the one function of the installed version, stops without one, and uses --function-name anyway with a warning', () => {
    expect(r('function-pick').out).not.toContain('unsupported workflow');
    expect(payload('function-pick')).not.toBeNull();
    expect(r('function-none').out).toContain(`No Lambda functions with version ${VERSION} found in your account.`);
    expect(r('function-none').code).toBe(1);
    expect(r('function-unsupported').out).toContain('Function "my-renderer" does not match naming convention');
    expect(r('function-unsupported').out).toContain('This is an unsupported workflow.');
    expect(payload('function-unsupported')).not.toBeNull();
  });
});

describe('lambda/cli/render', () => {
  it('without a serve URL prints "No serve URL passed." and exits with code 1', () => {
    expect(r('render-none').out).toContain('No serve URL passed.');
    expect(r('render-none').code).toBe(1);
  });

  it('a site name without a composition fails with "Passing the shorthand serve URL without composition name is currently not supported."', () => {
    expect(r('render-shorthand').out).toContain(
      'Passing the shorthand serve URL without composition name is currently not supported.',
    );
    expect(r('render-shorthand').code).toBe(1);
  });

  it('--out-name with another extension than output-location fails with "The download name is … but the output name is …. The file extensions must match"', () => {
    expect(r('render-mismatch').out).toContain(
      'The download name is out/teaser.mp4 but the output name is teaser.webm. The file extensions must match',
    );
    expect(payload('render-mismatch')).toBeNull();
  });

  it('defaults: h264, jpeg frames, overwrite true, 1 tab per function, 1 retry, public, frames per function computed in the function', () => {
    expect(payload('render-defaults')).toMatchObject({
      codec: 'h264',
      imageFormat: 'jpeg',
      overwrite: true,
      concurrencyPerLambda: 1,
      maxRetries: 1,
      privacy: 'public',
      framesPerLambda: null,
      rendererFunctionName: null,
      bucketName: null,
      deleteAfter: null,
      webhook: null,
    });
  });

  it('overwrite stays true when the config file sets setOverwriteOutput(false); --overwrite=false turns it off', () => {
    expect(payload('render-config-overwrite')?.overwrite).toBe(true);
    expect(payload('render-overwrite-false')?.overwrite).toBe(false);
  });

  it('an audio file name selects the audio codec and image format none; --out-name selects the codec and stays a key in the render folder', () => {
    expect(payload('render-audio')).toMatchObject({codec: 'mp3', imageFormat: 'none'});
    expect(payload('render-out-name')).toMatchObject({codec: 'vp8', outName: 'teasers/spring.webm'});
  });

  it('--webhook-custom-data that is not JSON stops with "You passed --webhook-custom-data but it was neither valid JSON nor a file path to a valid JSON file."', () => {
    expect(r('render-custom-data-invalid').out).toContain(
      'You passed --webhook-custom-data but it was neither valid JSON nor a file path to a valid JSON file.',
    );
    expect(r('render-custom-data-invalid').code).toBe(1);
  });

  it('--webhook-custom-data may be at most 1024 characters as JSON: 1025 fail with "Webhook "customData" must be less than 1024 bytes.", 1024 pass', () => {
    expect(r('render-custom-data-long').out).toContain(
      'Webhook "customData" must be less than 1024 bytes. Current size: 1025 bytes.',
    );
    expect(payload('render-custom-data-long')).toBeNull();
    expect((payload('render-custom-data-1024')?.webhook as {customData: unknown}).customData).toEqual({
      d: 'x'.repeat(1016),
    });
  });

  it('--webhook-custom-data is only sent together with --webhook', () => {
    expect(payload('render-custom-data-no-webhook')?.webhook).toBeNull();
  });
});

describe('lambda/cli/still', () => {
  it('without a serve URL prints "No serve URL passed." and exits with code 1', () => {
    expect(r('still-none').out).toContain('No serve URL passed.');
    expect(r('still-none').code).toBe(1);
  });

  it('prints "Image Format = jpeg (Download name extension)" for out/og.jpg and renders frame 0 with 1 retry by default', () => {
    expect(r('still-jpeg').out).toContain(`Function: remotion-render-${V}-mem2048mb-disk2048mb-120sec`);
    expect(r('still-jpeg').out).toContain('Image Format = jpeg (Download name extension)');
    expect(payload('still-jpeg')).toMatchObject({imageFormat: 'jpeg', frame: 0, maxRetries: 1, privacy: 'public'});
  });

  it('does not read --force-bucket-name and defaults to png', () => {
    expect(payload('still-png')).toMatchObject({imageFormat: 'png', bucketName: null});
  });
});

const MAIN_NAMES = [
  'deployFunction',
  'deploySite',
  'getOrCreateBucket',
  'deleteFunction',
  'getFunctions',
  'getFunctionInfo',
  'deleteSite',
  'getSites',
  'downloadMedia',
  'getRolePolicy',
  'getUserPolicy',
  'simulatePermissions',
  'getRegions',
];
const CLIENT_NAMES = [
  'renderMediaOnLambda',
  'getRenderProgress',
  'renderStillOnLambda',
  'deleteRender',
  'estimatePrice',
  'getAwsClient',
  'getCompositionsOnLambda',
  'getSites',
  'presignUrl',
  'speculateFunctionName',
  'validateWebhookSignature',
  'getFunctions',
];
const ONLY_IN_CLIENT = [
  'appRouterWebhook',
  'pagesRouterWebhook',
  'expressWebhook',
  'speculateFunctionName',
  'getFunctionVersion',
];
const ONLY_IN_MAIN = [
  'deployFunction',
  'deploySite',
  'deleteSite',
  'downloadMedia',
  'getFunctionInfo',
  'getOrCreateBucket',
  'getRegions',
  'getRolePolicy',
  'getUserPolicy',
  'simulatePermissions',
];

describe('lambda/api module formats', () => {
  it("the samples' imports load in CommonJS; @remotion/lambda/client is @remotion/lambda-client; policies exports only ROLE_NAME, getRolePolicy and getUserPolicy; deploy, bucket, site, policy and download functions are only exported from @remotion/lambda", () => {
    expect(r('cjs-exports').value).toEqual({
      main: MAIN_NAMES.map(() => 'function'),
      client: CLIENT_NAMES.map(() => 'function'),
      policies: ['ROLE_NAME', 'getRolePolicy', 'getUserPolicy'],
      roleName: 'remotion-lambda-role',
      same: true,
      onlyInClient: ONLY_IN_CLIENT.map(() => ['undefined', 'function']),
      notInClient: ONLY_IN_MAIN.map(() => ['function', 'undefined']),
    });
  });

  it("the samples' imports load in ES modules, and a named import of speculateFunctionName from @remotion/lambda fails", () => {
    const clientImports = CLIENT_NAMES.map((n) => (MAIN_NAMES.includes(n) ? `${n} as client_${n}` : n));
    const clientLocals = CLIENT_NAMES.map((n) => (MAIN_NAMES.includes(n) ? `client_${n}` : n));
    const esm = runNode(
      'esm',
      `import fs from 'node:fs';
import {${MAIN_NAMES.join(', ')}} from '@remotion/lambda';
import {${clientImports.join(', ')}} from '@remotion/lambda/client';
import {getUserPolicy as policy, getRolePolicy as role, ROLE_NAME} from '@remotion/lambda/policies';
import {VERSION} from 'remotion/version';
const types = [${[...MAIN_NAMES, ...clientLocals].join(', ')}, policy, role].map((f) => typeof f);
const bad = new URL('./named-import.mjs', import.meta.url);
fs.writeFileSync(bad, "import {speculateFunctionName} from '@remotion/lambda';\\nconsole.log(speculateFunctionName);");
const named = await import(bad).then(() => 'loaded', (e) => e.constructor.name + ': ' + e.message);
console.log(JSON.stringify({types, ROLE_NAME, version: typeof VERSION, named}));`,
    );
    const result = JSON.parse(esm) as {types: string[]; ROLE_NAME: string; version: string; named: string};
    expect(result.types).toEqual(new Array(MAIN_NAMES.length + CLIENT_NAMES.length + 2).fill('function'));
    expect(result.ROLE_NAME).toBe('remotion-lambda-role');
    expect(result.named).toContain(
      "SyntaxError: The requested module '@remotion/lambda' does not provide an export named 'speculateFunctionName'",
    );
  });
});
