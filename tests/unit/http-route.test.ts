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
})
