/**
 * Tribute gifts (issue 30): a gift made in honour or in memory of someone, optionally with a card
 * e-mailed to someone who should know (the family). Pure: the form's preview, the card e-mail
 * and the receipt read the same words from here. No zod here: the form's first load imports this.
 */
export const TRIBUTE_TYPES = ['honor', 'memory'] as const
export type TributeType = (typeof TRIBUTE_TYPES)[number]

export const TRIBUTE_MESSAGE_MAX = 500
export const HONOREE_REQUIRED = "Please enter the honoree's name."
export const NOTIFY_NAME_REQUIRED = 'Please enter the name of the person to tell.'
export const NOTIFY_EMAIL_REQUIRED = 'Please enter the e-mail address of the person to tell.'
export const TRIBUTE_MESSAGE_LINKS = 'The message cannot contain links.'
/** Issue 42: the card's subject, the same for every card. */
export const TRIBUTE_CARD_SUBJECT = 'A tribute gift has been made'

/**
 * Issue 42: the card's message is the donor's plain words to a family, never a way to send a
 * stranger a link: anything that reads as a web address or an e-mail address is refused.
 */
export function containsLink(text: string) {
  return /http|www\.|[^\s@]+@[^\s@]+\.[^\s@]+/i.test(text)
}

export function isTributeType(value: unknown): value is TributeType {
  return typeof value === 'string' && (TRIBUTE_TYPES as readonly string[]).includes(value)
}

/** "In honor of Ruth Park" / "In memory of Daniel Moss": the receipt's and the list's words. */
export function dedication(type: TributeType, honoreeName: string) {
  return `${type === 'memory' ? 'In memory of' : 'In honor of'} ${honoreeName}`
}

export type TributeCard = {
  recipientName: string
  /** The donor's name as she wrote it on the form. */
  donorName: string
  type: TributeType
  honoreeName: string
  message: string | null
  foundationName: string
}

/**
 * What the card says, for its e-mail and for the form's preview. It names the donor and the
 * honoree and never the amount: what was given is between the donor and the foundation.
 */
export function tributeCardText(card: TributeCard) {
  // The heading inside the card names the honoree; the subject (issue 42) is fixed and quotes
  // nothing a donor typed, so the card cannot carry a stranger's words to an inbox's list.
  const title =
    card.type === 'memory'
      ? `A gift in memory of ${card.honoreeName}`
      : `A gift in honor of ${card.honoreeName}`
  const subject = TRIBUTE_CARD_SUBJECT
  const paragraphs = [
    `Dear ${card.recipientName},`,
    card.type === 'memory'
      ? `${card.donorName} has made a gift to ${card.foundationName} in memory of ${card.honoreeName}, and wanted you to know.`
      : `${card.donorName} has made a gift to ${card.foundationName} in honor of ${card.honoreeName}, and wanted you to know.`,
    `The gift helps women in crisis with clothing, care and a community that believes in them.`,
  ]
  return { subject, title, paragraphs, message: card.message?.trim() || null }
}
