'use client'

import type { CaseNote } from '@/server/inbox/notes'

import styles from '@/features/staff/parts/dashboard.module.css'
import { NoteForm } from '@/features/staff/parts/note-form'
import { formatDateTime } from '@/features/staff/parts/parts'

/** Staff notes on an inbox item: dated, signed, newest first, never mixed with what was sent. */
export function CaseNotes({ path, notes, timeZone, onAdded }: { path: string; notes: CaseNote[]; timeZone: string; onAdded: () => void }) {
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
      <NoteForm postTo={`${path}/notes`} label="Add a note (staff only, dated and signed with your name)" onAdded={onAdded} />
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
