import type { Payload } from 'payload'

import { PortalChangeEmail } from '@/features/donor-portal/emails'
import { renderEmail } from '@/lib/email-template'
import { logger } from '@/lib/log'
import { siteUrl } from '@/lib/site-url'

/**
 * Confirms a portal change by e-mail (issue 19's lifecycle e-mails): a donor who did not make it
 * learns at once. The change already happened in Stripe, so a failed send is logged, not raised.
 */
export async function confirmChange(payload: Payload, email: string, change: string) {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const { html, text } = await renderEmail(
      <PortalChangeEmail
        brand={{ foundationName: settings.foundationName, contactEmail: settings.contactEmail }}
        change={change}
        portalUrl={`${siteUrl()}/my-giving`}
      />,
    )
    await payload.sendEmail({ to: email, subject: `Your recurring gift to ${settings.foundationName} has changed`, html, text })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'portal change e-mail failed')
  }
}
