'use client'

import * as React from 'react'

import { FieldError, Input, Label, Textarea } from '@/components/ui/input'
import { controlProps } from '@/features/forms/fields'

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
  const card = tributeCardText({
    recipientName: value.notifyName.trim() || 'the person you tell',
    donorName: donorName.trim() || 'You',
    type: value.type,
    honoreeName: value.honoreeName.trim() || '…',
    message: value.message,
    foundationName,
  })

  return (
    <div className="rounded-lg border border-line p-3" data-testid="tribute">
      <div className="flex items-start gap-2">
        <input
          id={id('tribute')}
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
          className="mt-1 size-4 accent-primary"
        />
        <Label htmlFor={id('tribute')}>Dedicate this gift</Label>
      </div>
      {value.enabled ? (
        <div className="mt-3 space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">This gift is</legend>
            <div className="flex flex-wrap gap-4">
              {(['honor', 'memory'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={id('tribute-type')}
                    value={type}
                    checked={value.type === type}
                    onChange={() => set('type', type)}
                    className="accent-primary"
                  />
                  {type === 'honor' ? 'In honour of' : 'In memory of'}
                </label>
              ))}
            </div>
          </fieldset>
          <FieldFrame idPrefix={idPrefix} name="tribute.honoreeName" label="Honoree's name" required error={errors['tribute.honoreeName']}>
            <Input
              {...controlProps({ idPrefix, name: 'tribute.honoreeName', error: errors['tribute.honoreeName'] })}
              aria-required
              maxLength={120}
              value={value.honoreeName}
              onChange={(event) => set('honoreeName', event.target.value, 'tribute.honoreeName')}
            />
          </FieldFrame>
          <div className="flex items-start gap-2">
            <input
              id={id('tribute-notify')}
              type="checkbox"
              checked={value.notify}
              onChange={(event) => set('notify', event.target.checked)}
              className="mt-1 size-4 accent-primary"
            />
            <Label htmlFor={id('tribute-notify')}>Tell someone about this gift by e-mail</Label>
          </div>
          {value.notify ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FieldFrame idPrefix={idPrefix} name="tribute.notify.name" label="Their name" required error={errors['tribute.notify.name']}>
                <Input
                  {...controlProps({ idPrefix, name: 'tribute.notify.name', error: errors['tribute.notify.name'] })}
                  aria-required
                  maxLength={120}
                  value={value.notifyName}
                  onChange={(event) => set('notifyName', event.target.value, 'tribute.notify.name')}
                />
              </FieldFrame>
              <FieldFrame idPrefix={idPrefix} name="tribute.notify.email" label="Their e-mail" required error={errors['tribute.notify.email']}>
                <Input
                  {...controlProps({ idPrefix, name: 'tribute.notify.email', error: errors['tribute.notify.email'] })}
                  aria-required
                  type="email"
                  value={value.notifyEmail}
                  onChange={(event) => set('notifyEmail', event.target.value, 'tribute.notify.email')}
                />
              </FieldFrame>
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
                <figcaption className="mb-2 font-semibold">Preview of the card · {card.subject}</figcaption>
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
