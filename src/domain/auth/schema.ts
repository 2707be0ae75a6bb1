import { z } from 'zod'

import { plainString } from '@/lib/validation'

/** Staff sign-in (spec §5.6: username and password required). Shared by the form and the API. */
export const loginSchema = z.object({
  username: plainString('Username is required').trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
})
export type LoginInput = z.infer<typeof loginSchema>
