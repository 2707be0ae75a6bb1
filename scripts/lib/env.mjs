import { existsSync } from 'node:fs'

/** Loads `.env` (if present) without overriding variables the caller already set. */
export function loadDotEnv() {
  for (const file of ['.env.local', '.env']) {
    if (existsSync(file)) process.loadEnvFile(file)
  }
}
