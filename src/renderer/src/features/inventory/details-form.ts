import { z } from 'zod'
import type { ExperienceV3 } from '../../../../shared/api/experiences-v3'
import { experienceProblems } from '../../../../shared/domain/inventory'
import type { ExperiencePatchInput } from '../../../../shared/ipc/inventory.contract'

/**
 * The details form of an experience: texts of one language and the fields every language shares. Blank fields are
 * empty strings in the form and null on the wire (clearing sends null); only the fields that changed are sent.
 */
export const TEXT_FIELDS = [
  { key: 'name', label: 'Name', max: 200, rows: 0 },
  { key: 'summary', label: 'Summary', max: 2000, rows: 2 },
  { key: 'description', label: 'Description', max: 50_000, rows: 4 },
  { key: 'highlights', label: 'Highlights', max: 50_000, rows: 2 },
  { key: 'includedServices', label: 'Included', max: 50_000, rows: 2 },
  { key: 'excludedServices', label: 'Not included', max: 50_000, rows: 2 },
  { key: 'cancellationPolicies', label: 'Cancellation policy', max: 50_000, rows: 2 },
] as const
export const NUMBER_FIELDS = [
  { key: 'durationDays', label: 'Days', max: 100_000 },
  { key: 'durationHours', label: 'Hours', max: 100_000 },
  { key: 'durationMinutes', label: 'Minutes', max: 100_000 },
  { key: 'minPax', label: 'Smallest party', max: 100_000 },
  { key: 'maxPax', label: 'Largest party', max: 100_000 },
  { key: 'minAge', label: 'Youngest age', max: 120 },
  { key: 'maxAge', label: 'Oldest age', max: 120 },
] as const

type TextKey = (typeof TEXT_FIELDS)[number]['key']
type NumberKey = (typeof NUMBER_FIELDS)[number]['key']
export type DetailsValues = Record<TextKey | 'dmcReference' | 'difficulty', string> &
  Record<NumberKey, number | ''>

const blankNumber = z.union([z.literal(''), z.number().int().min(0)])
export const DetailsFormSchema = z
  .object({
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field.key, z.string().max(field.max)])),
    ...Object.fromEntries(
      NUMBER_FIELDS.map((field) => [
        field.key,
        blankNumber.refine((value) => value === '' || value <= field.max, `At most ${field.max}.`),
      ]),
    ),
    dmcReference: z.string().max(100),
    difficulty: z.string(),
  })
  .superRefine((parsed, context) => {
    // The spread shapes above are not known field by field to TypeScript: read them as the form's values.
    const values = parsed as unknown as DetailsValues
    const number = (key: NumberKey) => (values[key] === '' ? null : (values[key] as number))
    for (const problem of experienceProblems({
      minPax: number('minPax'),
      maxPax: number('maxPax'),
      minAge: number('minAge'),
      maxAge: number('maxAge'),
    }))
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message })
    if (values.name.trim() === '')
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'An experience needs a name in this language.',
      })
  })

export function detailsValues(experience: ExperienceV3): DetailsValues {
  const values: Record<string, string | number> = {}
  for (const field of TEXT_FIELDS) values[field.key] = experience[field.key] ?? ''
  for (const field of NUMBER_FIELDS) values[field.key] = experience[field.key] ?? ''
  values.dmcReference = experience.dmcReference ?? ''
  values.difficulty = experience.difficulty ?? ''
  return values as DetailsValues
}

/** PATCH semantics: the keys whose value changed, null for a cleared one. */
export function detailsPatch(original: DetailsValues, values: DetailsValues): ExperiencePatchInput {
  const patch: Record<string, unknown> = {}
  for (const key of Object.keys(values) as (keyof DetailsValues)[]) {
    const before = original[key]
    const after = typeof values[key] === 'string' ? (values[key] as string).trim() : values[key]
    if (after === (typeof before === 'string' ? before.trim() : before)) continue
    patch[key] = after === '' ? null : after
  }
  return patch as ExperiencePatchInput
}
