/** Case and accents do not make another word: "LAMBERT Hélène" is found by "helene lam". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** The words of a query, folded; a customer matches when its search text contains every one of them. */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/)
    .filter((word) => word !== '')
}

/** A LIKE pattern that finds `word` anywhere, with LIKE's own wildcards taken literally (ESCAPE '\'). */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
