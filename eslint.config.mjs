// Flat ESLint config. The Nx module-boundary rule enforces DESIGN.md §1 on two tag axes:
//   scope: shell | guest | host | admin | api | shared      type: app | feature | ui | data-access | contracts
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', 'data/**', 'tmp/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Each remote and the shell may use only shared libraries: never another app.
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:guest', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:host', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The API uses the contracts only: never a front-end library or app.
            // (its tests also use the test-data library; the rule below keeps it out of production code)
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Libraries never import apps; contracts import nothing of ours.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            // The test-data library (libs/testing) builds on the contracts only.
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:data-access', 'type:ui'] },
            { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app'] },
          ],
        },
      ],
    },
  },
  {
    // @babynews/testing (factories, typed test client) is for spec, test and e2e files only.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'e2e/**', 'services/api/test/**', 'services/api/src/**/testing/**', '**/*-test-kit.ts', 'libs/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@babynews/testing', message: 'Test-only library: import it from spec, test or e2e files.' }], patterns: ['**/libs/testing/**'] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'e2e/**/*.ts', 'tools/**/*.ts', 'services/api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
