import { describe, expect, it } from 'vitest'
import { matchedReference } from '../../../../src/main/find/reference-match'

describe('matchedReference', () => {
  const references = ['HCN-E46C0A8C', 'XKQBRT', 'DESK-00042']

  it('names the reference typed whole, in any case', () => {
    expect(matchedReference('hcn-e46c0a8c', references)).toBe('HCN-E46C0A8C')
  })

  it('names it from the first characters, with or without its dashes', () => {
    expect(matchedReference('HCN-E46', references)).toBe('HCN-E46C0A8C')
    expect(matchedReference('hcne46c', references)).toBe('HCN-E46C0A8C')
    expect(matchedReference('desk 42', references)).toBeNull()
    expect(matchedReference('desk 0004', references)).toBe('DESK-00042')
  })

  it('names nothing when the text is a name, not a reference', () => {
    expect(matchedReference('Lambert', references)).toBeNull()
    expect(matchedReference('  ', references)).toBeNull()
  })

  it('folds accents as the index does', () => {
    expect(matchedReference('reze', ['RÉZÉ-1'])).toBe('RÉZÉ-1')
  })
})
