/** One choice of a select: the stored value and the words people read for it. */
export type Option<V extends string = string, L extends string = string> = { label: L; value: V }

/** The choices `options(labels)` returns: each value paired with its own label's literal type. */
export type OptionsOf<T extends Record<string, string>> = { [V in keyof T & string]: Option<V, T[V]> }[keyof T & string][]

/**
 * The choices of a select written as `{ value: 'Label' }`, in the order they are shown:
 * `options({ open: 'Open', won: 'Won' })` → `[{ label: 'Open', value: 'open' }, { label: 'Won', value: 'won' }]`.
 * Values and labels keep their literal types, so `(typeof X)[number]['value']` is the union of the
 * stored values. A value must not be a whole number ("1"): JavaScript lists such keys first.
 */
export function options<const T extends Record<string, string>>(labels: T): OptionsOf<T> {
  return Object.entries(labels).map(([value, label]) => ({ label, value })) as OptionsOf<T>
}

/**
 * The stored values of a table of labels, in the order written, as a non-empty tuple of its keys
 * (what `z.enum` takes): the values are written once, with their labels.
 */
export function valuesOf<T extends Record<string, string>>(labels: T) {
  return Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]
}
