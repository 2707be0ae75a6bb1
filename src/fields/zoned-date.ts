import type { DateField } from 'payload'

type Options = { name: string; label: string } & Partial<Omit<DateField, 'type' | 'name' | 'label'>>

/**
 * A date of a read-only record (a Stripe-mirrored gift, an order's steps), shown to staff on the
 * foundation's clock in the list and the edit view, as the staff panel shows it.
 */
export function zonedDateField({ name, label, admin, ...rest }: Options): DateField {
  return {
    name,
    label,
    type: 'date',
    ...rest,
    admin: {
      ...admin,
      readOnly: true,
      components: {
        ...admin?.components,
        Cell: '/components/admin/zoned-date#ZonedDateCell',
        Field: '/components/admin/zoned-date#ZonedDateField',
      },
    },
  } as DateField
}
