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

/**
 * Creates the first staff account from ADMIN_USERNAME / ADMIN_PASSWORD when none exists, with
 * ADMIN_EMAIL as its address so forgot-password can reach it. On a database made before
 * ADMIN_EMAIL existed, that account gets the address if it has none; an address staff set in
 * the admin is never overwritten.
 */
export async function ensureAdminFromEnv(payload: Payload) {
  const username = process.env.ADMIN_USERNAME?.trim()
  const password = process.env.ADMIN_PASSWORD
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase() || undefined
  if (!username || !password) return false
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) {
    if (email) await giveAdminAnEmail(payload, username.toLowerCase(), email)
    return false
  }
  await payload.create({ collection: 'users', data: { username, password, email, name: 'Administrator', role: 'admin' } })
  payload.logger.info(`[seed] created staff account "${username}"`)
  return true
}

async function giveAdminAnEmail(payload: Payload, username: string, email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1, depth: 0 })
  const account = docs[0]
  if (!account || account.email) return
  await payload.update({ collection: 'users', id: account.id, data: { email } })
  payload.logger.info(`[seed] staff account "${username}" takes its e-mail from ADMIN_EMAIL`)
}
