import { describe, expect, it } from 'vitest'
import {
  extraLinkProblem,
  imageFileProblem,
  imageTypeOf,
  MAX_IMAGE_BYTES,
  missingRequired,
  periodProblems,
  programDayPlan,
  publishChecklist,
  renumbering,
  renumberSentence,
  weekdaysLabel,
  type ProgramDayContent,
  type StoredDay,
} from '../../../src/shared/domain/inventory'
import { PeriodInput } from '../../../src/shared/ipc/inventory.contract'

const day = (title: string): ProgramDayContent => ({
  title,
  program: null,
  startingTime: null,
  endingTime: null,
  accommodationType: null,
  isIncludedAccommodation: false,
  meals: [],
  pois: [],
})
const stored = (id: string, number: number, title: string): StoredDay => ({ id, day: number, ...day(title) })

describe('period rules', () => {
  it('accepts dates in order and bands that touch without overlapping', () => {
    expect(
      periodProblems({
        startAt: '2027-05-01',
        endAt: '2027-05-01',
        minPax: 1,
        maxPax: 8,
        adultPrices: [
          { price: 100, minPax: 1, maxPax: 2 },
          { price: 80, minPax: 3, maxPax: 8 },
        ],
        childPrices: [
          { price: 0, minAge: 0, maxAge: 3 },
          { price: 40, minAge: 4, maxAge: 11 },
        ],
      }),
    ).toEqual([])
  })

  it('names the field of each problem', () => {
    const problems = periodProblems({
      startAt: '2027-05-10',
      endAt: '2027-05-01',
      minPax: 5,
      maxPax: 2,
      adultPrices: [
        { price: 100, minPax: 1, maxPax: 4 },
        { price: 80, minPax: 3, maxPax: 8 },
        { price: 70, minPax: 9, maxPax: 6 },
      ],
      childPrices: [
        { price: 0, minAge: 0, maxAge: 5 },
        { price: 40, minAge: 5, maxAge: 11 },
      ],
    })
    expect(problems.map((problem) => problem.path)).toEqual([
      'endAt',
      'maxPax',
      'adultPrices.1.minPax',
      'adultPrices.2.maxPax',
      'childPrices.1.minAge',
    ])
    expect(problems[2]?.message).toBe('This party size range overlaps line 1 (1 to 4).')
  })

  it('puts the same problems on the contract’s paths, and refuses negative prices', () => {
    const result = PeriodInput.safeParse({
      startAt: '2027-05-10',
      endAt: '2027-05-01',
      adultPrices: [{ price: -1, minPax: 1, maxPax: 2 }],
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toContain('adultPrices.0.price')
    expect(paths).toContain('endAt')
  })

  it('says the weekdays in words', () => {
    expect(weekdaysLabel([true, true, true, true, true, true, true])).toBe('Every day')
    expect(weekdaysLabel([true, true, true, true, true, false, false])).toBe('Monday to Friday')
    expect(weekdaysLabel([true, false, true, false, true, false, false])).toBe('Mon, Wed, Fri')
  })
})

describe('program days', () => {
  const days = [stored('a', 1, 'Arrival'), stored('b', 2, 'Desert'), stored('c', 3, 'Departure')]

  it('inserts a day by rewriting the later positions and appending the last one', () => {
    const next = [day('Arrival'), day('Medina'), day('Desert'), day('Departure')]
    expect(programDayPlan(days, next)).toEqual([
      { kind: 'put', id: 'b', day: 2, content: next[1] },
      { kind: 'put', id: 'c', day: 3, content: next[2] },
      { kind: 'post', day: 4, content: next[3] },
    ])
  })

  it('deletes a day by shifting the content and removing the last position only', () => {
    const next = [day('Arrival'), day('Departure')]
    expect(programDayPlan(days, next)).toEqual([
      { kind: 'put', id: 'b', day: 2, content: next[1] },
      { kind: 'delete', id: 'c', day: 3 },
    ])
  })

  it('sends nothing when nothing changed', () => {
    expect(programDayPlan(days, [day('Arrival'), day('Desert'), day('Departure')])).toEqual([])
  })

  it('shows the renumbering before saving', () => {
    const lines = renumbering(days, [
      { ...day('Desert'), sourceId: 'b' },
      { ...day('Arrival'), sourceId: 'a' },
      { ...day('Oasis'), sourceId: null },
    ])
    expect(lines.map(renumberSentence)).toEqual([
      'Day 2 (Desert) becomes day 1',
      'Day 1 (Arrival) becomes day 2',
      'New day 3: Oasis',
      'Day 3 (Departure) is deleted',
    ])
  })
})

describe('images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
  it('recognises the format from the bytes', () => {
    expect(imageTypeOf(png)).toBe('image/png')
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(imageTypeOf(new TextEncoder().encode('GIF89a...'))).toBe('image/gif')
    expect(imageTypeOf(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBe('image/webp')
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
  })
  it('refuses other files and files above 5 MB', () => {
    expect(imageFileProblem(new TextEncoder().encode('%PDF-1.7'))).toBe(
      'This file is not a JPEG, PNG, GIF or WebP image.',
    )
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(png)
    expect(imageFileProblem(big)).toMatch(/at most 5 MB/)
    expect(imageFileProblem(png)).toBeNull()
  })
})

describe('extras and the publish checklist', () => {
  it('refuses a self-link and a duplicate before sending', () => {
    expect(extraLinkProblem('E1', 'E1', [])).toBe('An experience cannot be its own extra.')
    expect(extraLinkProblem('E1', 'E2', ['E2'])).toBe('This experience is already linked as an extra.')
    expect(extraLinkProblem('E1', 'E3', ['E2'])).toBeNull()
  })

  it('lists what a program still lacks, a sellable period first', () => {
    const base = {
      type: 'program' as const,
      name: 'Desert days',
      summary: null,
      description: 'Three days',
      imagesCount: 0,
      programsCount: 2,
      today: '2027-01-10',
    }
    const over = publishChecklist({
      ...base,
      periods: [{ state: 'free_sale', priced: true, endAt: '2027-01-09' }],
    })
    expect(missingRequired(over).map((item) => item.key)).toEqual(['period'])
    const stopped = publishChecklist({
      ...base,
      periods: [{ state: 'stop_sale', priced: true, endAt: '2027-03-01' }],
    })
    expect(missingRequired(stopped).map((item) => item.key)).toEqual(['period'])
    const ready = publishChecklist({
      ...base,
      periods: [{ state: 'free_sale', priced: true, endAt: '2027-03-01' }],
    })
    expect(missingRequired(ready)).toEqual([])
    expect(ready.filter((item) => !item.done).map((item) => item.key)).toEqual(['summary', 'image'])
  })
})
