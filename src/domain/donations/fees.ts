/**
 * Issue 29: a donor may cover the processing fee so that the whole gift reaches the foundation.
 * Pure, so the form's "Add $F" line and the server's charge are one calculation; the server's
 * result is the one charged.
 */
export const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account'] as const
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number]

/** Stripe's nonprofit rates, as Site settings hold them (percent, and cents). */
export type FeeRates = { cardPercent: number; cardFixedCents: number; bankPercent: number; bankCapCents: number }

export const DEFAULT_FEE_RATES: FeeRates = { cardPercent: 2.2, cardFixedCents: 30, bankPercent: 0.8, bankCapCents: 500 }

/** Percent (2.2) to basis points (220): whole numbers keep the cents exact. */
const basisPoints = (percent: number) => Math.round(percent * 100)

/** Settings left empty fall back to Stripe's published rates rather than to a free processing. */
export function feeRates(settings: Partial<Record<keyof FeeRates, number | null | undefined>> | null | undefined): FeeRates {
  const pick = (key: keyof FeeRates) => {
    const value = settings?.[key]
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_FEE_RATES[key]
  }
  return { cardPercent: pick('cardPercent'), cardFixedCents: pick('cardFixedCents'), bankPercent: pick('bankPercent'), bankCapCents: pick('bankCapCents') }
}

/**
 * What to charge so the foundation nets at least `amountCents` after the fee: by card
 * ceil((A + fixed) / (1 − rate)), by bank ceil(A / (1 − rate)) with the fee at most the cap.
 * $50.00 by card → $51.44 (fee $1.44); $1,000.00 by bank → $1,005.00 (fee $5.00, the cap).
 */
export function coverFees(amountCents: number, method: PaymentMethodType, rates: FeeRates = DEFAULT_FEE_RATES): { totalCents: number; feeCents: number } {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return { totalCents: Math.max(0, amountCents), feeCents: 0 }
  if (method === 'us_bank_account') {
    const keep = 10_000 - basisPoints(rates.bankPercent)
    const total = Math.ceil((amountCents * 10_000) / keep)
    const feeCents = Math.min(total - amountCents, Math.round(rates.bankCapCents))
    return { totalCents: amountCents + feeCents, feeCents }
  }
  const keep = 10_000 - basisPoints(rates.cardPercent)
  const totalCents = Math.ceil(((amountCents + Math.round(rates.cardFixedCents)) * 10_000) / keep)
  return { totalCents, feeCents: totalCents - amountCents }
}
