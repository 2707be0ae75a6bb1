import type { AdminViewServerProps } from 'payload'

import { DEFAULT_TIME_ZONE } from '@/server/ledger/time-zone'

import { FoundationAdministration } from './foundation-administration'

/**
 * Replaces Payload's dashboard (admin.components.views.dashboard). Payload renders it only for
 * a signed-in user, inside its own shell, so the collection editors stay in the navigation.
 */
export async function DashboardView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user as { username?: string | null; email?: string | null } | null
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return (
    <FoundationAdministration
      username={user?.username ?? user?.email ?? 'staff'}
      timeZone={settings.timeZone || DEFAULT_TIME_ZONE}
    />
  )
}
