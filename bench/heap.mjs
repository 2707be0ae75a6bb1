/**
 * A running Node process's live memory after a full garbage collection, read through the
 * inspector: SIGUSR1 opens it on 127.0.0.1:9229 (no restart, no flag at start), one
 * HeapProfiler.collectGarbage, process.memoryUsage(), then the inspector is closed again.
 *
 * Why not resident memory alone: V8 grows its heap (and Next its caches) towards their limits
 * while garbage piles up between collections, so RSS rises for minutes without a leak; what is
 * still reachable after a full collection is what a leak would make grow.
 */
import { setTimeout as sleep } from 'node:timers/promises'

const INSPECTOR = 'http://127.0.0.1:9229'

async function target() {
  for (let i = 0; i < 50; i++) {
    try {
      const list = await (await fetch(`${INSPECTOR}/json/list`)).json()
      if (list[0]?.webSocketDebuggerUrl) return list[0].webSocketDebuggerUrl
    } catch {
      // Not listening yet.
    }
    await sleep(100)
  }
  return null
}

function session(url) {
  const ws = new WebSocket(url)
  let id = 0
  const waiting = new Map()
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data))
    waiting.get(message.id)?.(message)
    waiting.delete(message.id)
  })
  const opened = new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true })
    ws.addEventListener('error', reject, { once: true })
  })
  return {
    opened,
    send(method, params = {}) {
      id += 1
      const mine = id
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000)
        waiting.set(mine, (message) => {
          clearTimeout(timer)
          resolve(message.result)
        })
        ws.send(JSON.stringify({ id: mine, method, params }))
      })
    },
    close: () => ws.close(),
  }
}

const evaluate = async (inspector, expression) =>
  (await inspector.send('Runtime.evaluate', { expression, returnByValue: true }))?.result?.value

/**
 * `{ heapMb, externalMb }` of process `pid` after a full collection, or null when it cannot be
 * read (another process holds port 9229: its figures are never taken for this one's).
 */
export async function liveMemoryAfterGc(pid) {
  process.kill(pid, 'SIGUSR1')
  const url = await target()
  if (!url) return null
  const inspector = session(url)
  try {
    await inspector.opened
    if ((await evaluate(inspector, 'process.pid')) !== pid) return null
    await inspector.send('HeapProfiler.collectGarbage')
    const usage = JSON.parse(await evaluate(inspector, 'JSON.stringify(process.memoryUsage())'))
    // Closed once this session has gone (inspector.close() waits for its sessions to end), so
    // the next instance can open the same port.
    await evaluate(inspector, "setTimeout(() => process.getBuiltinModule('node:inspector').close(), 200), 0")
    return { heapMb: usage.heapUsed / 2 ** 20, externalMb: usage.external / 2 ** 20 }
  } catch {
    return null
  } finally {
    inspector.close()
    // The port is free again before another process is asked to open it.
    for (let i = 0; i < 50; i++) {
      try {
        await fetch(`${INSPECTOR}/json/version`)
        await sleep(100)
      } catch {
        break
      }
    }
  }
}
