/**
 * The application form never asks for salary history (issue 30 item 7,
 * decision 047): its fixed fields have none, and the screening-question
 * editor refuses a question that asks for it. Its own small file, as the
 * apply form's browser bundle reads it.
 */

/**
 * Questions about pay history, which New York, New Jersey, California,
 * Colorado, Washington and others forbid asking a candidate. Expected pay
 * may be asked; what someone earns or earned may not.
 */
const SALARY_HISTORY = [
  /\b(salary|pay|compensation|wage|earnings|income)\s+(history|record)\b/i,
  /\b(current|present|previous|prior|past|last|former|existing)\s+(annual\s+|base\s+|hourly\s+|total\s+)?(salary|pay|compensation|wage|wages|earnings|income|rate|package)\b/i,
  /\bhow\s+much\s+(do|did|are|were)\s+you\s+(currently\s+)?(make|making|earn|earning|paid|get|getting)\b/i,
  /\bwhat\s+(do|did)\s+you\s+(currently\s+)?(make|earn)\b/i,
];

export const SALARY_HISTORY_MESSAGE =
  "Questions may not ask about current or past pay (salary history); ask for the expected salary instead";

export function asksSalaryHistory(text: string): boolean {
  return SALARY_HISTORY.some((pattern) => pattern.test(text));
}
