import { type APIRequestContext, request } from '@playwright/test'

import { uniqueAddress, validContact, validIntake } from '../support/forms'
import { expect } from './fixtures'

const baseURL = process.env.APP_URL || 'http://localhost:3000'

/** Runs `send` as a visitor of her own address (the forms' per-address limits stay clear of other tests). */
export async function asVisitor(send: (visitor: APIRequestContext) => Promise<void>) {
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() } })
  try {
    await send(visitor)
  } finally {
    await visitor.dispose()
  }
}

/** A woman's request, sent through the public intake form's API, which takes it. */
export async function sendIntakeRequest(visitor: APIRequestContext, fields: Record<string, unknown>) {
  expect((await visitor.post('/api/intake', { data: validIntake(fields) })).status()).toBe(201)
}

/** A message sent through the public contact form's API, which takes it. */
export async function sendContactMessage(visitor: APIRequestContext, fields: Record<string, unknown>) {
  expect((await visitor.post('/api/contact', { data: validContact(fields) })).status()).toBe(201)
}
