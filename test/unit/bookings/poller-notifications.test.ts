import { describe, expect, it } from 'vitest'
import { describeChange, notificationsFor } from '../../../src/main/bookings/poller/poller-notifications'

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
      'Booking XKQBRT at Hotel Lisboa was canceled',
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

  it('group more than three changes into one notification that opens the list', () => {
    const shown = notificationsFor(['A', 'B', 'C', 'D', 'E'].map((id) => change(id, 'confirmed')))
    expect(shown).toEqual([
      {
        title: '5 bookings changed state',
        body: 'A confirmed, B confirmed, C confirmed and 2 more',
        route: '/bookings',
      },
    ])
    expect(notificationsFor([])).toEqual([])
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

  it('say "waiting for the supplier" in a grouped notification', () => {
    const [grouped] = notificationsFor([
      experience('pending'),
      { ...experience('sent'), bookingId: 'EXP2' },
      change('H1', 'pending'),
      change('H2', 'confirmed'),
    ])
    expect(grouped?.body).toContain('EXP1 waiting for the supplier, EXP2 sent to the supplier')
    expect(grouped?.body).toContain('H1 waiting for your answer to a counter-proposal')
  })
})
