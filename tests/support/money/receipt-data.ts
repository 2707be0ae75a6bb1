import type { ReceiptData } from '@/domain/donations/receipt'

/**
 * What a receipt the foundation issues says about itself (its legal name and EIN), for a gift
 * with nothing given in return; `gift` says what was given, by whom and when, and anything else.
 */
export function issuedReceipt(gift: Pick<ReceiptData, 'number' | 'donorName' | 'giftDate' | 'amountCents'> & Partial<ReceiptData>): ReceiptData {
  return {
    status: 'issued',
    replaces: null,
    legalName: 'Bloom Hope Foundation, Inc.',
    ein: '12-3456789',
    benefitDescription: null,
    benefitValueCents: 0,
    ...gift,
  }
}
