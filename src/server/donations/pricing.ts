import type { Payload } from 'payload'

import { coverFees, feeRates, type FeeRates, type PaymentMethodType } from '@/domain/donations/fees'
import { DEFAULT_MONTHLY_ASK_THRESHOLD_CENTS } from '@/domain/donations/monthly-ask'
import { DEFAULT_GIFT_REMINDER_MINUTES } from '@/domain/donations/reminders'
import type { SiteSetting } from '@/payload-types'

/** The giving settings of Site settings a form shows and the server charges by (issue 29). */
export type GivingSettings = { monthlyAskThresholdCents: number; feeRates: FeeRates; reminderMinutes: number }

export function givingSettings(
  settings: Pick<SiteSetting, 'monthlyAskThresholdCents' | 'feeCardPercent' | 'feeCardFixedCents' | 'feeBankPercent' | 'feeBankCapCents' | 'giftReminderMinutes'>,
): GivingSettings {
  return {
    monthlyAskThresholdCents: settings.monthlyAskThresholdCents ?? DEFAULT_MONTHLY_ASK_THRESHOLD_CENTS,
    // Issue 47: "Finish later" tells the donor when its e-mail comes.
    reminderMinutes: settings.giftReminderMinutes ?? DEFAULT_GIFT_REMINDER_MINUTES,
    feeRates: feeRates({
      cardPercent: settings.feeCardPercent,
      cardFixedCents: settings.feeCardFixedCents,
      bankPercent: settings.feeBankPercent,
      bankCapCents: settings.feeBankCapCents,
    }),
  }
}

/** Read fresh for a charge: a rate staff just changed applies to the next gift. */
export async function currentFeeRates(payload: Payload): Promise<FeeRates> {
  return givingSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).feeRates
}

/** What a gift charges: the amount, plus the fee for `method` when the donor covers it. */
export function priceGift(
  gift: { amountCents: number; coverFees?: boolean; paymentMethodType?: PaymentMethodType },
  rates: FeeRates,
): { chargeCents: number; feeCents: number } {
  if (!gift.coverFees) return { chargeCents: gift.amountCents, feeCents: 0 }
  const { totalCents, feeCents } = coverFees(gift.amountCents, gift.paymentMethodType ?? 'card', rates)
  return { chargeCents: totalCents, feeCents }
}
