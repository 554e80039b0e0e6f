import { CITIES } from '../catalog/locations'

/**
 * What a night costs in each demo city, against an average European city (1.0), and when its high season is.
 * Rough 2025 figures for a 3-star double room (Paris, London, Zürich, New York and Geneva at the top; Kraków,
 * Marrakesh, Fès, Antalya and Oaxaca at the bottom). Season curves (rates/stay.ts): 0 summer peak (Mediterranean
 * coast, islands, lakes), 1 winter peak (ski resorts, and the southern hemisphere's beach summer, which falls in
 * December to February), 2 flat (business capitals). A city missing here prices at 1.0 with the summer curve.
 */
export interface CityMarket {
  priceIndex: number
  season: 0 | 1 | 2
}

const SUMMER = 0
const WINTER = 1
const FLAT = 2

const MARKETS: Record<string, readonly [number, 0 | 1 | 2]> = {
  paris: [1.55, FLAT],
  nice: [1.3, SUMMER],
  marseille: [0.95, SUMMER],
  lyon: [0.95, FLAT],
  bordeaux: [0.95, FLAT],
  madrid: [1.05, FLAT],
  barcelona: [1.25, SUMMER],
  sevilla: [0.95, FLAT],
  malaga: [0.95, SUMMER],
  granada: [0.85, FLAT],
  valencia: [0.9, SUMMER],
  palma: [1.15, SUMMER],
  'san-sebastian': [1.2, SUMMER],
  lisboa: [0.95, SUMMER],
  porto: [0.85, SUMMER],
  faro: [0.85, SUMMER],
  funchal: [0.85, FLAT],
  roma: [1.2, FLAT],
  firenze: [1.2, SUMMER],
  venezia: [1.45, SUMMER],
  milano: [1.25, FLAT],
  napoli: [0.85, SUMMER],
  berlin: [0.95, FLAT],
  munchen: [1.1, FLAT],
  hamburg: [1.0, FLAT],
  koln: [0.95, FLAT],
  zurich: [1.6, FLAT],
  geneve: [1.55, FLAT],
  luzern: [1.35, SUMMER],
  wien: [1.05, FLAT],
  salzburg: [1.05, SUMMER],
  innsbruck: [1.0, WINTER],
  amsterdam: [1.4, FLAT],
  rotterdam: [0.95, FLAT],
  london: [1.55, FLAT],
  edinburgh: [1.2, SUMMER],
  athina: [0.9, SUMMER],
  thessaloniki: [0.75, SUMMER],
  santorini: [1.5, SUMMER],
  krakow: [0.6, FLAT],
  warszawa: [0.7, FLAT],
  gdansk: [0.65, SUMMER],
  praha: [0.75, FLAT],
  brno: [0.55, FLAT],
  'cesky-krumlov': [0.6, SUMMER],
  dubrovnik: [1.25, SUMMER],
  split: [0.95, SUMMER],
  zagreb: [0.65, FLAT],
  marrakech: [0.65, WINTER],
  fes: [0.5, FLAT],
  casablanca: [0.6, FLAT],
  essaouira: [0.55, SUMMER],
  istanbul: [0.8, FLAT],
  antalya: [0.6, SUMMER],
  izmir: [0.55, SUMMER],
  'sao-paulo': [0.7, FLAT],
  'rio-de-janeiro': [0.85, WINTER],
  salvador: [0.6, WINTER],
  florianopolis: [0.65, WINTER],
  'buenos-aires': [0.65, FLAT],
  mendoza: [0.55, FLAT],
  bariloche: [0.7, SUMMER],
  'ciudad-de-mexico': [0.7, FLAT],
  cancun: [1.1, WINTER],
  oaxaca: [0.55, FLAT],
  'new-york': [1.75, FLAT],
  'san-francisco': [1.55, FLAT],
  miami: [1.35, WINTER],
  tokyo: [1.1, FLAT],
  kyoto: [1.15, FLAT],
  osaka: [0.9, FLAT],
}

const BY_CITY_ID = new Map<number, CityMarket>(
  CITIES.map((city) => {
    const [priceIndex, season] = MARKETS[city.key] ?? [1, SUMMER]
    return [city.id, { priceIndex, season }]
  }),
)

const DEFAULT_MARKET: CityMarket = { priceIndex: 1, season: SUMMER }

export function cityMarket(cityId: number | undefined): CityMarket {
  return (cityId === undefined ? undefined : BY_CITY_ID.get(cityId)) ?? DEFAULT_MARKET
}

/** EUR per night of a standard double room of each star rating in an average city, room only, mid-season. */
export const STAR_BASE_NIGHT = [0, 55, 75, 105, 165, 320] as const
