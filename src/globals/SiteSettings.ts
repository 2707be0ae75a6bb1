import type { Field, NumberField } from 'payload'

import { canAccessField, hasRole } from '@/access'
import { centsField } from '@/fields/cents'
import { revalidateSiteSettings } from '@/lib/revalidate'
import { DEFAULT_QUICK_EXIT_URL, HOTLINE_LINK, QUICK_EXIT_URL, SOCIAL_URL, validateUrl } from '@/lib/safe-url'

import { contentGlobal } from './content-global'
import { auditKnobChanges, MONEY_KNOB_MAX, refuseChangeWithout } from './fee-knobs'

/** How many days a kind of record is kept. Retention is policy, not content: only an admin changes it. */
function retentionDays({ name, defaultValue, min, description }: { name: string; defaultValue: number; min: number; description: string }): NumberField {
  return { name, type: 'number', required: true, defaultValue, min, access: { update: canAccessField('system') }, admin: { description } }
}

/** A Stripe rate in percent that donors who cover the fee add to their gift. */
function feePercent(name: 'feeCardPercent' | 'feeBankPercent', label: string, defaultValue: number, description: string): NumberField {
  return moneyKnob({ name, label, type: 'number', defaultValue, min: 0, max: MONEY_KNOB_MAX[name], admin: { description } })
}

/** Issue 42: a setting that changes what donors are charged: admin and treasurer only, bounded, audited. */
function moneyKnob(field: NumberField): NumberField {
  return {
    ...field,
    access: { update: canAccessField('donorData') },
    hooks: { beforeValidate: [refuseChangeWithout('donorData')] },
  }
}

/**
 * Everything else in Site settings is content (admin and editor): a treasurer may open the
 * global for the money knobs only; a change she sends to another field is refused (403).
 */
function contentOnly(field: Field): Field {
  if (('access' in field && field.access) || !('name' in field)) return field
  // Lists (social links, hotlines) come back from the admin form in their own key order: field
  // access alone keeps them out of a treasurer's save, silently.
  if (field.type === 'array' || field.type === 'group' || field.type === 'blocks') return { ...field, access: { update: canAccessField('content') } } as Field
  const hooks = 'hooks' in field ? field.hooks : undefined
  return {
    ...field,
    access: { update: canAccessField('content') },
    hooks: { ...hooks, beforeValidate: [refuseChangeWithout('content'), ...(hooks?.beforeValidate ?? [])] },
  } as Field
}

/**
 * Facts used in several places on the site. Pages read them from here so staff change them once.
 */
