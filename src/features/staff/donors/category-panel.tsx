'use client'

import { useState } from 'react'

import { type DonorCategory, failureMessage, staffRequest } from '@/features/staff/parts/api'
import { CategoryDialog, DeleteCategoryDialog } from '@/features/staff/donors/category-dialogs'
import styles from '@/features/staff/parts/dashboard.module.css'
import type { NoticeState } from '@/features/staff/parts/parts'

/** The categories with Edit and Delete, and New category; the dialogs are its own. */
export function CategoryPanel({
  categories,
  error,
  onChanged,
  onDeleted,
  onNotice,
}: {
  categories: DonorCategory[] | undefined
  error: unknown
  onChanged: () => Promise<unknown>
  onDeleted: (category: DonorCategory) => void
  onNotice: (notice: NoticeState) => void
}) {
  const [dialog, setDialog] = useState<{ category: DonorCategory | null } | null>(null)
  const [deleting, setDeleting] = useState<DonorCategory | null>(null)

  async function remove(target: DonorCategory) {
    setDeleting(null)
    onNotice(null)
    try {
      await staffRequest(`/api/donor-categories/${target.id}`, { method: 'DELETE' })
      onDeleted(target)
      await onChanged()
    } catch (failure) {
      onNotice({ kind: 'error', text: failureMessage(failure, 'Failed to delete category', 'Error deleting category') })
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="categories-heading">
      <h2 id="categories-heading">Categories</h2>
      {categories && categories.length > 0 ? (
        <ul className={styles.categoryList} aria-label="Manage categories">
          {categories.map((c) => (
            <li key={c.id}>
              <span title={c.description}>{c.name}</span>
              <span>
                <button type="button" className={styles.buttonSecondary} onClick={() => setDialog({ category: c })} aria-label={`Edit ${c.name}`}>
                  Edit
                </button>{' '}
                <button type="button" className={styles.buttonSecondary} onClick={() => setDeleting(c)} aria-label={`Delete ${c.name}`}>
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : error ? (
        <p role="alert">{failureMessage(error, 'Failed to load categories', 'Error connecting to server')}</p>
      ) : (
        <p>No categories created yet.</p>
      )}
      <button type="button" className={styles.button} onClick={() => setDialog({ category: null })}>
        New category
      </button>
      <CategoryDialog
        open={dialog !== null}
        category={dialog?.category ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null)
          void onChanged()
        }}
      />
      <DeleteCategoryDialog category={deleting} onCancel={() => setDeleting(null)} onConfirm={remove} />
    </section>
  )
}
