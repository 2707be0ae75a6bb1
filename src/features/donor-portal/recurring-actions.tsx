'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { postJson } from '@/lib/post-json'

/**
 * What a donor can do with a recurring gift here: pause for 1–3 months (any schedule), resume
 * early, or cancel — with a pause offered first. Stripe makes the change; the page shows it once
 * Stripe's event has updated the books.
 */
export function RecurringActions({ id, status }: { id: number; status: string }) {
  const router = useRouter()
  const [months, setMonths] = React.useState('1')
  const [confirmingCancel, setConfirmingCancel] = React.useState(false)
  const [message, setMessage] = React.useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = React.useState(false)

  async function act(action: 'pause' | 'resume' | 'cancel', body: unknown = {}) {
    setBusy(true)
    const result = await postJson(`/api/donor-portal/recurring/${id}/${action}`, body)
    setBusy(false)
    if (result.kind === 'ok') {
      setMessage({ kind: 'ok', text: result.data.message ?? 'Done.' })
      setConfirmingCancel(false)
      router.refresh()
    } else {
      setMessage({ kind: 'error', text: result.kind === 'network' ? 'Unable to connect. Please try again.' : (result.message ?? 'Something went wrong.') })
    }
  }

  const selectId = `pause-${id}`
  return (
    <div className="mt-3 space-y-2">
      {status === 'paused' ? (
        <Button type="button" onClick={() => act('resume')} disabled={busy}>
          Resume now
        </Button>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={selectId} className="block text-sm font-semibold">
            Pause for
            <select id={selectId} value={months} onChange={(e) => setMonths(e.target.value)} className="ml-2 rounded border px-2 py-1">
              <option value="1">1 month</option>
              <option value="2">2 months</option>
              <option value="3">3 months</option>
            </select>
          </label>
          <Button type="button" variant="outline" onClick={() => act('pause', { months: Number(months) })} disabled={busy}>
            Pause
          </Button>
        </div>
      )}
      {confirmingCancel ? (
        <div role="group" aria-label="Cancel this gift" className="rounded border p-3">
          <p>Would a pause help instead? A pause keeps your gift and restarts it by itself.</p>
          <div className="mt-2 flex gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirmingCancel(false)}>
              Keep my gift
            </Button>
            <Button type="button" onClick={() => act('cancel')} disabled={busy}>
              Cancel my gift
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="ghost" onClick={() => setConfirmingCancel(true)} disabled={busy}>
          Cancel…
        </Button>
      )}
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'text-red-700' : 'text-muted'}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
