import { type TributeCard, tributeCardText } from '@/domain/donations/tribute'

import { EmailLayout } from './layout'

/**
 * The card a tribute gift sends to the person the donor wanted to tell (issue 30): who gave, in
 * whose honour or memory, the donor's own message. Never the amount.
 */
export function TributeCardEmail({ card, contactEmail }: { card: TributeCard; contactEmail: string }) {
  const { title, paragraphs, message } = tributeCardText(card)
  return (
    <EmailLayout foundationName={card.foundationName} contactEmail={contactEmail} title={title}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} style={{ margin: '0 0 16px' }}>
          {paragraph}
        </p>
      ))}
      {message ? (
        <>
          <p style={{ margin: '0 0 8px' }}>{card.donorName} wrote:</p>
          <blockquote style={{ margin: '0 0 16px', padding: '8px 16px', borderLeft: '4px solid #5b7553', whiteSpace: 'pre-wrap' }}>{message}</blockquote>
        </>
      ) : null}
      <p style={{ margin: 0 }}>With warm regards, {card.foundationName}</p>
    </EmailLayout>
  )
}
