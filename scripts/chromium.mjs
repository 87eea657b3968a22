// Debian's Chromium, as the tests and the benchmark launch it (Playwright's own download does not
// work here). Without the background-networking flags Chromium keeps calling hosts this machine
// cannot reach.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