const siteSettings = contentGlobal(revalidateSiteSettings, {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  fields: [
    { name: 'foundationName', type: 'text', required: true, defaultValue: 'Bloom Hope Foundation' },
    {
      name: 'legalName',
      type: 'text',
      admin: { description: 'The name registered with the IRS, printed on donation receipts (the foundation name when empty).' },
    },
    {
      name: 'ein',
      label: 'EIN',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^\d{2}-\d{7}$/.test(value) ? true : 'Write the EIN as nine digits, such as 12-3456789.',
      admin: {
        description:
          'Employer Identification Number, printed on donation receipts (12-3456789). Until it holds the real one (the demo has 00-0000000), receipts are not e-mailed: they wait, and go out within 15 minutes of saving it.',
      },
    },
    { name: 'contactEmail', type: 'email', required: true, defaultValue: 'hello@bloomhope.example.org' },
    { name: 'phone', type: 'text' },
    { name: 'city', type: 'text', required: true, defaultValue: 'Centerville' },
    { name: 'state', type: 'text', required: true, defaultValue: 'Tennessee' },
    { name: 'foundedYear', type: 'number', required: true, defaultValue: 2024 },
    {
      name: 'copyrightYear',
      type: 'number',
      required: true,
      defaultValue: 2024,
      // Kept (a column with data) but unused since issue 47: a typed year goes stale every January.
      admin: { description: 'No longer shown: the footer shows the current year in the time zone below.' },
    },
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
        { name: 'url', type: 'text', required: true, validate: validateUrl(SOCIAL_URL), admin: { description: 'A full address starting with https://' } },
      ],
    },
    {
      name: 'hotlines',
      type: 'array',
      admin: { description: 'Crisis numbers shown in the footer of every page and on /contact.' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'value', type: 'text', required: true },
        { name: 'href', type: 'text', required: true, validate: validateUrl(HOTLINE_LINK), admin: { description: 'tel: or sms: link' } },
      ],
    },
    // Issue 41: whoever reads her mailbox must not learn who wrote. Her e-mails come from this sender.
    {
      type: 'row',
      fields: [
        {
          name: 'appointmentSenderName',
          label: 'Appointment e-mails: sender name',
          type: 'text',
          required: true,
          defaultValue: 'Appointments',
          admin: { description: 'The name her appointment e-mails come from. Never the foundation or its services.' },
        },
        {
          name: 'appointmentSenderAddress',
          label: 'Appointment e-mails: sender address',
          type: 'email',
          admin: { description: 'An address that names nothing (e.g. appointments@…). Empty: the site\'s usual sending address.' },
        },
      ],
    },
    {
      name: 'quickExitUrl',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_QUICK_EXIT_URL,
      validate: validateUrl(QUICK_EXIT_URL),
      admin: { description: 'Neutral page the Quick Exit button replaces the site with: a full address starting with https://.' },
    },
    retentionDays({
      name: 'intakeRetentionDays',
      defaultValue: 180,
      min: 1,
      description: 'Closed boutique intake requests are deleted automatically this many days after they were closed.',
    }),
    retentionDays({
      name: 'auditRetentionDays',
      defaultValue: 730,
      min: 30,
      description: 'Audit log rows (who opened, exported or changed what) are deleted this many days after they were written.',
    }),
    {
      name: 'giftReminderMinutes',
      type: 'number',
      defaultValue: 60,
      min: 1,
      max: 10080,
      admin: {
        description: 'How long after a donor asks for a link to finish her gift later the reminder e-mail goes out, in minutes (default 60).',
      },
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'America/Chicago',
      validate: (value: string | null | undefined) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: value ?? '' })
          return true
        } catch {
          return 'Use an IANA time zone name, such as America/Chicago.'
        }
      },
      admin: {
        description: 'The foundation’s time zone (IANA name): staff dates, CSV exports and the treasurer’s report use it.',
      },
    },
    // Issue 29: giving that grows. The server prices from these; the form only shows them.
    moneyKnob(
      centsField({
        name: 'monthlyAskThresholdCents',
        label: 'Monthly ask: one-time gifts under',
        defaultValue: 25_000,
        max: MONEY_KNOB_MAX.monthlyAskThresholdCents,
        admin: { description: 'A one-time gift under this amount is offered a monthly gift of a third of it before payment (at most $10,000).' },
      }),
    ),
    feePercent('feeCardPercent', 'Card fee (percent)', 2.2, 'Stripe’s card rate, for donors who cover the fee (nonprofit rate 2.2; at most 5).'),
    moneyKnob(centsField({ name: 'feeCardFixedCents', label: 'Card fee per payment', defaultValue: 30, max: MONEY_KNOB_MAX.feeCardFixedCents })),
    feePercent('feeBankPercent', 'Bank (ACH) fee (percent)', 0.8, 'Stripe’s US bank account rate, for donors who cover the fee (at most 2).'),
    moneyKnob(centsField({ name: 'feeBankCapCents', label: 'Bank (ACH) fee cap', defaultValue: 500, max: MONEY_KNOB_MAX.feeBankCapCents })),
    {
      name: 'applePayDomainAssociation',
      label: 'Apple Pay domain association file',
      type: 'textarea',
      access: { update: canAccessField('system') },
      admin: {
        description:
          'The text of the file Stripe gives for Apple Pay (Settings → Payment method domains). It is served at /.well-known/apple-developer-merchantid-domain-association; empty means not served.',
      },
    },
    {
      name: 'seededAt',
      type: 'date',
      admin: { readOnly: true, description: 'When demo content was first loaded.' },
    },
  ],
})

/**
 * Issue 42: the treasurer opens Site settings too (for the money knobs); every other field stays
 * content's. A save that changed a knob is audited.
 */
export const SiteSettings = {
  ...siteSettings,
  admin: { ...siteSettings.admin, hidden: ({ user }: { user: unknown }) => !(hasRole(user as never, 'content') || hasRole(user as never, 'donorData')) },
  access: { ...siteSettings.access, update: ({ req }: { req: { user: unknown } }) => hasRole(req.user as never, 'content') || hasRole(req.user as never, 'donorData') },
  fields: siteSettings.fields.map(contentOnly),
  hooks: { ...siteSettings.hooks, afterChange: [...(siteSettings.hooks?.afterChange ?? []), auditKnobChanges] },
} satisfies typeof siteSettings
