import { NextResponse } from 'next/server'

/** Staff data is personal: never stored by a browser or proxy cache. */
export function staffJson(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return NextResponse.json(data, { status: init.status, headers: { 'Cache-Control': 'no-store', ...init.headers } })
}
