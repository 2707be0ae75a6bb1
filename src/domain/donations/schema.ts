import { z } from 'zod'

import { MAX_DONATION_CENTS, MIN_DONATION_CENTS, DONATION_TYPES } from './amounts'
import { PAYMENT_METHOD_TYPES } from './fees'
import { UPSELL_ANSWERS } from './monthly-ask'
import { parseExactCents } from '@/lib/money'
import { emailField, optionalText, requiredText } from '@/lib/validation'

import { appealTokenField } from '@/domain/campaigns/appeals'
import { campaignSlugField, wallChoiceSchema } from '@/domain/campaigns/campaigns'

import { tributeSchema } from './tribute-schema'
import { AMOUNT_DECIMALS_MESSAGE, DONATION_FAILED, INVALID_AMOUNT, MAX_AMOUNT_MESSAGE, MISSING_INFORMATION } from './messages'

export { AMOUNT_DECIMALS_MESSAGE, DONATION_FAILED, INVALID_AMOUNT, MAX_AMOUNT_MESSAGE, MISSING_INFORMATION } from './messages'

export const UNKNOWN_LEVEL = 'Unknown giving circle.'

/** Made by a form once per submission: the same request sent twice reaches Stripe as one. */
export const requestIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,80}$/, 'Invalid request id.')
  .optional()

/** A gift's amount, "75.00" or 75, as integer cents: the donation form's rules (also the portal's). */
export const donationAmount = z
  .union([z.string(), z.number()], { error: INVALID_AMOUNT.description })
  .transform((value, context) => {
    // A number with more than two decimals is refused, never silently rounded.
    const cents = parseExactCents(value)
    if (cents === null) {
      const looksNumeric = /^\s*\d+(\.\d+)?\s*$/.test(String(value)) && Number(value) > 0
      context.addIssue({ code: 'custom', message: looksNumeric ? AMOUNT_DECIMALS_MESSAGE : INVALID_AMOUNT.description })
      return z.NEVER
    }
    // The form's minimum is $1 (spec §5.2); cents-sized gifts are how card testers probe cards.
    if (cents < MIN_DONATION_CENTS) {
      context.addIssue({ code: 'custom', message: INVALID_AMOUNT.description })
      return z.NEVER
    }
    if (cents > MAX_DONATION_CENTS) {
      context.addIssue({ code: 'custom', message: MAX_AMOUNT_MESSAGE })
      return z.NEVER
    }
    return cents
  })

/**
 * POST /api/create-donation-intent (spec §3.5), shared by the donation form and the route.
 * `amount` is a decimal ("75.00" or 75) and comes out as integer cents. `requestId` is made by
 * the form once per distinct submission, so a double click cannot charge twice.
 */
export const donationIntentSchema = z.object({
  amount: donationAmount,
  donationType: z.enum(DONATION_TYPES, { error: 'Please choose how often to give.' }),
  firstName: requiredText(MISSING_INFORMATION.description, 100),
  lastName: requiredText(MISSING_INFORMATION.description, 100),
  email: emailField(MISSING_INFORMATION.description),
  phone: optionalText(40),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalText(20),
  organizationName: optionalText(200),
  // Stripe metadata values hold at most 500 characters; the comment travels there.
  comments: optionalText(500),
  // Issue 19: neutral e-mails and card statement, no public roster entry.
  discreet: z.boolean({ error: 'Invalid choice.' }).optional(),
  // The giving-circle page the gift is made on (its address), for the perk its receipt states.
  level: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, UNKNOWN_LEVEL)
    .optional(),
  requestId: requestIdField,
  // Issue 29: the donor adds the processing fee; the server prices it for the method (card when absent).
  coverFees: z.boolean({ error: 'Invalid choice.' }).optional(),
  paymentMethodType: z.enum(PAYMENT_METHOD_TYPES, { error: 'Unknown payment method.' }).optional(),
  // Issue 29: the donor's answer to the monthly ask; absent when it was not offered.
  upsell: z.enum(UPSELL_ANSWERS, { error: 'Invalid answer.' }).optional(),
  // Issue 30: a gift in honour or in memory of someone, with an optional card to tell a relative.
  tribute: tributeSchema.optional(),
  // Issue 30: the donor's employer matches gifts (its name optional).
  matchingGift: z.boolean({ error: 'Invalid choice.' }).optional(),
  matchingEmployer: optionalText(200),
  // Issue 49: the campaign the gift is for (its page's form, or ?campaign= on /donate), and the wall choice.
  campaign: campaignSlugField.optional(),
  wall: wallChoiceSchema.optional(),
  // Issue 49: the personal link of an appeal e-mail the donor came through (its results count the gift).
  appeal: appealTokenField.optional(),
}).transform(({ amount: amountCents, ...rest }) => ({ ...rest, amountCents }))

export type DonationIntentInput = z.input<typeof donationIntentSchema>
export type DonationIntent = z.output<typeof donationIntentSchema>

export const DONOR_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'organizationName',
  'comments',
] as const

/** Which of the spec's two toasts a failed check shows: the amount rule comes first. */
export function formProblem(error: z.ZodError): typeof INVALID_AMOUNT | typeof MISSING_INFORMATION | { title: string; description: string } {
  const fields = new Set(error.issues.map((issue) => String(issue.path[0])))
  if (fields.has('amount')) {
    const message = error.issues.find((issue) => issue.path[0] === 'amount')?.message
    return message === INVALID_AMOUNT.description ? INVALID_AMOUNT : { title: INVALID_AMOUNT.title, description: message ?? INVALID_AMOUNT.description }
  }
  if (fields.has('firstName') || fields.has('lastName')) return MISSING_INFORMATION
  const email = error.issues.find((issue) => issue.path[0] === 'email')
  if (email) return email.message === MISSING_INFORMATION.description ? MISSING_INFORMATION : { title: 'Invalid Email', description: email.message }
  return { title: 'Error', description: error.issues[0]?.message ?? DONATION_FAILED }
}

/** POST /api/donation-intent-method (issue 29): a started one-time gift priced again for the method the donor picked. */
export const donationMethodSchema = z.object({
  clientSecret: z.string().regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'Unknown payment.'),
  paymentMethodType: z.enum(PAYMENT_METHOD_TYPES, { error: 'Unknown payment method.' }),
})
