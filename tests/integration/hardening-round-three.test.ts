import { describe, expect, it } from 'vitest'

import { call } from '../support/api'
import { uniqueAddress } from '../support/forms'
import { stripeRequests } from '../support/stripe'

/** Issue 42: no relay for strangers' mail, every knob bounded, every money move audited. */

const PER_ADDRESS = Number(process.env.RATE_LIMIT_DONATIONS_PER_ADDRESS || 10)

describe('requests that cost a Stripe call share the per-client allowance', () => {
  it('answers 429 with Retry-After to a flood of POST /api/donation-intent-method, and Stripe sees no more than the allowance', async () => {
    const address = uniqueAddress()
    // A well-formed secret of an intent that does not exist: each accepted request costs Stripe one read.
    const id = `pi_flood${Date.now()}${Math.random().toString(36).slice(2, 8)}`
    const before = (await stripeRequests({ method: 'GET', path: `/v1/payment_intents/${id}` })).length
    expect(before).toBe(0)
    const answers = []
    for (let i = 0; i < 40; i++) {
      answers.push(
        await call('/api/donation-intent-method', {
          body: { clientSecret: `${id}_secret_abc${i}`, paymentMethodType: 'card' },
          headers: { 'x-forwarded-for': address },
        }),
      )
    }
    const refused = answers.filter((answer) => answer.status === 429)
    // A window boundary during the loop may at most let in one more allowance.
    expect(refused.length).toBeGreaterThanOrEqual(40 - 2 * PER_ADDRESS)
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(answers.filter((answer) => answer.status !== 429).every((answer) => answer.status === 404)).toBe(true)
    const reads = await stripeRequests({ method: 'GET', path: `/v1/payment_intents/${id}` })
    expect(reads.length).toBe(40 - refused.length)
    expect(reads.length).toBeLessThanOrEqual(2 * PER_ADDRESS)
  })

  it('counts quotes against the same allowance as starts', async () => {
    const address = uniqueAddress()
    const body = { amount: '25.00', donationType: 'monthly', firstName: 'Quota', lastName: 'Test', email: 'quota@example.org', coverFees: true }
    const statuses: number[] = []
    for (let i = 0; i < 2 * PER_ADDRESS + 5; i++) {
      statuses.push((await call('/api/donation-quote', { body, headers: { 'x-forwarded-for': address } })).status)
    }
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 200)).toBe(true)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5)
    // The quotes spent the allowance a start draws on too.
    const start = await call('/api/create-donation-intent', { body: { ...body, coverFees: false }, headers: { 'x-forwarded-for': address } })
    expect(start.status).toBe(429)
  })
})
