/**
 * Executed claims of a second read of the Studio pages (docs/studio/*): the Studio server's routes
 * and codemods, the CLI's .env watcher and the Studio's shortcut list, run from the installed
 * packages in separate Node.js processes.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {installedFile, lastJson, pageSays, requireInstalled, runNode} from './lib';

/** The dist folder of a package whose "exports" map hides its internal files. */
const distOf = (pkg: string) => path.dirname(requireInstalled.resolve(pkg));
const studioServerDist = distOf('@remotion/studio-server');
const cliDist = distOf('@remotion/cli');

/**
 * Starts the Studio server's request handler (handleRoutes() of @remotion/studio-server, the one
 * `npx remotion studio` serves) on a free port in a child process, with `publicDir` as the public
 * folder. Resolves with the port and a promise of how the process ended.
 */
const startStudioRoutes = (publicDir: string) =>
  new Promise<{port: number; ended: Promise<{code: number | null; stderr: string}>}>((resolve, reject) => {
    const script = `
const http = require('node:http');
const {handleRoutes} = require(${JSON.stringify(path.join(studioServerDist, 'routes.js'))});
const publicDir = ${JSON.stringify(publicDir)};
const server = http.createServer((request, response) => handleRoutes({
  staticHash: '/static-x', staticHashPrefix: '/static-', outputHash: '/outputs-x', outputHashPrefix: '/outputs-',
  request, response, publicDir, remotionRoot: publicDir, logLevel: 'info',
}));
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
setTimeout(() => process.exit(0), 20000);
`;
    const child = spawn(process.execPath, ['-e', script], {cwd: PROJECT_ROOT});
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const ended = new Promise<{code: number | null; stderr: string}>((res) => {
      child.on('exit', (code) => res({code, stderr}));
    });
    child.stdout.on('data', (d: Buffer) => {
      const match = /PORT (\d+)/.exec(d.toString());
      if (match) resolve({port: Number(match[1]), ended});
    });
    child.on('error', reject);
  });

describe('writeStaticFile()', () => {
  it('the Studio server answers a refused path with its message, but exits with EISDIR when filePath names an existing folder, and the request fails', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2q-public-'));
    fs.mkdirSync(path.join(publicDir, 'uploads'));
    const {port, ended} = await startStudioRoutes(publicDir);
    // writeStaticFile() POSTs the contents to /api/add-asset?filePath=… and throws the JSON `error` of a non-ok answer.
    const addAsset = (filePath: string) =>
      fetch(`http://127.0.0.1:${port}/api/add-asset?${new URLSearchParams({filePath}).toString()}`, {
        method: 'POST',
        body: 'hello',
      });
    const ok = await addAsset('data/new.txt');
    expect(ok.ok).toBe(true);
    expect(fs.readFileSync(path.join(publicDir, 'data/new.txt'), 'utf8')).toBe('hello');
    const refused = await addAsset('../outside.txt');
    expect(refused.ok).toBe(false);
    expect(((await refused.json()) as {error: string}).error).toBe('Not allowed to write to ../outside.txt');
    // A folder as filePath: the write stream's error is not handled, and the whole process goes down.
    const failure = await addAsset('uploads').then(
      () => 'answered',
      (e: Error) => e.message,
    );
    expect(failure).toBe('fetch failed');
    const {code, stderr} = await ended;
    fs.rmSync(publicDir, {recursive: true, force: true});
    expect(code).not.toBe(0);
    expect(stderr).toContain('EISDIR');
    expect(installedFile('@remotion/studio/dist/api/write-static-file.js')).toContain('await fetch(url');
    // handleAddAsset() pipes the body into the file and listens only for 'close', not for 'error'.
    const routes = installedFile('@remotion/studio-server/dist/routes.js');
    expect(routes).toContain('req.pipe(writeStream)');
    expect(routes).not.toContain("writeStream.on('error'");
    expect(pageSays('studio/write-static-file')).toContain(
      "if `filePath` names an existing folder, for example, the `npx remotion studio` process exits with `EISDIR` and the promise rejects with the browser's network error.",
    );
  });
});

