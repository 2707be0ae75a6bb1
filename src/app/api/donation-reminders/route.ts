import { giftReminderSchema } from '@/domain/donations/reminders'
import { requestGiftReminder } from '@/server/donations/reminders'
import { formPost } from '@/server/public-form'

/**
 * "E-mail me a link to finish later" (issue 30): 202 whether or not a reminder will be sent
 * (a discreet gift, a second request the same day), so the answer tells a stranger nothing.
 */
export const POST = formPost('gift-reminder', giftReminderSchema, requestGiftReminder, {
  message: 'We will e-mail you a link to finish your gift.',
  status: 202,
})
