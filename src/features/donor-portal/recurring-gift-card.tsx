'use client'

import * as React from 'react'

import type { RecurringType } from '@/domain/donations/amounts'

import type { ActionDone } from './gift-action'
import { RecurringActions } from './recurring-actions'
import type { PortalRecurringGift } from '@/domain/donor-portal/schema'
import { portalDate, portalWord } from './words'

/**
 * One recurring gift on My giving. After a change, the card shows the state Stripe answered
 * (cancelled, paused until a date, the new amount) at once, marked as awaiting confirmation,
 * until the page's data — which follows Stripe's events — says something else.
 */
export function RecurringGiftCard({ gift, timeZone }: { gift: PortalRecurringGift; timeZone: string }) {
  const basis = JSON.stringify(gift)
  const [answered, setAnswered] = React.useState<{ basis: string; gift: PortalRecurringGift } | null>(null)
  const [message, setMessage] = React.useState<string | null>(null)
  const shown = answered && answered.basis === basis ? answered.gift : gift

  const onDone: ActionDone = React.useCallback(
    (result) => {
      setMessage(result.message ?? 'Done.')
      if (result.gift) setAnswered({ basis, gift: result.gift })
    },
    [basis],
  )

  const ended = shown.status === 'cancelled'
  const paused = shown.status === 'paused'
  return (
    <li className="rounded-card border p-4" data-testid="portal-recurring">
      <p className="font-semibold">
        ${shown.amount} · {portalWord(shown.frequency)} · {portalWord(shown.status)}
      </p>
      {shown.awaitingConfirmation ? (
        <p className="text-sm text-muted" data-testid="awaiting-confirmation">
          Awaiting confirmation: our payment provider accepted this change, and it shows here for good once it is confirmed.
        </p>
      ) : null}
      {paused ? (
        <p className="text-sm text-muted" data-testid="paused-until">
          {shown.resumesAt ? `Paused until ${portalDate(shown.resumesAt, timeZone)}: it restarts by itself then.` : 'Paused until you resume it.'}
        </p>
      ) : ended ? null : (
        <p className="text-sm text-muted">Next payment: {portalDate(shown.nextPaymentDate, timeZone)}</p>
      )}
      {ended ? null : (
        <RecurringActions gift={{ ...shown, frequency: shown.frequency as RecurringType }} onDone={onDone} />
      )}
      {message ? (
        <p role="status" className="mt-3 text-muted">
          {message}
        </p>
      ) : null}
    </li>
  )
}
