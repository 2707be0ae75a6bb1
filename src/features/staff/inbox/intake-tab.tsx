'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { Options } from '@/components/ui/options'
import { labelOf, PREFERRED_CONTACTS } from '@/domain/forms/options'
import { caseStatus } from '@/domain/inbox/rules'
import type { IntakeSummary, IntakeView } from '@/server/intake/cases'

import { type Appointments, type IntakeList, staffJson, useStaffList } from '@/features/staff/parts/api'
import { BoutiqueHoursPanel, CalendarFeedPanel } from '@/features/staff/boutique/boutique-hours-panel'
import styles from '@/features/staff/parts/dashboard.module.css'
import { formatDate, formatDateTime, Notice, TabHeading } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'
import { todayIn } from '@/features/staff/ledger/offline-gift-form'
import { StaffTable } from '@/features/staff/parts/staff-table'

const VIEWS: { value: IntakeView; label: string }[] = [
  { value: 'open', label: 'Open (not closed)' },
  { value: 'new', label: 'New' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
]

/**
 * Issue 41: a burst of false bookings is undone in one action — every unconfirmed hold whose
 * time falls in the chosen days goes back to New without a time (audited, with the count).
 */
function ReleaseHolds() {
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const { busy, notice, dismiss, run } = useStaffAction('Could not release the holds')
  const release = () =>
    run(async (succeed) => {
      // Whole days on this computer's clock: from the first day's start to the last day's end.
      const start = new Date(`${from}T00:00:00`)
      const end = new Date(`${to}T00:00:00`)
      end.setDate(end.getDate() + 1)
      const { released } = await staffJson<{ released: number }>('/api/boutique/holds/release', { body: { from: start.toISOString(), to: end.toISOString() } })
      succeed(released === 1 ? 'Released 1 unconfirmed hold.' : `Released ${released} unconfirmed holds.`)
    })
  return (
    <details className={styles.panel} data-testid="release-holds">
      <summary>Release unconfirmed holds</summary>
      <Notice notice={notice} onDismiss={dismiss} />
      <div className={styles.toolbar}>
        <label className={styles.field}>
          From day
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} disabled={busy} />
        </label>
        <label className={styles.field}>
          To day
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} disabled={busy} />
        </label>
        <button type="button" className={styles.button} disabled={busy || !from || !to || to < from} onClick={release}>
          Release holds
        </button>
      </div>
    </details>
  )
}

/** The intake inbox: requests as cases, newest first; each opens as /admin?intake=<id>. */
export function IntakeTab({ timeZone }: { timeZone: string }) {
  // A Today card opens the view it counts (?view=new, issue 47).
  const asked = useSearchParams().get('view')
  const [view, setView] = useState<IntakeView>(() => VIEWS.find((choice) => choice.value === asked)?.value ?? 'open')
  const { data, error } = useStaffList<IntakeList>(`/api/inbox/intake-requests?view=${view}`)
  return (
    <section aria-labelledby="intake-heading">
      <TabHeading id="intake-heading" title="Intake requests" count={data?.count}>
        <label className={styles.field}>
          Show
          <select value={view} onChange={(e) => setView(e.target.value as IntakeView)}>
            <Options choices={VIEWS} />
          </select>
        </label>
      </TabHeading>
      <p style={{ fontSize: '0.9rem' }}>Confidential. Opening a request is recorded in the audit log.</p>
      <ReleaseHolds />
      <TabFrame
        data={data}
        error={error}
        failed="Failed to fetch intake requests"
        loading="Loading intake requests…"
        isEmpty={(data) => data.requests.length === 0}
        empty="No intake requests here."
      >
        {(data) => (
          <div data-testid="intake-list">
            <StaffTable
              rows={data.requests}
              rowKey={(request) => request.id}
              rowTestId="intake-row"
              columns={[
                { header: 'Received', cell: (request: IntakeSummary) => formatDate(request.createdAt, timeZone) },
                {
                  header: 'Name',
                  cell: (request: IntakeSummary) => (
                    <Link href={`/admin?intake=${request.id}`}>
                      {request.unreadable ? 'Cannot be decrypted' : (request.name ?? `Request #${request.id}`)}
                    </Link>
                  ),
                },
                { header: 'Status', cell: (request: IntakeSummary) => caseStatus(request) },
                {
                  header: 'Contact by',
                  cell: (request: IntakeSummary) => (request.preferredContact ? labelOf(PREFERRED_CONTACTS, request.preferredContact) : '—'),
                },
                {
                  header: 'Appointment',
                  cell: (request: IntakeSummary) => (request.status === 'scheduled' || request.status === 'held' ? formatDateTime(request.appointmentAt, timeZone) : '—'),
                },
              ]}
            />
          </div>
        )}
      </TabFrame>
    </section>
  )
}


