import { describe, expect, it } from 'vitest'
import {
  experienceTravelersFit,
  extraScopeProblem,
  programDayCount,
} from '../../../src/shared/domain/experiences'

const adult = (birthdate = '1980-05-01') => ({ kind: 'adult', birthdate })
const child = (birthdate: string) => ({ kind: 'child', birthdate })
const FAMILY = { adults: 2, childrenBirthdates: ['2018-03-01', '2015-06-10'] }
const START = '2026-07-01'

describe('experienceTravelersFit', () => {
  it('fits the priced party: as many adults, children of the same ages on the start date, in any order', () => {
    const travelers = [child('2015-01-20'), adult(), adult('1990-01-01'), child('2018-02-01')]
    // Other birthdates than those priced, but the same ages on 2026-07-01 (8 and 11): the same price.
    expect(experienceTravelersFit(FAMILY, travelers, START)).toEqual({ fits: true })
  })

  it('refuses another number of adults, with what was expected and received', () => {
    const fit = experienceTravelersFit(FAMILY, [adult(), child('2018-03-01'), child('2015-06-10')], START)
    expect(fit).toMatchObject({
      fits: false,
      reason: 'adults',
      expected: { adults: 2, childrenAges: [8, 11] },
      received: { adults: 1, childrenAges: [8, 11] },
    })
    if (!fit.fits) expect(fit.message).toBe('The price is for 2 adults; the travelers list 1 adult.')
  })

  it('refuses a missing child', () => {
    const fit = experienceTravelersFit(FAMILY, [adult(), adult(), child('2018-03-01')], START)
    expect(fit).toMatchObject({ fits: false, reason: 'children' })
  })

  it('refuses a child of another age on the start date (a birthday between pricing and travel counts)', () => {
    // Born 2015-06-10: 11 on 2026-07-01. Born 2015-07-02: still 10 on that day.
    const fit = experienceTravelersFit(
      FAMILY,
      [adult(), adult(), child('2018-03-01'), child('2015-07-02')],
      START,
    )
    expect(fit).toMatchObject({ fits: false, reason: 'childrenAges', received: { childrenAges: [8, 10] } })
  })

  it('takes the kind in any case, as the service does', () => {
    const travelers = [
      { kind: 'ADULT', birthdate: '1980-01-01' },
      { kind: 'Child', birthdate: '2018-03-01' },
    ]
    expect(
      experienceTravelersFit({ adults: 1, childrenBirthdates: ['2018-03-01'] }, travelers, START),
    ).toEqual({
      fits: true,
    })
  })

  it('refuses a traveler born after the start date, and a birthdate not filled in yet, without throwing', () => {
    expect(
      experienceTravelersFit({ adults: 1, childrenBirthdates: [] }, [adult('2027-01-01')], START),
    ).toMatchObject({ fits: false, reason: 'bornAfterStart' })
    expect(
      experienceTravelersFit({ adults: 1, childrenBirthdates: ['2018-03-01'] }, [adult(), child('')], START),
    ).toMatchObject({ fits: false, reason: 'childrenAges' })
  })
})

describe('extraScopeProblem', () => {
  it('takes a global extra without a day, and a day extra within the program', () => {
    expect(extraScopeProblem({ scope: 'global' }, 0)).toBeNull()
    expect(extraScopeProblem({ scope: 'global', dayIndex: null }, 3)).toBeNull()
    expect(extraScopeProblem({ scope: 'day', dayIndex: 3 }, 3)).toBeNull()
  })

  it('refuses a day on a global extra, a day extra outside a program, a missing or out-of-range day', () => {
    expect(extraScopeProblem({ scope: 'global', dayIndex: 1 }, 3)).toMatch(/takes no day/)
    expect(extraScopeProblem({ scope: 'day', dayIndex: 1 }, 0)).toMatch(/Only a multi-day program/)
    expect(extraScopeProblem({ scope: 'day' }, 3)).toMatch(/Choose the program day/)
    expect(extraScopeProblem({ scope: 'day', dayIndex: 4 }, 3)).toBe(
      'Day 4 is not a day of this program: it has 3 days.',
    )
  })

  it('counts program days from the dates, inclusive; other types have none', () => {
    expect(programDayCount('Program', '2026-07-01', '2026-07-03')).toBe(3)
    expect(programDayCount('Activity', '2026-07-01', '2026-07-01')).toBe(0)
  })
})
