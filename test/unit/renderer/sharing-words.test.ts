import { describe, expect, it } from 'vitest'
import type { ReplacedChange, SharingStatus } from '../../../src/shared/ipc/sharing.contract'
import {
  dayWords,
  fieldWords,
  replacedSentence,
  statusHeadline,
  statusSentence,
} from '../../../src/renderer/src/ui/sharing/sharing-words'

/** A Thursday afternoon, local time: the words are about the agent's own days. */
const NOW = new Date(2026, 11, 10, 15, 0)
const local = (day: number, hour = 10): string => new Date(2026, 11, day, hour).toISOString()

const change: ReplacedChange = {
  id: 'c1',
  kind: 'customer',
  recordId: 'r1',
  label: 'Ana Costa',
  replacedBy: 'Lena',
  replacedAt: local(8),
  keptBy: 'Rui',
  keptAt: local(9),
  fields: [],
  seen: false,
}

const status: SharingStatus = {
  state: 'shared',
  address: null,
  pending: 0,
  connected: true,
  lastSharedAt: null,
  problem: null,
  unseenConflicts: 0,
}

describe('sharing in words', () => {
  it('names the day of a change as the agent would', () => {
    expect(dayWords(local(10, 1), NOW, 'en-GB')).toBe('today')
    expect(dayWords(local(9, 23), NOW, 'en-GB')).toBe('yesterday')
    expect(dayWords(local(8), NOW, 'en-GB')).toBe('on Tuesday')
    expect(dayWords(local(1), NOW, 'en-GB')).toBe('on 1 Dec 2026')
    expect(dayWords('not a date', NOW)).toBe('at an unknown time')
  })

  it('says whose change was replaced by whose, with "your" for this desk\'s agent', () => {
    expect(replacedSentence(change, NOW, 'Rui')).toMatch(
      /^Lena's change on \S+ to customer Ana Costa was replaced by yours\.$/,
    )
    expect(replacedSentence(change, NOW, 'Lena')).toMatch(/^Your change .* was replaced by Rui's\.$/)
    expect(replacedSentence({ ...change, keptBy: 'Lena' }, NOW, 'Lena')).toMatch(
      /was replaced by your later change\.$/,
    )
    expect(replacedSentence({ ...change, replacedBy: 'Jonas' }, NOW, null)).toMatch(
      /^Jonas' change .* was replaced by Rui's\.$/,
    )
    expect(
      replacedSentence({ ...change, kind: 'bookingNote', label: 'Called the hotel' }, NOW, 'Rui'),
    ).toContain('to the note “Called the hotel” was replaced')
  })

  it('counts what waits, and says why it is not shared', () => {
    expect(statusHeadline(status)).toBe('Shared')
    expect(statusHeadline({ ...status, state: 'waiting', pending: 1 })).toBe('Waiting to share 1 change')
    expect(statusHeadline({ ...status, state: 'waiting', pending: 12 })).toBe('Waiting to share 12 changes')
    expect(statusHeadline({ ...status, state: 'failed' })).toBe('Not shared')
    expect(statusSentence({ ...status, state: 'failed', problem: 'Wrong password.', pending: 2 })).toBe(
      'Not shared: Wrong password. Waiting to share 2 changes.',
    )
    expect(statusSentence({ ...status, state: 'failed' })).toBe('Not shared: the last try failed.')
  })

  it("words a record's field names", () => {
    expect(fieldWords('phoneNumber')).toBe('Phone number')
    expect(fieldWords('zip_code')).toBe('Zip code')
    expect(fieldWords('email')).toBe('Email')
  })
})
