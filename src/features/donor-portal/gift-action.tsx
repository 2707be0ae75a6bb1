'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'

import { newRequestId } from '@/features/donations/stripe-client'
import { postJson } from '@/lib/post-json'

import type { PortalRecurringGift } from '@/domain/donor-portal/schema'

export type ActionResult = { message?: string; gift?: PortalRecurringGift | null }
/** What the gift's card does with an accepted change: say it, and show the state Stripe answered. */
export type ActionDone = (result: ActionResult) => void

/**
 * One change to a recurring gift from /my-giving: sends it, hands the accepted answer to the
 * gift's card, keeps a refusal beside the control that asked, and refreshes the page (which
 * shows the books once Stripe's event has updated them).
 */
export function useGiftAction(id: number, onDone: ActionDone) {
  const router = useRouter()
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState<string | null>(null)

  async function act(path: string, body: Record<string, unknown> = {}, method: 'POST' | 'PUT' = 'POST') {
    setBusy(true)
    // One id per click: a retried request is one change in Stripe, a second click a new one.
    const result = await postJson<ActionResult>(`/api/donor-portal/recurring/${id}${path}`, { ...body, requestId: newRequestId() }, method)
    setBusy(false)
    if (result.kind === 'ok') {
      setError(null)
      onDone(result.data)
      router.refresh()
      return true
    }
    setError(result.kind === 'network' ? 'Unable to connect. Please try again.' : (result.message ?? 'Something went wrong.'))
    return false
  }

  return { busy, error, act }
}

export function ActionError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="text-red-700">
      {message}
    </p>
  )
}
