import { NextResponse } from 'next/server'

import { APPEAL_TOKEN } from '@/domain/campaigns/appeals'
import { ApiError, route } from '@/lib/http'
import { unsubscribeAppeals } from '@/server/appeals/appeals'
import { getPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string }> }

const DONE = 'You will get no more appeals from us.'

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs here (body `List-Unsubscribe=One-Click`,
 * whatever it sends is ignored) and the address gets no more appeals → 200. Idempotent.
 */
export const POST = route<Context>(async (_request, { params }) => {
  const { token } = await params
  if (!APPEAL_TOKEN.test(token) || !(await unsubscribeAppeals(await getPayload(), token))) throw new ApiError(404, 'This link is not valid.')
  return NextResponse.json({ message: DONE }, { headers: { 'Cache-Control': 'no-store' } })
})

/**
 * The footer link opens a page with one button: a GET changes nothing (mail scanners open links),
 * the button POSTs, as the one-click header does.
 */
export const GET = route<Context>(async (_request, { params }) => {
  const { token } = await params
  if (!APPEAL_TOKEN.test(token)) throw new ApiError(404, 'This link is not valid.')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribe</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>Stop appeals?</h1><p>We will stop sending you appeals for gifts. Receipts for gifts you make still come.</p>
<form method="post"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Unsubscribe</button></form>
</body></html>`
  return new NextResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
})
