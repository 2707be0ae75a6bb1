import { z } from 'zod'

import { ApiError, readJson } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { safeRevalidateTag, donorTags } from '@/lib/revalidate'
import { decideWallComment } from '@/server/ledger/campaign-gifts'
import { STAFF, staffRoute } from '@/server/staff-route'

const decisionSchema = z.object({ decision: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected.' }) })

/** POST /api/campaign-comments/{id} {decision}: a wall comment shows only once approved (issue 49). */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ request, payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Comment not found.')
  const { decision } = await readJson(request, decisionSchema)
  if (!(await decideWallComment(payload, id, decision))) throw new ApiError(404, 'Comment not found.')
  safeRevalidateTag(donorTags.campaignTotals)
  return { id, decision }
})
