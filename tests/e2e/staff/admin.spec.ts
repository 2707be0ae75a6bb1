import { expect, pageFetch, test } from '../fixtures'

test.describe('staff sign-in', () => {
  test("/admin shows Payload's sign-in with a username field", async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByLabel(/username/i)).toBeVisible()
    await expect(page.getByLabel(/password/i)).toBeVisible()
  })

  test('after POST /api/login the session opens the admin dashboard', async ({ page }) => {
    const answer = await page.request.post('/api/login', { data: { username: 'admin', password: 'test-admin-password' } })
    expect(answer.status()).toBe(200)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'payload-token')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')
    await page.goto('/')
    expect((await pageFetch(page, '/api/user')).status).toBe(200)
    await page.goto('/admin')
    await expect(page.getByLabel(/username/i)).toHaveCount(0)
    await expect(page.getByRole('link', { name: /log ?out/i }).or(page.getByRole('button', { name: /log ?out/i })).first()).toBeAttached()
  })
})
