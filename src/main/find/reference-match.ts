/**
 * Which of a booking's references the agent typed: "hcn e46c" and "HCN-E46C0A8C" both name "HCN-E46C0A8C".
 * References are compared on their letters and digits only, case- and accent-insensitively, the way the search
 * index splits them: every word typed must start a word of the reference, or the whole text typed, run together,
 * must start the reference run together (a number read out without its dashes).
 */

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

export function matchedReference(text: string, references: readonly string[]): string | null {
  const typed = wordsOf(text)
  if (typed.length === 0) return null
  const runTogether = typed.join('')
  for (const reference of references) {
    const words = wordsOf(reference)
    if (words.join('').startsWith(runTogether)) return reference
    if (typed.every((word) => words.some((part) => part.startsWith(word)))) return reference
  }
  return null
}
