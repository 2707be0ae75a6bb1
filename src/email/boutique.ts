import type { Payload } from 'payload'

import { visitDay, visitTime, visitZone } from '@/domain/boutique/format'
import { calendar } from '@/domain/boutique/ics'
import { logger } from '@/lib/log'
import { siteUrl } from '@/lib/site-url'

import { senderAddress } from './transport'

/**
 * Her appointment e-mails (issues 31, 41). Whoever reads her mailbox must not learn who wrote:
 * each one comes from the discreet sender of Site settings (default "Appointments"), and its
 * subject, body, calendar entry and link paths name neither the foundation nor its services —
 * only "appointment", the time and a link to the neutral page /v/<token>. Nothing she answered is
 * in them. Failures are logged without any address and swallowed: the booking already stands.
 */

export const APPOINTMENT_SUBJECT = 'Your appointment'
/** What her calendar entry calls the visit: nothing more. */
export const APPOINTMENT_TITLE = 'Appointment'

const when = (iso: string, timeZone: string) => `${visitDay(iso, timeZone)}, ${visitTime(iso, timeZone)} (${visitZone(iso, timeZone)})`
const linkOf = (token: string) => `${siteUrl()}/v/${token}`

async function discreetFrom(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const name = (settings.appointmentSenderName || 'Appointments').replace(/["\r\n<>]/g, '')
  return `"${name}" <${settings.appointmentSenderAddress || senderAddress()}>`
}

type Visit = { to: string; start: string; end: string; timeZone: string; token: string; uid: string }

async function send(payload: Payload, to: string, text: string, what: string, event?: { uid: string; start: string; end: string }) {
  try {
    await payload.sendEmail({
      from: await discreetFrom(payload),
      to,
      subject: APPOINTMENT_SUBJECT,
      text,
      attachments: event
        ? [{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar([{ ...event, title: APPOINTMENT_TITLE }], { method: 'PUBLISH' }) }]
        : undefined,
    })
  } catch (error) {
    // The error's name only: a mail server's refusal can quote her address.
    logger.error({ error: error instanceof Error ? error.name : 'unknown', what }, '[appointments] e-mail failed')
  }
}

/** A time held for her: one e-mail, with the link that confirms it and a calendar entry. */
export async function sendHoldEmail(payload: Payload, visit: Visit & { minutes: number }) {
  const text = [
    `We are holding ${when(visit.start, visit.timeZone)} for you.`,
    '',
    `To keep it, open this link and press Confirm within ${duration(visit.minutes)}: ${linkOf(visit.token)}`,
    'If you do not, the time is released and nothing else happens.',
    '',
    'The same link shows the time and directions, and lets you cancel.',
  ].join('\n')
  await send(payload, visit.to, text, 'hold', { uid: visit.uid, start: visit.start, end: visit.end })
}

/** She booked again while a visit is hers: told only to her, with a link to move there. */
export async function sendAlreadyBookedEmail(payload: Payload, visit: Visit & { current: string }) {
  const text = [
    `You already have an appointment on ${when(visit.current, visit.timeZone)}.`,
    '',
    `You asked for ${when(visit.start, visit.timeZone)}. Confirm this one to move there: ${linkOf(visit.token)}`,
    'Or ignore this e-mail and keep the appointment you have.',
  ].join('\n')
  await send(payload, visit.to, text, 'already-booked')
}

/** Staff moved her appointment: the new time and a new link (the old one no longer works). */
export async function sendRescheduledEmail(payload: Payload, visit: Visit) {
  const text = [
    `Your appointment is now ${when(visit.start, visit.timeZone)}.`,
    '',
    `See it, get directions or cancel: ${linkOf(visit.token)}`,
    'The link in any earlier e-mail no longer works.',
  ].join('\n')
  await send(payload, visit.to, text, 'rescheduled', { uid: visit.uid, start: visit.start, end: visit.end })
}

/** Staff cancelled her appointment. */
export async function sendCancelledEmail(payload: Payload, { to, start, timeZone }: { to: string; start: string; timeZone: string }) {
  const text = [`Your appointment on ${when(start, timeZone)} is cancelled.`, '', 'We will be in touch the way you asked to arrange another time.'].join('\n')
  await send(payload, to, text, 'cancelled')
}

function duration(minutes: number) {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`
  return `${minutes} minutes`
}

/** 7:00 on the foundation's clock: how many visits the day holds, and where to see them (staff). */
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

export const BURST_SUBJECT = 'Many online bookings in the last hour'

/** Issue 41: more online bookings in an hour than the coordinator allows. Says how many may, never who. */
export async function sendBookingBurstAlert(payload: Payload, { to, limit }: { to: string[]; limit: number }) {
  if (!to.length) return
  try {
    await payload.sendEmail({
      to: to.join(', '),
      subject: BURST_SUBJECT,
      text: [
        `More than ${limit} visits were booked online within the hour.`,
        'Until the hour is over, every new online booking waits for staff to confirm it (Today, "Visits to confirm").',
        '',
        `If these look false, release the unconfirmed holds of the period from the intake list: ${siteUrl()}/admin?tab=intake`,
      ].join('\n'),
    })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, '[boutique] booking burst alert failed')
  }
}
