import type { CollectionBeforeChangeHook } from 'payload'

/** One featured campaign at a time: marking one unmarks the others, in the same transaction. */
export const oneFeatured: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data.featured !== true) return data
  const id = originalDoc?.id
  await req.payload.update({
    collection: 'campaigns',
    where: { and: [{ featured: { equals: true } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    data: { featured: false },
    req,
    overrideAccess: true,
  })
  return data
}
