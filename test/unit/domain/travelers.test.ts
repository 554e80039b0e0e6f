import { describe, expect, it } from 'vitest'
import {
  ageOn,
  checkOccupancyFit,
  decideTravelerBooking,
  GenderInput,
  kindForAge,
  parseExperienceTravelerKind,
  parseGender,
  parseTravelerKind,
  TravelerKindInput,
  type BookedRoom,
  type SearchedRoom,
} from '../../../src/shared/domain/travelers'

describe('kind and gender', () => {
  it('parses kinds case-insensitively to canonical lower case', () => {
    expect(parseTravelerKind('adult')).toBe('adult')
    expect(parseTravelerKind('CHILD')).toBe('child')
    expect(parseTravelerKind('Infant')).toBe('infant')
  })
  it('rejects any other kind', () => {
    for (const value of ['baby', 'adults', ' adult', '', null, 3]) expect(parseTravelerKind(value)).toBeNull()
  })
  it('experience travelers are adult or child only', () => {
    expect(parseExperienceTravelerKind('Child')).toBe('child')
    expect(parseExperienceTravelerKind('infant')).toBeNull()
  })
  it('parses genders case-insensitively and rejects others', () => {
    expect(parseGender('MALE')).toBe('male')
    expect(parseGender('Non_Binary')).toBe('non_binary')
    expect(parseGender('female')).toBe('female')
    expect(parseGender('non-binary')).toBeNull()
    expect(parseGender('other')).toBeNull()
  })
  it('has zod inputs that normalise or fail', () => {
    expect(TravelerKindInput.parse('ADULT')).toBe('adult')
    expect(TravelerKindInput.safeParse('senior').success).toBe(false)
    expect(GenderInput.parse('Female')).toBe('female')
    expect(GenderInput.safeParse('x').success).toBe(false)
  })
})

describe('age at check-in', () => {
  it('counts exact years: the day before the birthday', () => {
    expect(ageOn('2015-07-10', '2025-07-09')).toBe(9)
  })
  it('on the birthday', () => {
    expect(ageOn('2015-07-10', '2025-07-10')).toBe(10)
  })
  it('earlier month vs later month', () => {
    expect(ageOn('2015-12-31', '2025-01-01')).toBe(9)
    expect(ageOn('2015-01-01', '2025-12-31')).toBe(10)
  })
  it('a 29 February birthday is reached on 1 March in a common year', () => {
    expect(ageOn('2016-02-29', '2025-02-28')).toBe(8)
    expect(ageOn('2016-02-29', '2025-03-01')).toBe(9)
  })
  it('a 29 February birthday on 29 February of a leap year', () => {
    expect(ageOn('2016-02-29', '2024-02-29')).toBe(8)
    expect(ageOn('2016-02-29', '2024-02-28')).toBe(7)
  })
  it('born on the day: 0', () => {
    expect(ageOn('2025-07-10', '2025-07-10')).toBe(0)
  })
  it('rejects invalid dates and birth after the date', () => {
    expect(() => ageOn('2015-02-30', '2025-07-10')).toThrow(RangeError)
    expect(() => ageOn('2025-07-11', '2025-07-10')).toThrow(RangeError)
  })
  it('suggests a kind for an age (infants are under 2)', () => {
    expect(kindForAge(0)).toBe('infant')
    expect(kindForAge(1)).toBe('infant')
    expect(kindForAge(2)).toBe('child')
    expect(kindForAge(17)).toBe('child')
    expect(kindForAge(18)).toBe('adult')
  })
})

const checkIn = '2025-07-10'
const adult = { kind: 'adult', birthdate: '1980-05-05' }
const child = (birthdate: string, kind = 'child') => ({ kind, birthdate })
// Searched: 2 adults + children aged 8 (2016-09-01) and 1 (2024-01-15, an infant) at check-in.
const searched: SearchedRoom[] = [{ adults: 2, childrenBirthdates: ['2016-09-01', '2024-01-15'] }]
const room = (...travelers: BookedRoom['travelers']): BookedRoom => ({ travelers })

