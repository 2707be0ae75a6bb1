'use client'

import * as React from 'react'

import { Input, Label } from '@/components/ui/input'
import { CheckboxRow } from '@/features/forms/fields'
import { hrSentence } from '@/domain/donations/matching'

/**
 * "My employer matches gifts" (issue 30): asking costs nothing and many employers match. The
 * form keeps the state; `matchingBody` is what create-donation-intent takes. The thank-you
 * screen learns of it from this tab's session storage (never the address bar).
 */
export type MatchingState = { matching: boolean; employer: string }
export const NO_MATCHING: MatchingState = { matching: false, employer: '' }

const STORAGE_KEY = 'donation-matching'

export function matchingBody(state: MatchingState) {
  if (!state.matching) return {}
  return { matchingGift: true, ...(state.employer.trim() ? { matchingEmployer: state.employer } : {}) }
}

/** Called once the gift is started: the thank-you screen after payment says what to send HR. */
export function rememberMatching(state: MatchingState) {
  try {
    if (state.matching) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ employer: state.employer.trim() }))
    else window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage refused (private mode): the receipt still carries the sentence.
  }
}

export function MatchingFields({ idPrefix, value, onChange }: { idPrefix: string; value: MatchingState; onChange: (next: MatchingState) => void }) {
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <div className="rounded-lg border border-line p-3" data-testid="matching">
      <CheckboxRow id={id('matching')} checked={value.matching} onChange={(matching) => onChange({ ...value, matching })}>
        My employer matches gifts
      </CheckboxRow>
      {value.matching ? (
        <div className="mt-3">
          <Label htmlFor={id('matchingEmployer')}>
            Employer name <span className="font-normal text-muted">(optional)</span>
          </Label>
          <Input
            id={id('matchingEmployer')}
            name="matchingEmployer"
            maxLength={200}
            autoComplete="organization"
            value={value.employer}
            onChange={(event) => onChange({ ...value, employer: event.target.value })}
          />
          <p className="mt-1 text-sm text-muted">After your gift we give you what your HR department asks for.</p>
        </div>
      ) : null}
    </div>
  )
}

const noSubscription = () => () => {}

function readStored() {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

function parseStored(stored: string | null): string | null {
  if (!stored) return null
  try {
    const parsed = JSON.parse(stored) as { employer?: unknown }
    return typeof parsed.employer === 'string' ? parsed.employer : ''
  } catch {
    return null
  }
}

/** On the thank-you screen: the legal name, EIN and a sentence to send to HR, when she said her employer matches. */
export function MatchingThankYou({ legalName, ein }: { legalName: string; ein: string }) {
  // Read from this tab's storage after hydration (the server has no storage: it renders nothing).
  const stored = React.useSyncExternalStore(noSubscription, readStored, () => null)
  const employer = parseStored(stored)
  if (employer === null) return null
  return (
    <section aria-labelledby="matching-title" className="mt-8 rounded-card bg-sage-soft p-5 text-left" data-testid="matching-thank-you">
      <h2 id="matching-title" className="text-xl font-bold">
        Ask your employer to match your gift
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Legal name</dt>
        <dd>{legalName}</dd>
        <dt className="font-semibold">EIN</dt>
        <dd>{ein || 'on request'}</dd>
      </dl>
      <p className="mt-3">Send this to your HR department with your receipt:</p>
      <blockquote className="mt-2 border-l-4 border-primary pl-3">{hrSentence({ legalName, ein, employer: employer || null })}</blockquote>
    </section>
  )
}
