import { z } from 'zod'

import { emailField, optionalText, requiredText } from '@/lib/validation'

import { containsLink, HONOREE_REQUIRED, NOTIFY_EMAIL_REQUIRED, NOTIFY_NAME_REQUIRED, TRIBUTE_MESSAGE_LINKS, TRIBUTE_MESSAGE_MAX, TRIBUTE_TYPES } from './tribute'

/** A tribute on POST /api/create-donation-intent (issue 30); the form fetches it with the other rules. */
export const tributeSchema = z.object({
  type: z.enum(TRIBUTE_TYPES, { error: 'Please choose in honor or in memory.' }),
  honoreeName: requiredText(HONOREE_REQUIRED, 120),
  notify: z
    .object({
      name: requiredText(NOTIFY_NAME_REQUIRED, 120),
      email: emailField(NOTIFY_EMAIL_REQUIRED),
      // Issue 42: plain words only; a link or an address is refused at entry.
      message: optionalText(TRIBUTE_MESSAGE_MAX).refine((message) => !message || !containsLink(message), TRIBUTE_MESSAGE_LINKS),
    })
    .optional(),
})

export type TributeInput = z.input<typeof tributeSchema>
export type Tribute = z.output<typeof tributeSchema>
