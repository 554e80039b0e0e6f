import { describe, expect, it } from 'vitest'
import { guardFormula } from '../../../src/main/bookings/export/formula-guard'

describe('guardFormula', () => {
  it.each(['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'makes %j text with a leading quote',
    (value) => {
      expect(guardFormula(value)).toBe(`'${value}`)
    },
  )

  it('leaves ordinary values alone', () => {
    expect(guardFormula('Lambert')).toBe('Lambert')
    expect(guardFormula('O=Brien')).toBe('O=Brien')
    expect(guardFormula('')).toBe('')
  })
})
