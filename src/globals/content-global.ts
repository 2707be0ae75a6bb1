import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { anyone, canAccess, hiddenUnless } from '@/access'

/**
 * A global of site content (the campaign, Site settings): everyone reads it, content staff edit
 * it, and a save refreshes the pages that show it.
 */
export function contentGlobal(revalidate: GlobalAfterChangeHook, { admin, ...config }: Omit<GlobalConfig, 'access' | 'hooks'>): GlobalConfig {
  return {
    ...config,
    admin: { hidden: hiddenUnless('content'), ...admin },
    access: { read: anyone, update: canAccess('content') },
    hooks: { afterChange: [revalidate] },
  }
}
