import { z } from 'zod'
import {
  ClockTime,
  ExperienceType,
  ExperienceV3,
  ExperienceV3Patch,
  ExtraLinkV3,
  ImageV3,
  PeriodV3,
  PeriodV3Create,
  PeriodV3Patch,
  PoiV3,
  ProgramDayV3,
  PromotionV3,
  AccommodationType,
  TEXT_LOCALES,
} from '../api/experiences-v3'
import { experienceProblems, periodProblems } from '../domain/inventory'
import { NoInput } from './schema-helpers'
import { FileRef } from './files'

/**
 * The supplier's inventory (issue 17): a `dmc` organization's own experiences, periods and prices, program days,
 * extras, images and promotions. Main refuses every channel but `inventory.access` for credentials of another
 * scope, and every write while the service cannot be reached (nothing is queued). The schemas below are the ones
 * the renderer's forms use too: the same rules are checked on both sides of the boundary.
 */

type Problem = { path: string; message: string }
/** Adds the domain's problems to a schema as zod issues on their paths (what a form shows on its fields). */
const withProblems =
  <T>(rules: (value: T) => Problem[]) =>
  (value: T, context: z.RefinementCtx) => {
    for (const problem of rules(value))
      context.addIssue({
        code: 'custom',
        path: problem.path.split('.').map(pathPart),
        message: problem.message,
      })
  }
const pathPart = (part: string): string | number => (/^\d+$/.test(part) ? Number(part) : part)

const ExperienceId = z.string().trim().min(1).max(64)
const SubId = z.string().trim().min(1).max(64)
export const TextLocale = z.enum(TEXT_LOCALES)

export const InventoryAccess = z.object({
  /** `dmc`: a supplier's credentials, the section is shown; `to`: a tour operator's; `unknown`: not asked yet. */
  scope: z.enum(['dmc', 'to', 'unknown']),
  message: z.string().nullable(),
})
export type InventoryAccess = z.infer<typeof InventoryAccess>

export const ExperienceSort = z.enum(['name', '-name', '-createdAt', '-updatedAt', 'id'])
export const ExperienceListInput = z
  .object({
    search: z.string().trim().max(100).optional(),
    sort: ExperienceSort.default('-updatedAt'),
    includeArchived: z.boolean().default(false),
  })
  .strict()

/** A new experience: name and type. `draftId` identifies the form, so that a retry never creates a second one. */
export const ExperienceCreateInput = z
  .object({
    draftId: z.string().min(8).max(64),
    name: z.string().trim().min(1, 'Give the experience a name.').max(200),
    type: ExperienceType,
    locale: TextLocale.default('en'),
  })
  .strict()

/** PATCH semantics: only the keys sent change, null clears. The type is locked and the state has its own channels. */
export const ExperiencePatchInput = ExperienceV3Patch.omit({ type: true, state: true })
  .strict()
  .superRefine(withProblems(experienceProblems))
export type ExperiencePatchInput = z.infer<typeof ExperiencePatchInput>

export const PeriodInput = PeriodV3Create.strict().superRefine(withProblems(periodProblems))
export type PeriodInput = z.infer<typeof PeriodInput>
export const PeriodPatchInput = PeriodV3Patch.strict().superRefine(withProblems(periodProblems))
export type PeriodPatchInput = z.infer<typeof PeriodPatchInput>

/** One day of the whole ordered list that replaces the program (see domain/inventory/program-days.ts). */
export const ProgramDayInput = z
  .object({
    title: z.string().trim().max(300).nullable(),
    program: z.string().max(50_000).nullable(),
    startingTime: ClockTime.nullable(),
    endingTime: ClockTime.nullable(),
    accommodationType: AccommodationType.nullable(),
    isIncludedAccommodation: z.boolean(),
    meals: z.array(z.enum(['breakfast', 'lunch', 'dinner', 'snack', 'drinks'])).max(5),
    pois: z.array(PoiV3).max(100),
  })
  .strict()
export type ProgramDayInput = z.infer<typeof ProgramDayInput>

export const ChecklistItem = z.object({
  key: z.enum(['name', 'summary', 'description', 'period', 'programDays', 'image']),
  label: z.string(),
  done: z.boolean(),
  required: z.boolean(),
})

