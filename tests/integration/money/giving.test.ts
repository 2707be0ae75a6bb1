import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, uniqueEmail } from '../../support/api'
import { daysFromToday, readCampaign, saveCampaign, type CampaignData } from '../../support/money/campaign'
import { markedName } from '../../support/markers'
import { staff } from '../../support/shop'
import { FAKE_STRIPE_URL, intentIdOfSecret, payFirstInvoice, sendStripeEvent, stripeRequests, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Issue 29: donors who cover the processing fee, the monthly ask's answer on the ledger, and
 * the Apple Pay domain file.
 */
type Started = { clientSecret: string; amount: string; feeCovered: string }
type Row = { email: string; amount: string; feeCovered: string; upsell: string | null; frequency: string }

async function give(email: string, extra: Record<string, unknown>) {
  const answer = await call<Started>('/api/create-donation-intent', {
    body: { donationType: 'one_time', firstName: markedName('Fern'), lastName: 'Cover', email, ...extra },
  })
  expect(answer.status).toBe(200)
  return answer.body
}

async function sentTo(path: string, email: string) {
  return (await stripeRequests({ method: 'POST', path })).filter((r) => (r.body.metadata as Record<string, string> | undefined)?.email === email)
}

async function ledgerRows(email: string): Promise<Row[]> {
  const answer = await call<{ donations: Row[] }>('/api/donations?limit=100', { cookie: await signIn() })
  expect(answer.status).toBe(200)
  return answer.body.donations.filter((row) => row.email === email)
}

async function pay(started: Started) {
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.clientSecret)))).status).toBe(200)
}

/** The running campaign's "$X raised during the campaign", in cents. */
async function raisedCents(): Promise<number> {
  const html = String((await call<string>('/donate')).body).replaceAll('<!-- -->', '')
  const found = /\$([\d,]+\.\d\d) raised during the campaign/.exec(html)
  if (!found) throw new Error('no running campaign total on /donate')
  return Math.round(Number(found[1].replaceAll(',', '')) * 100)
}

describe('a donor covering the processing fee', () => {
  let campaign: CampaignData

  beforeAll(async () => {
    campaign = await readCampaign()
    await saveCampaign({ isActive: true, title: 'Fee Match', startDate: daysFromToday(-3), endDate: daysFromToday(3), afterEnd: 'hide' })
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline && !String((await call<string>('/donate')).body).includes('Fee Match')) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })

  afterAll(async () => {
    await saveCampaign(campaign)
  })

  it('by card: $50.00 charges 5144 cents, the row keeps 51.44 with 1.44 covered, and the campaign rises by 50.00', async () => {
    const email = uniqueEmail('cover-card')
    const before = await raisedCents()
    const started = await give(email, { amount: '50.00', coverFees: true })
    expect(started).toMatchObject({ amount: '51.44', feeCovered: '1.44' })
    const [intent] = await sentTo('/v1/payment_intents', email)
    expect(intent.body).toMatchObject({ amount: '5144', automatic_payment_methods: { enabled: 'true' } })
    await pay(started)
    const [row, ...others] = await ledgerRows(email)
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({ amount: '51.44', feeCovered: '1.44', upsell: null })
    expect((await raisedCents()) - before).toBe(5000)
  })

  it('by bank: $1,000.00 charges $1,005.00 (the fee capped at $5)', async () => {
    const email = uniqueEmail('cover-bank')
    const started = await give(email, { amount: '1000.00', coverFees: true, paymentMethodType: 'us_bank_account' })
    expect(started).toMatchObject({ amount: '1005.00', feeCovered: '5.00' })
    const [intent] = await sentTo('/v1/payment_intents', email)
    expect(intent.body.amount).toBe('100500')
  })

  it('a gift whose donor picks a bank account after starting is charged the bank price, and only its own secret opens it', async () => {
    const email = uniqueEmail('cover-switch')
    const started = await give(email, { amount: '50.00', coverFees: true })
    const switched = await call('/api/donation-intent-method', { body: { clientSecret: started.clientSecret, paymentMethodType: 'us_bank_account' } })
    expect(switched).toMatchObject({ status: 200, body: { amount: '50.41', feeCovered: '0.41' } })
    const id = intentIdOfSecret(started.clientSecret)
    const updates = await stripeRequests({ method: 'POST', path: `/v1/payment_intents/${id}` })
    expect(updates.at(-1)?.body.amount).toBe('5041')
    await pay(started)
    expect(await ledgerRows(email)).toMatchObject([{ amount: '50.41', feeCovered: '0.41' }])

    const forged = `${id}_secret_notthesecret`
    expect((await call('/api/donation-intent-method', { body: { clientSecret: forged, paymentMethodType: 'card' } })).status).toBe(404)
    expect((await call('/api/donation-intent-method', { body: { clientSecret: 'nonsense', paymentMethodType: 'card' } })).status).toBe(400)
    // A gift without covered fees has no price to change.
    const plain = await give(uniqueEmail('no-cover'), { amount: '50.00' })
    expect((await call('/api/donation-intent-method', { body: { clientSecret: plain.clientSecret, paymentMethodType: 'us_bank_account' } })).status).toBe(404)
  })

  it('a gift without the box checked charges the amount alone and reads feeCovered "0.00"', async () => {
    const email = uniqueEmail('no-fee')
    const started = await give(email, { amount: '40.00' })
    expect(started).toMatchObject({ amount: '40.00', feeCovered: '0.00' })
    await pay(started)
    expect(await ledgerRows(email)).toMatchObject([{ amount: '40.00', feeCovered: '0.00', upsell: null }])
  })
})

