import type { CollectionConfig } from 'payload'

import { Media } from './Media'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Users } from './Users'

/** Every collection of the app, in the order staff see them in the admin navigation. */
export const collections: CollectionConfig[] = [Users, Media, NewsletterSubscribers]
