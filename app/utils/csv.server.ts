import { stringify } from "csv-stringify/sync";
import { COMPANY_TIME_ZONE } from "./dates";

const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+[\d ().-]+$/;
const MIN_PHONE_DIGITS = 7;

function isPhoneNumber(value: string): boolean {
  return PHONE_NUMBER.test(value) && value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS;
}

function withoutFormula(value: string): string {
  return FORMULA_START.test(value) && !isPhoneNumber(value) ? `'${value}` : value;
}

/** One column of an export: its header and how a row fills it. */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

/**
 * RFC 4180 CSV (CRLF, quoted where needed) with a UTF-8 byte-order mark so
 * Excel reads accents correctly. Cells that a spreadsheet would run as a
 * formula (starting with = + - @ tab or CR) get a leading apostrophe: the
 * data comes from public forms, and an export must never execute it. An
 * international phone number ("+1 609 555 0100") is the exception: made of
 * digits, spaces, brackets, dots and hyphens only, it cannot call a function
 * or name a cell, and recruiters dial it from the sheet.
 */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const records = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      return value === null || value === undefined ? "" : withoutFormula(String(value));
    }),
  );
  return stringify([columns.map((column) => column.header), ...records], {
    bom: true,
    record_delimiter: "windows",
    // With CRLF records the library quotes only a full CRLF; a lone line
    // break (cover letters, messages) must be quoted too.
    quoted_match: /[\r\n]/,
  });
}

const DATE_PARTS = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: COMPANY_TIME_ZONE,
});

function parts(date: Date): Record<string, string> {
  return Object.fromEntries(DATE_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "2026-01-05 15:04" in the company's time zone: sortable, and spreadsheets read it as a date. */
export function csvDateTime(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** "applications-2026-01-05.csv": the export's name, dated in the company's time zone. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const p = parts(now);
  return `${prefix}-${p.year}-${p.month}-${p.day}.csv`;
}

/** The download: an attachment, never cached (nosniff comes from the server's security headers). */
export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