describe('a recurring gift whose donor covers the fee', () => {
  /** The next month of a subscription, billed and paid at its price as Stripe renews it. */
  async function renew(subscriptionId: string) {
    const response = await fetch(`${FAKE_STRIPE_URL}/__fake/subscriptions/${subscriptionId}/renew`, { method: 'POST' })
    expect(response.status).toBe(200)
    return (await response.json()) as Parameters<typeof sendStripeEvent>[0]
  }

  it('is quoted per method, created for the one picked on Donate Now, and charges 50.41 by bank every month', async () => {
    const email = uniqueEmail('cover-monthly')
    const gift = { email, amount: '50.00', donationType: 'monthly', coverFees: true, requestId: `cover-monthly-${Date.now()}` }
    const donor = { firstName: markedName('Fern'), lastName: 'Cover' }
    // The payment step's price for each method the donor picks; nothing reaches Stripe.
    const byCardQuote = await call('/api/donation-quote', { body: { ...donor, ...gift } })
    expect(byCardQuote).toMatchObject({ status: 200, body: { amount: '51.44', feeCovered: '1.44' } })
    const byBankQuote = await call('/api/donation-quote', { body: { ...donor, ...gift, paymentMethodType: 'us_bank_account' } })
    expect(byBankQuote).toMatchObject({ status: 200, body: { amount: '50.41', feeCovered: '0.41' } })
    expect((await call('/api/donation-quote', { body: { ...donor, ...gift, paymentMethodType: 'cash' } })).status).toBe(400)
    expect(await sentTo('/v1/subscriptions', email)).toHaveLength(0)

    // Tried by card (its confirmation failed), then by bank account, then the same click twice.
    const byCard = await give(email, { ...gift, paymentMethodType: 'card' })
    expect(byCard).toMatchObject({ amount: '51.44', feeCovered: '1.44' })
    const byBank = await give(email, { ...gift, paymentMethodType: 'us_bank_account' })
    expect(byBank).toMatchObject({ amount: '50.41', feeCovered: '0.41' })
    expect((await give(email, { ...gift, paymentMethodType: 'us_bank_account' })).clientSecret).toBe(byBank.clientSecret)
    const created = await sentTo('/v1/subscriptions', email)
    expect(new Set(created.map((request) => request.idempotencyKey)).size).toBe(2)
    expect(created.at(-1)?.body).toMatchObject({ items: [{ price_data: { unit_amount: '5041' } }], metadata: { feeCoveredCents: '41', paymentMethodType: 'us_bank_account' } })
    // One donor record for both tries, and the card-priced subscription can no longer be paid.
    expect(new Set((await sentTo('/v1/customers', email)).map((request) => request.idempotencyKey)).size).toBe(1)
    await expect(payFirstInvoice(byCard.clientSecret)).rejects.toThrow(/400/)

    const paid = await payFirstInvoice(byBank.clientSecret)
    expect((await sendStripeEvent(paid)).status).toBe(200)
    expect(await ledgerRows(email)).toMatchObject([{ amount: '50.41', feeCovered: '0.41', frequency: 'monthly' }])
    const parent = paid.data.object.parent as { subscription_details: { subscription: string } }
    expect((await sendStripeEvent(await renew(parent.subscription_details.subscription))).status).toBe(200)
    expect(await ledgerRows(email)).toMatchObject([
      { amount: '50.41', feeCovered: '0.41', frequency: 'monthly' },
      { amount: '50.41', feeCovered: '0.41', frequency: 'monthly' },
    ])
  })
})

