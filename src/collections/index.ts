import type { CollectionConfig } from 'payload'

import { AuditLog } from './AuditLog'
import { BoutiqueVisits } from './BoutiqueVisits'
import { BoutiqueSlots, VisitLinks } from './BoutiqueSlots'
import { CalendarFeeds } from './CalendarFeeds'
import { Campaigns } from './Campaigns'
import { CaseNotes } from './CaseNotes'
import { ContactMessages } from './ContactMessages'
import { Donations } from './Donations'
import { DonorCategories } from './DonorCategories'
import { DonorContacts } from './DonorContacts'
import { DonorLevels } from './DonorLevels'
import { DonorMerges } from './DonorMerges'
import { DonorNotes } from './DonorNotes'
import { DonorRoster } from './DonorRoster'
import { DriveInquiries } from './DriveInquiries'
import { Drives } from './Drives'
import { DropOffs } from './DropOffs'
import { DuplicateDismissals } from './DuplicateDismissals'
import { Feedback } from './Feedback'
import { GiftBatches } from './GiftBatches'
import { ImpactFigures } from './ImpactFigures'
import { IntakeRequests } from './IntakeRequests'
import { JobRuns } from './JobRuns'
import { Media } from './Media'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Orders } from './Orders'
import { Pages } from './Pages'
import { Products } from './Products'
import { RateLimits } from './RateLimits'
import { Receipts } from './Receipts'
import { ReconciliationRuns } from './ReconciliationRuns'
import { RecurringGifts } from './RecurringGifts'
import { StripeEvents } from './StripeEvents'
import { Users } from './Users'

/** Every collection of the app, in the order staff see them in the admin navigation. */
export const collections: CollectionConfig[] = [
  Users,
  Media,
  Products,
  Orders,
  Donations,
  Receipts,
  GiftBatches,
  RecurringGifts,
  DonorLevels,
  DonorRoster,
  Campaigns,
  NewsletterSubscribers,
  DonorContacts,
  DonorNotes,
  DonorMerges,
  DuplicateDismissals,
  DonorCategories,
  StripeEvents,
  ReconciliationRuns,
  Pages,
  ContactMessages,
  DriveInquiries,
  Drives,
  DropOffs,
  IntakeRequests,
  BoutiqueVisits,
  CaseNotes,
  Feedback,
  RateLimits,
  AuditLog,
  JobRuns,
  BoutiqueSlots,
  VisitLinks,
  CalendarFeeds,
  ImpactFigures,
]
