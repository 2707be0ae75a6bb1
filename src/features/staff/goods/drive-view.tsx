import { Link } from '@/components/ui/link'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { GOODS_CATEGORIES } from '@/domain/goods/goods'
import { ApiError } from '@/lib/http'
import { driveOf } from '@/server/goods/drives'
import { goodsLabels } from '@/server/goods/labels'

import { DriveClose } from './drive-close'
import styles from './goods.module.css'

/** A drive's page (`/admin/goods/drives/<id>`): its totals by category, and closing it. */
export async function DriveView({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult
  const segments = params?.segments
  const id = Array.isArray(segments) ? segments[segments.length - 1] : undefined
  if (!hasRole(req.user as { role?: string | null } | null, 'goods')) {
    return (
      <main className={styles.root}>
        <h1>Drive</h1>
        <p>Your role does not give access to donated goods.</p>
      </main>
    )
  }
  const drive = id && /^\d{1,9}$/.test(id) ? await driveOf(req.payload, Number(id)).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }) : null
  if (!drive) {
    return (
      <main className={styles.root}>
        <h1>Drive not found</h1>
        <p>
          <Link href="/admin/goods">Back to drop-offs</Link>
        </p>
      </main>
    )
  }
  const labels = await goodsLabels(req.payload)
  const total = GOODS_CATEGORIES.reduce((sum, c) => sum + drive.totals[c], 0)
  return (
    <main className={styles.root}>
      <h1>Drive: {drive.host}</h1>
      <p>
        {drive.startsOn} to {drive.endsOn} · {drive.status === 'open' ? 'Open' : 'Closed'}
      </p>
      <table className={styles.table}>
        <caption>Totals by category</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Items</th>
          </tr>
        </thead>
        <tbody>
          {GOODS_CATEGORIES.map((c) => (
            <tr key={c}>
              <th scope="row">{labels[c]}</th>
              <td>{drive.totals[c].toLocaleString('en-US')}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">All</th>
            <td>{total.toLocaleString('en-US')}</td>
          </tr>
        </tbody>
      </table>
      {drive.status === 'open' ? <DriveClose id={drive.id} /> : null}
      <p>
        <Link href="/admin/goods">Back to drop-offs</Link>
      </p>
    </main>
  )
}
