import { expect, test } from '@playwright/test'

import { logLinesWithPersonalData } from '../support/log-hygiene'

// Runs after every other browser test (the `log-hygiene` project depends on `desktop`).
test('the server log holds none of the personal values the whole suite submitted', () => {
  const { lines, size } = logLinesWithPersonalData()
  expect(size).toBeGreaterThan(0)
  expect(lines).toEqual([])
})
