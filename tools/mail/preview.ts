// `npm run mail:preview`: renders every mail template (libs/mail, ARCHITECTURE §4.23) from its sample
// data into dist/mail-preview/ — `{kind}.html` and `{kind}.txt` per message and an index.html linking
// them — and prints the folder. Open the HTML in a browser, narrowed to 360 px for a phone.
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
