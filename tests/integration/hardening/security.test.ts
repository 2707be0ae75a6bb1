import { describe, expect, it } from 'vitest'

import { testPayload } from '../../support/payload'
import { BASE_URL, call, uniqueEmail } from '../../support/api'

async function subscriberCount(email: string) {
  const payload = await testPayload()
  const { totalDocs } = await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })
  return totalDocs
}

describe('security headers', () => {
  it('sends the baseline headers on pages and API answers', async () => {
    for (const path of ['/', '/api/user', '/no-such-page']) {
      const response = await fetch(`${BASE_URL}${path}`)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      const csp = response.headers.get('content-security-policy') ?? ''
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp, path).toContain(directive)
      }
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/)
    }
  })

  it("allows Stripe's script only where a payment is taken", async () => {
    const stripe = /script-src[^;]*js\.stripe\.com/
    for (const path of ['/checkout', '/donate', '/bloom-circle', '/friends-of-the-farm']) {
      const csp = (await fetch(`${BASE_URL}${path}`)).headers.get('content-security-policy')
      expect(csp, path).toMatch(stripe)
    }
    for (const path of ['/', '/intake-form', '/contact', '/store', '/donors-circle']) {
      const csp = (await fetch(`${BASE_URL}${path}`)).headers.get('content-security-policy')
      expect(csp, path).not.toMatch(stripe)
    }
  })
})

describe('API input rules', () => {
  it('refuses a state-changing call from another site with 403 and writes nothing', async () => {
    const email = uniqueEmail('xsite')
    const answer = await call('/api/newsletter', { body: { email, source: 'footer' }, origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ message: 'Cross-site requests are not allowed.' })
    expect(await subscriberCount(email)).toBe(0)
  })

  it('accepts the same call from the site itself', async () => {
    const email = uniqueEmail('sameorigin')
    const answer = await call('/api/newsletter', { body: { email, source: 'footer' }, origin: BASE_URL })
    expect(answer.status).toBe(201)
    expect(await subscriberCount(email)).toBe(1)
  })

  it('refuses a form posted to a page from another site with 403 and writes nothing', async () => {
    // A form sent without script posts itself to its page (src/server/form-actions.ts); a forged
    // one from elsewhere is stopped before Next reads it.
    const email = uniqueEmail('xsite-page')
    const form = new FormData()
    form.append('email', email)
    form.append('source', 'footer')
    const answer = await fetch(`${BASE_URL}/about`, { method: 'POST', body: form, headers: { origin: 'https://evil.example' } })
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ message: 'Cross-site requests are not allowed.' })
    expect(await subscriberCount(email)).toBe(0)
  })

  it('answers 413 for a body over 64 KB and writes nothing', async () => {
    const email = uniqueEmail('large')
    const rawBody = JSON.stringify({ email, source: 'footer', padding: 'x'.repeat(70 * 1024) })
    const answer = await call('/api/newsletter', { rawBody })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: 'Request body is too large.' })
    expect(await subscriberCount(email)).toBe(0)
  })

  it('answers 413 for an oversized body sent without a length', async () => {
    const big = 'x'.repeat(70 * 1024)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ email: 'a@b.org', padding: big })))
        controller.close()
      },
    })
    const response = await fetch(`${BASE_URL}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('answers 400 with field messages for malformed input, never 500', async () => {
    const notJson = await call('/api/newsletter', { rawBody: '{"email":' })
    expect(notJson.status).toBe(400)
    expect(notJson.body).toMatchObject({ message: 'Request body must be valid JSON.' })

    const badEmail = await call('/api/newsletter', { body: { email: 'not-an-email' } })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body).toMatchObject({ errors: { email: 'Please enter a valid email address' } })

    const wrongTypes = await call('/api/newsletter', { body: { email: 42, source: ['x'] } })
    expect(wrongTypes.status).toBe(400)
    expect(Object.keys((wrongTypes.body as { errors: object }).errors)).toEqual(expect.arrayContaining(['email']))

    // No body and no JSON Content-Type: refused as not JSON (415), before anything is read.
    const noBody = await call('/api/newsletter', { method: 'POST' })
    expect(noBody.status).toBe(415)
  })

  it('answers unknown API paths with JSON 404', async () => {
    const answer = await call('/api/no-such-call')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ message: 'Not found.' })
  })
})

describe('404 page', () => {
  it('answers status 404 with the spec text', async () => {
    for (const path of ['/no-such-page', '/a/b/c']) {
      const response = await fetch(`${BASE_URL}${path}`)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html).toContain('Page Not Found')
      expect(html).toContain('Did you forget to add the page to the router?')
    }
  })
})
