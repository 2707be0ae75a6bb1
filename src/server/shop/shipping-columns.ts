/** An order's shipping address as its row holds it: every column null when nothing ships. */
export type ShippingColumns = {
  shipping_address_name: string | null
  shipping_address_line1: string | null
  shipping_address_line2: string | null
  shipping_address_city: string | null
  shipping_address_state: string | null
  shipping_address_postal_code: string | null
  shipping_address_phone: string | null
}

/** The address an order's row holds, or null when it has none (no first line: nothing ships). */
export function shippingAddressOf(row: ShippingColumns) {
  if (!row.shipping_address_line1) return null
  return {
    name: row.shipping_address_name ?? '',
    line1: row.shipping_address_line1,
    line2: row.shipping_address_line2,
    city: row.shipping_address_city ?? '',
    state: row.shipping_address_state ?? '',
    postalCode: row.shipping_address_postal_code ?? '',
    phone: row.shipping_address_phone,
  }
}
