/**
 * One Lighthouse run (the CLI of the installed lighthouse package, in Debian's Chromium) in its
 * mobile (default) or desktop preset. Third-party hosts (analytics) are blocked, so both sites
 * are judged on what they serve themselves and runs do not depend on the network.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Preset = 'mobile' | 'desktop';
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
};

const CLI = require.resolve('lighthouse/cli/index.js');
const BLOCKED = ['*googletagmanager.com*', '*google-analytics.com*', '*crawlchat.app*', '*algolia.net*'];

type Report = {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
  runtimeError?: {message: string};
};

export async function runLighthouse(url: string, preset: Preset): Promise<LighthouseRun> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-')), 'report.json');
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...BLOCKED.map((pattern) => `--blocked-url-patterns=${pattern}`),
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {env: {...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium'}, maxBuffer: 1 << 26},
      (error, _stdout, stderr) =>
        error ? reject(new Error(`lighthouse ${url}: ${stderr || error.message}`)) : resolve(),
    );
  });
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  fs.rmSync(path.dirname(out), {recursive: true, force: true});
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    totalBytes: Math.round(audit('total-byte-weight')),
  };
}
