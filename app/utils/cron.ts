/**
 * Checks a five-field cron expression (minute hour day-of-month month
 * day-of-week, UTC) before the job queue is handed it, so a typo in
 * BACKUP_SCHEDULE stops the server at start with a clear message instead of
 * failing later inside pg-boss. Each field is `*` or a comma list of values
 * and ranges, each with an optional `/step`; months and week days may be
 * given by their English three-letter names.
 */

type Field = { min: number; max: number; names?: readonly string[] };

const FIELDS: readonly Field[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  {
    min: 1,
    max: 12,
    names: ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
  },
  // 7 is Sunday too, as in most cron implementations.
  { min: 0, max: 7, names: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] },
];

function valueOf(text: string, field: Field): number | null {
  const named = field.names?.indexOf(text.toLowerCase()) ?? -1;
  if (named >= 0) return named + field.min;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= field.min && value <= field.max ? value : null;
}

function isValidPart(part: string, field: Field): boolean {
  const [range, step, ...rest] = part.split("/");
  if (rest.length > 0 || range === undefined) return false;
  if (step !== undefined && !(/^\d+$/.test(step) && Number(step) >= 1)) return false;
  if (range === "*") return true;
  const [from, to, ...more] = range.split("-");
  if (more.length > 0 || from === undefined) return false;
  const start = valueOf(from, field);
  if (start === null) return false;
  if (to === undefined) return true;
  const end = valueOf(to, field);
  return end !== null && end >= start;
}

export function isValidCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== FIELDS.length) return false;
  return fields.every((text, index) =>
    text.split(",").every((part) => isValidPart(part, FIELDS[index]!)),
  );
}
