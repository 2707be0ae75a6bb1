/**
 * Stripe's event log, refunds and a test's controls over payments.
 *
 * Every event the fake makes (a refund's charge.refunded, a payment that a test marks succeeded,
 * a subscription update) is stored, never delivered: a test sends it to the webhook itself (or
 * leaves it for the reconciliation to find through GET /v1/events). POST /__fake/events stores
 * any event a test builds, as one Stripe sent but the site never received.
 */
/** Records events (never delivered) and makes a paid intent's charge; shared by the route modules. */
export function eventHelpers({ id, saved }) {
  const now = () => Math.floor(Date.now() / 1000)

  function record(type, object, created = now()) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: structuredClone(object) },
    }
    saved('events').set(event.id, event)
    return event
  }

  /** The intent's charge (made once); a bank payment's stays `pending` until the bank confirms. */
  function chargeOf(intent) {
    const charges = saved('charges')
    if (intent.latest_charge && charges.has(intent.latest_charge)) {
      const charge = charges.get(intent.latest_charge)
      if (intent.status === 'succeeded') charge.status = 'succeeded'
      return charge
    }
    const method = intent.payment_method ? saved('payment_methods').get(intent.payment_method) : null
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency ?? 'usd',
      payment_intent: intent.id,
      payment_method_details: { type: method?.type ?? 'card' },
      status: intent.status === 'processing' ? 'pending' : 'succeeded',
      created: intent.created,
    }
    charges.set(charge.id, charge)
    intent.latest_charge = charge.id
    return charge
  }

  return { now, record, chargeOf }
}

