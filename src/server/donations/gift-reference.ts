import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Issue 42: the reference of a gift the server started (create-donation-intent) or priced
 * (donation-quote). A finish-later reminder is stored only against one, so the reminder form
 * cannot be used to mail a stranger: the reference is signed over the donor's address, the
 * amount and the frequency, and lives 24 hours. Stateless (an HMAC with the server's secret),
 * so any instance can check it and nothing is stored for a gift never reminded of.
 */
export const GIFT_REFERENCE_HOURS = 24

type Gift = { email: string; amountCents: number; donationType: string }

function signature(issued: string, nonce: string, gift: Gift) {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHmac('sha256', `gift-reference:${secret}`)
    .update([issued, nonce, gift.email.trim().toLowerCase(), String(gift.amountCents), gift.donationType].join('\n'))
    .digest('base64url')
}

export function issueGiftReference(gift: Gift, now = Date.now()): string {
  const issued = Math.floor(now / 1000).toString(36)
  const nonce = randomBytes(12).toString('base64url')
  return `${issued}.${nonce}.${signature(issued, nonce, gift)}`
}

/** True when `reference` was issued by this site for exactly this gift in the last 24 hours. */
export function isGiftReference(reference: string, gift: Gift, now = Date.now()): boolean {
  const parts = reference.split('.')
  if (parts.length !== 3) return false
  const [issued, nonce, given] = parts
  if (!/^[0-9a-z]{1,10}$/.test(issued) || !/^[A-Za-z0-9_-]{16}$/.test(nonce) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return false
  const issuedMs = parseInt(issued, 36) * 1000
  if (!(issuedMs <= now + 60_000 && now - issuedMs <= GIFT_REFERENCE_HOURS * 3600_000)) return false
  const expected = Buffer.from(signature(issued, nonce, gift))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
