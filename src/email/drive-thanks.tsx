import { EmailLayout, EmailRows } from './layout'

/**
 * The one thank-you a drive's host gets when staff close it (issue 46): what the drive brought in,
 * by category. Counts only: goods carry no value the foundation could state.
 */
export function DriveThanksEmail({
  host,
  totals,
  brand,
  receiptNumber = null,
}: {
  host: string
  totals: { label: string; count: number }[]
  brand: { foundationName: string; contactEmail: string }
  /** When the host is a donor: the receipt for the drive's goods, sent on its own (the receipt path). */
  receiptNumber?: string | null
}) {
  const total = totals.reduce((sum, line) => sum + line.count, 0)
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Thank you for hosting a drive">
      <p style={{ margin: '0 0 16px' }}>
        Dear {host}, thank you for hosting a drive for {brand.foundationName}. Together you brought in {total.toLocaleString('en-US')}{' '}
        {total === 1 ? 'item' : 'items'} for the women we serve:
      </p>
      <EmailRows rows={totals.map((line) => [line.label, line.count.toLocaleString('en-US')])} />
      <p style={{ margin: '0 0 16px' }}>
        Every piece goes to a woman rebuilding her life, free of charge, in our boutique. No goods or services were provided in exchange
        for these gifts.
      </p>
      {receiptNumber ? (
        <p style={{ margin: '0 0 16px' }}>
          Your receipt {receiptNumber} for these goods, for your tax records, follows in a separate e-mail. It describes the goods and states no
          value: their value is yours to determine.
        </p>
      ) : null}
      <p style={{ margin: 0 }}>With gratitude, {brand.foundationName}</p>
    </EmailLayout>
  )
}
