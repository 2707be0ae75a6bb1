import type { SiteSetting } from '@/payload-types'

/** Where and when local-pickup goods are collected (spec §2.4), from Site settings. */
export type PickupDetails = { address: string | null; hours: string; instructions: string; city: string; state: string }

export const DEFAULT_PICKUP_INSTRUCTIONS = "We'll e-mail you when your order is ready to collect at the farm stand. Bring your order reference."

export function pickupDetails(settings: Pick<SiteSetting, 'farmStandAddress' | 'farmStandHours' | 'pickupInstructions' | 'city' | 'state'>): PickupDetails {
  return {
    address: settings.farmStandAddress || null,
    hours: settings.farmStandHours,
    instructions: settings.pickupInstructions || DEFAULT_PICKUP_INSTRUCTIONS,
    city: settings.city,
    state: settings.state,
  }
}

/** "12 Farm Rd, Centerville" or, without an address on file, "Our farm stand in Centerville, Tennessee". */
export function pickupWhere(pickup: PickupDetails) {
  return pickup.address || `Our farm stand in ${pickup.city}, ${pickup.state}`
}
