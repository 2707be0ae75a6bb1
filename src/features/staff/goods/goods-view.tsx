import { Link } from '@/components/ui/link'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { DEFAULT_TIME_ZONE } from '@/lib/zoned-time'
import { openDrives } from '@/server/goods/drives'
import { goodsLabels } from '@/server/goods/labels'

import { DriveStart } from './drive-start'
import { DropOffForm } from './drop-off-form'
import styles from './goods.module.css'

/**
 * The drop-off page (issue 46, `/admin/goods`): goods logged at the boutique's door on a tablet,
 * and the open drives they may belong to. For the roles of the `goods` area (intake, treasurer,
 * admin); the API behind it checks the role again.
 */
export async function GoodsView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!hasRole(req.user as { role?: string | null } | null, 'goods')) {
    return (
      <main className={styles.root}>
        <h1>Drop-offs</h1>
        <p>Your role does not give access to donated goods.</p>
      </main>
    )
  }
  const [settings, labels, drives] = await Promise.all([
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    goodsLabels(req.payload),
    openDrives(req.payload),
  ])
  return (
    <main className={styles.root}>
      <h1>Log a drop-off</h1>
      <DropOffForm timeZone={settings.timeZone || DEFAULT_TIME_ZONE} labels={labels} drives={drives} />
      <h2>Open drives</h2>
      {drives.length === 0 ? (
        <p>No drive is open.</p>
      ) : (
        <ul className={styles.list}>
          {drives.map((drive) => (
            <li key={drive.id}>
              <Link href={`/admin/goods/drives/${drive.id}`}>
                {drive.host} ({drive.startsOn} to {drive.endsOn})
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2>Start a drive</h2>
      <DriveStart />
    </main>
  )
}
