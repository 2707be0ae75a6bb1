import { logger } from '@/lib/log'

/**
 * Long work a staff member starts (an appeal's sending, a statement run, an import) is not
 * awaited: the request answers at once and the screen polls the progress. If this process stops,
 * a periodic job takes the work up again, so a failure here is only logged (its name, never its
 * message: it may quote a donor's data).
 */
export function inBackground(work: Promise<unknown>, failure: string, context: Record<string, unknown> = {}) {
  void work.catch((error: unknown) => {
    logger.error({ ...context, error: error instanceof Error ? error.name : 'unknown' }, failure)
  })
}
