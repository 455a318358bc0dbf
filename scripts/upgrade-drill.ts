/**
 * The upgrade drill (npm run upgrade-drill): would the site's plugins that reach into Docusaurus
 * internals survive an upgrade? For each target version of Docusaurus — the newest 3.x on the
 * registry and the newest 4.0 canary — it copies the project (git's files, untracked ones that are
 * not ignored, without node_modules, build, .docusaurus and reports) into the temp folder, sets
 * every @docusaurus/* dependency (and override) to that version, runs `npm install`, builds the
 * site and runs the contract tests (tests/contracts) in the copy, then prints a table: install,
 * build, and per plugin ok or the first contract it breaks. A report run on demand: it exits 0.
 *
 *   npm run upgrade-drill [-- --versions 3.10.2,4.0.0-canary-6808] [--keep]
 *
 * --versions checks those versions instead of the registry's newest; --keep leaves each copy's
 * node_modules in place (about 1.3 GB each).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE = path.resolve(__dirname, '..');
const LEFT_OUT = /^(node_modules|build|\.docusaurus|reports)(\/|$)/;
const MINUTE = 60_000;

type Target = {label: string; version: string};
type Step = {ok: boolean; seconds: number; tail: string};
/** A contract test file's result: ok, or its failing contracts' messages (the first one first). */
type PluginResult = {plugin: string; ok: boolean; message: string; failures: string[]};
type TargetResult = Target & {
  dir: string;
  install: Step;
  /** The install only went through with --legacy-peer-deps (after an ERESOLVE). */
  legacyPeerDeps?: boolean;
  build: Step | null;
  contracts: PluginResult[] | null;
  /** What the registry lacks at this version, peer conflicts, engines: said under the table. */
  notes: string[];
  /** The site's @docusaurus/* packages the registry has no version `version` of. */
  missing: string[];
};

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

// Versions.

/** Compares versions by semver precedence (a prerelease sorts before its release; numeric ids as numbers). */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = [v.split('-')[0]!, v.includes('-') ? v.slice(v.indexOf('-') + 1) : null];
    return {core: core.split('.').map(Number), pre: pre === null ? null : pre.split(/[.-]/)};
  };
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return (x.core[i] ?? 0) - (y.core[i] ?? 0);
  if (x.pre === null || y.pre === null) return x.pre === y.pre ? 0 : x.pre === null ? 1 : -1;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (p === q) continue;
    const numeric = /^\d+$/.test(p) && /^\d+$/.test(q);
    return numeric ? Number(p) - Number(q) : p < q ? -1 : 1;
  }
  return 0;
}

