import { EmailLayout, EmailRows } from './layout'

/**
 * The one thank-you a drive's host gets when staff close it (issue 46): what the drive brought in,
 * by category. Counts only: goods carry no value the foundation could state.
 */
export function DriveThanksEmail({
  host,
  totals,
  brand,
}: {
  host: string
  totals: { label: string; count: number }[]
  brand: { foundationName: string; contactEmail: string }
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
      <p style={{ margin: 0 }}>With gratitude, {brand.foundationName}</p>
    </EmailLayout>
  )
}