const ForExperience = z.object({ experienceId: ExperienceId }).strict()
const Done = z.object({ done: z.literal(true) })

export const inventoryChannels = {
  /** The scope of the active credentials (asked of the service once per credentials; no refusal here). */
  'inventory.access': { input: NoInput, output: InventoryAccess },
  'inventory.experiences': {
    input: ExperienceListInput,
    output: z.object({ items: z.array(ExperienceV3), total: z.number().int() }),
  },
  'inventory.experience': {
    input: z.object({ experienceId: ExperienceId, locale: TextLocale.default('en') }).strict(),
    output: ExperienceV3,
  },
  /** `recovered`: an earlier try of the same draft had been created although its answer was lost. */
  'inventory.createExperience': {
    input: ExperienceCreateInput,
    output: z.object({ experience: ExperienceV3, recovered: z.boolean() }),
  },
  'inventory.updateExperience': {
    input: z
      .object({ experienceId: ExperienceId, locale: TextLocale.default('en'), patch: ExperiencePatchInput })
      .strict(),
    output: ExperienceV3,
  },
  'inventory.checklist': {
    input: ForExperience,
    output: z.object({ items: z.array(ChecklistItem) }),
  },
  /** `in_progress` -> `available`, refused while a required item of the checklist is missing. */
  'inventory.publish': { input: ForExperience, output: ExperienceV3 },
  /** DELETE: archives it; existing bookings keep referring to it. */
  'inventory.archive': { input: ForExperience, output: Done },
  'inventory.periods': { input: ForExperience, output: z.array(PeriodV3) },
  'inventory.createPeriod': {
    input: z.object({ experienceId: ExperienceId, period: PeriodInput }).strict(),
    output: PeriodV3,
  },
  'inventory.updatePeriod': {
    input: z.object({ experienceId: ExperienceId, periodId: SubId, patch: PeriodPatchInput }).strict(),
    output: PeriodV3,
  },
  'inventory.deletePeriod': {
    input: z.object({ experienceId: ExperienceId, periodId: SubId }).strict(),
    output: Done,
  },
  'inventory.programDays': {
    input: z.object({ experienceId: ExperienceId, locale: TextLocale.default('en') }).strict(),
    output: z.array(ProgramDayV3),
  },
  /** Replaces the ordered list of days (rewrites, appends and deletions; see program-days.ts). */
  'inventory.saveProgramDays': {
    input: z
      .object({
        experienceId: ExperienceId,
        locale: TextLocale.default('en'),
        days: z.array(ProgramDayInput).max(60),
      })
      .strict(),
    output: z.array(ProgramDayV3),
  },
  'inventory.extras': { input: ForExperience, output: z.array(ExtraLinkV3) },
  'inventory.addExtra': {
    input: z.object({ experienceId: ExperienceId, addOnId: ExperienceId }).strict(),
    output: ExtraLinkV3,
  },
  'inventory.removeExtra': {
    input: z.object({ experienceId: ExperienceId, extraId: SubId }).strict(),
    output: Done,
  },
  'inventory.images': { input: ForExperience, output: z.array(ImageV3) },
  /** One image per call, the file handed over first (DeskBridge.file); main checks its content and size. */
  'inventory.addImage': {
    input: z
      .object({
        experienceId: ExperienceId,
        name: z.string().trim().min(1, 'Give the image a name.').max(200),
        file: FileRef,
        primary: z.boolean().optional(),
      })
      .strict(),
    output: ImageV3,
  },
  'inventory.updateImage': {
    input: z
      .object({
        experienceId: ExperienceId,
        imageId: SubId,
        name: z.string().trim().min(1, 'Give the image a name.').max(200).optional(),
        primary: z.boolean().optional(),
      })
      .strict(),
    output: ImageV3,
  },
  'inventory.removeImage': {
    input: z.object({ experienceId: ExperienceId, imageId: SubId }).strict(),
    output: Done,
  },
  'inventory.promotions': { input: ForExperience, output: z.array(PromotionV3) },
  'inventory.promotion': {
    input: z.object({ experienceId: ExperienceId, promotionId: SubId }).strict(),
    output: PromotionV3,
  },
} as const
