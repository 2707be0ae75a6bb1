import { eventHelpers } from './events.mjs'

/**
 * Bank payments (US bank accounts, ACH) as Stripe runs them: a confirmed intent is `processing`
 * for days, then succeeds (the existing `/__fake/payment_intents/:id/succeed` and
 * `/__fake/invoices/pay`) or fails. These test controls move an intent the site created and
 * return the event Stripe would send; nothing is delivered (a test sends it to the webhook).
 */
export function bankPaymentRoutes({ id, saved, notFound, onSaved }) {
  const { now, record, chargeOf } = eventHelpers({ id, saved })

  function bankMethod() {
    const method = { id: id('pm'), object: 'payment_method', type: 'us_bank_account', us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789' } }
    saved('payment_methods').set(method.id, method)
    return method
  }

  /** The donor confirmed with her bank account: the intent and its (pending) charge are processing. */
  function startProcessing(intent) {
    intent.status = 'processing'
    // As Stripe's events do, the intent names its method by id only (its types list stays as created).
    intent.payment_method = bankMethod().id
    intent.last_payment_error = null
    chargeOf(intent)
    return intent
  }

  /** The bank refused the debit (closed account, insufficient funds): the intent wants another method. */
  function fail(intent) {
    const method = intent.payment_method ? saved('payment_methods').get(intent.payment_method) : bankMethod()
    intent.status = 'requires_payment_method'
    intent.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_method_insufficient_funds',
      message: 'The customer’s account has insufficient funds to cover this payment.',
      payment_method: method,
    }
    intent.payment_method = null
    const charge = intent.latest_charge ? saved('charges').get(intent.latest_charge) : null
    if (charge) charge.status = 'failed'
    return intent
  }

  /** The intent of a subscription's first invoice, paid through the client secret the site gave. */
  function invoiceIntent(clientSecret) {
    const invoice = [...saved('invoices').values()].find((i) => i.confirmation_secret?.client_secret === clientSecret)
    if (!invoice) return null
    const intentId = clientSecret.split('_secret_')[0]
    let intent = saved('payment_intents').get(intentId)
    if (!intent) {
      intent = { id: intentId, object: 'payment_intent', amount: invoice.amount_due, currency: invoice.currency ?? 'usd', metadata: {}, customer: invoice.customer, created: now() }
      saved('payment_intents').set(intent.id, intent)
    }
    return { invoice, intent }
  }

  return [
    {
      method: 'POST',
      pattern: /^\/__fake\/payment_intents\/([^/]+)\/process$/,
      handle: onSaved('payment_intents', (intent) => [200, record('payment_intent.processing', startProcessing(intent))]),
    },
    {
      method: 'POST',
      pattern: /^\/__fake\/payment_intents\/([^/]+)\/fail$/,
      handle: onSaved('payment_intents', (intent) => [200, record('payment_intent.payment_failed', fail(intent))]),
    },
    {
      // A recurring gift's invoice paid by bank: its intent processing, an invoice payment linking them.
      method: 'POST',
      pattern: /^\/__fake\/invoices\/process$/,
      handle: ({ body, res, path }) => {
        const found = invoiceIntent(body.clientSecret)
        if (!found) return notFound(res, path)
        const { invoice, intent } = found
        startProcessing(intent)
        const paying = { id: id('inpay'), object: 'invoice_payment', invoice: invoice.id, status: 'open', amount_paid: null, payment: { type: 'payment_intent', payment_intent: intent.id }, created: now() }
        saved('invoice_payments').set(paying.id, paying)
        return [200, record('payment_intent.processing', intent)]
      },
    },
    {
      // The bank refused a recurring gift's invoice: returns invoice.payment_failed (the intent's own event is stored too).
      method: 'POST',
      pattern: /^\/__fake\/invoices\/fail$/,
      handle: ({ body, res, path }) => {
        const found = invoiceIntent(body.clientSecret)
        if (!found) return notFound(res, path)
        record('payment_intent.payment_failed', fail(found.intent))
        Object.assign(found.invoice, { attempt_count: (found.invoice.attempt_count ?? 0) + 1, next_payment_attempt: null })
        return [200, record('invoice.payment_failed', found.invoice)]
      },
    },
  ]
}
