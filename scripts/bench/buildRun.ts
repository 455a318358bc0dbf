/**
 * Runs a production build and measures its wall time and peak memory. Memory is the largest
 * sum of resident set sizes over the build's whole process tree, sampled from /proc every
 * 200 ms (Docusaurus forks workers, so the main process alone would undercount).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

/** Docusaurus's top-level build phases, in seconds, from its perf logger (DOCUSAURUS_PERF_LOGGER). */
export type BuildPhases = Record<(typeof PHASES)[number], number>;
export type BuildRun = {wallSeconds: number; peakMemoryMB: number; htmlPages: number; phases: BuildPhases};

const PHASES = ['Load site', 'Bundling with rspack', 'SSG', 'postBuild()'] as const;

/** The phases' durations in a build log written with DOCUSAURUS_PERF_LOGGER=true. */
export function buildPhases(log: string): BuildPhases {
  // eslint-disable-next-line no-control-regex -- the logger colours its output
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
  const entries = PHASES.map((phase) => {
    const escaped = phase.replace(/[()]/g, '\\$&');
    const match = new RegExp(`\\[PERF\\] Build > [^>\\n]+ > ${escaped} - ([\\d.]+) (ms|seconds)`).exec(plain);
    if (!match) throw new Error(`the build log has no perf entry for "${phase}"`);
    return [phase, Number(match[1]) / (match[2] === 'ms' ? 1000 : 1)];
  });
  return Object.fromEntries(entries) as BuildPhases;
}

function childrenByParent(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(ppid, [...(map.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return map;
}

function treeRssBytes(root: number): number {
  const children = childrenByParent();
  const pageSize = 4096;
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * pageSize;
    } catch {
      // Gone already.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function countHtmlPages(dir: string): number {
  let count = 0;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      if (entry.isDirectory()) walk(`${d}/${entry.name}`);
      else if (entry.name.endsWith('.html')) count++;
    }
  };
  walk(dir);
  return count;
}

/** `npx docusaurus build` in `cwd`; the log goes to `logFile`. Rejects when the build fails. */
export function runBuild(cwd: string, logFile: string): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const started = performance.now();
    const child = spawn('npx', ['docusaurus', 'build'], {
      cwd,
      stdio: ['ignore', log, log],
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    });
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssBytes(child.pid));
    }, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      fs.closeSync(log);
      const wallSeconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`build in ${cwd} failed (exit ${code}); see ${logFile}`));
        return;
      }
      resolve({
        wallSeconds,
        peakMemoryMB: peak / 1024 / 1024,
        htmlPages: countHtmlPages(`${cwd}/build`),
        phases: buildPhases(fs.readFileSync(logFile, 'utf8')),
      });
    });
  });
}