describe('saveDefaultProps()', () => {
  it('finds the root file only at fixed paths, refuses src/Root.jsx, resolves without a change for id={...}, and writes a Date and a staticFile() URL as code', () => {
    const out = runNode(
      'cjs',
      `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {updateDefaultPropsHandler} = require(${JSON.stringify(path.join(studioServerDist, 'preview-server/routes/update-default-props.js'))});
const {NoReactInternals} = require('remotion/no-react');
const project = (file, code) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r2q-root-'));
  fs.mkdirSync(path.join(root, path.dirname(file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), code);
  return root;
};
const composition = (idAttr) => "import {Composition, staticFile} from 'remotion';\\nexport const RemotionRoot = () => <Composition " + idAttr + " component={X} defaultProps={{color: 'green'}} />;\\n";
// What the browser sends: serializeJSONWithDate() with the Studio's static prefix.
const serialized = NoReactInternals.serializeJSONWithDate({
  data: {color: 'red', when: new Date(Date.UTC(2024, 0, 2)), image: '/static-abc/photos/a%20b.png'},
  indent: undefined,
  staticBase: '/static-abc',
}).serializedString;
const save = async (root) => updateDefaultPropsHandler({input: {compositionId: 'Badge', defaultProps: serialized, enumPaths: []}, remotionRoot: root});
(async () => {
  const result = {};
  result.rootTs = await save(project('src/Root.ts', composition('id="Badge"')));
  result.rootJsx = await save(project('src/Root.jsx', composition('id="Badge"')));
  const exprRoot = project('src/Root.tsx', composition("id={'Badge'}"));
  result.expression = await save(exprRoot);
  result.expressionFile = fs.readFileSync(path.join(exprRoot, 'src/Root.tsx'), 'utf8');
  const plainRoot = project('src/Root.tsx', composition('id="Badge"'));
  result.plain = await save(plainRoot);
  result.plainFile = fs.readFileSync(path.join(plainRoot, 'src/Root.tsx'), 'utf8');
  console.log(JSON.stringify(result));
})();
`,
    );
    const r = lastJson<{
      rootTs: {success: boolean; reason?: string};
      rootJsx: {success: boolean; reason?: string};
      expression: {success: boolean};
      expressionFile: string;
      plain: {success: boolean};
      plainFile: string;
    }>(out);
    expect(r.rootTs).toMatchObject({success: false, reason: 'Cannot find root file in project'});
    expect(r.rootJsx).toMatchObject({success: false, reason: 'Cannot update Root file if not using TypeScript'});
    // success: true is what makes saveDefaultProps() resolve.
    expect(r.expression.success).toBe(true);
    expect(r.expressionFile).toContain("defaultProps={{color: 'green'}}");
    expect(r.plain.success).toBe(true);
    expect(r.plainFile).toContain("color: 'red'");
    expect(r.plainFile).toContain("new Date('2024-01-02T00:00:00.000Z')");
    expect(r.plainFile).toContain("staticFile('photos/a b.png')");
    expect(installedFile('@remotion/studio-server/dist/preview-server/project-info.js')).toContain("'src/Video.tsx'");
    // Only a string-literal id matches: an id in a JSXExpressionContainer is skipped without an error.
    expect(installedFile('@remotion/studio-server/dist/codemods/update-default-props.js')).toContain(
      "if (attr.value.type === 'JSXExpressionContainer') {",
    );
    const stringify = installedFile('@remotion/studio-shared/dist/stringify-default-props.js');
    expect(stringify).toContain(`'new Date("'`);
    expect(stringify).toContain(`'staticFile("'`);
    const page = pageSays('studio/save-default-props');
    expect(page).toContain('("Cannot find root file in project")');
    expect(page).toContain('a root file with another name, such as `src/Root.ts`, is not found.');
    expect(page).toContain(
      "If the tag is in another file or its `id` is an expression such as `id={'Badge'}`, nothing rejects: the root file is only re-formatted, the promise resolves and the props stay as they were.",
    );
    expect(page).toContain('a `Date` becomes `new Date("…")`, and a URL from `staticFile()` becomes `staticFile("…")`');
  });
});

