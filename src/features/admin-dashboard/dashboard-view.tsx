import type { AdminViewServerProps } from 'payload'

import { FoundationAdministration } from './foundation-administration'

/**
 * Replaces Payload's dashboard (admin.components.views.dashboard). Payload renders it only for
 * a signed-in user, inside its own shell, so the collection editors stay in the navigation.
 */
export function DashboardView({ initPageResult }: AdminViewServerProps) {
  const user = initPageResult.req.user as { username?: string | null; email?: string | null } | null
  return <FoundationAdministration username={user?.username ?? user?.email ?? 'staff'} />
}
