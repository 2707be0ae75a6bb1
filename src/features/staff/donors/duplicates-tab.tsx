'use client'

import Link from 'next/link'
import { useState } from 'react'

import { DUPLICATE_REASONS, MERGE_FIELDS, type MergeField } from '@/domain/donors/duplicates'

import { type DuplicatePair, type DuplicatePairs, type DuplicateSide, failureMessage, type Merge, staffJson, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { formatDate, Notice, type NoticeState, usd } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { StaffTable } from '@/features/staff/parts/staff-table'

const PAIRS = '/api/donor-contacts/duplicates'
const MERGES = '/api/donor-contacts/merges'

const nameOf = (side: DuplicateSide) => `${side.firstName ?? ''} ${side.lastName ?? ''}`.trim() || side.email || `Contact ${side.id}`

/** A side's column heading names the person; two sides of one name are told apart by address. */
const sideName = (side: DuplicateSide, other: DuplicateSide) =>
  nameOf(side) === nameOf(other) && side.email ? `${nameOf(side)} (${side.email})` : nameOf(side)

/**
 * Duplicate review: each suggested pair side by side. Staff pick, detail by detail, what the
 * merged contact keeps (the older contact's by default), then merge — or mark the pair "not a
 * duplicate" so it never comes back. Below, the merge history.
 */
export function DuplicatesTab({ timeZone }: { timeZone: string }) {
  const pairs = useStaffList<DuplicatePairs>(PAIRS)
  const merges = useStaffList<{ merges: Merge[] }>(MERGES)
  const [notice, setNotice] = useState<NoticeState>(null)
  const [busy, setBusy] = useState<string | null>(null)

  async function act(key: string, run: () => Promise<{ message: string }>, failure: string) {
    setBusy(key)
    try {
      const answer = await run()
      setNotice({ kind: 'success', text: answer.message })
      await Promise.all([pairs.mutate(), merges.mutate()])
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, failure, 'Error connecting to server') })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="duplicates-heading">
      <h2 id="duplicates-heading" style={{ fontSize: '1.1rem' }}>
        Possible duplicates{pairs.data ? ` (${pairs.data.count})` : ''}
      </h2>
      <p style={{ fontSize: '0.9rem' }}>
        Contacts that may be one person: e-mail addresses that differ only by dots, a +tag or a typo of the domain, or the same name with the same
        phone or ZIP code. Merging keeps both histories under one contact.
      </p>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <TabFrame
        data={pairs.data}
        error={pairs.error}
        failed="Failed to load duplicates" withReason
        loading="Loading possible duplicates…"
        isEmpty={(data) => data.pairs.length === 0}
        empty="No possible duplicates."
      >
        {(data) =>
          data.pairs.map((pair) => (
            <PairCard
              key={`${pair.a.id}-${pair.b.id}`}
              pair={pair}
              timeZone={timeZone}
              busy={busy}
              onMerge={(fromMerged) =>
                act(
                  `merge-${pair.a.id}-${pair.b.id}`,
                  () => staffJson(MERGES, { body: { keepId: pair.a.id, mergeId: pair.b.id, fromMerged } }),
                  'Failed to merge',
                )
              }
              onDismiss={() =>
                act(
                  `dismiss-${pair.a.id}-${pair.b.id}`,
                  () => staffJson(PAIRS, { body: { contactA: pair.a.id, contactB: pair.b.id } }),
                  'Failed to save',
                )
              }
            />
          ))
        }
      </TabFrame>
      <MergeHistory merges={merges.data?.merges} error={merges.error} timeZone={timeZone} />
    </section>
  )
}

function PairCard({
  pair,
  timeZone,
  busy,
  onMerge,
  onDismiss,
}: {
  pair: DuplicatePair
  timeZone: string
  busy: string | null
  onMerge: (fromMerged: MergeField[]) => void
  onDismiss: () => void
}) {
  const { a, b } = pair
  const id = `pair-${a.id}-${b.id}`
  return (
    <form
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      data-testid="duplicate-pair"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        onMerge(MERGE_FIELDS.filter(({ name }) => form.get(name) === 'merged').map(({ name }) => name))
      }}
    >
      <h3 id={`${id}-title`} style={{ fontSize: '1rem', margin: '0 0 0.25rem' }}>
        <Link href={`/admin?donor=${a.id}`}>{nameOf(a)}</Link> and <Link href={`/admin?donor=${b.id}`}>{nameOf(b)}</Link>
      </h3>
      <p style={{ fontSize: '0.85rem', margin: '0 0 0.5rem' }}>{pair.reasons.map((r) => DUPLICATE_REASONS[r]).join(' · ')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Detail</th>
              <th scope="col">Keep: {sideName(a, b)}</th>
              <th scope="col">Merge in: {sideName(b, a)}</th>
            </tr>
          </thead>
          <tbody>
            {MERGE_FIELDS.map(({ name, label }) => (
              <tr key={name}>
                <th scope="row">{label}</th>
                {(['kept', 'merged'] as const).map((side) => {
                  const value = (side === 'kept' ? a : b)[name]
                  return (
                    <td key={side}>
                      <label>
                        <input type="radio" name={name} value={side} defaultChecked={side === 'kept'} /> {value ?? '—'}
                      </label>
                    </td>
                  )
                })}
              </tr>
            ))}
            <tr>
              <th scope="row">Giving</th>
              {[a, b].map((side) => (
                <td key={side.id}>
                  {usd.format(side.totalDonationAmount)} in {side.donationCount} gift{side.donationCount === 1 ? '' : 's'}, last{' '}
                  {formatDate(side.lastDonationDate, timeZone)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <div className={styles.toolbar}>
        <button type="submit" className={styles.button} disabled={busy !== null}>
          {busy === `merge-${a.id}-${b.id}` ? 'Merging…' : 'Merge into one contact'}
        </button>
        <button type="button" className={styles.buttonSecondary} disabled={busy !== null} onClick={onDismiss}>
          Not a duplicate
        </button>
      </div>
    </form>
  )
}

function MergeHistory({ merges, error, timeZone }: { merges: Merge[] | undefined; error: unknown; timeZone: string }) {
  return (
    <>
      <h3 style={{ fontSize: '1rem', marginTop: '1.5rem' }}>Merge history</h3>
      <TabFrame
        data={merges}
        error={error}
        failed="Failed to load the merge history" withReason
        loading="Loading the merge history…"
        isEmpty={(merges) => merges.length === 0}
        empty="No merges yet."
      >
        {(merges) => (
          <StaffTable
            columns={[
              { header: 'Date', cell: (m: Merge) => formatDate(m.date, timeZone) },
              {
                header: 'Kept',
                cell: (m: Merge) => (m.keptContactId ? <Link href={`/admin?donor=${m.keptContactId}`}>{m.keptEmail}</Link> : m.keptEmail),
              },
              { header: 'Merged in', cell: (m: Merge) => m.mergedEmail },
              {
                header: 'Details taken from it',
                cell: (m: Merge) => m.fieldsFromMerged.map((f) => MERGE_FIELDS.find((x) => x.name === f)?.label ?? f).join(', ') || '—',
              },
              { header: 'By', cell: (m: Merge) => m.mergedBy ?? '—' },
            ]}
            rows={merges}
            rowKey={(m) => m.id}
          />
        )}
      </TabFrame>
    </>
  )
}
