/**
 * One line for an address made of parts (street line, city, region, country). Suppliers repeat places: a region
 * named like its city, a city already written after the postcode, the same name in other capitals or without its
 * accents ("Lisboa, Lisbon, Lisbon"). Each place is said once; the first spelling wins.
 */
export function formatAddress(parts: readonly (string | null | undefined)[]): string {
  const said: string[][] = []
  const kept: string[] = []
  for (const part of parts) {
    for (const segment of (part ?? '').split(',')) {
      const text = segment.trim().replace(/\s+/g, ' ')
      if (text === '') continue
      const words = fold(text).split(' ')
      if (said.some((earlier, index) => repeats(earlier, words, index === 0))) continue
      said.push(words)
      kept.push(text)
    }
  }
  return kept.join(', ')
}

/** Case and accents do not make another place: "SAO PAULO" is "São Paulo". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')
}

/**
 * `words` names a place an earlier segment already said: the same words, or the earlier segment's first or last
 * words beside a postcode ("1100-048 Lisboa", "London NW1 6XE"). A street line is only compared whole: "Lisboa"
 * inside "Avenida de Lisboa 5" is a street, not the city.
 */
function repeats(earlier: readonly string[], words: readonly string[], isStreetLine: boolean): boolean {
  const same = (offset: number) => words.every((word, index) => earlier[offset + index] === word)
  if (earlier.length === words.length) return same(0)
  if (isStreetLine || earlier.length < words.length) return false
  return same(0) || same(earlier.length - words.length)
}
