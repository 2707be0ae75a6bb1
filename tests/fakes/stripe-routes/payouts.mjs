/**
 * Payouts and balance transactions (issue 45). A test builds a payout from lines
 * (POST /__fake/payouts) and gets the payout event Stripe would send (stored, not delivered);
 * the site then reads the payout's lines with GET /v1/balance_transactions?payout=po_…, a page
 * at a time, `source` expanded on request (a line built with `unexpanded: true` keeps its id, as
 * Stripe leaves a source it cannot expand), and reads an unexpanded source by its id.
 */
import { eventHelpers } from './events.mjs'

export function payoutRoutes({ id, saved, onSaved }) {
  const { now, record } = eventHelpers({ id, saved })
  /** Balance transactions in the order they were made: the list pages through them in that order. */
  const ledger = () => saved('balance_transactions')

  function chargeFor(paymentIntent, amount) {
    const known = [...saved('charges').values()].find((charge) => charge.payment_intent === paymentIntent)
    if (known) return known
    const charge = { id: id('ch'), object: 'charge', amount, amount_refunded: 0, currency: 'usd', payment_intent: paymentIntent, status: 'succeeded', created: now() }
    saved('charges').set(charge.id, charge)
    return charge
  }

  /** The source object a line stands for: a charge, a refund, a dispute, or none (a fee). */
  function sourceFor(line) {
    if (line.type === 'charge') return chargeFor(line.paymentIntent, line.amount)
    const charge = line.paymentIntent ? chargeFor(line.paymentIntent, Math.abs(line.amount)) : null
    if (line.type === 'refund') {
      const refund = { id: id('re'), object: 'refund', amount: Math.abs(line.amount), charge: charge?.id ?? null, payment_intent: line.paymentIntent ?? null, status: 'succeeded', created: now() }
      saved('refunds').set(refund.id, refund)
      return refund
    }
    if (line.type === 'dispute' || line.type === 'dispute_reversal') {
      const dispute = { id: id('dp'), object: 'dispute', amount: Math.abs(line.amount), charge: charge?.id ?? null, payment_intent: line.paymentIntent ?? null, status: 'lost', created: now() }
      saved('disputes').set(dispute.id, dispute)
      return dispute
    }
    return null
  }

  const STRIPE_TYPE = { charge: 'charge', refund: 'refund', dispute: 'adjustment', dispute_reversal: 'adjustment' }

  function expanded(bt, expand) {
    if (!expand || bt.unexpanded || !bt.source) return publicOf(bt)
    const source = saved('charges').get(bt.source) ?? saved('refunds').get(bt.source) ?? saved('disputes').get(bt.source) ?? bt.source
    return { ...publicOf(bt), source }
  }

  function publicOf(bt) {
    const { unexpanded: _unexpanded, ...rest } = bt
    return rest
  }

  return [
    {
      method: 'GET',
      pattern: /^\/v1\/balance_transactions$/,
      handle: ({ body }) => {
        const expand = Object.entries(body).some(([key, value]) => key.startsWith('expand') && [].concat(value).includes('data.source'))
        let found = [...ledger().values()].filter((bt) => !body.payout || bt.payout === body.payout)
        if (body.starting_after) {
          const index = found.findIndex((bt) => bt.id === body.starting_after)
          found = index >= 0 ? found.slice(index + 1) : found
        }
        const limit = Math.min(100, Number(body.limit ?? 10))
        return [200, { object: 'list', data: found.slice(0, limit).map((bt) => expanded(bt, expand)), has_more: found.length > limit, url: '/v1/balance_transactions' }]
      },
    },
    { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, handle: onSaved('charges') },
    { method: 'GET', pattern: /^\/v1\/refunds\/([^/]+)$/, handle: onSaved('refunds') },
    { method: 'GET', pattern: /^\/v1\/disputes\/([^/]+)$/, handle: onSaved('disputes') },
    { method: 'GET', pattern: /^\/v1\/payouts\/([^/]+)$/, handle: onSaved('payouts') },
    {
      // Test control: {lines: [{type, paymentIntent?, amount, fee?, unexpanded?}], amount?, status?, arrivalDate?}.
      // `type` is charge, refund, dispute, dispute_reversal or a Stripe type (stripe_fee, reserve_transaction…).
      // The payout's amount is the lines' net unless `amount` says otherwise; returns the payout.<status> event.
      method: 'POST',
      pattern: /^\/__fake\/payouts$/,
      handle: ({ body }) => {
        const payoutId = id('po')
        const created = now()
        let net = 0
        for (const line of body.lines ?? []) {
          const amount = Number(line.amount)
          const fee = Number(line.fee ?? 0)
          const source = sourceFor({ ...line, amount })
          const type = STRIPE_TYPE[line.type] ?? line.type
          const category = line.type === 'dispute' ? 'dispute' : line.type === 'dispute_reversal' ? 'dispute_reversal' : type === 'stripe_fee' ? 'fee' : type
          const bt = {
            id: id('txn'),
            object: 'balance_transaction',
            amount,
            fee,
            net: amount - fee,
            currency: 'usd',
            type,
            reporting_category: category,
            source: source?.id ?? null,
            payout: payoutId,
            status: 'available',
            created,
            available_on: created,
            unexpanded: Boolean(line.unexpanded),
          }
          net += bt.net
          ledger().set(bt.id, bt)
        }
        const amount = body.amount === undefined ? net : Number(body.amount)
        const status = body.status ?? 'paid'
        const payout = {
          id: payoutId,
          object: 'payout',
          amount,
          currency: 'usd',
          arrival_date: Number(body.arrivalDate ?? created),
          status,
          created,
          balance_transaction: id('txn'),
        }
        // The payout's own line: the money leaving Stripe's balance for the bank.
        ledger().set(payout.balance_transaction, {
          id: payout.balance_transaction,
          object: 'balance_transaction',
          amount: -amount,
          fee: 0,
          net: -amount,
          currency: 'usd',
          type: 'payout',
          reporting_category: 'payout',
          source: payoutId,
          payout: payoutId,
          status: 'available',
          created,
          available_on: created,
        })
        saved('payouts').set(payoutId, payout)
        return [200, record(`payout.${status}`, payout)]
      },
    },
  ]
}
