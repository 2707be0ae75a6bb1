import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendDueGiftReminders } from '@/server/donations/reminders'

import { call, uniqueEmail } from '../../support/api'
import { sentMail, waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * "E-mail me a link to finish later" (issue 30), with Site settings' giftReminderMinutes at 1.
 * The job is run here with a clock a minute and a bit ahead, as the gift-reminders job would
 * run a minute later.
 */
let saved: number | null | undefined
const later = () => new Date(Date.now() + 65_000)

beforeAll(async () => {
  const payload = await testPayload()
  saved = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).giftReminderMinutes
  await payload.updateGlobal({ slug: 'site-settings', data: { giftReminderMinutes: 1 }, overrideAccess: true })
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { giftReminderMinutes: saved ?? 60 }, overrideAccess: true })
})

/** Issue 42: a reminder names the gift the server started (here priced) for that address. */
async function ask(email: string, extra: Record<string, unknown> = {}) {
  const gift = { email, amount: '80.00', donationType: 'quarterly' }
  const quote = await call<{ reference: string }>('/api/donation-quote', { body: { ...gift, firstName: markedName('Fin'), lastName: 'Later' } })
  expect(quote.status).toBe(200)
  const answer = await call('/api/donation-reminders', { body: { ...gift, reference: quote.body.reference, ...extra } })
  expect(answer.status).toBe(202)
}

describe('the finish-later reminder', () => {
  it('arrives once, after the delay, with a link that reopens the form with the amount and frequency and nothing personal', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('reminder')
    await ask(email)
    await ask(email) // a second request the same day adds nothing

    await sendDueGiftReminders(payload) // not due yet
    expect(await sentMail({ to: email })).toHaveLength(0)

    await sendDueGiftReminders(payload, later())
    const [mail] = await waitForMail({ to: email })
    expect(mail.subject).toBe('Finish your gift')
    expect(mail.text).toContain('$80.00')
    const link = /https?:\/\/\S+\/donate\?resume=([A-Za-z0-9_-]+)/.exec(mail.text)
    expect(link).not.toBeNull()
    const token = link![1]
    expect(token).not.toContain('reminder')
    expect(link![0]).not.toContain(encodeURIComponent(email))

    const reopened = await call<{ amount: string; donationType: string }>(`/api/donation-reminders/${token}`)
    expect(reopened.status).toBe(200)
    expect(reopened.body).toEqual({ amount: '80.00', donationType: 'quarterly' })
    expect((await call(`/api/donation-reminders/${'x'.repeat(43)}`)).status).toBe(404)

    await sendDueGiftReminders(payload, later())
    expect(await sentMail({ to: email })).toHaveLength(1)
  })

  it('is not sent when a gift from that address succeeded first', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('reminder-gave')
    await ask(email)
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '80.00', donationType: 'one_time', firstName: markedName('Nora'), lastName: 'Vale', email },
    })
    expect(started.status).toBe(200)
    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
    await waitForMail({ to: email, subject: /receipt/i })

    await sendDueGiftReminders(payload, later())
    expect(await sentMail({ to: email, subject: 'Finish your gift' })).toHaveLength(0)
    const pool = (payload.db as unknown as { pool: Pool }).pool
    const { rows } = await pool.query('SELECT outcome FROM donation_reminders WHERE email = $1', [email])
    expect(rows).toEqual([{ outcome: 'skipped' }])
  })

  it('is never sent for a discreet gift, nor to a discreet donor, though the answer is the same 202', async () => {
    const payload = await testPayload()
    const discreetGift = uniqueEmail('reminder-discreet')
    await ask(discreetGift, { discreet: true })

    const discreetDonor = uniqueEmail('reminder-discreet-donor')
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '20.00', donationType: 'one_time', firstName: markedName('Dee'), lastName: 'Quiet', email: discreetDonor, discreet: true },
    })
    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
    await waitForMail({ to: discreetDonor, subject: /receipt/i })
    await ask(discreetDonor)

    const open = uniqueEmail('reminder-open')
    await ask(open)
    await sendDueGiftReminders(payload, later())
    await waitForMail({ to: open, subject: 'Finish your gift' })
    expect(await sentMail({ to: discreetGift })).toHaveLength(0)
    expect(await sentMail({ to: discreetDonor, subject: 'Finish your gift' })).toHaveLength(0)
  })

  it('answers 400 to a bad amount or address, and changes nothing', async () => {
    expect((await call('/api/donation-reminders', { body: { email: 'nope', amount: '80.00', donationType: 'one_time' } })).status).toBe(400)
    expect((await call('/api/donation-reminders', { body: { email: uniqueEmail('r'), amount: '0.001', donationType: 'one_time' } })).status).toBe(400)
    expect((await call('/api/donation-reminders', { body: { email: uniqueEmail('r'), amount: '5', donationType: 'weekly' } })).status).toBe(400)
  })
})
