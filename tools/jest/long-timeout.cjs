// Operational suites (tools/backup, tools/deploy) start whole processes: 120 s per test unless a test sets
// its own. (A project's own `testTimeout` is not honoured by jest in a multi-project config: only the root's.)
jest.setTimeout(120_000);
