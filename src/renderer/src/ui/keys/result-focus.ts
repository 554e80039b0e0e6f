/**
 * The marker of one result in a list the agent walks with J/K (hotel cards, experience cards, bookings rows). A
 * list puts it on each result's focusable element; the walk needs nothing else from the list.
 */
export const RESULT_ITEM = { 'data-result-item': true } as const

/**
 * Moves the focus to the next (1) or previous (-1) result shown, or to the first when none has the focus yet;
 * false when the screen shows no result (the key is left to the page).
 */
export function focusResult(step: 1 | -1, root: ParentNode = document): boolean {
  const items = [...root.querySelectorAll<HTMLElement>('[data-result-item]')]
  if (items.length === 0) return false
  const active = document.activeElement
  const current = items.findIndex((item) => item === active || (active !== null && item.contains(active)))
  const next = current === -1 ? 0 : Math.min(items.length - 1, Math.max(0, current + step))
  const target = items[next]
  target?.focus()
  target?.scrollIntoView?.({ block: 'nearest' })
  return true
}
