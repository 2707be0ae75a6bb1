import type { FieldErrors } from './field-errors'

/**
 * THE way a public page posts JSON to the contract API: cookies included, the body only in the
 * body (never in the address), and every outcome as a value rather than a throw, so each form
 * says the spec's words for each case:
 * - `ok` with the parsed answer;
 * - `error` with the status, the server's `message` and the fields it named (`errors`, keyed
 *   like the form's fields, e.g. `shippingAddress.postalCode`);
 * - `network` when no answer came (offline, blocked).
 * Staff views have their own caller (src/features/admin-dashboard/api.ts), which throws.
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
