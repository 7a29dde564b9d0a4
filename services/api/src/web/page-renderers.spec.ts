import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPageRenderers } from './page-renderers';

/** The API loads the apps' server bundles from SSR_DIST_DIR; a missing or broken one leaves its pages to the browser. */
describe('loadPageRenderers', () => {
  let dir: string;
  const write = (text: string) => {
    mkdirSync(join(dir, 'shell'), { recursive: true });
    writeFileSync(join(dir, 'shell', 'render.cjs'), text);
  };
  const fakeRenderer = (tag: string) => `exports.shellRenderer = { renderPage: () => '<main>${tag}</main>' };`;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'babynews-ssr-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is null for an app that is not built, without an error', () => {
    const errors: unknown[] = [];
    expect(loadPageRenderers(dir, (err) => errors.push(err))).toEqual({ shell: null, guest: null, host: null });
    expect(errors).toEqual([]);
  });

  it('loads a built renderer, and the rebuilt one when loaded again', () => {
    write(fakeRenderer('first'));
    expect(loadPageRenderers(dir, () => undefined).shell?.renderPage('/', [])).toBe('<main>first</main>');
    write(fakeRenderer('second'));
    expect(loadPageRenderers(dir, () => undefined).shell?.renderPage('/', [])).toBe('<main>second</main>');
  });

  it('is null, and says why, for a bundle that throws while loading or exports no renderer', () => {
    for (const text of ["throw new Error('broken bundle');", 'exports.other = 1;']) {
      write(text);
      const errors: unknown[] = [];
      expect(loadPageRenderers(dir, (err) => errors.push(err)).shell).toBeNull();
      expect(errors).toHaveLength(1);
    }
  });
});
