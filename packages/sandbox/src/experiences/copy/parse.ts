/**
 * The demo experiences' copy is written as plain text, one block per template, so that each language reads as
 * prose in one file rather than as nested code:
 *
 *   @key
 *   N: name | another name              (alternatives; one is picked per experience)
 *   S: summary | another summary        (alternatives)
 *   D: sentence | sentence | ...        (description sentences; a few are picked, in order)
 *   H: item | item | ...                (highlights; three are picked)
 *   I: item | item                      (included services, all of them)
 *   X: item | item                      (excluded services, all of them; may be empty)
 */
export interface TemplateCopy {
  names: readonly string[]
  summaries: readonly string[]
  body: readonly string[]
  highlights: readonly string[]
  included: readonly string[]
  excluded: readonly string[]
}

const FIELDS = {
  N: 'names',
  S: 'summaries',
  D: 'body',
  H: 'highlights',
  I: 'included',
  X: 'excluded',
} as const satisfies Record<string, keyof TemplateCopy>

const split = (value: string) =>
  value
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')

export function parseCopy(text: string): Map<string, TemplateCopy> {
  const copies = new Map<string, TemplateCopy>()
  let key: string | null = null
  let current: Record<keyof TemplateCopy, readonly string[]> | null = null
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '') continue
    if (line.startsWith('@')) {
      key = line.slice(1)
      current = { names: [], summaries: [], body: [], highlights: [], included: [], excluded: [] }
      copies.set(key, current)
      continue
    }
    const field = FIELDS[line.charAt(0) as keyof typeof FIELDS] as keyof TemplateCopy | undefined
    if (current === null || field === undefined || line.charAt(1) !== ':') {
      throw new Error(`Experience copy: unreadable line after @${key ?? '?'}: ${line}`)
    }
    current[field] = split(line.slice(2))
  }
  return copies
}
