import type { FieldErrors } from './field-errors'

/**
 * THE way a public page posts JSON to the contract API: cookies included, the body only in the
 * body (never in the address), and every outcome as a value rather than a throw, so each form
 * says the spec's words for each case:
 * - `ok` with the parsed answer;
 * - `error` with the status, the server's `message` and the fields it named (`errors`, keyed
 *   like the form's fields, e.g. `shippingAddress.postalCode`);
 * - `network` when no answer came (offline, blocked).
 * Staff views have their own caller (src/features/staff/parts/api.ts), which throws.
 */
export type PostResult<T> =
  | { kind: 'ok'; data: T & { message?: string } }
  | { kind: 'error'; status: number; message?: string; errors?: FieldErrors; body?: unknown }
  | { kind: 'network' }

export async function postJson<T = Record<string, never>>(url: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<PostResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'network' }
  }
  const data = (await response.json().catch(() => ({}))) as T & { message?: string; errors?: FieldErrors }
  if (response.ok) return { kind: 'ok', data }
  // The whole answer too: a refusal may carry more than a message (a just-filled time's nearest open times).
  return { kind: 'error', status: response.status, message: data.message, errors: data.errors, body: data }
}

/**
 * What a form's server action answers (the same form sent without script: a POST of the form
 * itself, answered with its page). The same outcomes as a JSON post, and on a refusal the
 * fields as she sent them, so the page is drawn again with her answers in place. `null` until
 * the form is sent that way.
 */
export type FormActionState<T = Record<string, never>> =
  | { kind: 'ok'; data: T & { message?: string } }
  | { kind: 'error'; status: number; message?: string; errors?: FieldErrors; fields: Record<string, string> }
  | null

/** A fresh id for one submission of a form (crypto.randomUUID needs a secure context). */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
