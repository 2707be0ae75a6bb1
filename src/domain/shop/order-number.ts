/**
 * The short number a buyer and staff read aloud for an order (issue 33): `BH-1042`. It comes
 * from a PostgreSQL sequence (`orders_order_number_seq`), so it is unique and in order of
 * creation under any concurrency; a rolled-back order leaves a gap, never a duplicate. The
 * order's unguessable public id stays its id in addresses and the API.
 */
export const ORDER_NUMBER_PREFIX = 'BH-'

export function formatOrderNumber(value: number | string): string {
  return `${ORDER_NUMBER_PREFIX}${value}`
}

/**
 * What staff type into a search, as the stored number: "BH-1042", "bh 1042", "#1042" or "1042"
 * all mean `BH-1042`; anything else is not an order number (null).
 */
export function parseOrderNumber(text: string): string | null {
  const match = /^\s*(?:#|bh[\s-]*)?0*([1-9][0-9]{0,11})\s*$/i.exec(text)
  return match ? formatOrderNumber(match[1]) : null
}