describe('updateDefaultProps()', () => {
  it('the props editor validates the props with the schema and shows "The data does not satisfy the schema:" with a Reset props button', () => {
    const dataEditor = installedFile('@remotion/studio/dist/components/RenderModal/DataEditor.js');
    expect(dataEditor).toContain('return schema.safeParse(defaultProps);');
    const schemaEditor = installedFile('@remotion/studio/dist/components/RenderModal/SchemaEditor/SchemaEditor.js');
    expect(schemaEditor).toContain('if (!zodValidationResult.success)');
    const messages = installedFile('@remotion/studio/dist/components/RenderModal/SchemaEditor/SchemaErrorMessages.js');
    expect(messages).toContain('The data does not satisfy the schema:');
    expect(messages).toContain('"Reset props"');
    expect(pageSays('studio/update-default-props')).toContain(
      'the editor shows "The data does not satisfy the schema:" with the errors and a **Reset props** button instead of the fields.',
    );
  });
});

describe('restartStudio()', () => {
  it('is not needed for .env: the CLI watches .env, also when it did not exist at startup, and passes the new values on', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'r2q-env-'));
    fs.writeFileSync(path.join(root, 'package.json'), '{"name": "env-test"}');
    const script = `
const fs = require('node:fs');
const {getEnvironmentVariables} = require(${JSON.stringify(path.join(cliDist, 'get-env.js'))});
const initial = getEnvironmentVariables((env) => {
  console.log(JSON.stringify({initial: initial.MY_VALUE ?? null, updated: env.MY_VALUE}));
  process.exit(0);
}, 'error');
setTimeout(() => fs.writeFileSync('.env', 'MY_VALUE=from-new-file\\n'), 300);
setTimeout(() => process.exit(1), 5000);
`;
    const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/claims-'));
    const file = path.join(dir, 'script.cjs');
    fs.writeFileSync(file, script);
    let printed: string;
    try {
      printed = execFileSync(process.execPath, [file], {cwd: root, encoding: 'utf8'});
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(lastJson(printed)).toEqual({initial: null, updated: 'from-new-file'});
    expect(installedFile('@remotion/cli/dist/get-env.js')).toContain('watchEnvFile({');
    // The Studio tab reloads on the 'new-env-variables' event that studio.js sends with them.
    expect(installedFile('@remotion/cli/dist/studio.js')).toContain("type: 'new-env-variables'");
    expect(installedFile('@remotion/studio/dist/helpers/client-id.js')).toContain(
      "newEvent.type === 'new-env-variables'",
    );
    expect(pageSays('studio/restart-studio')).toContain(
      'A changed `.env` file does not need it: the Studio watches the env file it loaded (or `.env`, if there was none) and reloads the tab with the new values.',
    );
  });
});

describe('The shortcut list shown on ?', () => {
  it('has Shift+←/→ and Cmd/Ctrl+S of the props editor, but no Alt variants, no Shift+I/O and no N', () => {
    const explainer = installedFile('@remotion/studio/dist/components/KeyboardShortcutsExplainer.js');
    // Each row: the keys it shows, then its label (`style: right, children: "<label>"`).
    const rows: Record<string, string> = {};
    let from = 0;
    for (const match of explainer.matchAll(/style: right, children: "([^"]+)"/g)) {
      rows[match[1]] = explainer.slice(from, match.index);
      from = (match.index ?? 0) + match[0].length;
    }
    expect(rows['1 second back']).toContain('keys_1.ShiftIcon');
    expect(rows['1 second back']).toContain('keys_1.ArrowLeft');
    expect(rows['1 second forward']).toContain('keys_1.ShiftIcon');
    expect(rows['1 second forward']).toContain('keys_1.ArrowRight');
    expect(rows['Save']).toContain('cmdOrCtrlCharacter');
    expect(rows['Save']).toContain('children: "S"');
    expect(explainer).toContain('"Props Editor"');
    expect(rows['Set In Point']).not.toContain('ShiftIcon');
    expect(rows['Set Out Point']).not.toContain('ShiftIcon');
    expect(explainer).not.toContain('Alt');
    expect(explainer).not.toContain('children: "N"');
    const shared =
      'it has <kbd>Shift</kbd>+<kbd>←</kbd>/<kbd>→</kbd> and <kbd>Cmd/Ctrl</kbd>+<kbd>S</kbd> of the props editor';
    expect(pageSays('studio/shortcuts')).toContain(shared);
    expect(pageSays('studio/quick-switcher')).toContain(shared);
  });
});
