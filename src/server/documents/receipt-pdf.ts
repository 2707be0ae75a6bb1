import { type ReceiptData, receiptLines, receiptMatchingNote, receiptStatement } from '@/domain/donations/receipt'

import { foundationPdf } from './pdf-frame'

/**
 * The receipt as a one-page PDF: the same lines and statement as the e-mail, so the two can
 * never say different things.
 */
export function receiptPdf(receipt: ReceiptData): Promise<Buffer> {
  return foundationPdf(
    {
      title: `Receipt ${receipt.number}`,
      legalName: receipt.legalName,
      subtitle: receipt.status === 'void' ? `Receipt ${receipt.number} — VOID` : `Donation receipt ${receipt.number}`,
      lines: receiptLines(receipt),
    },
    (doc) => {
      doc.moveDown(1).text(
        receipt.status === 'void'
          ? receipt.voidedBy === 'void'
            ? 'This receipt is void: the gift was recorded in error and removed from the books.'
            : 'This receipt is void: the gift was refunded. Please keep it with the receipt that replaces it, if any.'
          : receiptStatement(receipt),
      )
      const matching = receiptMatchingNote(receipt)
      if (matching) doc.moveDown(1).text(matching)
      doc.moveDown(1).fontSize(10).fillColor('#444444').text('Please keep this receipt for your tax records. Thank you for your gift.')
    },
  )
}
