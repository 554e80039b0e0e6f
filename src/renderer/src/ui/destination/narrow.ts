import type { Destination } from './destination'

/** Lower case, accents folded, split into words the way the catalog's index splits them (letters and digits). */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/**
 * The options already shown that still match `text`: each of its words starts a word of the option's name or
 * place. Shown in the keystroke's own frame while the local index answers the new text (a few ms later, and then
 * its list is the one shown): the list never shows an option the new text rules out. Options the index would add
 * are missing until it answers; none are invented.
 */
export function narrowOptions(options: readonly Destination[], text: string): Destination[] {
  const wanted = wordsOf(text)
  if (wanted.length === 0) return []
  return options.filter((option) => {
    const words = wordsOf(`${option.name} ${option.detail ?? ''}`)
    return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)))
  })
}
