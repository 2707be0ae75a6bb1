'use client'

import { Link } from '@/components/ui/link'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import type { RecurringType } from '@/domain/donations/amounts'

import { ChangeGift } from './change-gift'
import { type ActionDone, ActionError, useGiftAction } from './gift-action'

type Gift = { id: number; status: string; amount: string; frequency: RecurringType }

/**
 * What a donor can do with a recurring gift here: change its amount or schedule, pause it for
 * 1–3 months (any schedule) or resume it early, update its card, or cancel — with a pause
 * offered first, unless the gift is paused already.
 */
export function RecurringActions({ gift, onDone }: { gift: Gift; onDone: ActionDone }) {
  const paused = gift.status === 'paused'
  return (
    <div className="mt-3 space-y-3">
      <ChangeGift id={gift.id} amount={gift.amount} frequency={gift.frequency} onDone={onDone} />
      <PauseOrResume id={gift.id} paused={paused} onDone={onDone} />
      <p>
        <Link href={`/my-giving/card/${gift.id}`} className="text-primary underline">
          Update the card for this gift
        </Link>
      </p>
      <CancelGift id={gift.id} paused={paused} onDone={onDone} />
    </div>
  )
}

function PauseOrResume({ id, paused, onDone }: { id: number; paused: boolean; onDone: ActionDone }) {
  const [months, setMonths] = React.useState('1')
  const { busy, error, act } = useGiftAction(id, onDone)
  const selectId = `pause-${id}`
  return (
    <div>
      {paused ? (
        <Button type="button" onClick={() => act('/resume')} disabled={busy}>
          Resume now
        </Button>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={selectId} className="block text-sm font-semibold">
            Pause for
            <select id={selectId} value={months} onChange={(e) => setMonths(e.target.value)} className="ml-2 rounded border px-2 py-1">
              <option value="1">1 month</option>
              <option value="2">2 months</option>
              <option value="3">3 months</option>
            </select>
          </label>
          <Button type="button" variant="outline" onClick={() => act('/pause', { months: Number(months) })} disabled={busy}>
            Pause
          </Button>
        </div>
      )}
      <ActionError message={error} />
    </div>
  )
}

function CancelGift({ id, paused, onDone }: { id: number; paused: boolean; onDone: ActionDone }) {
  const [confirming, setConfirming] = React.useState(false)
  const { busy, error, act } = useGiftAction(id, onDone)
  return (
    <div>
      {confirming ? (
        <div role="group" aria-label="Cancel this gift" className="rounded border p-3">
          {/* A paused gift is already resting: offering it a pause would be no answer. */}
          <p>
            {paused
              ? 'Cancel this gift for good? No further payment will be taken.'
              : 'Would a pause help instead? A pause keeps your gift and restarts it by itself.'}
          </p>
          <div className="mt-2 flex gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              Keep my gift
            </Button>
            <Button type="button" onClick={async () => setConfirming(!(await act('/cancel')))} disabled={busy}>
              Cancel my gift
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
          Cancel…
        </Button>
      )}
      <ActionError message={error} />
    </div>
  )
}
