import { zonedParts } from '@/lib/zoned-time'

/**
 * When the site tells staff that something broke (issue 27). Every rule is a pure function of
 * recorded facts and `now`, so a test can decide "the mail server was down for 16 minutes"
 * without waiting 16 minutes, and every instance reaches the same decision from the same rows.
 * Alert texts carry counts, event types, job names and times only: never a donor, a customer or
 * anything a visitor typed.
 */

const MINUTE = 60_000

export const WEBHOOK_FAILURES_TO_ALERT = 3
export const WEBHOOK_WINDOW_MS = 15 * MINUTE
export const MAIL_OUTAGE_TO_ALERT_MS = 15 * MINUTE
export const JOB_OVERDUE_TO_ALERT_MS = 30 * MINUTE
export const DISK_FREE_MIN_RATIO = 0.1
/** At most one e-mail per kind of alert in this time (the claim in PostgreSQL enforces it). */
export const ALERT_EVERY_MS = 60 * MINUTE

export const ALERT_KINDS = ['webhooks', 'reconciliation', 'email', 'jobs', 'disk'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** One observation: a webhook delivery, an e-mail, a job run or a disk measure, good or not. */
export type Fact = { ok: boolean; at: Date; eventType?: string | null }

/** Refused webhook deliveries of the last 15 minutes, when there are enough to tell staff. */
export function webhookTrouble(facts: Fact[], now: Date): { failures: number; eventTypes: string[] } | null {
  const recent = facts.filter((fact) => !fact.ok && fact.at.getTime() > now.getTime() - WEBHOOK_WINDOW_MS && fact.at <= now)
  if (recent.length < WEBHOOK_FAILURES_TO_ALERT) return null
  const eventTypes = [...new Set(recent.map((fact) => fact.eventType).filter((type): type is string => Boolean(type)))].sort()
  return { failures: recent.length, eventTypes }
}

export type MailOutage = { from: Date; lastFailureAt: Date; recoveredAt: Date; failed: number }

/**
 * The latest mail outage that is over: a run of refused sends followed by a sent one. It counts
 * once it spanned 15 minutes of refusals, and only after the server took mail again, since an
 * alert sent while it refuses mail would be refused too. An outage that ended before the last
 * alert of its kind was already told.
 */
export function recoveredMailOutage(facts: Fact[], lastAlertAt: Date | null): MailOutage | null {
  const sorted = [...facts].sort((a, b) => a.at.getTime() - b.at.getTime())
  let latest: MailOutage | null = null
  let from: Date | null = null
  let lastFailureAt: Date | null = null
  let failed = 0
  for (const fact of sorted) {
    if (!fact.ok) {
      from ??= fact.at
      lastFailureAt = fact.at
      failed++
    } else if (from && lastFailureAt) {
      latest = { from, lastFailureAt, recoveredAt: fact.at, failed }
      from = null
      lastFailureAt = null
      failed = 0
    }
  }
  if (!latest) return null
  if (latest.lastFailureAt.getTime() - latest.from.getTime() < MAIL_OUTAGE_TO_ALERT_MS) return null
  if (lastAlertAt && latest.recoveredAt <= lastAlertAt) return null
  return latest
}

/** Refusals since the last sent message (mail failing right now), for the status panel. */
export function currentMailFailure(facts: Fact[]): { since: Date; failed: number } | null {
  const sorted = [...facts].sort((a, b) => a.at.getTime() - b.at.getTime())
  let since: Date | null = null
  let failed = 0
  for (const fact of sorted) {
    if (fact.ok) {
      since = null
      failed = 0
    } else {
      since ??= fact.at
      failed++
    }
  }
  return since ? { since, failed } : null
}

export type ReconciliationRun = { at: Date; eventsApplied: number; drift: number }

/** A reconciliation that had to apply missed events or found drift, not yet told. */
export function reconciliationTrouble(run: ReconciliationRun | null, lastAlertAt: Date | null): ReconciliationRun | null {
  if (!run || (run.eventsApplied === 0 && run.drift === 0)) return null
  if (lastAlertAt && run.at <= lastAlertAt) return null
  return run
}

/**
 * A periodic job's record: its period, its last successful run, and since when it has been known
 * (its first recorded run), so a job that never once succeeded is overdue too.
 */
export type JobRecord = { name: string; everyMs: number; lastOkAt: Date | null; knownSince: Date | null }

/** How long past its due time (the period after its last success) the job is; 0 when on time or never seen. */
export function jobLateness(job: JobRecord, now: Date): number {
  const from = job.lastOkAt ?? job.knownSince
  if (!from) return 0
  return Math.max(0, now.getTime() - (from.getTime() + job.everyMs))
}

export function overdueJobs(jobs: JobRecord[], now: Date): { name: string; lateMs: number }[] {
  return jobs
    .map((job) => ({ name: job.name, lateMs: jobLateness(job, now) }))
    .filter((job) => job.lateMs > JOB_OVERDUE_TO_ALERT_MS)
}

/** Where the site keeps files on this machine's disk: the embedded database, local media. */
export type DiskPlace = 'database' | 'media'
export type DiskMeasure = { place: DiskPlace; freeRatio: number }

export function lowDisks(measures: DiskMeasure[]): DiskMeasure[] {
  return measures.filter((measure) => measure.freeRatio < DISK_FREE_MIN_RATIO)
}

const DISK_PLACES: Record<DiskPlace, string> = { database: 'the embedded database', media: 'uploaded media' }

export type AlertFacts =
  | { kind: 'webhooks'; failures: number; eventTypes: string[] }
  | { kind: 'reconciliation'; run: ReconciliationRun }
  | { kind: 'email'; outage: MailOutage }
  | { kind: 'jobs'; overdue: { name: string; lateMs: number }[] }
  | { kind: 'disk'; low: DiskMeasure[] }

function when(date: Date, timeZone: string) {
  const { date: day, time } = zonedParts(date, timeZone)
  return `${day} ${time}`
}

function minutes(ms: number) {
  const total = Math.round(ms / MINUTE)
  if (total < 120) return `${total} minute${total === 1 ? '' : 's'}`
  return `${Math.floor(total / 60)} hours ${total % 60} minutes`
}

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`
}

/** The e-mail staff get: what happened, what it means, where to look. */
export function alertMessage(facts: AlertFacts, { statusUrl, timeZone }: { statusUrl: string; timeZone: string }) {
  const lines = (() => {
    switch (facts.kind) {
      case 'webhooks':
        return {
          subject: 'Alert: Stripe webhooks are failing',
          body: [
            `The website could not process ${plural(facts.failures, 'notification')} from Stripe in the last 15 minutes` +
              (facts.eventTypes.length ? ` (${facts.eventTypes.join(', ')}).` : '.'),
            'Payments, refunds or disputes in those notifications are not in the books yet. Stripe sends each one again for up to three days, and the daily reconciliation replays them, but the cause needs a look: the server log names the error.',
          ],
        }
      case 'reconciliation':
        return {
          subject: 'Alert: the reconciliation with Stripe found differences',
          body: [
            `The reconciliation of ${when(facts.run.at, timeZone)} applied ${plural(facts.run.eventsApplied, 'Stripe event')} that never arrived as a webhook` +
              ` and found ${plural(facts.run.drift, 'payment')} that Stripe and the books disagree about.`,
            'Missed events are applied now. Each run and its differences are listed in the admin under Settings → Reconciliation runs; a missed event often means webhooks did not reach the site.',
          ],
        }
      case 'email':
        return {
          subject: 'Alert: e-mail could not be sent for a while',
          body: [
            `The mail server refused or did not answer from ${when(facts.outage.from, timeZone)} until ${when(facts.outage.recoveredAt, timeZone)}` +
              ` (${minutes(facts.outage.recoveredAt.getTime() - facts.outage.from.getTime())}). It takes mail again now.`,
            `${plural(facts.outage.failed, 'message was', 'messages were')} delayed or not sent in that time: receipts, confirmations and staff notices among them may need to be sent again.`,
          ],
        }
      case 'jobs':
        return {
          subject: 'Alert: a scheduled job is overdue',
          body: [
            `These background jobs have not completed on time: ${facts.overdue.map((job) => `${job.name} (${minutes(job.lateMs)} late)`).join(', ')}.`,
            'They run inside the website itself: check that it is running and read the server log for errors.',
          ],
        }
      case 'disk':
        return {
          subject: 'Alert: the disk is almost full',
          body: [
            `Free disk space is low where ${facts.low.map((disk) => `${DISK_PLACES[disk.place]} ${disk.place === 'media' ? 'are' : 'is'} kept (${Math.floor(disk.freeRatio * 100)} % free)`).join(' and ')}.`,
            'When it runs out, the site can no longer save gifts, orders or uploads. Free some space or give the server a larger disk.',
          ],
        }
    }
  })()
  return {
    subject: lines.subject,
    text: [...lines.body, `System status: ${statusUrl}`, 'You get at most one e-mail like this an hour. It never names donors or visitors.'].join('\n\n'),
  }
}
