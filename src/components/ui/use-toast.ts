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
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastItem[]) {
  items = next
  for (const listener of listeners) listener()
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

const NO_TOASTS: ToastItem[] = []

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The toasts on screen. An external store read with useSyncExternalStore: a toast raised between
 * the toaster's first render and its subscription (a form sent while the page hydrates) is still
 * shown, where a listener added in an effect missed it.
 */
export function useToasts() {
  return React.useSyncExternalStore(
    subscribe,
    () => items,
    () => NO_TOASTS,
  )
}
