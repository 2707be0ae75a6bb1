'use client'

import Link from 'next/link'
import { useId, useState } from 'react'
import useSWR from 'swr'

import { Options } from '@/components/ui/options'
import { WEEKDAYS } from '@/domain/boutique/hours'
import { visitWhen } from '@/domain/boutique/format'

import { FieldMessage } from '@/features/staff/parts/action-form'
import { failureMessage, staffJson, swrOptions } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { Loading, Notice } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

type Range = { weekday: number; start: string; end: string }
type Hours = {
  timeZone: string
  visitMinutes: number
  capacity: number
  horizonDays: number
  noticeHours: number
  confirmWithinMinutes: number
  onlineBookingsPerHour: number
  weekly: Range[]
  closedDates: string[]
}
type Saved = Hours & { outsideHours: { caseId: number; start: string }[] }

const NUMBERS = [
  ['visitMinutes', 'Visit length (minutes)'],
  ['capacity', 'Women per time'],
  ['horizonDays', 'Bookable days ahead'],
  ['noticeHours', 'Minimum notice (hours)'],
  ['confirmWithinMinutes', 'She confirms an e-mail booking within (minutes)'],
  ['onlineBookingsPerHour', 'Online bookings per hour before staff confirm them'],
] as const

/** A weekly range's day: its number (0 is Sunday) as the API stores it, its name as staff read it. */
const DAYS = WEEKDAYS.map((label, value) => ({ value, label }))

/**
 * The coordinator's open times (issue 31): what the intake form offers. Saving never cancels a
 * booked visit; the visits the new hours no longer cover are listed to rearrange.
 */
export function BoutiqueHoursPanel() {
  const { data, error } = useSWR<Hours>('/api/boutique/hours', staffJson, { ...swrOptions, revalidateOnFocus: false })
  if (error) return <p className={styles.noticeError} role="alert">{failureMessage(error, 'Failed to load the open times', 'Error connecting to server')}</p>
  if (!data) return <Loading label="Loading the open times…" />
  return <HoursEditor initial={data} />
}

