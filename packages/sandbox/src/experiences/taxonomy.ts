/**
 * Experience themes and segments: small reference lists ({ id, displayName } on v1, ids on v3). Their ids are
 * plain numbers sent as strings ("3"): shared/domain/ids.ts has no entity tag for them (see README).
 */
export interface ExperienceTaxonomyEntry {
  id: number
  names: { en: string; fr: string; es: string; de: string }
}

export const EXPERIENCE_THEMES: readonly ExperienceTaxonomyEntry[] = [
  { id: 1, names: { en: 'Culture', fr: 'Culture', es: 'Cultura', de: 'Kultur' } },
  {
    id: 2,
    names: { en: 'Food & wine', fr: 'Gastronomie et vin', es: 'Gastronomía y vino', de: 'Essen & Wein' },
  },
  { id: 3, names: { en: 'Nature', fr: 'Nature', es: 'Naturaleza', de: 'Natur' } },
  { id: 4, names: { en: 'Adventure', fr: 'Aventure', es: 'Aventura', de: 'Abenteuer' } },
  { id: 5, names: { en: 'History', fr: 'Histoire', es: 'Historia', de: 'Geschichte' } },
  { id: 6, names: { en: 'Art & design', fr: 'Art et design', es: 'Arte y diseño', de: 'Kunst & Design' } },
  { id: 7, names: { en: 'Nightlife', fr: 'Vie nocturne', es: 'Vida nocturna', de: 'Nachtleben' } },
  { id: 8, names: { en: 'Wellness', fr: 'Bien-être', es: 'Bienestar', de: 'Wellness' } },
  { id: 9, names: { en: 'On the water', fr: "Sur l'eau", es: 'En el agua', de: 'Auf dem Wasser' } },
  { id: 10, names: { en: 'Photography', fr: 'Photographie', es: 'Fotografía', de: 'Fotografie' } },
  { id: 11, names: { en: 'Shopping', fr: 'Shopping', es: 'Compras', de: 'Einkaufen' } },
  { id: 12, names: { en: 'Transport', fr: 'Transport', es: 'Transporte', de: 'Transport' } },
]

export const EXPERIENCE_SEGMENTS: readonly ExperienceTaxonomyEntry[] = [
  { id: 1, names: { en: 'Families', fr: 'Familles', es: 'Familias', de: 'Familien' } },
  { id: 2, names: { en: 'Couples', fr: 'Couples', es: 'Parejas', de: 'Paare' } },
  { id: 3, names: { en: 'Groups', fr: 'Groupes', es: 'Grupos', de: 'Gruppen' } },
  { id: 4, names: { en: 'Seniors', fr: 'Seniors', es: 'Mayores', de: 'Senioren' } },
  { id: 5, names: { en: 'Students', fr: 'Étudiants', es: 'Estudiantes', de: 'Studierende' } },
  { id: 6, names: { en: 'Luxury', fr: 'Luxe', es: 'Lujo', de: 'Luxus' } },
  {
    id: 7,
    names: {
      en: 'Business & events',
      fr: 'Affaires et événements',
      es: 'Negocios y eventos',
      de: 'Business & Events',
    },
  },
  {
    id: 8,
    names: { en: 'Solo travellers', fr: 'Voyageurs solo', es: 'Viajeros solos', de: 'Alleinreisende' },
  },
]

/** The display name of a theme or segment in a locale (en for any other); null for an unknown id. */
export function experienceTaxonomyName(
  list: readonly ExperienceTaxonomyEntry[],
  id: number,
  locale: string,
): string | null {
  const entry = list.find((candidate) => candidate.id === id)
  if (entry === undefined) return null
  return entry.names[locale as keyof ExperienceTaxonomyEntry['names']] ?? entry.names.en
}
