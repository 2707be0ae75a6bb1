import type { Payload } from 'payload'

import { PLACEHOLDER_EIN } from '@/domain/donations/receipt'
import type { SiteSetting } from '@/payload-types'

/** Neutral stand-ins for the names the specification leaves out; staff edit them in /admin. */
export const demoSiteSettings: Omit<SiteSetting, 'id' | 'seededAt' | 'updatedAt' | 'createdAt'> = {
  foundationName: 'Bloom Hope Foundation',
  // A placeholder: in production receipts wait until staff enter the foundation's real EIN.
  ein: PLACEHOLDER_EIN,
  contactEmail: 'hello@bloomhope.example.org',
  phone: null,
  city: 'Centerville',
  state: 'Tennessee',
  foundedYear: 2024,
  copyrightYear: 2024,
  womenServed: 10,
  farmStandHours: 'Coming Soon',
  intakeRetentionDays: 180,
  auditRetentionDays: 730,
  timeZone: 'America/Chicago',
  memorialLine: "Lovingly dedicated to the memory of our founder's son.",
  quickExitUrl: 'https://www.google.com/search?q=weather',
  appointmentSenderName: 'Appointments',
  socialLinks: [
    { platform: 'Facebook', url: 'https://www.facebook.com/' },
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
    { platform: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
  hotlines: [
    { label: 'National Domestic Violence Hotline', value: '1-800-799-7233', href: 'tel:18007997233' },
    { label: 'Crisis Text Line', value: 'Text HOME to 741741', href: 'sms:741741?body=HOME' },
  ],
}

export async function seedSiteSettings(payload: Payload) {
  await payload.updateGlobal({ slug: 'site-settings', data: { ...demoSiteSettings } })
}
