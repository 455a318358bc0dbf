import {test as base, expect, type Page, type ConsoleMessage} from '@playwright/test';

/**
 * Every page in the suite gets: the third-party hosts the site talks to answered
 * locally (the machine is offline, and a test must not depend on them), and a
 * record of console errors and failed same-origin requests.
 */
export type PageProblems = {consoleErrors: string[]; failedRequests: string[]};

export const ASK_AI_SCRIPT = 'https://crawlchat.app/embed.js';

async function stubThirdParties(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url();
    const isScript = /\.js(\?|$)|gtag\/js/.test(url);
    return route.fulfill({status: 200, contentType: isScript ? 'text/javascript' : 'text/plain', body: ''});
  });
}

export function watchProblems(page: Page, origin: string): PageProblems {
  const problems: PageProblems = {consoleErrors: [], failedRequests: []};
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') {
      problems.consoleErrors.push(msg.text());
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) {
      problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
    }
  });
  return problems;
}

export const test = base.extend<{problems: PageProblems}>({
  page: async ({page}, use) => {
    await stubThirdParties(page);
    await use(page);
  },
  problems: async ({page, baseURL}, use) => {
    await use(watchProblems(page, baseURL!));
  },
});

/** Waits until React has hydrated: the colour toggle is enabled only on the client. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first()).toBeEnabled();
}

export {expect};

/** Puts the browser in data-saver mode, in which the site skips prefetching page assets. */
export async function emulateDataSaver(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation of the page, from its first script on. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** The violations recorded since recordCspViolations (in the current document). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? ['violation recorder missing']);
}
