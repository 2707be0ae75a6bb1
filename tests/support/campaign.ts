import { call } from './api'
import { staff } from './shop'

export type CampaignData = Partial<{
  isActive: boolean
  title: string
  startDate: string
  endDate: string
  afterEnd: 'hide' | 'final'
  matchingFundCents: number
  goalCents: number
}>

/** Saves the Campaign global the way staff do (REST, so the server's hooks refresh /donate). */
export async function saveCampaign(data: CampaignData): Promise<CampaignData> {
  const answer = await call<{ result?: CampaignData }>('/api/cms/globals/campaign', { body: data, cookie: await staff() })
  if (answer.status !== 200) throw new Error(`saving the campaign failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.result ?? {}
}

export async function readCampaign(): Promise<CampaignData> {
  const answer = await call<CampaignData>('/api/cms/globals/campaign?depth=0', { cookie: await staff() })
  if (answer.status !== 200) throw new Error(`reading the campaign failed: ${answer.status}`)
  const { isActive, title, startDate, endDate, afterEnd, matchingFundCents, goalCents } = answer.body
  return { isActive, title, startDate, endDate, afterEnd, matchingFundCents, goalCents }
}

/** A date `days` from today (UTC midnight), as the admin's date picker stores it. */
export function daysFromToday(days: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString()
}
