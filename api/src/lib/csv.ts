import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One CSV cell: quoted, quotes doubled, and a leading =+-@ neutralised so a spreadsheet never runs it. */
function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * Answers with a CSV file streamed in batches: `next(after)` reads the rows after the last one sent
 * (keyset paging, so memory stays flat however long the list), `cells` turns a row into its cells.
 * UTF-8 with a BOM, so spreadsheets read Swahili and French names right; named `<name>-<date>.csv`.
 */
export function sendCsv<R>(reply: FastifyReply, name: string, header: string[], next: (after: R | null) => Promise<R[]>, cells: (row: R) => unknown[]) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  async function* lines() {
    yield `\uFEFF${header.join(',')}\r\n`;
    let after: R | null = null;
    for (;;) {
      const batch = await next(after);
      if (!batch.length) return;
      yield batch.map((row) => cells(row).map(csvCell).join(',')).join('\r\n') + '\r\n';
      after = batch.at(-1)!;
    }
  }
  return reply.send(Readable.from(lines()));
}
