#!/usr/bin/env node
/**
 * Staff panel at volume: seeds 50,000 donor contacts (with categories) and 200,000 donations over
 * three years into a throwaway database, then times the queries behind the Donor Contacts tab —
 * the filtered, paginated list (the shape of SQL Payload's find issues), the stats, retention and
 * its segments, a donor's record, the giving-circle and duplicate suggestions and a full consolidation run —
 * and prints a small table. Never part of the test suite: timings vary by
 * machine and belong here, not in assertions.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/staff-filters.mjs
 *   (BENCH_KEEP_DATABASE=1 keeps the seeded database and prints its address.)
 */
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'

import pg from 'pg'
import { register } from 'tsx/esm/api'

import { freshTestDatabase } from '../scripts/lib/test-database.mjs'

const CONTACTS = 50_000
const DONATIONS = 200_000
const RUNS = 5

const db = await freshTestDatabase()
const pool = new pg.Pool({ connectionString: db.url, max: 4 })
// Dropping the throwaway database at the end ends any connection still open; that is expected
// and must not crash the run (it once did, as an unhandled 'error' event, inside `npm run bench`).
pool.on('error', () => {})

try {
  console.log('▶ migrating a throwaway database')
  const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], {
    env: { ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-only', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (migrated.status !== 0) throw new Error('migration failed')

  console.log(`▶ seeding ${CONTACTS.toLocaleString()} contacts and ${DONATIONS.toLocaleString()} donations`)
  await pool.query(`
    INSERT INTO donor_categories (name) SELECT 'Category ' || g FROM generate_series(1, 40) g;
    INSERT INTO donor_contacts (first_name, last_name, email, phone, zip_code, organization_name, total_donation_cents,
      donation_count, is_monthly_donor, is_active, source)
    SELECT 'First' || (g % 45000), 'Last' || (g % 2000), 'person' || g || '@example.org',
      -- some people twice (same name, and a phone or a ZIP), for the duplicate suggestions
      CASE WHEN g % 3 = 0 THEN '(615) 555-' || lpad((g % 9000)::text, 4, '0') END,
      CASE WHEN g % 4 = 0 THEN lpad((37000 + g % 900)::text, 5, '0') END,
      CASE WHEN g % 7 = 0 THEN 'Organisation ' || (g % 300) END,
      (g % 500) * 100, g % 12, g % 5 = 0, g % 9 <> 0, 'donation'
    FROM generate_series(1, ${CONTACTS}) g;
    INSERT INTO donor_contacts_rels ("order", parent_id, path, donor_categories_id)
    SELECT 1, c.id, 'categories', 1 + (c.id % 40) FROM donor_contacts c WHERE c.id % 3 = 0;
    INSERT INTO donations (first_name, last_name, email, amount_cents, net_amount_cents, type, frequency, is_recurring,
      stripe_subscription_id, subscription_status, created_at)
    SELECT 'First' || (g % ${CONTACTS}), 'Last' || (g % 2000),
      CASE WHEN g % 4 = 0 THEN upper('person' || (g % ${CONTACTS} + 1) || '@example.org') ELSE 'person' || (g % ${CONTACTS} + 1) || '@example.org' END,
      1000 + (g % 200) * 100, 1000 + (g % 200) * 100,
      (CASE WHEN g % 6 = 0 THEN 'monthly' ELSE 'one-time' END)::enum_donations_type,
      (CASE WHEN g % 6 = 0 THEN 'monthly' ELSE 'one_time' END)::enum_donations_frequency,
      g % 6 = 0, CASE WHEN g % 6 = 0 THEN 'sub_' || (g % ${CONTACTS}) END,
      (CASE WHEN g % 6 = 0 THEN 'active' END)::enum_donations_subscription_status,
      -- spread over three years, so retention and its segments have something to compare
      now() - ((g * 7) % (3 * 365 * 24 * 60) || ' minutes')::interval
    FROM generate_series(1, ${DONATIONS}) g;`)
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map (which
  // index-only scans need) up to date. VACUUM cannot run inside the seeding's implicit transaction.
  await pool.query('VACUUM ANALYZE')

  const list = (where) => `
    SELECT c.* FROM donor_contacts c WHERE ${where}
    ORDER BY c.last_name, c.first_name, c.email LIMIT 100 OFFSET 0`
  const count = (where) => `SELECT count(*) FROM donor_contacts c WHERE ${where}`
  const search = `(c.first_name ILIKE $1 OR c.last_name ILIKE $1 OR c.email ILIKE $1 OR c.organization_name ILIKE $1)`
  const inCategory = `EXISTS (SELECT 1 FROM donor_contacts_rels r JOIN donor_categories k ON k.id = r.donor_categories_id
    WHERE r.parent_id = c.id AND r.path = 'categories' AND k.name = $2)`
  const filters = [
    ['list, no filter (page 1 + count)', 'TRUE', []],
    ['list, search "last12"', search, ['%last12%']],
    ['list, search + category', `${search} AND ${inCategory}`, ['%person1%', 'Category 7']],
    ['list, active + monthly', 'c.is_active AND c.is_monthly_donor', []],
    ['list, every filter', `${search} AND ${inCategory} AND c.is_active AND c.is_monthly_donor`, ['%org%', 'Category 3']],
  ]

  const rows = []
  const time = async (label, work) => {
    const samples = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      await work()
      samples.push(performance.now() - started)
    }
    samples.sort((a, b) => a - b)
    rows.push({ query: label, 'median ms': samples[Math.floor(RUNS / 2)].toFixed(1), 'max ms': samples.at(-1).toFixed(1) })
  }

  for (const [label, where, params] of filters) {
    await time(label, () => Promise.all([pool.query(list(where), params), pool.query(count(where), params)]))
  }
  await time('stats', () =>
    pool.query(`SELECT count(*), count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE is_monthly_donor),
      coalesce(sum(total_donation_cents), 0) FROM donor_contacts`),
  )

  register()
  const { consolidateDonorContacts } = await import('../src/server/donors/consolidate.ts')
  const { retention, segmentContactIds } = await import('../src/server/donors/retention.ts')
  const { donorTimeline } = await import('../src/server/donors/record.ts')
  const { levelSuggestions } = await import('../src/server/donors/level-suggestions.ts')
  const { duplicateSuggestions } = await import('../src/server/donors/duplicates.ts')
  // The services read through the pool; the suggestions also read the levels with the Local API,
  // which this harness answers from the same table.
  const payloadLike = {
    db: { pool },
    find: async () => ({ docs: (await pool.query('SELECT id, name, range FROM donor_levels')).rows }),
  }
  await time('retention figures (both years + segment sizes)', () => retention(payloadLike))
  await time('LYBUNT segment ids', () => segmentContactIds(payloadLike, 'lybunt'))
  await time("a donor's record (timeline)", () => donorTimeline(pool, { emails: ['person4242@example.org'], contactId: 4242, seeOrders: true }))
  await time('giving-circle suggestions', () => levelSuggestions(payloadLike))
  await time('duplicate suggestions', () => duplicateSuggestions(pool))
  await time(`consolidation (${DONATIONS.toLocaleString()} donations)`, () => consolidateDonorContacts(payloadLike))

  console.log(`\nStaff panel queries, ${CONTACTS.toLocaleString()} contacts / ${DONATIONS.toLocaleString()} donations, ${RUNS} runs each`)
  console.table(rows)
} finally {
  await pool.end()
  // BENCH_KEEP_DATABASE=1 keeps the seeded database for EXPLAIN ANALYZE by hand.
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${db.url}`)
  else await db.drop()
}
