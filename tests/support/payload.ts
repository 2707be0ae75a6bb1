import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | null = null

/** Payload's Local API on the test run's database, for arranging data and checking rows. */
export function testPayload(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}

/** A staff account for Local API reads that must run as staff (intake answers open only for staff). */
export async function staffUser() {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', limit: 1, depth: 0, sort: 'createdAt' })
  if (!docs[0]) throw new Error('no staff account in the test database')
  return { ...docs[0], collection: 'users' as const }
}

/**
 * Intake requests with this e-mail, read as staff. The e-mail is encrypted with the other answers,
 * so the database cannot be asked for it: every request is opened and compared.
 */
export async function intakeRequestsByEmail(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'intake-requests',
    user: await staffUser(),
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: '-createdAt',
  })
  return docs.filter((doc) => doc.email === email)
}
