import { existsSync } from 'node:fs'
import { statfs } from 'node:fs/promises'
import path from 'node:path'

import type { DiskMeasure, DiskPlace } from '@/domain/alerts/rules'
import { mediaDir } from '@/lib/media-dir'

/**
 * Where this server keeps the site's files on its own disk: the embedded database's data folder
 * (`npm run dev|start` without DATABASE_URL sets EMBEDDED_PG_DATA_DIR) and the media folder when
 * uploads are not in S3. A database elsewhere and media in S3 are their providers' to watch.
 */
export function diskPlaces(): { place: DiskPlace; dir: string }[] {
  const places: { place: DiskPlace; dir: string }[] = []
  if (process.env.EMBEDDED_PG_DATA_DIR) places.push({ place: 'database', dir: process.env.EMBEDDED_PG_DATA_DIR })
  if (!process.env.S3_BUCKET) places.push({ place: 'media', dir: mediaDir() })
  return places
}

/** The folder itself, or the nearest folder above it that exists (media/ appears with the first upload). */
function existing(dir: string) {
  let current = dir
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current)
  return current
}

export async function measureDisks(): Promise<DiskMeasure[]> {
  const measures: DiskMeasure[] = []
  for (const { place, dir } of diskPlaces()) {
    const stats = await statfs(existing(dir))
    // What an unprivileged process may still write (bavail), as the database and uploads are.
    measures.push({ place, freeRatio: stats.blocks > 0 ? stats.bavail / stats.blocks : 1 })
  }
  return measures
}
