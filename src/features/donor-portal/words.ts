/** The donor's words for the ledger's values on My giving (never the raw `past_due`, `one_time`). */
const WORDS: Record<string, string> = {
  one_time: 'One-time',
  monthly: 'Monthly',
  bi_monthly: 'Every two months',
  quarterly: 'Quarterly',
  semi_annual: 'Twice a year',
  annual: 'Yearly',
  paid: 'Received',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_lost: 'Reversed',
  cancelled: 'Cancelled',
  processing: 'Your bank is confirming it',
  failed: 'Did not go through',
  active: 'Active',
  past_due: 'Payment failed',
  paused: 'Paused',
  issued: 'Valid',
  void: 'Void',
}

export const portalWord = (value: string) => WORDS[value] ?? value

/** "March 3, 2027" in the foundation's time zone, or "—". */
export function portalDate(value: string | null, timeZone: string) {
  return value ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }) : '—'
}
