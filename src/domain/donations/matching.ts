/**
 * Matching gifts (issue 30): many employers match their staff's gifts, if the employee asks.
 * The thank-you screen and the receipt give what HR asks for: the legal name and EIN, and a
 * sentence the donor can send as it is.
 */
export function hrSentence({ legalName, ein, employer }: { legalName: string; ein: string; employer?: string | null }) {
  const to = employer ? `${employer}'s matching gift program` : 'my employer\'s matching gift program'
  return (
    `I made a donation to ${legalName} (EIN ${ein || 'on request'}), a 501(c)(3) public charity, and would like to request a match ` +
    `through ${to}. The receipt is attached.`
  )
}
