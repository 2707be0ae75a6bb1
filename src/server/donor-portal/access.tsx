import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { PortalLinkEmail } from '@/email/donor-portal'
import { renderEmail } from '@/email/layout'
import { logger } from '@/lib/log'
import { siteUrl } from '@/lib/site-url'
import { clientAddress, countHit, isKnownAddress, positiveInt, tooMany } from '@/lib/rate-limit'

import { databasePool } from '@/lib/db'
import { emailBrand, sendDonorEmail } from '@/email/donor'

/** The one answer to a link request, whether or not the address ever gave. */
export const PORTAL_LINK_MESSAGE =
  'If this address has given to the foundation, a link to manage your giving is on its way. It works once, for 30 minutes.'
export const PORTAL_LINK_LIMIT_MESSAGE = 'Too many link requests from your connection. Please wait a few minutes and try again.'
export const PORTAL_SESSION_COOKIE = 'donor-portal'
export const PORTAL_SIGN_IN_MESSAGE = 'Please request a new link to manage your giving.'

const TOKEN_MINUTES = 30
const SESSION_MINUTES = 60

/** Tokens and sessions are stored by their SHA-256 only: a database copy opens nothing. */
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex')
const secret = () => randomBytes(32).toString('base64url')

function limits() {
  return {
    perAddress: positiveInt(process.env.RATE_LIMIT_PORTAL_LINKS_PER_ADDRESS, 5),
    perEmail: positiveInt(process.env.RATE_LIMIT_PORTAL_LINKS_PER_EMAIL, 3),
    windowSeconds: positiveInt(process.env.RATE_LIMIT_PORTAL_LINKS_WINDOW_SECONDS, 3600),
  }
}

/**
 * A donor asks for a link. The answer never says whether the address gave (the caller always
 * gets PORTAL_LINK_MESSAGE); only an address that gave gets an e-mail, at most `perEmail` an hour.
 * Too many requests from one connection → 429, the same for every address asked about.
 */
export async function requestPortalLink(payload: Payload, email: string, headers: Headers) {
  const { perAddress, perEmail, windowSeconds } = limits()
  const address = clientAddress(headers)
  if (isKnownAddress(address)) {
    const hit = await countHit(payload, `portal-link:${address}`, windowSeconds)
    if (hit.count > perAddress) throw tooMany(PORTAL_LINK_LIMIT_MESSAGE, hit.retryAfter)
  }
  const normalized = email.trim().toLowerCase()
  const pool = databasePool(payload)
  const { rows } = await pool.query(`SELECT 1 FROM donations WHERE lower(email) = $1 LIMIT 1`, [normalized])
  if (rows.length === 0) return
  const hit = await countHit(payload, `portal-link-email:${digest(normalized)}`, windowSeconds)
  if (hit.count > perEmail) return

  const token = secret()
  await pool.query(
    `INSERT INTO donor_portal_tokens (token_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [digest(token), normalized, TOKEN_MINUTES],
  )
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const { html, text } = await renderEmail(
    <PortalLinkEmail
      brand={emailBrand(settings)}
      link={`${siteUrl()}/my-giving/open?token=${token}`}
      minutes={TOKEN_MINUTES}
    />,
  )
  try {
    await sendDonorEmail(payload, { to: normalized, subject: `Manage your giving to ${settings.foundationName}`, neutralSubject: 'Your sign-in link', html, text })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'portal link e-mail failed')
  }
}

/**
 * Opens a session from a link: the token works once and for 30 minutes. Returns the session
 * secret for the cookie, or null for a used, expired or unknown token.
 */
export async function openPortalSession(payload: Payload, token: string): Promise<{ secret: string; maxAge: number } | null> {
  if (!token || token.length > 200) return null
  const pool = databasePool(payload)
  const { rows } = await pool.query<{ email: string }>(
    `UPDATE donor_portal_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING email`,
    [digest(token)],
  )
  if (rows.length === 0) return null
  const session = secret()
  await pool.query(
    `INSERT INTO donor_portal_sessions (session_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [digest(session), rows[0].email, SESSION_MINUTES],
  )
  return { secret: session, maxAge: SESSION_MINUTES * 60 }
}

function sessionSecret(headers: Headers): string | null {
  const part = (headers.get('cookie') ?? '')
    .split(';')
    .map((piece) => piece.trim())
    .find((piece) => piece.startsWith(`${PORTAL_SESSION_COOKIE}=`))
  if (!part) return null
  try {
    return decodeURIComponent(part.slice(PORTAL_SESSION_COOKIE.length + 1))
  } catch {
    // A cookie we never set (malformed %-escapes): no session, so the donor can ask for a new link.
    return null
  }
}

/** The donor's e-mail of a live session, from the request's cookie; null when there is none. */
export async function portalEmail(payload: Payload, headers: Headers): Promise<string | null> {
  const session = sessionSecret(headers)
  if (!session) return null
  const { rows } = await databasePool(payload).query<{ email: string }>(
    `SELECT email FROM donor_portal_sessions WHERE session_hash = $1 AND expires_at > now()`,
    [digest(session)],
  )
  return rows[0]?.email ?? null
}

/** Ends a session (sign out). */
export async function closePortalSession(payload: Payload, headers: Headers) {
  const session = sessionSecret(headers)
  if (session) await databasePool(payload).query(`DELETE FROM donor_portal_sessions WHERE session_hash = $1`, [digest(session)])
}

/** Used or expired tokens and sessions go (the daily housekeeping). */
export async function prunePortalAccess(payload: Payload) {
  const pool = databasePool(payload)
  await pool.query(`DELETE FROM donor_portal_tokens WHERE expires_at < now() - interval '1 day'`)
  await pool.query(`DELETE FROM donor_portal_sessions WHERE expires_at < now() - interval '1 day'`)
}
