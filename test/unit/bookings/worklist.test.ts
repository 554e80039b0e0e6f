import { describe, expect, it } from 'vitest'
import { createWorklist, worklistItems } from '../../../src/main/bookings/worklist'
import { replaceBookingMessages } from '../../../src/main/db/booking-messages.repo'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { upsertBookingV1 } from '../../../src/main/db/bookings.repo'
import { markMessagesReadUpTo } from '../../../src/main/db/message-reads.repo'
import type { OutboxEntry } from '../../../src/main/db/outbox.repo'
import { AT, bookingV1, listItem, memoryDb } from '../db/fixtures'

const NOW = new Date('2026-04-01T08:00:00.000Z')

function seeded() {
  const db = memoryDb()
  upsertBookingListItems(
    db,
    [
      listItem('SENT', { state: 'sent', startAt: '2026-04-03', lastName: 'Sent' }),
      listItem('PAST', { state: 'sent', startAt: '2026-03-20' }),
      listItem('PEND', { state: 'pending', startAt: '2026-04-20' }),
      listItem('FAIL', { state: 'failure', startAt: '2026-05-01' }),
      listItem('REFD', { state: 'refused', startAt: '2026-05-02' }),
      listItem('OLDR', { state: 'refused', startAt: '2026-02-02' }),
      listItem('CONF', { state: 'confirmed', startAt: '2026-06-01' }),
    ],
    AT,
  )
  // Free cancellation of SOON ends in 2 days, of LATE in 10: only SOON is news.
  for (const [id, freeUntil] of [
    ['SOON', '2026-04-03 08:00:00 UTC'],
    ['LATE', '2026-04-11 08:00:00 UTC'],
  ] as const) {
    const booking = bookingV1(id, { state: 'confirmed', startAt: '2026-04-20' })
    booking.cancelConditions = [{ deduction: 50, refundable: true, startAt: freeUntil, endAt: null }]
    upsertBookingV1(db, booking, AT)
  }
  const message = (id: string, sentAt: string, messageType: string) => ({
    id,
    sender: { id: '9', firstName: 'Front', lastName: 'Desk' },
    message: 'Room upgraded',
    sentAt,
    messageType,
  })
  replaceBookingMessages(
    db,
    'CONF',
    [
      message('m1', '2026-03-30T10:00:00.000Z', 'update'),
      message('m2', '2026-03-30T11:00:00.000Z', 'request'),
    ],
    AT,
  )
  return db
}

const write = (patch: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'w1',
  position: 1,
  kind: 'booking.cancel',
  bookingId: 'CONF',
  payload: {},
  service: 'sandbox',
  createdAt: AT,
  state: 'failed',
  attempts: 1,
  lastError: { code: 'CONFLICT', message: 'A refused booking cannot be cancelled.' },
  updatedAt: AT,
  ...patch,
})

describe('worklist', () => {
  it('words an experience booking as an experience: a supplier, an experience, never a stay or a counter-proposal', () => {
    const db = memoryDb()
    const experience = (id: string, state: 'pending' | 'refused') => ({
      ...listItem(id, { state, startAt: '2026-04-20' }),
      kind: 'experience' as const,
      hotel: null,
      roomCompositions: [],
      experienceCompositions: [],
    })
    upsertBookingListItems(db, [experience('EXPP', 'pending'), experience('EXPR', 'refused')], AT)
    const items = worklistItems(db, NOW, [])
    expect(items.map((entry) => [entry.kind, entry.bookingId, entry.productKind])).toEqual([
      ['awaitingAnswer', 'EXPP', 'experience'],
      ['refused', 'EXPR', 'experience'],
    ])
    expect(items[0]?.text).toBe(
      "Waiting for the supplier's answer: the service refuses it by itself 24 hours before the experience.",
    )
    expect(items[1]?.text).toBe(
      'The booking was refused: the customer still needs a booking for this experience.',
    )
  })

  it('lists what needs the agent, soonest deadline first, and nothing whose stay is over', () => {
    const items = worklistItems(seeded(), NOW, [
      write({}),
      write({ id: 'w2', kind: 'booking.message', state: 'pending' }),
    ])
    expect(items.map((entry) => [entry.kind, entry.bookingId, entry.dueAt])).toEqual([
      ['awaitingAnswer', 'SENT', '2026-04-02T00:00:00.000Z'],
      ['freeCancellationEnding', 'SOON', '2026-04-03T08:00:00.000Z'],
      ['counterProposal', 'PEND', '2026-04-19T00:00:00.000Z'],
      ['writeRefused', 'CONF', null],
      ['failed', 'FAIL', null],
      ['refused', 'REFD', null],
      ['unreadMessages', 'CONF', null],
      ['writeWaiting', 'CONF', null],
    ])
    const unread = items.find((entry) => entry.kind === 'unreadMessages')
    expect(unread).toMatchObject({ text: '1 unread message from the hotel.', customer: 'Ana Müller' })
    expect(items.find((entry) => entry.kind === 'writeRefused')?.text).toBe(
      'A cancellation was refused by the service: A refused booking cannot be cancelled.',
    )
  })

  it('keeps an acknowledged item away until something new happens to it', () => {
    const db = seeded()
    const worklist = createWorklist({ db, serviceNow: () => NOW, now: () => NOW, service: () => 'sandbox' })
    const first = worklist.list()
    const unread = first.items.find((entry) => entry.kind === 'unreadMessages')
    if (unread === undefined) throw new Error('no unread item')
    worklist.acknowledge(unread.id, unread.fingerprint)
    const second = worklist.list()
    expect(second.items.some((entry) => entry.id === unread.id)).toBe(false)
    expect(second.acknowledged).toBe(1)
    // A newer message from the hotel: news again.
    replaceBookingMessages(
      db,
      'CONF',
      [
        {
          id: 'm1',
          sender: { id: '9', firstName: null, lastName: null },
          message: 'a',
          sentAt: '2026-03-30T10:00:00.000Z',
          messageType: 'update',
        },
        {
          id: 'm3',
          sender: { id: '9', firstName: null, lastName: null },
          message: 'b',
          sentAt: '2026-03-31T10:00:00.000Z',
          messageType: 'update',
        },
      ],
      AT,
    )
    expect(worklist.list().items.find((entry) => entry.id === unread.id)?.text).toBe(
      '2 unread messages from the hotel.',
    )
    // Read: the item is gone for good, acknowledged or not.
    markMessagesReadUpTo(db, 'CONF', '2026-03-31T10:00:00.000Z')
    expect(worklist.list().items.some((entry) => entry.kind === 'unreadMessages')).toBe(false)
  })
})
