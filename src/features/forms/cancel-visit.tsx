'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { postJson } from '@/lib/post-json'

import { Notice, type Outcome, OutcomeNotice } from './fields'

type State = { kind: 'ready' } | { kind: 'retry'; message: string } | { kind: 'sending' } | ({ kind: 'done' } & Outcome)

/**
 * Her cancel link (issue 31). The token travels in the link's fragment (#…), which browsers never
 * send to a server, so it reaches no log; it is posted only when she presses the button (a mail
 * scanner following the link cancels nothing).
 */
export function CancelVisit() {
  const [state, setState] = React.useState<State>({ kind: 'ready' })
  async function cancel() {
    const token = window.location.hash.slice(1)
    setState({ kind: 'sending' })
    const result = await postJson('/api/boutique/cancel', { token })
    if (result.kind === 'ok') setState({ kind: 'done', tone: 'success', title: 'Your visit is cancelled.', message: 'The time is free for someone else. You can book again whenever you like.' })
    // Too many tries from a shared connection changed nothing: she may press again later.
    else if (result.kind === 'error' && result.status === 429) setState({ kind: 'retry', message: 'Too many tries from this connection — try again in a few minutes.' })
    else if (result.kind === 'error' && result.status === 410) setState({ kind: 'done', tone: 'error', title: 'Already cancelled.', message: 'This visit was already cancelled.' })
    else if (result.kind === 'error' && result.status < 500) setState({ kind: 'done', tone: 'error', title: 'This link does not work.', message: 'Please use the link from your confirmation e-mail as it is, or contact us.' })
    else setState({ kind: 'done', tone: 'error', title: 'Nothing was changed.', message: 'We could not reach the server. Please try again.' })
  }
  if (state.kind === 'done') return <OutcomeNotice outcome={state} />
  return (
    <div className="grid gap-3">
      {state.kind === 'retry' ? <Notice tone="error" title={state.message} /> : null}
      <Button type="button" onClick={cancel} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Cancelling…' : 'Cancel my visit'}
      </Button>
    </div>
  )
}
