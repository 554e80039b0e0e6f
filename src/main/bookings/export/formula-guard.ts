/**
 * A spreadsheet opening a CSV runs a cell that starts with `=`, `+`, `-` or `@` as a formula (and a tab or a
 * carriage return first can hide one): a customer named `=HYPERLINK("x")` would become a link, or worse. Such a
 * value is written with a leading `'`, which every spreadsheet reads as "this is text" (OWASP, CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
