'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'
import useSWR from 'swr'

import { DATE_ORDERS, FIELD_LABELS, type ImportField, type ImportLabel, IMPORT_KINDS } from '@/domain/imports/fields'
import { NetworkError, StaffApiError, staffJson, swrOptions, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { formatDateTime, Notice, TabHeading } from '@/features/staff/parts/parts'
import { type Column, StaffTable } from '@/features/staff/parts/staff-table'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

import type { ImportList, ImportView, ImportViewRow } from '@/features/staff/ledger/import-types'

/**
 * Issue 44, moving in: a file of the foundation's history from the tool it used before. Upload,
 * check and correct the mapping (saved for the next file of the same source), read the dry run,
 * resolve the rows that match two donors, commit (a background job: its progress shows here, and
 * staff may leave and come back through ?import=), download the rows not imported, or undo.
 */

const LABEL_WORDS: Record<ImportLabel, string> = { create: 'Create', update: 'Update', unchanged: 'Unchanged', ambiguous: 'Ambiguous', error: 'Error' }
const STATUS_WORDS: Record<ImportView['status'], string> = {
  analyzing: 'Dry run in progress',
  ready: 'Dry run ready: nothing is written until you commit',
  importing: 'Importing',
  done: 'Imported',
  undone: 'Undone',
  failed: 'Failed',
}

/** POST /api/imports: the file as multipart, the way a form sends it. */
async function upload(form: FormData): Promise<{ id: number }> {
  let response: Response
  try {
    response = await fetch('/api/imports', { method: 'POST', body: form, credentials: 'include' })
  } catch {
    throw new NetworkError('Error connecting to server')
  }
  const body = (await response.json().catch(() => ({}))) as { id?: number; message?: string; errors?: Record<string, string> }
  if (!response.ok) throw new StaffApiError(response.status, body.message ?? response.statusText, body.errors)
  return { id: Number(body.id) }
}

function UploadForm({ onUploaded }: { onUploaded: (id: number) => void }) {
  const action = useStaffAction('Upload failed')
  const id = useId()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    for (const name of ['dateOrder', 'source']) if (!form.get(name)) form.delete(name)
    void action.run(async (succeed) => {
      const { id: importId } = await upload(form)
      succeed('File uploaded: its dry run is under way.')
      onUploaded(importId)
    })
  }
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} style={{ marginTop: 0 }}>
        Upload a file
      </h3>
      <p>
        A CSV file up to 50 MB from Donorbox, Givebutter, Little Green Light, Bloomerang or a spreadsheet (comma, semicolon or tab separated). Nothing is
        written until you commit.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input id={`${id}-file`} name="file" type="file" accept=".csv,.txt,text/csv" required />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>What the file holds</label>
        <select id={`${id}-kind`} name="kind" defaultValue="gifts">
          {IMPORT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind === 'gifts' ? 'Gifts (one row per gift)' : 'Contacts (one row per person)'}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-source`}>Source (the tool it comes from, e.g. donorbox)</label>
        <input id={`${id}-source`} name="source" type="text" maxLength={60} autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>Date order</label>
        <select id={`${id}-date`} name="dateOrder" defaultValue="">
          <option value="">Only dates that read one way</option>
          <option value="MDY">Month/day/year</option>
          <option value="DMY">Day/month/year</option>
          <option value="YMD">Year/month/day</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-mark`}>Decimal mark</label>
        <select id={`${id}-mark`} name="decimalMark" defaultValue=".">
          <option value=".">Point: 1,250.00</option>
          <option value=",">Comma: 1.250,00</option>
        </select>
      </div>
      <button type="submit" className={styles.button} disabled={action.busy}>
        {action.busy ? 'Uploading…' : 'Upload and check'}
      </button>
      <Notice notice={action.notice} onDismiss={action.dismiss} />
    </form>
  )
}

