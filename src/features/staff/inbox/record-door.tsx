import type { Payload } from 'payload'

import { foundationTimeZone } from '@/lib/zoned-time'
import type { MessageBox } from '@/server/inbox/messages'

import { IntakeCaseSummary } from '@/features/staff/inbox/intake-case'
import { MessageCaseSummary } from '@/features/staff/inbox/message-case'

/**
 * One door per record: Payload's editor of an intake request, a contact message or a drive
 * inquiry opens with the same status part as the staff panel's case (the reminder that e-mail may
 * not be safe, the reply link, the guarded status moves), so staff who land there from the
 * collection list or a notification e-mail see it too. A UI field at the top of each collection
 * (server component: Payload passes the document's id); nothing on the create form.
 */
type DoorProps = { id?: number | string; payload: Payload }

export async function IntakeCaseDoor({ id, payload }: DoorProps) {
  if (id === undefined || id === null || id === '') return null
  return <IntakeCaseSummary id={String(id)} timeZone={await foundationTimeZone(payload)} />
}

export async function MessageCaseDoor({ id, payload, box }: DoorProps & { box: MessageBox }) {
  if (id === undefined || id === null || id === '') return null
  return <MessageCaseSummary box={box} id={String(id)} timeZone={await foundationTimeZone(payload)} />
}
