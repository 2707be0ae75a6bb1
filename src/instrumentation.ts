/**
 * Runs once when a server process starts: refuses to serve in production without a usable intake
 * encryption key (a visitor's intake answers would otherwise fail to save, or worse), then
 * schedules the confidential intake retention purge (and rate-limit housekeeping) so a running
 * site needs no external scheduler.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { keyringFromEnv } = await import('./lib/intake-crypto')
  try {
    keyringFromEnv()
  } catch (error) {
    if (process.env.NODE_ENV === 'production') {
      console.error(`[startup] ${error instanceof Error ? error.message : 'intake encryption key unusable'}`)
      process.exit(1)
    }
  }
  const { startIntakeRetentionSchedule } = await import('./server/intake-retention')
  const { getPayload } = await import('./lib/payload')
  startIntakeRetentionSchedule(getPayload)
}
