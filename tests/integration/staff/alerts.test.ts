import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'
import { databasePool } from '@/lib/db'
import type { SystemCheck, SystemStatus } from '@/server/alerts/status'

import { call, signIn, uniqueEmail } from '../../support/api'
import { uniqueAddress, validContact } from '../../support/forms'
import { endMailTrouble, mailTrouble, type SentMail, sentMail, waitForMail } from '../../support/mail'
import { markedName, PERSONAL_MARKER } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { staffAccount } from '../../support/staff'
import { eventId, intentIdOfSecret, sendStripeEvent, storeStripeEvent } from '../../support/money/stripe'

/**
 * Alerts that reach staff (issue 27): the admin accounts' addresses (the first admin's is
 * ADMIN_EMAIL) and STAFF_NOTIFICATION_EMAIL get one e-mail per kind of trouble and hour.
 *
 * Time is simulated, never waited for: `letTimePass` moves what the alerts recorded (facts,
 * the hour's claims, reconciliation runs) into the past, as if those minutes had gone by. Each
 * test first lets two hours pass, so what earlier files did cannot count toward its alert.
 */
const ADMIN = 'admin@bloomhope.test'
const STAFF = 'staff@bloomhope.test'
const SUBJECTS = {
  webhooks: 'Alert: Stripe webhooks are failing',
  reconciliation: 'Alert: the reconciliation with Stripe found differences',
  email: 'Alert: e-mail could not be sent for a while',
}
const STATUS = '/api/staff/system-status'
const address = uniqueAddress()

async function pool() {
  return databasePool(await testPayload())
}

async function letTimePass(minutes: number, { checks = [], kinds = [], runs = false }: { checks?: string[]; kinds?: string[]; runs?: boolean }) {
  const db = await pool()
  await db.query(`UPDATE "system_facts" SET "at" = "at" - make_interval(mins => $2) WHERE "check" = ANY($1)`, [checks, minutes])
  await db.query(
    `UPDATE "alerts" SET "sent_at" = "sent_at" - make_interval(mins => $2), "previous_sent_at" = "previous_sent_at" - make_interval(mins => $2)
      WHERE "kind" = ANY($1)`,
    [kinds, minutes],
  )
  if (runs) await db.query(`UPDATE "reconciliation_runs" SET "created_at" = "created_at" - make_interval(mins => $1)`, [minutes])
}

async function alertSentAt(kind: string): Promise<Date | null> {
  const { rows } = await (await pool()).query<{ sent_at: Date }>('SELECT "sent_at" FROM "alerts" WHERE "kind" = $1', [kind])
  return rows[0]?.sent_at ?? null
}

async function mailFacts(ok: boolean): Promise<number> {
  const { rows } = await (await pool()).query<{ n: string }>(`SELECT count(*) AS n FROM "system_facts" WHERE "check" = 'email' AND "ok" = $1`, [ok])
  return Number(rows[0].n)
}

/** Polls until the condition holds; fails after `timeoutMs`. */
async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The new alert e-mails of a subject since `before` of them were counted. */
async function newAlerts(subject: string, before: number, timeoutMs = 60_000): Promise<SentMail[]> {
  return (await waitForMail({ subject, count: before + 1 }, timeoutMs)).slice(before)
}

function expectNoPersonalData(mail: SentMail, ...values: string[]) {
  const all = `${mail.subject}\n${mail.text}\n${mail.html}`
  for (const value of [PERSONAL_MARKER, ...values]) expect(all).not.toContain(value)
}

/** A contact message: the site sends exactly one e-mail for it, the staff notice. */
async function sendContactMessage() {
  const answer = await call('/api/contact', { body: validContact(), headers: { 'x-forwarded-for': address } })
  expect(answer.status).toBe(201)
}

let admin: string

beforeAll(async () => {
  admin = await signIn()
})

