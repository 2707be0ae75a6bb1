'use client'

import * as React from 'react'

import { toast } from '@/components/ui/use-toast'
import type { FieldErrors } from '@/features/forms/submit'
import { postJson } from '@/lib/post-json'

import type { DonationType } from '@/domain/donations/amounts'
import { DONATION_FAILED } from '@/domain/donations/messages'
import { donorFieldErrors } from './donor-fields'
import type { Charge } from './payment-step'
import type { Started } from './started-gift'
import { newRequestId } from './stripe-client'

/** A checked gift as create-donation-intent takes it. */
export type Body = Record<string, unknown> & { amount: string; donationType: DonationType }

type Options = {
  onStarted: (started: Started) => void
  showErrors: (errors: FieldErrors) => void
  resetErrors: () => void
}

/**
 * Starts a checked gift with the server: one request id per distinct submission, so a double
 * click (or a double answer to the monthly ask) reaches Stripe as one intent.
 */
export function useStartGift({ onStarted, showErrors, resetErrors }: Options) {
  const [submitting, setSubmitting] = React.useState(false)
  const lastRequest = React.useRef<{ fingerprint: string; id: string } | null>(null)
  const inFlight = React.useRef(false)

  /** The same submission keeps its id, so a double click reaches Stripe as one request. */
  function requestIdFor(fingerprint: string) {
    if (lastRequest.current?.fingerprint !== fingerprint) lastRequest.current = { fingerprint, id: newRequestId() }
    return lastRequest.current.id
  }

  async function start(body: Body) {
    if (inFlight.current) return
    inFlight.current = true
    setSubmitting(true)
    // Only the server's own message is shown; a failed fetch or chunk load reads as DONATION_FAILED.
    let serverMessage: string | undefined
    try {
      const request = { ...body, requestId: requestIdFor(JSON.stringify(body)) }
      // Issue 29: a recurring gift whose donor covers the fee is priced by the method she picks,
      // and a subscription's first invoice cannot be repriced: it is only quoted here, and
      // created on "Donate Now" for the method picked then (Stripe's deferred-intent flow).
      const deferred = body.coverFees === true && body.donationType !== 'one_time'
      const answer = await postJson<{ clientSecret?: string; reference?: string } & Partial<Charge>>(deferred ? '/api/donation-quote' : '/api/create-donation-intent', request)
      if (answer.kind !== 'ok' || !(deferred || answer.data.clientSecret)) {
        if (answer.kind === 'error') {
          serverMessage = answer.message
          if (answer.errors) showErrors(donorFieldErrors(answer.errors))
        }
        throw new Error('donation intent refused')
      }
      resetErrors()
      const giftAmount = Number(body.amount)
      onStarted({
        payment: answer.data.clientSecret ? { clientSecret: answer.data.clientSecret } : { deferred: request },
        type: body.donationType,
        amount: giftAmount,
        coverFees: body.coverFees === true,
        charge: { amount: answer.data.amount ?? giftAmount.toFixed(2), feeCovered: answer.data.feeCovered ?? '0.00' },
        // Issue 42: a finish-later reminder is offered only for the gift the server started.
        reminder: answer.data.reference
          ? { reference: answer.data.reference, email: String(body.email ?? ''), discreet: body.discreet === true }
          : undefined,
      })
    } catch {
      toast({ title: 'Error', description: serverMessage || DONATION_FAILED, variant: 'destructive' })
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  return { submitting, setSubmitting, start }
}
