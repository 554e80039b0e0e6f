import type { AccommodationType } from '../../shared/api/experiences-v3.enums'
import type { CityRef } from '../catalog/locations'
import type { Rng } from '../platform/random'
import type { DemoTemplate } from './seed.content'
import type { Poi } from './experiences.types'

/** Multi-day programs of the demo data: the template of the whole tour and its days. */

const li = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

function program(
  key: string,
  days: number,
  price: number,
  themes: number[],
  en: [string, string],
  fr: [string, string],
): DemoTemplate {
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
    en: (c) => ({
      name: en[0].replace('{c}', c).replace('{n}', String(days)),
      summary: en[1].replace('{c}', c),
      description: `<p>${en[1].replace('{c}', c)}</p><p>Hotels are chosen for their location and character; you may also book some nights yourself.</p>`,
      highlights: li(['Expert tour leader', 'Hand-picked hotels', 'Small group']),
      includedServices: li([
        'Accommodation as listed',
        'Meals as listed',
        'Guided visits',
        'Transport between stops',
      ]),
      excludedServices: li(['Flights', 'Travel insurance', 'Personal expenses']),
    }),
    fr: (c) => ({
      name: fr[0].replace('{c}', c).replace('{n}', String(days)),
      summary: fr[1].replace('{c}', c),
      description: `<p>${fr[1].replace('{c}', c)}</p><p>Les hôtels sont choisis pour leur emplacement et leur caractère ; vous pouvez aussi réserver certaines nuits vous-même.</p>`,
      highlights: li(['Accompagnateur expert', 'Hôtels sélectionnés', 'Petit groupe']),
      includedServices: li([
        'Hébergement indiqué',
        'Repas indiqués',
        'Visites guidées',
        'Transport entre les étapes',
      ]),
      excludedServices: li(['Vols', 'Assurance voyage', 'Dépenses personnelles']),
    }),
  }
}

export const PROGRAM_TEMPLATES: readonly DemoTemplate[] = [
  program(
    'short-break',
    3,
    390,
    [1, 2],
    ['{n} days in {c} and surroundings', 'A long weekend to see the best of {c} and its countryside.'],
    ['{n} jours à {c} et ses environs', 'Un long week-end pour voir le meilleur de {c} et de sa campagne.'],
  ),
  program(
    'discovery',
    5,
    890,
    [1, 5, 3],
    ['Discovery tour from {c}, {n} days', 'Five days from {c} to the most beautiful towns of the region.'],
    [
      'Circuit découverte au départ de {c}, {n} jours',
      'Cinq jours de {c} aux plus belles villes de la région.',
    ],
  ),
  program(
    'culinary',
    4,
    760,
    [2, 1],
    [
      'Culinary journey from {c}, {n} days',
      'Markets, chefs and wine cellars: four days of flavours around {c}.',
    ],
    [
      'Voyage gourmand au départ de {c}, {n} jours',
      'Marchés, chefs et caves : quatre jours de saveurs autour de {c}.',
    ],
  ),
  program(
    'grand-tour',
    7,
    1490,
    [1, 5, 3, 10],
    [
      'Grand tour from {c}, {n} days',
      'A week across the country, from {c} to its great cities and landscapes.',
    ],
    [
      'Grand tour au départ de {c}, {n} jours',
      'Une semaine à travers le pays, de {c} à ses grandes villes et paysages.',
    ],
  ),
]

export interface DemoProgramDay {
  en: { title: string; program: string }
  fr: { title: string; program: string }
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
    const en =
      index === 0
        ? {
            title: `Arrival in ${city.names.en}`,
            program: `<p>Welcome to ${city.names.en}. Meet your tour leader at the hotel, then an evening walk and a welcome dinner.</p>`,
          }
        : last
          ? {
              title: 'Departure',
              program: `<p>Breakfast, free time in ${city.names.en} and transfer to the airport or station.</p>`,
            }
          : {
              title: `Day in ${stop.names.en}`,
              program: `<p>Guided visit of ${stop.names.en}: the old town, lunch at a local restaurant and free time in the afternoon.</p>`,
            }
    const fr =
      index === 0
        ? {
            title: `Arrivée à ${city.names.fr}`,
            program: `<p>Bienvenue à ${city.names.fr}. Rencontre avec votre accompagnateur à l'hôtel, promenade du soir et dîner de bienvenue.</p>`,
          }
        : last
          ? {
              title: 'Départ',
              program: `<p>Petit-déjeuner, temps libre à ${city.names.fr} et transfert vers l'aéroport ou la gare.</p>`,
            }
          : {
              title: `Journée à ${stop.names.fr}`,
              program: `<p>Visite guidée de ${stop.names.fr} : la vieille ville, déjeuner dans un restaurant local et après-midi libre.</p>`,
            }
    let accommodationType: AccommodationType = 'hotel'
    if (last) accommodationType = 'no_accommodation'
    else if (index > 0 && count >= 6 && index === count - 3) accommodationType = 'night_transfer'
    else if (index > 0 && rng.chance(0.12)) accommodationType = 'free_accommodation'
    const hotels = accommodationType === 'hotel' ? rng.sample(hotelsByCity(stop.id), rng.int(2, 3)) : []
    days.push({
      en,
      fr,
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
