/** Ranges of an experience edit that must be in order (checked on the values sent; the service checks after). */
export function experienceProblems(patch: {
  minPax?: number | null | undefined
  maxPax?: number | null | undefined
  minAge?: number | null | undefined
  maxAge?: number | null | undefined
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  if (patch.minPax != null && patch.maxPax != null && patch.minPax > patch.maxPax)
    problems.push({ path: 'maxPax', message: 'The largest party is smaller than the smallest party.' })
  if (patch.minAge != null && patch.maxAge != null && patch.minAge > patch.maxAge)
    problems.push({ path: 'maxAge', message: 'The oldest age is below the youngest age.' })
  return problems
}

export const EXPERIENCE_TYPE_LABELS = {
  program: 'Program',
  activity: 'Activity',
  transfer: 'Transfer',
  extra: 'Extra (add-on)',
} as const

export const EXPERIENCE_STATE_LABELS = {
  in_progress: 'In progress',
  available: 'Published',
  archived: 'Archived',
} as const

export const LOCALE_NAMES = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
} as const
