import { describe, expect, it } from 'vitest'
import {
  describeChange,
  NEWS_ORDER,
  notificationsFor,
} from '../../../src/main/notifications/state-change-wording'
import { BOOKING_STATE_LABELS, BOOKING_STATES } from '../../../src/shared/domain/booking-states'

const change = (bookingId: string, state: string, hotelName: string | null = 'Hotel Lisboa') => ({
  bookingId,
  state: state as 'confirmed',
  hotelName,
  experienceName: null,
})

describe('state change notifications', () => {
  it('word each state for the agent', () => {
    expect(describeChange(change('XKQBRT', 'confirmed')).body).toBe(
      'Booking XKQBRT confirmed by Hotel Lisboa',
    )
    expect(describeChange(change('XKQBRT', 'refused')).body).toBe('Booking XKQBRT refused by Hotel Lisboa')
    expect(describeChange(change('XKQBRT', 'canceled')).body).toBe(
      'Booking XKQBRT at Hotel Lisboa was cancelled',
    )
    expect(describeChange(change('XKQBRT', 'pending')).body).toBe(
      'Hotel Lisboa proposed a change to booking XKQBRT',
    )
    expect(
      describeChange({ ...change('EXP1', 'confirmed', null), experienceName: 'Sintra day trip' }).body,
    ).toBe('Booking EXP1 confirmed by Sintra day trip')
    expect(describeChange(change('XKQBRT', 'sent', null)).body).toBe(
      'Booking XKQBRT is now sent to the hotel',
    )
  })

  it('give one notification per change, opening the booking', () => {
    const shown = notificationsFor([
      change('A', 'confirmed'),
      change('B', 'refused'),
      change('C', 'canceled'),
    ])
    expect(shown.map((notification) => notification.route)).toEqual([
      '/bookings/A',
      '/bookings/B',
      '/bookings/C',
    ])
    expect(shown[0]).toMatchObject({
      title: 'Booking confirmed',
      body: 'Booking A confirmed by Hotel Lisboa',
    })
  })

  it('group more than three changes of one state into one notification that opens the list on that state', () => {
    const shown = notificationsFor(['A', 'B', 'C', 'D', 'E'].map((id) => change(id, 'confirmed')))
    expect(shown).toEqual([
      {
        title: '5 bookings confirmed',
        body: 'A, B, C and 2 more',
        route: '/bookings?states=confirmed',
        state: 'confirmed',
      },
    ])
    expect(notificationsFor([])).toEqual([])
  })

  it("name a group's bookings by their customers where the cache knows them", () => {
    const customers: Record<string, string> = { A: 'Grace Jones', C: 'Lena Becker' }
    const [group] = notificationsFor(
      ['A', 'B', 'C', 'D'].map((id) => change(id, 'refused')),
      (id) => customers[id] ?? null,
    )
    expect(group?.body).toBe('Grace Jones (A), B, Lena Becker (C) and 1 more')
    const [single] = notificationsFor([change('A', 'refused')], (id) => customers[id] ?? null)
    expect(single?.body).toBe('Grace Jones: Booking A refused by Hotel Lisboa')
  })

  it('never fold a bad outcome into a count of good ones: one notification per new state, bad news first', () => {
    const changes = [
      ...Array.from({ length: 16 }, (_, index) => change(`OK${index}`, 'confirmed')),
      change('NO1', 'refused'),
      change('FAIL', 'failure'),
      change('NO2', 'refused'),
      change('GONE', 'canceled'),
    ]
    const shown = notificationsFor(changes)
    expect(shown.map((notification) => [notification.state, notification.title])).toEqual([
      ['failure', 'Booking failed'],
      ['refused', '2 bookings refused'],
      ['canceled', 'Booking cancelled'],
      ['confirmed', '16 bookings confirmed'],
    ])
    expect(shown[1]).toMatchObject({ body: 'NO1, NO2', route: '/bookings?states=refused' })
    expect(shown[0]?.route).toBe('/bookings/FAIL')
    // Each notification counts one state only, and every change is in exactly one of them.
    const counted = shown.map((notification) => Number(/^(\d+) bookings/.exec(notification.title)?.[1] ?? 1))
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(changes.length)
    for (const notification of shown) {
      if (notification.state === 'confirmed') expect(notification.body).not.toMatch(/NO|FAIL|GONE/)
    }
  })

  it('carry the state of every change, and order every state', () => {
    expect(notificationsFor([change('A', 'refused')])[0]?.state).toBe('refused')
    expect([...NEWS_ORDER].sort()).toEqual([...BOOKING_STATES].sort())
    const many = BOOKING_STATES.flatMap((state) => [change(`${state}1`, state), change(`${state}2`, state)])
    expect(notificationsFor(many)).toHaveLength(BOOKING_STATES.length)
  })
})

describe('state change notifications of an experience booking', () => {
  const experience = (state: string) => ({
    bookingId: 'EXP1',
    state: state as 'confirmed',
    kind: 'experience' as const,
    hotelName: null,
    experienceName: 'Bike tour of Vienna',
  })

  it('never speak of a hotel or a counter-proposal: its pending waits for the supplier', () => {
    const pending = describeChange(experience('pending'))
    expect(pending).toEqual({
      title: 'Booking on request',
      body: "Bike tour of Vienna (EXP1) waits for the supplier's answer",
    })
    expect(describeChange(experience('confirmed')).body).toBe(
      'Bike tour of Vienna (EXP1) confirmed by the supplier',
    )
    expect(describeChange(experience('refused')).body).toBe(
      'Bike tour of Vienna (EXP1) refused by the supplier',
    )
    for (const state of ['pending', 'sent', 'confirmed', 'refused', 'canceled', 'failure', 'pre_confirmed']) {
      const words = describeChange(experience(state))
      expect(`${words.title} ${words.body}`).not.toMatch(/hotel|counter-proposal|proposed a change/i)
    }
  })

  it('say "waiting for the supplier" in a grouped notification, never grouped with counter-proposals', () => {
    const notices = notificationsFor([
      experience('pending'),
      { ...experience('pending'), bookingId: 'EXP2' },
      change('H1', 'pending'),
      change('H3', 'pending'),
      change('H2', 'confirmed'),
    ])
    expect(notices.map((notice) => notice.title)).toEqual([
      '2 bookings waiting for the supplier',
      '2 bookings with a counter-proposal to answer',
      'Booking confirmed',
    ])
    expect(notices[0]?.body).toBe('EXP1, EXP2')
  })

  it('name an outcome as every screen does ("Cancelled", never "canceled"), for stays and experiences', () => {
    for (const state of ['confirmed', 'refused', 'canceled', 'replaced', 'failure'] as const) {
      const label = BOOKING_STATE_LABELS[state].toLowerCase()
      const stay = describeChange(change('XKQBRT', state))
      const trip = describeChange(experience(state))
      for (const words of [stay, trip]) expect(words.title).toBe(`Booking ${label}`)
    }
    const told = notificationsFor(['A', 'B', 'C', 'D'].map((id) => change(id, 'canceled')))
    expect(told.map((notice) => notice.title)).toEqual(['4 bookings cancelled'])
    expect(told.map((notice) => `${notice.title} ${notice.body}`).join(' ')).not.toMatch(/canceled/i)
  })
})
