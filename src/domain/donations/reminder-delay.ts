import { DEFAULT_GIFT_REMINDER_MINUTES } from './reminders'

/**
 * Issue 47: "Finish later" says when the e-mail comes, from Site settings' giftReminderMinutes:
 * "in about an hour", "in about 15 minutes", "in about 2 hours", "in about a day".
 */
export function reminderDelayWords(minutes: number | null | undefined) {
  const m = Number.isFinite(minutes) && Number(minutes) >= 1 ? Math.round(Number(minutes)) : DEFAULT_GIFT_REMINDER_MINUTES
  if (m < 60) return m === 1 ? 'in about a minute' : `in about ${m} minutes`
  const hours = Math.round(m / 60)
  if (hours < 24) return hours === 1 ? 'in about an hour' : `in about ${hours} hours`
  const days = Math.round(m / 1440)
  return days === 1 ? 'in about a day' : `in about ${days} days`
}
