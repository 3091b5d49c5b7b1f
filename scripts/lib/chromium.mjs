// How Debian's Chromium is started headless on this kind of machine, for the browser tests, the
// bench and the build's prerender alike.

/** Debian's Chromium (scripts/setup installs it). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Flags that keep Chromium quiet on a closed network. Without the background-networking ones it
 * keeps trying hosts this machine cannot reach.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
