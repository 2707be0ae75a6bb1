import { expect } from 'vitest'

import { BASE_URL, call } from '../api'

/** Issue 44: the JSON an import answers with (GET /api/imports/{id}). */
export type ImportView = {
  id: number
  status: 'analyzing' | 'ready' | 'importing' | 'done' | 'undone' | 'failed'
  progress: number
  counts: Record<'create' | 'update' | 'unchanged' | 'ambiguous' | 'error', number>
  rows: Array<{ row: number; label: string; reason?: string; contactId?: number; giftId?: number; candidates?: Array<{ id: number; name: string }> }>
  mapping: Record<string, string>
  headers: string[]
  encoding: string
  delimiter: string
  problem?: string
}

type UploadOptions = { kind?: string; source?: string; mapping?: Record<string, string>; dateOrder?: string; decimalMark?: string; fileName?: string }

/** POST /api/imports with a multipart body, as a browser form or a script sends it. */
export async function uploadImport(cookie: string | undefined, file: string | Uint8Array, options: UploadOptions = {}) {
  const form = new FormData()
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file
  form.append('file', new Blob([bytes as BlobPart], { type: 'text/csv' }), options.fileName ?? 'gifts.csv')
  for (const [name, value] of Object.entries(options)) {
    if (name === 'fileName' || value === undefined) continue
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const headers: Record<string, string> = cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {}
  const response = await fetch(`${BASE_URL}/api/imports`, { method: 'POST', body: form, headers })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as { id: number; status: string; message?: string; errors?: Record<string, string> } }
}

/** Polls an import until it leaves `analyzing` / `importing`. */
export async function settledImport(cookie: string, id: number, query = ''): Promise<ImportView> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const answer = await call<ImportView>(`/api/imports/${id}${query}`, { cookie })
    expect(answer.status).toBe(200)
    if (answer.body.status !== 'analyzing' && answer.body.status !== 'importing') return answer.body
    if (Date.now() > deadline) throw new Error(`import ${id} still ${answer.body.status}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Uploads a file and waits for its dry run. */
export async function dryRun(cookie: string, file: string | Uint8Array, options: UploadOptions = {}) {
  const uploaded = await uploadImport(cookie, file, options)
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
  return settledImport(cookie, uploaded.body.id)
}

/** Commits a dry-run import (the server takes it with a 202 and imports in the background) and waits until it is done. */
export async function committedImport(cookie: string, id: number): Promise<ImportView> {
  expect((await call(`/api/imports/${id}/commit`, { method: 'POST', cookie })).status).toBe(202)
  const done = await settledImport(cookie, id)
  expect(done.status).toBe('done')
  return done
}
