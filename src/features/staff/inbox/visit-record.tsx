'use client'

import { type FormEvent, useId, useState } from 'react'

import type { GoodsCategory } from '@/domain/goods/goods'
import type { IntakeCase } from '@/server/intake/cases'

import { FieldMessage } from '@/features/staff/parts/action-form'
import { failureMessage, staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { formatDateTime, Notice } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

class Unanswered extends Error {}

type Counts = Partial<Record<GoodsCategory, string>>

const isFilled = (text: string | undefined) => (text ?? '').trim() !== '' && (text ?? '').trim() !== '0'

const countsOf = (visit: IntakeCase['visit']): Counts =>
  Object.fromEntries((visit?.items ?? []).map((item) => [item.category, String(item.quantity)]))

/**
 * What went out (issue 46): when her visit ends, intake staff record in the case whether she came
 * and how many items of each category she took — counts only, no sizes, no names. Recording
 * again corrects the record (the server keeps one per case). Part of the case, which only the
 * intake area's roles (intake, admin) can open; the server checks the role again.
 */
export function VisitRecord({ path, item, timeZone, onRecorded }: { path: string; item: IntakeCase; timeZone: string; onRecorded: () => void }) {
  const id = useId()
  const recorded = item.visit
  const [attended, setAttended] = useState<'yes' | 'no' | ''>(recorded ? (recorded.attended ? 'yes' : 'no') : '')
  const [counts, setCounts] = useState<Counts>(() => countsOf(recorded))
  const action = useStaffAction((error) =>
    error instanceof Unanswered ? error.message : failureMessage(error, 'The visit was not recorded', 'Error connecting to server'),
  )
  const { busy, notice, dismiss, run } = action
  // The lines sent are the counts filled in: the server names a refused one by its place among them.
  const sent = item.categories.map(({ value }) => value).filter((value) => isFilled(counts[value]))
  const labelOf = (category: string) => item.categories.find((c) => c.value === category)?.label ?? category
  const given = (recorded?.items ?? []).reduce((sum, line) => sum + line.quantity, 0)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    void run(async (succeed) => {
      if (!attended) throw new Unanswered('Choose whether she came, then record the visit.')
      const items = item.categories
        .map(({ value }) => ({ category: value, text: (counts[value] ?? '').trim() }))
        .filter((line) => isFilled(line.text))
        .map((line) => ({ category: line.category, quantity: Number(line.text) }))
      const body = attended === 'yes' ? { attended: true, items } : { attended: false }
      await staffJson(`${path}/visit`, { body })
      const total = items.reduce((sum, line) => sum + line.quantity, 0)
      succeed(attended === 'yes' ? `Visit recorded: she came, ${total} ${total === 1 ? 'item' : 'items'} given.` : 'Visit recorded: she did not come.')
      onRecorded()
    })
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`} data-testid="visit-record">
      <h3 id={`${id}-heading`}>Visit: what went out</h3>
      <p data-testid="visit-recorded">
        {recorded
          ? `Recorded ${formatDateTime(recorded.visitedAt, timeZone)}: ${
              recorded.attended ? `she came, ${given} ${given === 1 ? 'item' : 'items'} given` : 'she did not come'
            }.`
          : 'No visit recorded yet. When her visit ends, record whether she came and what she took (counts only, no sizes or names).'}
      </p>
      {recorded?.attended && recorded.items.length > 0 ? (
        <ul style={{ margin: '0 0 0.75rem', paddingLeft: '1.2rem' }} aria-label="Items given">
          {recorded.items.map((line) => (
            <li key={line.category}>
              {labelOf(line.category)}: {line.quantity}
            </li>
          ))}
        </ul>
      ) : null}
      <form aria-label="Record the visit" onSubmit={submit} noValidate>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem' }}>
          <legend style={{ fontWeight: 600, marginBottom: '0.35rem' }}>Did she come?</legend>
          <div className={styles.toolbar} style={{ marginBottom: 0 }}>
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem', minHeight: 44 }}>
              <input type="radio" name={`${id}-attended`} checked={attended === 'yes'} onChange={() => setAttended('yes')} disabled={busy} />
              She came
            </label>
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem', minHeight: 44 }}>
              <input type="radio" name={`${id}-attended`} checked={attended === 'no'} onChange={() => setAttended('no')} disabled={busy} />
              She did not come
            </label>
          </div>
        </fieldset>
        {attended === 'yes' ? (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem' }}>
            <legend style={{ fontWeight: 600, marginBottom: '0.35rem' }}>Items given, by category (counts only)</legend>
            <div className={styles.toolbar} style={{ marginBottom: 0 }}>
              {item.categories.map(({ value, label }) => {
                const name = `items.${sent.indexOf(value)}.quantity`
                return (
                  <div key={value} className={styles.field} style={{ minWidth: '8rem' }}>
                    <label htmlFor={`${id}-${value}`}>{label}</label>
                    <input
                      id={`${id}-${value}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={10000}
                      value={counts[value] ?? ''}
                      onChange={(e) => setCounts((all) => ({ ...all, [value]: e.target.value }))}
                      disabled={busy}
                      {...(sent.includes(value) ? action.field(name) : {})}
                    />
                    {sent.includes(value) ? <FieldMessage action={action} name={name} /> : null}
                  </div>
                )
              })}
            </div>
          </fieldset>
        ) : null}
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Recording…' : recorded ? 'Correct the visit' : 'Record the visit'}
        </button>
      </form>
      <Notice notice={notice} onDismiss={dismiss} />
    </section>
  )
}
