/**
 * How a payment was made, as Stripe names the method type (card, us_bank_account, link…). Wallets
 * (Apple Pay, Google Pay) are cards to Stripe. Read from what an event's PaymentIntent carries:
 * an expanded payment method or charge, the method of a failed attempt, or the one type it
 * allowed. Null when the intent allowed several and names none (the caller may ask Stripe).
 */
type Typed = { type?: string | null } | string | null | undefined

type IntentLike = {
  payment_method?: Typed
  latest_charge?: { payment_method_details?: { type?: string | null } | null } | string | null
  last_payment_error?: { payment_method?: { type?: string | null } | null } | null
  payment_method_types?: string[] | null
}

const typeOf = (value: Typed) => (value && typeof value === 'object' && value.type ? value.type : null)

export function paymentMethodOf(intent: IntentLike): string | null {
  const charge = intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null
  return (
    typeOf(intent.payment_method) ??
    charge?.payment_method_details?.type ??
    intent.last_payment_error?.payment_method?.type ??
    (intent.payment_method_types?.length === 1 ? intent.payment_method_types[0] : null)
  )
}

/** A bank debit settles days later: Stripe says `processing` meanwhile, and it may still fail. */
export const BANK_PAYMENT_METHOD = 'us_bank_account'
