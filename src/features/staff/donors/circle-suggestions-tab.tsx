'use client'

import Link from 'next/link'
import { useState } from 'react'

import type { LevelSuggestion as Suggestion } from '@/server/donors/level-suggestions'

import { failureMessage, staffJson, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { Notice, type NoticeState } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { StaffTable } from '@/features/staff/parts/staff-table'

const KEY = '/api/donor-contacts/level-suggestions'

/**
 * Giving-circle suggestions from the last 12 months of gifts. Nothing is listed publicly until a
 * treasurer approves a row with the display name the donor chose (ask them first).
 */
export function CircleSuggestionsTab() {
  const list = useStaffList<{ count: number; suggestions: Suggestion[] }>(KEY)
  const [notice, setNotice] = useState<NoticeState>(null)
  const [busy, setBusy] = useState<number | null>(null)

  async function approve(suggestion: Suggestion, form: HTMLFormElement) {
    const displayName = String(new FormData(form).get('displayName') ?? '').trim()
    if (!displayName) {
      setNotice({ kind: 'error', text: 'Enter the name the donor chose to be shown by.' })
      return
    }
    setBusy(suggestion.contactId)
    try {
      await staffJson(KEY, { body: { contactId: suggestion.contactId, levelId: suggestion.level.id, displayName } })
      setNotice({ kind: 'success', text: `${displayName} is now listed in ${suggestion.level.name}.` })
      await list.mutate()
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'Failed to approve', 'Error connecting to server') })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="circles-heading">
      <h2 id="circles-heading" style={{ fontSize: '1.1rem' }}>
        Giving-circle suggestions{list.data ? ` (${list.data.count})` : ''}
      </h2>
      <p style={{ fontSize: '0.9rem' }}>
        Donors whose gifts of the last 12 months (refunds excluded) reach a circle they are not listed in. Approving adds them to the public roster
        under the name they chose — ask them first; nothing is listed automatically.
      </p>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <TabFrame
        data={list.data}
        error={list.error}
        failed="Failed to load suggestions" withReason
        loading="Loading suggestions…"
        isEmpty={(data) => data.suggestions.length === 0}
        empty="No suggestions: every donor who reached a circle is listed in it."
      >
        {(data) => (
          <StaffTable
            columns={[
              {
                header: 'Donor',
                cell: (s: Suggestion) => (
                  <>
                    <Link href={`/admin?donor=${s.contactId}`}>{s.name}</Link>
                    <div style={{ fontSize: '0.85rem' }}>{s.email}</div>
                  </>
                ),
              },
              { header: 'Last 12 months', cell: (s: Suggestion) => `$${s.lastTwelveMonths}` },
              { header: 'Suggested circle', cell: (s: Suggestion) => s.level.name },
              { header: 'Listed now', cell: (s: Suggestion) => s.currentLevel?.name ?? '—' },
              {
                header: 'Display name and approval',
                cell: (s: Suggestion) => (
                  <form
                    className={styles.toolbar}
                    style={{ margin: 0 }}
                    onSubmit={(event) => {
                      event.preventDefault()
                      void approve(s, event.currentTarget)
                    }}
                  >
                    <label className={styles.field}>
                      <span className={styles.srOnly}>Display name for {s.name}</span>
                      <input name="displayName" placeholder="As the donor chose" maxLength={120} />
                    </label>
                    <button type="submit" className={styles.button} disabled={busy !== null}>
                      {busy === s.contactId ? 'Approving…' : 'Approve'}
                    </button>
                  </form>
                ),
              },
            ]}
            rows={data.suggestions}
            rowKey={(s) => s.contactId}
            rowTestId="circle-suggestion"
          />
        )}
      </TabFrame>
    </section>
  )
}
