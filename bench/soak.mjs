#!/usr/bin/env node
/**
 * `npm run bench -- --soak`: mixed traffic through the balancer for ten minutes (browsing, the
 * cart page, orders, donations with their signed webhooks delivered twice, staff lists) by a
 * bounded set of workers; then: no 5xx, every webhook's effect exactly once, every order and
 * unit of stock accounted for, and each instance's memory flat after warm-up (< 10 % growth).
 * Writes the "Soak" section of bench/results.md. Reuses an existing build:
 *   node bench/soak.mjs [--dist=.next-test] [--minutes=10] [--workers=6]
 */
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'
import Stripe from 'stripe'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { liveMemoryAfterGc } from './heap.mjs'
import { arg, background, median, migrateAndSeed, serverEnv, table } from './lib.mjs'

const PORT = Number(process.env.BENCH_CLUSTER_PORT || 3220)
const STRIPE_PORT = Number(process.env.BENCH_STRIPE_PORT || 12299)
const WEBHOOK_SECRET = 'whsec_soak_only'
const START_STOCK = 1_000_000

/** Resident memory of a process and its descendants, in MB (from /proc). */
function rssMb(rootPid) {
  const parents = new Map()
  for (const pid of readdirProc()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [rootPid]
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid)
  let kb = 0
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // Gone meanwhile.
    }
  }
  return kb / 1024
}

function readdirProc() {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number)
}

export async function soak({ distDir, minutes = 10, workers = 6, log = console.log } = {}) {
  const db = await freshTestDatabase()
  const env = serverEnv(db, {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'soak-admin-password-only',
    ADMIN_EMAIL: 'admin@soak.test',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
    // One client address (the balancer's) sends everything: the per-address limits would stop
    // the soak itself, not a visitor. The limits' own behaviour is the integration tests' job.
    RATE_LIMIT_DONATIONS_PER_ADDRESS: '1000000',
    RATE_LIMIT_DONATIONS_PER_EMAIL: '1000000',
    RATE_LIMIT_DONATIONS_SITE_PER_MINUTE: '1000000',
    ORDER_OPEN_HOLDS_PER_ADDRESS: '1000000',
    ORDER_OPEN_HOLDS_PER_EMAIL: '1000000',
  })
  const fakeStripe = background(process.execPath, ['tests/fakes/fake-stripe.mjs'], { env: { FAKE_STRIPE_PORT: String(STRIPE_PORT) }, log: path.join(os.tmpdir(), 'soak-fake-stripe.log') })
  let cluster
  try {
    await migrateAndSeed(env)
    cluster = await startCluster({ port: PORT, instances: 2, distDir, dir: path.join(os.tmpdir(), `soak-cluster-${process.pid}`), env: { ...env, REDIS_URL: '', S3_ENDPOINT: '', JOBS_PERIOD_MS: '' }, log: () => {} })
    return await drive({ cluster, env, minutes, workers, log })
  } finally {
    await cluster?.stop()
    fakeStripe.kill('SIGTERM')
    await db.drop().catch(() => {})
  }
}

