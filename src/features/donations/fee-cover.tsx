'use client'

import * as React from 'react'

import { Label } from '@/components/ui/input'
import { formatDollars } from '@/lib/money'

import { coverFees, type FeeRates, type PaymentMethodType } from '@/domain/donations/fees'

/** Issue 29: the donor's offer, in the words, priced as the server will price it. */
export function feeCoverText(amountCents: number, method: PaymentMethodType, rates: FeeRates) {
  const { feeCents } = coverFees(amountCents, method, rates)
  // Issue 47: say what the added amount is for (the card's processing fee), not only that it is added.
  return `Add ${formatDollars(feeCents)} for card processing so that all of my ${formatDollars(amountCents)} reaches the foundation`
}

type Props = {
  idPrefix: string
  amountCents: number
  rates: FeeRates
  checked: boolean
  onChange: (checked: boolean) => void
}

/** Off by default, under the amount; shown for the card price until a method is picked at the payment step. */
export function FeeCover({ idPrefix, amountCents, rates, checked, onChange }: Props) {
  if (amountCents <= 0) return null
  return (
    <div className="mt-3 flex items-start gap-2" data-testid="fee-cover">
      <input
        id={`${idPrefix}-cover-fees`}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 accent-primary"
      />
      <Label htmlFor={`${idPrefix}-cover-fees`} className="font-normal">
        {feeCoverText(amountCents, 'card', rates)}
      </Label>
    </div>
  )
}
