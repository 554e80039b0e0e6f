import { describe, expect, it } from 'vitest'
import { formatAddress } from '../../../src/shared/domain/address'

describe('formatAddress', () => {
  it('says each place once, whatever its case or accents', () => {
    expect(formatAddress(['Rua Augusta 12, 1100-048 Lisboa', 'Lisbon', 'Lisbon', 'Portugal'])).toBe(
      'Rua Augusta 12, 1100-048 Lisboa, Lisbon, Portugal',
    )
    expect(formatAddress(['Avenida 5', 'São Paulo', 'SAO PAULO', 'sao paulo', 'Brasil'])).toBe(
      'Avenida 5, São Paulo, Brasil',
    )
  })

  it('drops a city the street line already ends or starts with beside its postcode', () => {
    expect(formatAddress(['Rua Augusta 12, 1100-048 Lisboa', 'Lisboa', 'Portugal'])).toBe(
      'Rua Augusta 12, 1100-048 Lisboa, Portugal',
    )
    expect(formatAddress(['12 Baker Street, London NW1 6XE', 'london', 'United Kingdom'])).toBe(
      '12 Baker Street, London NW1 6XE, United Kingdom',
    )
  })

  it('keeps a name that only appears inside a street name', () => {
    expect(formatAddress(['Avenida de Lisboa 5, 4000-100 Porto', 'Lisboa'])).toBe(
      'Avenida de Lisboa 5, 4000-100 Porto, Lisboa',
    )
  })

  it('skips empty parts and gives an empty string for nothing', () => {
    expect(formatAddress([null, undefined, '  ', 'Paris', '', 'France'])).toBe('Paris, France')
    expect(formatAddress([])).toBe('')
  })
})
