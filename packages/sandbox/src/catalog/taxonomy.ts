import type { Locale } from './locations'

/**
 * The hotel styles and kinds reference lists ({ id, name } on the wire). Ids are small and stable, which lets the
 * hotels table keep a hotel's styles and kinds as bit masks (bit id-1): filtering by "any of these ids" is then one
 * AND per row instead of a join.
 */
export interface TaxonomyEntry {
  id: number
  names: Record<Locale, string>
}

export const HOTEL_STYLES: readonly TaxonomyEntry[] = [
  { id: 1, names: { en: 'Beach', fr: 'Plage', es: 'Playa', de: 'Strand' } },
  { id: 2, names: { en: 'City break', fr: 'Escapade urbaine', es: 'Escapada urbana', de: 'Städtereise' } },
  { id: 3, names: { en: 'Design', fr: 'Design', es: 'Diseño', de: 'Design' } },
  { id: 4, names: { en: 'Family', fr: 'Famille', es: 'Familia', de: 'Familie' } },
  { id: 5, names: { en: 'Historic', fr: 'Historique', es: 'Histórico', de: 'Historisch' } },
  { id: 6, names: { en: 'Luxury', fr: 'Luxe', es: 'Lujo', de: 'Luxus' } },
  { id: 7, names: { en: 'Romantic', fr: 'Romantique', es: 'Romántico', de: 'Romantisch' } },
  {
    id: 8,
    names: { en: 'Spa & wellness', fr: 'Spa et bien-être', es: 'Spa y bienestar', de: 'Spa & Wellness' },
  },
  { id: 9, names: { en: 'Business', fr: 'Affaires', es: 'Negocios', de: 'Geschäftsreise' } },
  { id: 10, names: { en: 'Eco-friendly', fr: 'Écoresponsable', es: 'Ecológico', de: 'Umweltfreundlich' } },
  {
    id: 11,
    names: { en: 'Adults only', fr: 'Réservé aux adultes', es: 'Solo adultos', de: 'Nur für Erwachsene' },
  },
  { id: 12, names: { en: 'Gastronomy', fr: 'Gastronomie', es: 'Gastronomía', de: 'Gastronomie' } },
]

export const HOTEL_KINDS: readonly TaxonomyEntry[] = [
  { id: 1, names: { en: 'Hotel', fr: 'Hôtel', es: 'Hotel', de: 'Hotel' } },
  {
    id: 2,
    names: { en: 'Boutique hotel', fr: 'Hôtel de charme', es: 'Hotel boutique', de: 'Boutique-Hotel' },
  },
  { id: 3, names: { en: 'Resort', fr: 'Complexe hôtelier', es: 'Resort', de: 'Resort' } },
  { id: 4, names: { en: 'Aparthotel', fr: 'Résidence hôtelière', es: 'Apartahotel', de: 'Apartmenthotel' } },
  { id: 5, names: { en: 'Guesthouse', fr: "Maison d'hôtes", es: 'Casa de huéspedes', de: 'Pension' } },
  { id: 6, names: { en: 'Hostel', fr: 'Auberge de jeunesse', es: 'Albergue', de: 'Hostel' } },
  { id: 7, names: { en: 'Villa', fr: 'Villa', es: 'Villa', de: 'Villa' } },
  {
    id: 8,
    names: { en: 'Bed and breakfast', fr: 'Chambre d’hôtes', es: 'Bed and breakfast', de: 'Bed & Breakfast' },
  },
  { id: 9, names: { en: 'Riad', fr: 'Riad', es: 'Riad', de: 'Riad' } },
  { id: 10, names: { en: 'Ryokan', fr: 'Ryokan', es: 'Ryokan', de: 'Ryokan' } },
  { id: 11, names: { en: 'Pousada', fr: 'Pousada', es: 'Posada', de: 'Pousada' } },
]

export const SUSTAINABILITY_LEVELS = ['zero', 'low', 'medium', 'strong'] as const
export type SustainabilityLevel = (typeof SUSTAINABILITY_LEVELS)[number]

/** Bit mask of a list of ids; ids outside the reference list add no bit, so they match nothing. */
export function idsToMask(ids: readonly number[], list: readonly TaxonomyEntry[]): number {
  let mask = 0
  for (const id of ids) if (list.some((entry) => entry.id === id)) mask |= 1 << (id - 1)
  return mask
}

export function maskToIds(mask: number): number[] {
  const ids: number[] = []
  for (let bit = 0; bit < 31; bit += 1) if (mask & (1 << bit)) ids.push(bit + 1)
  return ids
}

export function taxonomyName(list: readonly TaxonomyEntry[], id: number, locale: Locale): string {
  return list.find((entry) => entry.id === id)?.names[locale] ?? String(id)
}
