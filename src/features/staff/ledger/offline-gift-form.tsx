'use client'

import { type RefObject, useState } from 'react'

import { Options } from '@/components/ui/options'
import { OFFLINE_METHOD_LABELS, OFFLINE_METHODS, type OfflineMethod } from '@/domain/donations/offline'
import { newRequestId } from '@/lib/post-json'

import { FieldMessage } from '@/features/staff/parts/action-form'
import { StaffApiError, staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { DonorCombobox } from '@/features/staff/donors/donor-combobox'
import { OfflineTributeFields, type TributeDraft, tributeBody } from '@/features/staff/ledger/offline-tribute-fields'
import type { NoticeState } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

/** Today in the foundation's time zone, as a date input wants it. */
export const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())

type Draft = {
  donorName: string
  email: string
  amount: string
  receivedAt: string
  method: OfflineMethod
  checkNumber: string
  description: string
  designation: string
  matchingEmployer: string
} & TributeDraft

/** The draft as the API takes it: the tribute's two fields become `tribute` (or nothing). */
function giftBody({ tributeType, honoreeName, ...gift }: Draft) {
  return { ...gift, ...tributeBody({ tributeType, honoreeName }) }
}

/**
 * One gift by check, cash, stock or in kind, entered fast: every field is reached with Tab,
 * Enter in any field enters the gift, and focus goes back to the donor for the next check.
 * The date and method stay for the next gift (a stack of checks shares them). The same check
 * twice is refused by the server; "Enter it anyway" confirms a real second check.
 */
export function OfflineGiftForm({
  timeZone,
  batchId,
  donorRef,
  onEntered,
}: {
  timeZone: string
  batchId: number | null
  donorRef: RefObject<HTMLInputElement | null>
  onEntered: (notice: NoticeState) => void
}) {
  const blank = (keep?: Draft): Draft => ({
    donorName: '',
    email: '',
    amount: '',
    receivedAt: keep?.receivedAt ?? todayIn(timeZone),
    method: keep?.method ?? 'check',
    checkNumber: '',
    description: '',
    designation: keep?.designation ?? '',
    matchingEmployer: '',
    tributeType: '',
    honoreeName: '',
  })
  const [draft, setDraft] = useState<Draft>(() => blank())
  const [duplicate, setDuplicate] = useState(false)
  // The hook keeps the server's field messages, shows each beside its field and focuses the first.
  const action = useStaffAction('Gift not entered')
  const { busy, notice, run, field: marked } = action
  const [requestId, setRequestId] = useState(newRequestId)
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }))

  const enter = (confirmDuplicate = false) =>
    run(async () => {
      try {
        await staffJson<{ id: number }>('/api/donations/offline', {
          body: { ...giftBody(draft), batchId, confirmDuplicate, requestId: confirmDuplicate ? newRequestId() : requestId },
        })
      } catch (caught) {
        // Whether "Enter it anyway" applies; the hook says the rest, field by field.
        setDuplicate(caught instanceof StaffApiError && caught.status === 409 && /already in the books/.test(caught.message))
        throw caught
      }
      onEntered({ kind: 'success', text: `Gift entered: $${draft.amount} from ${draft.donorName}.` })
      setDraft(blank(draft))
      setDuplicate(false)
      setRequestId(newRequestId())
      donorRef.current?.focus()
    })

  const field = (name: Exclude<keyof Draft, 'tributeType'>, text: string, props: Record<string, unknown> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`gift-${name}`}>{text}</label>
      <input
        id={`gift-${name}`}
        value={draft[name]}
        onChange={(event) => set(name)(event.target.value)}
        {...marked(name)}
        {...props}
      />
      <FieldMessage action={action} name={name} />
    </div>
  )

  return (
    <form
      aria-label="Enter a gift"
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) void enter()
      }}
    >
      <div className={styles.toolbar} style={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <DonorCombobox
          value={draft.donorName}
          inputRef={donorRef}
          marked={marked('donorName')}
          onChange={set('donorName')}
          onPick={(donor) => setDraft((d) => ({ ...d, donorName: donor.name, email: donor.email }))}
        >
          <FieldMessage action={action} name="donorName" />
        </DonorCombobox>
        {field('email', 'E-mail (for the receipt)', { type: 'email', autoComplete: 'off' })}
        {field('amount', 'Amount ($)', { inputMode: 'decimal', autoComplete: 'off' })}
        {/* Plain text, not a date picker: one Tab stop (a date input has three), typed as YYYY-MM-DD. */}
        {field('receivedAt', 'Received on (YYYY-MM-DD)', { inputMode: 'numeric', autoComplete: 'off' })}
        <div className={styles.field}>
          <label htmlFor="gift-method">Method</label>
          <select id="gift-method" value={draft.method} onChange={(event) => set('method')(event.target.value)}>
            <Options choices={OFFLINE_METHODS.map((method) => ({ value: method, label: OFFLINE_METHOD_LABELS[method] }))} />
          </select>
        </div>
        {draft.method === 'check' && field('checkNumber', 'Check number', { autoComplete: 'off' })}
        {draft.method === 'in_kind' && field('description', 'What was given', { autoComplete: 'off' })}
        {field('designation', 'Designation (optional)', { autoComplete: 'off' })}
        {field('matchingEmployer', 'Employer that matches gifts (optional)', { autoComplete: 'off' })}
        <OfflineTributeFields
          draft={draft}
          marked={marked('tribute.honoreeName')}
          message={<FieldMessage action={action} name="tribute.honoreeName" />}
          onChange={(next) => setDraft((d) => ({ ...d, ...next }))}
        />
      </div>
      {notice?.kind === 'error' && (
        <div className={styles.noticeError} role="alert">
          <span>{notice.text}</span>
          {duplicate && (
            <button type="button" className={styles.buttonSecondary} onClick={() => enter(true)} disabled={busy}>
              Enter it anyway
            </button>
          )}
        </div>
      )}
      <div>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Entering...' : 'Enter gift'}
        </button>
      </div>
    </form>
  )
}
