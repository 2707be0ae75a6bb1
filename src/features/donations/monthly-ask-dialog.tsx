'use client'

import { Dialog } from 'radix-ui'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { FieldError, Input, Label } from '@/components/ui/input'
import { formatPrice } from '@/lib/money'

import { MIN_MONTHLY_ASK_DOLLARS } from '@/domain/donations/monthly-ask'

type Props = {
  /** The one-time gift the donor chose, in cents. */
  oneTimeCents: number
  /** The suggested monthly amount in whole dollars (a third of the gift, at least $5). */
  suggested: number
  /** "Yes": the gift becomes monthly at the dollars given. */
  onAccept: (monthlyDollars: number) => void
  /** "No", or Escape: the one-time gift goes on as chosen. */
  onDecline: () => void
  /** The recurring consent the form shows beside a monthly gift (spec's words). */
  consent: string
}

const WHOLE_DOLLARS = /^\s*\d{1,6}\s*$/

/**
 * Issue 29: asked once, before the payment step, of a donor giving once under the threshold.
 * Radix's dialog is the one focus trap; Escape keeps the one-time gift. Nothing is sent to the
 * server until the donor answers, and the form's own guard makes a double click one request.
 *
 * Issue 47: a donor pressing Enter twice to send a one-time gift must not have said yes. The
 * dialog opens on "No, keep my one-time gift", and the amount is not in a form: Enter in it
 * submits nothing. Only the "Yes" button itself accepts.
 */
export default function MonthlyAskDialog({ oneTimeCents, suggested, onAccept, onDecline, consent }: Props) {
  const [value, setValue] = React.useState(String(suggested))
  const [error, setError] = React.useState<string | undefined>()
  const answered = React.useRef(false)
  const keep = React.useRef<HTMLButtonElement>(null)
  const dollars = WHOLE_DOLLARS.test(value) ? Number(value) : NaN
  const valid = Number.isInteger(dollars) && dollars >= MIN_MONTHLY_ASK_DOLLARS

  function answer(run: () => void) {
    if (answered.current) return
    answered.current = true
    run()
  }

  function accept() {
    if (!valid) {
      setError(`Please enter whole dollars, at least $${MIN_MONTHLY_ASK_DOLLARS}.`)
      return
    }
    answer(() => onAccept(dollars))
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : answer(onDecline))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-lg"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            keep.current?.focus()
          }}
        >
          <Dialog.Title className="text-2xl font-bold">Would you make it monthly?</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Instead of {formatPrice(oneTimeCents)} once, a smaller gift every month helps us plan for the women we serve. You can
            change, pause or cancel it at any time.
          </Dialog.Description>
          <div className="mt-4 space-y-4">
            <div>
              <Label htmlFor="monthly-ask-amount">Monthly amount ($)</Label>
              <Input
                id="monthly-ask-amount"
                type="number"
                inputMode="numeric"
                min={MIN_MONTHLY_ASK_DOLLARS}
                step={1}
                value={value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'monthly-ask-amount-error' : undefined}
                onChange={(event) => {
                  setValue(event.target.value)
                  setError(undefined)
                }}
              />
              <FieldError id="monthly-ask-amount-error" message={error} />
            </div>
            <p className="text-sm text-muted">{consent}</p>
            <Button type="button" size="lg" className="w-full" onClick={accept}>
              {valid ? `Yes, give $${dollars.toLocaleString('en-US')} monthly` : 'Yes, give monthly'}
            </Button>
            <Button ref={keep} type="button" variant="outline" size="lg" className="w-full" onClick={() => answer(onDecline)}>
              No, keep my one-time gift
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
