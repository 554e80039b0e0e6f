import type { DifficultyV1, ExperienceTypeV1 } from '../../../../src/shared/api/experiences-v1'
import type { z } from 'zod'
import type { Difficulty, ExperienceType } from '../../../../src/shared/api/experiences-v3.enums'
import { TEXT_LOCALES } from '../../../../src/shared/api/experiences-v3.enums'
import { cityById, countryById, localName, toLocale } from '../catalog/locations'
import type { ExperienceRow } from '../experiences/experiences.repo'
import { organizationById } from '../platform/organizations'

/** Small helpers shared by the v1 views: v1 casings, localized place names, the owner's names. */

const V1_TYPES: Record<ExperienceType, ExperienceTypeV1> = {
  activity: 'Activity',
  transfer: 'Transfer',
  program: 'Program',
  extra: 'Extra',
}

export const v1Type = (type: ExperienceType): ExperienceTypeV1 => V1_TYPES[type]

export function v1Difficulty(difficulty: Difficulty | null): z.infer<typeof DifficultyV1> | null {
  if (difficulty === null) return null
  return (difficulty.charAt(0).toUpperCase() + difficulty.slice(1)) as z.infer<typeof DifficultyV1>
}

/** The experience texts' locale for a `locale` query: one the store keeps, en otherwise. */
export function textLocale(value: string | null | undefined): string {
  const lower = (value ?? '').toLowerCase().slice(0, 2)
  return (TEXT_LOCALES as readonly string[]).includes(lower) ? lower : 'en'
}

export function cityTitle(cityId: number | null, locale: string): string {
  const city = cityId === null ? undefined : cityById(cityId)
  return city === undefined ? '' : localName(city.names, toLocale(locale))
}

export function countryTitle(countryId: number | null, locale: string): string {
  const country = countryId === null ? undefined : countryById(countryId)
  return country === undefined ? '' : localName(country.names, toLocale(locale))
}

export function ownerName(row: Pick<ExperienceRow, 'organizationId'>): string {
  return organizationById(row.organizationId)?.displayName ?? `Organization ${row.organizationId}`
}

/** Locales the experience's texts exist in, e.g. "en,fr". */
export function translations(row: { texts: Record<string, unknown> }): string {
  return Object.keys(row.texts).sort().join(',')
}
