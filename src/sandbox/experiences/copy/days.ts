import type { CityRef } from '../../catalog/locations'

/** Program day copy per supplier language: arrival, a day at a stop, departure. */
export type CopyLocale = 'en' | 'fr' | 'es'
export const COPY_LOCALES: readonly CopyLocale[] = ['en', 'fr', 'es']
export interface DayText {
  title: string
  program: string
}
type DayKind = 'arrival' | 'visit' | 'departure'

const DAYS: Record<CopyLocale, Record<DayKind, (city: string) => DayText>> = {
  en: {
    arrival: (c) => ({
      title: `Arrival in ${c}`,
      program: `<p>Welcome to ${c}. Meet your tour leader at the hotel, then an evening walk and a welcome dinner.</p>`,
    }),
    visit: (c) => ({
      title: `Day in ${c}`,
      program: `<p>Guided visit of ${c}: the old town, lunch at a local restaurant and free time in the afternoon.</p>`,
    }),
    departure: (c) => ({
      title: 'Departure',
      program: `<p>Breakfast, free time in ${c} and transfer to the airport or station.</p>`,
    }),
  },
  fr: {
    arrival: (c) => ({
      title: `Arrivée à ${c}`,
      program: `<p>Bienvenue à ${c}. Rencontre avec votre accompagnateur à l’hôtel, promenade du soir et dîner de bienvenue.</p>`,
    }),
    visit: (c) => ({
      title: `Journée à ${c}`,
      program: `<p>Visite guidée de ${c} : la vieille ville, déjeuner dans un restaurant local et après-midi libre.</p>`,
    }),
    departure: (c) => ({
      title: 'Départ',
      program: `<p>Petit-déjeuner, temps libre à ${c} et transfert vers l’aéroport ou la gare.</p>`,
    }),
  },
  es: {
    arrival: (c) => ({
      title: `Llegada a ${c}`,
      program: `<p>Bienvenidos a ${c}. Encuentro con su guía acompañante en el hotel, paseo al atardecer y cena de bienvenida.</p>`,
    }),
    visit: (c) => ({
      title: `Día en ${c}`,
      program: `<p>Visita guiada de ${c}: el casco antiguo, almuerzo en un restaurante local y tarde libre.</p>`,
    }),
    departure: (c) => ({
      title: 'Salida',
      program: `<p>Desayuno, tiempo libre en ${c} y traslado al aeropuerto o a la estación.</p>`,
    }),
  },
}

/** One day's title and program in every supplier language; `stop` is the city of a visit day. */
export function dayTexts(kind: DayKind, city: CityRef, stop: CityRef): Record<CopyLocale, DayText> {
  const place = kind === 'visit' ? stop : city
  return {
    en: DAYS.en[kind](place.names.en),
    fr: DAYS.fr[kind](place.names.fr),
    es: DAYS.es[kind](place.names.es),
  }
}
