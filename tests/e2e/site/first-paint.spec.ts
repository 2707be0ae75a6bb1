import { expect, test, waitForHydration } from '../fixtures'

/**
 * Issue 32 (first paint): the browser renders the page's content before it asks for any of the
 * framework scripts, then hydrates as before. Paint timings are presentation times (they can land
 * after the next task), so the check is the rendering step itself: a frame whose document already
 * holds the page's heading comes before the first request for a chunk. Served as Next alone serves it, the head's scripts were requested while the
 * head was still being parsed.
 */
for (const name of ['/', '/store', '/donate', 'a product page']) {
  test(`${name}: a frame with the content is rendered before any chunk is requested, then hydrated`, async ({ page }) => {
    let path = name
    if (name === 'a product page') {
      const products = (await (await page.request.get('/api/products')).json()) as { id: string }[]
      path = `/product/${products[0].id}`
    }
    await page.addInitScript(() => {
      // Each frame is checked after its animation-frame callbacks and layout (a ResizeObserver's
      // first callback comes in that frame's rendering step), so the check sees what the frame
      // paints, including a streamed section React reveals from its own frame callback.
      const watch = () =>
        requestAnimationFrame(() => {
          const probe = new ResizeObserver(() => {
            probe.disconnect()
            if (document.querySelector('main h1')) (window as unknown as { contentFrame: number }).contentFrame = performance.now()
            else watch()
          })
          probe.observe(document.documentElement)
        })
      watch()
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    // Hydrated: React's effects ran, so the loaded chunks are the page's whole client code.
    await waitForHydration(page)
    const timing = await page.evaluate(() => ({
      contentFrame: (window as unknown as { contentFrame?: number }).contentFrame,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }))
    expect(timing.contentFrame, 'a frame with the heading in the document').toBeGreaterThan(0)
    expect(timing.chunks.length).toBeGreaterThan(3)
    for (const chunk of timing.chunks) expect(chunk.start, chunk.name).toBeGreaterThan(timing.contentFrame!)
  })
}
