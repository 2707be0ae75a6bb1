import type { Payload } from 'payload'
import { z } from 'zod'

import { StatementEmail } from '@/email/donor-portal'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'
import { positiveInt } from '@/lib/rate-limit'

import { recordAudit } from '../audit'
import { inBackground } from '../background'
import { databasePool, withPoolTransaction } from '@/lib/db'
import { mailDonor } from '@/email/donor'
import { calendarYear, foundationTimeZone } from '@/lib/zoned-time'

import { statementPdf } from '../documents/statement-pdf'
import { donorsOfYear, statementOf } from './statements'

/**
 * The bulk sending of a year's statements (issue 19): staff start it in one action, and it runs in
 * the background of the app instances, all of its state in PostgreSQL.
 *
 * - `statement_runs` has one row per year; `statement_sends` one row per donor of that year
 *   (unique (year, email)): `pending` → `sending` (claimed) → `sent`, or `failed`.
 * - Whichever instance works on a run claims a batch of pending rows with
 *   `FOR UPDATE SKIP LOCKED` (two instances never claim the same donor), then e-mails them one
 *   by one, marking each row `sent` right after its message was accepted.
 * - Starting the run again (the same button) resumes it: donors already sent are never sent
 *   again, failed ones are tried again, donors who gave since are added. A run left `running`
 *   by an instance that stopped is taken up by the periodic `statement-runs` job.
 *
 * The one window: if the process dies after the SMTP server accepted a message and before its
 * row is marked `sent` (one UPDATE, milliseconds), the row stays `sending`. Once its claim is
 * older than the claim period (10 minutes) it is claimed again and that donor gets the statement a second time.
 * We accept that rare duplicate over the alternative (never retrying a claimed row), which would
 * silently leave a donor without the statement she needs for her taxes. Rows claimed in the same
 * batch but not yet attempted are simply sent after the claim expires: no duplicate for them.
 */

export const statementYearSchema = z.object({
  year: z.coerce
    .number({ error: 'year must be a number.' })
    .int('year must be a whole number.')
    .min(2000, 'Choose a year from 2000 on.')
    .max(2100, 'Choose a year before 2100.'),
})

/**
 * How old a claim must be before another worker may take it: longer than any SMTP send can take
 * (nodemailer gives up long before). STATEMENT_CLAIM_SECONDS shortens it for the crash test.
 */
const claimSeconds = () => positiveInt(process.env.STATEMENT_CLAIM_SECONDS, 600)

const batchSize = () => positiveInt(process.env.STATEMENT_BATCH_SIZE, 20)

export type RunProgress = {
  year: number
  status: 'none' | 'running' | 'done'
  total: number
  sent: number
  failed: number
  pending: number
  startedAt: string | null
  finishedAt: string | null
}

export async function runProgress(payload: Payload, year: number): Promise<RunProgress> {
  const pool = databasePool(payload)
  const [run, counts] = await Promise.all([
    pool.query<{ status: 'running' | 'done'; started_at: Date; finished_at: Date | null }>(
      `SELECT status, started_at, finished_at FROM statement_runs WHERE year = $1`,
      [year],
    ),
    pool.query<{ status: string; count: string }>(`SELECT status, count(*) AS count FROM statement_sends WHERE year = $1 GROUP BY status`, [year]),
  ])
  const by = Object.fromEntries(counts.rows.map((row) => [row.status, Number(row.count)]))
  const sent = by.sent ?? 0
  const failed = by.failed ?? 0
  const pending = (by.pending ?? 0) + (by.sending ?? 0)
  const row = run.rows[0]
  return {
    year,
    status: row?.status ?? 'none',
    total: sent + failed + pending,
    sent,
    failed,
    pending,
    startedAt: row ? new Date(row.started_at).toISOString() : null,
    finishedAt: row?.finished_at ? new Date(row.finished_at).toISOString() : null,
  }
}

/**
 * Starts the run of `year`, or resumes it: an audit row, then the run row and one row per donor
 * in one transaction with failed rows back to pending; the sending begins in the background and
 * the caller gets the progress at once.
 */