describe('Stripe webhooks', () => {
  it('e-mails staff once, within a minute of the third refused delivery in a row, and not for the fourth', async () => {
    await letTimePass(120, { checks: ['webhook'], kinds: ['webhooks'] })
    // A gift whose payment the books do not hold yet: a refund of it cannot be applied, so each
    // delivery (correctly signed) is refused with 409 for Stripe to send again.
    const email = uniqueEmail('alerted')
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '25.00', donationType: 'one_time', firstName: markedName('Alma'), lastName: markedName('Reyes'), email },
      headers: { 'x-forwarded-for': address },
    })
    expect(started.status).toBe(200)
    const intent = intentIdOfSecret(started.body.clientSecret)
    const refund = () => ({
      id: eventId(),
      type: 'charge.refunded',
      data: { object: { id: `ch_${intent}`, object: 'charge', amount: 2_500, amount_refunded: 2_500, refunded: true, payment_intent: intent } },
    })
    const before = (await sentMail({ subject: SUBJECTS.webhooks })).length
    const lastHour = await alertSentAt('webhooks')

    for (let delivery = 1; delivery <= 2; delivery++) expect((await sendStripeEvent(refund())).status).toBe(409)
    expect(await alertSentAt('webhooks')).toEqual(lastHour)
    expect((await sendStripeEvent(refund())).status).toBe(409)
    const third = Date.now()

    const [alert, ...more] = await newAlerts(SUBJECTS.webhooks, before)
    expect(more).toHaveLength(0)
    expect(alert.at - third).toBeLessThan(60_000)
    expect(alert.to).toEqual(expect.arrayContaining([ADMIN, STAFF]))
    expect(alert.text).toContain('could not process 3 notifications from Stripe in the last 15 minutes (charge.refunded)')
    expect(alert.text).toContain('/admin?tab=system')
    expectNoPersonalData(alert, email, intent)

    // The fourth refusal is judged before its answer: the hour's claim stays the third's, so no
    // instance can send another e-mail about it.
    const claimed = await alertSentAt('webhooks')
    expect((await sendStripeEvent(refund())).status).toBe(409)
    expect(await alertSentAt('webhooks')).toEqual(claimed)
    expect(await sentMail({ subject: SUBJECTS.webhooks })).toHaveLength(before + 1)

    const status = await call<SystemStatus>(STATUS, { cookie: admin })
    expect(status.body.checks.find((check) => check.key === 'webhooks')).toMatchObject({ state: 'failing' })
  })
})

describe('reconciliation', () => {
  it('e-mails staff once when a run applies an event that never arrived, naming no donor', async () => {
    await letTimePass(120, { kinds: ['reconciliation'], runs: true })
    const email = uniqueEmail('missed')
    const intent = `pi_alert_${Date.now()}`
    const now = Math.floor(Date.now() / 1000)
    await storeStripeEvent({
      type: 'payment_intent.succeeded',
      created: now - 60,
      data: {
        object: {
          id: intent,
          object: 'payment_intent',
          amount: 4_200,
          amount_received: 4_200,
          status: 'succeeded',
          created: now - 3_600,
          metadata: { kind: 'donation', donationType: 'one_time', firstName: markedName('June'), lastName: markedName('Hale'), email, city: 'Centerville', state: 'TN' },
        },
      },
    })
    const before = (await sentMail({ subject: SUBJECTS.reconciliation })).length

    const run = await call<{ eventsApplied: number }>('/api/stripe/reconcile', { method: 'POST', cookie: admin })
    expect(run.status).toBe(200)
    expect(run.body.eventsApplied).toBeGreaterThanOrEqual(1)

    const [alert, ...more] = await newAlerts(SUBJECTS.reconciliation, before)
    expect(more).toHaveLength(0)
    expect(alert.to).toEqual(expect.arrayContaining([ADMIN, STAFF]))
    expect(alert.text).toMatch(new RegExp(`applied ${run.body.eventsApplied} Stripe events? that never arrived as a webhook`))
    expectNoPersonalData(alert, email, intent, 'Centerville', '42.00')

    // Another run within the hour finds the same drift: its alert was claimed by the first.
    const again = await call('/api/stripe/reconcile', { method: 'POST', cookie: admin })
    expect(again.status).toBe(200)
    expect(await sentMail({ subject: SUBJECTS.reconciliation })).toHaveLength(before + 1)
  })
})

