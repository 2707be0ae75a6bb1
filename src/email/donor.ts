import type { Payload, SendEmailOptions } from 'payload'
import type * as React from 'react'

import { databasePool } from '@/lib/db'
import { siteUrl } from '@/lib/site-url'

import { renderEmail } from './layout'
import { senderAddress } from './transport'

/**
 * Discreet giving (issue 19): a donor who may be watched asked that nothing about her gift
 * stands out. Every e-mail to her address then comes from a neutral sender with a neutral
 * subject; the body (which the IRS wording needs) is unchanged. Once asked, it holds for every
 * later e-mail to that address, whichever gift it is about.
 */
export function neutralSender() {
  return `"${process.env.DISCREET_SENDER_NAME || 'Account notice'}" <${senderAddress()}>`
}

export async function isDiscreetDonor(payload: Payload, email: string) {
  const { rows } = await databasePool(payload).query(`SELECT 1 FROM donations WHERE lower(email) = $1 AND discreet LIMIT 1`, [
    email.trim().toLowerCase(),
  ])
  return rows.length > 0
}

type DonorEmail = SendEmailOptions & {
  to: string
  subject: string
  neutralSubject: string
  /** Already known by the caller (who shaped the body for it): saves asking again. */
  discreet?: boolean
}

/** Every e-mail to a donor about her giving goes through here. */
export async function sendDonorEmail(payload: Payload, { neutralSubject, discreet, ...message }: DonorEmail) {
  if (!(discreet ?? (await isDiscreetDonor(payload, message.to)))) return payload.sendEmail(message)
  return payload.sendEmail({ ...message, subject: neutralSubject, from: neutralSender() })
}

/** The foundation's name and contact address, as an e-mail's header and footer show them. */
export function emailBrand(settings: { foundationName: string; contactEmail: string }) {
  return { foundationName: settings.foundationName, contactEmail: settings.contactEmail }
}

/** What each e-mail to a donor about her giving carries: the foundation's brand and the way to her My giving page. */
export function donorEmailFrame(settings: { foundationName: string; contactEmail: string }) {
  return { brand: emailBrand(settings), portalUrl: `${siteUrl()}/my-giving` }
}

type DonorMail = { body: React.ReactElement; subject: string; neutralSubject: string; attachments?: SendEmailOptions['attachments'] }

/**
 * Writes and sends an e-mail to a donor about her giving: `compose` gets the site settings and
 * the frame each such e-mail carries, and gives the body and the subjects.
 */
export async function mailDonor(
  payload: Payload,
  to: string,
  compose: (settings: { foundationName: string; contactEmail: string }, frame: ReturnType<typeof donorEmailFrame>) => Promise<DonorMail> | DonorMail,
) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const { body, ...message } = await compose(settings, donorEmailFrame(settings))
  const { html, text } = await renderEmail(body)
  await sendDonorEmail(payload, { to, ...message, html, text })
}
