import type { ChildProcess } from 'node:child_process'

export type ClusterProcess = { name: string; child: ChildProcess; logFile: string }
export type ClusterInstance = ClusterProcess & { index: number; port: number; url: string; distDir: string }

export type Cluster = {
  /** The balancer's address. */
  url: string
  instances: ClusterInstance[]
  redisUrl: string
  s3Endpoint: string
  /** The environment every instance runs with. */
  env: Record<string, string | undefined>
  startInstance(index: number): Promise<ClusterInstance>
  stopInstance(index: number, signal?: NodeJS.Signals): Promise<void>
  /** Replaces every instance, one at a time, by one on `build`, with no request dropped. */
  roll(options?: { build?: string; warmPaths?: string[] }): Promise<ClusterInstance[]>
  /** Only for the private Redis the cluster started itself. */
  stopRedis?: () => Promise<void>
  startRedis?: () => Promise<void>
  stop(): Promise<void>
}

export function freePort(): Promise<number>

export function startCluster(options?: {
  root?: string
  port?: number
  instances?: number
  distDir?: string
  dir?: string
  env?: Record<string, string | undefined>
  redisPort?: number
  s3Port?: number
  log?: (message: string) => void
}): Promise<Cluster>
