import type { CollectionBeforeValidateHook } from 'payload'

import { slugify } from '@/domain/shop/catalogue'

/** Staff may leave the id empty on create: it is made from the name. */
export const fillProductId: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data) return data
  if (typeof data.id === 'string' && data.id.trim()) return { ...data, id: data.id.trim() }
  const fromName = typeof data.name === 'string' ? slugify(data.name) : ''
  return fromName ? { ...data, id: fromName } : data
}
