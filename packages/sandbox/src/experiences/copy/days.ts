import type { CityRef } from '../../catalog/locations'

/** Program day copy per supplier language: arrival, a day at a stop, departure. */
export type CopyLocale = 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt'
export const COPY_LOCALES: readonly CopyLocale[] = ['en', 'fr', 'es', 'de', 'it', 'pt']
export interface DayText {
  title: string
  program: string
}
type DayKind = 'arrival' | 'visit' | 'departure'

/** Portuguese names that take the article: no Porto, do Rio de Janeiro. */
export const PT_WITH_ARTICLE = new Set(['Porto', 'Rio de Janeiro', 'Funchal'])
const PT_ARTICLE: Record<string, string> = { a: 'ao', em: 'no', por: 'pelo', de: 'do' }
const pt = (preposition: string, city: string) =>
  `${PT_WITH_ARTICLE.has(city) ? (PT_ARTICLE[preposition] ?? preposition) : preposition} ${city}`

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
  de: {
    arrival: (c) => ({
      title: `Ankunft in ${c}`,
      program: `<p>Willkommen in ${c}. Treffen mit Ihrer Reiseleitung im Hotel, Abendspaziergang und Begrüßungsabendessen.</p>`,
    }),
    visit: (c) => ({
      title: `Tag in ${c}`,
      program: `<p>Führung durch ${c}: die Altstadt, Mittagessen in einem Restaurant vor Ort und ein freier Nachmittag.</p>`,
    }),
    departure: (c) => ({
      title: 'Abreise',
      program: `<p>Frühstück, freie Zeit in ${c} und Transfer zum Flughafen oder Bahnhof.</p>`,
    }),
  },
  it: {
    arrival: (c) => ({
      title: `Arrivo a ${c}`,
      program: `<p>Benvenuti a ${c}. Incontro con l’accompagnatore in hotel, passeggiata serale e cena di benvenuto.</p>`,
    }),
    visit: (c) => ({
      title: `Giornata a ${c}`,
      program: `<p>Visita guidata di ${c}: il centro storico, pranzo in un ristorante locale e pomeriggio libero.</p>`,
    }),
    departure: (c) => ({
      title: 'Partenza',
      program: `<p>Colazione, tempo libero a ${c} e trasferimento all’aeroporto o alla stazione.</p>`,
    }),
  },
  pt: {
    arrival: (c) => ({
      title: `Chegada ${pt('a', c)}`,
      program: `<p>Bem-vindos ${pt('a', c)}. Encontro com o acompanhante no hotel, passeio ao fim da tarde e jantar de boas-vindas.</p>`,
    }),
    visit: (c) => ({
      title: `Dia ${pt('em', c)}`,
      program: `<p>Visita guiada ${pt('por', c)}: o centro histórico, almoço num restaurante local e tarde livre.</p>`,
    }),
    departure: (c) => ({
      title: 'Partida',
      program: `<p>Pequeno-almoço, tempo livre ${pt('em', c)} e transfer para o aeroporto ou a estação.</p>`,
    }),
  },
}

/** One day's title and program in every supplier language; `stop` is the city of a visit day. */
export function dayTexts(kind: DayKind, city: CityRef, stop: CityRef): Record<CopyLocale, DayText> {
  const place = kind === 'visit' ? stop : city
  const texts = {} as Record<CopyLocale, DayText>
  for (const locale of COPY_LOCALES) texts[locale] = DAYS[locale][kind](cityName(place, locale))
  return texts
}

/** The city's name in a copy language; Italian and Portuguese copy is only written on the spot (Roma, Lisboa). */
export function cityName(city: CityRef, locale: CopyLocale): string {
  return locale === 'it' || locale === 'pt' ? city.names.local : city.names[locale]
}
