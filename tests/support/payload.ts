import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | null = null

/** Payload's Local API on the test run's database, for arranging data and checking rows. */
export function testPayload(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}
