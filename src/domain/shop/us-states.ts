/**
 * Where the shop ships: the states, DC, the inhabited territories and military post offices,
 * by USPS code. Without zod, so the checkout form can list them without shipping the validator.
 */
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'], ['AA', 'Armed Forces Americas'], ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
] as const satisfies readonly (readonly [string, string])[]

export type UsStateCode = (typeof US_STATES)[number][0]

export const US_STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }))

export const SHIPPING_ADDRESS_REQUIRED = 'Shipping address is required for items that ship.'
export const INVALID_STATE_MESSAGE = 'Please choose a US state.'
export const INVALID_ZIP_MESSAGE = 'Please enter a 5-digit ZIP code (or ZIP+4).'

/** The address fields, in form order; shared by the checkout form, the order record and the e-mails. */
export type ShippingAddress = {
  name: string
  line1: string
  line2?: string | null
  city: string
  state: string
  postalCode: string
  phone?: string | null
}

/** "Ann Lee, 12 Elm St, Apt 4, Nashville, TN 37201" as lines for a label, slip or e-mail. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    address.name,
    address.line1,
    address.line2 || null,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.phone ? `Phone: ${address.phone}` : null,
  ].filter((line): line is string => Boolean(line))
}
