import { call } from '../api'
import { staff } from '../shop'

/** The featured campaign's banner fields (issue 49: the /donate banner is the featured campaign). */
export type CampaignData = Partial<{
  isActive: boolean
  title: string
  startDate: string
  endDate: string
  afterEnd: 'hide' | 'final'
  matchingFundCents: number | null
  goalCents: number | null
}>

type CampaignDoc = { id: number; published?: boolean } & Omit<CampaignData, 'isActive'>

async function featured(cookie: string): Promise<CampaignDoc | null> {
  const answer = await call<{ docs: CampaignDoc[] }>('/api/cms/campaigns?where[featured][equals]=true&depth=0&limit=1', { cookie })
  if (answer.status !== 200) throw new Error(`reading the featured campaign failed: ${answer.status}`)
  return answer.body.docs[0] ?? null
}

/** Saves the featured campaign the way staff do (REST, so the server's hooks refresh /donate). */
export async function saveCampaign(data: CampaignData): Promise<CampaignData> {
  const cookie = await staff()
  const { isActive, ...rest } = data
  const body = { ...rest, ...(isActive === undefined ? {} : { published: isActive }) }
  const current = await featured(cookie)
  const answer = current
    ? await call<{ doc?: CampaignDoc }>(`/api/cms/campaigns/${current.id}`, { method: 'PATCH', body, cookie })
    : await call<{ doc?: CampaignDoc }>('/api/cms/campaigns', {
        body: { slug: 'matching-gift-campaign', title: 'Matching Gift Campaign', featured: true, published: true, ...body },
        cookie,
      })
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`saving the campaign failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return data
}

export async function readCampaign(): Promise<CampaignData> {
  const current = await featured(await staff())
  if (!current) return { isActive: false }
  const { published, title, startDate, endDate, afterEnd, matchingFundCents, goalCents } = current
  return { isActive: published, title, startDate, endDate, afterEnd, matchingFundCents, goalCents }
}

/** A date `days` from today (UTC midnight), as the admin's date picker stores it. */
export function daysFromToday(days: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString()
}

/** Creates a campaign as staff do and answers its id (slug made unique per call). */
export async function createCampaign(data: Record<string, unknown> & { slug: string }): Promise<number> {
  const answer = await call<{ doc?: { id: number } }>('/api/cms/campaigns', {
    body: { title: `Campaign ${data.slug}`, published: true, startDate: daysFromToday(-5), endDate: daysFromToday(25), ...data },
    cookie: await staff(),
  })
  if (answer.status !== 201 || !answer.body.doc) throw new Error(`creating the campaign failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.doc.id
}
