// Root jest configuration: one project per tested workspace folder.
//   npx jest                         every project
//   npx jest --selectProjects api    the API (unit + integration on SQLite, and MariaDB when reachable)
// TypeScript is compiled by @swc/jest with legacy decorators and decorator metadata (NestJS, TypeORM).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: false },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

// ESM-only packages required by CommonJS dependencies (Node 20 loads them natively; jest does not).
const ESM_PACKAGES = ['content-disposition', '@orpc', 'rou3', 'escape-string-regexp', 'json-schema-typed', '@standard-schema'];

// CommonJS packages that load a dependency with import(), which jest's CommonJS runtime refuses without
// --experimental-vm-modules: swc turns it into require(). @react-email/render (libs/mail) so loads react-dom/server,
// @opentelemetry/otlp-exporter-base (the API's tracing) node:http and its transport.
const DYNAMIC_IMPORT_PACKAGES = ['@react-email/render', '@opentelemetry/otlp-exporter-base'];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '^.+\\.m?js$': swc, '/node_modules/@react-email/render/.+\\.cjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${[...ESM_PACKAGES, ...DYNAMIC_IMPORT_PACKAGES].join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@babynews/contracts$': `${__dirname}/libs/contracts/src/index.ts`,
    '^@babynews/testing$': `${__dirname}/libs/testing/src/index.ts`,
  },
};

/** Setup file of the operational suites: 120 s per test. */
const LONG_TIMEOUT = `${__dirname}/tools/jest/long-timeout.cjs`;

// Front-end unit tier (jsdom): hooks and components of apps/* and libs/ui, libs/session; TSX with
// React's automatic runtime; CSS imports become an empty module.
const swcTsx = [
  '@swc/jest',
  { ...swc[1], jsc: { ...swc[1].jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
/** How jest finds the front-end libraries and what a stylesheet import becomes (the web project, and the API's server renders). */
const frontEndModules = {
  '^@babynews/(contracts|ui|session|testing)$': `${__dirname}/libs/$1/src/index.ts`,
  '^@babynews/ui/(image|login|consent|gift|motion|paging|standalone)$': `${__dirname}/libs/ui/src/$1/index.ts`,
  '^@babynews/session/hash-token$': `${__dirname}/libs/session/src/hash-token.ts`,
  '\\.css$': `${__dirname}/tools/jest/empty-module.js`,
};
/** The mail templates (libs/mail), which the API renders: TSX compiled like the front ends'. */
const mailModule = { '^@babynews/mail$': `${__dirname}/libs/mail/src/index.ts` };
/**
 * What a project whose tests boot the API from its sources needs (the api project, and tools' backup
 * tests through the API's test harness): the apps' server renderers (test/ssr) and the mail templates
 * are TSX, with the front-end libraries, and no CSS.
 */
const bootsTheApi = {
  transform: { ...common.transform, '^.+\\.tsx$': swcTsx },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  moduleNameMapper: { ...common.moduleNameMapper, ...frontEndModules, ...mailModule },
};
const web = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/apps/*/src/**/*.spec.{ts,tsx}', '<rootDir>/libs/ui/src/**/*.spec.{ts,tsx}', '<rootDir>/libs/session/src/**/*.spec.tsx'],
  transform: { '^.+\\.(ts|tsx)$': swcTsx, '^.+\\.m?js$': swc },
  transformIgnorePatterns: common.transformIgnorePatterns,
  moduleFileExtensions: ['tsx', 'ts', 'js', 'json'],
  moduleNameMapper: frontEndModules,
  setupFilesAfterEnv: [`${__dirname}/tools/jest/web-setup.ts`],
};

/** @type {import('jest').Config} */
module.exports = {
  // Root-level only: jest ignores `testTimeout` inside a project of a multi-project config. API tests start
  // the app and run every migration; the slow operational suites raise it further in their setup file.
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'contracts',
      rootDir: `${__dirname}/libs/contracts`,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'session',
      rootDir: `${__dirname}/libs/session`,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...common,
      ...bootsTheApi,
      displayName: 'api',
      rootDir: `${__dirname}/services/api`,
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
    },
    web,
    // The mail templates (ARCHITECTURE §4.23): rendered in Node as the API renders them (react-email's
    // Node build), then read back in a jsdom window of the spec's own (DOMParser, axe-core).
    {
      ...common,
      displayName: 'mail',
      rootDir: `${__dirname}/libs/mail`,
      testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
      transform: { ...common.transform, '^.+\\.tsx$': swcTsx },
      moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
      moduleNameMapper: { ...common.moduleNameMapper, ...mailModule },
    },
    // Operational tools with tests (tools/backup: backup and restore of DATA_DIR; tools/lint: the lint rules of our own;
    // tools/deploy/monitoring.spec.ts: the alert rules and the dashboard against a real scrape).
    {
      ...common,
      ...bootsTheApi,
      displayName: 'tools',
      rootDir: `${__dirname}/tools`,
      testMatch: ['<rootDir>/backup/**/*.spec.ts', '<rootDir>/lint/**/*.spec.ts', '<rootDir>/deploy/monitoring.spec.ts'],
      setupFilesAfterEnv: [LONG_TIMEOUT],
    },
    // The tested deployment (tools/deploy: nginx, two API processes of the production bundle, MariaDB,
    // Redis): needs the build, so `npm test` runs it after the build with BABYNEWS_DEPLOY_TESTS=1.
    ...(process.env.BABYNEWS_DEPLOY_TESTS === '1'
      ? [
          {
            ...common,
            displayName: 'deploy',
            rootDir: `${__dirname}/tools/deploy`,
            testMatch: ['<rootDir>/**/*.int.spec.ts'],
            setupFilesAfterEnv: [LONG_TIMEOUT],
          },
        ]
      : []),
  ],
};