/** "Thursday, December 3, 2026" for a calendar day "2026-12-03" (already on the foundation's clock). */
function dayLabel(date: string) {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** "10:30" → "10:30 AM". */
function clock(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/**
 * What a Today card asked for (issue 47): ?confirm=text|phone (visits staff still confirm that
 * way) or ?day=today (the foundation's today). No filter shows every upcoming visit.
 */
function appointmentFilter(params: URLSearchParams | ReturnType<typeof useSearchParams>) {
  const confirm = params.get('confirm')
  const today = params.get('day') === 'today'
  const by = confirm === 'text' || confirm === 'phone' ? confirm : null
  const label = by ? `visits to confirm by ${by}` : today ? "today's visits" : null
  return {
    label,
    apply(data: Appointments) {
      const date = todayIn(data.timeZone)
      return data.days
        .filter((day) => !today || day.date === date)
        .map((day) => ({ ...day, appointments: day.appointments.filter((visit) => !by || visit.confirmBy === by) }))
        .filter((day) => day.appointments.length > 0)
    },
  }
}

/** The boutique's upcoming visits, by day, on the foundation's clock. */
export function AppointmentsTab() {
  const { data, error } = useStaffList<Appointments>('/api/inbox/appointments')
  const filter = appointmentFilter(useSearchParams())
  const days = data ? filter.apply(data) : []
  return (
    <section aria-labelledby="appointments-heading">
      <h2 id="appointments-heading" style={{ fontSize: '1.1rem' }}>
        Upcoming appointments{data ? ` (${data.count})` : ''}
      </h2>
      <TabFrame
        data={data}
        error={error}
        failed="Failed to fetch appointments"
        loading="Loading appointments…"
        isEmpty={() => days.length === 0 && !filter.label}
        empty="No visits are scheduled."
      >
        {(data) => (
          <>
            <p style={{ fontSize: '0.9rem' }}>Times are in the foundation&apos;s time zone ({data.timeZone}).</p>
            {filter.label ? (
              <p role="status" data-testid="appointments-filter">
                Showing {filter.label} only ({days.reduce((sum, day) => sum + day.appointments.length, 0)}).{' '}
                <Link href="/admin?tab=appointments">Show all visits</Link>
              </p>
            ) : null}
            {days.map((day) => (
              <div key={day.date} className={styles.panel} data-testid="appointment-day">
                <h3>{dayLabel(day.date)}</h3>
                <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                  {day.appointments.map((visit) => (
                    <li key={visit.id} data-testid="appointment">
                      <strong>{clock(visit.time)}</strong> · <Link href={`/admin?intake=${visit.id}`}>{visit.name ?? `Request #${visit.id}`}</Link>
                      {visit.preferredContact ? ` · contact by ${labelOf(PREFERRED_CONTACTS, visit.preferredContact).toLowerCase()}` : ''}
                      {visit.confirmBy ? <strong>{` · confirm by ${visit.confirmBy}`}</strong> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </>
        )}
      </TabFrame>
      <BoutiqueHoursPanel />
      <CalendarFeedPanel />
    </section>
  )
}
