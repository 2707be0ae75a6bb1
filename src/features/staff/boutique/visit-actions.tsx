'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { visitDay, visitTime } from '@/domain/boutique/format'
import type { IntakeCase } from '@/server/intake/cases'

import { staffJson, swrOptions } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { Notice } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

type OpenTimes = { timeZone: string; slots: { start: string; end: string }[] }

/**
 * A booked visit's staff actions (issue 31): confirm it the way she asked (phone or text), move it
 * to another open time (held like her booking: no double booking), or cancel it with a reason.
 * Each lands in the case's history.
 */
export function BookedVisitActions({ path, item, onChanged }: { path: string; item: IntakeCase; onChanged: (next: IntakeCase) => void }) {
  const [start, setStart] = useState('')
  const [reason, setReason] = useState('')
  const { busy, notice, dismiss, run } = useStaffAction('Could not change the visit')
  const booked = item.status === 'scheduled' || item.status === 'held'
  const times = useSWR<OpenTimes>(booked ? '/api/boutique/slots' : null, staffJson, swrOptions)
  if (!booked) return null

  const act = (body: Record<string, unknown>, done: string) =>
    run(async (succeed) => {
      const updated = await staffJson<IntakeCase>(`${path}/appointment`, { body })
      succeed(done)
      setStart('')
      setReason('')
      void times.mutate()
      onChanged(updated)
    })

  return (
    <div data-testid="visit-actions" style={{ marginBottom: '0.75rem' }}>
      <Notice notice={notice} onDismiss={dismiss} />
      {item.confirmBy ? (
        <div className={styles.noticeError} data-testid="confirm-by">
          <strong>Confirm by {item.confirmBy}</strong>:{' '}
          {item.confirmBy === 'email'
            ? 'she booked online while many bookings arrived at once; confirm with her before the visit.'
            : `she booked online and asked for a ${item.confirmBy === 'text' ? 'text message' : 'phone call'}, not e-mail.`}{' '}
          <button type="button" className={styles.buttonSecondary} disabled={busy} onClick={() => act({ action: 'confirmed' }, 'Marked confirmed.')}>
            Mark confirmed
          </button>
        </div>
      ) : null}
      <div className={styles.toolbar} style={{ marginBottom: 0 }}>
        <label className={styles.field}>
          Move to an open time{times.data ? ` (${times.data.timeZone})` : ''}
          <select value={start} onChange={(e) => setStart(e.target.value)} disabled={busy || !times.data}>
            <option value="">{times.data ? (times.data.slots.length ? 'Choose a time' : 'No open times') : 'Loading open times…'}</option>
            {times.data?.slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {visitDay(slot.start, times.data!.timeZone)}, {visitTime(slot.start, times.data!.timeZone)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Reason
          <input value={reason} onChange={(e) => setReason(e.target.value)} disabled={busy} maxLength={500} />
        </label>
        <button type="button" className={styles.button} disabled={busy || !start} onClick={() => act({ action: 'reschedule', start, reason: reason || null }, 'Visit moved.')}>
          Move visit
        </button>
        <button type="button" className={styles.buttonSecondary} disabled={busy || !reason.trim()} onClick={() => act({ action: 'cancel', reason }, 'Visit cancelled.')}>
          Cancel visit
        </button>
      </div>
    </div>
  )
}
