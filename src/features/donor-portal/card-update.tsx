'use client'

import { useElements, useStripe } from '@stripe/react-stripe-js'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { SecureElements, SitePaymentElement } from '@/features/donations/secure-elements'
import { newRequestId } from '@/features/donations/stripe-client'
import { postJson } from '@/lib/post-json'

export const CARD_SAVED_MESSAGE = 'Your new card is saved. It becomes this gift’s card in a moment, and we will e-mail you when it has.'

type Start = { kind: 'loading' } | { kind: 'ready'; clientSecret: string } | { kind: 'error'; text: string }

/**
 * Asks the server for a SetupIntent of this gift, then shows Stripe's Payment Element to save
 * a card; no payment is taken. The gift switches to the card when Stripe reports it saved.
 */
export function CardUpdate({ id, publishableKey }: { id: number; publishableKey: string }) {
  const [start, setStart] = React.useState<Start>({ kind: 'loading' })

  React.useEffect(() => {
    let live = true
    postJson<{ clientSecret: string }>(`/api/donor-portal/recurring/${id}/payment-method`, { requestId: newRequestId() }).then((result) => {
      if (!live) return
      if (result.kind === 'ok') setStart({ kind: 'ready', clientSecret: result.data.clientSecret })
      else setStart({ kind: 'error', text: result.kind === 'network' ? 'Unable to connect. Please try again.' : (result.message ?? 'Something went wrong.') })
    })
    return () => {
      live = false
    }
  }, [id])

  if (start.kind === 'loading') {
    return (
      <p role="status" className="mt-6 flex items-center gap-2 text-muted">
        <Spinner /> Preparing the secure card form…
      </p>
    )
  }
  if (start.kind === 'error') {
    return (
      <p role="alert" className="mt-6 text-red-700">
        {start.text}
      </p>
    )
  }
  return (
    <div className="mt-6">
      <SecureElements publishableKey={publishableKey} options={{ clientSecret: start.clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#9d2b5b' } } }}>
        <CardForm />
      </SecureElements>
    </div>
  )
}

function CardForm() {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = React.useState(false)
  const [state, setState] = React.useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; text: string }>({ kind: 'idle' })

  async function onSave(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements) return
    setState({ kind: 'saving' })
    const result = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: `${window.location.origin}/my-giving` },
      redirect: 'if_required',
    })
    if (result.error) setState({ kind: 'error', text: result.error.message ?? 'Your card could not be saved. Please try again.' })
    else setState({ kind: 'saved' })
  }

  if (state.kind === 'saved') {
    return (
      <p role="status" className="rounded-card border p-4">
        {CARD_SAVED_MESSAGE}
      </p>
    )
  }
  return (
    <form method="post" onSubmit={onSave} className="space-y-4">
      <SitePaymentElement onReady={() => setReady(true)} />
      {state.kind === 'error' ? (
        <p role="alert" className="text-red-700">
          {state.text}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || !ready || state.kind === 'saving'}>
        {state.kind === 'saving' ? <Spinner /> : null}
        {state.kind === 'saving' ? 'Saving…' : 'Save card'}
      </Button>
    </form>
  )
}
