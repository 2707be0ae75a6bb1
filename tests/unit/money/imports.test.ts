import { describe, expect, it } from 'vitest'

import { autoMapping, firstNameTokens, parseAmount, parseDate, parseMethod, postalKey } from '@/domain/imports/fields'

/** Issue 44: how a cell of an imported file becomes a value, and never a guess. */
describe('import cells', () => {
  it('reads amounts with the chosen decimal mark', () => {
    expect(parseAmount('$1,250.00', '.')).toEqual({ value: 125000 })
    expect(parseAmount('1.250,00', ',')).toEqual({ value: 125000 })
    expect(parseAmount('1 250,5 €', ',')).toEqual({ value: 125050 })
    expect(parseAmount('35', '.')).toEqual({ value: 3500 })
    expect(parseAmount('1.250,00', '.')).toHaveProperty('error')
    expect(parseAmount('12,34', '.')).toHaveProperty('error')
    expect(parseAmount('-5.00', '.')).toHaveProperty('error')
    expect(parseAmount('(5.00)', '.')).toHaveProperty('error')
    expect(parseAmount('0.00', '.')).toHaveProperty('error')
    expect(parseAmount('twenty', '.')).toHaveProperty('error')
  })

  it('reads dates in the chosen order and never guesses an ambiguous one', () => {
    const today = '2026-11-28'
    expect(parseDate('2025-03-04 14:22:01 UTC', null, today)).toEqual({ value: '2025-03-04' })
    expect(parseDate('03/04/2025', 'MDY', today)).toEqual({ value: '2025-03-04' })
    expect(parseDate('03/04/2025', 'DMY', today)).toEqual({ value: '2025-04-03' })
    expect(parseDate('13/04/2025', null, today)).toEqual({ value: '2025-04-13' })
    expect(parseDate('03/04/2025', null, today)).toEqual({ error: expect.stringContaining('could be read two ways') })
    expect(parseDate('04/04/2025', null, today)).toEqual({ value: '2025-04-04' })
    expect(parseDate('13/04/2025', 'MDY', today)).toHaveProperty('error')
    expect(parseDate('Mar 15, 2024', null, today)).toEqual({ value: '2024-03-15' })
    expect(parseDate('15 March 2024', null, today)).toEqual({ value: '2024-03-15' })
    expect(parseDate('2025-02-30', null, today)).toHaveProperty('error')
    expect(parseDate('2027-01-01', null, today)).toEqual({ error: expect.stringContaining('future') })
  })

  it('knows the old tools’ words for a payment method', () => {
    expect(parseMethod('Stripe')).toEqual({ value: 'card' })
    expect(parseMethod('Cheque')).toEqual({ value: 'check' })
    expect(parseMethod('In-Kind')).toEqual({ value: 'in_kind' })
    expect(parseMethod('')).toEqual({ value: 'other' })
    expect(parseMethod('barter')).toHaveProperty('error')
  })

  it('maps common headers, keeping a given mapping first', () => {
    expect(autoMapping('gifts', ['Transaction ID', 'Email', 'Amount', 'Date', 'Fund'])).toEqual({
      externalGiftId: 'Transaction ID',
      email: 'Email',
      amount: 'Amount',
      date: 'Date',
      designation: 'Fund',
    })
    expect(autoMapping('gifts', ['Gift Total', 'Amount', 'Date'], { amount: 'Gift Total' })).toMatchObject({ amount: 'Gift Total', date: 'Date' })
    expect(autoMapping('contacts', ['Primary Email', 'Primary ZIP Code', 'Account Number'])).toEqual({
      email: 'Primary Email',
      postalCode: 'Primary ZIP Code',
      externalId: 'Account Number',
    })
  })

  it('splits a household into first-name tokens and compares ZIP codes by their five digits', () => {
    expect(firstNameTokens('Micah & Liz')).toEqual(['micah', 'liz'])
    expect(firstNameTokens('Micah and Liz')).toEqual(['micah', 'liz'])
    expect(postalKey('73301-1234')).toBe('73301')
    expect(postalKey('sw1a 1aa')).toBe('SW1A1AA')
  })
})
