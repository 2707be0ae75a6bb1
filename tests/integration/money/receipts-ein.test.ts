import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PLACEHOLDER_EIN } from '@/domain/donations/receipt'
import { sendWaitingReceipts } from '@/server/receipts/receipts'

import { call, uniqueEmail } from '../../support/api'
import { sentMail, waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Issue 33: the demo seed carries a placeholder EIN, and in production a receipt does not go out
 * without the foundation's real one — it waits, staff are told, and it goes once the EIN is saved.
 * The test process plays a production instance (its own Local API and e-mail, on the same
 * database and mail sink as the server, with a production environment given to the sender).
 */
type Pool = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }
let saved: string | null | undefined
/** A production instance's environment, without the test server's permission to use the placeholder. */
const production = { NODE_ENV: 'production' }

beforeAll(async () => {
  const payload = await testPayload()
  saved = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).ein
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { ein: saved ?? null }, overrideAccess: true })
})

describe('receipts and the EIN', () => {
  it('hold a receipt in production while the EIN is the placeholder, tell staff, and send it once the real EIN is saved', async () => {
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: Pool }).pool
    await payload.updateGlobal({ slug: 'site-settings', data: { ein: PLACEHOLDER_EIN }, overrideAccess: true })

    // A gift whose receipt has not gone out yet (as if it had been held), issued a while ago.
    const email = uniqueEmail('ein-held')
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '60.00', donationType: 'one_time', firstName: markedName('Ada'), lastName: 'Wren', email },
    })
    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
    await waitForMail({ to: email, subject: /receipt/i })
    await pool.query(`UPDATE receipts SET emailed_at = NULL, created_at = now() - interval '10 minutes' WHERE lower(email) = $1`, [email])

    expect(await sendWaitingReceipts(payload, { env: production })).toBe(0)
    const held = await pool.query(`SELECT emailed_at FROM receipts WHERE lower(email) = $1`, [email])
    expect(held.rows.map((row) => row.emailed_at)).toEqual([null])
    expect(await sentMail({ to: email, subject: /receipt/i })).toHaveLength(1)
    const [notice] = await waitForMail({ to: process.env.STAFF_NOTIFICATION_EMAIL!, subject: 'Donation receipts are waiting for the EIN' })
    expect(notice.text).toContain('/admin/globals/site-settings')

    await payload.updateGlobal({ slug: 'site-settings', data: { ein: '12-3456789' }, overrideAccess: true })
    expect(await sendWaitingReceipts(payload, { env: production })).toBeGreaterThanOrEqual(1)
    const mails = await waitForMail({ to: email, subject: /receipt/i, count: 2 })
    expect(mails[1].text).toContain('12-3456789')
    // Told once an hour, not once a receipt.
    expect(await sentMail({ to: process.env.STAFF_NOTIFICATION_EMAIL!, subject: 'Donation receipts are waiting for the EIN' })).toHaveLength(1)
  })
})