export function eventRoutes({ id, saved, notFound, onSaved }) {
  const { now, record, chargeOf } = eventHelpers({ id, saved })
  const events = () => saved('events')

  /** Stripe lists newest first; `created[gt|gte|lt|lte]`, `limit`, `starting_after` as the SDK sends them. */
  function list(items, query) {
    const bound = (op) => (query[`created[${op}]`] ?? query.created?.[op]) !== undefined ? Number(query[`created[${op}]`] ?? query.created[op]) : null
    const [gt, gte, lt, lte] = ['gt', 'gte', 'lt', 'lte'].map(bound)
    let found = [...items]
      .filter((item) => (gt === null || item.created > gt) && (gte === null || item.created >= gte))
      .filter((item) => (lt === null || item.created < lt) && (lte === null || item.created <= lte))
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
    if (query.starting_after) {
      const index = found.findIndex((item) => item.id === query.starting_after)
      found = index >= 0 ? found.slice(index + 1) : found
    }
    const limit = Math.min(100, Number(query.limit ?? 10))
    return { object: 'list', data: found.slice(0, limit), has_more: found.length > limit, url: '/v1/list' }
  }

  return [
    {
      method: 'GET',
      pattern: /^\/v1\/events$/,
      handle: ({ body }) => [200, list(events().values(), body)],
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events\/([^/]+)$/,
      handle: onSaved('events'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents$/,
      handle: ({ body }) => [200, list(saved('payment_intents').values(), body)],
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: ({ body, res, path }) => {
        const intent = saved('payment_intents').get(body.payment_intent)
        if (!intent) return notFound(res, path)
        if (intent.status !== 'succeeded') {
          return [400, { error: { type: 'invalid_request_error', code: 'charge_not_succeeded', message: 'This PaymentIntent has no successful charge to refund.' } }]
        }
        const charge = chargeOf(intent)
        const left = charge.amount - charge.amount_refunded
        const amount = body.amount === undefined ? left : Number(body.amount)
        if (!(amount > 0) || amount > left) {
          return [400, { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})` } }]
        }
        const refund = {
          id: id('re'),
          object: 'refund',
          amount,
          charge: charge.id,
          payment_intent: intent.id,
          currency: charge.currency,
          reason: body.reason ?? null,
          metadata: body.metadata ?? {},
          status: 'succeeded',
          created: now(),
        }
        saved('refunds').set(refund.id, refund)
        charge.amount_refunded += amount
        charge.refunded = charge.amount_refunded >= charge.amount
        record('charge.refunded', charge)
        return [200, refund]
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: onSaved('subscriptions', (subscription, { body, res, path }) => {
        if ('pause_collection' in body) {
          subscription.pause_collection =
            body.pause_collection === ''
              ? null
              : { behavior: body.pause_collection.behavior, resumes_at: body.pause_collection.resumes_at ? Number(body.pause_collection.resumes_at) : null }
        }
        if (body.metadata) subscription.metadata = { ...subscription.metadata, ...body.metadata }
        if (body.default_payment_method !== undefined) subscription.default_payment_method = body.default_payment_method || null
        // A changed price replaces the item's (Stripe keeps the item id); trial_end moves the next charge.
        for (const change of [].concat(body.items ?? [])) {
          const item = subscription.items.data.find((i) => i.id === change.id)
          if (!item) return notFound(res, path)
          if (change.price_data) {
            item.price = {
              id: id('price'),
              object: 'price',
              currency: change.price_data.currency,
              product: change.price_data.product,
              unit_amount: Number(change.price_data.unit_amount),
              recurring: {
                interval: change.price_data.recurring?.interval,
                interval_count: Number(change.price_data.recurring?.interval_count ?? 1),
              },
            }
          }
        }
        if (body.trial_end !== undefined) {
          subscription.trial_end = Number(body.trial_end)
          subscription.status = 'trialing'
          for (const item of subscription.items.data) item.current_period_end = subscription.trial_end
        }
        record('customer.subscription.updated', subscription)
        return [200, subscription]
      }),
    },
    {
      // The SDK sends `invoice=…` or `payment[type]=payment_intent&payment[payment_intent]=…`.
      method: 'GET',
      pattern: /^\/v1\/invoice_payments$/,
      handle: ({ body }) => {
        const byIntent = body['payment[payment_intent]'] ?? body.payment?.payment_intent
        const found = [...saved('invoice_payments').values()]
          .filter((paid) => !body.invoice || paid.invoice === body.invoice)
          .filter((paid) => !byIntent || paid.payment.payment_intent === byIntent)
          .filter((paid) => !body.status || paid.status === body.status)
        return [200, { object: 'list', data: found.slice(0, Number(body.limit ?? 10)), has_more: false, url: '/v1/invoice_payments' }]
      },
    },
    // Test controls (not Stripe's API).
    {
      method: 'POST',
      pattern: /^\/__fake\/events$/,
      handle: ({ body }) => {
        const event = { object: 'event', api_version: '2026-10-28.endive', livemode: false, created: now(), ...body }
        event.id ??= id('evt')
        event.created = Number(event.created)
        events().set(event.id, event)
        return [200, event]
      },
    },
    {
      method: 'GET',
      pattern: /^\/__fake\/events$/,
      handle: ({ body }) => [200, { data: [...events().values()].filter((event) => !body.type || event.type === body.type) }],
    },
    {
      // The donor pays a subscription's first invoice with the client secret the site gave her,
      // as Stripe does it: the secret's intent (no metadata of ours), a charge, an invoice
      // payment linking the two; returns the invoice.paid event (not delivered).
      method: 'POST',
      pattern: /^\/__fake\/invoices\/pay$/,
      handle: ({ body, res, path }) => {
        const invoice = [...saved('invoices').values()].find((i) => i.confirmation_secret?.client_secret === body.clientSecret)
        if (!invoice) return notFound(res, path)
        // A void invoice (its subscription was cancelled) cannot be paid, as Stripe refuses it.
        if (invoice.status === 'void') {
          return [400, { error: { type: 'invalid_request_error', code: 'invoice_not_open', message: 'This invoice is void.' } }]
        }
        const paidAt = now()
        const intentId = body.clientSecret.split('_secret_')[0]
        // A bank payment that was processing keeps its method and charge; a card pays at once.
        const before = saved('payment_intents').get(intentId)
        const intent = {
          payment_method_types: ['card'],
          ...before,
          id: intentId,
          object: 'payment_intent',
          amount: invoice.amount_due,
          amount_received: invoice.amount_due,
          currency: invoice.currency ?? 'usd',
          status: 'succeeded',
          metadata: {},
          customer: invoice.customer,
          created: paidAt,
        }
        saved('payment_intents').set(intent.id, intent)
        chargeOf(intent)
        const paid = {
          id: id('inpay'),
          object: 'invoice_payment',
          invoice: invoice.id,
          status: 'paid',
          amount_paid: invoice.amount_due,
          payment: { type: 'payment_intent', payment_intent: intent.id },
          created: paidAt,
        }
        saved('invoice_payments').set(paid.id, paid)
        Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: paidAt } })
        return [200, record('invoice.paid', invoice)]
      },
    },
    {
      // The donor's card is saved by the Payment Element: the setup intent succeeds with a new
      // payment method; returns the setup_intent.succeeded event (not delivered).
      method: 'POST',
      pattern: /^\/__fake\/setup_intents\/confirm$/,
      handle: ({ body, res, path }) => {
        const setupIntent = [...saved('setup_intents').values()].find((s) => s.client_secret === body.clientSecret)
        if (!setupIntent) return notFound(res, path)
        Object.assign(setupIntent, { status: 'succeeded', payment_method: id('pm') })
        return [200, record('setup_intent.succeeded', setupIntent)]
      },
    },
    {
      method: 'POST',
      pattern: /^\/__fake\/payment_intents\/([^/]+)\/succeed$/,
      handle: onSaved('payment_intents', (intent, { body }) => {
        intent.status = 'succeeded'
        intent.amount_received = intent.amount
        intent.last_payment_error = null
        if (body.created) intent.created = Number(body.created)
        // Paid by card unless a bank payment was processing (see ./bank-payments.mjs).
        if (!intent.payment_method) {
          intent.payment_method = id('pm')
          saved('payment_methods').set(intent.payment_method, { id: intent.payment_method, object: 'payment_method', type: 'card' })
        }
        chargeOf(intent)
        return [200, record('payment_intent.succeeded', intent)]
      }),
    },
  ]
}
