/**
 * The Chromium that tests, benchmarks and the build's diagram rendering
 * drive: Debian's, never a downloaded one, with the flags this sandbox needs
 * (no background connections: the network is closed).
 */

/** Debian's Chromium binary (its launcher script); CHROMIUM_PATH names another. .ci/run installs it when missing. */
export const chromiumBinary = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What Playwright and Lighthouse start: tooling/chromium-launcher.sh, which
 * runs chromiumBinary with every --disable-features list joined into one
 * (Chromium reads only the last) and the address bar's pop-up turned off.
 */
// From the repository's root, where npm scripts, Playwright and Docusaurus run (no import here:
// Playwright loads this file through its own CommonJS transform).
export const chromiumPath = `${process.cwd()}/tooling/chromium-launcher.sh`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
