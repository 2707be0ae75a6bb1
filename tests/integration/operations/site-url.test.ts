import { spawn, type ChildProcess } from 'node:child_process'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteServerArgs } from '../../../scripts/lib/site-server.mjs'
import { BASE_URL, call, signIn, uniqueEmail } from '../../support/api'
import { eventually, testPort } from '../../support/cluster'
import { sentMail, waitForMail } from '../../support/mail'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * One build, two addresses (issue 27): the test build (made without any public address) started
 * a second time with another SITE_URL. Each server puts its own address in what it writes out:
 * the My giving link it e-mails, Payload's upload URLs, the sitemap; only the https one marks
 * its session cookie Secure.
 */
const port = testPort(60)
const local = `http://127.0.0.1:${port}`
const SECOND_ADDRESS = 'https://giving.bloomhope.test'
let server: ChildProcess | null = null
let serverLog = ''

beforeAll(async () => {
  server = spawn(process.execPath, siteServerArgs({ port }), {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_URL: SECOND_ADDRESS, NEXT_PUBLIC_SERVER_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (serverLog += chunk))
  server.stderr?.on('data', (chunk) => (serverLog += chunk))
  await eventually(
    'the second server',
    async () => ((await fetch(`${local}/api/user`).catch(() => null))?.status === 401 ? true : undefined),
    90_000,
  ).catch((error) => {
    throw new Error(`${error.message}\n${serverLog.slice(-3000)}`)
  })
}, 120_000)

afterAll(() => {
  server?.kill('SIGTERM')
})

/** A donor with one paid gift, so the portal sends her a link. */
async function donor() {
  const email = uniqueEmail('address')
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount: '25.00', donationType: 'one_time', firstName: 'Ada', lastName: 'Moss', email },
  })
  expect(answer.status).toBe(200)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(answer.body.clientSecret)))).status).toBe(200)
  return email
}

/** Asks `server` for a My giving link and returns the link from the e-mail. */
async function portalLink(server: string, email: string) {
  const before = (await sentMail({ to: email, subject: /^Manage your giving/ })).length
  const asked = await call(`${server}/api/donor-portal/link`, { body: { email }, headers: { 'x-forwarded-for': `198.51.100.${2 + Math.floor(Math.random() * 250)}` } })
  expect(asked.status).toBe(202)
  const mails = await waitForMail({ to: email, subject: /^Manage your giving/, count: before + 1 })
  const link = /https?:\/\/\S+\/my-giving\/open\?token=[A-Za-z0-9_-]+/.exec(mails[mails.length - 1].text)
  expect(link, 'a My giving link in the e-mail').not.toBeNull()
  return link![0]
}

/**
 * The address the build rendered its pages with: scripts/test.mjs builds with the server's PORT
 * and no SITE_URL, so the build's pre-rendered pages name http://localhost:<that port>, which is
 * the first server's address.
 */
const BUILD_ADDRESS = `http://localhost:${new URL(BASE_URL).port}`

function tag(html: string, pattern: RegExp) {
  return pattern.exec(html)?.[1] ?? null
}

describe('pages the build pre-rendered, served by an instance started with another address', () => {
  // First in this file: the answers are this server's first for these pages.
  it('names the running address in / from its first answer, and the build’s nowhere', async () => {
    const home = await fetch(`${local}/`)
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`^${SECOND_ADDRESS}/?$`))
    expect(tag(html, /<meta property="og:url" content="([^"]+)"/)).toMatch(new RegExp(`^${SECOND_ADDRESS}/?$`))
    expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${SECOND_ADDRESS}/`))
    expect(html).toContain(`"url":"${SECOND_ADDRESS}"`)
    // Its pictures are on this site, by path: whichever address serves the page serves them.
    const pictures = [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src)
    expect(pictures.length).toBeGreaterThan(0)
    for (const src of pictures) expect(src, 'a picture address').toMatch(/^\//)
    expect(html).not.toContain(BUILD_ADDRESS)
    expect(html).not.toContain(encodeURIComponent(BUILD_ADDRESS))
  })

  it('names no other address on the public pages, in their HTML or their navigation data', async () => {
    for (const path of ['/', '/about', '/store', '/donate', '/get-involved', '/contact', '/stories-of-hope']) {
      for (const headers of [{}, { rsc: '1' }] as Record<string, string>[]) {
        const answer = await fetch(`${local}${path}`, { headers })
        expect(answer.status, path).toBe(200)
        const body = await answer.text()
        expect(body, `${path} ${JSON.stringify(headers)}`).not.toContain(BUILD_ADDRESS)
        expect(body).not.toContain(encodeURIComponent(BUILD_ADDRESS))
      }
    }
  })
})

describe('the public address is read when the server starts', () => {
  it('puts each server’s own address in the My giving link it e-mails', async () => {
    const email = await donor()
    expect(await portalLink(BASE_URL, email)).toMatch(new RegExp(`^${BASE_URL}/my-giving/open\\?token=`))
    expect(await portalLink(local, email)).toMatch(new RegExp(`^${SECOND_ADDRESS}/my-giving/open\\?token=`))
  })

  it('gives an uploaded image the address of the server that answers', async () => {
    const cookie = await signIn('admin', undefined, local)
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 40, b: 120 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `address-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A purple square for the address test' }))
    const upload = await fetch(`${local}/api/cms/media`, { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; filename: string; url: string } }
    const path = `/api/cms/media/file/${encodeURIComponent(doc.filename)}`
    expect(doc.url).toBe(`${SECOND_ADDRESS}${path}`)

    const first = await call<{ url: string }>(`/api/cms/media/${doc.id}`)
    expect(first.status).toBe(200)
    expect(first.body.url).toBe(`${BASE_URL}${path}`)
    // The same file, whichever server serves it.
    const file = await fetch(`${BASE_URL}${path}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)
  })

  it('lists its own address in the sitemap and robots.txt', async () => {
    const sitemap = await (await fetch(`${local}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${SECOND_ADDRESS}/donate</loc>`)
    expect(sitemap).not.toContain(BASE_URL)
    expect(await (await fetch(`${local}/robots.txt`)).text()).toContain(`Sitemap: ${SECOND_ADDRESS}/sitemap.xml`)
    expect(await (await fetch(`${BASE_URL}/sitemap.xml`)).text()).toContain(`<loc>${BASE_URL}/donate</loc>`)
  })

  it('marks the staff session cookie Secure only for an https address', async () => {
    const password = process.env.ADMIN_PASSWORD || 'test-admin-password'
    const secure = await call(`${local}/api/login`, { body: { username: 'admin', password } })
    const plain = await call('/api/login', { body: { username: 'admin', password } })
    const tokenCookie = (answer: { headers: Headers }) => answer.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
    expect(tokenCookie(secure)).toMatch(/;\s*Secure/i)
    expect(tokenCookie(plain)).not.toMatch(/;\s*Secure/i)
  })
})
