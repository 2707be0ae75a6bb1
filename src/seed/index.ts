import type { Payload } from 'payload'

import { linkPagePictures } from './page-pictures'
import { seedPages } from './pages'
import { seedDonations } from './donations'
import { seedShop } from './shop'
import { seedSiteSettings } from './site-settings'

type SeedStep = { name: string; run: (payload: Payload) => Promise<void> }

/**
 * Demo content, in order. Every step is idempotent (it upserts by a natural key), so
 * `npm run seed` can run again on a database that already has it.
 */
const steps: SeedStep[] = [
  { name: 'site settings', run: seedSiteSettings },
  { name: 'information pages', run: seedPages },
  { name: 'page pictures in the media library', run: (payload) => linkPagePictures(payload) },
  { name: 'giving circles and campaign', run: seedDonations },
  { name: 'shop products', run: seedShop },
]

export async function seed(payload: Payload, { force = false } = {}) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.seededAt && !force) return false
  for (const step of steps) {
    payload.logger.info(`[seed] ${step.name}`)
    await step.run(payload)
  }
  await payload.updateGlobal({ slug: 'site-settings', data: { seededAt: new Date().toISOString() } })
  return true
}

/** Creates the first staff account from ADMIN_USERNAME / ADMIN_PASSWORD when none exists. */
export async function ensureAdminFromEnv(payload: Payload) {
  const username = process.env.ADMIN_USERNAME?.trim()
  const password = process.env.ADMIN_PASSWORD
  if (!username || !password) return false
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return false
  await payload.create({ collection: 'users', data: { username, password, name: 'Administrator', role: 'admin' } })
  payload.logger.info(`[seed] created staff account "${username}"`)
  return true
}
