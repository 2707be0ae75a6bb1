'use client'

/**
 * What the buyer typed at checkout, kept for this tab only (sessionStorage, which the quick exit
 * clears) while Stripe has them on another page: a bank or wallet that sends them back with a
 * failed payment returns them to the payment step with their details still shown, and Back
 * still edits them. Forgotten once the order is placed.
 */
const KEY = 'checkout-draft'

export type CheckoutDraft<Customer, Address> = {
  orderId: string
  /** The details and cart the order was placed with: an unchanged form pays that order again. */
  fingerprint: string
  customer: Customer
  address: Address
}

export function saveCheckoutDraft<C, A>(draft: CheckoutDraft<C, A>) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft))
  } catch {
    // Storage off or full: a failed payment then starts from an empty form, nothing worse.
  }
}

/** The stored text as it is (a stable snapshot for useSyncExternalStore), or null. */
export function readCheckoutDraftText(): string | null {
  try {
    return window.sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

/** The draft in `text` if it belongs to this order. */
export function parseCheckoutDraft<C, A>(text: string | null, orderId: string | undefined): CheckoutDraft<C, A> | null {
  if (!text || !orderId) return null
  try {
    const draft = JSON.parse(text) as CheckoutDraft<C, A> | null
    return draft && draft.orderId === orderId ? draft : null
  } catch {
    return null
  }
}

export function forgetCheckoutDraft() {
  try {
    window.sessionStorage.removeItem(KEY)
  } catch {
    // nothing stored
  }
}
