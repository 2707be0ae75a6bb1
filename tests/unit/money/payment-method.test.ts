import { describe, expect, it } from 'vitest'

import { paymentMethodOf } from '@/domain/donations/payment-method'

describe('the payment method of a PaymentIntent', () => {
  it('is read from an expanded method, an expanded charge or a failed attempt', () => {
    expect(paymentMethodOf({ payment_method: { type: 'us_bank_account' }, payment_method_types: ['card', 'us_bank_account'] })).toBe('us_bank_account')
    expect(paymentMethodOf({ latest_charge: { payment_method_details: { type: 'card' } }, payment_method_types: ['card', 'link'] })).toBe('card')
    expect(paymentMethodOf({ last_payment_error: { payment_method: { type: 'us_bank_account' } }, payment_method_types: ['card', 'us_bank_account'] })).toBe(
      'us_bank_account',
    )
  })

  it('is the only type an intent allowed, and unknown when it allowed several and names none', () => {
    expect(paymentMethodOf({ payment_method_types: ['us_bank_account'] })).toBe('us_bank_account')
    expect(paymentMethodOf({ payment_method: 'pm_123', latest_charge: 'ch_123', payment_method_types: ['card', 'link', 'us_bank_account'] })).toBeNull()
    expect(paymentMethodOf({})).toBeNull()
  })
})
