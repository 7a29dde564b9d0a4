import {
  GIFT_MSG,
  MSG,
  orderStatusLabel,
  SUMMARY_CSV_HEADER,
  SUMMARY_CSV_PLEDGE_HEADER,
  SUMMARY_CSV_PLEDGE_TOTALS,
  seoulDateTime,
  type EventWrapUp,
} from '@babynews/contracts';

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

/**
 * The summary as CSV (ARCHITECTURE §4.20, §4.22): BOM, the header `SUMMARY_CSV_HEADER`, then one line per
 * reservation (gift — '기저귀 × 2' for several units —, price in KRW, reserver, contact, order status
 * label, reserved at in Asia/Seoul, thanked O/X). When the page has pledges or a fund: a blank line,
 * `SUMMARY_CSV_PLEDGE_HEADER` and one line per pledge (kind, gift or '', amount in KRW, giver, contact,
 * message, pledged at, received O/X), a blank line and the KRW totals (`SUMMARY_CSV_PLEDGE_TOTALS`).
 * CRLF line ends. Hidden givers (surprise mode) read `MSG.parent.hiddenName`, their messages ''.
 */
export function summaryCsv(summary: EventWrapUp): string {
  const line = (fields: Array<string | number>) => fields.map(csvField).join(',');
  const lines = [line([...SUMMARY_CSV_HEADER])];
  for (const row of summary.reservations) {
    lines.push(
      line([
        row.quantity > 1 ? `${row.wishTitle} × ${row.quantity}` : row.wishTitle,
        row.price ?? '',
        row.reservedName ?? MSG.parent.hiddenName,
        row.reservedEmail ?? MSG.parent.hiddenName,
        orderStatusLabel(row.orderStatus),
        seoulDateTime(row.reservedAt),
        row.thanked ? 'O' : 'X',
      ]),
    );
  }
  const pledges = summary.pledges ?? [];
  if (pledges.length > 0 || summary.fund) {
    lines.push('', line([...SUMMARY_CSV_PLEDGE_HEADER]));
    for (const row of pledges) {
      lines.push(
        line([
          GIFT_MSG.pledgeKind[row.kind],
          row.wishTitle ?? '',
          row.amount,
          row.name ?? MSG.parent.hiddenName,
          row.contact ?? MSG.parent.hiddenName,
          row.message ?? '',
          seoulDateTime(row.createdAt),
          row.received ? 'O' : 'X',
        ]),
      );
    }
    const totals = summary.pledgeTotals;
    lines.push(
      '',
      line([SUMMARY_CSV_PLEDGE_TOTALS.pledged, '', totals.pledgedAmount]),
      line([SUMMARY_CSV_PLEDGE_TOTALS.fund, '', totals.fundAmount]),
      line([SUMMARY_CSV_PLEDGE_TOTALS.received, '', totals.receivedAmount]),
    );
  }
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}
