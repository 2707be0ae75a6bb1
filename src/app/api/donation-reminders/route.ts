import { NextResponse } from 'next/server'

import { giftReminderSchema } from '@/domain/donations/reminders'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requestGiftReminder } from '@/server/donations/reminders'
import { readSubmission } from '@/server/public-form'

/**
 * "E-mail me a link to finish later" (issue 30): 202 whether or not a reminder will be sent
 * (a discreet gift, a second request the same day), so the answer tells a stranger nothing.
 */
export const POST = route(async (request) => {
  const payload = await getPayload()
  const submission = await readSubmission(request, payload, 'gift-reminder', giftReminderSchema)
  if (!submission.bot) await requestGiftReminder(payload, submission.data)
  return NextResponse.json({ message: 'We will e-mail you a link to finish your gift.' }, { status: 202 })
})
