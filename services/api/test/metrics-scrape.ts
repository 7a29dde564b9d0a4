/** One sample of a Prometheus text scrape: metric name, labels, value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * The samples of a scrape in the Prometheus text format (version 0.0.4): comments (`# HELP`, `# TYPE`)
 * and blank lines skipped, label values unescaped (`\\`, `\"`, `\n`).
 * @throws Error on a line that is neither a comment nor a sample.
 */
export function parseScrape(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, raw] of (match[2] ?? '').matchAll(LABEL)) labels[name] = raw.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The names of the metric families in `samples` (a histogram's `_bucket`, `_sum`, `_count` count under its own name too). */
export function metricNames(samples: Sample[]): Set<string> {
  const names = new Set<string>();
  for (const { name } of samples) {
    names.add(name);
    const base = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
    if (base) names.add(base);
  }
  return names;
}

/** The value of the sample `name` whose labels include `labels` (0 when there is none: a series not created yet). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string>): number {
  const found = samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v) && Object.keys(s.labels).length === Object.keys(labels).length,
  );
  return found?.value ?? 0;
}
