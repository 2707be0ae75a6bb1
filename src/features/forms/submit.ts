import type { z } from 'zod'

export type FieldErrors = Record<string, string>

export type SubmitResult =
  | { kind: 'ok'; message?: string }
  | { kind: 'error'; status: number; message?: string; errors?: FieldErrors }
  | { kind: 'network' }

/** POSTs a form's JSON body (answers travel only in the body, never in the address). */
export async function submitJson(url: string, body: unknown): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'network' }
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors }
  if (response.ok) return { kind: 'ok', message: data.message }
  return { kind: 'error', status: response.status, message: data.message, errors: data.errors }
}

/** The first message per field of a failed parse, keyed like the server's `errors`. */
export function clientFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
