import type { Payload } from 'payload'

import { visitWhen } from '@/domain/boutique/format'
import { calendar } from '@/domain/boutique/ics'
import { VISIT_TITLE } from '@/domain/boutique/hours'
import { logger } from '@/lib/log'
import { siteUrl } from '@/lib/site-url'

/**
 * The booking step's e-mails (issue 31). Someone else may read her mailbox: the subject names no
 * service of the foundation, the body and the calendar entry hold only "Boutique visit" and the
 * time, and nothing she answered. Failures are logged without any address and swallowed: the
 * visit is already booked.
 */

export const CONFIRMATION_SUBJECT = 'Your appointment is confirmed'

export async function sendVisitConfirmation(
  payload: Payload,
  { to, start, end, timeZone, cancelToken, uid }: { to: string; start: string; end: string; timeZone: string; cancelToken: string; uid: string },
) {
  const site = siteUrl()
  const text = [
    `${VISIT_TITLE}: ${visitWhen(start, timeZone)}.`,
    '',
    `How to find us: ${site}/bloom-boutique`,
    '',
    `If you cannot come, cancel here and the time goes to someone else: ${site}/visit/cancel#${cancelToken}`,
  ].join('\n')
  try {
    await payload.sendEmail({
      to,
      subject: CONFIRMATION_SUBJECT,
      text,
      attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar([{ uid, title: VISIT_TITLE, start, end }], { method: 'PUBLISH' }) }],
    })
  } catch (error) {
    // The error's name only: a mail server's refusal can quote her address.
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, '[boutique] visit confirmation failed')
  }
}

/** 7:00 on the foundation's clock: how many visits the day holds, and where to see them. */
export async function sendDailyVisits(payload: Payload, { to, count }: { to: string[]; count: number }) {
  if (!to.length) return
  const what = count === 1 ? '1 boutique visit is' : `${count} boutique visits are`
  try {
    await payload.sendEmail({
      to: to.join(', '),
      subject: "Today's boutique visits",
      text: `${what} booked for today.\n\nSign in to see them: ${siteUrl()}/admin?tab=intake\n\nFor the privacy of the women we serve, this e-mail never names them.`,
    })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, '[boutique] daily visits e-mail failed')
  }
}
