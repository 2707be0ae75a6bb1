import { fileURLToPath } from 'node:url'

/** The production server's entry point (scripts/serve.mjs: `next start` plus the script deferral). */
export const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url))

/**
 * Arguments for `node` that start the built site: what every runner of the built site uses
 * instead of `next start`, so what is tested and measured is what is deployed.
 * @param {{ port: string | number, hostname?: string }} options
 * @returns {string[]}
 */
export function siteServerArgs({ port, hostname }) {
  return [serveScript, '-p', String(port), ...(hostname ? ['-H', hostname] : [])]
}
