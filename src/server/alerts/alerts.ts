import type { Payload } from 'payload'

import {
  ALERT_EVERY_MS,
  type AlertFacts,
  type AlertKind,
  alertMessage,
  type JobRecord,
  lowDisks,
  MAIL_OUTAGE_TO_ALERT_MS,
  overdueJobs,
  type ReconciliationRun,
  reconciliationTrouble,
  recoveredMailOutage,
  WEBHOOK_WINDOW_MS,
  webhookTrouble,
} from '@/domain/alerts/rules'
import { logger } from '@/lib/log'
import { siteUrl } from '@/lib/site-url'

import { databasePool } from '@/lib/db'
import { foundationTimeZone } from '@/lib/zoned-time'
import { staffAddress } from '@/email/staff'

import { measureDisks } from './disk'
import { checkSummaries, factsSince, pruneFacts, recordFact } from './facts'

/**
 * Alerts that reach staff (issue 27): every instance records what it sees and may notice
 * trouble; the rules (src/domain/alerts/rules.ts) decide from the recorded facts; one e-mail
 * goes out per kind and hour, to the admin accounts' addresses and STAFF_NOTIFICATION_EMAIL,
 * because only the instance whose conditional update of the kind's `alerts` row wins sends it.
 */

/** A mail outage is judged over a day of facts: long enough for any outage worth telling. */
const MAIL_LOOKBACK_MS = 24 * 60 * 60_000

export const STATUS_PATH = '/admin?tab=system'

/**
 * After a restart every job is late by the time the site was down; each gets its first tick within
 * a minute of start. Overdue jobs are judged only once this instance has been up long enough for
 * all of them to have run, so a restart after a night off does not page anyone.
 */
const JOBS_JUDGED_AFTER_UPTIME_MS = 10 * 60_000

/** When the last e-mail of this kind went (null: never). */
export async function lastAlertAt(payload: Payload, kind: AlertKind): Promise<Date | null> {
  const { rows } = await databasePool(payload).query<{ sent_at: Date }>('SELECT "sent_at" FROM "alerts" WHERE "kind" = $1', [kind])
  return rows[0]?.sent_at ?? null
}

/**
 * Claims the kind's e-mail for this instance: the upsert writes `now` only when the last one is
 * an hour old, so of any number of instances (and repeated checks) one gets the row back.
 */
async function claim(payload: Payload, kind: AlertKind, now: Date): Promise<boolean> {
  const { rows } = await databasePool(payload).query(
    `INSERT INTO "alerts" ("kind", "sent_at") VALUES ($1, $2)
     ON CONFLICT ("kind") DO UPDATE SET "sent_at" = EXCLUDED."sent_at", "previous_sent_at" = "alerts"."sent_at"
       WHERE "alerts"."sent_at" <= EXCLUDED."sent_at" - make_interval(secs => $3)
     RETURNING "kind"`,
    [kind, now, ALERT_EVERY_MS / 1000],
  )
  return rows.length > 0
}

/** A claim whose e-mail could not go is given back, so a later check tries again. */
async function release(payload: Payload, kind: AlertKind, claimedAt: Date) {
  const pool = databasePool(payload)
  await pool.query('DELETE FROM "alerts" WHERE "kind" = $1 AND "sent_at" = $2 AND "previous_sent_at" IS NULL', [kind, claimedAt])
  await pool.query(
    'UPDATE "alerts" SET "sent_at" = "previous_sent_at", "previous_sent_at" = NULL WHERE "kind" = $1 AND "sent_at" = $2 AND "previous_sent_at" IS NOT NULL',
    [kind, claimedAt],
  )
}

/** The admin accounts' addresses and the staff notification address, each once. */
async function recipients(payload: Payload): Promise<string[]> {
  const { rows } = await databasePool(payload).query<{ email: string }>(
    `SELECT "email" FROM "users" WHERE "role" = 'admin' AND "email" IS NOT NULL AND "email" <> ''`,
  )
  const all = [...rows.map((row) => row.email), await staffAddress(payload)].filter((address): address is string => Boolean(address))
  return [...new Map(all.map((address) => [address.toLowerCase(), address])).values()]
}

/**
 * Claims the kind's e-mail (awaited: the caller knows the decision when this returns) and sends
 * it without holding the caller up: a webhook answer must not wait on the mail server.
 */
async function raise(payload: Payload, facts: AlertFacts, now: Date): Promise<boolean> {
  if (!(await claim(payload, facts.kind, now))) return false
  void deliver(payload, facts, now)
  return true
}

async function deliver(payload: Payload, facts: AlertFacts, claimedAt: Date) {
  try {
    const to = await recipients(payload)
    if (to.length === 0) {
      logger.warn(`[alerts] ${facts.kind}: no admin e-mail address or STAFF_NOTIFICATION_EMAIL to tell`)
      return
    }
    const message = alertMessage(facts, { statusUrl: `${siteUrl()}${STATUS_PATH}`, timeZone: await foundationTimeZone(payload) })
    await payload.sendEmail({ to, subject: message.subject, text: message.text })
    logger.warn(`[alerts] ${facts.kind} alert sent to staff`)
  } catch (error) {
    logger.error(`[alerts] ${facts.kind} alert not sent: ${error instanceof Error ? error.name : 'unknown'}`)
    await release(payload, facts.kind, claimedAt).catch(() => undefined)
  }
}

