import { z } from 'zod'

/**
 * Issue 45: what a deposit's line is. A Stripe payout's lines are its balance transactions: a
 * charge (a gift, an order or a recurring invoice), a refund, a dispute and its reversal, a
 * line of fees only (a Stripe fee, a fee refund), or anything else (`other`). An offline
 * deposit's lines are the gifts of its batches.
 */
export const DEPOSIT_LINE_TYPES = ['charge', 'refund', 'dispute', 'dispute_reversal', 'fee', 'other', 'offline'] as const
export type DepositLineType = (typeof DEPOSIT_LINE_TYPES)[number]

export const DEPOSIT_STATUSES = ['reconciled', 'unmatched', 'failed'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

const FEE_TYPES = new Set(['stripe_fee', 'stripe_fx_fee', 'tax_fee', 'application_fee', 'application_fee_refund'])

/** The line type of a Stripe balance transaction (`type`, `reporting_category`, `amount`). */
export function balanceLineType(bt: { type: string; reporting_category?: string | null; amount: number }): DepositLineType {
  if (bt.type === 'charge' || bt.type === 'payment') return 'charge'
  if (bt.type === 'refund' || bt.type === 'payment_refund') return 'refund'
  if (bt.reporting_category === 'dispute' || (bt.type === 'adjustment' && bt.reporting_category !== 'dispute_reversal' && bt.amount < 0)) return 'dispute'
  if (bt.reporting_category === 'dispute_reversal' || (bt.type === 'adjustment' && bt.amount > 0)) return 'dispute_reversal'
  if (FEE_TYPES.has(bt.type) || bt.reporting_category === 'fee') return 'fee'
  return 'other'
}

export type LineCents = { type: DepositLineType; grossCents: number; feeCents: number; netCents: number }

/**
 * A deposit's figures from its lines. Gross is what charges (and offline gifts) brought; fees are
 * every line's fee plus fee-only lines (a fee refund lowers them); refunds and disputes are what
 * left, as positive amounts; net is what reached the bank: gross − fees − refunds − disputes + other.
 */
export function depositTotals(lines: LineCents[]) {
  const sum = (pick: (line: LineCents) => number) => lines.reduce((total, line) => total + pick(line), 0)
  const grossOf = (...types: DepositLineType[]) => sum((line) => (types.includes(line.type) ? line.grossCents : 0))
  return {
    grossCents: grossOf('charge', 'offline'),
    feeCents: sum((line) => line.feeCents) - grossOf('fee'),
    refundCents: -grossOf('refund'),
    disputeCents: -grossOf('dispute', 'dispute_reversal'),
    otherCents: grossOf('other'),
    netCents: sum((line) => line.netCents),
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day "YYYY-MM-DD" that exists. */
export const calendarDay = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD).` })
    .regex(DATE, `${field} must be a date (YYYY-MM-DD).`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    }, `${field} must be a date (YYYY-MM-DD).`)

export const depositSchema = z.object({
  batchIds: z
    .array(z.number({ error: 'Each batch id must be a number.' }).int('Each batch id must be a whole number.').positive('Each batch id must be a whole number.'), {
      error: 'Choose the batches to deposit.',
    })
    .min(1, 'Choose the batches to deposit.')
    .max(100, 'Deposit at most 100 batches at once.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each batch once.'),
  date: calendarDay('date'),
})

export type DepositInput = z.output<typeof depositSchema>

export const rangeSchema = z
  .object({ from: calendarDay('from').optional(), to: calendarDay('to').optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: 'from must not be after to.', path: ['to'] })

export const journalQuerySchema = z
  .object({
    from: calendarDay('from'),
    to: calendarDay('to'),
    format: z.enum(['qbo', 'xero'], { error: 'format must be qbo or xero.' }),
  })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to.', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 400 * 86_400_000, { message: 'Ask for at most 400 days at once.', path: ['to'] })

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export const monthSchema = z.string({ error: 'month must be YYYY-MM.' }).regex(MONTH, 'month must be YYYY-MM.')

export const periodSchema = z.object({ month: monthSchema })

/** "2026-10" → "October 2026", as a refusal names it. */
export function monthName(month: string) {
  const [year, number] = month.split('-').map(Number)
  return `${new Date(Date.UTC(year, number - 1, 15)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`
}
