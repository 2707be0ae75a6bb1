import { EmailLayout } from './layout'

type Brand = { foundationName: string; contactEmail: string }

/**
 * A gift paid from a bank account (ACH) is on its way, not yet received: the donor learns that
 * her bank confirms it within days and that the receipt follows then (issue 29), so no one is
 * thanked for money that may never come.
 */
export function BankPaymentProcessingEmail({ brand, firstName, amount, discreet }: { brand: Brand; firstName: string; amount: string; discreet: boolean }) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Your gift is on its way" discreet={discreet}>
      <p style={{ margin: '0 0 16px' }}>
        Dear {firstName}, thank you for your gift of ${amount} from your bank account.
      </p>
      <p style={{ margin: '0 0 16px' }}>Your bank will confirm in a few business days; your receipt follows.</p>
      <p style={{ margin: 0 }}>There is nothing more for you to do.</p>
    </EmailLayout>
  )
}

/** A bank payment that did not go through: nothing was taken, and the way to give again. */
export function BankPaymentFailedEmail({
  brand,
  firstName,
  amount,
  donateUrl,
  discreet,
}: {
  brand: Brand
  firstName: string
  amount: string
  donateUrl: string
  discreet: boolean
}) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Your gift did not go through" discreet={discreet}>
      <p style={{ margin: '0 0 16px' }}>
        Dear {firstName}, your bank did not confirm your gift of ${amount}, so nothing was taken from your account and no receipt
        will be sent.
      </p>
      <p style={{ margin: '0 0 16px' }}>
        If you would like to try again, with another account or a card, you can give at <a href={donateUrl}>{donateUrl}</a>.
      </p>
      <p style={{ margin: 0 }}>Thank you for standing with the women we serve.</p>
    </EmailLayout>
  )
}
