'use client'

import { useState } from 'react'

import { failureMessage } from './api'
import type { NoticeState } from './parts'

/**
 * THE staff panel's way to run one action (save, move, send, void…), so a dozen forms stop
 * writing the same busy flag and try/catch: busy while it runs (its buttons disabled), the last
 * outcome cleared when it starts, then the text the action passed to `succeed`, or the failure:
 * '<failed>: <the server's reason>', 'Error connecting to server' when no answer came, or what
 * `failed` makes of the error when it is a function. The outcome goes to `report` when the
 * parent shows it, else to this hook's own `notice`.
 */
export function useStaffAction(failed: string | ((error: unknown) => string), report?: (notice: NoticeState) => void) {
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)
  const tell = report ?? setNotice

  async function run(action: (succeed: (text: string) => void) => Promise<unknown>) {
    setBusy(true)
    tell(null)
    try {
      // `succeed` is called where the action knows it worked, before any reload it then awaits.
      await action((text) => tell({ kind: 'success', text }))
    } catch (error) {
      tell({ kind: 'error', text: typeof failed === 'string' ? failureMessage(error, failed, 'Error connecting to server') : failed(error) })
    } finally {
      setBusy(false)
    }
  }

  return { busy, notice, dismiss: () => setNotice(null), run }
}
