/**
 * The mid-range phone the site is judged on (issue 43): a 4× slower CPU, 1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms of latency. Applied to a Playwright page through the DevTools protocol, by
 * the early-tap test and by bench/taps.mjs alike, so the test and the figure meet the same phone.
 */
export async function asMidRangePhone(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}
