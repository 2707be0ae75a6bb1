/**
 * The admin components of a collection staff work on in the staff panel: its sidebar entry opens
 * the panel's tab instead of Payload's list (src/components/admin/panel-door.tsx). Named by its
 * path, so the data model imports nothing from the UI.
 */
export function panelDoor(door: 'DonationsListDoor' | 'OrdersListDoor') {
  return { views: { list: { Component: `/components/admin/panel-door#${door}` } } }
}
