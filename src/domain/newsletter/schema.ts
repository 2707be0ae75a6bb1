import { z } from 'zod'

import { emailField } from '@/lib/validation'

export const NEWSLETTER_SOURCES = ['footer', 'store', 'gardens', 'home', 'donate', 'other'] as const

export const newsletterSchema = z.object({
  email: emailField('Please enter your email address.'),
  source: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9_-]*$/, 'Unknown sign-up source.')
    .optional()
    .transform((value) => value || 'footer'),
})
export type NewsletterInput = z.input<typeof newsletterSchema>

export { NEWSLETTER_ALREADY, NEWSLETTER_WELCOME } from './messages'
