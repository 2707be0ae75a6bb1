import type { NumberField } from 'payload'

type Options = { name: string; label: string } & Partial<Omit<NumberField, 'type' | 'name' | 'label' | 'hasMany'>>

/**
 * A money field: stored as integer cents (as the whole app counts money), shown and entered in
 * dollars in the admin by `CentsField`, and listed as "$12.00" by `CentsCell`.
 */
export function centsField({ name, label, admin, ...rest }: Options): NumberField {
  return {
    name,
    label,
    type: 'number',
    min: 0,
    validate: (value: unknown) => {
      if (value === null || value === undefined) return rest.required ? 'Enter an amount in dollars, such as 12.00.' : true
      if (!(typeof value === 'number' && Number.isInteger(value) && value >= (rest.min ?? 0))) return 'Enter an amount in dollars, such as 12.00.'
      return rest.max === undefined || value <= rest.max ? true : `Enter at most $${(rest.max / 100).toFixed(2)}.`
    },
    ...rest,
    admin: {
      ...admin,
      components: {
        ...admin?.components,
        Field: '/components/admin/cents-field#CentsField',
        Cell: '/components/admin/cents-field#CentsCell',
      },
    },
  } as NumberField
}
