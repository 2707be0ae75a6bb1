/**
 * Customers, products, subscriptions and invoices for recurring gifts.
 * Each route: { method, pattern, handle({ body, match, path, res }) → [status, json] }.
 */
import { eventHelpers } from './events.mjs'

export function billingRoutes({ id, saved, notFound, randomBytes, onSaved, created }) {
  const now = () => Math.floor(Date.now() / 1000)
  const { record } = eventHelpers({ id, saved })
  const expandList = (body) => [].concat(body.expand ?? [])

  function invoiceFor(subscription, item) {
    const invoice = {
      id: id('in'),
      object: 'invoice',
      status: 'open',
      amount_due: item.price.unit_amount,
      amount_paid: 0,
      currency: item.price.currency,
      customer: subscription.customer,
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      created: now(),
    }
    invoice.confirmation_secret = {
      type: 'payment_intent',
      client_secret: `pi_${randomBytes(12).toString('hex')}_secret_${randomBytes(8).toString('hex')}`,
    }
    saved('invoices').set(invoice.id, invoice)
    return invoice
  }

  /** The end of the first period from `start` (Stripe adds whole months or years). */
  function periodEndFrom(start, recurring) {
    const end = new Date(start * 1000)
    if (recurring.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + recurring.interval_count)
    else end.setUTCMonth(end.getUTCMonth() + recurring.interval_count)
    return Math.floor(end.getTime() / 1000)
  }

  function withExpansions(subscription, body) {
    if (!expandList(body).some((path) => path.startsWith('latest_invoice'))) return subscription
    return { ...subscription, latest_invoice: saved('invoices').get(subscription.latest_invoice) }
  }

  const newProduct = created('products', ({ body }) => ({
    id: body.id ?? id('prod'),
    object: 'product',
    name: body.name,
    active: true,
    metadata: body.metadata ?? {},
    created: now(),
  }))

  const newSetupIntent = created('setup_intents', ({ body }) => {
    const intentId = id('seti')
    return {
      id: intentId,
      object: 'setup_intent',
      status: 'requires_payment_method',
      customer: body.customer ?? null,
      usage: body.usage ?? 'off_session',
      payment_method: null,
      metadata: body.metadata ?? {},
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      created: now(),
    }
  })

  return [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: created('customers', ({ body }) => ({
        id: id('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        phone: body.phone ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      })),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/products$/,
      handle: (request) =>
        saved('products').has(request.body.id)
          ? [400, { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } }]
          : newProduct(request),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/products\/([^/]+)$/,
      handle: onSaved('products'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions$/,
      handle: ({ body, res, path }) => {
        const priceData = body.items?.[0]?.price_data
        if (!saved('customers').has(body.customer) || !priceData || !saved('products').has(priceData.product)) {
          return notFound(res, path)
        }
        const item = {
          id: id('si'),
          object: 'subscription_item',
          price: {
            id: id('price'),
            object: 'price',
            currency: priceData.currency,
            product: priceData.product,
            unit_amount: Number(priceData.unit_amount),
            recurring: {
              interval: priceData.recurring?.interval,
              interval_count: Number(priceData.recurring?.interval_count ?? 1),
            },
          },
          quantity: 1,
        }
        item.current_period_end = periodEndFrom(now(), item.price.recurring)
        const subscription = {
          id: id('sub'),
          object: 'subscription',
          status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
          customer: body.customer,
          description: body.description ?? null,
          metadata: body.metadata ?? {},
          items: { object: 'list', data: [item] },
          default_payment_method: null,
          created: now(),
        }
        subscription.latest_invoice = invoiceFor(subscription, item).id
        saved('subscriptions').set(subscription.id, subscription)
        return [200, withExpansions(subscription, body)]
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: onSaved('subscriptions', (subscription, { body }) => [200, withExpansions(subscription, body)]),
    },
    {
      // A customer's subscriptions, newest first, by status when asked (as Stripe lists them).
      method: 'GET',
      pattern: /^\/v1\/subscriptions$/,
      handle: ({ body }) => {
        const found = [...saved('subscriptions').values()]
          .filter((subscription) => !body.customer || subscription.customer === body.customer)
          .filter((subscription) => !body.status || body.status === 'all' || subscription.status === body.status)
          .reverse()
        return [200, { object: 'list', data: found.slice(0, Number(body.limit ?? 10)), has_more: false, url: '/v1/subscriptions' }]
      },
    },
    {
      // Cancelling an incomplete subscription voids its open first invoice: it can no longer be paid.
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: onSaved('subscriptions', (subscription) => {
        const invoice = saved('invoices').get(subscription.latest_invoice)
        if (invoice?.status === 'open') invoice.status = 'void'
        subscription.status = 'canceled'
        return [200, subscription]
      }),
    },
    {
      // A card saved for later (the donor portal's card update), confirmed by the test through
      // POST /__fake/setup_intents/confirm as the Payment Element would.
      method: 'POST',
      pattern: /^\/v1\/setup_intents$/,
      handle: (request) => {
        const { customer } = request.body
        if (customer && !saved('customers').has(customer)) return notFound(request.res, request.path)
        return newSetupIntent(request)
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/setup_intents\/([^/]+)$/,
      handle: onSaved('setup_intents'),
    },
    {
      // Test control (issue 44): an active subscription another tool made in the foundation's
      // account (no metadata of ours), as an import adopts it. Body: { amount, interval?, interval_count? }.
      method: 'POST',
      pattern: /^\/__fake\/subscriptions$/,
      handle: ({ body }) => {
        const customer = { id: id('cus'), object: 'customer', email: null, name: null, metadata: {}, created: now() }
        saved('customers').set(customer.id, customer)
        const recurring = { interval: body.interval ?? 'month', interval_count: Number(body.interval_count ?? 1) }
        const item = {
          id: id('si'),
          object: 'subscription_item',
          price: { id: id('price'), object: 'price', currency: 'usd', product: 'prod_old_tool', unit_amount: Number(body.amount ?? 2500), recurring },
          quantity: 1,
        }
        item.current_period_end = periodEndFrom(now(), recurring)
        const subscription = {
          id: id('sub'),
          object: 'subscription',
          status: body.status ?? 'active',
          customer: customer.id,
          description: null,
          metadata: body.metadata ?? {},
          items: { object: 'list', data: [item] },
          default_payment_method: null,
          start_date: now() - 86400 * 90,
          created: now() - 86400 * 90,
        }
        saved('subscriptions').set(subscription.id, subscription)
        return [200, subscription]
      },
    },
    {
      // Test control: the next period of an active subscription is billed and paid at its
      // price's amount, as Stripe renews it; returns the invoice.paid event (not delivered).
      method: 'POST',
      pattern: /^\/__fake\/subscriptions\/([^/]+)\/renew$/,
      handle: ({ match, res, path }) => {
        const subscription = saved('subscriptions').get(match[1])
        if (!subscription || subscription.status === 'canceled') return notFound(res, path)
        const item = subscription.items.data[0]
        const paidAt = now()
        const invoice = {
          ...invoiceFor(subscription, item),
          billing_reason: 'subscription_cycle',
          status: 'paid',
          amount_paid: item.price.unit_amount,
          status_transitions: { paid_at: paidAt },
        }
        delete invoice.confirmation_secret
        saved('invoices').set(invoice.id, invoice)
        subscription.latest_invoice = invoice.id
        return [200, record('invoice.paid', invoice)]
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices\/([^/]+)$/,
      handle: onSaved('invoices'),
    },
  ]
}
