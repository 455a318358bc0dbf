import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {experts} from '../../src/data/experts';
import {templates} from '../../src/data/templates';
import {showcase} from '../../src/data/showcase';

/**
 * The experts directory, the template gallery and the showcase: every generated
 * route renders, the interactive parts work, and the showcase stays quiet
 * towards third parties until someone asks for a video.
 */

/*
 * Each profile and template page is checked in its server-rendered HTML (JavaScript off: what a
 * crawler and a reader before hydration see), all of them in one page; one of each is then loaded
 * with JavaScript, for hydration and console errors (the crawl loads a sample of the rest).
 */
async function expectExpertPage(page: Page, expert: (typeof experts)[number]) {
  const response = await page.goto(`/experts/${expert.slug}`);
  expect(response?.status(), `/experts/${expert.slug}: HTTP status`).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(expert.name);
  await expect(page.locator('main')).toContainText(expert.summary);
  await expect(page.getByRole('link', {name: /All experts/})).toHaveAttribute('href', '/experts/');
  if (expert.github) {
    await expect(page.locator(`a[href="${expert.github}"]`)).toHaveCount(1);
  }
  if (expert.discord) {
    await expect(page.locator('main')).toContainText(expert.discord);
  }
}

async function expectTemplatePage(page: Page, template: (typeof templates)[number]) {
  const response = await page.goto(`/templates/${template.cliId}`);
  expect(response?.status(), `/templates/${template.cliId}: HTTP status`).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(template.title);
  await expect(page.getByTestId('create-command')).toHaveText(`npx create-video@latest --${template.cliId}`);
  await expect(page.getByTestId('repo-link')).toHaveAttribute('href', `https://github.com/${template.repo}`);
  for (const item of template.contents) {
    await expect(page.locator('main li', {hasText: item})).toHaveCount(1);
  }
}

test.describe('profile and template pages as served', () => {
  test.use({javaScriptEnabled: false});

  test('every expert profile shows its expert', async ({page}) => {
    test.setTimeout(10_000 + experts.length * 3_000);
    for (const expert of experts) await expectExpertPage(page, expert);
  });

  test('every template page shows its template', async ({page}) => {
    test.setTimeout(10_000 + templates.length * 3_000);
    for (const template of templates) await expectTemplatePage(page, template);
  });
});

test.describe('profile and template pages after hydration', () => {
  test(`/experts/${experts[0].slug} shows ${experts[0].name}`, async ({page, problems}) => {
    await expectExpertPage(page, experts[0]);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(experts[0].name);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });

  test(`/templates/${templates[0].cliId} shows ${templates[0].title}`, async ({page, problems}) => {
    await expectTemplatePage(page, templates[0]);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(templates[0].title);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });
});

test.describe('experts directory', () => {
  test('the filter narrows the list and the sort control reorders it', async ({page}) => {
    await page.goto('/experts/');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    const cards = page.getByTestId('expert-card');
    await expect(cards).toHaveCount(experts.length);

    const filter = page.getByLabel('Filter', {exact: true});
    await filter.fill('social video generator');
    await expect(cards).toHaveCount(2);
    await expect(cards.locator('h2')).toHaveText(['Antoine Caron', 'Mickaël Alves']);
    await expect(page.getByTestId('experts-count')).toHaveText(`Showing 2 of ${experts.length} experts`);

    // Accents are ignored: "meteo" finds "Hello Météo" in one summary.
    await filter.fill('meteo');
    await expect(cards).toHaveCount(1);
    await expect(cards.locator('h2')).toHaveText('Florent Pergoud');

    await filter.fill('no such expert anywhere');
    await expect(cards).toHaveCount(0);
    await page.getByRole('button', {name: 'Clear the filter'}).click();
    await expect(cards).toHaveCount(experts.length);

    await expect(cards.first().locator('h2')).toHaveText('Alex Fernandez');
    await page.getByLabel('Sort by').selectOption('tenure');
    // Three experts joined on 2022-08-15; ties are ordered by name.
    await expect(cards.first().locator('h2')).toHaveText('Florent Pergoud');
    await expect(cards.last().locator('h2')).toHaveText('Ayush Soni');

    await cards.first().getByRole('link', {name: 'Florent Pergoud', exact: true}).click();
    await expect(page).toHaveURL(/\/experts\/florent-pergoud$/);
    await expect(page.locator('h1')).toHaveText('Florent Pergoud');
  });
});

test.describe('template gallery', () => {
  test('lists every template and filters by tag', async ({page}) => {
    await page.goto('/templates/');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    const cards = page.getByTestId('template-card');
    await expect(cards).toHaveCount(templates.length);

    const nextTemplates = templates.filter((t) => t.tags.includes('Next.js'));
    const nextButton = page.getByRole('button', {name: /^Next\.js \d+$/});
    await nextButton.click();
    await expect(nextButton).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(nextTemplates.length);
    await expect(cards.locator('h2')).toHaveText(nextTemplates.map((t) => t.title));

    await page.getByRole('button', {name: /^All \d+$/}).click();
    await expect(cards).toHaveCount(templates.length);

    await cards.filter({hasText: 'Code Hike'}).getByRole('link').click();
    await expect(page).toHaveURL(/\/templates\/code-hike$/);
  });
});

