import type { Payload, SendEmailOptions } from 'payload'

import { databasePool } from '@/lib/db'

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
