import { describe, expect, it } from 'vitest'
import { customerIdOfFile, uuidV5 } from '../../../src/main/agency-store/uuid-v5'

describe('uuidV5', () => {
  it('gives the RFC 9562 name-based id (the DNS namespace example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    )
  })

  it('names a customer file alike on every desk, and apart per service', () => {
    expect(customerIdOfFile('sandbox', 'F-1')).toBe(customerIdOfFile('sandbox', 'F-1'))
    expect(customerIdOfFile('sandbox', 'F-1')).not.toBe(customerIdOfFile('production', 'F-1'))
    expect(customerIdOfFile('sandbox', 'F-1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-/,
    )
  })
})
