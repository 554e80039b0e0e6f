import { describe, expect, it } from 'vitest'
import type { WorklistItem } from '../../../src/shared/ipc/worklist.contract'
import {
  deadlineSentence,
  formatTimeLeft,
  groupWorklist,
  KIND_VIEWS,
  openItemsLabel,
} from '../../../src/renderer/src/features/worklist/worklist-view'
import { STATE_VIEWS } from '../../../src/renderer/src/ui/booking-state'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const AT = '2026-11-25T08:00:00.000Z'

function item(overrides: Partial<WorklistItem>): WorklistItem {
  return {
    id: 'awaitingAnswer:B1',
    kind: 'awaitingAnswer',
    bookingId: 'B1',
    fingerprint: 'sent',
    state: 'sent',
    customer: 'Ana Silva',
    reference: 'DV-1',
    product: 'Hotel Lisboa',
    checkIn: '2026-11-28',
    dueAt: null,
    text: 'Waiting.',
    ...overrides,
  }
}

const inMs = (ms: number) => new Date(Date.parse(AT) + ms).toISOString()

describe('formatTimeLeft', () => {
  it('says the two largest units in words', () => {
    expect(formatTimeLeft(DAY + 4 * HOUR + 20 * MINUTE, 'en-GB')).toBe('1 day 4 hours')
    expect(formatTimeLeft(3 * DAY, 'en-GB')).toBe('3 days')
    expect(formatTimeLeft(2 * HOUR + 5 * MINUTE, 'en-GB')).toBe('2 hours 5 minutes')
    expect(formatTimeLeft(HOUR, 'en-GB')).toBe('1 hour')
    expect(formatTimeLeft(12 * MINUTE + 59_000, 'en-GB')).toBe('12 minutes')
  })

  it('never rounds up, and says so under a minute', () => {
    expect(formatTimeLeft(59_999, 'en-GB')).toBe('less than a minute')
    expect(formatTimeLeft(-5 * MINUTE, 'en-GB')).toBe('less than a minute')
    expect(formatTimeLeft(2 * DAY - 1, 'en-GB')).toBe('1 day 23 hours')
  })

  it("speaks the agent's language through Intl", () => {
    // French puts no-break spaces between a number and its unit.
    const plain = (text: string) => text.replace(/\s/g, ' ')
    expect(plain(formatTimeLeft(2 * DAY + 4 * HOUR, 'fr-FR'))).toBe('2 jours 4 heures')
    expect(plain(formatTimeLeft(DAY, 'de-DE'))).toBe('1 Tag')
  })
})

describe('deadlineSentence', () => {
  it("measures from the service's time and names what happens at the deadline", () => {
    expect(deadlineSentence(item({ dueAt: inMs(DAY + 4 * HOUR) }), AT, 'en-GB')).toEqual({
      text: 'refused automatically in 1 day 4 hours',
      overdue: false,
      soon: false,
      near: true,
    })
    expect(
      deadlineSentence(item({ kind: 'freeCancellationEnding', dueAt: inMs(5 * HOUR) }), AT, 'en-GB'),
    ).toMatchObject({ text: 'free cancellation ends in 5 hours', soon: true })
    expect(deadlineSentence(item({ dueAt: inMs(7 * DAY) }), AT, 'en-GB')).toMatchObject({
      soon: false,
      near: false,
    })
  })

  it('says a passed deadline has passed, and nothing without one', () => {
    expect(deadlineSentence(item({ dueAt: inMs(-HOUR) }), AT, 'en-GB')).toMatchObject({
      text: 'refused automatically: the time has passed',
      overdue: true,
    })
    expect(deadlineSentence(item({ dueAt: null }), AT, 'en-GB')).toBeNull()
  })
})

describe('groupWorklist', () => {
  it("keeps main's order and cuts it into due within 24 hours, the next 7 days, no deadline, and later", () => {
    const items = [
      item({ id: 'a', dueAt: inMs(-HOUR) }),
      item({ id: 'b', dueAt: inMs(20 * HOUR) }),
      item({ id: 'c', dueAt: inMs(3 * DAY) }),
      item({ id: 'f', dueAt: inMs(8 * DAY) }),
      item({ id: 'g', dueAt: inMs(194 * DAY) }),
      item({ id: 'd', kind: 'unreadMessages', dueAt: null }),
      item({ id: 'e', kind: 'writeRefused', dueAt: null }),
    ]
    const groups = groupWorklist(items, AT)
    expect(groups.map((group) => [group.key, group.items.map((entry) => entry.id)])).toEqual([
      ['today', ['a', 'b']],
      ['week', ['c']],
      ['noDeadline', ['d', 'e']],
      ['later', ['f', 'g']],
    ])
    // Every item is in exactly one group: the counts the headings show add up to the list's.
    expect(groups.reduce((sum, group) => sum + group.items.length, 0)).toBe(items.length)
    expect(groups.map((group) => group.folded)).toEqual([false, false, false, true])
  })

  it('leaves out empty groups', () => {
    expect(groupWorklist([], AT)).toEqual([])
    expect(groupWorklist([item({ dueAt: null })], AT).map((group) => group.key)).toEqual(['noDeadline'])
  })
})

describe('kind badges', () => {
  it('use the colours the booking states use for the same meaning', () => {
    expect(KIND_VIEWS.failed.color).toBe(STATE_VIEWS.failure.color)
    expect(KIND_VIEWS.refused.color).toBe(STATE_VIEWS.refused.color)
    expect(KIND_VIEWS.awaitingAnswer.color).toBe(STATE_VIEWS.sent.color)
    expect(KIND_VIEWS.counterProposal.color).toBe(STATE_VIEWS.pending.color)
    expect(KIND_VIEWS.writeRefused.color).toBe('red')
  })
})

describe('openItemsLabel', () => {
  it('says what the count counts', () => {
    expect(openItemsLabel(1)).toBe('1 item needs you')
    expect(openItemsLabel(84)).toBe('84 items need you')
  })
})
