import { z } from 'zod'
import { Id, IsoDate } from './common'
import { DIFFICULTIES, EXPERIENCE_TYPES } from './experiences-v3.enums'
import { ExperienceV3Patch, PeriodV3Patch } from './experiences-v3'
import { AttachmentV1Input } from './inventory'

/**
 * Bodies of the deprecated v1 experience writes that the spec's versioning table keeps beside v3:
 * `POST /api/v1/experiences` (v3: POST) and `PUT /api/v1/experiences/{id}` (v3: PATCH). They take the v3 keys with
 * v1's spellings: `type` and `difficulty` capitalised (`Activity`, `Beginner`; any casing is accepted),
 * `organizationId` in the body (ignored: the owner is the key's organization), images as `attachments` (spec,
 * "Image collection sync on v1 endpoints"), and in a create the periods inside the body with `paxRange` /
 * `ageRange` pairs and `availableDays` as 1/0 numbers.
 */
const V1Type = z
  .string()
  .regex(
    new RegExp(`^(${EXPERIENCE_TYPES.join('|')})$`, 'i'),
    'Expected Activity, Transfer, Program or Extra',
  )
const V1Difficulty = z
  .string()
  .regex(
    new RegExp(`^(${DIFFICULTIES.join('|')})$`, 'i'),
    'Expected Beginner, Intermediate, Advanced or Expert',
  )
const Range = z.tuple([z.number().int().min(0), z.number().int().min(0)])

export const PeriodV1Input = PeriodV3Patch.omit({
  adultPrices: true,
  childPrices: true,
  availableDays: true,
}).extend({
  startAt: IsoDate,
  endAt: IsoDate,
  /** Monday first, 1 = available. */
  availableDays: z
    .array(z.union([z.literal(0), z.literal(1)]))
    .length(7)
    .optional(),
  adultPax: z
    .array(z.object({ price: z.number().min(0), paxRange: Range }))
    .max(50)
    .optional(),
  childrenPax: z
    .array(z.object({ price: z.number().min(0), ageRange: Range }))
    .max(50)
    .optional(),
})
export type PeriodV1Input = z.infer<typeof PeriodV1Input>

export const ExperienceV1Update = ExperienceV3Patch.omit({ type: true, difficulty: true }).extend({
  type: V1Type.optional(),
  difficulty: V1Difficulty.nullable().optional(),
  organizationId: z.union([Id, z.number().int()]).optional(),
  attachments: z.array(AttachmentV1Input).max(50).optional(),
})
export type ExperienceV1Update = z.infer<typeof ExperienceV1Update>

export const ExperienceV1Create = ExperienceV1Update.extend({
  name: z.string().trim().min(1).max(200),
  type: V1Type,
  periods: z.array(PeriodV1Input).max(100).optional(),
})
export type ExperienceV1Create = z.infer<typeof ExperienceV1Create>

/** The answer of a v1 create (not shown by the spec): the new experience's id. */
export const ExperienceV1Created = z.object({ id: Id })
