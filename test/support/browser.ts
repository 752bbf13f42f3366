import * as fs from 'node:fs';

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
