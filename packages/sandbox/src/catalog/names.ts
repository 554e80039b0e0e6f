import { OTHER_WORDS } from './names.other'
import type { LanguageWords } from './names.types'
import { WESTERN_WORDS } from './names.western'

/** English, also the words of the languages without a list of their own. */
const EN: LanguageWords = {
  prefixes: ['Hotel', 'The', 'Grand Hotel', 'The Inn at', 'Hotel'],
  cores: [
    'Royal Oak',
    'Kensington',
    'Harbour View',
    'Grand Central',
    'Park Lane',
    'Riverside',
    'Ocean Breeze',
    'Highland',
    'Crown',
    'Sunset',
    'Bayfront',
    'Golden Gate',
    'Union Square',
    'Chelsea',
    'Waverley',
    'Hudson',
    'Magnolia',
    'Lighthouse',
    'Wellington',
    'Mayfair',
  ],
}

export const WORDS: Record<string, LanguageWords> = { en: EN, ...WESTERN_WORDS, ...OTHER_WORDS }

/** Names that only make sense in one country (Brazil shares Portuguese with Portugal, not its landmarks). */
const COUNTRY_CORES: Record<string, readonly string[]> = {
  BR: [
    'Copacabana',
    'Ipanema',
    'Pelourinho',
    'Paulista',
    'Leblon',
    'Santa Teresa',
    'Jardins',
    'Barra',
    'Sol Nascente',
  ],
  MA: ['Dar Zitoun', 'Palmeraie', 'Atlas', 'Yasmine', 'Al Andalous', 'Mogador', 'Bab Doukkala', 'Dar Anika'],
  AR: ['Recoleta', 'Palermo', 'San Telmo', 'Andes', 'Malbec', 'Nahuel Huapi', 'del Lago'],
  MX: ['Zócalo', 'Coyoacán', 'Riviera Maya', 'Casa Azul', 'Las Brisas', 'del Mar', 'Jardín', 'Monte Albán'],
}

export function wordsFor(language: string, alpha2: string): LanguageWords {
  const words = WORDS[language] ?? EN
  const cores = COUNTRY_CORES[alpha2]
  return cores === undefined ? words : { ...words, cores }
}

/** Names of the demo images of a hotel, the first one being the main picture. */
export const IMAGE_NAMES = [
  'Façade',
  'Lobby',
  'Double room',
  'Suite',
  'Swimming pool',
  'Breakfast room',
  'Terrace',
  'Restaurant',
  'View from the rooftop',
] as const
