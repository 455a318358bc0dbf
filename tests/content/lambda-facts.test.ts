import {createRequire} from 'node:module';
import path from 'node:path';
import * as lambda from '@remotion/lambda';
import * as lambdaClient from '@remotion/lambda/client';
import * as constants from '@remotion/lambda-client/constants';
import {VERSION} from 'remotion/version';
import {MAX_FUNCTIONS_PER_RENDER, MINIMUM_FRAMES_PER_FUNCTIONS, serverlessCodecs} from '@remotion/serverless-client';
import {extractCodeBlocks, PROJECT_ROOT, proseOnly, readMarkdown} from '../../scripts/lib/markdown';

/**
 * The @remotion/lambda reference quotes figures of the installed package: regions, limits,
 * defaults, chunk sizes, prices, function names, IAM policies and which entry point exports
 * what. Each check below parses the figure from the Markdown page and compares it with what
 * the installed JavaScript returns, so a page and the package cannot drift apart silently.
 */

const page = (id: string) => readMarkdown(`docs/lambda/${id}.mdx`);

/** Rows of every Markdown table in the prose of a page, as arrays of trimmed cells. */
function tableRows(id: string): string[][] {
  return proseOnly(page(id).body)
    .split('\n')
    .filter((line) => /^\|.*\|\s*$/.test(line) && !/^\|\s*-{3}/.test(line))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const unquote = (cell: string) => cell.replace(/^`|`$/g, '');
const num = (cell: string) => Number(unquote(cell));

/** The line under `### \`name\`` that holds type, required/optional and default. */
function optionLine(id: string, option: string): string | undefined {
  const lines = proseOnly(page(id).body).split('\n');
  const start = lines.findIndex((l) => l.trim() === `### \`${option}\``);
  if (start === -1) return undefined;
  return lines.slice(start + 1).find((l) => l.trim() !== '');
}

/** All `### \`name\`` option headings of a page. */
function optionNames(id: string): string[] {
  return [...proseOnly(page(id).body).matchAll(/^### `([A-Za-z0-9]+)`\s*$/gm)].map((m) => m[1]);
}

const NOT_A_LITERAL = Symbol('not a literal');

/** The first backticked value after "default:", evaluated as a JavaScript literal. */
function documentedDefault(line: string | undefined): unknown {
  const m = line ? /default: `([^`]+)`/.exec(line) : null;
  if (!m) return NOT_A_LITERAL;
  const literal = m[1];
  if (!/^(-?\d+(\.\d+)?|'[^']*'|true|false|null|undefined|\{.*\}|\[.*\])$/.test(literal)) return NOT_A_LITERAL;
  return new Function(`return (${literal});`)();
}

describe('lambda/getregions', () => {
  const rows = tableRows('getregions').filter((r) => /^`[a-z]{2}-[a-z]+-\d`$/.test(r[0]));

  it('lists exactly the regions of getRegions(), in order', () => {
    expect(rows.map((r) => unquote(r[0]))).toEqual([...lambda.getRegions()]);
  });

  it('marks exactly the regions of getRegions({enabledByDefaultOnly: true}) as enabled by default', () => {
    expect(rows.filter((r) => r[2] === 'yes').map((r) => unquote(r[0]))).toEqual([
      ...lambda.getRegions({enabledByDefaultOnly: true}),
    ]);
    expect(rows.every((r) => r[2] === 'yes' || r[2] === 'no')).toBe(true);
  });

  it('states the number of regions', () => {
    const m = /supports these (\d+) regions/.exec(page('getregions').body);
    expect(Number(m?.[1])).toBe(lambda.getRegions().length);
  });
});

describe('lambda/deployfunction', () => {
  const limits = Object.fromEntries(
    tableRows('deployfunction')
      .filter((r) => r.length === 5 && /^`\w+`$/.test(r[0]) && /^\d+$/.test(r[1]))
      .map((r) => [unquote(r[0]), {min: num(r[1]), max: num(r[2]), def: num(r[3])}]),
  );

  it('documents memory, timeout and disk limits and defaults as the package constants', () => {
    expect(limits.memorySizeInMb).toEqual({
      min: constants.MIN_MEMORY,
      max: constants.MAX_MEMORY,
      def: constants.DEFAULT_MEMORY_SIZE,
    });
    expect(limits.timeoutInSeconds).toEqual({
      min: constants.MIN_TIMEOUT,
      max: constants.MAX_TIMEOUT,
      def: constants.DEFAULT_TIMEOUT,
    });
    expect(limits.diskSizeInMb).toEqual({
      min: constants.MIN_EPHEMERAL_STORAGE_IN_MB,
      max: constants.MAX_EPHEMERAL_STORAGE_IN_MB,
      def: constants.DEFAULT_EPHEMERAL_STORAGE_IN_MB,
    });
    expect(limits.cloudWatchLogRetentionPeriodInDays.def).toBe(constants.DEFAULT_CLOUDWATCH_RETENTION_PERIOD);
  });

  it('documents the option defaults that deployFunction() applies', () => {
    expect(documentedDefault(optionLine('deployfunction', 'diskSizeInMb'))).toBe(
      constants.DEFAULT_EPHEMERAL_STORAGE_IN_MB,
    );
    expect(documentedDefault(optionLine('deployfunction', 'cloudWatchLogRetentionPeriodInDays'))).toBe(
      constants.DEFAULT_CLOUDWATCH_RETENTION_PERIOD,
    );
    expect(documentedDefault(optionLine('deployfunction', 'runtimePreference'))).toBe('default');
  });

  it('documents the retention period range that deployFunction() enforces before calling AWS', async () => {
    const {min, max} = limits.cloudWatchLogRetentionPeriodInDays;
    const attempt = (days: number) =>
      lambda.deployFunction({
        region: 'eu-central-1',
        memorySizeInMb: constants.DEFAULT_MEMORY_SIZE,
        timeoutInSeconds: constants.DEFAULT_TIMEOUT,
        createCloudWatchLogGroup: true,
        cloudWatchLogRetentionPeriodInDays: days,
        logLevel: 'error',
      });
    await expect(attempt(min - 1)).rejects.toThrow(
      `CloudWatch retention period must be at least ${min}, but is ${min - 1}`,
    );
    await expect(attempt(max + 1)).rejects.toThrow(
      `CloudWatch retention period must be at most ${max}, but is ${max + 1}`,
    );
  });
});

describe('lambda/speculatefunctionname', () => {
  const rows = tableRows('speculatefunctionname').filter((r) => r.length === 4 && /^\d+$/.test(r[0]));

  // The version part comes from the `remotion` package the docs describe. Some builds of
  // @remotion/lambda-client inline the version they were built with, so it is swapped in here.
  const documentedVersion = VERSION.replace(/\./g, '-').replace(/\+/g, '-').substring(0, 10);

  it('shows the names speculateFunctionName() returns', () => {
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const [memory, disk, timeout, name] of rows) {
      const computed = lambdaClient.speculateFunctionName({
        memorySizeInMb: Number(memory),
        diskSizeInMb: Number(disk),
        timeoutInSeconds: Number(timeout),
      });
      const packageVersion = lambdaClient.LambdaClientInternals.LAMBDA_VERSION_STRING;
      expect(computed.startsWith(`remotion-render-${packageVersion}-`)).toBe(true);
      expect(unquote(name)).toBe(computed.replace(packageVersion, documentedVersion));
    }
  });

  it('starts with the CLI defaults', () => {
    expect(rows[0].slice(0, 3).map(Number)).toEqual([
      constants.DEFAULT_MEMORY_SIZE,
      constants.DEFAULT_EPHEMERAL_STORAGE_IN_MB,
      constants.DEFAULT_TIMEOUT,
    ]);
  });
});

describe('lambda/rendermediaonlambda', () => {
  it('documents the defaults that renderMediaOnLambda() applies', () => {
    const required = {region: 'us-east-1', functionName: 'f', serveUrl: 's', composition: 'c', codec: 'h264'} as const;
    const applied = lambdaClient.LambdaClientInternals.renderMediaOnLambdaOptionalToRequired(
      required,
    ) as unknown as Record<string, unknown>;
    let compared = 0;
    for (const option of optionNames('rendermediaonlambda')) {
      const documented = documentedDefault(optionLine('rendermediaonlambda', option));
      if (documented === NOT_A_LITERAL || !(option in applied)) continue;
      expect({option, value: applied[option]}).toEqual({option, value: documented});
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(30);
  });

  it('lists exactly the codecs Lambda accepts', () => {
    const line = optionLine('rendermediaonlambda', 'codec') ?? '';
    const documented = [...line.split('·')[0].matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...serverlessCodecs].sort());
  });

  it('shows chunk sizes as the function computes them', () => {
    const require = createRequire(import.meta.url);
    const {bestFramesPerFunctionParam} = require(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/serverless/dist/best-frames-per-function-param.js'),
    ) as {
      bestFramesPerFunctionParam: (frameCount: number) => number;
    };
    const rows = tableRows('rendermediaonlambda').filter((r) => r.length === 3 && /^\d+$/.test(r[0]));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const [frames, perLambda, functions] of rows.map((r) => r.map(Number))) {
      expect({frames, perLambda}).toEqual({frames, perLambda: bestFramesPerFunctionParam(frames)});
      expect({frames, functions}).toEqual({frames, functions: Math.ceil(frames / perLambda)});
    }
  });

  it('documents the chunk limits of the package', () => {
    const rows = Object.fromEntries(
      tableRows('rendermediaonlambda')
        .filter((r) => r.length === 2)
        .map((r) => [r[0], r[1]]),
    );
    expect(Number(rows['Minimum `framesPerLambda`'])).toBe(MINIMUM_FRAMES_PER_FUNCTIONS);
    expect(Number(rows['Maximum functions per render'])).toBe(MAX_FUNCTIONS_PER_RENDER);
  });

  it('documents the default retries and privacy constants', () => {
    expect(documentedDefault(optionLine('rendermediaonlambda', 'maxRetries'))).toBe(constants.DEFAULT_MAX_RETRIES);
    expect(documentedDefault(optionLine('rendermediaonlambda', 'privacy'))).toBe(constants.DEFAULT_OUTPUT_PRIVACY);
  });
});

describe('lambda/renderstillonlambda', () => {
  it('documents the default number of retries', () => {
    expect(documentedDefault(optionLine('renderstillonlambda', 'maxRetries'))).toBe(constants.DEFAULT_MAX_RETRIES);
  });
});

describe('lambda/estimateprice', () => {
  it('shows the prices estimatePrice() calculates', () => {
    const rows = tableRows('estimateprice').filter((r) => r.length === 6 && /^`[a-z]{2}-/.test(r[0]));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const [region, memory, disk, duration, invoked, result] of rows) {
      const price = lambdaClient.estimatePrice({
        region: unquote(region) as lambdaClient.AwsRegion,
        memorySizeInMb: Number(memory),
        diskSizeInMb: Number(disk),
        durationInMilliseconds: Number(duration),
        lambdasInvoked: Number(invoked),
      });
      expect({region, memory, duration, price}).toEqual({region, memory, duration, price: Number(result)});
    }
  });
});