export async function startStatementRun(payload: Payload, year: number, user: { id: number | string; username?: string | null }) {
  const timeZone = await foundationTimeZone(payload)
  if (year >= calendarYear(timeZone)) throw new ApiError(400, `The year ${year} is not over yet: its statements can be sent from January 1.`)
  const donors = await donorsOfYear(databasePool(payload), year, timeZone)
  if (donors.length === 0) throw new ApiError(404, `No donor has a gift to state in ${year}.`)
  // Who started which year's run, and for how many donors; never a donor's address. Written
  // first: a run whose audit row cannot be written does not start.
  await recordAudit(payload, { action: 'statements-send', user, detail: `year ${year}`, count: donors.length })
  await withPoolTransaction(payload, async (client) => {
    await client.query(
      `INSERT INTO statement_runs (year, started_by_id) VALUES ($1, $2)
       ON CONFLICT (year) DO UPDATE SET status = 'running', finished_at = NULL, updated_at = now()`,
      [year, Number(user.id) || null],
    )
    await client.query(
      `INSERT INTO statement_sends (year, email) SELECT $1, unnest($2::text[]) ON CONFLICT (year, email) DO NOTHING`,
      [year, donors],
    )
    await client.query(`UPDATE statement_sends SET status = 'pending', error = NULL WHERE year = $1 AND status = 'failed'`, [year])
  })
  inBackground(processStatementRun(payload, year), 'statement run failed')
  return runProgress(payload, year)
}

/** Runs being worked on by this instance: one loop per year here (other instances coordinate by claims). */
const working = new Set<number>()

/** Claims the next batch of donors of `year` to e-mail (pending ones, or claims left by a stopped instance). */
async function claimBatch(payload: Payload, year: number): Promise<string[]> {
  const { rows } = await databasePool(payload).query<{ email: string }>(
    `UPDATE statement_sends s SET status = 'sending', claimed_at = now(), attempts = s.attempts + 1
     FROM (SELECT year, email FROM statement_sends
           WHERE year = $1 AND (status = 'pending' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2)))
           ORDER BY email LIMIT $3 FOR UPDATE SKIP LOCKED) next
     WHERE s.year = next.year AND s.email = next.email
     RETURNING s.email`,
    [year, claimSeconds(), batchSize()],
  )
  return rows.map((row) => row.email)
}

/** E-mails one donor's statement; the row is marked right after the SMTP server accepted it. */
async function sendOne(payload: Payload, year: number, email: string) {
  const pool = databasePool(payload)
  try {
    const statement = await statementOf(payload, email, year)
    if (statement) {
      await mailDonor(payload, email, async (settings, frame) => ({
        body: <StatementEmail {...frame} statement={statement} />,
        subject: `Your ${year} giving statement from ${settings.foundationName}`,
        neutralSubject: `Your ${year} statement`,
        attachments: [{ filename: `statement-${year}.pdf`, content: await statementPdf(statement), contentType: 'application/pdf' }],
      }))
    }
    // A donor whose gifts were all refunded since the run began has nothing to state: done too.
    await pool.query(`UPDATE statement_sends SET status = 'sent', sent_at = now() WHERE year = $1 AND email = $2`, [year, email])
  } catch (error) {
    // By kind only: an SMTP error can quote the recipient's address.
    const kind = error instanceof Error ? error.name : 'unknown'
    logger.error({ error: kind }, 'statement e-mail failed')
    // Only a row still claimed: a worker whose send hung past the claim must not undo another's `sent`.
    await pool
      .query(`UPDATE statement_sends SET status = 'failed', error = $3 WHERE year = $1 AND email = $2 AND status = 'sending'`, [year, email, kind])
      .catch(() => undefined)
  }
}

/**
 * Works on the run of `year` until no donor is left to claim, then marks it done once no other
 * instance still holds a claim. Safe to call from any instance at any time.
 */
export async function processStatementRun(payload: Payload, year: number) {
  if (working.has(year)) return
  working.add(year)
  try {
    for (;;) {
      const batch = await claimBatch(payload, year)
      if (batch.length === 0) break
      for (const email of batch) await sendOne(payload, year, email)
    }
    await databasePool(payload).query(
      `UPDATE statement_runs SET status = 'done', finished_at = now(), updated_at = now()
       WHERE year = $1 AND status = 'running'
         AND NOT EXISTS (SELECT 1 FROM statement_sends WHERE year = $1 AND status IN ('pending', 'sending'))`,
      [year],
    )
  } finally {
    working.delete(year)
  }
}

/** The periodic job: every run still `running` (its instance may have stopped) is worked on here. */
export async function resumeStatementRuns(payload: Payload) {
  const { rows } = await databasePool(payload).query<{ year: number }>(`SELECT year FROM statement_runs WHERE status = 'running'`)
  for (const row of rows) await processStatementRun(payload, Number(row.year))
}
