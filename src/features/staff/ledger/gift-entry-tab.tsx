'use client'

import { useSearchParams } from 'next/navigation'
import { useRef, useState } from 'react'
import useSWR from 'swr'

import { OFFLINE_METHOD_LABELS, type OfflineMethod } from '@/domain/donations/offline'
import { formatPrice, parseCents } from '@/lib/money'

import { ActionForm, Problem } from '@/features/staff/parts/action-form'
import { type GiftBatch, type GiftBatchDetail, staffJson, swrOptions } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { loadError } from '@/features/staff/ledger/ledger-tabs'
import { OfflineGiftForm } from '@/features/staff/ledger/offline-gift-form'
import { label, Loading, Notice, type NoticeState } from '@/features/staff/parts/parts'
import { StaffTable } from '@/features/staff/parts/staff-table'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'
import { useVoidGift } from '@/features/staff/ledger/void-gift'

/**
 * Gift entry (issue 30): checks, cash, stock and gifts in kind, one at a time or as a batch — a
 * stack of checks opened with its count and total, entered with the keyboard alone, closed only
 * when what was entered matches. A mistake is voided with a reason, never edited.
 */
export function GiftEntryTab({ timeZone }: { timeZone: string }) {
  const batches = useSWR<{ batches: GiftBatch[] }>('/api/gift-batches', staffJson, swrOptions)
  // Issue 47: the chosen batch is in the address (?batch=N), so a reload keeps entering into it
  // rather than quietly falling back to "No batch"; a batch closed since is simply not chosen.
  const params = useSearchParams()
  const [batchId, choose] = useState<number | null>(() => {
    const kept = Number(params.get('batch'))
    return Number.isInteger(kept) && kept > 0 ? kept : null
  })
  const setBatchId = (id: number | null) => {
    choose(id)
    const url = new URL(window.location.href)
    if (id === null) url.searchParams.delete('batch')
    else url.searchParams.set('batch', String(id))
    window.history.replaceState(window.history.state, '', url)
  }
  const [notice, setNotice] = useState<NoticeState>(null)
  const donorRef = useRef<HTMLInputElement>(null)
  const open = batches.data?.batches.filter((b) => b.status === 'open') ?? []
  const current = batchId !== null ? open.find((b) => b.id === batchId) : undefined
  const detail = useSWR<GiftBatchDetail>(current ? `/api/gift-batches/${current.id}` : null, staffJson, swrOptions)

  const refresh = () => {
    void batches.mutate()
    void detail.mutate()
  }

  return (
    <section aria-labelledby="gift-entry-heading" className={styles.stack}>
      <h2 id="gift-entry-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
        Gift entry
      </h2>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <OpenBatchForm
        onOpened={(batch) => {
          setBatchId(batch.id)
          // Shown at once (the next gift goes into it), then read again from the server.
          void batches.mutate((data) => ({ batches: [batch, ...(data?.batches ?? [])] }))
          setNotice({ kind: 'success', text: `${batch.name} is open: ${batch.expectedCount} gifts, $${batch.expectedTotal}.` })
          // Straight on to the first check.
          setTimeout(() => donorRef.current?.focus(), 0)
        }}
      />
      {batches.error ? (
        <p className={styles.noticeError} role="alert">
          {loadError(batches.error, 'Failed to load the batches')}
        </p>
      ) : !batches.data ? (
        <Loading label="Loading batches…" />
      ) : (
        <div className={styles.field} style={{ maxWidth: '32rem' }}>
          <label htmlFor="gift-batch">Batch</label>
          <select id="gift-batch" value={current ? String(current.id) : ''} onChange={(event) => setBatchId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">No batch (a single gift)</option>
            {open.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} — {b.enteredCount} of {b.expectedCount}, ${b.enteredTotal} of ${b.expectedTotal}
                {shortfall(b)}
              </option>
            ))}
          </select>
        </div>
      )}
      <OfflineGiftForm
        timeZone={timeZone}
        batchId={current?.id ?? null}
        donorRef={donorRef}
        onEntered={(result) => {
          setNotice(result)
          refresh()
        }}
      />
      {current && detail.data && <BatchPanel batch={detail.data} onChanged={refresh} onNotice={setNotice} onClosed={() => setBatchId(null)} />}
    </section>
  )
}

function OpenBatchForm({ onOpened }: { onOpened: (batch: GiftBatch) => void }) {
  const [count, setCount] = useState('')
  const [total, setTotal] = useState('')
  const [name, setName] = useState('')
  const open = async () => {
    const batch = await staffJson<GiftBatch>('/api/gift-batches', { body: { name, expectedCount: count, expectedTotal: total } })
    setCount('')
    setTotal('')
    setName('')
    onOpened(batch)
  }
  return (
    <ActionForm label="Open a batch" failed="Batch not opened" action={open}>
      {(busy) => (
        <>
          <div className={styles.field}>
            <label htmlFor="batch-name">Batch name (optional)</label>
            <input id="batch-name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor="batch-count">Number of gifts</label>
            <input id="batch-count" inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor="batch-total">Batch total ($)</label>
            <input id="batch-total" inputMode="decimal" value={total} onChange={(event) => setTotal(event.target.value)} autoComplete="off" />
          </div>
          <button type="submit" className={styles.buttonSecondary} disabled={busy}>
            Open batch
          </button>
        </>
      )}
    </ActionForm>
  )
}

type BatchGift = GiftBatchDetail['gifts'][number]

/** Issue 47: how far the entered total is from the batch's while she enters (" — $50.00 short"). */
export function shortfall(batch: { enteredTotal: string; expectedTotal: string }) {
  const gap = (parseCents(batch.expectedTotal) ?? 0) - (parseCents(batch.enteredTotal) ?? 0)
  if (gap > 0) return ` — ${formatPrice(gap)} short`
  if (gap < 0) return ` — ${formatPrice(-gap)} over`
  return ''
}

function BatchPanel({
  batch,
  onChanged,
  onNotice,
  onClosed,
}: {
  batch: GiftBatchDetail
  onChanged: () => void
  onNotice: (notice: NoticeState) => void
  onClosed: () => void
}) {
  const voiding = useVoidGift((notice) => {
    onNotice(notice)
    onChanged()
  })
  const closing = useStaffAction('Batch not closed')
  return (
    <section aria-label={`Batch ${batch.name}`} className={styles.stack} data-testid="batch-panel">
      <p role="status">
        {batch.name}: {batch.enteredCount} of {batch.expectedCount} gifts entered, ${batch.enteredTotal} of ${batch.expectedTotal}
        {shortfall(batch)}.
      </p>
      <StaffTable
        columns={[
          { header: 'Donor', cell: (g: BatchGift) => g.donorName },
          { header: 'Amount', cell: (g: BatchGift) => `$${g.amount}` },
          { header: 'Method', cell: (g: BatchGift) => (g.method ? OFFLINE_METHOD_LABELS[g.method as OfflineMethod] : '—') },
          { header: 'Check', cell: (g: BatchGift) => g.checkNumber ?? '' },
          { header: 'Status', cell: (g: BatchGift) => label(g.status) },
          { header: 'Actions', cell: voiding.actions },
        ]}
        rows={batch.gifts}
        rowKey={(g) => g.id}
        rowTestId="batch-gift"
      />
      {voiding.form}
      <Problem notice={closing.notice} />
      <div>
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            closing.run(async () => {
              await staffJson(`/api/gift-batches/${batch.id}/close`, { body: {} })
              onNotice({ kind: 'success', text: `${batch.name} is closed.` })
              onChanged()
              onClosed()
            })
          }
        >
          Close batch
        </button>
      </div>
    </section>
  )
}
