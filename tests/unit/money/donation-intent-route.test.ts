import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test imports the route afresh, and with it Payload's config (database adapter, S3 storage
// plugin): seconds of module loading on a busy machine, so more than vitest's default 5 s.
describe('POST /api/create-donation-intent without Stripe keys', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function post(body: unknown) {
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    vi.resetModules()
    const { POST } = await import('@/app/api/create-donation-intent/route')
    const response = await POST(
      new Request('http://localhost/api/create-donation-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      undefined,
    )
    return { status: response.status, body: await response.json() }
  }

  it('answers 503 with the plain message for a valid gift', async () => {
    const answer = await post({ amount: '25.00', donationType: 'one_time', firstName: 'A', lastName: 'B', email: 'a@example.org' })
    expect(answer).toEqual({ status: 503, body: { message: 'Online payments are not configured.' } })
  })

  it('still explains a bad gift with 400 first', async () => {
    const answer = await post({ amount: '0', donationType: 'one_time', firstName: 'A', lastName: 'B', email: 'a@example.org' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.amount).toBe('Please select or enter a valid donation amount.')
  })
})
