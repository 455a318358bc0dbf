import {test, expect, waitForHydration} from './fixtures';

/** The in-page parseMedia() demo reads the sample video shipped in static/media. */
for (const pathname of ['/docs/media-parser/metadata', '/docs/media-parser/parse-media']) {
  test(`the parseMedia() demo on ${pathname} reads the sample video`, async ({page, problems}) => {
    await page.goto(pathname);
    await waitForHydration(page);
    const demo = page.locator('[data-parse-media-demo]');
    await demo.getByRole('button', {name: 'Parse the sample video'}).click();
    const row = (field: string) => demo.locator(`tr[data-field="${field}"] td`).nth(1);
    await expect(row('container')).toHaveText('"mp4"', {timeout: 15_000});
    await expect(row('dimensions')).toContainText('"width":320');
    await expect(row('dimensions')).toContainText('"height":180');
    await expect(row('videoCodec')).toHaveText('"h264"');
    await expect(row('audioCodec')).toHaveText('"aac"');
    await expect(row('fps')).toHaveText('30');
    const duration = Number(await row('durationInSeconds').textContent());
    expect(duration).toBeGreaterThan(1.9);
    expect(duration).toBeLessThan(2.1);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('the parseMedia() demo says so when a file cannot be parsed', async ({page}) => {
  await page.goto('/docs/media-parser/metadata');
  await waitForHydration(page);
  const demo = page.locator('[data-parse-media-demo]');
  await demo.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a video at all, just some text'),
  });
  await expect(demo.getByRole('alert')).toContainText('Could not parse notes.txt');
});
