import type { PayloadRequest } from 'payload'

import { siteUrl } from '@/lib/site-url'

import { EmailLayout, renderEmail } from './layout'

/** How long a reset link works. Short: the e-mail may sit in a shared or watched inbox. */
export const PASSWORD_RESET_EXPIRATION_MS = 60 * 60 * 1000

export const PASSWORD_RESET_SUBJECT = 'Reset your staff password'

/**
 * The reset link is built from the site's configured address, never from the request's Host
 * header: a forged Host must not turn a real reset e-mail into a link to someone else's server.
 */
export function passwordResetUrl(token: string) {
  return `${siteUrl()}/admin/reset/${encodeURIComponent(token)}`
}

function PasswordResetEmail({ foundationName, contactEmail, url, username }: { foundationName: string; contactEmail: string; url: string; username: string }) {
  return (
    <EmailLayout foundationName={foundationName} contactEmail={contactEmail} title={PASSWORD_RESET_SUBJECT}>
      <p>Someone asked to reset the password of the staff account “{username}” on the {foundationName} website.</p>
      <p>
        To choose a new password, open this link within one hour:
        <br />
        <a href={url}>{url}</a>
      </p>
      <p>If you did not ask for this, ignore this e-mail: your password stays as it is. Tell an administrator if it keeps happening.</p>
    </EmailLayout>
  )
}

/** Payload's forgotPassword.generateEmailHTML: our layout instead of Payload's bare sentence. */
export async function passwordResetHtml({ req, token, user }: { req?: PayloadRequest; token?: string; user?: unknown } = {}) {
  const settings = req ? await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }) : null
  const { html } = await renderEmail(
    <PasswordResetEmail
      foundationName={settings?.foundationName || 'Bloom Hope Foundation'}
      contactEmail={settings?.contactEmail || ''}
      url={passwordResetUrl(token ?? '')}
      username={(user as { username?: string } | undefined)?.username ?? ''}
    />,
  )
  return html
}
