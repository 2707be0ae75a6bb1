'use client'

import * as React from 'react'

import { FieldError, Input, Label, Textarea } from '@/components/ui/input'
import { CheckboxRow, controlProps, Radio } from '@/features/forms/fields'

import { TRIBUTE_MESSAGE_MAX, type TributeType, tributeCardText } from '@/domain/donations/tribute'
import { FieldFrame } from './donor-fields'

/**
 * "Dedicate this gift" (issue 30): in honour or in memory of someone, and optionally a card to
 * someone who should know, with a preview of the card as it will be sent (never the amount).
 * The form keeps the state; `tributeBody` turns it into create-donation-intent's `tribute`.
 */
export type TributeState = {
  enabled: boolean
  type: TributeType
  honoreeName: string
  notify: boolean
  notifyName: string
  notifyEmail: string
  message: string
}

export const EMPTY_TRIBUTE: TributeState = {
  enabled: false,
  type: 'honor',
  honoreeName: '',
  notify: false,
  notifyName: '',
  notifyEmail: '',
  message: '',
}

export function tributeBody(state: TributeState) {
  if (!state.enabled) return undefined
  return {
    type: state.type,
    honoreeName: state.honoreeName,
    ...(state.notify
      ? { notify: { name: state.notifyName, email: state.notifyEmail, ...(state.message.trim() ? { message: state.message } : {}) } }
      : {}),
  }
}

type Props = {
  idPrefix: string
  value: TributeState
  onChange: (next: TributeState) => void
  /** Field errors keyed as the rules name them (`tribute.honoreeName`, `tribute.notify.email`…). */
  errors: Record<string, string | undefined>
  clearError: (name: string) => void
  /** The donor's name as she typed it, for the preview. */
  donorName: string
  foundationName?: string
}

export function TributeFields({ idPrefix, value, onChange, errors, clearError, donorName, foundationName = 'our foundation' }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`
  const set = <K extends keyof TributeState>(key: K, next: TributeState[K], field?: string) => {
    onChange({ ...value, [key]: next })
    if (field) clearError(field)
  }
  // A required text field of the dedication: `name` is the rules' key, for its error and its id.
  const requiredInput = (key: 'honoreeName' | 'notifyName' | 'notifyEmail', name: string, label: string, props: React.ComponentProps<'input'>) => (
    <FieldFrame idPrefix={idPrefix} name={name} label={label} required error={errors[name]}>
      <Input
        {...controlProps({ idPrefix, name, error: errors[name] })}
        aria-required
        {...props}
        value={value[key]}
        onChange={(event) => set(key, event.target.value, name)}
      />
    </FieldFrame>
  )
  // Issue 47: before names are typed the preview still reads as a card ("Dear friend, A friend
  // of yours has made a gift…"), never "Dear the person you tell, You has made…".
  const card = tributeCardText({
    recipientName: value.notifyName.trim() || 'friend',
    donorName: donorName.trim() || 'A friend of yours',
    type: value.type,
    honoreeName: value.honoreeName.trim() || '…',
    message: value.message,
    foundationName,
  })

  return (
    <div className="rounded-lg border border-line p-3" data-testid="tribute">
      <CheckboxRow id={id('tribute')} checked={value.enabled} onChange={(enabled) => set('enabled', enabled)}>
        Dedicate this gift
      </CheckboxRow>
      {value.enabled ? (
        <div className="mt-3 space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">This gift is</legend>
            <div className="flex flex-wrap gap-4">
              {(['honor', 'memory'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2">
                  <Radio name={id('tribute-type')} value={type} selected={value.type} onSelect={(next) => set('type', next)} className="accent-primary" />
                  {type === 'honor' ? 'In honor of' : 'In memory of'}
                </label>
              ))}
            </div>
          </fieldset>
          {requiredInput('honoreeName', 'tribute.honoreeName', "Honoree's name", { maxLength: 120 })}
          <CheckboxRow id={id('tribute-notify')} checked={value.notify} onChange={(notify) => set('notify', notify)}>
            Tell someone about this gift by e-mail
          </CheckboxRow>
          {value.notify ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {requiredInput('notifyName', 'tribute.notify.name', 'Their name', { maxLength: 120 })}
              {requiredInput('notifyEmail', 'tribute.notify.email', 'Their e-mail', { type: 'email' })}
              <div className="sm:col-span-2">
                <Label htmlFor={id('tribute.notify.message')}>
                  Personal message <span className="font-normal text-muted">(optional)</span>
                </Label>
                <Textarea
                  {...controlProps({ idPrefix, name: 'tribute.notify.message', error: errors['tribute.notify.message'] })}
                  maxLength={TRIBUTE_MESSAGE_MAX}
                  value={value.message}
                  onChange={(event) => set('message', event.target.value, 'tribute.notify.message')}
                />
                <p className="text-right text-sm text-muted" aria-live="polite">
                  {value.message.length}/{TRIBUTE_MESSAGE_MAX}
                </p>
                <FieldError id={id('tribute.notify.message-error')} message={errors['tribute.notify.message']} />
              </div>
              <figure className="sm:col-span-2 rounded-lg bg-sage-soft p-4 text-sm text-ink" aria-label="Preview of the card" data-testid="tribute-preview">
                <figcaption className="mb-2 font-semibold">Preview of the card · {card.title}</figcaption>
                {card.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mb-2">
                    {paragraph}
                  </p>
                ))}
                {card.message ? <blockquote className="border-l-4 border-primary pl-3 whitespace-pre-wrap">{card.message}</blockquote> : null}
                <p className="mt-2 text-muted">The card never mentions the amount. It is sent once your payment has gone through.</p>
              </figure>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
