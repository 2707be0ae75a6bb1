import { describe, expect, it } from 'vitest'

import { donationIntentSchema, formProblem, INVALID_AMOUNT, MISSING_INFORMATION } from '@/domain/donations/schema'
import { idempotencyBase } from '@/server/donations/create-intent'

const valid = { amount: '75.00', donationType: 'one_time', firstName: 'Ada', lastName: 'Lane', email: ' Ada@Example.org ' }

function problemOf(input: Record<string, unknown>) {
  const result = donationIntentSchema.safeParse(input)
  if (result.success) throw new Error('expected a failure')
  return formProblem(result.error)
}

describe('donation intent schema', () => {
  it('turns the amount into cents and normalises the e-mail', () => {
    const parsed = donationIntentSchema.parse({ ...valid, amount: 12.5 })
    expect(parsed.amountCents).toBe(1250)
    expect(parsed.email).toBe('ada@example.org')
  })

  it.each([0, '0', -5, 'abc', '', null])('refuses amount %j with the Invalid Amount message', (amount) => {
    expect(problemOf({ ...valid, amount })).toEqual(INVALID_AMOUNT)
  })

  it('refuses more than two decimals instead of rounding', () => {
    expect(problemOf({ ...valid, amount: 10.005 }).description).toMatch(/2 decimals/)
    expect(problemOf({ ...valid, amount: '10.005' }).description).toMatch(/2 decimals/)
  })

  it('refuses gifts above $100,000', () => {
    expect(donationIntentSchema.safeParse({ ...valid, amount: '100000.00' }).success).toBe(true)
    expect(problemOf({ ...valid, amount: '100000.01' }).description).toMatch(/100,000/)
  })

  it.each(['firstName', 'lastName', 'email'])('asks for missing %s with the Missing Information message', (field) => {
    expect(problemOf({ ...valid, [field]: '  ' })).toEqual(MISSING_INFORMATION)
  })

  it('checks the amount before the donor fields', () => {
    expect(problemOf({ amount: 0, donationType: 'one_time' })).toEqual(INVALID_AMOUNT)
  })

  it('accepts only the six donation types', () => {
    expect(donationIntentSchema.safeParse({ ...valid, donationType: 'weekly' }).success).toBe(false)
    for (const type of ['one_time', 'monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual']) {
      expect(donationIntentSchema.safeParse({ ...valid, donationType: type }).success).toBe(true)
    }
  })
})

describe('idempotency keys', () => {
  const input = (over: Record<string, unknown> = {}) => donationIntentSchema.parse({ ...valid, requestId: 'req-12345678', ...over })

  it('are the same for the same submission sent twice', () => {
    expect(idempotencyBase(input())).toBe(idempotencyBase(input()))
  })

  it('differ when the form changed, so Stripe never sees one key with two amounts', () => {
    expect(idempotencyBase(input())).not.toBe(idempotencyBase(input({ amount: '80' })))
    expect(idempotencyBase(input())).not.toBe(idempotencyBase(input({ requestId: 'req-87654321' })))
  })
})
