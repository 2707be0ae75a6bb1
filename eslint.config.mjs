import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

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
    ignores: ['src/components/ui/link.tsx', 'src/features/admin-dashboard/**'],
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
    files: ['scripts/**', 'tests/**', 'bench/**'],
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
]

export default config
