import { sqlOnlyCollection } from '../sql-only'

/**
 * One row per boutique time that has ever been booked (issue 31). A booking locks its time's row
 * (SELECT … FOR UPDATE) before counting the visits it holds, so concurrent bookings of the last
 * place — on any instance — are taken one after another and only one gets it
 * (src/server/boutique/booking.ts). Holds no one's data; written only by SQL.
 */
export const BoutiqueSlots = sqlOnlyCollection('boutique-slots', [{ name: 'start', type: 'date', required: true, unique: true }])

/**
 * Her links (issue 41): one row per token given to her (only its SHA-256 is kept). A link opens
 * the neutral page /v/<token> of one request; `proposedStart` is the time a second booking asked
 * for (confirming moves her visit there). A retired link (used to cancel, or replaced when staff
 * moved or cancelled her visit) answers 410.
 */
export const VisitLinks = sqlOnlyCollection('visit-links', [
  { name: 'tokenHash', type: 'text', required: true, unique: true },
  { name: 'requestId', type: 'number', required: true, index: true },
  { name: 'proposedStart', type: 'date' },
  { name: 'retiredAt', type: 'date' },
])
