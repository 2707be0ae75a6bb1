import { sql } from '@payloadcms/db-postgres/drizzle'
import type Stripe from 'stripe'

import { requireStripe } from '@/lib/stripe'

import { runSql } from '@/lib/db'
import type { StripeEventHandler, StripeEventHandlers } from '../stripe/types'

import { confirmChange } from './emails'
import { CARD_UPDATE_KIND } from './recurring'

/**
 * A card the donor saved on /my-giving becomes her subscription's default payment method. The
 * update carries the SetupIntent's id as idempotency key, so a replayed event is one change.
 * Only SetupIntents the portal started (their metadata) for a gift the books know are followed.
 */
const cardSaved: StripeEventHandler = async (event, { payload, req, afterCommit }) => {
  const setupIntent = event.data.object as Stripe.SetupIntent
  if (setupIntent.metadata?.kind !== CARD_UPDATE_KIND || !setupIntent.metadata.subscriptionId) return
  const paymentMethod = typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method?.id
  if (!paymentMethod) return
  const [gift] = await runSql<{ email: string }>(
    payload,
    req,
    sql`SELECT "email" FROM "recurring_gifts" WHERE "subscription_id" = ${setupIntent.metadata.subscriptionId} AND "status" <> 'cancelled'`,
  )
  if (!gift) return
  await requireStripe().subscriptions.update(
    setupIntent.metadata.subscriptionId,
    { default_payment_method: paymentMethod },
    { idempotencyKey: `portal-card-saved-${setupIntent.id}` },
  )
  afterCommit?.(() => confirmChange(payload, gift.email, 'The card for your recurring gift is updated: the next payment uses it.'))
}

export const donorPortalWebhookHandlers: StripeEventHandlers = {
  'setup_intent.succeeded': cardSaved,
}
