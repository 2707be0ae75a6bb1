import type { Payload } from 'payload'
import { z } from 'zod'

import { isUniqueViolation } from '@/lib/db-errors'
import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import type { DonorCategory } from '@/payload-types'
import { optionalText, requiredText } from '@/lib/validation'

import { databasePool } from '@/lib/db'

export const CATEGORY_NAME_REQUIRED = 'Category name is required.'
export const DUPLICATE_CATEGORY_MESSAGE = 'A category with this name already exists.'

/** Shared by the category dialog and its route handlers (spec §5.6). */
export const categorySchema = z.object({
  name: requiredText(CATEGORY_NAME_REQUIRED, 100),
  description: z.preprocess((v) => (v === null ? undefined : v), optionalText(500)),
})

export type CategoryInput = z.output<typeof categorySchema>

export function categoryJSON(category: DonorCategory) {
  return { id: category.id, name: category.name, description: category.description ?? undefined }
}

export async function listCategories(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'donor-categories',
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(categoryJSON)
}

/** Names are unique ignoring case, so 'Volunteers' and 'volunteers' cannot both exist. */
async function assertNameFree(payload: Payload, name: string, exceptId?: number) {
  const { rows } = await databasePool(payload).query(
    'SELECT 1 FROM donor_categories WHERE lower(name) = lower($1) AND ($2::int IS NULL OR id <> $2) LIMIT 1',
    [name, exceptId ?? null],
  )
  if (rows.length) throw new ApiError(409, DUPLICATE_CATEGORY_MESSAGE)
}

export function parseCategoryId(raw: string) {
  const id = serialKeyOf(raw)
  if (id === null) throw new ApiError(404, 'Category not found.')
  return id
}

/**
 * Writes a category (a new one, or the one `id` names) under a name no other category has: the
 * check answers staff clearly, and the unique index decides when two of them save the same name at once.
 */
async function saveCategory(payload: Payload, input: CategoryInput, id?: number) {
  await assertNameFree(payload, input.name, id)
  const data = { name: input.name, description: input.description ?? null }
  try {
    const doc =
      id === undefined
        ? await payload.create({ collection: 'donor-categories', data, overrideAccess: true })
        : await payload.update({ collection: 'donor-categories', id, data, overrideAccess: true })
    return categoryJSON(doc)
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, DUPLICATE_CATEGORY_MESSAGE)
    throw error
  }
}

export async function createCategory(payload: Payload, input: CategoryInput) {
  return saveCategory(payload, input)
}

async function existing(payload: Payload, id: number) {
  const doc = await payload.findByID({ collection: 'donor-categories', id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!doc) throw new ApiError(404, 'Category not found.')
  return doc
}

export async function updateCategory(payload: Payload, id: number, input: CategoryInput) {
  await existing(payload, id)
  return saveCategory(payload, input, id)
}

/** Removing a category also removes it from every contact (the relation rows cascade). */
export async function deleteCategory(payload: Payload, id: number) {
  await existing(payload, id)
  await payload.delete({ collection: 'donor-categories', id, overrideAccess: true })
}
