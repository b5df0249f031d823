import type { BrowserContext, Page } from 'playwright-core';

/**
 * Lighthouse's "slow 4G" as the issues give it: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up
 * (Lighthouse's Kbit are 1024 bits), and a CPU four times slower than this machine's.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** What the profile is called in the benchmarks' output. */
export const PHONE_PROFILE = `slow 4G (150 ms, 1.6 Mbit/s), CPU x${CPU_SLOWDOWN}`;

/** A phone's screen: the site worker's 390 x 844 at a pixel ratio of 3. */
export const PHONE_SCREEN = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** Puts the page under the phone profile (network and CPU) through the DevTools protocol. */
export async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
