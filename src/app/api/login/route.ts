import { NextResponse } from 'next/server'

import { loginSchema } from '@/domain/auth/schema'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { login } from '@/server/auth'

export const POST = route(
  async (request) => {
    const input = await readJson(request, loginSchema)
    const { user, cookie } = await login(await getPayload(), input)
    const response = NextResponse.json({ message: 'Signed in.', user })
    response.cookies.set(cookie.name, cookie.value, cookie.options)
    return response
  },
  { confidential: true },
)