test.describe('copy button', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the create-video command and confirms for two seconds', async ({page}) => {
    await page.goto('/templates/hello-world');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Copy command'});
    await button.click();
    await expect(page.getByRole('button', {name: 'Copied'})).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npx create-video@latest --hello-world');
    await expect(page.getByRole('button', {name: 'Copy command'})).toHaveText('Copy', {timeout: 4000});
  });

  test('falls back to a selected text field when the clipboard refuses', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
      });
    });
    await page.goto('/templates/tiktok');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy command'}).click();
    await expect(page.getByText('Press Ctrl+C to copy')).toBeVisible();
    const field = page.getByLabel('Text to copy');
    await expect(field).toHaveValue('npx create-video@latest --tiktok');
    await expect(field).toBeFocused();
    const selected = await field.evaluate((el: HTMLInputElement) =>
      el.value.slice(el.selectionStart!, el.selectionEnd!),
    );
    expect(selected).toBe('npx create-video@latest --tiktok');
  });
});

test.describe('showcase', () => {
  // The gtag plugin loads analytics on every page of the site; that is not the showcase's doing.
  const SITE_WIDE = /^https:\/\/(www\.)?(googletagmanager|google-analytics)\.com\//;

  test('requests nothing from other hosts until a video is played', async ({page, baseURL}) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !SITE_WIDE.test(url)) {
        external.push(url);
      }
    });

    await page.goto('/showcase/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('showcase-card')).toHaveCount(showcase.length);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(external, 'requests to third-party hosts before any click').toEqual([]);

    const first = page.getByTestId('showcase-card').first();
    const slug = await first.getAttribute('data-slug');
    const entry = showcase.find((e) => e.slug === slug)!;
    const muxRequest = page.waitForRequest((r) => r.url().startsWith('https://player.mux.com/'));
    await first.getByRole('button', {name: /Play video/}).click();
    await expect(first.getByTestId('showcase-player')).toHaveAttribute('src', `https://player.mux.com/${entry.muxId}`);
    await muxRequest;
    expect(external.every((u) => u.startsWith('https://player.mux.com/'))).toBe(true);
  });

  test('links to the submission form', async ({page}) => {
    await page.goto('/showcase/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Add your video'}).click();
    await expect(page).toHaveURL(/\/showcase\/add$/);
    await expect(page.locator('h1')).toHaveText('Add your video to the showcase');
  });
});

test.describe('showcase submission form', () => {
  const input = {
    title: 'Weather bot - Daily forecast',
    url: 'https://www.youtube.com/watch?v=abc123',
    author: 'Jane Doe & Co',
    description: 'A forecast video rendered every morning from live data, 100% automated #remotion.',
  };

  test('refuses an invalid URL with a visible, linked message', async ({page}) => {
    await page.goto('/showcase/add');
    await waitForHydration(page);
    await page.getByLabel('Title', {exact: true}).fill(input.title);
    await page.getByLabel('Video URL', {exact: true}).fill('http://example.com/video');
    await page.getByLabel('Author name', {exact: true}).fill(input.author);
    await page.getByLabel('Description', {exact: true}).fill(input.description);
    await page.getByRole('button', {name: 'Prepare submission'}).click();

    const summary = page.getByRole('alert').filter({hasText: 'Please fix'});
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Video URL');
    await expect(summary).toBeFocused();
    const url = page.getByLabel('Video URL', {exact: true});
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await url.getAttribute('aria-describedby'))!.split(' ');
    const message = page.locator(`[id="${describedBy[describedBy.length - 1]}"]`);
    await expect(message).toBeVisible();
    await expect(message).toContainText('must start with https://');
    await expect(page.getByTestId('issue-link')).toHaveCount(0);
    // The other fields are fine.
    await expect(page.getByLabel('Title', {exact: true})).not.toHaveAttribute('aria-invalid', 'true');

    // Plain text is refused too, and the summary link moves focus to the field.
    await url.fill('not a link');
    await page.getByRole('button', {name: 'Prepare submission'}).click();
    await expect(summary).toContainText('starts with https://');
    await summary.getByRole('link').click();
    await expect(url).toBeFocused();
  });

  test('reports every missing field on an empty submit', async ({page}) => {
    await page.goto('/showcase/add');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Prepare submission'}).click();
    const summary = page.getByRole('alert').filter({hasText: 'Please fix'});
    await expect(summary.getByRole('listitem')).toHaveCount(4);
    for (const label of ['Title', 'Video URL', 'Author name', 'Description']) {
      await expect(page.getByLabel(label, {exact: true})).toHaveAttribute('aria-invalid', 'true');
    }
  });

  test('builds a GitHub issue link with every field for valid input', async ({page}) => {
    await page.goto('/showcase/add');
    await waitForHydration(page);
    await page.getByLabel('Title', {exact: true}).fill(input.title);
    await page.getByLabel('Video URL', {exact: true}).fill(input.url);
    await page.getByLabel('Author name', {exact: true}).fill(input.author);
    await page.getByLabel('Description', {exact: true}).fill(input.description);
    await page.getByRole('button', {name: 'Prepare submission'}).click();

    await expect(page.getByRole('alert').filter({hasText: 'Please fix'})).toHaveCount(0);
    const link = page.getByTestId('issue-link');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    const issue = new URL(href);
    expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/remotion-dev/remotion/issues/new');
    expect(issue.searchParams.get('title')).toBe(`Showcase submission: ${input.title}`);
    const body = issue.searchParams.get('body')!;
    expect(body).toContain(`**Title:** ${input.title}`);
    expect(body).toContain(`**Video URL:** ${input.url}`);
    expect(body).toContain(`**Author:** ${input.author}`);
    expect(body).toContain(input.description);

    const mail = (await page.getByTestId('mailto-link').getAttribute('href'))!;
    expect(mail.startsWith('mailto:hi@remotion.dev?')).toBe(true);
    expect(decodeURIComponent(mail)).toContain(input.url);
  });
});
