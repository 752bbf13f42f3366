import * as fs from 'node:fs';
import type { Locator } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`): the browser tests drive it with playwright-core, nothing downloaded. */
export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => fs.existsSync(file));

/**
 * Browser tests run where Chromium is installed; CI installs it and sets REQUIRE_BROWSER=1, so that there a missing
 * browser fails the run instead of skipping.
 */
export function describeInBrowser(name: string, body: (chromium: string) => void): void {
  if (CHROMIUM) return describe(name, () => body(CHROMIUM));
  if (process.env.REQUIRE_BROWSER === '1') throw new Error('REQUIRE_BROWSER=1 but no Chromium at /usr/bin/chromium');
  process.stderr.write(`${name}: skipped, no Chromium (apt-get install chromium)\n`);
  describe.skip(name, () => body(''));
}

/**
 * The texts of the elements `locator` finds, once they satisfy `check` (a page renders after its requests answer);
 * after `timeoutMs` the last texts are returned anyway, for the assertion to show them.
 */
export async function textsWhen(
  locator: Locator,
  check: (texts: string[]) => boolean,
  timeoutMs = 10_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts = (await locator.allInnerTexts()).map((text) => text.trim());
    if (check(texts) || Date.now() > deadline) return texts;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The texts of `locator`'s elements once they equal `expected` (or, after the timeout, whatever they are). */
export const textsOf = (locator: Locator, expected: string[]) =>
  textsWhen(locator, (texts) => texts.length === expected.length && texts.every((text, i) => text === expected[i]));

/** The text of the first element once it contains `part`. */
export const textContaining = async (locator: Locator, part: string) =>
  (await textsWhen(locator.first(), (texts) => texts.some((text) => text.includes(part))))[0] ?? '';
