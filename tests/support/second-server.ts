import { type ChildProcess, spawn } from 'node:child_process'

import { siteServerArgs } from '../../scripts/lib/site-server.mjs'
import { eventually } from './cluster'

/**
 * A production server of the test's own, at `port` on the run's build and database with `env` on
 * top of the run's environment, that the test kills with SIGKILL (as a crash would) and starts again.
 */
export function secondServer(port: number, env: Record<string, string> = {}) {
  const url = `http://localhost:${port}`
  let child: ChildProcess | null = null
  return {
    url,
    /** Starts it, and resolves once it answers (an anonymous /api/user is a 401). */
    async start(timeoutMs = 60_000) {
      child = spawn(process.execPath, siteServerArgs({ port }), {
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
        stdio: 'ignore',
      })
      await eventually('the second server to answer', async () => ((await fetch(`${url}/api/user`)).status === 401 ? true : undefined), timeoutMs)
    },
    /** Kills it with SIGKILL at once; resolves when the process is gone. */
    kill(): Promise<void> {
      const running = child
      if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve()
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.kill('SIGKILL')
      return exited
    },
  }
}