describe('occupancy fit', () => {
  it('fits exactly when every searched traveler is listed with the searched ages', () => {
    const fit = checkOccupancyFit(
      searched,
      [room(adult, adult, child('2016-09-01'), child('2024-01-15', 'infant'))],
      checkIn,
    )
    expect(fit.status).toBe('exact')
  })
  it('an infant counts as a child and is matched on age among the searched children', () => {
    const fit = checkOccupancyFit(
      searched,
      [room(adult, adult, child('2016-09-01'), child('2024-01-15', 'INFANT'))],
      checkIn,
    )
    if (fit.status !== 'exact') throw new Error(fit.status)
    expect(fit.rooms[0]).toMatchObject({
      listedAdults: 2,
      listedChildAges: [8, 1],
      searchedChildAges: [8, 1],
    })
  })
  it('a different birthdate giving the same age at check-in still fits', () => {
    const fit = checkOccupancyFit(
      searched,
      [room(adult, adult, child('2016-12-01'), child('2024-03-01'))],
      checkIn,
    )
    expect(fit.status).toBe('exact')
  })
  it('fits with fewer travelers listed (lead guest only)', () => {
    const fit = checkOccupancyFit(searched, [room(adult)], checkIn)
    expect(fit.status).toBe('fewer_listed')
  })
  it('fits with fewer travelers listed when the listed child age matches', () => {
    expect(checkOccupancyFit(searched, [room(adult, child('2016-09-01'))], checkIn).status).toBe(
      'fewer_listed',
    )
  })
  it('too many adults is a mismatch with a reason', () => {
    const fit = checkOccupancyFit(searched, [room(adult, adult, adult)], checkIn)
    expect(fit).toMatchObject({ status: 'mismatch', reason: 'too_many_adults', roomIndex: 0 })
  })
  it('too many children (infants included) is a mismatch with a reason', () => {
    const fit = checkOccupancyFit(
      searched,
      [room(adult, child('2016-09-01'), child('2024-01-15', 'infant'), child('2024-02-01', 'infant'))],
      checkIn,
    )
    expect(fit).toMatchObject({ status: 'mismatch', reason: 'too_many_children', roomIndex: 0 })
  })
  it('a child whose age at check-in differs: ages differ, every searched traveler listed', () => {
    const fit = checkOccupancyFit(
      searched,
      [room(adult, adult, child('2015-09-01'), child('2024-01-15'))],
      checkIn,
    )
    if (fit.status !== 'ages_differ') throw new Error(fit.status)
    expect(fit.allListed).toBe(true)
    expect(fit.rooms[0]!.unmatchedChildAges).toEqual([9])
    expect(fit.researchRooms).toEqual([{ adults: 2, childrenBirthdates: ['2015-09-01', '2024-01-15'] }])
  })
  it('ages differ with fewer travelers listed', () => {
    const fit = checkOccupancyFit(searched, [room(adult, child('2015-09-01'))], checkIn)
    expect(fit).toMatchObject({ status: 'ages_differ', allListed: false })
  })
  it('each searched child matches one listed child only', () => {
    const fit = checkOccupancyFit(
      searched,
      [room(adult, adult, child('2016-09-01'), child('2016-10-01'))],
      checkIn,
    )
    expect(fit).toMatchObject({ status: 'ages_differ', allListed: true })
  })
  it('a child who turns a year older between search birthdate and check-in is judged at check-in', () => {
    // Searched birthdate 2016-09-01 is 8 at check-in; a child born 2016-07-10 is 9 on check-in day.
    const fit = checkOccupancyFit(
      searched,
      [room(adult, adult, child('2016-07-10'), child('2024-01-15'))],
      checkIn,
    )
    expect(fit.status).toBe('ages_differ')
  })
  it('rooms pair by position (request order)', () => {
    const two: SearchedRoom[] = [
      { adults: 2, childrenBirthdates: [] },
      { adults: 1, childrenBirthdates: ['2016-09-01'] },
    ]
    expect(
      checkOccupancyFit(two, [room(adult, adult), room(adult, child('2016-09-01'))], checkIn).status,
    ).toBe('exact')
    expect(
      checkOccupancyFit(two, [room(adult, child('2016-09-01')), room(adult, adult)], checkIn),
    ).toMatchObject({
      status: 'mismatch',
      reason: 'too_many_children',
      roomIndex: 0,
    })
  })
  it('a different number of rooms is a mismatch', () => {
    expect(checkOccupancyFit(searched, [room(adult), room(adult)], checkIn)).toMatchObject({
      status: 'mismatch',
      reason: 'room_count_mismatch',
    })
  })
  it('a room with nobody is a mismatch', () => {
    expect(checkOccupancyFit(searched, [room()], checkIn)).toMatchObject({ reason: 'no_travelers' })
  })
  it('an invalid kind is reported as invalid traveler', () => {
    expect(
      checkOccupancyFit(searched, [room({ kind: 'senior', birthdate: '1950-01-01' })], checkIn),
    ).toMatchObject({
      reason: 'invalid_traveler',
    })
  })
  it('an invalid birthdate or one after check-in is reported', () => {
    expect(checkOccupancyFit(searched, [room(adult, child('2016-02-30'))], checkIn)).toMatchObject({
      reason: 'invalid_birthdate',
    })
    expect(checkOccupancyFit(searched, [room(adult, child('2025-08-01', 'infant'))], checkIn)).toMatchObject({
      reason: 'invalid_birthdate',
    })
  })
})

