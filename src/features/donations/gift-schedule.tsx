'use client'

import * as React from 'react'

import { cn } from '@/lib/utils'
import { Radio } from '@/features/forms/fields'

import { FREQUENCY_DESCRIPTIONS, FREQUENCY_LABELS, type RecurringType } from '@/domain/donations/amounts'

export type GiftKind = 'one_time' | 'recurring'

const KIND_LABELS: Record<GiftKind, string> = { one_time: 'One-time', recurring: 'Monthly' }

type Props = {
  idPrefix: string
  kind: GiftKind
  onKindChange: (kind: GiftKind) => void
  frequencies: readonly RecurringType[]
  frequency: RecurringType
  onFrequencyChange: (frequency: RecurringType) => void
}

/**
 * Issue 33: the one-time/monthly switch heads the one donation form, so monthly giving is the
 * first choice a donor sees rather than a second form two screens down. A monthly choice opens
 * the spec's frequency selector (§2.8) when more than one schedule is offered.
 */
export function GiftSchedule({ idPrefix, kind, onKindChange, frequencies, frequency, onFrequencyChange }: Props) {
  return (
    <>
      <fieldset>
        <legend className="sr-only">How would you like to give?</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-primary-soft p-1" data-testid="gift-kind">
          {(['one_time', 'recurring'] as const).map((option) => (
            <label
              key={option}
              className="relative cursor-pointer rounded-md px-3 py-2 text-center font-semibold text-ink has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
            >
              <Radio name={`${idPrefix}-kind`} value={option} selected={kind} onSelect={onKindChange} className="absolute inset-0 size-full cursor-pointer opacity-0" />
              {KIND_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'recurring' && frequencies.length > 1 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">How often?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {frequencies.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary',
                )}
              >
                <Radio name={`${idPrefix}-frequency`} value={option} selected={frequency} onSelect={onFrequencyChange} className="mt-1 accent-primary" />
                <span>
                  <span className="block font-semibold">{FREQUENCY_LABELS[option]}</span>
                  <span className="block text-sm text-muted">{FREQUENCY_DESCRIPTIONS[option]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  )
}
