import { describe, expect, it } from 'vitest'
import type { Destination } from '../../../src/renderer/src/ui/destination/destination'
import { narrowOptions } from '../../../src/renderer/src/ui/destination/narrow'

const city = (id: string, name: string, detail: string | null): Destination => ({
  kind: 'city',
  id,
  name,
  detail,
})
const hotel = (id: string, name: string, detail: string | null): Destination => ({
  kind: 'hotel',
  id,
  name,
  detail,
})

const SHOWN: Destination[] = [
  city('C1', 'Lisboa', 'Portugal'),
  city('C2', 'Lisburn', 'Northern Ireland, United Kingdom'),
  hotel('H1', 'Grand Hotel Lisboa', 'Lisboa, Portugal'),
  hotel('H2', 'Hotel Zürich Park', 'Zürich, Switzerland'),
  city('C3', 'São Paulo', 'Brazil'),
]
const ids = (options: Destination[]) => options.map((option) => option.id)

describe('the destination options narrowed to the text typed on', () => {
  it('keeps, in order, the options whose name or place has a word starting with each word typed', () => {
    expect(ids(narrowOptions(SHOWN, 'lisb'))).toEqual(['C1', 'C2', 'H1'])
    expect(ids(narrowOptions(SHOWN, 'lisbo'))).toEqual(['C1', 'H1'])
    expect(ids(narrowOptions(SHOWN, 'grand lis'))).toEqual(['H1'])
    expect(ids(narrowOptions(SHOWN, 'portugal'))).toEqual(['C1', 'H1'])
  })

  it('ignores case and accents, as the index does', () => {
    expect(ids(narrowOptions(SHOWN, 'ZURI'))).toEqual(['H2'])
    expect(ids(narrowOptions(SHOWN, 'sao pa'))).toEqual(['C3'])
    expect(ids(narrowOptions(SHOWN, 'são'))).toEqual(['C3'])
  })

  it('matches word starts only, and keeps nothing for a text without a word', () => {
    expect(ids(narrowOptions(SHOWN, 'isboa'))).toEqual([])
    expect(ids(narrowOptions(SHOWN, 'lisboa x'))).toEqual([])
    expect(ids(narrowOptions(SHOWN, ' - '))).toEqual([])
  })
})
