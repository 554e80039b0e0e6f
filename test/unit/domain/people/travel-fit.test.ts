import { describe, expect, it } from 'vitest'
import {
  ageAtTravel,
  checkChosenTravellers,
  kindAtTravel,
} from '../../../../src/shared/domain/people/travel-fit'

const CHECK_IN = '2026-07-10'
const anne = { firstName: 'Anne', birthdate: '1984-03-02' }
const marc = { firstName: 'Marc', birthdate: '1982-11-20' }
const lea = { firstName: 'Léa', birthdate: '2014-05-01' } // 12 at check-in
const tom = { firstName: 'Tom', birthdate: '2019-09-01' } // 6 at check-in

describe('ageAtTravel and kindAtTravel', () => {
  it('counts the birthday on the travel date', () => {
    expect(ageAtTravel('2014-07-10', CHECK_IN)).toBe(12)
    expect(ageAtTravel('2014-07-11', CHECK_IN)).toBe(11)
  })
  it('is null without a birthdate or with one after the date', () => {
    expect(ageAtTravel(null, CHECK_IN)).toBeNull()
    expect(ageAtTravel('2027-01-01', CHECK_IN)).toBeNull()
  })
  it('books a traveller without a birthdate as an adult, an under-2 as an infant', () => {
    expect(kindAtTravel(null, CHECK_IN)).toBe('adult')
    expect(kindAtTravel('2025-01-01', CHECK_IN)).toBe('infant')
    expect(kindAtTravel(lea.birthdate, CHECK_IN)).toBe('child')
  })
})

describe('checkChosenTravellers', () => {
  it('fits a family of four searched with the children’s ages', () => {
    const fit = checkChosenTravellers(
      [{ adults: 2, childrenBirthdates: ['2014-06-01', '2019-10-01'] }],
      [[anne, marc, lea, tom]],
      CHECK_IN,
    )
    expect(fit).toEqual({ fits: true, explanations: [] })
  })
  it('fits fewer travellers than searched', () => {
    const fit = checkChosenTravellers([{ adults: 2, childrenBirthdates: [] }], [[anne]], CHECK_IN)
    expect(fit.fits).toBe(true)
  })
  it('explains a child who is now older than the searched child', () => {
    const fit = checkChosenTravellers(
      [{ adults: 2, childrenBirthdates: ['2014-12-01'] }], // 11 at check-in
      [[anne, marc, lea]],
      CHECK_IN,
    )
    expect(fit).toEqual({
      fits: false,
      explanations: ['Léa is 12 at check-in; the room was searched for a child of 11'],
    })
  })
  it('explains a child where only adults were searched, naming the room', () => {
    const fit = checkChosenTravellers(
      [
        { adults: 2, childrenBirthdates: [] },
        { adults: 2, childrenBirthdates: [] },
      ],
      [[anne], [marc, tom]],
      CHECK_IN,
    )
    expect(fit.fits).toBe(false)
    expect(fit.explanations).toEqual(['Tom is 6 at check-in; room 2 was searched for 2 adults only'])
  })
  it('explains an adult in a child’s place', () => {
    const fit = checkChosenTravellers(
      [{ adults: 1, childrenBirthdates: ['2014-06-01'] }],
      [[anne, marc]],
      CHECK_IN,
    )
    expect(fit.fits).toBe(false)
    expect(fit.explanations).toEqual([
      'Marc is 43 at check-in; the room was searched for 1 adult and a child of 12',
    ])
  })
  it('explains a traveller without a birthdate counted as an adult', () => {
    const fit = checkChosenTravellers(
      [{ adults: 1, childrenBirthdates: ['2019-10-01'] }],
      [[anne, { firstName: 'Tom', birthdate: null }]],
      CHECK_IN,
    )
    expect(fit.explanations).toEqual([
      'Tom has no birthdate, so counts as an adult; the room was searched for 1 adult and a child of 6',
    ])
  })
  it('names the searched ages left when two children were searched', () => {
    const fit = checkChosenTravellers(
      [{ adults: 2, childrenBirthdates: ['2016-01-01', '2021-01-01'] }], // 10 and 5
      [[lea]],
      CHECK_IN,
    )
    expect(fit.explanations).toEqual([
      'Léa is 12 at check-in; the room was searched for children of 5 and 10',
    ])
  })
  it('refuses a different number of rooms', () => {
    const fit = checkChosenTravellers([{ adults: 2, childrenBirthdates: [] }], [[anne], [marc]], CHECK_IN)
    expect(fit).toEqual({ fits: false, explanations: ['2 rooms chosen, 1 searched'] })
  })
})
