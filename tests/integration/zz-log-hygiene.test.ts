import { describe, expect, it } from 'vitest'

import { logLinesWithPersonalData } from '../support/log-hygiene'

/**
 * Runs after every other integration file (tests/support/last-file-sequencer.ts): by now the
 * suite has submitted names, e-mail addresses, intake answers and messages, valid and invalid,
 * to every form, donation and order call. None of them may appear in the server's log.
 */
describe('the server log after the integration suite', () => {
  it('contains none of the personal values the tests submitted', () => {
    const { lines, size } = logLinesWithPersonalData()
    expect(size, 'the server wrote a log').toBeGreaterThan(0)
    expect(lines).toEqual([])
  })
})
