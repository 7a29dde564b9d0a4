// `npm run mail:preview`: renders every mail template (libs/mail, ARCHITECTURE §4.23) from its sample
// data into dist/mail-preview/ — `{kind}.html` and `{kind}.txt` per message and an index.html linking
// them — and prints the folder. Open the HTML in a browser, narrowed to 360 px for a phone.
// `npm run mail:preview -- --screenshots` then opens each message in Debian's Chromium at 360 × 740,
// saves a full-page screenshot as dist/mail-preview/360/{kind}.png and runs axe-core on it; any serious
// or critical violation is printed and fails the run.
import { readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MAIL_KINDS, MAIL_SAMPLES, renderMail, type MailKind, type RenderedMail } from '../../libs/mail/src/index';

const OUT = resolve(__dirname, '../../dist/mail-preview');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function indexPage(mails: [MailKind, RenderedMail][]): string {
  const rows = mails
    .map(([kind, { subject }]) => `<li><a href="${kind}.html">${kind}</a> (<a href="${kind}.txt">텍스트</a>): ${escapeHtml(subject)}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>아기소식 메일 미리 보기</title></head>
<body style="font-family: 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif; font-size: 16px; line-height: 1.6; margin: 24px">
<h1>아기소식 메일 미리 보기</h1>
<ul>
${rows}
</ul>
</body></html>
`;
}

async function main(): Promise<void> {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const mails: [MailKind, RenderedMail][] = [];
  for (const kind of MAIL_KINDS) {
    const mail = await renderMail(kind, MAIL_SAMPLES[kind]);
    await writeFile(join(OUT, `${kind}.html`), mail.html);
    await writeFile(join(OUT, `${kind}.txt`), mail.text);
    mails.push([kind, mail]);
  }
  await writeFile(join(OUT, 'index.html'), indexPage(mails));
  console.log(`${mails.length} messages written to ${OUT}`);
  if (process.argv.includes('--screenshots')) await screenshots(mails.map(([kind]) => kind));
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: unknown[];
}

/** Each message at 360 px in Chromium: a full-page PNG under `360/`, and axe-core's serious or critical violations (exit code 1). */
async function screenshots(kinds: MailKind[]): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const axe = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const dir = join(OUT, '360');
  await mkdir(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
    for (const kind of kinds) {
      await page.goto(`file://${join(OUT, `${kind}.html`)}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.screenshot({ path: join(dir, `${kind}.png`), fullPage: true });
      await page.addScriptTag({ content: axe });
      const violations = await page.evaluate(async () => {
        const run = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
        return (await run).violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      console.log(`${kind}: ${join(dir, `${kind}.png`)}; horizontal overflow ${overflow}px; axe ${violations.length} violation(s), ${serious.length} serious`);
      for (const v of violations) console.log(`  ${v.impact ?? '?'} ${v.id} (${v.nodes} node(s))`);
      if (serious.length > 0 || overflow > 0) process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
