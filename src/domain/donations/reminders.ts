import { z } from 'zod'

import { emailField } from '@/lib/validation'

import { DONATION_TYPES } from './amounts'
import { MISSING_INFORMATION } from './messages'
import { donationAmount } from './schema'

/**
 * "E-mail me a link to finish later" (issue 30): the donor's address, the amount and the
 * frequency she chose, and (issue 42) the reference of the gift she started with them. A discreet gift never gets a reminder (the form hides the offer; a
 * request that says discreet is answered like any other and records nothing).
 */
export const DEFAULT_GIFT_REMINDER_MINUTES = 60

export const GIFT_REFERENCE_REQUIRED = 'Please start your gift before asking for a link to finish it later.'
export const GIFT_REFERENCE_UNKNOWN = 'We could not find that gift. Please start it again.'

export const giftReminderSchema = z
  .object({
    email: emailField(MISSING_INFORMATION.description),
    amount: donationAmount,
    donationType: z.enum(DONATION_TYPES, { error: 'Please choose how often to give.' }),
    discreet: z.boolean({ error: 'Invalid choice.' }).optional(),
    // Issue 42: the reference the server answered when the gift was started (or priced).
    reference: z.string({ error: GIFT_REFERENCE_REQUIRED }).trim().min(1, GIFT_REFERENCE_REQUIRED).max(200, GIFT_REFERENCE_UNKNOWN),
  })
  .transform(({ amount: amountCents, ...rest }) => ({ ...rest, amountCents }))

export type GiftReminderInput = z.input<typeof giftReminderSchema>

/** The opaque token of a reminder's link: random, URL-safe, carrying nothing about the donor. */
export const REMINDER_TOKEN = /^[A-Za-z0-9_-]{32,64}$/

/** The form's address that a reminder's link opens. */
export function resumePath(token: string) {
  return `/donate?resume=${encodeURIComponent(token)}`
}
