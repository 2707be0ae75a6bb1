import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { hiddenUnless, managedBy } from '@/access'
import { centsField } from '@/fields/cents'
import { options } from '@/lib/options'

export const CONTACT_SOURCES = ['donation', 'order', 'newsletter', 'manual', 'import'] as const

/**
 * One person who has given, bought or subscribed (spec §3.12), keyed by normalised e-mail.
 * Consolidation (src/server/donor-contacts/consolidate.ts) derives the giving figures from the
 * donation ledger; staff own isActive, preferredContactMethod and the categories.
 */
const deleteNotes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'donor-notes', where: { contact: { equals: id } }, overrideAccess: true, req })
}

export const DonorContacts: CollectionConfig = {
  slug: 'donor-contacts',
  admin: {
    hidden: hiddenUnless('donorData'),
    group: 'Supporters',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'totalDonationCents', 'isMonthlyDonor', 'isActive'],
  },
  access: managedBy('donorData'),
  // A contact's notes go with it (the notes' foreign key would otherwise refuse the deletion).
  hooks: { beforeDelete: [deleteNotes] },
  defaultSort: 'lastName',
  fields: [
    { name: 'firstName', type: 'text', index: true },
    { name: 'lastName', type: 'text', index: true },
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'phone', type: 'text' },
    { name: 'organizationName', type: 'text', index: true },
    // Issue 44: the street address an imported file brings (consolidation derives the rest from gifts).
    { name: 'address1', type: 'text', label: 'Address' },
    { name: 'address2', type: 'text', label: 'Address line 2' },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'zipCode', type: 'text', label: 'ZIP code' },
    {
      name: 'alternateEmails',
      type: 'array',
      admin: { readOnly: true, description: 'Addresses merged into this contact: their gifts, orders and sign-ups count here.' },
      fields: [{ name: 'email', type: 'email', required: true, unique: true }],
    },
    {
      // Set by a merge: staff chose these details, so consolidation no longer replaces the name,
      // phone, organisation or place with the latest gift's.
      name: 'detailsChosenByStaff',
      type: 'checkbox',
      defaultValue: false,
      admin: { hidden: true },
    },
    centsField({
      name: 'totalDonationCents',
      label: 'Total given',
      required: true,
      defaultValue: 0,
      admin: { description: 'Sum of every gift in the donation ledger.' },
    }),
    { name: 'donationCount', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'lastDonationDate', type: 'date', index: true },
    {
      name: 'isMonthlyDonor',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      index: true,
      admin: { description: 'Has an active recurring gift.' },
    },
    { name: 'isActive', type: 'checkbox', required: true, defaultValue: true, index: true },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'manual',
      options: CONTACT_SOURCES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: { description: 'Where this person was first seen.' },
    },
    {
      name: 'preferredContactMethod',
      type: 'select',
      options: options({ email: 'Email', phone: 'Phone', mail: 'Mail' }),
    },
    {
      name: 'doNotContact',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'Issue 49: never send this person an appeal (set by staff at her request or for her safety).' },
    },
    { name: 'categories', type: 'relationship', relationTo: 'donor-categories', hasMany: true, index: true },
    {
      name: 'lastTaggedBy',
      type: 'text',
      admin: { readOnly: true, description: 'Who last assigned categories in bulk.' },
    },
  ],
}
