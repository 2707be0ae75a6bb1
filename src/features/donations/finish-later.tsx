'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import type { DonationType } from '@/domain/donations/amounts'
import { reminderDelayWords } from '@/domain/donations/reminder-delay'
import { postJson } from '@/lib/post-json'

/**
 * "E-mail me a link to finish later" (issue 30): offered once the donor typed an e-mail address
 * and chose an amount, never for a gift marked discreet. The server answers 202 whatever it
 * decides, so the form says the same thing every time.
 */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function FinishLater({
  email,
  amount,
  donationType,
  discreet,
  reminderMinutes,
}: {
  email: string
  amount: number
  donationType: DonationType
  discreet: boolean
  /** Site settings' delay before the reminder goes (issue 47: she is told when it comes). */
  reminderMinutes?: number
}) {
  // What was asked for: a changed address, amount or frequency may be asked for again.
  const [asked, setAsked] = React.useState<{ key: string; state: 'sending' | 'sent' | 'failed' } | null>(null)
  const key = `${email.trim().toLowerCase()}|${amount}|${donationType}`
  if (discreet || !LOOKS_LIKE_EMAIL.test(email.trim()) || !(amount > 0)) return null
  const state = asked?.key === key ? asked.state : 'idle'
  const sent = state === 'sent'

  async function send() {
    setAsked({ key, state: 'sending' })
    const answer = await postJson('/api/donation-reminders', { email: email.trim(), amount: amount.toFixed(2), donationType })
    setAsked({ key, state: answer.kind === 'ok' ? 'sent' : 'failed' })
  }

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="finish-later">
      <Button type="button" variant="outline" size="sm" onClick={send} disabled={state === 'sending' || sent}>
        E-mail me a link to finish later
      </Button>
      <span role="status" className="text-muted">
        {sent ? `We will e-mail you a link ${reminderDelayWords(reminderMinutes)} to finish your gift.` : state === 'failed' ? 'That did not work. Please try again in a few minutes.' : ''}
      </span>
    </div>
  )
}

/**
 * A reminder's link (/donate?resume=…): the amount and frequency to reopen the form with, read
 * from the server by the link's opaque token and handed to `onResume` once (an expired link
 * leaves the form as it is).
 */
export function useResumedGift(onResume: (gift: { amount: string; donationType: DonationType }) => void) {
  const latest = React.useRef(onResume)
  React.useEffect(() => {
    latest.current = onResume
  })
  React.useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('resume')
    if (!token || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) return
    let live = true
    fetch(`/api/donation-reminders/${encodeURIComponent(token)}`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ amount: string; donationType: DonationType }>) : null))
      .then((found) => {
        if (live && found) latest.current(found)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
}
