import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { TRIBUTE_CARD_SUBJECT } from '@/domain/donations/tribute'

import { call, uniqueEmail } from '../../support/api'
import { paidOneTimeGift, startGift } from '../../support/money/gifts'
import { ledgerRows } from '../../support/money/ledger'
import { sentMail, waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { type StaffAccount, staffAccount } from '../../support/staff'
import { eventId, intentIdOfSecret, payFirstInvoice, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Tribute gifts (issue 30): a gift in honor or in memory of someone, with a card to the person
 * the donor wants to tell. The card goes once, only after the payment succeeded, and never says
 * how much was given; the ledger and the receipt keep the dedication.
 */
let treasurer: StaffAccount
let editor: StaffAccount

beforeAll(async () => {
  treasurer = await staffAccount('treasurer', 'tribute')
  editor = await staffAccount('editor', 'tribute')
})

type Row = { id: number; stripePaymentIntentId: string | null; tribute: { type: string; honoreeName: string } | null }

async function ledgerRow(intentId: string) {
  return (await ledgerRows<Row>(treasurer.cookie, 200)).find((row) => row.stripePaymentIntentId === intentId)
}

describe('a tribute gift', () => {
  it('sends no card while the payment is processing, exactly one card after payment_intent.succeeded three times, naming the honoree and the donor and not the amount', async () => {
    const donor = uniqueEmail('tribute-donor')
    const family = uniqueEmail('tribute-family')
    const honoree = markedName('Daniel Moss')
    const firstName = markedName('maren')
    const message = `${markedName('Thinking of you')} — he loved the garden.\nWith love.`
    const tribute = { type: 'memory', honoreeName: honoree, notify: { name: markedName('Ruth Moss'), email: family, message } }
    const intentId = intentIdOfSecret(await startGift({ amount: '250.00', donationType: 'one_time', firstName, lastName: 'de la Cruz', email: donor, tribute }))

    // Stripe tells first that a bank payment is processing: no gift yet, so no card.
    const succeeded = await succeedPaymentIntent(intentId)
    const processing = {
      id: eventId(),
      type: 'payment_intent.processing',
      data: { object: { ...succeeded.data.object, status: 'processing' } },
    }
    expect((await sendStripeEvent(processing)).status).toBe(200)
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: Pool }).pool
    const pending = await pool.query('SELECT sent_at, donation_id FROM tribute_cards WHERE recipient_email = $1', [family])
    expect(pending.rows).toEqual([{ sent_at: null, donation_id: null }])
    expect(await sentMail({ to: family })).toHaveLength(0)

    // The payment succeeds; Stripe delivers the event three times, two of them at once.
    const answers = await Promise.all([sendStripeEvent(succeeded), sendStripeEvent(succeeded)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await sendStripeEvent(succeeded)).status).toBe(200)

    const [card] = await waitForMail({ to: family })
    // Issue 42: a fixed subject; the honoree is named inside the card only.
    expect(card.subject).toBe(TRIBUTE_CARD_SUBJECT)
    expect(card.text.replace(/\s+/g, ' ').toLowerCase()).toContain(`A gift in memory of ${honoree}`.toLowerCase())
    expect(card.text).toContain(`${firstName} de la Cruz has made a gift`)
    expect(card.text).toContain(honoree)
    expect(card.text).toContain('he loved the garden.')
    expect(card.text).not.toMatch(/250|\$\s?\d/)
    expect(card.html).not.toMatch(/250|\$\s?\d/)
    // The receipt goes to the donor and says in whose memory the gift was made.
    const [receipt] = await waitForMail({ to: donor, subject: /receipt/i })
    expect(receipt.text).toContain(`In memory of ${honoree}`)
    expect(await sentMail({ to: family })).toHaveLength(1)

    const row = await ledgerRow(intentId)
    expect(row?.tribute).toEqual({ type: 'memory', honoreeName: honoree })
  })

  it('as a monthly gift, sends its card once with the first paid invoice and keeps the dedication on the row', async () => {
    const donor = uniqueEmail('tribute-monthly')
    const family = uniqueEmail('tribute-monthly-family')
    const honoree = markedName('Opal Reyes')
    const tribute = { type: 'honor', honoreeName: honoree, notify: { name: markedName('Mo Reyes'), email: family } }
    const secret = await startGift({ amount: '25.00', donationType: 'monthly', firstName: markedName('Cy'), lastName: 'Reyes', email: donor, tribute })
    const paid = await payFirstInvoice(secret)
    expect((await sendStripeEvent(paid)).status).toBe(200)
    expect((await sendStripeEvent(paid)).status).toBe(200)
    const [card] = await waitForMail({ to: family })
    expect(card.subject).toBe(TRIBUTE_CARD_SUBJECT)
    expect(card.text.replace(/\s+/g, ' ').toLowerCase()).toContain(`A gift in honor of ${honoree}`.toLowerCase())
    expect(card.text).not.toMatch(/25|\$\s?\d/)
    await waitForMail({ to: donor, subject: /receipt/i })
    expect(await sentMail({ to: family })).toHaveLength(1)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'donations', where: { email: { equals: donor } }, overrideAccess: true })
    expect(docs.map((doc) => [doc.tributeType, doc.tributeHonoreeName])).toEqual([['honor', honoree]])
  })

  it('without a card is still a tribute in the ledger; a gift without a tribute shows null', async () => {
    const donor = uniqueEmail('tribute-honour')
    const honoree = markedName('Grandma June')
    const give = (tribute?: Record<string, unknown>) =>
      paidOneTimeGift('40.00', { firstName: markedName('Ivy'), lastName: 'Hale', email: donor }, tribute ? { tribute } : {})
    const honour = await give({ type: 'honor', honoreeName: honoree })
    const plain = await give()
    expect((await ledgerRow(honour))?.tribute).toEqual({ type: 'honor', honoreeName: honoree })
    expect((await ledgerRow(plain))?.tribute).toBeNull()
  })

  it('refuses a tribute without an honoree, with a message over 500 characters or a bad address, before anything reaches Stripe', async () => {
    const base = { amount: '30.00', donationType: 'one_time', firstName: markedName('Al'), lastName: 'Bee', email: uniqueEmail('tribute-bad') }
    const cases = [
      { type: 'memory', honoreeName: '  ' },
      { type: 'sometime', honoreeName: 'X' },
      { type: 'honor', honoreeName: 'X', notify: { name: 'Y', email: 'not-an-address' } },
      { type: 'honor', honoreeName: 'X', notify: { name: 'Y', email: uniqueEmail('t'), message: 'a'.repeat(501) } },
    ]
    for (const tribute of cases) {
      const answer = await call<{ message: string }>('/api/create-donation-intent', { body: { ...base, tribute } })
      expect(answer.status).toBe(400)
    }
  })

  it('lets the treasurer preview and resend the card from the gift; an editor may not', async () => {
    const family = uniqueEmail('tribute-resend')
    const honoree = markedName('Ada Park')
    const donor = { firstName: markedName('Lee'), lastName: 'Park', email: uniqueEmail('tribute-resend-donor') }
    const intentId = await paidOneTimeGift('75.00', donor, { tribute: { type: 'honor', honoreeName: honoree, notify: { name: markedName('Sam Park'), email: family } } })
    await waitForMail({ to: family })
    const row = await ledgerRow(intentId)
    expect(row).toBeDefined()

    expect((await call(`/api/donations/${row!.id}/tribute-card`, { cookie: editor.cookie })).status).toBe(403)
    const preview = await call<{ subject: string; text: string; recipientEmail: string; sentAt: string | null }>(
      `/api/donations/${row!.id}/tribute-card`,
      { cookie: treasurer.cookie },
    )
    expect(preview.status).toBe(200)
    expect(preview.body.subject).toBe(TRIBUTE_CARD_SUBJECT)
    expect(preview.body.text.replace(/\s+/g, ' ').toLowerCase()).toContain(`A gift in honor of ${honoree}`.toLowerCase())
    expect(preview.body.recipientEmail).toBe(family)
    expect(preview.body.sentAt).not.toBeNull()
    expect(preview.body.text).not.toContain('75')

    const resent = await call(`/api/donations/${row!.id}/tribute-card`, { method: 'POST', cookie: treasurer.cookie })
    expect(resent.status).toBe(200)
    expect(await waitForMail({ to: family, count: 2 })).toHaveLength(2)
  })
})
