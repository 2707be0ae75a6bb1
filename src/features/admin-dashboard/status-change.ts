'use client'

import { useState } from 'react'

import { statusLabel } from '@/domain/inbox/rules'

import { failureMessage, staffJson } from './api'
import type { NoticeState } from './parts'

/**
 * A case's status move, as the intake case and the message case make it: one call at a time to
 * `<path>/status`, "Marked Contacted." on success, the server's reason on failure.
 */
export function useStatusChange<T extends { status: string }>(path: string, onChanged: (next: T) => void) {
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)
  async function change(body: Record<string, unknown>) {
    setBusy(true)
    setNotice(null)
    try {
      const updated = await staffJson<T>(`${path}/status`, { body })
      setNotice({ kind: 'success', text: `Marked ${statusLabel(updated.status)}.` })
      onChanged(updated)
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'Could not change the status', 'Error connecting to server') })
    } finally {
      setBusy(false)
    }
  }
  return { busy, notice, dismiss: () => setNotice(null), change }
}
