import type { AccommodationType } from '../../../../src/shared/api/experiences-v3.enums'
import type { CityRef } from '../catalog/locations'
import type { Rng } from '../platform/random'
import type { DemoTemplate } from './seed.content'
import { dayTexts, type CopyLocale, type DayText } from './copy/days'
import type { Poi } from './experiences.types'

/** Multi-day programs of the demo data: the template of the whole tour and its days. */

function program(key: string, days: number, price: number, themes: number[]): DemoTemplate {
  return {
    key,
    type: 'program',
    themes,
    segments: [2, 3, 4],
    difficulty: 'beginner',
    hours: 0,
    minutes: 0,
    guiding: true,
    pax: [2, 16],
    minAge: null,
    price,
    days,
  }
}

export const PROGRAM_TEMPLATES: readonly DemoTemplate[] = [
  program('short-break', 3, 390, [1, 2]),
  program('discovery', 5, 890, [1, 5, 3]),
  program('culinary', 4, 760, [2, 1]),
  program('grand-tour', 7, 1490, [1, 5, 3, 10]),
]

export interface DemoProgramDay {
  texts: Record<CopyLocale, DayText>
  startingTime: string
  endingTime: string
  accommodationType: AccommodationType
  isIncludedAccommodation: boolean
  meals: string[]
  pois: Poi[]
  hotelIds: number[]
}

const POI_NAMES = [
  'Old town',
  'Cathedral',
  'Central market',
  'Viewpoint',
  'Harbour',
  'Castle',
  'Botanical garden',
]

function pois(rng: Rng, city: CityRef): Poi[] {
  return rng.sample(POI_NAMES, rng.int(1, 3)).map((name) => ({
    name: `${name}, ${city.names.en}`,
    lat: Math.round((city.lat + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
    lon: Math.round((city.lon + (rng.next() - 0.5) * 0.05) * 1e6) / 1e6,
  }))
}

/**
 * The days of a program starting in `city`: arrival, days in the start city or excursions to other cities of the
 * country (`stops`), departure. Every night but the last has an accommodation; hotel nights list 2-3 alternative
 * hotels of that night's city from the catalog (`hotelsByCity`).
 */
export function programDays(
  rng: Rng,
  city: CityRef,
  stops: readonly CityRef[],
  count: number,
  hotelsByCity: (cityId: number) => number[],
): DemoProgramDay[] {
  const days: DemoProgramDay[] = []
  for (let index = 0; index < count; index += 1) {
    const last = index === count - 1
    const stop =
      index === 0 || last || stops.length === 0 ? city : (stops[(index - 1) % stops.length] as CityRef)
    const texts = dayTexts(index === 0 ? 'arrival' : last ? 'departure' : 'visit', city, stop)
    let accommodationType: AccommodationType = 'hotel'
    if (last) accommodationType = 'no_accommodation'
    else if (index > 0 && count >= 6 && index === count - 3) accommodationType = 'night_transfer'
    else if (index > 0 && rng.chance(0.12)) accommodationType = 'free_accommodation'
    const hotels = accommodationType === 'hotel' ? rng.sample(hotelsByCity(stop.id), rng.int(2, 3)) : []
    days.push({
      texts,
      startingTime: index === 0 ? '14:00' : '09:00',
      endingTime: last ? '12:00' : index === 0 ? '21:30' : '18:00',
      accommodationType,
      isIncludedAccommodation: accommodationType === 'hotel' || accommodationType === 'night_transfer',
      meals:
        index === 0
          ? ['dinner']
          : last
            ? ['breakfast']
            : rng.chance(0.5)
              ? ['breakfast', 'lunch']
              : ['breakfast'],
      pois: pois(rng, stop),
      hotelIds: hotels,
    })
  }
  return days
}
