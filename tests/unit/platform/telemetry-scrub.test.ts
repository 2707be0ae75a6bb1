import { describe, expect, it } from 'vitest'

import { scrubAttributes, scrubEvent, scrubSpanName, scrubStatement, scrubUrl } from '@/lib/telemetry/scrub'

describe('what a span may carry out of the server', () => {
  it.each([
    ['/my-giving/open?token=abc123&email=maya%40example.org', '/my-giving/open'],
    ['/v/k3Jd9s/edit?x=1', '/v/:token/edit'],
    ['/visit/cancel#tok', '/visit/:token'],
    ['https://site.example/api/boutique/feed/abc.ics', 'https://site.example/api/boutique/feed/:token'],
    ['/api/donation-reminders/r1', '/api/donation-reminders/:token'],
    ['/api/x/Zm9vYmFyYmF6cXV4cXV1eHh4eHg/y', '/api/x/:token/y'],
    ['/api/x/maya@example.org', '/api/x/:redacted'],
    ['/product/[id]', '/product/[id]'],
    ['/api/create-donation-intent', '/api/create-donation-intent'],
  ])('drops query strings and secret path segments from paths and URLs: %s → %s', (url, scrubbed) => {
    expect(scrubUrl(url)).toBe(scrubbed)
  })

  it('keeps a statement with its placeholders and takes out every literal', () => {
    expect(scrubStatement(`select * from "donors" where "email" = $1 and "name" = 'Maya O''Neil' and x = $$secret$$`)).toBe(
      `select * from "donors" where "email" = $1 and "name" = '?' and x = '?'`,
    )
  })

  it('drops attributes that name personal data, error messages and the bound values of a query', () => {
    const attributes = scrubAttributes({
      'http.target': '/my-giving?token=t0k',
      'http.route': '/my-giving',
      'http.status_code': 200,
      'url.query': 'token=t0k',
      'drizzle.query.params': '["maya@example.org"]',
      'db.query.text': "insert into t values ($1, 'x')",
      'user.email': 'maya@example.org',
      'http.request.header.cookie': 'a=b',
      'exception.message': 'duplicate key (email)=(maya@example.org)',
      'exception.stacktrace': 'Error: maya@example.org\n at x',
      'exception.type': 'DatabaseError',
    })
    expect(attributes).toEqual({
      'http.target': '/my-giving',
      'http.route': '/my-giving',
      'http.status_code': 200,
      'db.query.text': "insert into t values ($1, '?')",
      'exception.type': 'DatabaseError',
    })
    expect(scrubEvent({ name: 'exception', attributes: { 'exception.message': 'maya@example.org' } }).attributes).toEqual({})
    expect(scrubSpanName('GET /v/abcdef?token=1')).toBe('GET /v/:token')
  })
})
