/**
 * Runs once when a server process starts: schedules the confidential intake retention purge
 * (and rate-limit housekeeping) so a running site needs no external scheduler.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startIntakeRetentionSchedule } = await import('./server/intake-retention')
  const { getPayload } = await import('./lib/payload')
  startIntakeRetentionSchedule(getPayload)
}
