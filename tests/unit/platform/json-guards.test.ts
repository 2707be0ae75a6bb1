import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { jsonDepth, outOfRangeNumber, unknownField } from '@/lib/json-guards'

/** Issue 42: the checks every JSON body gets before its route's schema. */
describe('JSON body guards', () => {
  it('measure nesting on the text, brackets inside strings aside', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3)
    expect(jsonDepth('{"a":"[[[[{{{{\\\\\\"]]"}')).toBe(1)
    expect(jsonDepth(`${'['.repeat(100)}${']'.repeat(100)}`)).toBe(100)
  })

  it('find numbers no integer column holds', () => {
    expect(outOfRangeNumber({ a: [1, 2, { b: 2_147_483_647 }] })).toBeNull()
    expect(outOfRangeNumber({ a: [1, { batchId: 3_000_000_000 }] })).toBe('a.1.batchId')
    expect(outOfRangeNumber({ n: -2_147_483_648 })).toBe('n')
    expect(outOfRangeNumber(1e309)).toBe('_')
  })

  it('name the first field a schema does not describe, through optional, default, pipe, union and arrays', () => {
    const schema = z
      .object({
        name: z.string(),
        items: z.array(z.object({ id: z.number() })).optional(),
        tribute: z.object({ type: z.string(), notify: z.object({ email: z.string() }).optional() }).optional(),
        choice: z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]).optional(),
        extra: z.record(z.string(), z.unknown()).optional(),
      })
      .transform((value) => value)
      .default({ name: 'x' })
    expect(unknownField(schema, { name: 'x', items: [{ id: 1 }], tribute: { type: 'memory', notify: { email: 'a' } }, choice: { b: 1 }, extra: { anything: 1 } })).toBeNull()
    expect(unknownField(schema, { name: 'x', nmae: 'typo' })).toBe('nmae')
    expect(unknownField(schema, { name: 'x', items: [{ id: 1 }, { id: 2, price: 1 }] })).toBe('items.1.price')
    expect(unknownField(schema, { name: 'x', tribute: { type: 'memory', notify: { email: 'a', bcc: 'b' } } })).toBe('tribute.notify.bcc')
    expect(unknownField(schema, { name: 'x', choice: { c: 1 } })).toBe('choice.c')
    expect(unknownField(z.looseObject({ a: z.string() }), { b: 1 })).toBeNull()
    expect(unknownField(z.unknown(), { b: 1 })).toBeNull()
  })
})
