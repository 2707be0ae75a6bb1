import { z } from 'zod'

import { parseExactCents } from '@/lib/money'
import { valuesOf } from '@/lib/options'
import { optionalEmailField, optionalText, plainString, requiredText } from '@/lib/validation'

import { campaignSlugField } from '@/domain/campaigns/campaigns'

import { requestIdField } from './schema'
import { tributeSchema } from './tribute-schema'

/**
 * Gifts the treasurer enters by hand (issue 30): checks, cash, stock, gifts in kind. One schema
 * for the staff gift-entry form and POST /api/donations/offline.
 */
export const OFFLINE_METHOD_LABELS = { check: 'Check', cash: 'Cash', stock: 'Stock', in_kind: 'In kind', other: 'Other' }
export const OFFLINE_METHODS = valuesOf(OFFLINE_METHOD_LABELS)
export type OfflineMethod = (typeof OFFLINE_METHODS)[number]

export const MATCHING_STATUS_LABELS = { to_ask: 'To ask', asked: 'Asked', received: 'Received', declined: 'Declined' }
export const MATCHING_STATUSES = valuesOf(MATCHING_STATUS_LABELS)
export type MatchingStatus = (typeof MATCHING_STATUSES)[number]

export const OFFLINE_AMOUNT_MESSAGE = 'Enter the amount, such as 250.00.'
export const RECEIVED_AT_MESSAGE = 'Enter the date the gift was received (YYYY-MM-DD).'
export const IN_KIND_DESCRIPTION_MESSAGE = 'Describe the gift in kind (the receipt names it; the donor values it).'
export const DUPLICATE_CHECK_MESSAGE =
  'This check (same number, amount and donor) is already in the books. Enter it again only if it really is a second check.'

/** Dollars ("250.00" or 250) as integer cents, more than zero; never rounded. */
export const offlineAmount = z.union([z.string(), z.number()], { error: OFFLINE_AMOUNT_MESSAGE }).transform((value, ctx) => {
  const cents = parseExactCents(value)
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: OFFLINE_AMOUNT_MESSAGE })
    return z.NEVER
  }
  return cents
})

/** A calendar date, YYYY-MM-DD, that exists and is not in the future (a day's slack for time zones). */
export const receivedAtField = plainString(RECEIVED_AT_MESSAGE)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, RECEIVED_AT_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01'
  }, RECEIVED_AT_MESSAGE)
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, 'The gift cannot be received in the future.')

/** An e-mail that may be left empty (a donor who gave no address gets a printed receipt). */
const optionalEmail = optionalEmailField()

const id = z.coerce.number({ error: 'Unknown batch.' }).int('Unknown batch.').positive('Unknown batch.')

export const offlineGiftSchema = z
  .object({
    donorName: requiredText("Enter the donor's name.", 200),
    email: optionalEmail,
    amount: offlineAmount,
    receivedAt: receivedAtField,
    method: z.enum(OFFLINE_METHODS, { error: 'Choose how the gift was given.' }),
    checkNumber: optionalText(40),
    description: optionalText(500),
    designation: optionalText(200),
    batchId: z.union([id, z.null()]).optional(),
    matchingEmployer: optionalText(200),
    confirmDuplicate: z.boolean({ error: 'confirmDuplicate must be true or false.' }).optional(),
    // Issue 30: a check "in memory of" someone carries its tribute (and card) like a gift online.
    tribute: tributeSchema.optional(),
    requestId: requestIdField,
    // Issue 49: the campaign the gift answers (its slug); it then counts in the campaign's totals.
    campaign: campaignSlugField.optional(),
  })
  .superRefine((gift, ctx) => {
    if (gift.method === 'in_kind' && !gift.description) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: IN_KIND_DESCRIPTION_MESSAGE })
    }
  })

export type OfflineGiftInput = z.input<typeof offlineGiftSchema>
export type OfflineGift = z.output<typeof offlineGiftSchema>

export const voidSchema = z.object({
  reason: requiredText('Say why the gift is void (e.g. entered twice, check returned).', 500),
})

export const batchSchema = z.object({
  name: optionalText(120),
  expectedCount: z.coerce
    .number({ error: 'Enter how many gifts the batch holds.' })
    .int('Enter how many gifts the batch holds.')
    .min(1, 'Enter how many gifts the batch holds.')
    .max(1000, 'A batch holds at most 1,000 gifts.'),
  expectedTotal: offlineAmount,
})

export type BatchInput = z.input<typeof batchSchema>

/** A matching gift's next step; `received` carries the employer's matched amount. */
export const matchingUpdateSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.enum(['to_ask', 'asked', 'declined']) }),
    z.object({
      status: z.literal('received'),
      amount: offlineAmount,
      receivedAt: receivedAtField,
      method: z.enum(OFFLINE_METHODS, { error: 'Choose how the gift was given.' }).default('check'),
      checkNumber: optionalText(40),
    }),
  ],
  { error: 'Choose a status: to_ask, asked, received or declined.' },
)

export const matchingQuerySchema = z.object({
  status: z.enum(MATCHING_STATUSES, { error: 'Unknown matching status.' }).optional(),
})

/** "Maya Rivers" → Maya / Rivers; one word stays a first name (an organisation, a single name). */
export function splitDonorName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  const at = trimmed.lastIndexOf(' ')
  return at < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1) }
}
