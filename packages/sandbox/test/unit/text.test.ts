import { describe, expect, it } from 'vitest'
import { editDistance, fuzzyScore, normalizeText } from '../../src/platform/text'

describe('normalizeText', () => {
  it('folds accents, case and punctuation', () => {
    expect(normalizeText('Zürich')).toBe('zurich')
    expect(normalizeText('  São Paulo ')).toBe('sao paulo')
    expect(normalizeText("Provence-Alpes-Côte d'Azur")).toBe('provence alpes cote d azur')
    expect(normalizeText('Málaga')).toBe('malaga')
  })

  it('folds letters NFD does not decompose', () => {
    expect(normalizeText('Kraków Łódź')).toBe('krakow lodz')
    expect(normalizeText('Straße')).toBe('strasse')
    expect(normalizeText('Østergade')).toBe('ostergade')
    expect(normalizeText('İstanbul')).toBe('istanbul')
  })

  it('keeps non-Latin letters, without their accents', () => {
    expect(normalizeText('Αθήνα')).toBe('αθηνα')
    expect(normalizeText('東京')).toBe('東京')
  })

  it('lower-cases plain ASCII words, and still collapses spaces and symbols around them', () => {
    expect(normalizeText('Hotel Lumiere Paris 2')).toBe('hotel lumiere paris 2')
    expect(normalizeText('Hotel  Lumiere')).toBe('hotel lumiere')
    expect(normalizeText(' Hotel Lumiere ')).toBe('hotel lumiere')
    expect(normalizeText('Mar Resort & Spa')).toBe('mar resort spa')
    expect(normalizeText('')).toBe('')
  })

  it('turns injection-looking text into harmless words', () => {
    expect(normalizeText("'; DROP TABLE hotels;--")).toBe('drop table hotels')
    expect(normalizeText('%00')).toBe('00')
  })
})

describe('editDistance', () => {
  it('counts edits and gives up beyond the bound', () => {
    expect(editDistance('lumiere', 'lumiere', 1)).toBe(0)
    expect(editDistance('lumire', 'lumiere', 1)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    expect(editDistance('kitten', 'sitting', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})

describe('fuzzyScore', () => {
  it('ranks exact, prefix, word prefix, substring and token matches in that order', () => {
    const exact = fuzzyScore('hotel lumiere', 'hotel lumiere')
    const prefix = fuzzyScore('hotel lumiere paris', 'hotel lum')
    const wordPrefix = fuzzyScore('hotel lumiere', 'lumi')
    const substring = fuzzyScore('hotel lumiere', 'umiere')
    const tokens = fuzzyScore('hotel lumiere paris', 'paris lumiere')
    expect(exact).toBe(100)
    expect(prefix).toBe(90)
    expect(wordPrefix).toBe(80)
    expect(substring).toBe(70)
    expect(tokens).toBe(60)
  })

  it('tolerates one typo in a word of 4-7 letters and two from 8, not in the first letter', () => {
    expect(fuzzyScore('hotel lumiere', 'lumire')).toBeGreaterThan(0)
    expect(fuzzyScore('hotel lumiere', 'lumire')).toBeLessThan(60)
    expect(fuzzyScore('grand hotel kaiserhof', 'kaisrehof')).toBeGreaterThan(0)
    expect(fuzzyScore('hotel lumiere', 'xumiere')).toBe(0)
    expect(fuzzyScore('hotel sol', 'sal')).toBe(0)
  })

  it('needs every token to match', () => {
    expect(fuzzyScore('hotel lumiere', 'lumiere zebra')).toBe(0)
    expect(fuzzyScore('', 'x')).toBe(0)
    expect(fuzzyScore('x', '')).toBe(0)
  })
})
