import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'

import { checkPasswordPolicy, disguiseUnknownUser } from './hooks'

const TEN_MINUTES = 10 * 60 * 1000

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'email'],
    group: 'Settings',
  },
  access: {
    // Payload's create-first-user screen works without a session; after that only staff add staff.
    create: staffOnly,
    read: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    unlock: staffOnly,
  },
  hooks: { beforeOperation: [disguiseUnknownUser], beforeValidate: [checkPasswordPolicy] },
  auth: {
    // The session lives in the HttpOnly cookie only: a token in a body can leak through logs or scripts.
    removeTokenFromResponses: true,
    loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
    maxLoginAttempts: 5,
    lockTime: TEN_MINUTES,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
    },
  },
  fields: [{ name: 'name', type: 'text' }],
}
