'use client'

import { AlertDialog, Dialog } from 'radix-ui'
import { useState } from 'react'

import { type DonorCategory, failureMessage, staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'

export const DELETE_CATEGORY_CONFIRMATION = 'Are you sure you want to delete this category? This action cannot be undone.'

/** Create and edit mode share one form; `category` present means edit. */
export function CategoryDialog({
  open,
  category,
  onClose,
  onSaved,
}: {
  open: boolean
  category: DonorCategory | null
  onClose: () => void
  onSaved: () => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          {/* Keyed so reopening starts from the category's current values. */}
          {open && <CategoryForm key={category?.id ?? 'new'} category={category} onClose={onClose} onSaved={onSaved} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CategoryForm({
  category,
  onClose,
  onSaved,
}: {
  category: DonorCategory | null
  onClose: () => void
  onSaved: () => void
}) {
  const [name, setName] = useState(category?.name ?? '')
  const [description, setDescription] = useState(category?.description ?? '')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!name.trim()) return
    setSaving(true)
    setError(null)
    const body = { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) }
    try {
      await staffJson(category ? `/api/donor-categories/${category.id}` : '/api/donor-categories', {
        method: category ? 'PUT' : 'POST',
        body,
      })
      onSaved()
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to save category', 'Error saving category'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} className={styles.stack}>
      <Dialog.Title>{category ? 'Edit category' : 'Create category'}</Dialog.Title>
      <Dialog.Description>Categories tag donor contacts for outreach.</Dialog.Description>
      {error && (
        <p className={styles.noticeError} role="alert">
          {error}
        </p>
      )}
      <label className={styles.field}>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required autoFocus />
      </label>
      <label className={styles.field}>
        Description (optional)
        <textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} rows={3} />
      </label>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.buttonSecondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={styles.button} disabled={!name.trim() || saving}>
          {saving ? 'Saving...' : 'Save category'}
        </button>
      </div>
    </form>
  )
}

export function DeleteCategoryDialog({
  category,
  onCancel,
  onConfirm,
}: {
  category: DonorCategory | null
  onCancel: () => void
  onConfirm: (category: DonorCategory) => void
}) {
  return (
    <AlertDialog.Root open={category !== null} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>Delete “{category?.name}”?</AlertDialog.Title>
          <AlertDialog.Description>{DELETE_CATEGORY_CONFIRMATION}</AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.buttonSecondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.buttonDanger} onClick={() => category && onConfirm(category)}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
