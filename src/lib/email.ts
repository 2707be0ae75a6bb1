import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

/**
 * SMTP when configured; otherwise every message is written to the server console so a
 * developer (or a test capturing output) can see what would have been sent. Payload's own
 * fallback would try to reach an external test mailbox, which this site must never do.
 */
export function emailAdapter() {
  const from = {
    defaultFromAddress: process.env.EMAIL_FROM_ADDRESS || 'no-reply@bloomhope.example.org',
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
      console.info(`[email] to=${String(to)} subject=${JSON.stringify(subject)}\n${String(text ?? '')}`)
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