function HoursEditor({ initial }: { initial: Hours }) {
  const [draft, setDraft] = useState<Hours>(initial)
  const [outside, setOutside] = useState<Saved['outsideHours'] | null>(null)
  const action = useStaffAction('Could not save the open times')
  const { busy, notice, dismiss, run, field } = action
  const id = useId()
  const set = (patch: Partial<Hours>) => setDraft({ ...draft, ...patch })
  const setRange = (index: number, patch: Partial<Range>) => set({ weekly: draft.weekly.map((range, i) => (i === index ? { ...range, ...patch } : range)) })

  const save = () =>
    run(async (succeed) => {
      const saved = await staffJson<Saved>('/api/boutique/hours', { method: 'PUT', body: draft })
      setOutside(saved.outsideHours)
      succeed('Open times saved.')
      setDraft(saved)
    })

  return (
    <section className={styles.panel} aria-labelledby="hours-heading">
      <h3 id="hours-heading">Open times for visits</h3>
      <p style={{ fontSize: '0.9rem' }}>On the foundation&apos;s clock ({draft.timeZone}). Women book these on the intake form.</p>
      <Notice notice={notice} onDismiss={dismiss} />
      <div className={styles.toolbar}>
        {NUMBERS.map(([name, label]) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <input id={`${id}-${name}`} type="number" min={0} value={draft[name]} onChange={(e) => set({ [name]: Number(e.target.value) })} disabled={busy} {...field(name)} />
            <FieldMessage action={action} name={name} />
          </div>
        ))}
      </div>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend>Weekly hours</legend>
        {draft.weekly.map((range, index) => (
          <div key={index} className={styles.toolbar} style={{ marginBottom: '0.5rem', alignItems: 'flex-start' }}>
            <div className={styles.field}>
              <label htmlFor={`${id}-day-${index}`}>Day</label>
              <select id={`${id}-day-${index}`} value={range.weekday} onChange={(e) => setRange(index, { weekday: Number(e.target.value) })} disabled={busy} {...field(`weekly.${index}.weekday`)}>
                <Options choices={DAYS} />
              </select>
              <FieldMessage action={action} name={`weekly.${index}.weekday`} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-start-${index}`}>From</label>
              <input id={`${id}-start-${index}`} type="time" value={range.start} onChange={(e) => setRange(index, { start: e.target.value })} disabled={busy} {...field(`weekly.${index}.start`)} />
              <FieldMessage action={action} name={`weekly.${index}.start`} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-end-${index}`}>To</label>
              <input id={`${id}-end-${index}`} type="time" value={range.end} onChange={(e) => setRange(index, { end: e.target.value })} disabled={busy} {...field(`weekly.${index}.end`)} />
              <FieldMessage action={action} name={`weekly.${index}.end`} />
            </div>
            <button type="button" className={styles.buttonSecondary} onClick={() => set({ weekly: draft.weekly.filter((_, i) => i !== index) })} disabled={busy}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" className={styles.buttonSecondary} onClick={() => set({ weekly: [...draft.weekly, { weekday: 2, start: '10:00', end: '12:00' }] })} disabled={busy}>
          Add hours
        </button>
      </fieldset>
      {/* Issue 47: a date picker per closed date, so "12/25/2026" typed in it is the date, not a refusal. */}
      <fieldset style={{ border: 0, padding: 0, marginTop: '0.75rem' }}>
        <legend>Closed dates (holidays, leave)</legend>
        {draft.closedDates.map((date, index) => (
          <div key={index} className={styles.toolbar} style={{ marginBottom: '0.5rem', alignItems: 'flex-start' }}>
            <div className={styles.field}>
              <label htmlFor={`${id}-closed-${index}`}>Closed on</label>
              <input
                id={`${id}-closed-${index}`}
                type="date"
                value={date}
                onChange={(e) => set({ closedDates: draft.closedDates.map((d, i) => (i === index ? e.target.value : d)) })}
                disabled={busy}
                {...field(`closedDates.${index}`)}
              />
              <FieldMessage action={action} name={`closedDates.${index}`} />
            </div>
            <button type="button" className={styles.buttonSecondary} onClick={() => set({ closedDates: draft.closedDates.filter((_, i) => i !== index) })} disabled={busy}>
              Remove date
            </button>
          </div>
        ))}
        <button type="button" className={styles.buttonSecondary} onClick={() => set({ closedDates: [...draft.closedDates, ''] })} disabled={busy}>
          Add a closed date
        </button>
      </fieldset>
      <button type="button" className={styles.button} onClick={save} disabled={busy} style={{ marginTop: '0.75rem' }}>
        Save open times
      </button>
      {outside && outside.length > 0 ? (
        <div className={styles.noticeError} data-testid="outside-hours">
          <strong>Booked visits outside the new hours</strong> (still booked; move or cancel them):
          <ul>
            {outside.map((visit) => (
              <li key={visit.caseId}>
                <Link href={`/admin?intake=${visit.caseId}`}>Case #{visit.caseId}</Link>, {visitWhen(visit.start, draft.timeZone)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

/** Her own secret calendar feed of visits for a phone's calendar: case numbers and times only. */
export function CalendarFeedPanel() {
  const { data, mutate } = useSWR<{ active: boolean }>('/api/boutique/feed', staffJson, swrOptions)
  const [url, setUrl] = useState<string | null>(null)
  const { notice, dismiss, run } = useStaffAction('Could not change the feed')
  const change = (method: 'POST' | 'DELETE') =>
    run(async (succeed) => {
      const answer = await staffJson<{ active: boolean; url?: string }>('/api/boutique/feed', { method, body: method === 'POST' ? {} : undefined })
      setUrl(answer.url ?? null)
      void mutate({ active: answer.active }, { revalidate: false })
      succeed(method === 'POST' ? 'New feed address made; the previous one no longer works.' : 'Feed revoked: its address no longer works.')
    })
  return (
    <section className={styles.panel} aria-labelledby="feed-heading">
      <h3 id="feed-heading">Calendar feed</h3>
      <p style={{ fontSize: '0.9rem' }}>
        A private address for your calendar app: visits show as &quot;Boutique visit — case #N&quot;, never a name. Anyone with the address can read it; revoke it if it
        leaks.
      </p>
      <Notice notice={notice} onDismiss={dismiss} />
      {url ? (
        <label className={styles.field}>
          Your feed address (shown once)
          <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : null}
      <div className={styles.toolbar} style={{ marginTop: '0.5rem' }}>
        <button type="button" className={styles.button} onClick={() => change('POST')}>
          {data?.active ? 'Make a new address' : 'Make a feed address'}
        </button>
        {data?.active ? (
          <button type="button" className={styles.buttonSecondary} onClick={() => change('DELETE')}>
            Revoke feed
          </button>
        ) : null}
      </div>
    </section>
  )
}
