import { EmailLayout } from './layout'

/**
 * "E-mail me a link to finish later" (issue 30): one e-mail, a link that reopens the donation
 * form with the amount and frequency she chose (the link's token carries nothing about her).
 */
export function GiftReminderEmail({
  link,
  amount,
  frequency,
  brand,
}: {
  link: string
  amount: string
  frequency: string
  brand: { foundationName: string; contactEmail: string }
}) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Finish your gift">
      <p style={{ margin: '0 0 16px' }}>
        You asked us to send you a link to finish your {frequency} gift of ${amount}. The form opens with your amount filled in:
      </p>
      <p style={{ margin: '0 0 16px' }}>
        <a href={link}>{link}</a>
      </p>
      <p style={{ margin: 0 }}>If you have already given, or changed your mind, there is nothing to do: we will not write again about it.</p>
    </EmailLayout>
  )
}
