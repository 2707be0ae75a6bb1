import { type StatementData, statementClosing, statementLines } from '@/domain/donor-portal/statement'

import { EmailLayout } from './layout'

/** The single-use link to the donor's own page. Plain words; nothing fetched when opened. */
export function PortalLinkEmail({ brand, link, minutes }: { brand: { foundationName: string; contactEmail: string }; link: string; minutes: number }) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Manage your giving">
      <p style={{ margin: '0 0 16px' }}>
        Open this link to see your gifts and receipts and to manage a recurring gift. It works once, for {minutes} minutes:
      </p>
      <p style={{ margin: '0 0 16px', wordBreak: 'break-all' }}>
        <a href={link}>{link}</a>
      </p>
      <p style={{ margin: 0 }}>If you did not ask for it, you can ignore this message: nothing changes without the link.</p>
    </EmailLayout>
  )
}

/** Confirms a change the donor made on her page, with the way back to it. */
export function PortalChangeEmail({ brand, change, portalUrl }: { brand: { foundationName: string; contactEmail: string }; change: string; portalUrl: string }) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Your recurring gift has changed">
      <p style={{ margin: '0 0 16px' }}>{change}</p>
      <p style={{ margin: '0 0 16px' }}>
        You can see or change it again at <a href={portalUrl}>{portalUrl}</a>.
      </p>
      <p style={{ margin: 0 }}>If you did not make this change, please write to us at once.</p>
    </EmailLayout>
  )
}

/** A recurring gift's payment failed: what happens next, and where to change or pause the gift. */
export function PaymentFailedEmail({
  brand,
  firstName,
  amount,
  nextAttempt,
  bank = false,
  portalUrl,
}: {
  brand: { foundationName: string; contactEmail: string }
  firstName: string
  amount: string
  nextAttempt: string | null
  /** Refused by the donor's bank (ACH), not a card. */
  bank?: boolean
  portalUrl: string
}) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Your gift did not go through">
      <p style={{ margin: '0 0 16px' }}>
        Dear {firstName}, your recurring gift of ${amount} could not be {bank ? 'taken from your bank account' : 'charged to your card'}.{' '}
        {nextAttempt ? `We will try again on ${nextAttempt}.` : 'We will not try again on our own.'}
      </p>
      <p style={{ margin: '0 0 16px' }}>
        Nothing is lost: you can {bank ? 'give by card instead' : 'update your card'}, pause or cancel the gift at <a href={portalUrl}>{portalUrl}</a>.
      </p>
      <p style={{ margin: 0 }}>Thank you for standing with the women we serve.</p>
    </EmailLayout>
  )
}

/** Seven days before a semi-annual or annual charge: a large payment should never surprise. */
export function RenewalReminderEmail({
  brand,
  firstName,
  amount,
  schedule,
  chargeDate,
  portalUrl,
}: {
  brand: { foundationName: string; contactEmail: string }
  firstName: string
  amount: string
  schedule: string
  chargeDate: string
  portalUrl: string
}) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Your next gift is coming up">
      <p style={{ margin: '0 0 16px' }}>
        Dear {firstName}, your recurring gift of ${amount} ({schedule}) will be charged on {chargeDate}.
      </p>
      <p style={{ margin: '0 0 16px' }}>
        Nothing to do if all is well. To change the amount, update your card, pause or cancel, visit <a href={portalUrl}>{portalUrl}</a>.
      </p>
      <p style={{ margin: 0 }}>Thank you for standing with the women we serve.</p>
    </EmailLayout>
  )
}

/** The year-end statement, its PDF attached: the year's net total and the way to the portal. */
export function StatementEmail({
  brand,
  statement,
  portalUrl,
}: {
  brand: { foundationName: string; contactEmail: string }
  statement: StatementData
  portalUrl: string
}) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title={`Your giving statement for ${statement.year}`}>
      <p style={{ margin: '0 0 16px' }}>
        Dear {statement.donorName}, thank you for standing with the women we serve in {statement.year}. Your statement is attached as a
        PDF for your tax records.
      </p>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px' }}>
        <tbody>
          {statementLines(statement).map((line) => (
            <tr key={line.label}>
              <td style={{ padding: '2px 12px 2px 0', fontWeight: 700 }}>{line.label}</td>
              <td style={{ padding: '2px 0' }}>{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '0 0 16px' }}>{statementClosing(statement)}</p>
      <p style={{ margin: 0 }}>
        You can download it again, with every receipt, at <a href={portalUrl}>{portalUrl}</a>.
      </p>
    </EmailLayout>
  )
}
