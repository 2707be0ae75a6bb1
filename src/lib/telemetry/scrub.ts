/**
 * What of a span may leave the server. Spans come from our code and from Next's own tracing
 * (which records the raw request target, query string included); before any of them is exported
 * this module takes out whatever could hold a visitor's personal data:
 * - query strings, everywhere (a `/my-giving/open?token=…` link, a search a donor typed);
 * - path segments that are secrets (the token of a calendar feed or a reminder link, a visit
 *   link's code) or that merely look like one;
 * - quoted literals of SQL statements (statements carry `$1` placeholders, never their values;
 *   a literal written into a statement is removed all the same);
 * - attributes whose name says they carry a person's input (parameters, bodies, headers, users,
 *   addresses), error messages and stack traces (a database error quotes the row it refused).
 * Pure functions: src/lib/telemetry/setup.ts applies them to every span it exports.
 */

/** Routes whose next path segment is a secret, then any segment long and random enough to be one. */
const SECRET_AFTER = /^\/(?:v|visit|api\/boutique\/feed|api\/donation-reminders|my-giving\/open)\/[^/?#]+/
// A route's own words (`create-donation-intent`) have no digit; a token or an id this long has.
const TOKEN_LIKE = /^(?=[^/]*\d)[A-Za-z0-9_-]{16,}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SECRET_PREFIXES = ['/v/', '/visit/', '/api/boutique/feed/', '/api/donation-reminders/', '/my-giving/open/']

/** A path or URL with no query string, fragment or secret segment. */
export function scrubUrl(value: string): string {
  const bare = value.replace(/[?#].*$/s, '')
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(bare)?.[0] ?? ''
  let path = bare.slice(origin.length)
  if (SECRET_AFTER.test(path)) {
    const prefix = SECRET_PREFIXES.find((candidate) => path.startsWith(candidate)) ?? '/'
    path = prefix + ':token' + path.slice(prefix.length).replace(/^[^/]+/, '')
  }
  path = path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? ':token' : segment.includes('@') ? ':redacted' : segment))
    .join('/')
  return origin + path
}

/** A SQL statement with every quoted literal replaced: the text of the query, never a value. */
export function scrubStatement(statement: string): string {
  return statement
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "'?'")
    .slice(0, 2000)
}

const DROPPED = /(?:query|param|body|header|cookie|user|enduser|email|e-mail|phone|name\b|address|client_ip|peer\.ip|message|stacktrace|token|password|answer)/i
/** Kept although their names match DROPPED: they hold a statement or a route template, made safe below. */
const KEPT = new Set(['db.query.text', 'db.statement', 'db.operation.name', 'db.system.name', 'service.name', 'next.span_name'])
const URL_LIKE = new Set(['http.target', 'http.url', 'url.full', 'url.path', 'next.route', 'http.route', 'url.original'])

export type AttributeValue = string | number | boolean | Array<null | undefined | string | number | boolean>
export type Attributes = Record<string, AttributeValue | undefined>

/** The attributes of a span or event that may be exported. */
export function scrubAttributes(attributes: Attributes): Attributes {
  const out: Attributes = {}
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined) continue
    if (key === 'db.query.text' || key === 'db.statement') {
      if (typeof value === 'string') out[key] = scrubStatement(value)
      continue
    }
    if (!KEPT.has(key) && DROPPED.test(key)) continue
    if (typeof value === 'string') out[key] = URL_LIKE.has(key) || value.startsWith('/') || /^https?:\/\//i.test(value) ? scrubUrl(value) : value
    else if (Array.isArray(value)) out[key] = value.map((item) => (typeof item === 'string' ? scrubUrl(item) : item))
    else out[key] = value
  }
  return out
}

/** A span's name as exported: Next names some spans after the raw path (`GET /v/abc123?x=…`). */
export function scrubSpanName(name: string): string {
  return name.replace(/(^|\s)(\/\S*|https?:\/\/\S*)/g, (_, space: string, url: string) => space + scrubUrl(url))
}

/** An exception event keeps its type only: the message and stack can quote what failed. */
export function scrubEvent<E extends { name: string; attributes?: Attributes }>(event: E): E {
  return { ...event, name: scrubSpanName(event.name), attributes: event.attributes ? scrubAttributes(event.attributes) : undefined }
}
