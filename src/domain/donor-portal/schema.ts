import { z } from 'zod'

import { emailField } from '@/lib/validation'

export const linkRequestSchema = z.object({ email: emailField('Please enter the e-mail address you gave with.') })
