import type { z } from 'zod'

/**
 * Issue 42: what every JSON body must be before a route's own schema sees it, checked in one
 * place (`readJson`/`parseWith` in ./http) so a new route built on them gets it for free:
 * not nested deeper than a form could need, no integer a PostgreSQL `integer` cannot hold, and no
 * field its schema does not name.
 */

/** Largest JSON body a public API call accepts (bodies over 64 KB answer 413). */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/** Deeper than any form or staff call nests (an order's items' address is 3). */
export const MAX_JSON_DEPTH = 16

/** The largest value a PostgreSQL `integer` (every id, count and cents column) holds. */
export const MAX_INT32 = 2_147_483_647

/** How deep the JSON text nests, counted on the text so a hostile body is never walked recursively. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 92 /* \ */) i++
      else if (char === 34 /* " */) inString = false
    } else if (char === 34) inString = true
    else if (char === 123 /* { */ || char === 91 /* [ */) deepest = Math.max(deepest, ++depth)
    else if (char === 125 /* } */ || char === 93 /* ] */) depth--
  }
  return deepest
}

/** The path of the first number in `value` that no `integer` column holds (or that is not finite), else null. */
export function outOfRangeNumber(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_INT32 ? null : path.join('.') || '_'
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = outOfRangeNumber(value[i], [...path, String(i)])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = outOfRangeNumber(inner, [...path, key])
      if (found) return found
    }
  }
  return null
}

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  options?: z.ZodType[]
  left?: z.ZodType
  right?: z.ZodType
  element?: z.ZodType
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def
}

/** The object shapes a value may take under `schema` (null: the schema says nothing about its keys). */
function shapesOf(schema: z.ZodType, seen = 0): Record<string, z.ZodType>[] | null {
  if (seen > 20) return null
  const def = defOf(schema)
  switch (def.type) {
    case 'object':
      // A loose object (a catch-all other than `never`) takes any key.
      if (def.catchall && defOf(def.catchall).type !== 'never') return null
      return [def.shape ?? {}]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? shapesOf(def.innerType, seen + 1) : null
    case 'pipe':
      return def.in ? shapesOf(def.in, seen + 1) : null
    case 'union': {
      const all: Record<string, z.ZodType>[] = []
      for (const option of def.options ?? []) {
        const shapes = shapesOf(option, seen + 1)
        if (shapes === null) {
          if (defOf(option).type === 'object') return null
          continue
        }
        all.push(...shapes)
      }
      return all.length ? all : null
    }
    case 'intersection': {
      const left = def.left ? shapesOf(def.left, seen + 1) : null
      const right = def.right ? shapesOf(def.right, seen + 1) : null
      if (!left || !right) return null
      return [Object.assign({}, ...left, ...right)]
    }
    default:
      return null
  }
}

function elementOf(schema: z.ZodType, seen = 0): z.ZodType | null {
  if (seen > 20) return null
  const def = defOf(schema)
  if (def.type === 'array') return def.element ?? null
  const inner = def.innerType ?? def.in
  return inner ? elementOf(inner, seen + 1) : null
}

/**
 * The path of the first field of `value` that `schema` does not name, else null. Zod drops such
 * fields silently; a caller who sent one (a typo, a field of another version, a probe) is told.
 * Only where the schema describes its objects: records, loose objects and `unknown` take any key.
 */
export function unknownField(schema: z.ZodType, value: unknown, path: string[] = []): string | null {
  if (path.length > MAX_JSON_DEPTH) return null
  if (Array.isArray(value)) {
    const element = elementOf(schema)
    if (!element) return null
    for (let i = 0; i < value.length; i++) {
      const found = unknownField(element, value[i], [...path, String(i)])
      if (found) return found
    }
    return null
  }
  if (!value || typeof value !== 'object') return null
  const shapes = shapesOf(schema)
  if (!shapes) return null
  for (const [key, inner] of Object.entries(value)) {
    const fields = shapes.filter((shape) => Object.hasOwn(shape, key))
    if (fields.length === 0) return [...path, key].join('.')
    // Nested objects are checked against the first shape naming the key.
    const found = unknownField(fields[0][key], inner, [...path, key])
    if (found) return found
  }
  return null
}
