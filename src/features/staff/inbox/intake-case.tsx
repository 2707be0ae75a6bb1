'use client'

import Link from 'next/link'
import { useId, useState } from 'react'

import { Options } from '@/components/ui/options'
import { ACTION_LABELS, caseStatus, CLOSE_REASONS, closeReasonLabel, type IntakeStatus, statusLabel } from '@/domain/inbox/rules'
import type { IntakeCase } from '@/server/intake/cases'

import { failureMessage, recordFailure, staffJson, useStaffList } from '@/features/staff/parts/api'
import { CaseNotes, SentFields } from '@/features/staff/inbox/case-notes'
import styles from '@/features/staff/parts/dashboard.module.css'
import { useRefreshInbox } from '@/features/staff/inbox/inbox-counts'
import { BackLink, formatDateTime, Loading, Notice, RecordFailed } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'
import { FieldMessage } from '@/features/staff/parts/action-form'
import { BookedVisitActions } from '@/features/staff/boutique/visit-actions'
import { VisitRecord } from '@/features/staff/inbox/visit-record'

/** One intake request as a case (`/admin?intake=<id>`): how to reach her first, then status, answers, notes, history. */
export function IntakeCaseView({ id, timeZone }: { id: string; timeZone: string }) {
  const path = `/api/inbox/intake-requests/${encodeURIComponent(id)}`
  const record = useStaffList<IntakeCase>(path)
  const refreshInbox = useRefreshInbox(path)

  if (record.error) {
    const text = recordFailure(record.error, 'This intake request no longer exists.', 'Failed to load the request')
    return <RecordFailed id="intake-case-heading" title="Intake request" back={<BackToList />} text={text} />
  }
  if (!record.data) return <Loading label="Loading the intake request…" />

  const item = record.data
  const refresh = (next?: IntakeCase) => {
    void record.mutate(next, { revalidate: !next })
    refreshInbox()
  }
  return (
    <section aria-labelledby="intake-case-heading" data-testid="intake-case">
      <BackToList />
      <h2 id="intake-case-heading" style={{ margin: '0.5rem 0' }}>
        {item.name ?? `Intake request #${item.id}`}
      </h2>

      <IntakeCaseStatus path={path} item={item} timeZone={timeZone} onChanged={refresh} />

      {item.answersStatus ? <p className={styles.noticeError}>{item.answersStatus}</p> : <SentFields fields={item.answers} label="What she sent" />}

      <VisitRecord path={path} item={item} timeZone={timeZone} onRecorded={() => refresh()} />

      <CaseNotes path={path} notes={item.notes} timeZone={timeZone} onAdded={() => refresh()} />

      <section className={styles.panel} aria-labelledby="history-heading">
        <h3 id="history-heading">History</h3>
        <ol style={{ margin: 0, paddingLeft: '1.2rem' }} data-testid="intake-history">
          <li>
            Received <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, timeZone)}</time>
          </li>
          {item.history.map((row, index) => (
            <li key={index}>
              {statusLabel(row.from)} → {statusLabel(row.to)} by {row.by ?? 'the system'}, <time dateTime={row.at}>{formatDateTime(row.at, timeZone)}</time>
              {row.appointmentAt ? ` (visit ${formatDateTime(row.appointmentAt, timeZone)})` : ''}
              {row.reason ? ` (${closeReasonLabel(row.reason)})` : ''}
            </li>
          ))}
        </ol>
      </section>
    </section>
  )
}

/**
 * How to reach her (with the reminder when e-mail may not be safe) and the status with the moves
 * it can make: the top of the case in the staff panel and in Payload's editor of the request.
 */
export function IntakeCaseStatus({
  path,
  item,
  timeZone,
  onChanged,
}: {
  path: string
  item: IntakeCase
  timeZone: string
  onChanged: (next?: IntakeCase) => void
}) {
  return (
    <>
      <div className={item.reminder ? styles.noticeError : styles.notice} data-testid="preferred-contact">
        <div>
          <strong>Contact her by: {item.preferredContactLabel ?? 'not stated'}</strong>
          {item.reminder && <div>{item.reminder}</div>}
        </div>
      </div>

      <div className={styles.panel} data-testid="intake-status">
        <h3>
          Status: <span data-testid="intake-status-label">{caseStatus(item)}</span>
        </h3>
        <p style={{ margin: '0 0 0.5rem' }}>{item.statusMeaning}</p>
        {(item.status === 'scheduled' || item.status === 'held') && (
          <p data-testid="intake-appointment">
            Appointment: <strong>{item.appointmentAt ? formatDateTime(item.appointmentAt, timeZone) : 'no date recorded'}</strong> ({timeZone})
          </p>
        )}
        {item.status === 'closed' && item.closeReason && <p>Reason: {closeReasonLabel(item.closeReason)}</p>}
        <BookedVisitActions path={path} item={item} onChanged={onChanged} />
        <StatusActions path={path} item={item} timeZone={timeZone} onChanged={onChanged} />
      </div>
    </>
  )
}