/** Whatever a check meets, the caller (a webhook, an e-mail, a job) carries on. */
async function safely(what: string, work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    logger.error(`[alerts] ${what} failed: ${error instanceof Error ? error.name : 'unknown'}`)
  }
}

export async function checkWebhooks(payload: Payload, now = new Date()) {
  const trouble = webhookTrouble(await factsSince(payload, 'webhook', new Date(now.getTime() - WEBHOOK_WINDOW_MS)), now)
  return trouble ? raise(payload, { kind: 'webhooks', ...trouble }, now) : false
}

export async function checkMail(payload: Payload, now = new Date()) {
  const facts = await factsSince(payload, 'email', new Date(now.getTime() - MAIL_LOOKBACK_MS - MAIL_OUTAGE_TO_ALERT_MS))
  const outage = recoveredMailOutage(facts, await lastAlertAt(payload, 'email'))
  return outage ? raise(payload, { kind: 'email', outage }, now) : false
}

/** The newest reconciliation run, as the rules see it. */
export async function latestReconciliation(payload: Payload): Promise<ReconciliationRun | null> {
  const { rows } = await databasePool(payload).query<{ at: Date; events_applied: string; drift: number }>(
    `SELECT "created_at" AS "at", "events_applied", COALESCE(jsonb_array_length("drift"), 0) AS "drift"
       FROM "reconciliation_runs" ORDER BY "created_at" DESC, "id" DESC LIMIT 1`,
  )
  return rows[0] ? { at: rows[0].at, eventsApplied: Number(rows[0].events_applied), drift: Number(rows[0].drift) } : null
}

export async function checkReconciliation(payload: Payload, now = new Date()) {
  const run = reconciliationTrouble(await latestReconciliation(payload), await lastAlertAt(payload, 'reconciliation'))
  return run ? raise(payload, { kind: 'reconciliation', run }, now) : false
}

export type JobSchedule = { name: string; everyMs: number }[]

/** Each periodic job with its last success and its first recorded run. */
export async function jobRecords(payload: Payload, schedule: JobSchedule): Promise<JobRecord[]> {
  const summaries = await checkSummaries(payload)
  return schedule.map((job) => {
    const summary = summaries.get(`job:${job.name}`)
    return { name: job.name, everyMs: job.everyMs, lastOkAt: summary?.lastOkAt ?? null, knownSince: summary?.firstAt ?? null }
  })
}

export async function checkJobs(payload: Payload, schedule: JobSchedule, now = new Date()) {
  const overdue = overdueJobs(await jobRecords(payload, schedule), now)
  return overdue.length ? raise(payload, { kind: 'jobs', overdue }, now) : false
}

export async function checkDisks(payload: Payload, now = new Date()) {
  const measures = await measureDisks()
  for (const measure of measures) await recordFact(payload, `disk:${measure.place}`, !lowDisks([measure]).length, { at: now })
  const low = lowDisks(measures)
  return low.length ? raise(payload, { kind: 'disk', low }, now) : false
}

/** A webhook delivery was applied (or skipped as a replay) or refused. */
export async function noteWebhook(payload: Payload, ok: boolean, eventType: string, now = new Date()) {
  await safely('recording a webhook delivery', async () => {
    await recordFact(payload, 'webhook', ok, { at: now, eventType })
    if (!ok) await checkWebhooks(payload, now)
  })
}

/**
 * An e-mail was sent or refused. Refusals only add up; the first message the server takes after
 * refusals is the moment to tell staff about the outage (the alert itself can go through again).
 */
export async function noteMail(payload: Payload, ok: boolean, now = new Date()) {
  await safely('recording an e-mail', async () => {
    const { previousFailed } = await recordFact(payload, 'email', ok, { at: now })
    if (ok && previousFailed) await checkMail(payload, now)
  })
}

/** A periodic job ran (or failed): its last success is what "overdue" is measured from. */
export async function noteJob(payload: Payload, name: string, ok: boolean, now = new Date()) {
  await safely(`recording job ${name}`, () => recordFact(payload, `job:${name}`, ok, { at: now }))
}

/**
 * The `system-checks` job (every minute, one instance): every rule once more, for what nothing
 * else triggers (an overdue job, a full disk) and for an alert whose e-mail failed and was given back.
 */
export async function runSystemChecks(payload: Payload, schedule: JobSchedule, now = new Date()) {
  await safely('the webhook check', () => checkWebhooks(payload, now))
  await safely('the e-mail check', () => checkMail(payload, now))
  await safely('the reconciliation check', () => checkReconciliation(payload, now))
  if (process.uptime() * 1000 >= JOBS_JUDGED_AFTER_UPTIME_MS) await safely('the job check', () => checkJobs(payload, schedule, now))
  await safely('the disk check', () => checkDisks(payload, now))
  await safely('pruning old facts', () => pruneFacts(payload, now))
}
