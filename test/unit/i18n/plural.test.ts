import { describe, expect, it } from 'vitest'
import { counted, fillPlaceholders, selectPlural } from '../../../src/shared/i18n'
import { en } from '../../../src/shared/i18n/messages.en'
import { participantsText } from '../../../src/shared/i18n/party'

describe('counted phrases (Intl.PluralRules)', () => {
  it('chooses the English forms by the rules: 1 is "one"; 0, 2 and 21 are "other"', () => {
    expect(counted('night', 1)).toBe('1 night')
    expect(counted('night', 0)).toBe('0 nights')
    expect(counted('night', 2)).toBe('2 nights')
    expect(counted('night', 21)).toBe('21 nights')
    expect(counted('child', 1)).toBe('1 child')
    expect(counted('child', 3)).toBe('3 children')
    expect(counted('itemsNeedYou', 1)).toBe('1 item needs you')
    expect(counted('itemsNeedYou', 21)).toBe('21 items need you')
  })

  it('writes the count in the agent number format and fills the other placeholders', () => {
    expect(counted('booking', 1234, { locale: 'en-GB' })).toBe('1,234 bookings')
    expect(counted('booking', 1234, { locale: 'de-DE' })).toBe('1.234 bookings')
    expect(counted('roomsChosen', 3, { values: { picked: 1 } })).toBe('1 of 3 rooms chosen')
    expect(counted('unreadMessagesFrom', 1, { values: { who: 'the hotel' } })).toBe(
      '1 unread message from the hotel.',
    )
  })

  it("follows another language's rules from its forms alone: French 0 and 1 are singular, Polish has few and many", () => {
    const fr = { one: '{count} nuit', other: '{count} nuits' }
    expect(selectPlural(fr, 0, 'fr')).toBe('{count} nuit')
    expect(selectPlural(fr, 1, 'fr')).toBe('{count} nuit')
    expect(selectPlural(fr, 2, 'fr')).toBe('{count} nuits')
    const pl = { one: 'noc', few: 'noce', many: 'nocy', other: 'nocy (other)' }
    expect([1, 2, 5, 22].map((n) => selectPlural(pl, n, 'pl'))).toEqual(['noc', 'noce', 'nocy', 'noce'])
    // A language's form the message lacks falls back to `other`.
    expect(selectPlural({ other: 'x' }, 1, 'en')).toBe('x')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(fillPlaceholders('{count} of {total}', { count: 2 }, 'en')).toBe('2 of {total}')
  })

  it('every English message has both of the forms English needs', () => {
    for (const [key, forms] of Object.entries(en))
      expect(Object.keys(forms).sort(), key).toEqual(['one', 'other'])
  })
})

describe('participants of an experience', () => {
  it('counts the party and names its kinds', () => {
    expect(participantsText(['adult'])).toBe('1 participant (1 adult)')
    expect(participantsText(['adult', 'adult', 'child'])).toBe('3 participants (2 adults, 1 child)')
    expect(participantsText(['adult', 'infant', 'senior'])).toBe('3 participants (1 adult, 1 infant)')
    expect(participantsText([])).toBe('0 participants')
  })
})