/** The request in Payload's editor: the case's status part, fetched like the staff panel's. */
export function IntakeCaseSummary({ id, timeZone }: { id: string; timeZone: string }) {
  const path = `/api/inbox/intake-requests/${encodeURIComponent(id)}`
  const record = useStaffList<IntakeCase>(path)
  if (record.error) return <p role="alert">{failureMessage(record.error, 'Failed to load the request', 'Error connecting to server')}</p>
  if (!record.data) return <Loading label="Loading the intake request…" />
  return (
    <section aria-label="Intake case" data-testid="intake-case" style={{ marginBottom: '1.5rem' }}>
      <IntakeCaseStatus path={path} item={record.data} timeZone={timeZone} onChanged={() => window.location.reload()} />
      <p>
        <Link href={`/admin?intake=${encodeURIComponent(id)}`}>Open the case in Foundation Administration</Link> for the notes and the history.
      </p>
    </section>
  )
}

function BackToList() {
  return <BackLink href="/admin?tab=intake">← Back to intake requests</BackLink>
}

/** The moves this request can make now (the server guards them again). */
function StatusActions({ path, item, timeZone, onChanged }: { path: string; item: IntakeCase; timeZone: string; onChanged: (next: IntakeCase) => void }) {
  const [appointment, setAppointment] = useState('')
  const [reason, setReason] = useState('')
  const [outsideHours, setOutsideHours] = useState(false)
  const formId = useId()
  const action = useStaffAction('Could not change the status')
  const { busy, notice, dismiss, run } = action
  const next = item.next as IntakeStatus[]
  // "Visit completed" is the default after a visit and no choice before one.
  const reasons = CLOSE_REASONS.filter((r) => r.value !== 'completed')

  const move = (status: IntakeStatus) =>
    run(async (succeed) => {
      const body = {
        status,
        ...(status === 'scheduled' ? { appointmentAt: appointment, ...(outsideHours ? { outsideHours: true } : {}) } : {}),
        ...(status === 'closed' && reason ? { reason } : {}),
      }
      const updated = await staffJson<IntakeCase>(`${path}/status`, { body })
      succeed(`Marked ${statusLabel(updated.status)}.`)
      onChanged(updated)
    })

  return (
    <div>
      <Notice notice={notice} onDismiss={dismiss} />
      <div className={styles.toolbar} style={{ marginBottom: 0 }}>
        {next.includes('scheduled') && (
          <div className={styles.field}>
            <label htmlFor={`${formId}-appointment`}>Appointment date and time ({timeZone})</label>
            <input
              id={`${formId}-appointment`}
              type="datetime-local"
              value={appointment}
              onChange={(e) => setAppointment(e.target.value)}
              disabled={busy}
              {...action.field('appointmentAt')}
            />
            <FieldMessage action={action} name="appointmentAt" />
          </div>
        )}
        {next.includes('scheduled') && (
          // A time the boutique does not offer (an evening visit, a closed day) is booked only when
          // staff say so: the history then records it as outside the opening hours.
          <label className={styles.checkboxField}>
            <input type="checkbox" checked={outsideHours} onChange={(e) => setOutsideHours(e.target.checked)} disabled={busy} />
            Outside the opening hours
          </label>
        )}
        {next.includes('scheduled') && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => move('scheduled')}>
            {item.status === 'scheduled' ? 'Reschedule' : ACTION_LABELS.scheduled}
          </button>
        )}
        {next
          .filter((status) => status === 'contacted' || status === 'served')
          .map((status) => (
            <button key={status} type="button" className={styles.button} disabled={busy} onClick={() => move(status)}>
              {item.status === 'closed'
                ? 'Reopen (back to Contacted)'
                : item.status === 'scheduled' && status === 'contacted'
                  ? 'Visit fell through (back to Contacted)'
                  : ACTION_LABELS[status]}
            </button>
          ))}
      </div>
      {next.includes('closed') && (
        <div className={styles.toolbar} style={{ marginTop: '0.75rem', marginBottom: 0 }}>
          <label className={styles.field}>
            Reason for closing
            <select value={reason} onChange={(e) => setReason(e.target.value)} disabled={busy}>
              <option value="">{item.status === 'served' ? 'Visit completed' : 'Choose a reason'}</option>
              <Options choices={reasons} />
            </select>
          </label>
          <button type="button" className={styles.buttonSecondary} disabled={busy} onClick={() => move('closed')}>
            {ACTION_LABELS.closed}
          </button>
        </div>
      )}
    </div>
  )
}
