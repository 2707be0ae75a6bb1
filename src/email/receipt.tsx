import { type ReceiptData, receiptLines, receiptStatement } from '@/domain/donations/receipt'

import { EmailLayout, EmailRows } from './layout'

/**
 * The receipt e-mail: every line the IRS asks for, the closing statement, and the same receipt as
 * the attached PDF. A void notice says which receipt no longer counts and why.
 */
export function ReceiptEmail({
  receipt,
  brand,
  portalUrl,
}: {
  receipt: ReceiptData
  brand: { foundationName: string; contactEmail: string }
  portalUrl: string
}) {
  const isVoid = receipt.status === 'void'
  return (
    <EmailLayout
      foundationName={brand.foundationName}
      contactEmail={brand.contactEmail}
      title={isVoid ? `Receipt ${receipt.number} is void` : 'Thank you for your gift'}
    >
      <p style={{ margin: '0 0 16px' }}>
        {isVoid
          ? `Your gift was refunded, so receipt ${receipt.number} no longer counts for your tax records. If part of the gift remains, a new receipt follows in a separate message.`
          : `Dear ${receipt.donorName}, thank you. This is your receipt for your tax records; a PDF copy is attached.`}
      </p>
      <EmailRows rows={receiptLines(receipt).map((line) => [line.label, line.value])} />
      {isVoid ? null : <p style={{ margin: '0 0 16px' }}>{receiptStatement(receipt)}</p>}
      <p style={{ margin: '0 0 16px' }}>Please keep this receipt with your tax records.</p>
      <p style={{ margin: 0 }}>
        Your gifts, receipts and any recurring gift are at <a href={portalUrl}>{portalUrl}</a> (we e-mail you a link to open it).
      </p>
    </EmailLayout>
  )
}
