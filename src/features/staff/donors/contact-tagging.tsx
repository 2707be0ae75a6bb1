'use client'

import { useState } from 'react'

import { type DonorCategory, failureMessage, staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import type { NoticeState } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

/** The categories to apply to the selected contacts, and the Apply button. */
export function TaggingPanel({
  categories,
  contactIds,
  onTagged,
  onNotice,
}: {
  categories: DonorCategory[] | undefined
  contactIds: number[]
  onTagged: () => Promise<unknown>
  onNotice: (notice: NoticeState) => void
}) {
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const { busy, run } = useStaffAction((error) => failureMessage(error, 'Failed to tag contacts', 'Error tagging contacts'), onNotice)
  // A deleted category leaves the choice with it.
  const categoryIds = [...chosen].filter((id) => categories?.some((c) => c.id === id))

  function toggle(id: number) {
    const next = new Set(chosen)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setChosen(next)
  }

  const apply = () =>
    run(async (succeed) => {
      await staffJson('/api/donor-contacts/bulk-categorize', { body: { contactIds, categoryIds, assignedBy: 'admin' } })
      succeed(`Successfully tagged ${contactIds.length} contacts with ${categoryIds.length} categories.`)
      setChosen(new Set())
      await onTagged()
    })

  return (
    <section className={styles.panel} aria-labelledby="tagging-heading">
      <h2 id="tagging-heading">Tag selected contacts</h2>
      {categories && categories.length > 0 ? (
        <ul className={styles.categoryList} aria-label="Categories to apply">
          {categories.map((c) => (
            <li key={c.id}>
              <label>
                <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p>Create a category below to tag contacts.</p>
      )}
      <button type="button" className={styles.button} onClick={apply} disabled={contactIds.length === 0 || categoryIds.length === 0 || busy}>
        {busy ? 'Applying...' : 'Apply categories'}
      </button>
    </section>
  )
}
