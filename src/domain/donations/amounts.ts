/**
 * Gift types, schedules and amount choice (spec §3.5, §4, §9). Pure, so the form, the API and
 * the tests share one reading of the rules.
 */
export const DONATION_TYPES = ['one_time', 'monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual'] as const
export type DonationType = (typeof DONATION_TYPES)[number]

export const RECURRING_TYPES = ['monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual'] as const
export type RecurringType = (typeof RECURRING_TYPES)[number]

/** Preset amounts in whole dollars, per type (spec §9). */
export const PRESET_AMOUNTS: Record<DonationType, readonly number[]> = {
  one_time: [25, 50, 75, 150],
  monthly: [15, 25, 50, 75],
  bi_monthly: [50, 100, 150, 200],
  quarterly: [75, 150, 225, 300],
  semi_annual: [150, 300, 450, 600],
  annual: [300, 600, 900, 1200],
}

export const FREQUENCY_LABELS: Record<RecurringType, string> = {
  monthly: 'Monthly',
  bi_monthly: 'Bi-monthly',
  quarterly: 'Quarterly',
  semi_annual: 'Semi-annual',
  annual: 'Annual',
}

export const FREQUENCY_DESCRIPTIONS: Record<RecurringType, string> = {
  monthly: 'every month',
  bi_monthly: 'every 2 months',
  quarterly: 'every 3 months',
  semi_annual: 'every 6 months',
  annual: 'once per year',
}

/** Stripe's recurring price for each schedule (ARCHITECTURE.md "Money rules"). */
export const BILLING_INTERVALS: Record<RecurringType, { interval: 'month' | 'year'; interval_count: number }> = {
  monthly: { interval: 'month', interval_count: 1 },
  bi_monthly: { interval: 'month', interval_count: 2 },
  quarterly: { interval: 'month', interval_count: 3 },
  semi_annual: { interval: 'month', interval_count: 6 },
  annual: { interval: 'year', interval_count: 1 },
}

/** Payments a year on each schedule (a one-time gift is one). */
export const PAYMENTS_PER_YEAR: Record<DonationType, number> = {
  one_time: 1,
  monthly: 12,
  bi_monthly: 6,
  quarterly: 4,
  semi_annual: 2,
  annual: 1,
}

/** Round presets land on amounts people say aloud: $8, $65, $325, $3,800. */
function roundPreset(dollars: number) {
  const step = dollars < 20 ? 1 : dollars < 100 ? 5 : dollars < 1000 ? 25 : 100
  return Math.round(dollars / step) * step
}

/**
 * A giving circle's form (issue 33): the smallest payment on `type` that reaches the circle's
 * yearly minimum within a year (whole dollars, rounded up so it does reach it), and presets
 * that start there. /donate keeps the spec's presets.
 */
export function levelAmounts(minimumCents: number, type: DonationType, maximumCents: number | null = null): { minimum: number; presets: number[] } {
  const minimum = Math.max(1, Math.ceil(minimumCents / 100 / PAYMENTS_PER_YEAR[type]))
  // Issue 47: a circle of $200–$499 offers no $600: no preset past the top of its range.
  const maximum = maximumCents === null ? Infinity : Math.floor(maximumCents / 100 / PAYMENTS_PER_YEAR[type])
  const presets = [minimum]
  for (const factor of [1.5, 2, 3]) {
    const next = roundPreset(minimum * factor)
    if (next > presets[presets.length - 1] && next <= maximum) presets.push(next)
  }
  return { minimum, presets }
}

/** One gift may not exceed this: a typo of extra zeros should not reach a card. */
export const MAX_DONATION_CENTS = 10_000_000
/** The smallest gift: the custom amount field's `min` is 1 (spec §5.2). */
export const MIN_DONATION_CENTS = 100

export function isDonationType(value: unknown): value is DonationType {
  return typeof value === 'string' && (DONATION_TYPES as readonly string[]).includes(value)
}

export function isRecurring(type: DonationType): type is RecurringType {
  return type !== 'one_time'
}

/** "quarterly" for the thank-you line "Your quarterly donation has been set up successfully." */
export function frequencyWord(type: RecurringType): string {
  return FREQUENCY_LABELS[type].toLowerCase()
}

export type AmountChoice = { preset: number | null; custom: string }

export const NO_AMOUNT: AmountChoice = { preset: null, custom: '' }

/** Choosing a preset clears the custom amount (spec §4). */
export function choosePreset(_choice: AmountChoice, preset: number): AmountChoice {
  return { preset, custom: '' }
}

/** Typing a custom amount clears the preset (spec §4). */
export function typeCustom(_choice: AmountChoice, custom: string): AmountChoice {
  return { preset: null, custom }
}

/** Effective amount in dollars = preset, else the custom number, else 0. */
export function effectiveAmount(choice: AmountChoice): number {
  if (choice.preset !== null) return choice.preset
  const typed = Number(choice.custom)
  return choice.custom.trim() !== '' && Number.isFinite(typed) ? typed : 0
}
