/** PaymentIntents: create, retrieve, cancel. */
export function paymentIntentRoutes({ id, saved, notFound, randomBytes }) {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: ({ body }) => {
        const intent = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(body.amount),
          currency: body.currency ?? 'usd',
          status: 'requires_payment_method',
          metadata: body.metadata ?? {},
          customer: body.customer ?? null,
          description: body.description ?? null,
          receipt_email: body.receipt_email ?? null,
          created: Math.floor(Date.now() / 1000),
        }
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`
        saved('payment_intents').set(intent.id, intent)
        return [200, intent]
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ({ match, res, path }) => {
        const intent = saved('payment_intents').get(match[1])
        return intent ? [200, intent] : notFound(res, path)
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: ({ match, res, path }) => {
        const intent = saved('payment_intents').get(match[1])
        if (!intent) return notFound(res, path)
        intent.status = 'canceled'
        return [200, intent]
      },
    },
  ]
}
