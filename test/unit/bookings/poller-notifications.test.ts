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
