import { expect, test } from "vitest";
import { csvDateTime, csvFileName, csvResponse, toCsv } from "./csv.server";

type Row = { name: string; note: string | null };
const COLUMNS = [
  { header: "Name", value: (row: Row) => row.name },
  { header: "Note", value: (row: Row) => row.note },
];

test("RFC 4180: BOM, CRLF between records, quotes around commas, quotes and line breaks", () => {
  const csv = toCsv(COLUMNS, [
    { name: 'Ana "AJ" Lima', note: "one, two" },
    { name: "Line", note: "first\nsecond" },
    { name: "Empty", note: null },
  ]);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.slice(1)).toBe(
    'Name,Note\r\n"Ana ""AJ"" Lima","one, two"\r\nLine,"first\nsecond"\r\nEmpty,\r\n',
  );
});

test("cells a spreadsheet would run as a formula get a leading apostrophe; phone numbers stay as typed", () => {
  const csv = toCsv(
    COLUMNS,
    [
      '=HYPERLINK("http://x")',
      "+1 609 555 0100",
      "-2+3",
      "@SUM(A1)",
      "\tTab",
      "\rCR",
      "safe",
      "+44 (20) 7946-0958",
      "+1+2",
      "+12",
      "+1 609 555 0100 A1",
    ].map((name) => ({ name, note: "" })),
  );
  const lines = csv.slice(1).split("\r\n");
  expect(lines.slice(1, 12)).toEqual([
    '"\'=HYPERLINK(""http://x"")",',
    "+1 609 555 0100,",
    "'-2+3,",
    "'@SUM(A1),",
    "'\tTab,",
    '"\'\rCR",',
    "safe,",
    "+44 (20) 7946-0958,",
    "'+1+2,",
    "'+12,",
    "'+1 609 555 0100 A1,",
  ]);
});

test("dates and file names are in the company's time zone", () => {
  const date = new Date("2026-01-06T03:30:00Z"); // 10:30 PM on Jan 5 in New York
  expect(csvDateTime(date)).toBe("2026-01-05 22:30");
  expect(csvFileName("applications", date)).toBe("applications-2026-01-05.csv");
});

test("the response is a UTF-8 CSV attachment that is never cached", async () => {
  const response = csvResponse("\uFEFFa\r\n", "inquiries-2026-01-05.csv");
  expect(Object.fromEntries(response.headers)).toMatchObject({
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": 'attachment; filename="inquiries-2026-01-05.csv"',
    "cache-control": "private, no-store",
  });
  expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(
    new Uint8Array([0xef, 0xbb, 0xbf]),
  );
});
