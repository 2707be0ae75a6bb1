import type { CollectionConfig } from 'payload'

/**
 * One row per boutique time that has ever been booked (issue 31). A booking locks its time's row
 * (SELECT … FOR UPDATE) before counting the visits it holds, so concurrent bookings of the last
 * place — on any instance — are taken one after another and only one gets it
 * (src/server/boutique/booking.ts). Holds no one's data; written only by SQL.
 */
export const BoutiqueSlots: CollectionConfig = {
  slug: 'boutique-slots',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'start', type: 'date', required: true, unique: true }],
}
