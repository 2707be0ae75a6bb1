/**
 * Every personal value the tests submit (names, e-mail addresses, intake answers, messages)
 * carries this marker, so tests/integration/zz-log-hygiene.test.ts can search the server log
 * for it after the suite: a log line that quotes what a visitor typed shows up there.
 */
export const PERSONAL_MARKER = 'qzvpersonal'

/** A person's name (or any free text they type) that the log check recognises. */
export function markedName(name: string) {
  return `${name} ${PERSONAL_MARKER}`
}