function MappingForm({ view, onChanged }: { view: ImportView; onChanged: () => void }) {
  const action = useStaffAction('The mapping was not applied')
  const id = useId()
  const [mapping, setMapping] = useState<Record<string, string>>(view.mapping)
  const [dateOrder, setDateOrder] = useState(view.dateOrder ?? '')
  const [decimalMark, setDecimalMark] = useState(view.decimalMark)
  const [save, setSave] = useState(true)
  const editable = view.status === 'ready' || view.status === 'failed'
  function submit(event: FormEvent) {
    event.preventDefault()
    void action.run(async (succeed) => {
      const body = { mapping: Object.fromEntries(view.fields.map((field) => [field, mapping[field] ?? ''])), dateOrder: dateOrder || null, decimalMark, save }
      await staffJson(`/api/imports/${view.id}/mapping`, { body })
      succeed(save ? `Mapping applied and saved for ${view.source}: the dry run starts again.` : 'Mapping applied: the dry run starts again.')
      onChanged()
    })
  }
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} style={{ marginTop: 0 }}>
        Columns
      </h3>
      <fieldset disabled={!editable || action.busy} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.srOnly}>Which column of the file holds each of our fields</legend>
        <div className={styles.stats}>
          {view.fields.map((field) => (
            <div key={field} className={styles.field}>
              <label htmlFor={`${id}-${field}`}>{FIELD_LABELS[field as ImportField]}</label>
              <select id={`${id}-${field}`} value={mapping[field] ?? ''} onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}>
                <option value="">— not in the file —</option>
                {view.headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>Date order</label>
            <select id={`${id}-date`} value={dateOrder} onChange={(event) => setDateOrder(event.target.value)}>
              <option value="">Only dates that read one way</option>
              {DATE_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {order === 'MDY' ? 'Month/day/year' : order === 'DMY' ? 'Day/month/year' : 'Year/month/day'}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-mark`}>Decimal mark</label>
            <select id={`${id}-mark`} value={decimalMark} onChange={(event) => setDecimalMark(event.target.value as ImportView['decimalMark'])}>
              <option value=".">Point: 1,250.00</option>
              <option value=",">Comma: 1.250,00</option>
            </select>
          </div>
        </div>
        <label style={{ display: 'block', margin: '0.5rem 0' }}>
          <input type="checkbox" checked={save} onChange={(event) => setSave(event.target.checked)} /> Save this mapping for the next file from {view.source}
        </label>
        {editable ? (
          <button type="submit" className={styles.buttonSecondary}>
            {action.busy ? 'Applying…' : 'Apply mapping'}
          </button>
        ) : null}
      </fieldset>
      <Notice notice={action.notice} onDismiss={action.dismiss} />
    </form>
  )
}

/** An ambiguous row: a radio group of its candidate donors (arrow keys move, the buttons act), or skip. */
function Resolve({ view, row, onResolved }: { view: ImportView; row: ImportViewRow; onResolved: () => void }) {
  const action = useStaffAction(`Row ${row.row} was not resolved`)
  const [chosen, setChosen] = useState<number | null>(null)
  const name = useId()
  if (view.status !== 'ready') return null
  const resolve = (body: { contactId: number } | { skip: true }) =>
    action.run(async () => {
      await staffJson(`/api/imports/${view.id}/rows/${row.row}`, { body })
      onResolved()
    })
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={styles.srOnly}>Which donor gave row {row.row}</legend>
      {(row.candidates ?? []).map((candidate) => (
        <label key={candidate.id} style={{ display: 'block' }}>
          <input type="radio" name={name} value={candidate.id} checked={chosen === candidate.id} onChange={() => setChosen(candidate.id)} />{' '}
          {candidate.name || 'No name'} · {candidate.email}
          {candidate.postalCode ? ` · ${candidate.postalCode}` : ''}
        </label>
      ))}
      <div className={styles.toolbar}>
        <button type="button" className={styles.buttonSecondary} disabled={chosen === null || action.busy} onClick={() => chosen !== null && resolve({ contactId: chosen })}>
          Use this donor
        </button>
        <button type="button" className={styles.buttonSecondary} disabled={action.busy} onClick={() => resolve({ skip: true })}>
          Skip row {row.row}
        </button>
      </div>
      <Notice notice={action.notice} onDismiss={action.dismiss} />
    </fieldset>
  )
}

type Blocking = { giftId: number; row: number | null; reason: string }

function ImportDetail({ importId, onBack }: { importId: number; onBack: () => void }) {
  const path = `/api/imports/${importId}`
  const { data, error, mutate } = useSWR<ImportView>(path, staffJson, {
    ...swrOptions,
    // Polled while the dry run or the commit runs, on whichever instance does it.
    refreshInterval: (latest) => (latest && (latest.status === 'analyzing' || latest.status === 'importing') ? 1000 : 0),
  })
  const commit = useStaffAction('The import was not committed')
  const undo = useStaffAction('The import was not undone')
  const [confirmUndo, setConfirmUndo] = useState(false)
  const [blocking, setBlocking] = useState<Blocking[]>([])
  const reload = () => void mutate()

  return (
    <TabFrame data={data} error={error} failed="Failed to load the import" withReason loading="Loading the import…" retry={{ onRetry: reload }}>
      {(view) => {
        const working = view.status === 'analyzing' || view.status === 'importing'
        const rejected = view.counts.error + view.counts.ambiguous
        const columns: Column<ImportViewRow>[] = [
          { header: 'Row', cell: (row) => row.row },
          { header: 'Result', cell: (row) => <span data-label={row.label}>{LABEL_WORDS[row.label]}</span> },
          {
            header: 'In the file',
            cell: (row) => [row.preview.name, row.preview.email, row.preview.amount, row.preview.date].filter(Boolean).join(' · ') || '—',
          },
          { header: 'Why', cell: (row) => row.reason ?? '' },
          {
            header: 'Donor',
            cell: (row) =>
              row.label === 'ambiguous' ? (
                <Resolve view={view} row={row} onResolved={reload} />
              ) : row.contactId ? (
                <Link href={`/admin?donor=${row.contactId}`}>Donor #{row.contactId}</Link>
              ) : (
                ''
              ),
          },
        ]
        return (
          <section aria-labelledby="import-title">
            <TabHeading id="import-title" title={`Import #${view.id} · ${view.source} · ${view.kind}`}>
              <button type="button" className={styles.buttonSecondary} onClick={onBack}>
                All imports
              </button>
            </TabHeading>
            <p role="status" data-testid="import-status">
              {STATUS_WORDS[view.status]}
              {view.status === 'importing' ? ` · ${view.committedRows.toLocaleString('en-US')} of ${view.toCommit.toLocaleString('en-US')} rows` : ''}
            </p>
            {working ? (
              <progress
                max={1}
                value={view.progress}
                aria-label={view.status === 'analyzing' ? 'Dry run progress' : 'Import progress'}
                style={{ width: '100%' }}
              >
                {Math.round(view.progress * 100)}%
              </progress>
            ) : null}
            {view.problem ? (
              <p className={styles.noticeError} role="alert">
                {view.problem}
              </p>
            ) : null}
            <dl className={styles.stats} aria-label="Dry run summary">
              {(Object.keys(LABEL_WORDS) as ImportLabel[]).map((label) => (
                <div key={label} className={styles.stat}>
                  <dt>{LABEL_WORDS[label]}</dt>
                  <dd data-testid={`import-count-${label}`}>{view.counts[label].toLocaleString('en-US')}</dd>
                </div>
              ))}
            </dl>
            <div className={styles.toolbar}>
              {view.status === 'ready' ? (
                <button
                  type="button"
                  className={styles.button}
                  disabled={commit.busy || view.counts.create + view.counts.update === 0}
                  onClick={() =>
                    commit.run(async (succeed) => {
                      await staffJson(`/api/imports/${view.id}/commit`, { method: 'POST' })
                      succeed('Import started: you may leave this page and come back.')
                      reload()
                    })
                  }
                >
                  Commit {(view.counts.create + view.counts.update).toLocaleString('en-US')} rows
                </button>
              ) : null}
              {rejected > 0 && view.status !== 'analyzing' ? (
                <a className={styles.buttonSecondary} href={`/api/imports/${view.id}/rejects.csv`} download>
                  Download rows not imported ({rejected.toLocaleString('en-US')})
                </a>
              ) : null}
              {view.status === 'done' && !confirmUndo ? (
                <button type="button" className={styles.buttonDanger} onClick={() => setConfirmUndo(true)}>
                  Undo this import
                </button>
              ) : null}
              {view.status === 'done' && confirmUndo ? (
                <>
                  <span>Take every gift and new contact of this import out again?</span>
                  <button
                    type="button"
                    className={styles.buttonDanger}
                    disabled={undo.busy}
                    onClick={() =>
                      undo.run(async (succeed) => {
                        setBlocking([])
                        const response = await fetch(`/api/imports/${view.id}/undo`, { method: 'POST', credentials: 'include' }).catch(() => {
                          throw new NetworkError('Error connecting to server')
                        })
                        const body = (await response.json().catch(() => ({}))) as { message?: string; blockingGifts?: Blocking[] }
                        if (!response.ok) {
                          setBlocking(body.blockingGifts ?? [])
                          throw new StaffApiError(response.status, body.message ?? response.statusText)
                        }
                        setConfirmUndo(false)
                        succeed('The import was undone.')
                        reload()
                      })
                    }
                  >
                    Yes, undo it
                  </button>
                  <button type="button" className={styles.buttonSecondary} onClick={() => setConfirmUndo(false)}>
                    Keep it
                  </button>
                </>
              ) : null}
            </div>
            {view.status === 'ready' && view.counts.ambiguous > 0 ? (
              <p className={styles.notice}>
                {view.counts.ambiguous} row{view.counts.ambiguous === 1 ? ' matches' : 's match'} more than one donor: choose the donor or skip the row below.
                Rows left ambiguous are not imported.
              </p>
            ) : null}
            <Notice notice={commit.notice} onDismiss={commit.dismiss} />
            <Notice notice={undo.notice} onDismiss={undo.dismiss} />
            {blocking.length > 0 ? (
              <ul aria-label="Gifts that stop the undo">
                {blocking.map((gift) => (
                  <li key={gift.giftId}>
                    <Link href={`/admin/collections/donations/${gift.giftId}`}>Gift #{gift.giftId}</Link>
                    {gift.row ? ` (row ${gift.row})` : ''}: {gift.reason}
                  </li>
                ))}
              </ul>
            ) : null}
            {/* Kept while the dry run runs again (its fields disabled), so the outcome of applying stays in view. */}
            <MappingForm key={view.id} view={view} onChanged={reload} />
            {view.rows.length === 0 ? (
              <p className={styles.empty}>{working ? 'The rows show once the dry run has read them.' : 'The file has no data rows.'}</p>
            ) : (
              <StaffTable columns={columns} rows={view.rows} rowKey={(row) => row.row} rowTestId="import-row" rowData={(row) => ({ 'data-row': String(row.row) })} busy={working} />
            )}
            {view.totalRows > view.rows.length ? <p>The first {view.rows.length} rows of {view.totalRows.toLocaleString('en-US')} are shown.</p> : null}
          </section>
        )
      }}
    </TabFrame>
  )
}

