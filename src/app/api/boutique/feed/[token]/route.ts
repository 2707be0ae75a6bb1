import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { renderFeed } from '@/server/boutique/feed'

export const dynamic = 'force-dynamic'

/** A staff calendar feed at its secret URL (…/<token>.ics): the bearer of the URL may read it. */
export const GET = route<{ params: Promise<{ token: string }> }>(async (_request, { params }) => {
  const payload = await getPayload()
  const token = (await params).token.replace(/\.ics$/, '')
  const body = await renderFeed(payload, token)
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
})
