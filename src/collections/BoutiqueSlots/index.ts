import { sqlOnlyCollection } from '../sql-only'

/**
 * One row per boutique time that has ever been booked (issue 31). A booking locks its time's row
 * (SELECT … FOR UPDATE) before counting the visits it holds, so concurrent bookings of the last
 * place — on any instance — are taken one after another and only one gets it
 * (src/server/boutique/booking.ts). Holds no one's data; written only by SQL.
 */
export const BoutiqueSlots = sqlOnlyCollection('boutique-slots', [{ name: 'start', type: 'date', required: true, unique: true }])
