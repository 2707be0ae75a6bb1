import { describe, expect, it } from 'vitest'

import { batchSchema, matchingUpdateSchema, offlineGiftSchema, splitDonorName } from '@/domain/donations/offline'
import { IN_KIND_STATEMENT, NO_GOODS_STATEMENT, receiptLines, receiptStatement, voidExplanation } from '@/domain/donations/receipt'

import { issuedReceipt } from '../../support/money/receipt-data'

const check = { donorName: ' Maya  Rivers ', email: ' Maya@Example.org ', amount: '250.00', receivedAt: '2025-06-15', method: 'check', checkNumber: '1042' }

const errorsOf = (input: unknown) => {
  const result = offlineGiftSchema.safeParse(input)
  if (result.success) throw new Error('expected a failure')
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('offline gift entry', () => {
  it('turns the amount into cents, normalises the address and leaves an empty address out', () => {
    expect(offlineGiftSchema.parse(check)).toMatchObject({ amount: 25_000, email: 'maya@example.org', method: 'check', checkNumber: '1042' })
    expect(offlineGiftSchema.parse({ ...check, email: '' }).email).toBeUndefined()
  })

  it.each(['0', '-5', 'abc', 10.005, ''])('refuses the amount %j', (amount) => {
    expect(errorsOf({ ...check, amount })).toHaveProperty('amount')
  })

  it.each(['2025-02-30', '15/06/2025', '1999-12-31', '2999-01-01'])('refuses the date received %j', (receivedAt) => {
    expect(errorsOf({ ...check, receivedAt })).toHaveProperty('receivedAt')
  })

  it('asks what a gift in kind was, and refuses an unknown method and a bad address', () => {
    expect(errorsOf({ ...check, method: 'in_kind' })).toEqual({ description: expect.stringMatching(/Describe the gift in kind/) })
    expect(errorsOf({ ...check, method: 'bitcoin' })).toHaveProperty('method')
    expect(errorsOf({ ...check, email: 'not-an-address' })).toHaveProperty('email')
  })

  it('takes an optional tribute and refuses one without an honoree or with a bad card address', () => {
    const tribute = { type: 'memory', honoreeName: ' Daniel Moss ', notify: { name: 'Ruth Moss', email: 'ruth@example.org' } }
    expect(offlineGiftSchema.parse({ ...check, tribute }).tribute).toMatchObject({ type: 'memory', honoreeName: 'Daniel Moss' })
    expect(offlineGiftSchema.parse(check).tribute).toBeUndefined()
    expect(errorsOf({ ...check, tribute: { type: 'honor', honoreeName: '' } })).toHaveProperty(['tribute.honoreeName'])
    expect(errorsOf({ ...check, tribute: { ...tribute, notify: { name: 'Ruth', email: 'nope' } } })).toHaveProperty(['tribute.notify.email'])
  })

  it('splits a donor name at its last space', () => {
    expect(splitDonorName(' Maya  Rose Rivers ')).toEqual({ firstName: 'Maya Rose', lastName: 'Rivers' })
    expect(splitDonorName('Acme')).toEqual({ firstName: 'Acme', lastName: '' })
  })

  it('opens a batch only with a count and a total', () => {
    expect(batchSchema.parse({ expectedCount: '3', expectedTotal: '600' })).toMatchObject({ expectedCount: 3, expectedTotal: 60_000 })
    expect(batchSchema.safeParse({ expectedCount: 0, expectedTotal: '600' }).success).toBe(false)
    expect(batchSchema.safeParse({ expectedCount: 2 }).success).toBe(false)
  })

  it('records a received match only with its amount and date', () => {
    expect(matchingUpdateSchema.safeParse({ status: 'asked' }).success).toBe(true)
    expect(matchingUpdateSchema.safeParse({ status: 'received' }).success).toBe(false)
    expect(matchingUpdateSchema.parse({ status: 'received', amount: '100', receivedAt: '2025-09-01' })).toMatchObject({ amount: 10_000, method: 'check' })
    expect(matchingUpdateSchema.safeParse({ status: 'maybe' }).success).toBe(false)
  })
})

describe('receipts of offline gifts', () => {
  const receipt = issuedReceipt({ number: '2025-000042', donorName: 'Ivo Marsh', giftDate: 'March 2, 2025', amountCents: 8_000 })

  it('describes a gift in kind and states no dollar value', () => {
    const inKind = { ...receipt, inKindDescription: 'Two boxes of winter coats' }
    const text = receiptLines(inKind).map((line) => `${line.label}: ${line.value}`).join('\n') + receiptStatement(inKind)
    expect(text).toContain('Description of gift in kind: Two boxes of winter coats')
    expect(text).not.toMatch(/\$/)
    expect(receiptStatement(inKind)).toBe(`${NO_GOODS_STATEMENT} ${IN_KIND_STATEMENT}`)
  })

  it('says a void fits any reason (never "recorded in error", never "keep this receipt"), a refund that it was refunded', () => {
    const voided = voidExplanation({ number: receipt.number, voidedBy: 'void' })
    expect(voided).toMatch(/no longer counts for your tax records/)
    expect(voided).toMatch(/a check that did not clear/)
    expect(voided).not.toMatch(/recorded in error/)
    expect(voided).not.toMatch(/\bkeep (this|the) receipt/i)
    expect(voidExplanation({ number: receipt.number, voidedBy: 'refund' })).toMatch(/refunded/)
  })
})
