/**
 * Free text typed by an agent, turned into an FTS5 prefix query: every word must match the start of a word
 * (`"zur"*`), in any indexed column. Words are split the way the unicode61 tokenizer splits them (anything that
 * is not a letter or a digit separates), and each is quoted, so FTS5 operators typed by the agent (AND, NEAR,
 * `*`, `-`, `:`) are plain text. Accents are folded by the tokenizer on the query as on the index.
 */
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 64

export function toPrefixQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
  if (words.length === 0) return null
  return words.map((word) => `"${word}"*`).join(' ')
}

/** The distinct spellings of a name, joined for an FTS column ("Zurich Zürich Zúrich"). */
export function joinSpellings(spellings: readonly string[]): string {
  return [...new Set(spellings.map((spelling) => spelling.trim()).filter(Boolean))].join(' | ')
}
