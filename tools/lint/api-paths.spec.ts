import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The lint rule of ARCHITECTURE "The API table": `npm run lint` refuses an API path written as a
 * literal (`'/api/…'`, or a template starting so) outside libs/contracts and test files. The probes
 * are linted in one child process through ESLint's API with the repository's real configuration (as
 * `npm run lint` does), as `.js` files so that the type-aware rules (which need the file in the
 * TypeScript program) stay out of the way.
 */
const root = join(__dirname, '..', '..');
const PROBE = "const path = '/api/event/create';\nconst wish = `/api/wish/reserve/${7}`;\nexport { path, wish };\n";
const CLEAN =
  "// calls '/api/event/create'\nconst page = '/event/create';\nconst apix = '/apix/';\nconst prefix = `${'/api'}${page}`;\nexport { page, apix, prefix };\n";

/** Lints every `[source, fileName]` probe; answers, per probe, the lines of the API-path errors and the error count. */
function lintProbes(probes: Array<[string, string]>): Array<{ apiPathLines: number[]; errors: number }> {
  const script = `
    const { ESLint } = require(${JSON.stringify(join(root, 'node_modules/eslint'))});
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const [source, filePath] of JSON.parse(require('node:fs').readFileSync(0, 'utf8'))) {
        const [result] = await eslint.lintText(source, { filePath });
        out.push({
          apiPathLines: result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('API table')).map((m) => m.line),
          errors: result.errorCount,
        });
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: root, input: JSON.stringify(probes), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('lint: API paths come from the API table', () => {
  const refusedIn = ['apps/guest/src/news/api/probe.js', 'services/api/src/events/probe.js', 'libs/session/src/api/probe.js', 'tools/bench/probe.js'];
  const allowedIn = ['libs/contracts/src/events/probe.js', 'e2e/tests/probe.js'];
  let results: Array<{ apiPathLines: number[]; errors: number }> = [];

  beforeAll(() => {
    results = lintProbes([
      ...refusedIn.map((file): [string, string] => [PROBE, file]),
      ...allowedIn.map((file): [string, string] => [PROBE, file]),
      [CLEAN, refusedIn[0]!],
    ]);
  });

  it('refuses a string and a template literal starting with /api/ in the apps, the API, the libraries and the tools', () => {
    expect(results.slice(0, refusedIn.length)).toEqual(refusedIn.map(() => ({ apiPathLines: [1, 2], errors: 2 })));
  });

  it('lets libs/contracts (where the table lives) and the browser tests write paths', () => {
    expect(results.slice(refusedIn.length, refusedIn.length + allowedIn.length)).toEqual(allowedIn.map(() => ({ apiPathLines: [], errors: 0 })));
  });

  it('leaves comments, other paths and the bare prefix alone', () => {
    expect(results.at(-1)).toEqual({ apiPathLines: [], errors: 0 });
  });
});
