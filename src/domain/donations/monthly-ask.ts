import type { DonationType } from './amounts'

/**
 * Issue 29: before a one-time gift goes to payment, the donor is asked once whether they would
 * rather give a smaller amount every month. Pure, so the form and the tests share the rule.
 */
export const DEFAULT_MONTHLY_ASK_THRESHOLD_CENTS = 25_000
export const MIN_MONTHLY_ASK_DOLLARS = 5

export const UPSELL_ANSWERS = ['accepted', 'declined'] as const
export type UpsellAnswer = (typeof UPSELL_ANSWERS)[number]

/** The ask is for one-time gifts under the threshold; never for a tribute gift. */
export function offersMonthlyAsk(type: DonationType, amountCents: number, thresholdCents: number, tribute = false): boolean {
  return type === 'one_time' && !tribute && amountCents > 0 && amountCents < thresholdCents
}

/** One third of the one-time gift in whole dollars, at least $5: $50 → $17. */
export function suggestedMonthlyDollars(amountCents: number): number {
  return Math.max(MIN_MONTHLY_ASK_DOLLARS, Math.round(amountCents / 100 / 3))
}
