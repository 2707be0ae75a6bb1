import { describe, expect, it } from 'vitest'

import { call, uniqueEmail } from '../../support/api'
import { uniqueAddress, validContact, validDrive, validFeedback, validIntake } from '../../support/forms'
import { intakeRequestsByEmail, testPayload } from '../../support/payload'

const LIMIT = Number(process.env.RATE_LIMIT_FORMS_MAX || 10)

/** The test harness plays the site's one proxy: it appends the client's address as the only hop. */
function from(address: string) {
  return { 'x-forwarded-for': address }
}

describe('honeypot', () => {
  it('answers a filled honeypot like a success and stores nothing, on every form', async () => {
    const address = uniqueAddress()
    const payload = await testPayload()
    const cases = [
      { path: '/api/contact', body: validContact(), collection: 'contact-messages' as const },
      { path: '/api/drive-inquiry', body: validDrive(), collection: 'drive-inquiries' as const },
      { path: '/api/intake', body: validIntake(), collection: 'intake-requests' as const },
      { path: '/api/newsletter', body: { email: uniqueEmail('bot'), source: 'footer' }, collection: 'newsletter-subscribers' as const },
    ]
    for (const { path, body, collection } of cases) {
      const answer = await call(path, { body: { ...body, website: 'http://spam.example' }, headers: from(address) })
      expect(answer.status, path).toBe(201)
      expect((answer.body as { message?: string }).message, path).toBeTruthy()
      const totalDocs =
        collection === 'intake-requests'
          ? (await intakeRequestsByEmail(String(body.email))).length
          : (await payload.count({ collection, where: { email: { equals: String(body.email) } } })).totalDocs
      expect(totalDocs, path).toBe(0)
    }
    const marker = `bot feedback ${Date.now()}`
    const feedback = await call('/api/feedback', { body: validFeedback({ helped: marker, website: 'x' }), headers: from(address) })
    expect(feedback.status).toBe(201)
    expect((await payload.count({ collection: 'feedback', where: { helped: { equals: marker } } })).totalDocs).toBe(0)
  })
})

describe('rate limit', () => {
  it('answers 429 after the limit from the same address, and not for another address', async () => {
    const busy = uniqueAddress()
    for (let i = 0; i < LIMIT; i++) {
      const answer = await call('/api/feedback', { body: validFeedback({ helped: `ok ${i}` }), headers: from(busy) })
      expect(answer.status, `submission ${i + 1}`).toBe(201)
    }
    const marker = `over the limit ${Date.now()}`
    const refused = await call<{ message: string }>('/api/feedback', { body: validFeedback({ helped: marker }), headers: from(busy) })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe('Too many submissions from your connection. Please wait a few minutes and try again.')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'feedback', where: { helped: { equals: marker } } })).totalDocs).toBe(0)

    const other = await call('/api/feedback', { body: validFeedback(), headers: from(uniqueAddress()) })
    expect(other.status).toBe(201)
    // Each form has its own allowance: the busy address can still write to another form.
    const contact = await call('/api/contact', { body: validContact(), headers: from(busy) })
    expect(contact.status).toBe(201)
  })

  it('counts concurrent submissions exactly: no more than the limit get through', async () => {
    const address = uniqueAddress()
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, () =>
        call('/api/newsletter', { body: { email: uniqueEmail('burst'), source: 'footer', website: 'bot' }, headers: from(address) }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })
})
