/**
 * The production topology on one machine, for a developer (`npm run cluster`) and for the
 * tests: PostgreSQL (DATABASE_URL, else the embedded one), Redis (REDIS_URL, else a private
 * redis-server), an S3-compatible store (S3_ENDPOINT, else s3rver), migrations and seed once,
 * N instances of the built site (scripts/serve.mjs) on PORT+1…PORT+N and nginx on PORT in front of them.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { ensureDatabase } from './database.mjs'
import { ensureSecret } from './secret.mjs'
import { siteServerArgs } from './site-server.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A port the system has free right now (for the private Redis and S3 when none is given). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function which(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : null
}

/** Resolves once `check()` is true; throws after `timeoutMs` with `what` in the message. */
async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await sleep(250)
  }
  throw new Error(`${what} did not come up within ${Math.round(timeoutMs / 1000)} s`)
}

async function answers(url, expectStatus) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
  await response.arrayBuffer()
  return expectStatus ? response.status === expectStatus : response.status < 500
}

function nginxConfig({ dir, port, instancePorts }) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return `# Written by scripts/lib/cluster.mjs for one run.
${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream app {
${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    # Idle connections close here before Node closes them (its keep-alive timeout is 5 s): else a
    # request sent on a connection Node is closing is reset, and a POST, never retried, gets a 502.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    # By default nginx closes a client's connection after its 1000th request, and now and then the
    # client has already sent the next one on it: a socket error (at 10 busy connections, about one
    # close in fifty; with a cap of 50, 11 errors in 12 s). A lone Node server sets no such cap.
    keepalive_requests 1000000;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Overwrite, never append: the app trusts the first hop (TRUST_PROXY=true).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request that could not reach an instance goes to the next one. POSTs are never
      # retried once sent (nginx's default), so an order is never placed twice.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`
}

/**
 * Starts the topology and resolves once the balancer answers. Options:
 * port (balancer; instances on port+1…), instances, distDir (the build to serve), dir (config,
 * data and logs), env (extra variables for the instances), redisPort / s3Port (else free
 * ports), log. Returns handles to each part, `roll()` (a rolling replacement, below) and
 * `stop()`, which stops everything it started.
 */
