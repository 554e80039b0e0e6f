import { counted } from './index'

/**
 * "3 participants (2 adults, 1 child)": an experience's party from its travelers' kinds (adult, child, infant; any
 * other kind the service gives is counted but not named).
 */
export function participantsText(kinds: readonly string[], locale?: string): string {
  const options = locale === undefined ? {} : { locale }
  const count = (kind: string) => kinds.filter((k) => k === kind).length
  const parts = (['adult', 'child', 'infant'] as const)
    .map((kind) => ({ kind, n: count(kind) }))
    .filter((part) => part.n > 0)
    .map((part) => counted(part.kind, part.n, options))
  const total = counted('participant', kinds.length, options)
  return parts.length === 0 ? total : `${total} (${parts.join(', ')})`
}
