import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { getStripe } from '@/lib/stripe'
import { withSpan } from '@/lib/telemetry'

import { pruneRateLimits } from './abuse'
import { noteJob, runSystemChecks } from './alerts/alerts'
import { purgeAuditLog } from './audit'
import { prunePortalAccess } from './donor-portal/access'
import { sendRenewalReminders } from './donor-portal/reminders'
import { runSql } from '@/lib/db'
import { purgeClosedIntakeRequests } from './intake/retention'
import { sendMorningVisits } from './boutique/daily'
import { releaseLapsedHolds } from './boutique/booking'
import { sendWaitingReceipts } from './receipts/receipts'
import { reconcileWithStripe } from './ledger/reconcile'
import { releaseExpiredHolds } from './shop/holds'
import { sendDueGiftReminders } from './donations/reminders'
import { pruneUnpaidTributeCards } from './donations/tribute-cards'
import { resumeStatementRuns } from './statements/runs'
import { resumeAppeals } from './appeals/appeals'
import { resumeImports } from './imports/work'

/**
 * Periodic work of the site, run by the app instances themselves (no external scheduler), each
 * job once per period across every instance: an instance claims a period with one guarded
 * upsert on the job's row in `job_runs`, and only the instance whose upsert wins runs it.
 */
export type Job = { name: string; everyMs: number; run: (payload: Payload) => Promise<unknown> }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Every periodic job. Adding one is one line: a name, a period and what it does. */
export const jobs: Job[] = [
  { name: 'hold-expiry', everyMs: 5 * MINUTE, run: (payload) => releaseExpiredHolds(payload) },
  { name: 'intake-purge', everyMs: 6 * HOUR, run: (payload) => purgeClosedIntakeRequests(payload) },
  { name: 'rate-limit-prune', everyMs: HOUR, run: (payload) => pruneRateLimits(payload) },
  { name: 'audit-log-purge', everyMs: 6 * HOUR, run: (payload) => purgeAuditLog(payload) },
  { name: 'portal-access-prune', everyMs: 6 * HOUR, run: (payload) => prunePortalAccess(payload) },
  { name: 'renewal-reminders', everyMs: HOUR, run: (payload) => sendRenewalReminders(payload) },
  // Receipts held for the EIN, or whose send failed, go out once they can.
  { name: 'receipt-backlog', everyMs: 15 * MINUTE, run: (payload) => sendWaitingReceipts(payload) },
  // "E-mail me a link to finish later" reminders that are due; tribute cards of gifts never paid.
  {
    name: 'gift-reminders',
    everyMs: MINUTE,
    run: async (payload) => {
      await sendDueGiftReminders(payload)
      await pruneUnpaidTributeCards(payload)
    },
  },
  // Year-end statement runs an instance left unfinished (it stopped) are taken up again.
  { name: 'statement-runs', everyMs: MINUTE, run: (payload) => resumeStatementRuns(payload) },
  // Appeals (issue 49) an instance left sending (it stopped) are taken up again; nobody gets one twice.
  { name: 'appeal-sends', everyMs: MINUTE, run: (payload) => resumeAppeals(payload) },
  // Imports (issue 44) whose dry run or commit an instance left unfinished (it stopped) are taken up again.
  { name: 'imports', everyMs: MINUTE, run: (payload) => resumeImports(payload) },
  // Missed webhook deliveries are applied from Stripe's own event list (it keeps 30 days).
  { name: 'stripe-reconcile', everyMs: 24 * HOUR, run: (payload) => (getStripe() ? reconcileWithStripe(payload) : Promise.resolve()) },
  // Alerts for what nothing else notices (an overdue job, a full disk), and alerts to send again.
  // The day's number of boutique visits to intake staff, in the 7 o'clock hour on the foundation's clock.
  { name: 'boutique-morning', everyMs: HOUR, run: (payload) => sendMorningVisits(payload) },
  // Issue 41: her e-mail holds not confirmed in time free their times (they stop counting at once).
  { name: 'visit-holds', everyMs: 5 * MINUTE, run: (payload) => releaseLapsedHolds(payload) },
  { name: 'system-checks', everyMs: MINUTE, run: (payload) => runSystemChecks(payload, jobSchedule()) },
]

/** Every job's name and its period in effect, for the overdue-job alert and the System status panel. */
export function jobSchedule() {
  return jobs.map((job) => ({ name: job.name, everyMs: periodOf(job) }))
}

/** JOBS_PERIOD_MS (tests) shortens every job's period to see many periods in a few seconds. */
export function periodOf(job: Job) {
  const override = Number(process.env.JOBS_PERIOD_MS)
  return Number.isInteger(override) && override > 0 ? override : job.everyMs
}

/**
 * Claims the current period of `job` for this instance. Periods are aligned on the database's
 * clock (every instance agrees on it) and stored as the start of the period in ms, so a changed
 * period length still compares. Of concurrent claims, the row lock lets one update the row; the
 * others then see the period already taken and get no row back.
 */
export async function claimPeriod(payload: Payload, job: Job): Promise<number | null> {
  const every = periodOf(job)
  const rows = await runSql<{ period: string }>(
    payload,
    undefined,
    sql`INSERT INTO "job_runs" ("name", "period", "claimed_at")
        VALUES (${job.name}, floor(extract(epoch from clock_timestamp()) * 1000 / ${every}) * ${every}, now())
        ON CONFLICT ("name") DO UPDATE
          SET "period" = EXCLUDED."period", "claimed_at" = EXCLUDED."claimed_at", "updated_at" = now()
          WHERE "job_runs"."period" < EXCLUDED."period"
        RETURNING "period"`,
  )
  return rows.length ? Number(rows[0].period) : null
}

const running = new Set<string>()

/** Runs `job` if no instance has run it in the current period. True when this call ran it. */
export async function runJobIfDue(payload: Payload, job: Job): Promise<boolean> {
  if (running.has(job.name)) return false
  running.add(job.name)
  try {
    const period = await claimPeriod(payload, job)
    if (period === null) return false
    payload.logger.info(`[jobs] ${job.name} runs for the period starting ${new Date(period).toISOString()}`)
    await withSpan(`job ${job.name}`, { 'job.name': job.name }, () => job.run(payload))
    await noteJob(payload, job.name, true)
    return true
  } catch (error) {
    // The error's name only: a job's database error can quote a row's personal data.
    payload.logger.error(`[jobs] ${job.name} failed: ${error instanceof Error ? error.name : 'unknown'}`)
    await noteJob(payload, job.name, false)
    return false
  } finally {
    running.delete(job.name)
  }
}

export function findJob(name: string): Job {
  const job = jobs.find((candidate) => candidate.name === name)
  if (!job) throw new Error(`no job named ${name}`)
  return job
}

/**
 * Server start (instrumentation): each instance looks at every job four times a period (at most
 * once a minute), so a period is claimed soon after it begins whichever instances are up.
 */
export function startJobs(getPayload: () => Promise<Payload>) {
  for (const job of jobs) {
    const checkEveryMs = Math.min(periodOf(job) / 4, MINUTE)
    const tick = () => {
      getPayload()
        .then((payload) => runJobIfDue(payload, job))
        .catch((error: unknown) => console.error(`[jobs] ${job.name}: ${error instanceof Error ? error.name : 'unknown'}`))
    }
    setTimeout(tick, checkEveryMs).unref()
    setInterval(tick, checkEveryMs).unref()
  }
}
