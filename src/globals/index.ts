import type { GlobalConfig } from 'payload'

import { AccountingSettings } from './AccountingSettings'
import { BoutiqueHours } from './BoutiqueHours'
import { GoodsCategories } from './GoodsCategories'
import { SiteSettings } from './SiteSettings'

export const globals: GlobalConfig[] = [SiteSettings, BoutiqueHours, AccountingSettings, GoodsCategories]