export function ImportsTab({ timeZone }: { timeZone: string }) {
  const router = useRouter()
  const params = useSearchParams()
  const open = Number(params.get('import')) || null
  const list = useStaffList<ImportList>(open ? null : '/api/imports')
  const show = (id: number | null) => router.push(id ? `/admin?tab=imports&import=${id}` : '/admin?tab=imports')

  if (open) return <ImportDetail importId={open} onBack={() => show(null)} />
  const columns: Column<ImportList['imports'][number]>[] = [
    { header: 'Import', cell: (item) => <Link href={`/admin?tab=imports&import=${item.id}`}>#{item.id}</Link> },
    { header: 'Source', cell: (item) => `${item.source} · ${item.kind}` },
    { header: 'Status', cell: (item) => STATUS_WORDS[item.status] },
    { header: 'Rows', cell: (item) => `${item.committedRows.toLocaleString('en-US')} of ${item.totalRows.toLocaleString('en-US')} imported` },
    { header: 'Uploaded', cell: (item) => formatDateTime(item.createdAt, timeZone) },
  ]
  return (
    <section aria-labelledby="imports-title">
      <TabHeading id="imports-title" title="Import donors and gifts" />
      <UploadForm onUploaded={(id) => show(id)} />
      <TabFrame
        data={list.data}
        error={list.error}
        failed="Failed to load imports"
        withReason
        isEmpty={(data) => data.imports.length === 0}
        empty={<p className={styles.empty}>No file was imported yet.</p>}
      >
        {(data) => <StaffTable columns={columns} rows={data.imports} rowKey={(item) => item.id} />}
      </TabFrame>
    </section>
  )
}
