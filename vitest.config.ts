import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { LastFileSequencer } from './tests/support/last-file-sequencer'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // The server-log check (zz-log-hygiene) must see what every other file made the server log.
    // (A sequencer is a setting of the whole run, not of one project, since vitest 5.)
    sequence: { sequencer: LastFileSequencer },
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // One server and one database per run: files take turns so their data never interleave.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
