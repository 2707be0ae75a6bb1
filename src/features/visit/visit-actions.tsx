'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Notice, type Outcome, OutcomeNotice } from '@/features/forms/fields'
import { postJson } from '@/lib/post-json'

/** Her answer to a refused press that changed nothing: the button stays for another try. */
const TOO_MANY = 'Too many tries from this connection — try again in a few minutes.'

/**
 * Confirm and Cancel on her appointment page (issue 41). Only a press changes anything (a mail
 * scanner opening the link changes nothing). A refusal that changed nothing — too many tries
 * from a shared connection, or no answer — keeps the buttons; one that did ends them.
 */
export function VisitActions({ token, state, when }: { token: string; state: 'held' | 'waiting' | 'scheduled' | 'move'; when: string }) {
  const [busy, setBusy] = React.useState<'confirm' | 'cancel' | null>(null)
  const [done, setDone] = React.useState<Outcome | null>(null)
  const [retry, setRetry] = React.useState<string | null>(null)

  async function press(action: 'confirm' | 'cancel') {
    setBusy(action)
    setRetry(null)
    const result = await postJson(`/api/visit/${action}`, { token })
    setBusy(null)
    if (result.kind === 'ok') {
      if (action === 'confirm') setDone({ tone: 'success', title: 'Confirmed.', message: `Your appointment is ${when}.` })
      else if (state === 'move') setDone({ tone: 'success', title: 'Nothing was moved.', message: 'You keep the appointment you already have.' })
      else setDone({ tone: 'success', title: 'Your appointment is cancelled.', message: 'The time is free for someone else.' })
    } else if (result.kind === 'error' && result.status === 429) setRetry(TOO_MANY)
    else if (result.kind === 'error' && result.status === 409) setDone({ tone: 'error', title: 'That time has just filled.', message: 'You keep the appointment you already have.' })
    else if (result.kind === 'error' && result.status === 410) setDone({ tone: 'error', title: 'This link no longer works.', message: 'The appointment was already changed, cancelled or released.' })
    else if (result.kind === 'error' && result.status < 500) setDone({ tone: 'error', title: 'This link does not work.', message: 'Please use the link from your e-mail as it is.' })
    else setRetry('Nothing was changed: we could not reach the server. Please try again.')
  }

  if (done) return <OutcomeNotice outcome={done} />
  return (
    <div className="grid gap-3">
      {retry ? <Notice tone="error" title={retry} /> : null}
      <div className="flex flex-wrap gap-3">
        {state === 'held' || state === 'move' ? (
          <Button type="button" onClick={() => press('confirm')} disabled={busy !== null}>
            {busy === 'confirm' ? 'Confirming…' : state === 'move' ? 'Confirm and move here' : 'Confirm'}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={() => press('cancel')} disabled={busy !== null}>
          {busy === 'cancel' ? 'Cancelling…' : state === 'move' ? 'Keep my current appointment' : `Cancel my appointment on ${when}`}
        </Button>
      </div>
    </div>
  )
}
