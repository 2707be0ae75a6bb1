'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { FieldError, Input, Label } from '@/components/ui/input'
import { controlProps } from '@/features/forms/fields'

import {
  choosePreset,
  effectiveAmount,
  FREQUENCY_DESCRIPTIONS,
  PRESET_AMOUNTS,
  typeCustom,
  type AmountChoice,
  type DonationType,
} from '@/domain/donations/amounts'

/**
 * On a giving circle's page (issue 33): presets that start at the circle's minimum for this
 * schedule, and what a smaller gift does, said when one is typed. Any amount still goes.
 */
export type CircleAmounts = { name: string; minimum: number; yearlyMinimum: number; presets: readonly number[] }

type Props = {
  idPrefix: string
  type: DonationType
  choice: AmountChoice
  onChoiceChange: (update: (current: AmountChoice) => AmountChoice) => void
  error?: string
  circle?: CircleAmounts
  /** Below the amount (issue 29): the fee coverage choice. */
  children?: React.ReactNode
}

/** The spec's presets and custom amount (§5.2: number, minimum 1, step 0.01). */
export function AmountPicker({ idPrefix, type, choice, onChoiceChange, error, circle, children }: Props) {
  const amount = effectiveAmount(choice)
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">
        {type === 'one_time' ? 'Choose an amount' : `Choose an amount (${FREQUENCY_DESCRIPTIONS[type]})`}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="preset-amounts">
        {(circle?.presets ?? PRESET_AMOUNTS[type]).map((preset) => (
          <Button
            key={preset}
            type="button"
            variant={choice.preset === preset ? 'primary' : 'outline'}
            aria-pressed={choice.preset === preset}
            onClick={() => onChoiceChange((current) => choosePreset(current, preset))}
          >
            ${preset.toLocaleString('en-US')}
          </Button>
        ))}
      </div>
      <div className="mt-3">
        <Label htmlFor={`${idPrefix}-custom`}>Custom amount ($)</Label>
        <Input
          {...controlProps({ idPrefix, name: 'custom', error })}
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          placeholder="Enter amount"
          value={choice.custom}
          onChange={(event) => {
            const value = event.target.value
            onChoiceChange((current) => typeCustom(current, value))
          }}
        />
        <FieldError id={`${idPrefix}-custom-error`} message={error} />
      </div>
      {circle ? (
        <div aria-live="polite">
          {amount > 0 && amount < circle.minimum ? (
            <p className="mt-3 rounded-lg bg-sage-soft p-3 text-sm text-ink" data-testid="circle-note">
              {circleNote(circle, type)}
            </p>
          ) : null}
        </div>
      ) : null}
      {children}
    </fieldset>
  )
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** Below a circle's minimum: the gift is welcome and counts toward the circle, as the staff's circle suggestions count it. */
function circleNote(circle: CircleAmounts, type: DonationType) {
  const below = type === 'one_time' ? `Below ${dollars(circle.minimum)}` : `Below ${dollars(circle.minimum)} ${FREQUENCY_DESCRIPTIONS[type]}`
  return (
    `${below}, your gift is just as welcome and counts toward the ${circle.name}: ` +
    `you join it once your gifts of the last 12 months reach ${dollars(circle.yearlyMinimum)}.`
  )
}