/** `npm view …` (its errors, such as a 404 for a version the registry lacks, are the caller's to read). */
function npmView(args: string[]): string {
  return execFileSync('npm', ['view', ...args], {
    encoding: 'utf8',
    timeout: 2 * MINUTE,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Whether `version` meets every `>=x.y.z` of an engines range (other ranges count as met). */
function satisfiesMinimum(version: string, range: string): boolean {
  return [...range.matchAll(/>=\s*([\d.]+)/g)].every(([, minimum]) => compareVersions(version, minimum!) >= 0);
}

function registryVersions(pkg: string): string[] {
  const out = npmView([pkg, 'versions', '--json']);
  const parsed = JSON.parse(out) as string[] | string;
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** The newest release of 3.x, and the newest version starting with 4.0.0 (a canary until 4.0.0 is out). */
function pickTargets(versions: string[]): Target[] {
  const newest = (list: string[]) => [...list].sort(compareVersions).at(-1);
  const stable3 = newest(versions.filter((v) => /^3\.\d+\.\d+$/.test(v)));
  const canary4 = newest(versions.filter((v) => v.startsWith('4.0.0')));
  return [
    ...(stable3 ? [{label: 'newest 3.x', version: stable3}] : []),
    ...(canary4 ? [{label: 'newest 4.0 canary', version: canary4}] : []),
  ];
}

/** The @docusaurus/* packages of package.json (dependencies, devDependencies, overrides). */
function docusaurusPackages(pkg: Record<string, Record<string, unknown> | undefined>): string[] {
  return [
    ...new Set(
      ['dependencies', 'devDependencies', 'overrides'].flatMap((field) =>
        Object.keys(pkg[field] ?? {}).filter((name) => name.startsWith('@docusaurus/')),
      ),
    ),
  ].sort();
}

// The copy.

/** git's files and the untracked ones it does not ignore, minus the generated folders. */
function projectFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: SITE,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0'))].filter((file) => file && !LEFT_OUT.test(file));
}

function copyProject(dest: string): number {
  let copied = 0;
  for (const file of projectFiles()) {
    const from = path.join(SITE, file);
    const stat = fs.lstatSync(from, {throwIfNoEntry: false});
    if (!stat) continue; // deleted in the working tree
    const to = path.join(dest, file);
    fs.mkdirSync(path.dirname(to), {recursive: true});
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else fs.copyFileSync(from, to);
    copied++;
  }
  return copied;
}

/** Sets every @docusaurus/* dependency, devDependency and override of the copy to `version`. */
function pinDocusaurus(dir: string, version: string): string[] {
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown> | undefined>;
  const names = docusaurusPackages(pkg);
  for (const field of ['dependencies', 'devDependencies', 'overrides']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (name.startsWith('@docusaurus/')) pkg[field]![name] = version;
    }
  }
  fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return names;
}

// Steps.

/** Runs a command in the copy; its output goes to a log file, the last lines are kept. */
function run(
  dir: string,
  log: string,
  command: string,
  args: string[],
  timeoutMs: number,
  env: NodeJS.ProcessEnv = {},
) {
  return new Promise<Step>((resolve) => {
    const started = Date.now();
    const out = fs.createWriteStream(path.join(dir, log));
    const child = spawn(command, args, {cwd: dir, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let tail = '';
    const keep = (chunk: Buffer) => {
      out.write(chunk);
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      keep(Buffer.from(`\n[upgrade-drill] stopped after ${timeoutMs / MINUTE} minutes\n`));
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      out.end();
      // eslint-disable-next-line no-control-regex -- colours of the tools' output
      const plain = tail.replace(/\x1b\[[0-9;]*m/g, '');
      resolve({ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), tail: plain});
    });
  });
}

function lastLines(text: string, count: number, pattern?: RegExp): string {
  const lines = text.split('\n').filter((line) => line.trim() && (!pattern || pattern.test(line)));
  return lines.slice(-count).join('\n');
}

/** Per contract test file (one per plugin): ok, or the first failing contract's message. */
function contractResults(reportFile: string): PluginResult[] | null {
  if (!fs.existsSync(reportFile)) return null;
  type Report = {
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: {status: string; failureMessages: string[]}[];
    }[];
  };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
  // The error's message, without its stack.
  const messageOf = (failure: string) =>
    failure
      .replace(/^\w*Error: /, '')
      .split(/\n\s+at /)[0]!
      .trim();
  return report.testResults
    .map((file) => {
      const plugin = path.basename(file.name).replace(/\.test\.ts$/, '');
      const failed = file.assertionResults.filter((a) => a.status === 'failed').map((a) => a.failureMessages[0] ?? '');
      const failures = [...new Set([...failed, ...(file.message ? [file.message] : [])].map(messageOf))];
      const ok = file.status === 'passed' && failures.length === 0;
      return {plugin, ok, message: ok ? '' : (failures[0] ?? 'failed'), failures};
    })
    .sort((a, b) => a.plugin.localeCompare(b.plugin));
}

/** The site's @docusaurus/* packages the registry has no `version` of (a look-up per package the site uses). */
function missingAt(names: string[], version: string): string[] {
  return names.filter((name) => {
    try {
      return !npmView([`${name}@${version}`, 'version']).trim();
    } catch {
      return true;
    }
  });
}

/** What an ERESOLVE names: `peer react@"^19.3.0" from @docusaurus/core@…`. */
function peerConflicts(log: string): string[] {
  const conflicts = [...log.matchAll(/Could not resolve dependency:\nnpm error (peer [^\n]+)/g)].map(([, c]) => c!);
  return [...new Set(conflicts)];
}

/** The copy as a Git worktree of one commit: the docs plugin reads each doc's last update from Git. */
function commitCopy(dir: string): void {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git(
    '-c',
    'user.name=upgrade-drill',
    '-c',
    'user.email=upgrade-drill@localhost',
    'commit',
    '-q',
    '--no-verify',
    '--no-gpg-sign',
    '-m',
    'upgrade drill copy',
  );
}

async function drill(target: Target, root: string, keep: boolean): Promise<TargetResult> {
  const dir = path.join(root, target.version);
  fs.mkdirSync(dir, {recursive: true});
  const files = copyProject(dir);
  const names = pinDocusaurus(dir, target.version);
  commitCopy(dir);
  const tag = `[${target.version}]`;
  console.log(`\n${tag} ${files} files copied to ${dir}; ${names.length} packages set: ${names.join(', ')}`);
  const result: TargetResult = {
    ...target,
    dir,
    install: {ok: false, seconds: 0, tail: ''},
    build: null,
    contracts: null,
    notes: [],
    missing: missingAt(names, target.version),
  };
  if (result.missing.length) result.notes.push(`the registry has no ${result.missing.join(', ')} at ${target.version}`);
  try {
    const engine = npmView([`@docusaurus/core@${target.version}`, 'engines.node']).trim();
    if (engine && !satisfiesMinimum(process.versions.node, engine)) {
      result.notes.push(`@docusaurus/core ${target.version} wants Node ${engine}; this is ${process.version}`);
    }
  } catch {
    // Not on the registry: said above.
  }

  console.log(`${tag} npm install…`);
  result.install = await run(dir, 'install.log', 'npm', ['install', '--no-audit', '--no-fund'], 30 * MINUTE);
  console.log(`${tag} install ${result.install.ok ? 'ok' : 'FAILED'} (${result.install.seconds} s)`);
  const conflicts = peerConflicts(result.install.tail);
  if (!result.install.ok && conflicts.length) {
    // The contracts are still worth knowing with a peer unmet: tried again, and said so.
    result.notes.push(`npm install stops on unmet peer dependencies: ${conflicts.join('; ')}`);
    console.log(`${tag} npm install --legacy-peer-deps…`);
    const retry = await run(
      dir,
      'install-legacy-peer-deps.log',
      'npm',
      ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'],
      30 * MINUTE,
    );
    console.log(`${tag} install with --legacy-peer-deps ${retry.ok ? 'ok' : 'FAILED'} (${retry.seconds} s)`);
    if (retry.ok) result.legacyPeerDeps = true;
    else {
      const why =
        lastLines(retry.tail, 1, /No matching version|404 Not Found|ERESOLVE/) || lastLines(retry.tail, 1, /npm error/);
      result.notes.push(`npm install --legacy-peer-deps failed too: ${why.replace(/^npm error (\w+ )?/, '')}`);
    }
  }
  if (!result.install.ok && !result.legacyPeerDeps) return result;

  console.log(`${tag} npx docusaurus build (TYPE_HOVER=0)…`);
  result.build = await run(dir, 'build.log', 'npx', ['docusaurus', 'build'], 40 * MINUTE, {TYPE_HOVER: '0'});
  console.log(`${tag} build ${result.build.ok ? 'ok' : 'FAILED'} (${result.build.seconds} s)`);

  console.log(`${tag} npx vitest run tests/contracts…`);
  const report = path.join(dir, 'contracts.json');
  const vitest = ['vitest', 'run', 'tests/contracts', '--reporter=json', `--outputFile=${report}`];
  const tests = await run(dir, 'contracts.log', 'npx', vitest, 15 * MINUTE);
  result.contracts = contractResults(report);
  if (!result.contracts) result.notes.push(`the contract tests did not run: ${lastLines(tests.tail, 3)}`);
  const summary = result.contracts
    ? `${result.contracts.filter((c) => c.ok).length}/${result.contracts.length} plugins ok`
    : 'not run';
  console.log(`${tag} contracts: ${summary} (${tests.seconds} s)`);
  if (!keep) fs.rmSync(path.join(dir, 'node_modules'), {recursive: true, force: true});
  return result;
}

// The report.

function table(rows: string[][]): string {
  const [head, ...body] = rows;
  return [head, head!.map(() => '---'), ...body].map((row) => `| ${row!.join(' | ')} |`).join('\n');
}

function report(results: TargetResult[]): string {
  const stepCell = (step: Step | null, before: boolean) =>
    step ? (step.ok ? `ok (${step.seconds} s)` : `FAILED (${step.seconds} s)`) : before ? 'not run' : '–';
  const lines = [
    `## Upgrade drill, ${new Date().toISOString().slice(0, 10)} (installed: @docusaurus/core ${installedCore()})`,
    '',
    table([
      ['target', 'version', 'npm install', 'docusaurus build', 'contracts'],
      ...results.map((r) => [
        r.label,
        r.version,
        r.legacyPeerDeps ? `only with --legacy-peer-deps` : stepCell(r.install, true),
        stepCell(r.build, r.install.ok),
        r.contracts ? `${r.contracts.filter((c) => c.ok).length}/${r.contracts.length} ok` : 'not run',
      ]),
    ]),
    '',
  ];
  const plugins = [...new Set(results.flatMap((r) => r.contracts?.map((c) => c.plugin) ?? []))].sort();
  if (plugins.length) {
    lines.push(
      table([
        ['plugin', ...results.map((r) => r.version)],
        ...plugins.map((plugin) => [
          plugin,
          ...results.map((r) => {
            if (!r.contracts) return r.install.ok || r.legacyPeerDeps ? 'not run' : 'not run (install failed)';
            const c = r.contracts.find((x) => x.plugin === plugin);
            if (!c) return '–';
            return c.ok ? 'ok' : `broken: ${c.message.split('\n')[0]!.slice(0, 400).replace(/\|/g, '\\|')}`;
          }),
        ]),
      ]),
      '',
    );
  }
  for (const r of results) {
    const broken = (r.contracts ?? []).filter((c) => !c.ok);
    if (broken.length) {
      lines.push(`${r.version}: every failing contract (first line each):`, '');
      for (const c of broken) {
        for (const failure of c.failures) lines.push(`- ${c.plugin}: ${failure.split('\n')[0]!.slice(0, 300)}`);
      }
      lines.push('');
    }
  }
  for (const r of results) {
    for (const note of r.notes) lines.push(`- ${r.version}: ${note.replace(/\.$/, '')}.`);
    if (!r.install.ok) {
      const npmErrors = lastLines(r.install.tail, 8, /npm (error|ERR)/) || lastLines(r.install.tail, 8);
      lines.push(`- ${r.version}: npm install failed; the npm error's last lines:`, '```', npmErrors, '```');
    }
    if (r.build && !r.build.ok) {
      // The error and its causes, as Docusaurus chains them.
      const cause = r.build.tail
        .split('\n')
        .filter((line) => /\[ERROR\]|\[cause\]|^\s*\w*Error: /.test(line))
        .slice(0, 6)
        .join('\n');
      lines.push(`- ${r.version}: docusaurus build failed:`, '```', cause || lastLines(r.build.tail, 8), '```');
    }
    lines.push(`- ${r.version}: logs in ${r.dir} (install*.log, build.log, contracts.log).`);
  }
  return lines.join('\n');
}

function installedCore(): string {
  return (
    JSON.parse(fs.readFileSync(path.join(SITE, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

async function main() {
  const keep = process.argv.includes('--keep');
  const requested = argValue('--versions');
  const targets = requested
    ? requested.split(',').map((version) => ({label: 'requested', version: version.trim()}))
    : pickTargets(registryVersions('@docusaurus/core'));
  console.log(`Upgrade drill: ${targets.map((t) => `${t.label} ${t.version}`).join(', ')}`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-drill-'));
  const results: TargetResult[] = [];
  const drillSafely = async (target: Target) => {
    try {
      results.push(await drill(target, root, keep));
    } catch (error) {
      const failed: Step = {ok: false, seconds: 0, tail: (error as Error).message};
      results.push({
        ...target,
        dir: path.join(root, target.version),
        install: failed,
        build: null,
        contracts: null,
        notes: ['the drill itself failed'],
        missing: [],
      });
    }
  };
  for (const target of targets) await drillSafely(target);

  // A canary the registry lacks some packages of says nothing about the contracts: the newest
  // canary that every @docusaurus package of the site has is tried as well.
  const canary = results.find((r) => r.label === 'newest 4.0 canary');
  if (canary && canary.missing.length) {
    const pkg = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    const names = docusaurusPackages(pkg);
    const canaries = names.map((name) => new Set(registryVersions(name).filter((v) => v.startsWith('4.0.0'))));
    const shared = [...canaries[0]!]
      .filter((v) => canaries.every((set) => set.has(v)))
      .sort(compareVersions)
      .at(-1);
    if (shared) await drillSafely({label: `newest 4.0 canary all ${names.length} packages have`, version: shared});
    else canary.notes.push(`no 4.0 canary has all of ${names.join(', ')}`);
  }
  console.log(`\n${report(results)}`);
}

main().catch((error: unknown) => {
  // A report: say what went wrong, exit 0.
  console.error(`upgrade-drill: ${(error as Error).stack ?? String(error)}`);
});
