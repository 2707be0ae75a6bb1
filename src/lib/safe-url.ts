/**
 * Every address staff can type (Quick Exit, page buttons and card links, social links,
 * hotlines) is checked with these rules on save (a field `validate`) and again where it is
 * rendered (`safeHref`): a `javascript:` or `data:` address saved before the check existed, or
 * written straight into the database, must still never run.
 */

export type UrlRule = {
  /** Schemes allowed besides http: and https:. */
  schemes?: readonly ('mailto' | 'tel' | 'sms')[]
  /** A site path such as /donate (and #anchor) is allowed. */
  sitePath?: boolean
  /** Only tel:/sms: (hotlines): no web address at all. */
  phoneOnly?: boolean
}

/** Quick Exit must leave the site: a full web address only. */
export const QUICK_EXIT_URL: UrlRule = {}
export const DEFAULT_QUICK_EXIT_URL = 'https://www.google.com/search?q=weather'
/** Social profiles: a full web address. */
export const SOCIAL_URL: UrlRule = {}
/** Page buttons and card links: a site path, a web address, e-mail, a number to call or text. */
export const PAGE_LINK: UrlRule = { schemes: ['mailto', 'tel', 'sms'], sitePath: true }
/** Crisis hotlines: a number to call or text. */
export const HOTLINE_LINK: UrlRule = { schemes: ['tel', 'sms'], phoneOnly: true }

// Page copy may hold {tokens} that Site settings fill in (e.g. mailto:{contactEmail}).
const TOKEN = /\{[A-Za-z]+\}/g

export function isSafeUrl(value: unknown, rule: UrlRule): boolean {
  if (typeof value !== 'string') return false
  const url = value.trim().replace(TOKEN, 'token')
  // Browsers ignore tabs and line breaks inside URLs ("java\nscript:"); refuse any control character or space.
  if (!url || /[\u0000-\u0020\u007F]/.test(url)) return false
  if (rule.sitePath && (url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')))) {
    return true
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const scheme = parsed.protocol.slice(0, -1).toLowerCase()
  if (scheme === 'http' || scheme === 'https') return !rule.phoneOnly && Boolean(parsed.hostname)
  return (rule.schemes as readonly string[] | undefined)?.includes(scheme) ?? false
}

export function urlMessage(rule: UrlRule): string {
  if (rule.phoneOnly) return 'Enter a tel: or sms: link, such as tel:988.'
  const parts = ['a full address starting with https://']
  if (rule.sitePath) parts.unshift('a site path such as /donate')
  if (rule.schemes?.length) parts.push(rule.schemes.map((s) => `${s}:`).join(' or '))
  return `Enter ${parts.join(', ')}.`
}

/** A Payload field `validate` for a URL field (empty is left to `required`). */
export function validateUrl(rule: UrlRule) {
  return (value: unknown) => (value === undefined || value === null || value === '' || isSafeUrl(value, rule) ? true : urlMessage(rule))
}

/** The address to render: the stored one when it passes the rule, else the fallback. */
export function safeHref(value: string | null | undefined, rule: UrlRule, fallback = '#'): string {
  return isSafeUrl(value, rule) ? String(value).trim() : fallback
}
