import type { Page } from '@playwright/test'

import { call } from '../../support/api'
import { createTestProduct, staff } from '../../support/shop'
import { expect, pageFetch, test } from '../fixtures'

async function signInAsStaff(page: Page) {
  const answer = await page.request.post('/api/login', { data: { username: 'admin', password: 'test-admin-password' } })
  expect(answer.status()).toBe(200)
}

// A 4×3 PNG, small enough to inline; real photos go through the same upload.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWN4sMEAjhhwcgCh9hUBrlBI2wAAAABJRU5ErkJggg=='

test.describe('admin in the foundation’s language', () => {
  // The admin's pages are the heaviest of the app to render on a shared test machine.
  test.slow()
  test('the sign-in page shows the foundation’s logo and name', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByTestId('admin-logo')).toContainText('Bloom Hope Foundation')
  })

  test('a price of 1200 cents reads and is entered as $12.00', async ({ page }) => {
    const product = await createTestProduct({ priceCents: 1200 })
    await signInAsStaff(page)
    await page.goto(`/admin/collections/products/${product.id}`)
    const price = page.locator('#field-priceCents')
    await expect(price).toHaveValue('12.00')
    await expect(page.locator('input[value="1200"]')).toHaveCount(0)
    await price.fill('13.50')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(async () => (await call<{ priceCents?: number }>(`/api/cms/products/${product.id}`, { cookie: await staff() })).body.priceCents)
      .toBe(1350)
    await page.goto(`/admin/collections/products?where[id][equals]=${product.id}`)
    await expect(page.getByText('$13.50', { exact: true })).toBeVisible()
    await expect(page.getByText('1350', { exact: true })).toHaveCount(0)
  })

  test('staff upload a picture, set it on a page section, and the page shows it', async ({ page }) => {
    await signInAsStaff(page)
    // Any page of the site will do: the calls below are the admin's own, from the signed-in browser.
    await page.goto('/contact')
    const alt = `Sunflowers at the stand ${Date.now()}`
    // The admin's own calls, made from the signed-in browser: upload to Media, then choose it.
    const uploaded = await page.evaluate(
      async ([base64, altText]) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const form = new FormData()
        form.append('file', new Blob([bytes], { type: 'image/png' }), `sunflowers-${Date.now()}.png`)
        form.append('_payload', JSON.stringify({ alt: altText }))
        const response = await fetch('/api/cms/media', { method: 'POST', body: form, credentials: 'include' })
        return { status: response.status, body: (await response.json()) as { doc?: { id: number; filename: string } } }
      },
      [PNG_BASE64, alt] as const,
    )
    expect(uploaded.status).toBe(201)
    const media = uploaded.body.doc!

    const found = await pageFetch(page, '/api/cms/pages?where[path][equals]=/gardens&depth=0')
    const pageDoc = (JSON.parse(found.body) as { docs: { id: number; sections: { blockType: string; picture?: unknown }[] }[] }).docs[0]
    const original = pageDoc.sections
    const index = original.findIndex((block) => block.blockType === 'section')
    expect(index).toBeGreaterThanOrEqual(0)
    const sections = original.map((block, i) => (i === index ? { ...block, picture: media.id } : block))
    const saved = await pageFetch(page, `/api/cms/pages/${pageDoc.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sections }),
    })
    expect(saved.status).toBe(200)
    try {
      const picture = page.getByRole('img', { name: alt })
      await expect(async () => {
        await page.goto('/gardens')
        await expect(picture).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      expect(decodeURIComponent((await picture.getAttribute('src')) ?? '')).toContain(media.filename)
    } finally {
      await pageFetch(page, `/api/cms/pages/${pageDoc.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sections: original }),
      })
    }
  })

  test('the seeded illustrations are Media documents shown on the pages', async ({ page }) => {
    await signInAsStaff(page)
    await page.goto('/contact')
    const media = JSON.parse((await pageFetch(page, '/api/cms/media?where[filename][like]=hero-garden&depth=0')).body) as {
      docs: { id: number; filename: string }[]
    }
    // One document for the illustration, however often the seed ran ("hero-garden-1.svg" if the file was on disk).
    expect(media.docs.filter((doc) => /^hero-garden(-\d+)?\.svg$/.test(doc.filename))).toHaveLength(1)
    await page.goto('/')
    const src = await page.locator('main img').first().getAttribute('src')
    expect(decodeURIComponent(src ?? '')).toMatch(/\/api\/cms\/media\/file\/hero-garden(-\d+)?\.svg/)
  })
})
