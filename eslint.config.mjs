import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The layers of src/, top to bottom. A file may import from its own layer and the layers below
 * it, never from one above (README, "Code map"). Every entry of src/ belongs to one layer; the
 * layer test (tests/unit/house/layers.test.ts) fails on a new folder that does not.
 */
export const LAYERS = [
  { name: 'app', paths: ['src/app', 'src/proxy.ts', 'src/instrumentation.ts'] },
  { name: 'ui', paths: ['src/features', 'src/components/admin', 'src/components/payment-document-guard.tsx'] },
  { name: 'server', paths: ['src/server', 'src/seed'] },
  { name: 'model', paths: ['src/collections', 'src/globals', 'src/access', 'src/fields'] },
  { name: 'email', paths: ['src/email'] },
  { name: 'domain', paths: ['src/domain'] },
  { name: 'lib', paths: ['src/lib', 'src/components/ui', 'src/types', 'src/payload-types.ts'] },
]

const layerZones = LAYERS.flatMap((layer, index) =>
  LAYERS.slice(0, index).map((above) => ({
    target: layer.paths,
    from: above.paths,
    message: `${layer.name} sits below ${above.name}: an import never runs back up a layer (README, "Code map").`,
  })),
)

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '**/.next*/**',
      '.data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['src/app/(site)/**', 'src/components/**', 'src/features/**'],
    ignores: ['src/components/ui/link.tsx', 'src/features/staff/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use Link from '@/components/ui/link': it prefetches on intent, not on sight.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['scripts/**', 'tests/**', 'bench/**'],
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
]

export default config
