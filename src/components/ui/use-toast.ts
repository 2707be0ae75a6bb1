'use client'

import * as React from 'react'

/** Spec §9 notification defaults. */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'destructive'
/** A link offered in the toast, e.g. "View cart" after adding to it. */
export type ToastAction = { label: string; href: string }
export type ToastInput = { title: string; description?: React.ReactNode; variant?: ToastVariant; action?: ToastAction }
export type ToastItem = ToastInput & { id: string; open: boolean }

let items: ToastItem[] = []
let counter = 0
const listeners = new Set<(items: ToastItem[]) => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastItem[]) {
  items = next
  for (const listener of listeners) listener(items)
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(items.filter((item) => item.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function dismissToast(id?: string) {
  emit(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
  for (const item of items) if (!item.open) scheduleRemoval(item.id)
}

/** Shows a toast; the newest replaces the one before (at most TOAST_LIMIT at a time). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT))
  return id
}

export function useToasts() {
  const [state, setState] = React.useState(items)
  React.useEffect(() => {
    listeners.add(setState)
    return () => {
      listeners.delete(setState)
    }
  }, [])
  return state
}
