import {findSiteMakingNotes} from '../../scripts/lib/siteMakingNotes';

describe('findSiteMakingNotes', () => {
  it.each([
    "Install the newest one available to this site's build.",
    'The registry used for this site has no 4.0.278 build of this package.',
    'Behaviour checked against 4.0.272.',
    'The build examined for these pages is 4.0.277.',
    'The flag and the variable are checked against the list above.',
    '```tsx no-typecheck="the package could not be installed here"',
    '```tsx no-typecheck="@remotion/skia is not installed in this site\'s build"',
  ])('flags %s', (line) => {
    expect(findSiteMakingNotes(`intro\n${line}\n`)).toHaveLength(1);
  });

  it.each([
    'Push the image to Artifact Registry in the region of your service.',
    'Packages are installed from the npm registry.',
    'Remotion validates the flag and the variable against the list above.',
    'This sample was added in v4.0.200.',
    '```tsx no-typecheck="needs @shopify/react-native-skia, a React Native peer"',
  ])('leaves %s alone', (line) => {
    expect(findSiteMakingNotes(line)).toEqual([]);
  });
});
