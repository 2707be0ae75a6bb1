import { beforeAll, describe, expect, it } from 'vitest'

import { call, uniqueEmail } from '../../support/api'
import { waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { type StaffAccount, staffAccount } from '../../support/staff'
import { intentIdOfSecret, payFirstInvoice, sendStripeEvent, stripeRequests, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Discreet giving (issue 19): a donor who may be watched asks that nothing about her gift stands
 * out — not the e-mails' sender or subject, not her card statement, not the public roster.
 */
let treasurer: StaffAccount
let foundationName: string
let legalName: string

beforeAll(async () => {
  treasurer = await staffAccount('treasurer', 'discreet')
  const payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  foundationName = settings.foundationName
  legalName = settings.legalName || settings.foundationName
})

async function giveOnce(email: string, amount: string, discreet: boolean) {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount, donationType: 'one_time', firstName: markedName('Dee'), lastName: 'Quiet', email, ...(discreet ? { discreet: true } : {}) },
  })
  expect(answer.status).toBe(200)
  const intentId = intentIdOfSecret(answer.body.clientSecret)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentId))).status).toBe(200)
  return intentId
}

describe('a discreet gift', () => {
  it('gets a neutral card statement and no Stripe receipt naming the foundation; its receipt comes from a neutral sender with a neutral subject', async () => {
    const donor = uniqueEmail('discreet-once')
    const open = uniqueEmail('open-once')
    const discreetIntent = await giveOnce(donor, '300.00', true)
    const openIntent = await giveOnce(open, '300.00', false)

    const [created] = await stripeRequests({ method: 'POST', path: '/v1/payment_intents' }).then((all) =>
      all.filter((r) => (r.body.metadata as Record<string, string>).email === donor),
    )
    expect(created.body.statement_descriptor_suffix).toBe('PAYMENT')
    expect(created.body.receipt_email).toBeUndefined()
    expect(created.body.description).toBe('Payment')
    expect(discreetIntent).not.toBe(openIntent)

    const [receipt] = await waitForMail({ to: donor, subject: /receipt/i })
    expect(receipt.subject).toMatch(/^Your receipt \d{4}-\d{6}$/)
    expect(receipt.subject).not.toContain(foundationName)
    expect(receipt.from).not.toContain(foundationName)
    expect(receipt.from).toMatch(/Account notice/)
    // What an inbox preview or a glance shows first names no one: the first 120 characters of
    // the text, and the hidden preview line that opens the HTML.
    const opening = receipt.text.slice(0, 120)
    expect(opening).not.toContain(foundationName)
    expect(opening).not.toContain(legalName)
    expect(opening).toMatch(/^Receipt \d{4}-\d{6}/i)
    const preview = /<div data-skip-in-text="true"[^>]*>([^<]*)</.exec(receipt.html ?? '')?.[1] ?? ''
    expect(preview).toMatch(/^Receipt \d{4}-\d{6} for your records\.$/)
    // The body still carries what the IRS needs: the foundation's legal name and the amount, after.
    expect(receipt.text).toContain('$300.00')
    expect(receipt.text.indexOf(legalName)).toBeGreaterThan(receipt.text.indexOf('$300.00'))
    expect(receipt.attachments[0].contentType).toBe('application/pdf')

    // A donor who did not ask gets the foundation's name as usual.
    const [usual] = await waitForMail({ to: open, subject: /receipt/i })
    expect(usual.subject).toContain(foundationName)
    expect(usual.text.slice(0, 120)).toContain(foundationName)

    // Every later e-mail to her address stays neutral: the My giving link too.
    expect((await call('/api/donor-portal/link', { body: { email: donor } })).status).toBe(202)
    const [link] = await waitForMail({ to: donor, subject: 'Your sign-in link' })
    expect(link.from).not.toContain(foundationName)
  })

  it('as a recurring gift, is paid under a neutral product whose statement descriptor Stripe puts on every payment', async () => {
    const donor = uniqueEmail('discreet-monthly')
    const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '20.00', donationType: 'monthly', firstName: 'Dee', lastName: 'Quiet', email: donor, discreet: true },
    })
    expect(answer.status).toBe(200)
    const [subscription] = (await stripeRequests({ method: 'POST', path: '/v1/subscriptions' })).filter(
      (r) => (r.body.metadata as Record<string, string>).email === donor,
    )
    const items = subscription.body.items as { price_data: { product: string } }[]
    expect(items[0].price_data.product).toBe('recurring_payment')
    expect(subscription.body.description).toBe('Payment')
    const [product] = (await stripeRequests({ method: 'POST', path: '/v1/products' })).filter((r) => r.body.id === 'recurring_payment')
    expect(product.body).toMatchObject({ name: 'Recurring payment', statement_descriptor: 'ONLINE PAYMENT' })

    expect((await sendStripeEvent(await payFirstInvoice(answer.body.clientSecret))).status).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'donations', where: { email: { equals: donor } }, overrideAccess: true })
    expect(docs.map((d) => d.discreet)).toEqual([true])
  })

  it('is never suggested for the public roster, while the same giving without the choice is', async () => {
    const payload = await testPayload()
    const contactFor = (email: string) =>
      payload.create({
        collection: 'donor-contacts',
        data: { email, firstName: markedName('Dee'), lastName: 'Quiet', totalDonationCents: 0, donationCount: 0, isMonthlyDonor: false, isActive: true, source: 'donation' },
        overrideAccess: true,
      })
    const quiet = uniqueEmail('discreet-circle')
    const open = uniqueEmail('open-circle')
    const [quietContact, openContact] = [await contactFor(quiet), await contactFor(open)]
    await giveOnce(quiet, '600.00', true)
    await giveOnce(open, '600.00', false)

    const answer = await call<{ suggestions: { contactId: number }[] }>('/api/donor-contacts/level-suggestions', { cookie: treasurer.cookie })
    expect(answer.status).toBe(200)
    const suggested = answer.body.suggestions.map((s) => s.contactId)
    expect(suggested).toContain(openContact.id)
    expect(suggested).not.toContain(quietContact.id)

    // Staff see the wish on her record, beside the gift.
    const record = await call<{ timeline: { kind: string; discreet?: boolean }[] }>(`/api/donor-contacts/${quietContact.id}`, { cookie: treasurer.cookie })
    expect(record.body.timeline.filter((entry) => entry.kind === 'gift').map((entry) => entry.discreet)).toEqual([true])
  })

  it('refuses a choice that is not yes or no', async () => {
    const answer = await call('/api/create-donation-intent', {
      body: { amount: '20.00', donationType: 'one_time', firstName: 'Dee', lastName: 'Quiet', email: uniqueEmail('discreet-bad'), discreet: 'maybe' },
    })
    expect(answer.status).toBe(400)
  })
})
