// Flat ESLint config for `npm run lint` (the script first refreshes Nx's project graph: without a
// cached graph the module-boundary rule silently skips every file).
//
// Module boundaries (ARCHITECTURE §1) on two Nx tag axes:
//   scope: shell | guest | host | admin | api | shared | e2e      type: app | ui | data-access | contracts | mail | testing | e2e
// Test code (specs, services/api/test, *-test-kit.ts) may also use test-support libraries
// (type:testing); production code never imports them.
//
// Type-aware rules run on every .ts/.tsx file and on tools/**/*.mjs within ONE TypeScript program,
// tsconfig.eslint.json (all sources, DOM + node + jest types): on 2 cores it needs about 2.5x less
// CPU and half the memory of the per-project programs of `projectService`, which type-check the
// shared libraries once per app. A new source folder must match its `include`. Other .js/.mjs files
// (rspack, jest configs) get the syntactic rules only.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx', 'services/api/test/**/*.ts', '**/*-test-kit.ts'];
const TOOLING_FILES = ['e2e/**/*.ts', 'tools/**/*.ts'];

/**
 * The dependency constraints of the module-boundary rule; `extra` tags are allowed in addition to
 * each scope's own list (test code passes ['type:testing']).
 * @param {string[]} extra
 */
function depConstraints(extra) {
  return [
    // Each remote and the shell may use only shared libraries: never another app, nor the mail
    // templates (server-only: rendered by the API, ARCHITECTURE §4.23).
    { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'], notDependOnLibsWithTags: ['type:mail'] },
    { sourceTag: 'scope:guest', onlyDependOnLibsWithTags: ['scope:shared'], notDependOnLibsWithTags: ['type:mail'] },
    { sourceTag: 'scope:host', onlyDependOnLibsWithTags: ['scope:shared'], notDependOnLibsWithTags: ['type:mail'] },
    { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'], notDependOnLibsWithTags: ['type:mail'] },
    // The API uses the contracts and the mail templates only: never a front-end library or app.
    { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:contracts', 'type:mail', ...extra] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    // Libraries never import apps; contracts import nothing of ours.
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contracts', ...extra] },
    // The mail templates use the contracts at most: no session, UI or test library.
    { sourceTag: 'type:mail', onlyDependOnLibsWithTags: ['type:contracts'] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:data-access', 'type:ui', ...extra] },
    { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
    { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app'] },
  ];
}

/** @param {string[]} extra see depConstraints */
function moduleBoundaries(extra) {
  return ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints: depConstraints(extra) }];
}

/** Production code never imports test-support code. */
const TESTING_IMPORTS = {
  group: ['@babynews/testing', '**/libs/testing/**', '**/tools/jest/**'],
  message: 'Test-support code is for specs and test folders only.',
};

/**
 * Inside services/api/src, a folder reaches another folder only through its public files (CODE_STYLE.md
 * "API domains"): `*.module`, `*.service`, `*.entity`/`*.entities`, `*.guard`, `*.decorator`;
 * the shared folders `common/`, `config/` and `database/` are open to all. `up` is the relative prefix that
 * leaves the importing file's domain folder (`../` one level down, `../../` two).
 * @param {string} up regular expression of that prefix
 */
function apiDomainImports(up) {
  const internal = String.raw`(?!(?:common|config|database)/)(?!.*\.(?:module|service|entity|entities|guard|decorator)$)[^/]+/.+$`;
  const message =
    'Another API domain\'s internal file: inject its service through its module (CODE_STYLE.md "API domains"), or move shared code to common/, config/ or database/.';
  return ['error', { patterns: [TESTING_IMPORTS, { regex: `^${up}${internal}`, message }] }];
}

/**
 * An API path written as a literal outside the contracts (ARCHITECTURE "The API table"): a string or
 * template part starting with `/api/`. Call the route of the table instead (`callApi(route, …)`, the test
 * client's `route(…)`, `routeUrl`, `API_PREFIX`). Test files may write raw paths.
 */
const API_PATH_MESSAGE =
  'An API path belongs to the API table (libs/contracts/src/<domain>/routes.ts): call its route (callApi, routeUrl, API_PREFIX) instead of writing the path.';
const API_PATH_LITERALS = [
  'error',
  { selector: 'Literal[value=/^\\/api\\//]', message: API_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: API_PATH_MESSAGE },
];

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
      '@nx/enforce-module-boundaries': moduleBoundaries([]),
      'no-restricted-imports': ['error', { patterns: [TESTING_IMPORTS] }],
    },
  },
  {
    files: ['services/api/src/*/*.ts'],
    ignores: ['services/api/src/**/testing/**'],
    rules: { 'no-restricted-imports': apiDomainImports(String.raw`\.\./`) },
  },
  {
    files: ['services/api/src/*/*/*.ts'],
    ignores: ['services/api/src/**/testing/**'],
    rules: { 'no-restricted-imports': apiDomainImports(String.raw`\.\./\.\./`) },
  },
  {
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(['type:testing']), 'no-restricted-imports': 'off' },
  },
  {
    // e2e/ (an Nx project for its typecheck target) and tools/ (no project) are test and build
    // tooling that reach into services/api's test helpers and read functions and libs/testing by
    // relative path on purpose (the e2e OAuth mock, the bench's bare-mysql2 server). Nothing imports
    // e2e/ from an app or library: that import would still fail the rule (scope:e2e is allowed nowhere).
    files: TOOLING_FILES,
    rules: { '@nx/enforce-module-boundaries': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx', 'tools/**/*.mjs'],
    languageOptions: { parserOptions: { project: ['./tsconfig.eslint.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A `default:` branch is a deliberate catch-all; a switch without one must name every member.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/**/*.ts', 'libs/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ignores: ['libs/contracts/**', 'e2e/**', ...TEST_FILES],
    rules: { 'no-restricted-syntax': API_PATH_LITERALS },
  },
  {
    files: [...TEST_FILES, ...TOOLING_FILES],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
