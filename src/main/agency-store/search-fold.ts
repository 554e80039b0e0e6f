/** Case and accents do not make another word: "LAMBERT Hélène" is found by "helene lam". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** The words of a query, folded; a customer matches when its search text contains every one of them
 * (instr: the text is folded already, so no LIKE case rules or wildcards are needed). */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/)
    .filter((word) => word !== '')
}
