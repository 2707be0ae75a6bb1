import type { GlobalConfig } from 'payload'

import { BoutiqueHours } from './BoutiqueHours'
import { SiteSettings } from './SiteSettings'

export const globals: GlobalConfig[] = [SiteSettings, BoutiqueHours]