async function drive({ cluster, env, minutes, workers, log }) {
  const lb = cluster.url
  const json = async (p, { method = 'POST', body, headers = {} } = {}) => {
    const response = await fetch(`${lb}${p}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) })
    const text = await response.text()
    let parsed = null
    try {
      parsed = JSON.parse(text)
    } catch {
      // Not JSON.
    }
    return { status: response.status, body: parsed, headers: response.headers }
  }
  const login = await json('/api/login', { body: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } })
  if (login.status !== 200) throw new Error(`staff sign-in failed: ${login.status}`)
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')).split(';')[0]
  const staff = { cookie, 'sec-fetch-site': 'same-origin' }
  const product = { id: `soak-${Date.now()}`, name: 'Soak Jam', priceCents: 500 }
  const created = await json('/api/cms/products', { body: { ...product, description: 'A jar for the soak.', category: 'handmade', inventory: START_STOCK, isActive: true }, headers: staff })
  if (created.status !== 201) throw new Error(`creating the soak product failed: ${created.status}`)
  const stripe = new Stripe('sk_test_fake')
  const signed = (event) => {
    const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, ...event })
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
  }

  const statuses = new Map()
  const count = (kind, status) => {
    const key = `${kind} ${status}`
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
  }
  const intents = []
  const orders = []
  const pages = ['/', '/store', '/gardens', '/about', '/donate', '/services', `/product/${product.id}`, '/cart', '/news/wsmv-feature']
  const actions = [
    [55, 'page', async () => count('page', (await fetch(`${lb}${pages[Math.floor(Math.random() * pages.length)]}`).then(async (r) => (await r.arrayBuffer(), r))).status)],
    [12, 'products', async () => count('products', (await json('/api/products', { method: 'GET' })).status)],
    [12, 'order', async () => {
      const answer = await json('/api/orders', {
        body: {
          email: `soak.${orders.length}@example.org`,
          firstName: 'Soak',
          lastName: 'Test',
          totalAmount: '5.00',
          items: [{ productId: product.id, quantity: 1, price: '5.00' }],
          shippingAddress: { name: 'Soak Test', line1: '1 Main Street', city: 'Centerville', state: 'TN', postalCode: '37033' },
        },
      })
      count('order', answer.status)
      if (answer.status === 201) orders.push(answer.body.id)
    }],
    [12, 'donation', async () => {
      const answer = await json('/api/create-donation-intent', { body: { amount: '10.00', donationType: 'one_time', firstName: 'Soak', lastName: 'Donor', email: `soak.donor${intents.length}@example.org` } })
      count('donation', answer.status)
      if (answer.status !== 200) return
      const intentId = answer.body.clientSecret.split('_secret_')[0]
      const paid = await fetch(`${env.STRIPE_API_URL}/__fake/payment_intents/${intentId}/succeed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json())
      const { payload, signature } = signed(paid)
      // Stripe may deliver an event twice: its effect must still happen once.
      let ok = 0
      for (let i = 0; i < 2; i++) {
        const hook = await fetch(`${lb}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
        await hook.arrayBuffer()
        count('webhook', hook.status)
        if (hook.status === 200) ok += 1
      }
      intents.push({ intentId, delivered: ok > 0 })
    }],
    [9, 'staff', async () => {
      const list = ['/api/cms/donations?limit=20&depth=0', '/api/cms/orders?limit=20&depth=0', '/api/cms/donor-contacts?limit=20&depth=0'][Math.floor(Math.random() * 3)]
      count('staff', (await json(list, { method: 'GET', headers: staff })).status)
    }],
  ]
  const weight = actions.reduce((sum, [w]) => sum + w, 0)
  const pick = () => {
    let r = Math.random() * weight
    for (const action of actions) if ((r -= action[0]) < 0) return action
    return actions[0]
  }

  const memory = cluster.instances.map(() => [])
  const live = cluster.instances.map(() => [])
  const started = Date.now()
  const deadline = started + minutes * 60_000
  const sampler = setInterval(() => {
    cluster.instances.forEach((instance, i) => memory[i].push({ at: Date.now() - started, mb: rssMb(instance.child.pid) }))
  }, 10_000)
  // Live memory after a full collection, every 30 s, one instance at a time (one inspector port).
  const liveSampler = (async () => {
    while (Date.now() + 30_000 < deadline) {
      await sleep(30_000)
      for (const [i, instance] of cluster.instances.entries()) {
        const usage = await liveMemoryAfterGc(instance.child.pid)
        if (usage) live[i].push({ at: Date.now() - started, mb: usage.heapMb + usage.externalMb })
      }
    }
  })()
  let done = 0
  const progress = setInterval(() => log(`[soak] ${Math.round((Date.now() - started) / 1000)} s, ${done} actions, ${JSON.stringify(Object.fromEntries(statuses))}`), 60_000)
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline) {
        const [, kind, act] = pick()
        await act().catch(() => count(kind, 'no answer'))
        done += 1
      }
    }),
  )
  clearInterval(sampler)
  clearInterval(progress)
  await liveSampler

  // Effects: one donation per paid intent, every acknowledged order, every unit of stock.
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  let donationsOk = true
  let orderRows = 0
  let stock = 0
  let held = 0
  try {
    const { rows } = await client.query('SELECT stripe_payment_intent_id AS id, count(*)::int AS n FROM donations WHERE stripe_payment_intent_id = ANY($1) GROUP BY 1', [intents.map((i) => i.intentId)])
    const byIntent = new Map(rows.map((r) => [r.id, r.n]))
    donationsOk = intents.every((i) => (byIntent.get(i.intentId) ?? 0) === (i.delivered ? 1 : 0))
    orderRows = (await client.query('SELECT count(*)::int AS n FROM orders WHERE public_id = ANY($1)', [orders])).rows[0].n
    stock = (await client.query('SELECT inventory::int AS n FROM products WHERE id = $1', [product.id])).rows[0].n
    held = (await client.query(
      `SELECT coalesce(sum(l.quantity), 0)::int AS n FROM orders o JOIN orders_lines l ON l._parent_id = o.id
       WHERE l.product_id = $1 AND NOT coalesce(o.stock_released, false) AND o.status IN ('pending', 'paid')`,
      [product.id],
    )).rows[0].n
  } finally {
    await client.end()
  }

  // Warm-up: the first two minutes (a third of a shorter run), while Next compiles and caches
  // each route's first render and the shared cache fills.
  const warmUpMs = Math.min(120_000, (minutes * 60_000) / 3)
  const growthOf = (samples) => {
    const warm = samples.filter((s) => s.at >= warmUpMs)
    if (warm.length < 3) return { first: NaN, last: NaN, growth: NaN }
    const first = median(warm.slice(0, 3).map((s) => s.mb))
    const last = median(warm.slice(-3).map((s) => s.mb))
    return { first, last, growth: (last - first) / first }
  }
  const growth = live.map(growthOf)
  const rssGrowth = memory.map(growthOf)
  const fiveXX = [...statuses].filter(([key]) => /\s5\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0)
  const unanswered = [...statuses].filter(([key]) => key.endsWith('no answer')).reduce((sum, [, n]) => sum + n, 0)
  // One figure a minute per instance, to tell a heap still settling from a leak.
  const series = memory.map((samples) => samples.filter((_, i) => i % 6 === 5).map((s) => Math.round(s.mb)))
  const liveSeries = live.map((samples) => samples.filter((_, i) => i % 2 === 1).map((s) => Math.round(s.mb)))
  return { minutes, workers, warmUpMs, done, statuses: Object.fromEntries(statuses), fiveXX, unanswered, intents: intents.length, donationsOk, orders: orders.length, orderRows, stock, held, growth, rssGrowth, series, liveSeries }
}

export function soakSection(result, command) {
  const checks = [
    ['no 5xx, every request answered', result.fiveXX === 0 && result.unanswered === 0],
    [`each paid donation recorded once (${result.intents} intents, each webhook delivered twice)`, result.donationsOk],
    [`every acknowledged order stored (${result.orders})`, result.orderRows === result.orders],
    [`stock: shelf ${result.stock} + held ${result.held} = start ${START_STOCK}`, result.stock + result.held === START_STOCK],
    ...result.growth.map((g, i) => [`instance ${i + 1} live memory (heap + external after a full GC) after warm-up: ${g.first.toFixed(0)} → ${g.last.toFixed(0)} MB (${(100 * g.growth).toFixed(1)} %) < 10 %`, g.growth < 0.1]),
  ]
  return [
    `## Soak (${result.minutes} minutes through the balancer, 2 instances, ${result.workers} workers)`,
    '',
    `Mixed traffic: pages (home, store, a product, cart, donate, information pages), /api/products, orders, donations whose`,
    `signed webhooks are delivered twice, staff lists. ${result.done} actions. Repeat with \`${command}\`.`,
    '',
    table(['what', 'answers'], Object.entries(result.statuses).sort().map(([key, n]) => [key, String(n)])),
    '',
    table(['check', 'met'], checks.map(([label, ok]) => [label, ok ? 'yes' : '**no**'])),
    '',
    `Warm-up: the first ${Math.round(result.warmUpMs / 1000)} s. Live memory is read through the inspector (bench/heap.mjs): what is`,
    `still reachable after a full collection, which a leak makes grow; resident memory (RSS, below, not a check) also`,
    `holds garbage not yet collected and the heap room V8 keeps.`,
    '',
    ...result.liveSeries.map((mbs, i) => `Instance ${i + 1} live memory after a full GC, one reading a minute (MB): ${mbs.join(', ')}.`),
    ...result.series.map((mbs, i) => `Instance ${i + 1} resident memory, one reading a minute (MB): ${mbs.join(', ')}.`),
    ...result.rssGrowth.map((g, i) => `Instance ${i + 1} resident memory after warm-up: ${g.first.toFixed(0)} → ${g.last.toFixed(0)} MB (${(100 * g.growth).toFixed(1)} %).`),
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const { loadDotEnv } = await import('../scripts/lib/env.mjs')
  const { writeSection } = await import('./sections.mjs')
  loadDotEnv()
  const distDir = arg('dist', '.next-test')
  const minutes = Number(arg('minutes', 10))
  const workers = Number(arg('workers', 6))
  try {
    const result = await soak({ distDir, minutes, workers })
    const section = soakSection(result, `node bench/soak.mjs --dist=${distDir} --minutes=${minutes} --workers=${workers}`)
    writeSection(path.join(process.cwd(), 'bench/results.md'), '## Soak', `${section}\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, build ${distDir}.\n`)
    console.log(section)
    process.exit(0)
  } catch (error) {
    console.error(`the soak could not run: ${error.stack ?? error}`)
    process.exit(1)
  }
}
