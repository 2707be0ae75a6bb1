'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import type { DonationType } from '@/domain/donations/amounts'
import { reminderDelayWords } from '@/domain/donations/reminder-delay'
import { postJson } from '@/lib/post-json'

/**
 * "E-mail me a link to finish later" (issue 30): offered on the payment step, once the server
 * started the gift (issue 42: the request carries the reference it answered, so the form cannot
 * mail an address no gift was started for), never for a gift marked discreet. The server
 * answers 202 whatever it decides, so the form says the same thing every time.
 */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Issue 47: what she typed besides the amount (name, address, dedication, employer, the fee
 * box), kept in this browser only when she asks for the link, so the link opened here restores
 * it all. Never payment details, never on the server (the reminder carries nothing personal), and
 * taken out of storage as soon as it is restored; after two weeks it is ignored.
 */
const DRAFT_KEY = 'donation-finish-later'
const DRAFT_DAYS = 14

export type FinishLaterDraft = Record<string, unknown>

function keepDraft(draft: FinishLaterDraft) {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now(), draft }))
  } catch {
    // Storage refused (private mode): the link still restores the amount and frequency.
  }
}

function takeDraft(): FinishLaterDraft | null {
  try {
    const text = window.localStorage.getItem(DRAFT_KEY)
    window.localStorage.removeItem(DRAFT_KEY)
    const kept = text ? (JSON.parse(text) as { savedAt?: unknown; draft?: unknown }) : null
    if (!kept || typeof kept.savedAt !== 'number' || Date.now() - kept.savedAt > DRAFT_DAYS * 86_400_000) return null
    return kept.draft && typeof kept.draft === 'object' ? (kept.draft as FinishLaterDraft) : null
  } catch {
    return null
  }
}

export function FinishLater({
  email,
  amount,
  donationType,
  discreet,
  reference,
  reminderMinutes,
  draft,
}: {
  email: string
  amount: number
  donationType: DonationType
  discreet: boolean
  /** The reference the server gave the started gift: a reminder is sent only for it. */
  reference: string
  /** Site settings' delay before the reminder goes (issue 47: she is told when it comes). */
  reminderMinutes?: number
  /** What to restore besides the amount when the link is opened in this browser. */
  draft?: FinishLaterDraft
}) {
  // What was asked for: another started gift may be asked for again.
  const [asked, setAsked] = React.useState<{ key: string; state: 'sending' | 'sent' | 'failed' } | null>(null)
  const key = reference
  if (discreet || !LOOKS_LIKE_EMAIL.test(email.trim()) || !(amount > 0)) return null
  const state = asked?.key === key ? asked.state : 'idle'
  const sent = state === 'sent'

  async function send() {
    setAsked({ key, state: 'sending' })
    const answer = await postJson('/api/donation-reminders', { email: email.trim(), amount: amount.toFixed(2), donationType, reference })
    if (answer.kind === 'ok' && draft) keepDraft(draft)
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
export function useResumedGift(onResume: (gift: { amount: string; donationType: DonationType }, draft: FinishLaterDraft | null) => void) {
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
        if (live && found) latest.current(found, takeDraft())
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
}
