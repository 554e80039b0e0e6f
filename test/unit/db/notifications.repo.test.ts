import { describe, expect, it } from 'vitest'
import {
  KEPT_PER_SERVICE,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  recordNotifications,
  unreadNotifications,
  type NewNotification,
} from '../../../src/main/db/notifications.repo'
import { AT, memoryDb } from './fixtures'

const change = (key: string, bookingId = 'B1'): NewNotification => ({
  key,
  kind: 'stateChanged',
  bookingId,
  state: 'refused',
  previousState: 'sent',
  title: 'Booking refused',
  customer: 'Ana López',
  product: 'Hotel Lisboa',
  reference: 'DV-1',
  at: AT,
})

const reminder: NewNotification = {
  key: 'sandbox|B2|freeCancellationEnds|2026-03-03T10:00:00.000Z|24',
  kind: 'reminder',
  bookingId: 'B2',
  state: 'confirmed',
  reminder: 'freeCancellationEnds',
  dueAt: '2026-03-03T10:00:00.000Z',
  leadHours: 24,
  title: 'Free cancellation ends within 24 hours',
  customer: null,
  product: null,
  reference: null,
  at: AT,
}

describe('notifications repository', () => {
  it('records each piece of news once per service, and lists a service’s own entries only', () => {
    const db = memoryDb()
    const recorded = recordNotifications(db, 'sandbox', [change('c1'), reminder], AT)
    expect(recorded.map((entry) => [entry.kind, entry.read])).toEqual([
      ['stateChanged', false],
      ['reminder', false],
    ])
    expect(recordNotifications(db, 'sandbox', [change('c1')], AT)).toEqual([])
    recordNotifications(db, 'staging|https://b2b.example', [change('c1', 'OTHER')], AT)

    const listed = listNotifications(db, 'sandbox', 50)
    expect(listed.map((entry) => entry.bookingId)).toEqual(['B2', 'B1'])
    expect(listed[0]).toEqual({ ...reminder, key: undefined, id: recorded[1]?.id, read: false })
    expect(listed[1]).toMatchObject({ customer: 'Ana López', product: 'Hotel Lisboa', previousState: 'sent' })
    expect(unreadNotifications(db, 'sandbox')).toBe(2)
    expect(listNotifications(db, 'staging|https://b2b.example', 50).map((entry) => entry.bookingId)).toEqual([
      'OTHER',
    ])
  })

  it('keeps read marks per service: an id of another service is not marked', () => {
    const db = memoryDb()
    const [own] = recordNotifications(db, 'sandbox', [change('c1')], AT)
    const [other] = recordNotifications(db, 'staging|https://b2b.example', [change('c1')], AT)
    markNotificationRead(db, 'sandbox', other?.id ?? 0, AT)
    expect(unreadNotifications(db, 'staging|https://b2b.example')).toBe(1)
    markNotificationRead(db, 'sandbox', own?.id ?? 0, AT)
    expect(unreadNotifications(db, 'sandbox')).toBe(0)
    markAllNotificationsRead(db, 'staging|https://b2b.example', AT)
    expect(listNotifications(db, 'staging|https://b2b.example', 50)[0]?.read).toBe(true)
  })

  it(`keeps the newest ${KEPT_PER_SERVICE} entries of a service`, () => {
    const db = memoryDb()
    const many = Array.from({ length: KEPT_PER_SERVICE + 3 }, (_, index) => change(`c${index}`, `B${index}`))
    recordNotifications(db, 'sandbox', many, AT)
    const listed = listNotifications(db, 'sandbox', KEPT_PER_SERVICE + 10)
    expect(listed).toHaveLength(KEPT_PER_SERVICE)
    expect(listed[0]?.bookingId).toBe(`B${KEPT_PER_SERVICE + 2}`)
    expect(listed.at(-1)?.bookingId).toBe('B3')
  })
})
