import { type ReceiptData, receiptLines, receiptMatchingNote, receiptStatement, voidExplanation } from '@/domain/donations/receipt'

import { EmailLayout, EmailRows } from './layout'

/**
 * The receipt e-mail: every line the IRS asks for, the closing statement, and the same receipt as
 * the attached PDF. A void notice says which receipt no longer counts and why.
 *
 * For a discreet donor (issue 33) the inbox preview and the first lines name no one: a neutral
 * title and opening, the foundation's legal name and EIN after the receipt's own lines.
 */
export function ReceiptEmail({
  receipt,
  brand,
  portalUrl,
  discreet = false,
}: {
  receipt: ReceiptData
  brand: { foundationName: string; contactEmail: string }
  portalUrl: string
  discreet?: boolean
}) {
  const isVoid = receipt.status === 'void'
  const opening = isVoid
    ? voidExplanation(receipt)
    : discreet
      ? `Dear ${receipt.donorName}, this is receipt ${receipt.number} for your records; a PDF copy is attached.`
      : `Dear ${receipt.donorName}, thank you. This is your receipt for your tax records; a PDF copy is attached.`
  return (
    <EmailLayout
      foundationName={brand.foundationName}
      contactEmail={brand.contactEmail}
      title={isVoid ? `Receipt ${receipt.number} is void` : discreet ? `Receipt ${receipt.number}` : 'Thank you for your gift'}
      preview={discreet ? `Receipt ${receipt.number} for your records.` : undefined}
      discreet={discreet}
    >
      <p style={{ margin: '0 0 16px' }}>{opening}</p>
      <EmailRows rows={receiptLines(receipt, { organizationLast: discreet }).map((line) => [line.label, line.value])} />
      {isVoid ? null : <p style={{ margin: '0 0 16px' }}>{receiptStatement(receipt)}</p>}
      {receiptMatchingNote(receipt) ? <p style={{ margin: '0 0 16px' }}>{receiptMatchingNote(receipt)}</p> : null}
      {/* A void receipt is not one to keep (issue 47). */}
      {isVoid ? null : <p style={{ margin: '0 0 16px' }}>Please keep this receipt with your tax records.</p>}
      <p style={{ margin: 0 }}>
        Your gifts, receipts and any recurring gift are at <a href={portalUrl}>{portalUrl}</a> (we e-mail you a link to open it).
      </p>
    </EmailLayout>
  )
}
