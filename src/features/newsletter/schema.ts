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

export const NEWSLETTER_WELCOME = "Thank you for signing up! We'll keep you updated."
export const NEWSLETTER_ALREADY = "You're already on our list. Thank you for staying connected!"
