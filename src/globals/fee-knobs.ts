import { Forbidden, type FieldHook, type GlobalAfterChangeHook } from 'payload'

import { type Area, hasRole } from '@/access'
import { recordAudit } from '@/collections/AuditLog/record'

/**
 * Issue 42: the knobs that set what donors are charged (the fee fields a donor who covers the
 * fee adds to her gift) and the monthly-ask threshold. Money settings: only admin and treasurer
 * change them (an editor sees them read-only, and a changed value from her is refused 403, not
 * silently dropped), each is bounded, and each saved change writes one audit row with the
 * values before and after.
 */
export const MONEY_KNOBS = ['feeCardFixedCents', 'feeCardPercent', 'feeBankPercent', 'feeBankCapCents', 'monthlyAskThresholdCents'] as const

/** The upper bounds: $1.00, 5 %, 2 %, $10.00 and $10,000. */
export const MONEY_KNOB_MAX = {
  feeCardFixedCents: 100,
  feeCardPercent: 5,
  feeBankPercent: 2,
  feeBankCapCents: 1_000,
  monthlyAskThresholdCents: 1_000_000,
} as const satisfies Record<(typeof MONEY_KNOBS)[number], number>

/**
 * A field hook refusing (403) a changed value from a role outside `area`. Field hooks run before
 * field access, which would drop the value silently: a refusal is what the sender should see.
 * The admin form sends every field back as it was, which is no change.
 */
export function refuseChangeWithout(area: Area): FieldHook {
  return ({ value, previousValue, req, overrideAccess, field }) => {
    if (overrideAccess || value === undefined || sameValue(value, previousValue)) return value
    // A field never saved is filled in with its default by Payload: that is no change either.
    const fallback = 'defaultValue' in field && typeof field.defaultValue !== 'function' ? field.defaultValue : undefined
    if ((previousValue === null || previousValue === undefined) && fallback !== undefined && sameValue(value, fallback)) return value
    if (!hasRole(req.user, area)) throw new Forbidden(req.t)
    return value
  }
}

/** An unset field may come back from a form as null, '' or false: all the same "nothing". */
function sameValue(next: unknown, previous: unknown) {
  const empty = (value: unknown) => value === null || value === undefined || value === '' || value === false
  if (empty(next) && empty(previous)) return true
  return typeof next !== 'object' && next === previous
}

/** One audit row per save that changed any knob: `name: before → after`, numbers only. */
export const auditKnobChanges: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const changes = MONEY_KNOBS.filter((name) => doc?.[name] !== previousDoc?.[name]).map(
    (name) => `${name}: ${previousDoc?.[name] ?? '—'} → ${doc?.[name] ?? '—'}`,
  )
  if (changes.length === 0) return doc
  await recordAudit(req.payload, { action: 'settings-change', user: req.user, collection: 'site-settings', detail: changes.join('; ') }, req)
  return doc
}
