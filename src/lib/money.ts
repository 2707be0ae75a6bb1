/**
 * Money is integer cents everywhere inside the app; the public API speaks decimal strings
 * ("75.00") as the specification says. These are the only conversions between the two.
 */
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/

export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim()
  if (!DECIMAL.test(text)) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`)
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Like toCents, but null for anything that is not a plain non-negative amount. */
export function parseCents(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  try {
    return toCents(value)
  } catch {
    return null
  }
}

/**
 * Like parseCents, for amounts a person or a script sends: a number must already be an amount
 * in its shortest form, so 3.3000000000000003 (or 12.345) is refused rather than rounded.
 */
export function parseExactCents(value: unknown): number | null {
  if (typeof value === 'number' && !/^\d{1,9}(\.\d{1,2})?$/.test(String(value))) return null
  return parseCents(value)
}

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "$75.00": a $ prefix and two decimals (spec §9). */
export function formatPrice(cents: number): string {
  return `$${centsToDecimal(cents)}`
}

/** "$1,234.50": en-US grouping, for staff statistics. */
export function formatDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
}
