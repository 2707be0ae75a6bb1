import { afterAll, beforeAll } from 'vitest'

import { testPayload } from '../payload'

/**
 * Receipts go out only once the foundation's legal name and EIN are set: sets them before the
 * file's tests and puts back what was there after them.
 */
export function useReceiptIdentity() {
  let saved: { legalName?: string | null; ein?: string | null } = {}
  beforeAll(async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    saved = { legalName: settings.legalName, ein: settings.ein }
    await payload.updateGlobal({ slug: 'site-settings', data: { legalName: 'Bloom Hope Foundation, Inc.', ein: '12-3456789' }, overrideAccess: true })
  })
  afterAll(async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: saved, overrideAccess: true })
  })
}
