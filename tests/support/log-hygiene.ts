import { readFileSync } from 'node:fs'

import { PERSONAL_MARKER } from './markers'

/**
 * Lines of the test server's log (SERVER_LOG_FILE, written by scripts/test.mjs) that quote a
 * personal value a test submitted: every such value carries PERSONAL_MARKER. The server log
 * must hold none, whatever failed or was refused along the way.
 */
export function logLinesWithPersonalData(): { lines: string[]; size: number } {
  const file = process.env.SERVER_LOG_FILE
  if (!file) throw new Error('SERVER_LOG_FILE is not set: run through npm test')
  const text = readFileSync(file, 'utf8')
  const marker = PERSONAL_MARKER.toLowerCase()
  // Also URL-encoded or JSON-escaped: the marker is plain letters, so it survives both.
  const lines = text.split('\n').filter((line) => line.toLowerCase().includes(marker))
  return { lines: lines.map((line) => line.slice(0, 300)), size: text.length }
}
