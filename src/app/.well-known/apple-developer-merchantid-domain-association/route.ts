import { getSiteSettings } from '@/server/site-settings'
import { route } from '@/lib/http'

export const dynamic = 'force-dynamic'

/**
 * Issue 29: Apple Pay verifies the site's domain by this file, whose text Stripe gives and staff
 * paste into Site settings (README, "Apple Pay, Google Pay and Link"). Plain text when set; 404
 * while empty, so a half-configured site does not claim a domain it has not verified.
 */
export const GET = route(async () => {
  const text = (await getSiteSettings()).applePayDomainAssociation?.trim()
  if (!text) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
})
