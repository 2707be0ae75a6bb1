import type { AdminViewServerProps } from 'payload'

import { hasRole, ROLE_LABELS, roleOf } from '@/access/roles'
import { DEFAULT_TIME_ZONE } from '@/lib/zoned-time'

import { FoundationAdministration } from '@/features/staff/foundation-administration'

/**
 * Replaces Payload's dashboard (admin.components.views.dashboard). Payload renders it only for
 * a signed-in user, inside its own shell, so the collection editors stay in the navigation.
 * The donor tabs render only for roles of the `donorData` area, the inbox tabs only for roles
 * of the `intake` area, System status only for the `system` area (src/access/roles.ts); the calls
 * behind them check the role again.
 */
export async function DashboardView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user as { username?: string | null; email?: string | null; role?: string | null } | null
  const role = roleOf(user)
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return (
    <FoundationAdministration
      username={user?.username ?? user?.email ?? 'staff'}
      roleLabel={role ? ROLE_LABELS[role] : 'No role'}
      donorTabs={hasRole(user, 'donorData')}
      inboxTabs={hasRole(user, 'intake')}
      systemTab={hasRole(user, 'system')}
      timeZone={settings.timeZone || DEFAULT_TIME_ZONE}
    />
  )
}