export async function startCluster({
  root = process.cwd(),
  port = 3000,
  instances = 2,
  distDir = process.env.NEXT_DIST_DIR || '.next',
  dir = path.join(root, '.data', 'cluster'),
  env: extraEnv = {},
  redisPort,
  s3Port,
  log = console.log,
} = {}) {
  const started = []
  const cluster = { instances: [], stop }
  const env = { ...process.env, ...extraEnv }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })

  function spawnLogged(name, command, args, childEnv) {
    const logFile = path.join(dir, `${name}.log`)
    const out = createWriteStream(logFile, { flags: 'a' })
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    const entry = { name, child, logFile }
    started.push(entry)
    return entry
  }

  async function stopChild(entry, signal = 'SIGTERM', graceMs = 15_000) {
    const { child } = entry
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }

  const killAllNow = () => {
    for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  process.once('exit', killAllNow)

  let db = { stop: async () => {} }
  async function stop() {
    // Balancer first (no new traffic), then the instances finish what they have, then the stores.
    const order = ['balancer', ...cluster.instances.map((i) => i.name), 'redis', 's3']
    for (const name of order) {
      for (const entry of started.filter((e) => e.name === name)) await stopChild(entry).catch(() => {})
    }
    for (const entry of started) await stopChild(entry, 'SIGKILL', 1000).catch(() => {})
    await db.stop().catch(() => {})
    process.removeListener('exit', killAllNow)
  }

  try {
    // Redis: yours, or a private one (nothing kept on disk: the cache starts empty, as after a restart).
    if (env.REDIS_URL) {
      cluster.redisUrl = env.REDIS_URL
    } else {
      const redisServer = which('redis-server')
      if (!redisServer) throw new Error('redis-server not found: install it (apt-get install redis-server) or set REDIS_URL.')
      const rport = redisPort ?? (await freePort())
      const redisArgs = ['--port', String(rport), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
      cluster.redis = spawnLogged('redis', redisServer, redisArgs, env)
      cluster.redisUrl = `redis://127.0.0.1:${rport}`
      cluster.startRedis = async () => {
        if (cluster.redis.child.exitCode === null && cluster.redis.child.signalCode === null) return
        cluster.redis = spawnLogged('redis', redisServer, redisArgs, env)
        await until('Redis', () => redisUp(rport), 20_000)
      }
      cluster.stopRedis = () => stopChild(cluster.redis)
      await until('Redis', () => redisUp(rport), 20_000)
    }

    // S3: yours, or s3rver with its data in this run's folder.
    const bucket = env.S3_BUCKET || 'media'
    if (env.S3_ENDPOINT) {
      cluster.s3Endpoint = env.S3_ENDPOINT
    } else {
      const sport = s3Port ?? (await freePort())
      spawnLogged('s3', process.execPath, [path.join(root, 'scripts/lib/s3-server.mjs')], {
        ...env,
        S3_PORT: String(sport),
        S3_DIRECTORY: path.join(dir, 's3'),
        S3_BUCKET: bucket,
      })
      cluster.s3Endpoint = `http://127.0.0.1:${sport}`
      await until('the S3 store', () => answers(`${cluster.s3Endpoint}/`), 30_000)
      env.S3_ACCESS_KEY_ID ||= 'S3RVER'
      env.S3_SECRET_ACCESS_KEY ||= 'S3RVER'
    }

    // PostgreSQL, then migrations and seed exactly once before any instance starts.
    const embedded = !env.DATABASE_URL
    if (embedded) {
      db = await ensureDatabase({ root, log })
      env.DATABASE_URL = process.env.DATABASE_URL
    }
    if (!env.PAYLOAD_SECRET) {
      ensureSecret({ root, allowGenerated: true })
      env.PAYLOAD_SECRET = process.env.PAYLOAD_SECRET
    }
    const balancerUrl = `http://127.0.0.1:${port}`
    const appEnv = {
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      REDIS_URL: cluster.redisUrl,
      S3_BUCKET: bucket,
      S3_ENDPOINT: cluster.s3Endpoint,
      SITE_URL: env.SITE_URL || env.NEXT_PUBLIC_SERVER_URL || balancerUrl,
      // The balancer overwrites X-Forwarded-For with the client's address.
      TRUST_PROXY: 'true',
    }
    cluster.env = appEnv
    const prepare = spawnLogged('migrate', process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], appEnv)
    const prepared = await new Promise((resolve) => prepare.child.once('exit', (code) => resolve(code)))
    if (prepared !== 0) throw new Error(`migrations failed; see ${prepare.logFile}`)

    if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      throw new Error(`no production build in ${distDir}: run \`npm run build\` first.`)
    }

    // The instances: one build, one secret, one cache, one store.
    const instancePorts = Array.from({ length: instances }, (_, i) => port + 1 + i)
    function startInstance(index, iport = instancePorts[index], build = distDir) {
      const entry = spawnLogged(`instance-${index + 1}`, process.execPath, siteServerArgs({ port: iport, hostname: '127.0.0.1' }), {
        ...appEnv,
        NEXT_DIST_DIR: build,
        PORT: String(iport),
      })
      const instance = { ...entry, index, port: iport, url: `http://127.0.0.1:${iport}`, distDir: build }
      cluster.instances[index] = instance
      return instance
    }
    cluster.startInstance = async (index) => {
      const instance = startInstance(index)
      await until(`instance ${index + 1}`, () => answers(`${instance.url}/api/health`, 200), 180_000)
      return instance
    }
    cluster.stopInstance = (index, signal = 'SIGTERM') => stopChild(cluster.instances[index], signal)
    await Promise.all(instancePorts.map((_, i) => cluster.startInstance(i)))

    // The balancer.
    const nginx = which('nginx') || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null)
    if (!nginx) throw new Error('nginx not found: install it (apt-get install nginx).')
    const nginxDir = path.join(dir, 'nginx')
    mkdirSync(nginxDir, { recursive: true })
    const conf = path.join(nginxDir, 'nginx.conf')
    writeFileSync(conf, nginxConfig({ dir: nginxDir, port, instancePorts }))
    const balancer = spawnLogged('balancer', nginx, ['-p', nginxDir, '-e', path.join(nginxDir, 'nginx-error.log'), '-c', conf], env)
    cluster.url = balancerUrl
    await until('the balancer', () => answers(`${balancerUrl}/api/health`, 200), 30_000)

    /**
     * Points the balancer at `ports` without dropping a request: nginx re-reads its configuration
     * on SIGHUP, new workers take new connections, and the old ones finish the requests they
     * hold, then exit. Resolves once no old worker is left (or after 30 s, whatever they hold).
     */
    async function rebalance(ports) {
      writeFileSync(conf, nginxConfig({ dir: nginxDir, port, instancePorts: ports }))
      const before = nginxWorkers(balancer.child.pid)
      balancer.child.kill('SIGHUP')
      await until('the balancer reload', async () => {
        const now = nginxWorkers(balancer.child.pid)
        return now.some((w) => !before.some((b) => b.pid === w.pid)) && !now.some((w) => w.exiting)
      }, 30_000).catch(() => log('[cluster] old balancer workers still finish requests; going on'))
    }

    /**
     * Rolling replacement (`npm run cluster -- --roll`): migrations first (a release's migrations
     * only expand the schema, so the running instances keep working on it; see the README), then
     * for each instance, one at a time: start a new one on `build` (a directory of `next build`
     * output) on a free port, wait for its health check, warm its pages, put it in the balancer
     * in the old one's place, let the old one finish what it holds (SIGTERM: in-flight requests
     * and their after() work) and stop. Ports alternate between PORT+1…PORT+N and
     * PORT+N+1…PORT+2N. Resolves with the instances now running.
     */
    // A GET of a POST-only route answers 405 but loads its code, which a donor's first gift would wait on.
    cluster.roll = async ({ build = distDir, warmPaths = ['/', '/store', '/donate', '/api/products', '/api/create-donation-intent', '/api/health'] } = {}) => {
      if (!existsSync(path.join(root, build, 'BUILD_ID'))) throw new Error(`no production build in ${build}`)
      const migrate = spawnLogged('migrate', process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], appEnv)
      if ((await new Promise((resolve) => migrate.child.once('exit', resolve))) !== 0) throw new Error(`migrations failed; see ${migrate.logFile}`)
      for (const old of [...cluster.instances]) {
        // The same slot in the other bank of ports: PORT+k and PORT+N+k take turns.
        const freshPort = old.port > port + instances ? old.port - instances : old.port + instances
        log(`[cluster] instance ${old.index + 1}: starting on ${freshPort} (${build})`)
        const fresh = startInstance(old.index, freshPort, build)
        cluster.instances[old.index] = old
        try {
          await until(`the new instance ${old.index + 1}`, () => answers(`${fresh.url}/api/health`, 200), 180_000)
          // Its first render of each page is slow (code loaded, caches empty): done before visitors see it.
          for (const warm of warmPaths) await answers(`${fresh.url}${warm}`).catch(() => false)
        } catch (error) {
          await stopChild(fresh, 'SIGKILL', 1000)
          throw error
        }
        await rebalance(cluster.instances.map((i) => (i === old ? fresh.port : i.port)))
        cluster.instances[old.index] = fresh
        log(`[cluster] instance ${old.index + 1}: in the balancer on ${fresh.port}; draining ${old.port}`)
        await stopChild(old)
      }
      return cluster.instances
    }
    return cluster
  } catch (error) {
    await stop()
    throw error
  }
}

/** The balancer's worker processes (Linux /proc), and which of them are finishing after a reload. */
function nginxWorkers(masterPid) {
  const workers = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== masterPid) continue
      workers.push({ pid: Number(entry), exiting: readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('shutting down') })
    } catch {
      // gone meanwhile
    }
  }
  return workers
}

function redisUp(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.setTimeout(1000, () => {
      socket.destroy()
      resolve(false)
    })
    socket.on('error', () => resolve(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => {
      socket.destroy()
      resolve(data.toString().includes('PONG'))
    })
  })
}
