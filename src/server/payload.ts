import config from '@payload-config'
import { getPayload as getPayloadInstance } from 'payload'

/** The app's one Payload instance (Payload caches it per process). */
export function getPayload() {
  return getPayloadInstance({ config })
}
