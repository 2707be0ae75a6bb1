import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { revalidateSiteSettings } from '@/lib/revalidate'

/**
 * Facts used in several places on the site. Pages read them from here so staff change them once.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    { name: 'foundationName', type: 'text', required: true, defaultValue: 'Bloom Hope Foundation' },
    { name: 'contactEmail', type: 'email', required: true, defaultValue: 'hello@bloomhope.example.org' },
    { name: 'phone', type: 'text' },
    { name: 'city', type: 'text', required: true, defaultValue: 'Centerville' },
    { name: 'state', type: 'text', required: true, defaultValue: 'Tennessee' },
    { name: 'foundedYear', type: 'number', required: true, defaultValue: 2024 },
    { name: 'copyrightYear', type: 'number', required: true, defaultValue: 2024 },
    { name: 'womenServed', type: 'number', required: true, defaultValue: 10, min: 0 },
    { name: 'farmStandHours', type: 'text', required: true, defaultValue: 'Coming Soon' },
    {
      name: 'farmStandAddress',
      type: 'text',
      admin: { description: 'Where local-pickup orders (eggs, plant starts) are collected. Shown at checkout and in order e-mails.' },
    },
    {
      name: 'pickupInstructions',
      type: 'textarea',
      defaultValue: "We'll e-mail you when your order is ready to collect at the farm stand. Bring your order reference.",
      admin: { description: 'Shown at checkout and in order e-mails for local-pickup items.' },
    },
    {
      name: 'memorialLine',
      type: 'text',
      required: true,
      defaultValue: "Lovingly dedicated to the memory of our founder's son.",
    },
    {
      name: 'socialLinks',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'platform', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'hotlines',
      type: 'array',
      admin: { description: 'Crisis numbers shown in the footer of every page and on /contact.' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'value', type: 'text', required: true },
        { name: 'href', type: 'text', required: true, admin: { description: 'tel: or sms: link' } },
      ],
    },
    {
      name: 'quickExitUrl',
      type: 'text',
      required: true,
      defaultValue: 'https://www.google.com/search?q=weather',
      admin: { description: 'Neutral page the Quick Exit button replaces the site with.' },
    },
    {
      name: 'intakeRetentionDays',
      type: 'number',
      required: true,
      defaultValue: 180,
      min: 1,
      admin: {
        description:
          'Closed boutique intake requests are deleted automatically this many days after they were closed.',
      },
    },
    {
      name: 'seededAt',
      type: 'date',
      admin: { readOnly: true, description: 'When demo content was first loaded.' },
    },
  ],
}
