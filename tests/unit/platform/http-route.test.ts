import { describe, expect, it } from 'vitest'

import { route } from '@/lib/http'

describe('route()', () => {
  it('answers a request Next hands over as a Proxy (a force-static handler being prerendered on Node 24)', async () => {
    // Next forwards what it does not override with Reflect.get(target, prop, receiver): undici's
    // getters then run on the Proxy, and on Node 24 they reach for a private field and throw.
    const request = new Proxy(new Request('http://localhost/api/products'), {
      get: (target, prop, receiver) => (prop === 'url' ? target.url : Reflect.get(target, prop, receiver)),
    })
    const handler = route(async () => Response.json([{ id: 'jam' }]))
    const response = await handler(request, undefined)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ id: 'jam' }])
  })

  it('answers 503 with a message, and a retry hint, when PostgreSQL cannot be reached', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const handler = route(async () => {
      throw new Error('Failed query', { cause: refused })
    })
    const response = await handler(new Request('http://localhost/api/orders', { method: 'POST' }), undefined)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ message: 'We cannot reach our records for a moment. Please try again shortly.' })
  })

  it('still answers a plain 500 for a fault that is not the database being away', async () => {
    const handler = route(async () => {
      throw new TypeError('x is undefined')
    })
    const response = await handler(new Request('http://localhost/api/orders', { method: 'POST' }), undefined)
    expect(response.status).toBe(500)
  })
})
