import {buildInstallCommands, PACKAGE_MANAGERS} from '../../src/components/InstallTabs/commands';

describe('buildInstallCommands', () => {
  it('adds pinned packages with each manager’s exact-version flag', () => {
    expect(buildInstallCommands({packages: '@remotion/rive@4.0.278'})).toEqual({
      npm: 'npm i --save-exact @remotion/rive@4.0.278',
      pnpm: 'pnpm add --save-exact @remotion/rive@4.0.278',
      yarn: 'yarn add --exact @remotion/rive@4.0.278',
      bun: 'bun add --exact @remotion/rive@4.0.278',
    });
  });

  it('keeps several packages in order, extra whitespace collapsed', () => {
    expect(buildInstallCommands({packages: '  remotion@4.0.278\n @remotion/player@4.0.278  lottie-web '}).npm).toBe(
      'npm i --save-exact remotion@4.0.278 @remotion/player@4.0.278 lottie-web',
    );
  });

  it('adds devDependencies with dev', () => {
    expect(buildInstallCommands({packages: '@types/three', dev: true})).toEqual({
      npm: 'npm i --save-dev @types/three',
      pnpm: 'pnpm add --save-dev @types/three',
      yarn: 'yarn add --dev @types/three',
      bun: 'bun add --dev @types/three',
    });
  });

  it('puts devPackages on a second line', () => {
    expect(buildInstallCommands({packages: '@remotion/three@4.0.278 three', devPackages: '@types/three'})).toEqual({
      npm: 'npm i --save-exact @remotion/three@4.0.278 three\nnpm i --save-dev @types/three',
      pnpm: 'pnpm add --save-exact @remotion/three@4.0.278 three\npnpm add --save-dev @types/three',
      yarn: 'yarn add --exact @remotion/three@4.0.278 three\nyarn add --dev @types/three',
      bun: 'bun add --exact @remotion/three@4.0.278 three\nbun add --dev @types/three',
    });
  });

  it('builds the create commands', () => {
    expect(buildInstallCommands({create: 'video'})).toEqual({
      npm: 'npx create-video@latest',
      pnpm: 'pnpm create video',
      yarn: 'yarn create video',
      bun: 'bun create video',
    });
    expect(buildInstallCommands({create: 'video', args: '--next'})).toEqual({
      npm: 'npx create-video@latest --next',
      pnpm: 'pnpm create video --next',
      yarn: 'yarn create video --next',
      bun: 'bun create video --next',
    });
  });

  it('returns one command for each of the four managers', () => {
    expect(Object.keys(buildInstallCommands({packages: 'zod@3.22.3'}))).toEqual([...PACKAGE_MANAGERS]);
  });

  it.each([
    [{packages: ''}, /"packages" is empty/],
    [{packages: '   '}, /"packages" is empty/],
    [{devPackages: ''}, /"devPackages" is empty/],
    [{packages: 'Remotion'}, /not a package name/],
    [{packages: '@remotion/'}, /not a package name/],
    [{packages: '@remotion/player@'}, /not a package name/],
    [{packages: 'react@^18'}, /not a package name/],
    [{packages: 'npm i react'}, /looks like part of a command/],
    [{packages: 'react; rm -rf /'}, /not a package name/],
    [{packages: 'react react@18'}, /appears twice/],
    [{packages: '@remotion/player@latest'}, /exact version/],
    [{packages: 'remotion@4.0'}, /exact version/],
    [{}, /pass "packages"/],
    [{dev: true}, /pass "packages"/],
    [{packages: 'react', create: 'video'}, /either "create" or "packages"/],
    [{create: 'Video'}, /not a create-<name>/],
    [{create: 'video', args: '--next && curl x'}, /not a plain flag/],
    [{create: 'video', args: ' '}, /"args" is empty/],
    [{packages: 'react', args: '--next'}, /only goes with "create"/],
    [{packages: 'react', dev: true, devPackages: 'typescript'}, /ambiguous/],
  ])('rejects %j', (props, message) => {
    expect(() => buildInstallCommands(props)).toThrow(message);
  });

  it('rejects a package list that is not a string', () => {
    expect(() => buildInstallCommands({packages: ['react'] as unknown as string})).toThrow(/must be a string/);
  });
});
