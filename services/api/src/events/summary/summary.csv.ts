import { MSG, orderStatusLabel, SUMMARY_CSV_HEADER, type EventWrapUp } from '@babynews/contracts';

/** UTF-8 byte order mark: Excel reads a CSV as UTF-8 (Korean intact) only when it starts with it. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A value
 * a relative typed that starts with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so a spreadsheet
 * never runs it as a formula (CSV injection).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `reservedAt` (ISO-8601 UTC) as 'YYYY-MM-DD HH:mm' in Asia/Seoul (ARCHITECTURE §3). */
export function seoulDateTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The summary's reservation rows as CSV (ARCHITECTURE §4.20): BOM, the header `SUMMARY_CSV_HEADER`,
 * then one line per reservation (gift, price in KRW, reserver, contact, order status label, reserved at
 * in Asia/Seoul, thanked O/X), CRLF line ends. Hidden reservers (surprise mode) read `MSG.parent.hiddenName`.
 */
export function summaryCsv(summary: EventWrapUp): string {
  const lines = [SUMMARY_CSV_HEADER.map(csvField).join(',')];
  for (const row of summary.reservations) {
    lines.push(
      [
        row.wishTitle,
        row.price ?? '',
        row.reservedName ?? MSG.parent.hiddenName,
        row.reservedEmail ?? MSG.parent.hiddenName,
        orderStatusLabel(row.orderStatus),
        seoulDateTime(row.reservedAt),
        row.thanked ? 'O' : 'X',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}
