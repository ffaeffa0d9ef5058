/**
 * The Chromium that tests and benchmarks drive: Debian's, never a
 * downloaded one, with the flags this sandbox needs (no background
 * connections: the network is closed).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