describe('e-mail outage', () => {
  it('tells staff of 15 minutes of refused mail once the mail server takes mail again, with how many messages were delayed', async () => {
    await letTimePass(120, { checks: ['email'], kinds: ['email'] })
    const before = (await sentMail({ subject: SUBJECTS.email })).length
    const refusedBefore = await mailFacts(false)
    const lastHour = await alertSentAt('email')

    await mailTrouble('@', 0, 'fail')
    try {
      await sendContactMessage()
      await until('the first refusal to be recorded', async () => (await mailFacts(false)) > refusedBefore)
      // The mail server has been refusing for 16 minutes...
      await letTimePass(16, { checks: ['email'] })
      await sendContactMessage()
      await until('the second refusal to be recorded', async () => (await mailFacts(false)) >= refusedBefore + 2)

      // ...and still is: the panel says so, and the alert waits for it.
      const status = await call<SystemStatus>(STATUS, { cookie: admin })
      expect(status.body.checks.find((check) => check.key === 'email')).toMatchObject({ state: 'failing' })
      expect(await alertSentAt('email')).toEqual(lastHour)
    } finally {
      await endMailTrouble()
    }
    const refused = (await mailFacts(false)) - refusedBefore

    await sendContactMessage()
    const [alert, ...more] = await newAlerts(SUBJECTS.email, before)
    expect(more).toHaveLength(0)
    expect(alert.to).toEqual(expect.arrayContaining([ADMIN, STAFF]))
    expect(alert.text).toMatch(/\(1[67] minutes\)\. It takes mail again now\./)
    expect(alert.text).toContain(`${refused} messages were delayed or not sent`)
    expectNoPersonalData(alert)

    // Mail keeps going: nothing more about the same outage.
    const sent = await mailFacts(true)
    await sendContactMessage()
    await until('the next message to be recorded', async () => (await mailFacts(true)) > sent)
    expect(await sentMail({ subject: SUBJECTS.email })).toHaveLength(before + 1)
    const status = await call<SystemStatus>(STATUS, { cookie: admin })
    expect(status.body.checks.find((check) => check.key === 'email')).toMatchObject({ state: 'ok' })
  })
})

describe('System status panel', () => {
  it('lists every check with its state and last good time, for admins only', async () => {
    const delivered = Date.now()
    // A delivery of an event type the site does not act on is still a good delivery.
    expect((await sendStripeEvent({ id: eventId(), type: 'customer.created', data: { object: { id: `cus_${Date.now()}`, object: 'customer' } } })).status).toBe(200)

    const answer = await call<SystemStatus>(STATUS, { cookie: admin })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const byKey = new Map<string, SystemCheck>(answer.body.checks.map((check) => [check.key, check]))
    for (const key of ['webhooks', 'reconciliation', 'email', 'job:hold-expiry', 'job:stripe-reconcile', 'job:system-checks', 'disk:media']) {
      expect(byKey.has(key), key).toBe(true)
    }
    for (const check of answer.body.checks) {
      expect(['ok', 'failing', 'unknown']).toContain(check.state)
      if (check.lastGoodAt !== null) expect(Number.isNaN(Date.parse(check.lastGoodAt))).toBe(false)
    }
    expect(Date.parse(byKey.get('webhooks')!.lastGoodAt!)).toBeGreaterThanOrEqual(delivered - 1_000)
    expect(byKey.get('disk:media')!.detail).toMatch(/^\d+ % free/)
    expect(answer.body.lastAlerts.map((alert) => alert.kind).sort()).toEqual(['disk', 'email', 'jobs', 'reconciliation', 'webhooks'])

    for (const role of ['treasurer', 'intake', 'editor'] as Role[]) {
      const account = await staffAccount(role, 'status')
      const refused = await call<{ message: string }>(STATUS, { cookie: account.cookie })
      expect(refused.status, role).toBe(403)
      expect(refused.body.message).toContain('does not give access to system records')
    }
    expect((await call(STATUS)).status).toBe(401)
  })
})