describe('lambda/getuserpolicy and lambda/getrolepolicy', () => {
  const jsonBlock = (id: string) => {
    const block = extractCodeBlocks(page(id).body).find((b) => b.lang === 'json');
    return block ? JSON.parse(block.code) : undefined;
  };

  it('print the policy getUserPolicy() returns', () => {
    expect(jsonBlock('getuserpolicy')).toEqual(JSON.parse(lambda.getUserPolicy()));
  });

  it('print the policy getRolePolicy() returns', () => {
    expect(jsonBlock('getrolepolicy')).toEqual(JSON.parse(lambda.getRolePolicy()));
  });

  it('explain every statement of the user policy', () => {
    const explained = tableRows('getuserpolicy')
      .map((r) => r[0])
      .filter((c) => /^`[A-Za-z]+`$/.test(c))
      .map(unquote);
    const sids = (JSON.parse(lambda.getUserPolicy()) as {Statement: {Sid: string}[]}).Statement.map((s) => s.Sid);
    expect(explained).toEqual(sids);
  });
});

describe('lambda/api', () => {
  const INTERNAL = new Set(['LambdaInternals', 'LambdaClientInternals']);
  const rows = tableRows('api')
    .filter((r) => r.length === 4 && /`\w+\(\)`/.test(r[0]))
    .map((r) => ({name: /`(\w+)\(\)`/.exec(r[0])![1], main: r[1], client: r[2]}));

  const runtimeExports = (mod: object) =>
    Object.keys(mod)
      .filter((k) => !INTERNAL.has(k) && typeof (mod as Record<string, unknown>)[k] === 'function')
      .sort();

  it('lists every function that either entry point exports at runtime', () => {
    const documented = rows.map((r) => r.name).sort();
    const exported = [...new Set([...runtimeExports(lambda), ...runtimeExports(lambdaClient)])].sort();
    expect(documented).toEqual(exported);
  });

  it('marks correctly which entry point exports each function', () => {
    for (const row of rows) {
      expect({name: row.name, main: row.main === '✓'}).toEqual({
        name: row.name,
        main: typeof (lambda as Record<string, unknown>)[row.name] === 'function',
      });
      expect({name: row.name, client: row.client === '✓'}).toEqual({
        name: row.name,
        client: typeof (lambdaClient as Record<string, unknown>)[row.name] === 'function',
      });
    }
  });
});
