/** What the test SMTP sink (tests/fakes/smtp-sink.mjs) received: the e-mails the site sent. */
export const MAIL_SINK_URL = process.env.MAIL_SINK_URL || 'http://127.0.0.1:12113'

export type SentMail = {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  attachments: { filename: string; contentType: string; size: number; content: string }[]
  at: number
}

export async function sentMail(filter: { to?: string; subject?: string | RegExp } = {}): Promise<SentMail[]> {
  const response = await fetch(`${MAIL_SINK_URL}/messages`)
  if (!response.ok) throw new Error(`the SMTP sink answered ${response.status}`)
  const { messages } = (await response.json()) as { messages: SentMail[] }
  const to = filter.to?.toLowerCase()
  return messages.filter(
    (mail) =>
      (!to || mail.to.includes(to)) &&
      (!filter.subject || (typeof filter.subject === 'string' ? mail.subject === filter.subject : filter.subject.test(mail.subject))),
  )
}

/**
 * Waits until at least `count` e-mails match the filter and returns them; fails when they have
 * not arrived within `timeoutMs`.
 */
export async function waitForMail(
  filter: { to?: string; subject?: string | RegExp; count?: number } = {},
  timeoutMs = 15_000,
): Promise<SentMail[]> {
  const count = filter.count ?? 1
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await sentMail(filter)
    if (found.length >= count) return found
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} e-mail(s) matching ${JSON.stringify({ ...filter, subject: String(filter.subject ?? '') })} within ${timeoutMs} ms; got ${found.length}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Makes the sink refuse (`fail`) or never answer (`stall`) the messages to addresses containing
 * `match` once `after` of them were accepted; `endMailTrouble` makes it whole again.
 */
export async function mailTrouble(match: string, after: number, mode: 'fail' | 'stall') {
  const response = await fetch(`${MAIL_SINK_URL}/trouble`, { method: 'POST', body: JSON.stringify({ match, after, mode }) })
  if (!response.ok) throw new Error(`the SMTP sink answered ${response.status}`)
}

export async function endMailTrouble() {
  await fetch(`${MAIL_SINK_URL}/trouble`, { method: 'DELETE' })
}
