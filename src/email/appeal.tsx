import { EmailLayout } from './layout'

/**
 * Issue 49: an appeal to a donor. Her personal link to the campaign page (a gift through it counts
 * for the appeal), the foundation's postal address, and the way to stop appeals in one click.
 * No tracking pixel: opens are not counted.
 */
export function AppealEmail({
  paragraphs,
  link,
  campaignTitle,
  unsubscribeUrl,
  postalAddress,
  brand,
  title,
}: {
  paragraphs: string[]
  link: string
  campaignTitle: string
  unsubscribeUrl: string
  postalAddress: string
  brand: { foundationName: string; contactEmail: string }
  title: string
}) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title={title}>
      {paragraphs.map((text, i) => (
        <p key={i} style={{ margin: '0 0 16px' }}>
          {text}
        </p>
      ))}
      <p style={{ margin: '0 0 16px' }}>
        <a href={link}>Give to {campaignTitle}</a>
      </p>
      <p style={{ margin: '24px 0 0', fontSize: 12, color: '#5c5c5c' }}>
        {brand.foundationName} · {postalAddress}
        <br />
        You receive this because you gave to {brand.foundationName}.{' '}
        <a href={unsubscribeUrl}>Unsubscribe from appeals</a>
      </p>
    </EmailLayout>
  )
}
