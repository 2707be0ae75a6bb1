/**
 * The words staff read for the stored values of gifts and recurring gifts (frequencies,
 * statuses), wherever they see them: the staff panel's tabs and Payload's own collection views.
 */
const WORDS: Record<string, string> = {
  one_time: 'One-time',
  monthly: 'Monthly',
  bi_monthly: 'Bi-monthly',
  quarterly: 'Quarterly',
  semi_annual: 'Semi-annual',
  annual: 'Annual',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_lost: 'Dispute lost',
  cancelled: 'Cancelled',
  // A bank payment (ACH) Stripe has not confirmed yet, and one the bank refused: neither counts.
  processing: 'Processing (bank)',
  failed: 'Failed',
  // An offline gift corrected by the treasurer, and how offline gifts are given (issue 30).
  voided: 'Voided',
  check: 'Check',
  cash: 'Cash',
  stock: 'Stock',
  in_kind: 'In-kind',
  other: 'Other',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  donation_form: 'Donation form',
  sponsorship: 'Sponsorship',
  import: 'Imported',
}

/** "past_due" → "Past due"; a value without a word of its own is capitalised. */
export function ledgerWord(value: string) {
  return WORDS[value] ?? value.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

/** A select field's options from stored values, each labelled with its word. */
export function ledgerOptions(values: readonly string[]) {
  return values.map((value) => ({ label: ledgerWord(value), value }))
}
