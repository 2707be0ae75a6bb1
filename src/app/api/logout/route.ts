import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { logout } from '@/server/auth'

export const POST = route(async (request) => {
  const cookie = await logout(await getPayload(), request.headers)
  const response = NextResponse.json({ message: 'Signed out.' })
  response.cookies.set(cookie.name, cookie.value, cookie.options)
  return response
})