describe('decision at booking', () => {
  const exact = checkOccupancyFit(
    searched,
    [room(adult, adult, child('2016-09-01'), child('2024-01-15'))],
    checkIn,
  )
  const fewer = checkOccupancyFit(searched, [room(adult)], checkIn)
  const agesAll = checkOccupancyFit(
    searched,
    [room(adult, adult, child('2015-09-01'), child('2024-01-15'))],
    checkIn,
  )
  const agesFewer = checkOccupancyFit(searched, [room(adult, child('2015-09-01'))], checkIn)

  it('exact fit books, whatever the supplier', () => {
    expect(decideTravelerBooking(exact, 'supplier_own')).toEqual({ action: 'book' })
  })
  it('fewer travelers listed books (searched party and price kept)', () => {
    expect(decideTravelerBooking(fewer, 'supplier_bedbank_a')).toEqual({ action: 'book' })
  })
  it('ages differ, all listed, supplier_bedbank_a: search again with the travelers birthdates', () => {
    expect(decideTravelerBooking(agesAll, 'SUPPLIER_BEDBANK_A')).toEqual({
      action: 'research',
      rooms: [{ adults: 2, childrenBirthdates: ['2015-09-01', '2024-01-15'] }],
    })
  })
  it('ages differ, all listed, another supplier: 400 ROOM_OCCUPANCY_MISMATCH', () => {
    for (const supplier of ['supplier_own', 'supplier_bedbank_b', 'supplier_channel_c']) {
      expect(decideTravelerBooking(agesAll, supplier)).toMatchObject({
        action: 'reject',
        code: 'ROOM_OCCUPANCY_MISMATCH',
      })
    }
  })
  it('ages differ with fewer travelers listed, even supplier_bedbank_a: 400 ROOM_OCCUPANCY_MISMATCH', () => {
    expect(decideTravelerBooking(agesFewer, 'supplier_bedbank_a')).toMatchObject({
      action: 'reject',
      code: 'ROOM_OCCUPANCY_MISMATCH',
    })
  })
  it('too many adults or children: 400 ROOM_OCCUPANCY_MISMATCH', () => {
    const tooMany = checkOccupancyFit(searched, [room(adult, adult, adult)], checkIn)
    expect(decideTravelerBooking(tooMany, 'supplier_bedbank_a')).toMatchObject({
      action: 'reject',
      code: 'ROOM_OCCUPANCY_MISMATCH',
    })
  })
  it('an invalid kind: 400 INVALID_TRAVELER', () => {
    const invalid = checkOccupancyFit(searched, [room({ kind: 'pet', birthdate: '2020-01-01' })], checkIn)
    expect(decideTravelerBooking(invalid, 'supplier_own')).toMatchObject({
      action: 'reject',
      code: 'INVALID_TRAVELER',
    })
  })
  it('a malformed payload (room count): 400 without a code', () => {
    const wrongRooms = checkOccupancyFit(searched, [], checkIn)
    expect(decideTravelerBooking(wrongRooms, 'supplier_own')).toMatchObject({ action: 'reject', code: null })
  })
})
