import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../../../../shared/domain/dates'
import type { WorklistItem, WorklistKind } from '../../../../shared/ipc/worklist.contract'
import { counted } from '../../../../shared/i18n'

/**
 * How the worklist reads for the agent: each kind's badge (its colour means what the booking state colours
 * mean: red = nothing is booked, yellow = someone or the clock is waiting, blue = something to read), the
 * time left before a deadline in words, and the groups the screen shows.
 */

export interface KindView {
  label: string
  color: 'red' | 'yellow' | 'blue'
  /** What happens at `dueAt`, before the time left: "refused automatically in 1 day 4 hours". */
  deadline: string
}

export const KIND_VIEWS: Readonly<Record<WorklistKind, KindView>> = {
  awaitingAnswer: { label: 'Awaiting answer', color: 'yellow', deadline: 'refused automatically' },
  counterProposal: { label: 'Counter-proposal', color: 'yellow', deadline: 'refused automatically' },
  failed: { label: 'Failed', color: 'red', deadline: 'due' },
  refused: { label: 'Refused', color: 'red', deadline: 'due' },
  freeCancellationEnding: {
    label: 'Free cancellation ending',
    color: 'yellow',
    deadline: 'free cancellation ends',
  },
  unreadMessages: { label: 'Unread messages', color: 'blue', deadline: 'due' },
  writeWaiting: { label: 'Not sent yet', color: 'yellow', deadline: 'due' },
  writeRefused: { label: 'Refused by the service', color: 'red', deadline: 'due' },
}

/**
 * A duration in the agent's locale, the two largest units only ("1 day 4 hours", "3 hours 20 minutes",
 * "12 minutes"); under a minute reads "less than a minute". Intl does the words, so French reads "1 jour 4 heures".
 */
export function formatTimeLeft(ms: number, locale: string): string {
  const minutes = Math.floor(Math.max(0, ms) / MS_PER_MINUTE)
  if (minutes < 1) return 'less than a minute'
  const days = Math.floor((minutes * MS_PER_MINUTE) / MS_PER_DAY)
  const hours = Math.floor(((minutes * MS_PER_MINUTE) % MS_PER_DAY) / MS_PER_HOUR)
  const rest = minutes % 60
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value)
  const parts =
    days > 0
      ? [unit(days, 'day'), hours > 0 ? unit(hours, 'hour') : null]
      : hours > 0
        ? [unit(hours, 'hour'), rest > 0 ? unit(rest, 'minute') : null]
        : [unit(rest, 'minute')]
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(
    parts.filter((part): part is string => part !== null),
  )
}

/**
 * The deadline in words, measured on the service's clock (`at`, when main read the list), so a skewed computer
 * clock does not shorten it: "refused automatically in 1 day 4 hours", or "refused automatically: the time has
 * passed". Null when the item has no deadline.
 */
export function deadlineSentence(
  item: Pick<WorklistItem, 'kind' | 'dueAt'>,
  at: string,
  locale: string,
): { text: string; overdue: boolean; soon: boolean; near: boolean } | null {
  if (item.dueAt === null) return null
  const left = Date.parse(item.dueAt) - Date.parse(at)
  const what = KIND_VIEWS[item.kind].deadline
  if (left <= 0) return { text: `${what}: the time has passed`, overdue: true, soon: true, near: true }
  return {
    text: `${what} in ${formatTimeLeft(left, locale)}`,
    overdue: false,
    /** Within a day. */
    soon: left < MS_PER_DAY,
    /** Within three days. */
    near: left < 3 * MS_PER_DAY,
  }
}

export interface WorklistGroup {
  key: 'today' | 'week' | 'noDeadline' | 'later'
  title: string
  items: WorklistItem[]
  /** Shown as its heading and count only until the agent opens it: far-off deadlines must not bury the next days. */
  folded: boolean
}

/** Beyond this, a deadline is "later": a fresh install's demo bookings reach months ahead. */
const WEEK_MS = 7 * MS_PER_DAY

/**
 * The items in main's order (soonest deadline first), cut into what is due within 24 hours, within the next
 * 7 days, what has no deadline, and what is due later (folded). Every item is in one group, so the headings'
 * counts add up to the list's. Empty groups are left out.
 */
export function groupWorklist(items: readonly WorklistItem[], at: string): WorklistGroup[] {
  const now = Date.parse(at)
  const groups: WorklistGroup[] = [
    { key: 'today', title: 'Due within 24 hours', items: [], folded: false },
    { key: 'week', title: 'Due in the next 7 days', items: [], folded: false },
    { key: 'noDeadline', title: 'To look at', items: [], folded: false },
    { key: 'later', title: 'Later', items: [], folded: true },
  ]
  for (const item of items) {
    const left = item.dueAt === null ? null : Date.parse(item.dueAt) - now
    const index = left === null ? 2 : left < MS_PER_DAY ? 0 : left < WEEK_MS ? 1 : 3
    groups[index]?.items.push(item)
  }
  return groups.filter((group) => group.items.length > 0)
}

/** The navigation's count, in words for assistive technology. */
export function openItemsLabel(count: number): string {
  return counted('itemsNeedYou', count)
}

/** The day after `at` in the agent's time zone, as YYYY-MM-DD: "tomorrow's arrivals" on the service's clock. */
export function dayAfter(at: string, timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at))
  const next = new Date(`${today}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}
