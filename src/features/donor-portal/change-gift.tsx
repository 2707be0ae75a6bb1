'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Options } from '@/components/ui/options'
import { FREQUENCY_LABELS, RECURRING_TYPES, type RecurringType } from '@/domain/donations/amounts'

import { type ActionDone, ActionError, useGiftAction } from './gift-action'

/**
 * A new amount or schedule for a recurring gift, with the donation form's rules (the server
 * says which, e.g. "Please enter a valid donation amount"). Closed until the donor asks.
 */
export function ChangeGift({ id, amount, frequency, onDone }: { id: number; amount: string; frequency: RecurringType; onDone: ActionDone }) {
  const [open, setOpen] = React.useState(false)
  const { busy, error, act } = useGiftAction(id, onDone)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const changed = await act('', { amount: String(form.get('amount') ?? ''), donationType: String(form.get('donationType') ?? '') }, 'PUT')
    if (changed) setOpen(false)
  }

  if (!open) {
    return (
      <div>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          Change amount or schedule
        </Button>
        <ActionError message={error} />
      </div>
    )
  }
  return (
    <form method="post" onSubmit={onSubmit} aria-label="Change amount or schedule" className="flex flex-wrap items-end gap-3 rounded border p-3">
      <label className="block text-sm font-semibold">
        Amount ($)
        <Input name="amount" inputMode="decimal" defaultValue={amount} required className="mt-1 w-32" />
      </label>
      <label className="block text-sm font-semibold">
        How often
        <select name="donationType" defaultValue={frequency} className="mt-1 block rounded border px-2 py-2">
          <Options choices={RECURRING_TYPES.map((type) => ({ value: type, label: FREQUENCY_LABELS[type] }))} />
        </select>
      </label>
      <Button type="submit" disabled={busy}>
        Save change
      </Button>
      <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
        Keep as it is
      </Button>
      <div className="basis-full">
        <ActionError message={error} />
      </div>
    </form>
  )
}
