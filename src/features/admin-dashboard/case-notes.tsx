'use client'

import { useState } from 'react'

import type { CaseNote } from '@/server/inbox/notes'

import { failureMessage, staffJson } from './api'
import styles from './dashboard.module.css'
import { formatDateTime, Notice, type NoticeState } from './parts'

const NOTE_MAX = 2000

/** Staff notes on an inbox item: dated, signed, newest first, never mixed with what was sent. */
export function CaseNotes({ path, notes, timeZone, onAdded }: { path: string; notes: CaseNote[]; timeZone: string; onAdded: () => void }) {
  const [body, setBody] = useState('')
  const [saving, setSaving] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!body.trim()) {
      setNotice({ kind: 'error', text: 'Please write the note.' })
      return
    }
    setSaving(true)
    try {
      await staffJson(`${path}/notes`, { body: { body } })
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
    <section className={styles.panel} aria-labelledby="case-notes-heading">
      <h3 id="case-notes-heading">Staff notes</h3>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className={styles.categoryList} style={{ maxHeight: 'none' }} aria-label="Staff notes, newest first" data-testid="case-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <div>
                <strong>{note.author ?? 'Staff'}</strong> · <time dateTime={note.date}>{formatDateTime(note.date, timeZone)}</time>
                <div style={{ whiteSpace: 'pre-wrap' }}>{note.body}</div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={save}>
        <Notice notice={notice} onDismiss={() => setNotice(null)} />
        <label className={styles.field}>
          Add a note (staff only, dated and signed with your name)
          <textarea value={body} maxLength={NOTE_MAX} rows={3} onChange={(e) => setBody(e.target.value)} />
        </label>
        <button type="submit" className={styles.button} disabled={saving} style={{ marginTop: '0.5rem' }}>
          {saving ? 'Saving…' : 'Add note'}
        </button>
      </form>
    </section>
  )
}

/** What the visitor sent, as sent: only the fields she filled in. */
export function SentFields({ fields, label }: { fields: { label: string; value: string }[]; label: string }) {
  return (
    <section className={styles.panel} aria-label={label}>
      <h3>{label}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.4rem 1rem', margin: 0 }} data-testid="sent-fields">
        {fields.map((field) => (
          <div key={field.label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{field.label}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
