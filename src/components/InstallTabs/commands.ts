/**
 * The install and create commands of npm, pnpm, Yarn and Bun, built from the props of
 * <InstallTabs>. Pure and framework-free: the component, the llms Markdown export and the
 * content tests all use it.
 */

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export const PACKAGE_MANAGER_LABELS: Record<PackageManager, string> = {
  npm: 'npm',
  pnpm: 'pnpm',
  yarn: 'Yarn',
  bun: 'Bun',
};

export type InstallTabsProps = {
  /** Space-separated package specs to add to a project, e.g. "@remotion/rive@4.0.278 lottie-web". */
  packages?: string;
  /** Add `packages` as devDependencies instead of dependencies. */
  dev?: boolean;
  /** Space-separated package specs to add as devDependencies on a second line, after `packages`. */
  devPackages?: string;
  /** Create a new project with the create-<name> package instead, e.g. "video" (create-video). */
  create?: string;
  /** Arguments passed to the create package, e.g. "--next". Only with `create`. */
  args?: string;
};

export type InstallCommands = Record<PackageManager, string>;

// A package name (optionally scoped) with an optional version or tag: react, @remotion/player@4.0.278, zod@3.22.3.
const PACKAGE_SPEC = /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(?:@[A-Za-z0-9][A-Za-z0-9.+-]*)?$/;
const CREATE_NAME = /^[a-z0-9][a-z0-9-]*$/;
const CREATE_ARG = /^--?[A-Za-z0-9][A-Za-z0-9-]*(?:=[A-Za-z0-9._/-]+)?$|^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
// Words of a pasted command ("npm i react"): not meant as package names here.
const COMMAND_WORDS = new Set(['npm', 'npx', 'yarn', 'pnpm', 'bun', 'bunx', 'i', 'add', 'install']);
const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

export type PackageSpec = {name: string; version?: string};

/** Splits "name@version" (the scope's @ is not a version separator). */
export function parsePackageSpec(spec: string): PackageSpec {
  const at = spec.indexOf('@', 1);
  return at === -1 ? {name: spec} : {name: spec.slice(0, at), version: spec.slice(at + 1)};
}

export function isRemotionPackage(name: string): boolean {
  return name === 'remotion' || name.startsWith('@remotion/');
}

/** Parses a space-separated package list and throws a readable error for anything malformed. */
export function parsePackageList(list: string, prop: string): string[] {
  if (typeof list !== 'string') {
    throw new Error(`<InstallTabs>: "${prop}" must be a string of package names, got ${typeof list}.`);
  }
  const specs = list.trim().split(/\s+/).filter(Boolean);
  if (specs.length === 0) {
    throw new Error(`<InstallTabs>: "${prop}" is empty; name at least one package.`);
  }
  const seen = new Set<string>();
  for (const spec of specs) {
    if (!PACKAGE_SPEC.test(spec)) {
      throw new Error(
        `<InstallTabs>: "${spec}" in "${prop}" is not a package name with an optional @version (e.g. @remotion/player@4.0.278).`,
      );
    }
    const {name, version} = parsePackageSpec(spec);
    if (COMMAND_WORDS.has(spec)) {
      throw new Error(
        `<InstallTabs>: "${prop}" contains "${spec}", which looks like part of a command; pass only package names.`,
      );
    }
    if (seen.has(name)) {
      throw new Error(`<InstallTabs>: package "${name}" appears twice in "${prop}".`);
    }
    seen.add(name);
    if (version !== undefined && isRemotionPackage(name) && !EXACT_VERSION.test(version)) {
      throw new Error(`<InstallTabs>: "${spec}" must pin an exact version (x.y.z): all Remotion packages share one.`);
    }
  }
  return specs;
}

function addCommands(specs: string[], dev: boolean): InstallCommands {
  const list = specs.join(' ');
  return dev
    ? {
        npm: `npm i --save-dev ${list}`,
        pnpm: `pnpm add --save-dev ${list}`,
        yarn: `yarn add --dev ${list}`,
        bun: `bun add --dev ${list}`,
      }
    : {
        npm: `npm i --save-exact ${list}`,
        pnpm: `pnpm add --save-exact ${list}`,
        yarn: `yarn add --exact ${list}`,
        bun: `bun add --exact ${list}`,
      };
}

/**
 * The command (or commands, one per line) each package manager runs for the given props.
 * Throws when the props are inconsistent or a package list is empty or malformed.
 */
export function buildInstallCommands(props: InstallTabsProps): InstallCommands {
  const {packages, dev, devPackages, create, args} = props;
  if (create !== undefined) {
    if (packages !== undefined || devPackages !== undefined || dev) {
      throw new Error('<InstallTabs>: use either "create" or "packages"/"devPackages", not both.');
    }
    if (!CREATE_NAME.test(create)) {
      throw new Error(`<InstallTabs>: create="${create}" is not a create-<name> package name (e.g. "video").`);
    }
    const argList = args === undefined ? [] : args.trim().split(/\s+/).filter(Boolean);
    if (args !== undefined && argList.length === 0) {
      throw new Error('<InstallTabs>: "args" is empty; omit it instead.');
    }
    for (const arg of argList) {
      if (!CREATE_ARG.test(arg)) {
        throw new Error(`<InstallTabs>: argument "${arg}" is not a plain flag or word.`);
      }
    }
    const tail = argList.length > 0 ? ` ${argList.join(' ')}` : '';
    return {
      npm: `npx create-${create}@latest${tail}`,
      pnpm: `pnpm create ${create}${tail}`,
      yarn: `yarn create ${create}${tail}`,
      bun: `bun create ${create}${tail}`,
    };
  }
  if (args !== undefined) {
    throw new Error('<InstallTabs>: "args" only goes with "create".');
  }
  if (packages === undefined && devPackages === undefined) {
    throw new Error('<InstallTabs>: pass "packages" (packages to add) or "create" (a project to create).');
  }
  if (packages === undefined && dev) {
    throw new Error('<InstallTabs>: "dev" needs "packages".');
  }
  if (devPackages !== undefined && dev) {
    throw new Error(
      '<InstallTabs>: "dev" and "devPackages" together are ambiguous; put every package in "devPackages".',
    );
  }
  const blocks: InstallCommands[] = [];
  if (packages !== undefined) blocks.push(addCommands(parsePackageList(packages, 'packages'), Boolean(dev)));
  if (devPackages !== undefined) blocks.push(addCommands(parsePackageList(devPackages, 'devPackages'), true));
  const result = {} as InstallCommands;
  for (const pm of PACKAGE_MANAGERS) {
    result[pm] = blocks.map((b) => b[pm]).join('\n');
  }
  return result;
}
