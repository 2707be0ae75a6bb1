import { redirect } from 'next/navigation'

/**
 * One door per list: the sidebar's "Donations" and "Orders" open the staff panel's tab, the list
 * with the refund and fulfilment actions, amounts in dollars and times on the foundation's clock,
 * instead of Payload's raw table of the same rows. A record's own page stays Payload's.
 */
export function DonationsListDoor(): never {
  redirect('/admin?tab=donations')
}

export function OrdersListDoor(): never {
  redirect('/admin?tab=orders')
}
