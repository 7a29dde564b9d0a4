import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFirstVisitAssets } from './build-assets';
import { bootHeadTags, shellPageFor } from './document-html';

/** The landing's table `source`, its key in first-load.json `pages`. */
const LANDING = 'landing/components/LandingPage.tsx';

/**
 * What a first visit preloads or inlines comes from the build's lists (ARCHITECTURE §1 "first visit"):
 * the chunks that provide the shared modules — never the consumers' fallback chunks the federation
 * manifest also lists — and, for `/` and `/about`, the landing's own chunk and stylesheet.
 */
describe('first-visit assets from the build', () => {
  let dist: string;
  const config = { remotes: { guest: '/remotes/guest/mf-manifest.json', host: '/remotes/host/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' } };
  const runtime = { ...config, publicBaseUrl: 'https://babynews.test', kakao: {}, google: {} } as unknown as Parameters<typeof bootHeadTags>[0];

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'babynews-assets-'));
    const write = (file: string, content: string) => {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), content);
    };
    write(
      'shell/first-load.json',
      JSON.stringify({
        entry: ['main.1.js'],
        bootstrap: ['720.a.js'],
        bootstrapCss: ['720.a.css'],
        provided: ['610.react-dom.js', '734.ui.js'],
        providedCss: ['224.ui.css'],
        pages: { [LANDING]: { js: ['landing.b.js'], css: ['landing.b.css'] } },
      }),
    );
    // the manifest's shared lists also name a consumer's fallback chunk (70.fallback.js), never loaded
    write('shell/mf-manifest.json', JSON.stringify({ shared: [{ assets: { js: { sync: ['610.react-dom.js', '70.fallback.js'] }, css: { sync: [] } } }] }));
    write('shell/720.a.css', '.shell{display:flex}');
    write('shell/224.ui.css', ':root{--bn-font:serif}');
    write('shell/landing.b.css', '.landing-hero{gap:28px}');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('preloads the bootstrap and the providing chunks, not the fallbacks', () => {
    const assets = readFirstVisitAssets(dist);
    expect(assets.shellScripts).toEqual(['720.a.js', '610.react-dom.js', '734.ui.js']);
    expect(assets.shellStyles).toEqual(['720.a.css', '224.ui.css']);
    const head = bootHeadTags(runtime, assets, null, false);
    expect(head).toContain('<link rel="preload" as="script" href="/734.ui.js">');
    expect(head).not.toContain('70.fallback.js');
  });

  it("inlines the landing's own stylesheet on the painted landing, and preloads its chunk otherwise", () => {
    const assets = readFirstVisitAssets(dist);
    expect(shellPageFor('/')).toBe(LANDING);
    expect(shellPageFor('/about')).toBe(LANDING);
    expect(shellPageFor('/terms-of-use')).toBe('legal/components/TermsPage.tsx');
    expect(shellPageFor('/user/login')).toBeNull();
    expect(shellPageFor('/notice')).toBeNull();
    const painted = bootHeadTags(runtime, assets, { shellPage: LANDING }, true);
    // each inlined file keeps a disabled link of its own address, which the bundles' CSS loader takes as loaded
    expect(painted).toContain('<style>.landing-hero{gap:28px}</style><link rel="stylesheet" href="/landing.b.css" disabled>');
    expect(painted).toContain('<style>.shell{display:flex}</style><link rel="stylesheet" href="/720.a.css" disabled>');
    expect(painted).not.toContain('rel="preload" as="script"');
    const plain = bootHeadTags(runtime, assets, { shellPage: LANDING }, false);
    expect(plain).toContain('<link rel="preload" as="script" href="/landing.b.js">');
    expect(plain).toContain('<link rel="preload" as="style" href="/landing.b.css">');
  });
});
