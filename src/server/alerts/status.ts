import type { Payload } from 'payload'

import {
  ALERT_KINDS,
  type AlertKind,
  currentMailFailure,
  DISK_FREE_MIN_RATIO,
  JOB_OVERDUE_TO_ALERT_MS,
  jobLateness,
  WEBHOOK_WINDOW_MS,
  webhookTrouble,
} from '@/domain/alerts/rules'

import { databasePool } from '@/lib/db'

import { jobRecords, type JobSchedule, lastAlertAt, latestReconciliation } from './alerts'
import { measureDisks } from './disk'
import { checkSummaries, factsSince } from './facts'

/**
 * The System status panel (admins): the checks behind the alerts, each with its state now, the
 * last time it was good and a line of detail (counts and names only).
 */
export type SystemCheck = {
  key: string
  /** Which alert e-mail this check raises. */
  alert: AlertKind
  label: string
  state: 'ok' | 'failing' | 'unknown'
  lastGoodAt: string | null
  detail: string
}

export type SystemStatus = { checks: SystemCheck[]; lastAlerts: { kind: AlertKind; sentAt: string | null }[] }

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)

function every(ms: number) {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return minutes === 1 ? 'every minute' : `every ${minutes} minutes`
  const hours = Math.round(minutes / 60)
  return hours === 1 ? 'every hour' : `every ${hours} hours`
}

/**
 * A check read from the facts its work records: failing while in trouble, else good once it has
 * ever worked (its summary exists), else unknown; it raises the alert of its own name.
 */
function factCheck(key: 'webhooks' | 'email', label: string, summary: { lastOkAt: Date | null } | undefined, trouble: boolean, detail: string): SystemCheck {
  return { key, alert: key, label, state: trouble ? 'failing' : summary ? 'ok' : 'unknown', lastGoodAt: iso(summary?.lastOkAt), detail }
}

export async function systemStatus(payload: Payload, schedule: JobSchedule, now = new Date()): Promise<SystemStatus> {
  const summaries = await checkSummaries(payload)
  const checks: SystemCheck[] = []

  const webhook = summaries.get('webhook')
  const recent = await factsSince(payload, 'webhook', new Date(now.getTime() - WEBHOOK_WINDOW_MS))
  const trouble = webhookTrouble(recent, now)
  const recentFailures = recent.filter((fact) => !fact.ok).length
  checks.push(
    factCheck('webhooks', 'Stripe webhooks', webhook, Boolean(trouble), webhook ? `${recentFailures} refused in the last 15 minutes (an alert at 3)` : 'No delivery received yet'),
  )

  const run = await latestReconciliation(payload)
  const { rows: clean } = await databasePool(payload).query<{ at: Date }>(
    `SELECT max("created_at") AS "at" FROM "reconciliation_runs" WHERE "events_applied" = 0 AND COALESCE(jsonb_array_length("drift"), 0) = 0`,
  )
  checks.push({
    key: 'reconciliation',
    alert: 'reconciliation',
    label: 'Reconciliation with Stripe',
    state: !run ? 'unknown' : run.eventsApplied === 0 && run.drift === 0 ? 'ok' : 'failing',
    lastGoodAt: iso(clean[0]?.at),
    detail: run ? `Last run: ${run.eventsApplied} missed events applied, ${run.drift} differences` : 'Not run yet',
  })

  const mail = summaries.get('email')
  const failing = currentMailFailure(await factsSince(payload, 'email', new Date(now.getTime() - 24 * 60 * 60_000)))
  checks.push(
    factCheck(
      'email',
      'Sending e-mail',
      mail,
      Boolean(failing),
      failing
        ? `${failing.failed} refused since the last one that went (an alert once refusals span 15 minutes and mail goes again)`
        : mail
          ? 'The last message went'
          : 'No message sent yet',
    ),
  )

  for (const job of await jobRecords(payload, schedule)) {
    const late = jobLateness(job, now)
    checks.push({
      key: `job:${job.name}`,
      alert: 'jobs',
      label: `Scheduled job: ${job.name}`,
      state: !job.knownSince ? 'unknown' : late > JOB_OVERDUE_TO_ALERT_MS ? 'failing' : 'ok',
      lastGoodAt: iso(job.lastOkAt),
      detail: `Runs ${every(job.everyMs)}${late > 0 ? `; ${Math.round(late / 60_000)} minutes overdue (an alert after 30)` : ''}`,
    })
  }

  const measures = await measureDisks()
  for (const measure of measures) {
    const ok = measure.freeRatio >= DISK_FREE_MIN_RATIO
    checks.push({
      key: `disk:${measure.place}`,
      alert: 'disk',
      label: measure.place === 'database' ? 'Free disk: embedded database' : 'Free disk: uploaded media',
      state: ok ? 'ok' : 'failing',
      lastGoodAt: ok ? now.toISOString() : iso(summaries.get(`disk:${measure.place}`)?.lastOkAt),
      detail: `${Math.floor(measure.freeRatio * 100)} % free (an alert under 10 %)`,
    })
  }
  if (measures.length === 0) {
    checks.push({
      key: 'disk',
      alert: 'disk',
      label: 'Free disk',
      state: 'unknown',
      lastGoodAt: null,
      detail: 'Not watched here: the database and the media are not on this server’s disk',
    })
  }

  const lastAlerts = await Promise.all(ALERT_KINDS.map(async (kind) => ({ kind, sentAt: iso(await lastAlertAt(payload, kind)) })))
  return { checks, lastAlerts }
}
