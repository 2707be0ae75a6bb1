/** Top navigation, in the order of spec §2.2. */
export const NAV_ITEMS = [
  { href: '/', label: 'Home' },
  { href: '/store', label: 'Store' },
  { href: '/services', label: 'Services' },
  { href: '/bloom-boutique', label: 'Bloom Boutique' },
  { href: '/gardens', label: 'Gardens' },
  { href: '/get-involved', label: 'Get Involved' },
  { href: '/sponsorship', label: 'Sponsorship' },
  { href: '/donors-circle', label: 'Donors Circle' },
  { href: '/partners', label: 'Partners' },
  { href: '/about', label: 'About' },
  { href: '/feedback', label: 'Feedback' },
  { href: '/contact', label: 'Contact' },
] as const

export type NavItem = (typeof NAV_ITEMS)[number]

/** How many links the desktop header shows in its row; the rest, in order, open from "More". */
export const PRIMARY_NAV_COUNT = 8

export function isCurrentPath(pathname: string, href: string) {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
