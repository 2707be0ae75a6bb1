'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { postJson } from '@/lib/post-json'

/** Asks for a link by e-mail; the answer is the same whether or not the address gave. */
export function LinkRequest() {
  const [email, setEmail] = React.useState('')
  const [state, setState] = React.useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'error'; text: string }>({ kind: 'idle' })
  const inputId = React.useId()

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState({ kind: 'sending' })
    const result = await postJson('/api/donor-portal/link', { email: email.trim() })
    if (result.kind === 'ok') setState({ kind: 'sent', text: result.data.message ?? '' })
    else if (result.kind === 'network') setState({ kind: 'error', text: 'Unable to connect. Please check your connection and try again.' })
    else setState({ kind: 'error', text: result.errors?.email ?? result.message ?? 'Something went wrong. Please try again.' })
  }

  return (
    <form method="post" onSubmit={onSubmit} className="mt-8 max-w-md space-y-3" noValidate>
      <label htmlFor={inputId} className="block font-semibold">
        Your e-mail address
      </label>
      <Input id={inputId} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : 'Send me a link'}
      </Button>
      {state.kind === 'sent' || state.kind === 'error' ? (
        <p role={state.kind === 'error' ? 'alert' : 'status'} className={state.kind === 'error' ? 'text-red-700' : 'text-muted'}>
          {state.text}
        </p>
      ) : null}
    </form>
  )
}
