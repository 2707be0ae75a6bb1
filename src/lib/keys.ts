/** The largest key a PostgreSQL `serial` column holds. */
const MAX_SERIAL = 2_147_483_647

/**
 * A row key from an address: digits only, no sign, exponent or leading zero, within the column's
 * range. Anything else (`not-a-key`, `-1`, `1e9`, 300 digits) names no row, and is answered as a
 * missing one (404) instead of reaching the database, which would fail on an out-of-range number.
 */
export function serialKeyOf(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null
  const key = Number(text)
  return key <= MAX_SERIAL ? key : null
}