describe('the monthly ask on the ledger', () => {
  it('a declined ask is on the one-time row; an accepted one on the first payment of the monthly gift only', async () => {
    const declined = uniqueEmail('ask-declined')
    await pay(await give(declined, { amount: '50.00', upsell: 'declined' }))
    expect(await ledgerRows(declined)).toMatchObject([{ amount: '50.00', upsell: 'declined', frequency: 'one_time' }])

    const accepted = uniqueEmail('ask-accepted')
    const monthly = await give(accepted, { amount: '17.00', donationType: 'monthly', upsell: 'accepted' })
    const [subscription] = await sentTo('/v1/subscriptions', accepted)
    expect(subscription.body).toMatchObject({ items: [{ price_data: { unit_amount: '1700', recurring: { interval: 'month' } } }] })
    expect((await sendStripeEvent(await payFirstInvoice(monthly.clientSecret))).status).toBe(200)
    expect(await ledgerRows(accepted)).toMatchObject([{ amount: '17.00', upsell: 'accepted', frequency: 'monthly' }])
  })

  it('refuses an answer that is not one', async () => {
    const answer = await call('/api/create-donation-intent', {
      body: { amount: '50.00', donationType: 'one_time', firstName: 'Fern', lastName: 'Cover', email: uniqueEmail('ask-bad'), upsell: 'maybe' },
    })
    expect(answer.status).toBe(400)
    expect((await call('/api/create-donation-intent', {
      body: { amount: '50.00', donationType: 'one_time', firstName: 'Fern', lastName: 'Cover', email: uniqueEmail('pm-bad'), paymentMethodType: 'cash' },
    })).status).toBe(400)
  })

  it('the treasurer report counts asks and covered fees', async () => {
    const answer = await call<{ giving: { monthlyAsks: { offered: number; accepted: number; rate: string }; feesCovered: { count: number; sum: string } } }>(
      `/api/treasurer-report?year=${new Date().getFullYear()}`,
      { cookie: await signIn() },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.giving.monthlyAsks.offered).toBeGreaterThanOrEqual(2)
    expect(answer.body.giving.monthlyAsks.accepted).toBeGreaterThanOrEqual(1)
    expect(answer.body.giving.feesCovered.count).toBeGreaterThanOrEqual(2)
    expect(Number(answer.body.giving.feesCovered.sum)).toBeGreaterThanOrEqual(1.85)
  })
})

describe('the Apple Pay domain association file', () => {
  const PATH = '/.well-known/apple-developer-merchantid-domain-association'

  async function setFile(text: string) {
    const answer = await call('/api/cms/globals/site-settings', { body: { applePayDomainAssociation: text }, cookie: await staff() })
    expect(answer.status).toBe(200)
  }

  async function fileAnswer(expected: number) {
    const deadline = Date.now() + 15_000
    let answer = await call<string>(PATH)
    while (answer.status !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      answer = await call<string>(PATH)
    }
    return answer
  }

  afterAll(async () => {
    await setFile('')
  })

  it('is 404 while empty and served as plain text once set', async () => {
    await setFile('')
    expect((await fileAnswer(404)).status).toBe(404)
    await setFile('7B227073704964223A2239353535')
    const served = await fileAnswer(200)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(served.body).toBe('7B227073704964223A2239353535')
  })
})

describe('npm run stripe:register-domain', () => {
  it("registers SITE_URL's domain with Stripe as a payment method domain", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/register-domain.ts'], {
      env: { ...process.env, SITE_URL: 'https://give.bloom.example.org', STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || 'sk_test_fake', STRIPE_API_URL: FAKE_STRIPE_URL },
      timeout: 60_000,
    })
    expect(stdout).toContain('give.bloom.example.org registered')
    const listed = (await (await fetch(`${FAKE_STRIPE_URL}/v1/payment_method_domains`)).json()) as { data: { domain_name: string; enabled: boolean }[] }
    expect(listed.data).toContainEqual(expect.objectContaining({ domain_name: 'give.bloom.example.org', enabled: true }))
  })
})
