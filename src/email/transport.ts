import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { toPlainText } from '@react-email/render'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { countMail, withSpan } from '@/lib/telemetry'

/**
 * SMTP when configured; otherwise, in development, every message is written to the server
 * console so a developer can see what would have been sent. Payload's own
 * fallback would try to reach an external test mailbox, which this site must never do.
 */
export function emailAdapter() {
  return withPlainText(baseAdapter(), (payload, sent) => observers().reduce((done, observe) => done.then(() => observe(payload, sent)), Promise.resolve()))
}

/**
 * Who is told of each send. The server registers its alerts here when it starts
 * (src/instrumentation.ts), so the config and this layer import nothing above them. Kept on
 * globalThis: Next may load this module more than once in one process (instrumentation, routes).
 */
function observers(): MailObserver[] {
  const store = globalThis as { [OBSERVERS]?: MailObserver[] }
  return (store[OBSERVERS] ??= [])
}
const OBSERVERS = Symbol.for('bloom.mail-observers')

export function observeMail(observer: MailObserver) {
  if (!observers().includes(observer)) observers().push(observer)
}

/**
 * Told of every message: sent (true) or refused by the mail server (false). The server's alerts
 * count refusals to tell staff when mail stops going out; it is never told to whom or what.
 */
export type MailObserver = (payload: Payload, sent: boolean) => Promise<void>

/**
 * Every message gets a plain-text part: Payload's own e-mails (the password reset) come as
 * HTML only, and some staff read mail as text.
 */
function withPlainText(adapter: Promise<EmailAdapter>, onOutcome?: MailObserver): Promise<EmailAdapter> {
  return adapter.then((make) => (args) => {
    const initialized = make(args)
    const observe = (sent: boolean) => {
      countMail(sent)
      void onOutcome?.(args.payload, sent).catch(() => undefined)
    }
    // The span names no recipient, subject or text: only that a message went out, or failed.
    const sendEmail = (message: SendEmailOptions) =>
      withSpan('email send', {}, async () => {
        try {
          const result = await initialized.sendEmail(
            message.text || typeof message.html !== 'string' ? message : { ...message, text: toPlainText(message.html, { wordwrap: 78 }) },
          )
          observe(true)
          return result
        } catch (error) {
          observe(false)
          throw error
        }
      })
    return { ...initialized, sendEmail }
  })
}

/** The address every e-mail of the site is sent from. */
export function senderAddress() {
  return process.env.EMAIL_FROM_ADDRESS || 'no-reply@bloomhope.example.org'
}

function baseAdapter() {
  const from = {
    defaultFromAddress: senderAddress(),
    defaultFromName: process.env.EMAIL_FROM_NAME || 'Bloom Hope Foundation',
  }
  if (process.env.SMTP_HOST) {
    return nodemailerAdapter({
      ...from,
      transportOptions: {
        host: process.env.SMTP_HOST,
        port: Number(process.env.SMTP_PORT || 587),
        secure: process.env.SMTP_SECURE === 'true',
        auth: process.env.SMTP_USER
          ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }
          : undefined,
      },
    })
  }
  const transport = nodemailer.createTransport({
    name: 'console',
    version: '1',
    send(mail, done) {
      const { to, subject, text } = mail.data
      // A production server without SMTP logs that mail went nowhere, never to whom or what:
      // recipients are donors and customers, and a reset link would let a log reader in.
      if (process.env.NODE_ENV === 'production') console.warn(`[email] not sent (SMTP_HOST is not set): ${JSON.stringify(subject)}`)
      else console.info(`[email] to=${String(to)} subject=${JSON.stringify(subject)}\n${String(text ?? '')}`)
      const envelope = mail.message.getEnvelope()
      done(null, {
        envelope,
        messageId: mail.message.messageId(),
        accepted: envelope.to,
        rejected: [],
        pending: [],
        response: 'logged to console',
      })
    },
  })
  return nodemailerAdapter({ ...from, transport, skipVerify: true })
}
