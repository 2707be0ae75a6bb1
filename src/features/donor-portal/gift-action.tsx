'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'

import { newRequestId } from '@/features/donations/stripe-client'
import { postJson } from '@/lib/post-json'

export type ActionMessage = { kind: 'ok' | 'error'; text: string } | null

/**
 * One change to a recurring gift from /my-giving: sends it, says what happened, and refreshes
 * the page (which shows the change once Stripe's event has updated the books).
 */
export function useGiftAction(id: number) {
  const router = useRouter()
  const [busy, setBusy] = React.useState(false)
  const [message, setMessage] = React.useState<ActionMessage>(null)

  async function act(path: string, body: Record<string, unknown> = {}, method: 'POST' | 'PUT' = 'POST') {
    setBusy(true)
    // One id per click: a retried request is one change in Stripe, a second click a new one.
    const result = await postJson(`/api/donor-portal/recurring/${id}${path}`, { ...body, requestId: newRequestId() }, method)
    setBusy(false)
    if (result.kind === 'ok') {
      setMessage({ kind: 'ok', text: result.data.message ?? 'Done.' })
      router.refresh()
      return true
    }
    setMessage({ kind: 'error', text: result.kind === 'network' ? 'Unable to connect. Please try again.' : (result.message ?? 'Something went wrong.') })
    return false
  }

  return { busy, message, act }
}

export function ActionNote({ message }: { message: ActionMessage }) {
  if (!message) return null
  return (
    <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'text-red-700' : 'text-muted'}>
      {message.text}
    </p>
  )
}
