'use client'

import { useId, useState } from 'react'

import { failureMessage, staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { Notice, type NoticeState } from '@/features/staff/parts/parts'

/** The servers' limit on a staff note (donor notes and inbox case notes alike). */
const NOTE_MAX = 2000

/**
 * The one form that adds a staff note (a donor's record, an inbox item): posts `{body}` to
 * `postTo`, says "Please write the note." for an empty one, clears itself and tells the list.
 */
export function NoteForm({
  postTo,
  label,
  heading,
  className,
  onAdded,
}: {
  postTo: string
  label: string
  heading?: string
  className?: string
  onAdded: () => void
}) {
  const [body, setBody] = useState('')
  const [saving, setSaving] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)
  const headingId = useId()

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!body.trim()) {
      setNotice({ kind: 'error', text: 'Please write the note.' })
      return
    }
    setSaving(true)
    try {
      await staffJson(postTo, { body: { body } })
      setBody('')
      setNotice({ kind: 'success', text: 'Note added.' })
      onAdded()
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'Failed to add the note', 'Error connecting to server') })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} className={className} aria-labelledby={heading ? headingId : undefined}>
      {heading ? <h3 id={headingId}>{heading}</h3> : null}
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <label className={styles.field}>
        {label}
        <textarea value={body} maxLength={NOTE_MAX} rows={3} onChange={(e) => setBody(e.target.value)} />
      </label>
      <button type="submit" className={styles.button} disabled={saving} style={{ marginTop: '0.5rem' }}>
        {saving ? 'Saving…' : 'Add note'}
      </button>
    </form>
  )
}
