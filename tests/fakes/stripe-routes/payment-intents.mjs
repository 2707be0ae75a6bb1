/** PaymentIntents: create, retrieve (its payment method expanded on request), update (amount, metadata), cancel; payment method domains. */
export function paymentIntentRoutes({ id, saved, randomBytes, onSaved, created }) {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: created('payment_intents', ({ body }) => {
        const intent = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(body.amount),
          currency: body.currency ?? 'usd',
          status: 'requires_payment_method',
          // Automatic payment methods allow what the account offers, as Stripe lists them.
          payment_method_types: [].concat(
            body.payment_method_types ?? (body.automatic_payment_methods?.enabled === 'true' ? ['card', 'link', 'us_bank_account'] : ['card']),
          ),
          payment_method: null,
          metadata: body.metadata ?? {},
          customer: body.customer ?? null,
          description: body.description ?? null,
          receipt_email: body.receipt_email ?? null,
          created: Math.floor(Date.now() / 1000),
        }
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`
        return intent
      }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: onSaved('payment_intents', (intent, { body }) => {
        // `expand[]=payment_method` (the SDK sends `expand[0]=…`): the method object instead of its id.
        const expand = Object.entries(body).filter(([key]) => key.startsWith('expand')).flatMap(([, value]) => [].concat(value))
        if (!expand.includes('payment_method') || !intent.payment_method) return [200, intent]
        return [200, { ...intent, payment_method: saved('payment_methods').get(intent.payment_method) ?? intent.payment_method }]
      }),
    },
    {
      // Issue 29: a donor who covers the fee picks another method; the amount follows it.
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/(pi_[^/]+)$/,
      handle: onSaved('payment_intents', (intent, { body }) => {
        if (body.amount !== undefined) intent.amount = Number(body.amount)
        if (body.metadata) intent.metadata = { ...intent.metadata, ...body.metadata }
        return [200, intent]
      }),
    },
    {
      // Apple Pay's domain registration (npm run stripe:register-domain).
      method: 'POST',
      pattern: /^\/v1\/payment_method_domains$/,
      handle: ({ body }) => {
        const domains = saved('payment_method_domains')
        const known = [...domains.values()].find((domain) => domain.domain_name === body.domain_name)
        if (known) return [200, known]
        const domain = {
          id: id('pmd'),
          object: 'payment_method_domain',
          domain_name: body.domain_name,
          enabled: true,
          apple_pay: { status: 'active' },
          google_pay: { status: 'active' },
          link: { status: 'active' },
          created: Math.floor(Date.now() / 1000),
        }
        domains.set(domain.id, domain)
        return [200, domain]
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_method_domains$/,
      handle: () => [200, { object: 'list', data: [...saved('payment_method_domains').values()], has_more: false, url: '/v1/payment_method_domains' }],
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: onSaved('payment_intents', (intent) => {
        intent.status = 'canceled'
        return [200, intent]
      }),
    },
  ]
}
